// The page's typed handle on the engine worker. Every call returns a promise;
// nothing here waits synchronously. cancel() stops a search within 100 ms:
// through the shared stop flag in the threaded build, otherwise (or if the
// flag is not honoured in time) by replacing the worker. A worker that dies
// is replaced the same way, and the game in progress is restored from its
// serialized form.
import { ENGINE_FOLDER } from './engine-folder';
import { chooseBuild, poolSize, type BuildChoice } from './features';
import type { AiMove, Args, Budget, EngineInfo, Method, RequestMessage, ResponseMessage, Result, Snapshot } from './protocol';

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const CANCEL_GRACE_MS = 80;

export class EngineClient extends EventTarget {
  readonly build: BuildChoice;
  info: EngineInfo | null = null;
  restarts = 0;

  private worker: Worker | null = null;
  private ready: Promise<EngineInfo> | null = null;
  private nextId = 1;
  private pending = new Map<number, Pending>();
  private stopFlag: Int8Array | null = null;
  private stopAddress = 0;
  // What a fresh worker needs to carry on where the last one stopped.
  private serialized: string | null = null;
  private playerSettings: { spec: string; budget: Budget } | null = null;

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
      this.info = await this.send('init', this.build.flavour, engineUrl, learnedUrl, poolSize());
    } catch (e) {
      throw new Error(`The WebAssembly engine could not be loaded (${(e as Error).message}).`);
    }
    if (this.serialized) await this.send('load', this.serialized);
    if (this.playerSettings) await this.send('setPlayer', this.playerSettings.spec, this.playerSettings.budget);
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
      pending.resolve(message.result);
    } else {
      pending.reject(message.cancelled ? new CancelledError() : new Error(message.error));
      if (message.fatal) void this.replace(new Error(`the engine stopped: ${message.error}`));
    }
  }

  // The one place a reply is given its type: the worker answered `method`,
  // and `const api: EngineApi` in worker.ts is checked to return Result<method>.
  private send<K extends Method>(method: K, ...args: Args<K>): Promise<Result<K>> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error('the engine is not running'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, method, args } as RequestMessage);
    });
  }

  // Calls `method` of the worker's API (protocol.ts's EngineApi) with its
  // arguments; waits for the current worker (and any replacement) first.
  async call<K extends Method>(method: K, ...args: Args<K>): Promise<Result<K>> {
    await this.start();
    const result = await this.send(method, ...args);
    const snapshot = (result as { snapshot?: Snapshot })?.snapshot ?? (result as Snapshot);
    if (snapshot && typeof snapshot === 'object' && 'serialized' in snapshot) this.serialized = snapshot.serialized;
    return result;
  }

  // Replaces the worker: pending calls fail with `reason`, a fresh worker
  // starts and gets the game and player back.
  private async replace(reason: Error): Promise<void> {
    this.worker?.terminate();
    this.worker = null;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(reason);
    this.restarts++;
    this.ready = this.spawn();
    this.dispatchEvent(new CustomEvent('restart', { detail: { reason: reason.message } }));
    try {
      await this.ready;
    } catch (e) {
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

  newGame(system: string, seed: string) {
    return this.call('newGame', system, seed);
  }
  open(system: string, seed: string, moves: string) {
    return this.call('open', system, seed, moves);
  }
  load(serialized: string) {
    return this.call('load', serialized);
  }
  play(cell: number) {
    return this.call('play', cell);
  }
  undo() {
    return this.call('undo');
  }
  // The best grid of the current deal's cards (the hindsight bound).
  hindsight() {
    return this.call('hindsight');
  }
  parseSystem(system: string) {
    return this.call('parseSystem', system);
  }
  async setPlayer(spec: string, budget: Budget) {
    const threads = Math.min(budget.threads ?? 1, this.info?.poolSize ?? 1);
    const settings = { spec, budget: { ...budget, threads } };
    const result = await this.call('setPlayer', settings.spec, settings.budget);
    this.playerSettings = settings;
    return result;
  }
  analyze() {
    return this.call('analyze');
  }
  aiMove() {
    return this.call('aiMove');
  }
  // Plays the whole deal with the current player (the native `pps play`
  // path) without touching the game in progress; returns the serialized game.
  playWhole(system: string, seed: string) {
    return this.call('playWhole', system, seed);
  }
  labGame(spec: string, budget: Budget, system: string, seed: string) {
    const threads = Math.min(budget.threads ?? 1, this.info?.poolSize ?? 1);
    return this.call('labGame', spec, { ...budget, threads }, system, seed);
  }
  // Reviews a finished game move by move ('review' events report progress).
  review(serialized: string, spec: string, budget: Budget) {
    return this.call('review', serialized, spec, budget);
  }
  crashForTest() {
    return this.call('crash');
  }

  // The AI plays the current game to the end, one move at a time; each move
  // is yielded as it lands. Stops early when `shouldStop()` says so.
  async *playOut(shouldStop: () => boolean): AsyncGenerator<AiMove> {
    while (!shouldStop()) {
      const step = await this.aiMove();
      yield step;
      if (step.snapshot.over) return;
    }
  }
}
