// The page's view of the worker's API (protocol.ts's EngineApi), derived from
// it: every method returns a promise of its result and takes an optional
// trailing `{ signal }`, so a method added to EngineApi and worker.ts is
// callable from the page with no edit here or in client.ts.
import type { EngineApi } from './protocol';

// Options of one call: aborting `signal` rejects the call with CancelledError
// and stops its work in the worker (client.ts).
export interface CallOptions {
  signal?: AbortSignal;
}

export type Remote<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: [...A, CallOptions?]) => Promise<R> : never;
};

export type RemoteEngine = Remote<EngineApi>;

// A trailing argument is a call's options when it is an object with a
// `signal` key: no argument of EngineApi has one (Budget's keys are numbers).
export function splitOptions(args: unknown[]): { args: unknown[]; options: CallOptions } {
  const last = args[args.length - 1];
  if (last !== null && typeof last === 'object' && 'signal' in last) return { args: args.slice(0, -1), options: last as CallOptions };
  return { args, options: {} };
}

// `target` with every EngineApi method added: a property `target` lacks is a
// call of that worker method through `call`. Functions of `target` stay bound
// to it (EventTarget's methods refuse another `this`).
export function withRemote<T extends object>(
  target: T,
  call: (method: string, args: unknown[], options: CallOptions) => Promise<unknown>,
): T & RemoteEngine {
  return new Proxy(target, {
    get(object, key, receiver) {
      if (key in object) {
        const value = Reflect.get(object, key, object);
        return typeof value === 'function' ? value.bind(object) : value;
      }
      // `then` stays undefined: the client is not a promise (await would call it).
      if (typeof key !== 'string' || key === 'then') return Reflect.get(object, key, receiver);
      return (...given: unknown[]) => {
        const { args, options } = splitOptions(given);
        return call(key, args, options);
      };
    },
  }) as T & RemoteEngine;
}
