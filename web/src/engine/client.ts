// The page's typed handle on the engine worker. Every call returns a promise;
// nothing here waits synchronously. The worker's methods are not written out
// here: remote.ts derives them from protocol.ts's EngineApi, so a method added
// there and in worker.ts needs no edit in this file.
//
// Why not Comlink: it would replace only the request/reply plumbing (about 60
// lines here), while what this client is for stays ours either way: calls
// cancelled by AbortSignal (Comlink has none built in), the shared-memory stop
// flag (a worker busy in a WebAssembly search reads no messages), progress
// events, and replacing a dead or stuck worker with the game restored. One
// dependency less to ship and to keep up with.
//
// Stopping: cancel() stops everything (the Stop buttons); a call's own
// `signal` stops that call only. Either way a search stops within 100 ms:
// through the shared stop flag in the threaded build, otherwise (or if the
// flag is not honoured in time) by replacing the worker. A worker that dies
// is replaced the same way, and the game in progress is restored from its
// serialized form.
import { ENGINE_FOLDER } from './engine-folder';
import { chooseBuild, poolSize, type BuildChoice } from './features';
import type { AiMove, Budget, EngineInfo, Method, RequestMessage, ResponseMessage, Result, Snapshot, WorkerMessage } from './protocol';
import { type CallOptions, type RemoteEngine, withRemote } from './remote';

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

interface Pending {
  method: Method;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  abandoned: boolean; // aborted by its signal: its reply, if any, is dropped
}

const CANCEL_GRACE_MS = 80;

// The engine client: EngineCore's own members and every EngineApi method.
export type EngineClient = EngineCore & RemoteEngine;

export function createEngineClient(siteBase: string, forcedBuild?: string | null): EngineClient {
  const core = new EngineCore(siteBase, forcedBuild);
  return withRemote(core, (method, args, options) => core.call(method as Method, args, options));
}

// Every object argument of EngineApi but a list is a Budget: its threads are capped at the engine's pool.
const isBudget = (arg: unknown): arg is Budget => arg !== null && typeof arg === 'object' && !Array.isArray(arg);

export class EngineCore extends EventTarget {
  readonly build: BuildChoice;
  info: EngineInfo | null = null;
  restarts = 0;

  private worker: Worker | null = null;
  private ready: Promise<EngineInfo> | null = null;
  private nextId = 1;
  // In the order sent: the worker answers in that order, so the first is the one it runs.
  private pending = new Map<number, Pending>();
  private stopFlag: Int8Array | null = null;
  private stopAddress = 0;
  // What a fresh worker needs to carry on where the last one stopped.
  private serialized: string | null = null;
  private playerArgs: unknown[] | null = null;

  // siteBase: the address of the site's folder (the page's base URI), where
  // the engine's folder and the shipped learned values are.
  constructor(private readonly siteBase: string, forcedBuild?: string | null) {
    super();
    this.build = chooseBuild(forcedBuild);
  }

  start(): Promise<EngineInfo> {
    if (!this.ready) this.ready = this.spawn();
    return this.ready;
  }

  private async spawn(): Promise<EngineInfo> {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'pps-engine' });
    this.worker = worker;
    this.stopFlag = null;
    worker.onmessage = (event: MessageEvent<ResponseMessage>) => this.receive(worker, event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      if (worker === this.worker) void this.replace(new Error(`the engine worker failed: ${event.message || 'unknown error'}`));
    };
    const engineUrl = new URL(`${ENGINE_FOLDER}pps-engine-${this.build.flavour}.mjs`, this.siteBase).href;
    const learnedUrl = new URL('learned/', this.siteBase).href;
    try {
      this.info = (await this.send('init', [this.build.flavour, engineUrl, learnedUrl, poolSize()])) as EngineInfo;
    } catch (e) {
      throw new Error(`The WebAssembly engine could not be loaded (${(e as Error).message}).`);
    }
    if (this.serialized) await this.send('load', [this.serialized]);
    if (this.playerArgs) await this.send('setPlayer', this.playerArgs);
    return this.info;
  }

  private receive(worker: Worker, message: ResponseMessage) {
    if (worker !== this.worker) return;
    if (message.kind === 'learning') {
      this.dispatchEvent(new CustomEvent('learning', { detail: message.learning }));
      return;
    }
    if (message.kind === 'review') {
      this.dispatchEvent(new CustomEvent('review', { detail: message.review }));
      return;
    }
    if (message.kind === 'stopFlag') {
      this.stopFlag = new Int8Array(message.stopFlag.memory);
      this.stopAddress = message.stopFlag.address;
      return;
    }
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (message.ok) {
      // Kept even from an abandoned call: it changed the worker's game all the same.
      const snapshot = (message.result as { snapshot?: Snapshot })?.snapshot ?? (message.result as Snapshot);
      if (snapshot && typeof snapshot === 'object' && 'serialized' in snapshot) this.serialized = snapshot.serialized;
      pending.resolve(message.result);
    } else {
      pending.reject(message.cancelled ? new CancelledError() : new Error(message.error));
      if (message.fatal) void this.replace(new Error(`the engine stopped: ${message.error}`));
    }
    this.stopAbandoned();
  }

  // The one place a reply is given its type: the worker answered `method`,
  // and `const api: EngineApi` in worker.ts is checked to return Result<method>.
  private send(method: Method, args: unknown[], signal?: AbortSignal): Promise<unknown> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error('the engine is not running'));
    if (signal?.aborted) return Promise.reject(new CancelledError());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { method, args, resolve, reject, abandoned: false });
      worker.postMessage({ id, method, args } as RequestMessage satisfies WorkerMessage);
      signal?.addEventListener('abort', () => this.abort(id), { once: true });
    });
  }

  // Sends a call again to a fresh worker, settling the caller's promise with its reply.
  private resend(call: Pending) {
    this.send(call.method, call.args).then(call.resolve, call.reject);
  }

  // Calls `method` of the worker's API (protocol.ts's EngineApi) with its
  // arguments; waits for the current worker (and any replacement) first.
  async call<K extends Method>(method: K, given: unknown[], options: CallOptions = {}): Promise<Result<K>> {
    await this.start();
    const threads = (b: Budget) => Math.min(b.threads ?? 1, this.info?.poolSize ?? 1);
    const args = given.map((a) => (isBudget(a) ? { ...a, threads: threads(a) } : a));
    const result = await this.send(method, args, options.signal);
    if (method === 'setPlayer') this.playerArgs = args;
    return result as Result<K>;
  }

  // A call aborted by its signal fails now; the worker skips it if it has
  // not started it, else stops it (stopAbandoned).
  private abort(id: number) {
    const pending = this.pending.get(id);
    if (!pending || pending.abandoned) return;
    pending.abandoned = true;
    pending.reject(new CancelledError());
    this.worker?.postMessage({ kind: 'cancel', id } satisfies WorkerMessage);
    this.stopAbandoned();
  }

  // When the call the worker runs was abandoned: raise the stop flag, and
  // replace the worker if it has not answered within the grace period.
  private stopAbandoned() {
    const [id, first] = this.pending.entries().next().value ?? [];
    if (!first?.abandoned) return;
    if (this.stopFlag) Atomics.store(this.stopFlag, this.stopAddress, 1);
    const worker = this.worker;
    setTimeout(() => {
      if (worker === this.worker && this.pending.has(id!)) void this.replace(new CancelledError(), true);
    }, CANCEL_GRACE_MS);
  }

  // Replaces the worker: pending calls fail with `reason` (or, with
  // `keepQueued`, those not abandoned go to the new worker: one call's abort
  // stops no other), a fresh worker starts and gets the game and player back.
  private async replace(reason: Error, keepQueued = false): Promise<void> {
    this.worker?.terminate();
    this.worker = null;
    const pending = [...this.pending.values()];
    this.pending.clear();
    const kept = pending.filter((p) => keepQueued && !p.abandoned);
    for (const p of pending) if (!kept.includes(p)) p.reject(reason);
    this.restarts++;
    this.ready = this.spawn();
    this.dispatchEvent(new CustomEvent('restart', { detail: { reason: reason.message } }));
    try {
      await this.ready;
      kept.forEach((p) => this.resend(p));
    } catch (e) {
      for (const p of kept) p.reject(e as Error);
      this.dispatchEvent(new CustomEvent('failure', { detail: { reason: (e as Error).message } }));
    }
  }

  busy(): boolean {
    return this.pending.size > 0;
  }

  // Stops the running search, if any. Resolves once the engine is usable again.
  async cancel(): Promise<void> {
    if (this.pending.size === 0) return;
    if (this.stopFlag) {
      Atomics.store(this.stopFlag, this.stopAddress, 1);
      const deadline = performance.now() + CANCEL_GRACE_MS;
      while (this.pending.size > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      if (this.pending.size === 0) return;
    }
    await this.replace(new CancelledError());
  }

  // The AI plays the current game to the end, one move at a time; each move
  // is yielded as it lands. Stops early when `shouldStop()` says so.
  async *playOut(shouldStop: () => boolean): AsyncGenerator<AiMove> {
    while (!shouldStop()) {
      const step = await this.call('aiMove', []);
      yield step;
      if (step.snapshot.over) return;
    }
  }
}
