// The page's side of the sandbox that runs a student's player: a hidden
// iframe with sandbox="allow-scripts" and no allow-same-origin (an opaque
// origin: no storage, cookies or access to this page) whose srcdoc carries a
// Content-Security-Policy without any network access. The srcdoc document
// inherits this page's policy container, so it satisfies a cross-origin
// isolated page's embedder policy too. Its script (sandbox-host.js) runs the
// player's code in a Web Worker only (sandbox-runner.js), never on a thread
// that could not be stopped.
//
// The clock of loading and preparing is this page's: every request has a
// deadline (loading's starts once the lab's own start, the engine and
// Python in the worker, is over: RUNTIME_MILLIS bounds that); past it the sandbox is told to terminate the worker, and a
// sandbox that does not confirm within KILL_GRACE_MS (a crashed or flooded
// frame) is removed and replaced by a fresh one. A game is one request: the
// sandbox's own script plays it, timing each call on the game's clock (a
// hop between processes per move would cost more than a fast player's move),
// and this page keeps a watchdog on the whole game. The page supplies what the sandbox cannot fetch:
// the engine's single-threaded build (its glue and bytes) for the helpers.
import hostSource from './sandbox-host.js?raw';
import helpersSource from './sandbox-helpers.js?raw';
import memorySource from './sandbox-memory.js?raw';
import pythonSource from './sandbox-python.js?raw';
import runnerSource from './sandbox-runner.js?raw';

// 'unsafe-eval': Embind (the engine's bindings) and Pyodide build functions
// from strings; it gives the student's code nothing it lacks (it is code).
// No connect-src: no fetch, XMLHttpRequest, WebSocket or EventSource; script-src
// only blob: and inline: no importScripts or import() of any address.
export const SANDBOX_POLICY = "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' blob: 'wasm-unsafe-eval'; worker-src blob:";
const KILL_GRACE_MS = 1000;
// While a call runs the page pings the sandbox's own thread, which never runs
// the player's code: silence this long means its process is gone (a worker
// that exhausted its memory takes the sandbox's renderer with it).
const PING_MS = 500;
const SILENT_MS = 5000;
const SETUP_MS = 20000;
// How long past its clock a game may take before the page gives up on the
// sandbox's own script (which stops the player at the clock itself).
const GAME_GRACE_MS = SILENT_MS;

export type Language = 'javascript' | 'python';

// The most the lab's own start in the worker may take, before the player's
// code runs (Python's takes seconds of its own, a minute on a busy machine):
// the lab's time, not the player's, and no code of the player's runs in it,
// so it is generous.
export const RUNTIME_MILLIS: Record<Language, number> = { javascript: 30000, python: 180000 };

export type Outcome =
  | { kind: 'started'; name: string; ms: number }
  | { kind: 'reply'; value: unknown; ms: number }
  | { kind: 'error'; message: string; line: number | null; during: string; ms: number }
  | { kind: 'timeout'; ms: number; runtime?: true } // runtime: in the lab's own start
  | { kind: 'flood'; ms: number }
  | { kind: 'stopped'; ms: number } // stop() was called while it waited
  | { kind: 'crashed'; ms: number }; // the sandbox stopped answering (it was replaced)

// A game as the sandbox played it: the outcome of init, then of getPlay
// for each card in turn, up to the one that ended it; or the outcome that
// cut it short (the sandbox stopped answering, or stop() was called), with
// the call it was in if the sandbox said (0: init, n: card n).
export type GamePlay =
  | { kind: 'played'; calls: Outcome[] }
  | { kind: 'cut'; outcome: Outcome; turn: number | null };

export interface SandboxFiles {
  glue: string; // the engine's single-threaded build: its ES module
  wasm: ArrayBuffer; // and its WebAssembly
}

export interface PythonFiles {
  [name: string]: Blob | string;
}

// A snapshot of Python's memory bigger than this is not kept (it is about 30 MB).
const MOST_SNAPSHOT_BYTES = 256 * 2 ** 20;

// The iframe's document: the policy first, then the host script (after
// sandbox-memory.js, whose capModule the host applies to Pyodide's module).
export function sandboxDocument(): string {
  return `<!doctype html><html><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${SANDBOX_POLICY}">` +
    `<script>${memorySource}${hostSource}</script></head><body></body></html>`;
}

interface Waiting {
  id: number;
  resolve: (message: Record<string, unknown>) => void;
  runtimeReady: () => void; // the lab's own start is over: the player's deadline begins
}

export class PlayerSandbox {
  private frame: HTMLIFrameElement | null = null;
  private ready: Promise<void> | null = null;
  private waiting: Waiting | null = null;
  private nextId = 1;
  frames = 0; // sandboxes made (a test reads it: a crashed one is replaced)
  pythonFromSnapshot = 0; // Python starts sent with the snapshot of Python's memory (a test reads it)
  // The error the player's code threw between calls (a timer, a promise),
  // since it was loaded: the next call answers with it too, but the page
  // shows it at the end of a run when no call followed.
  lateError: { message: string; line: number | null; during: string } | null = null;
  // The milliseconds of the last calls answered, a game's as the sandbox
  // timed them (bench/lab-player.mjs reads them).
  readonly roundTrips: number[] = [];

  private readonly listener = (event: MessageEvent) => {
    if (!this.frame || event.source !== this.frame.contentWindow) return;
    this.receive(event.data as Record<string, unknown>);
  };

  constructor(
    private readonly files: () => Promise<SandboxFiles>,
    private readonly onLog: (text: string) => void,
  ) {
    addEventListener('message', this.listener);
  }

  // Loads a fresh copy of the player: `code` in `language`; Python needs its
  // files (pyodide-files.ts). Resolves with its name, or how it failed: the
  // code has `deadlineMs` to load and answer getName, from the moment the
  // lab's own start is over.
  async spawn(language: Language, code: string, deadlineMs: number, python: PythonFiles | null = null): Promise<Outcome> {
    await this.frameReady();
    this.lateError = null;
    this.snapshotFor = python && !python.snapshot ? python : null;
    if (python?.snapshot) this.pythonFromSnapshot++;
    try {
      const { got, ms } = await this.exchange({ type: 'spawn', language, code, python }, RUNTIME_MILLIS[language], deadlineMs);
      return this.outcome(got, ms);
    } finally {
      this.snapshotFor = null;
    }
  }

  // One call of the contest's interface, with its deadline.
  async call(method: 'setPointSystem' | 'init' | 'getPlay', args: unknown[], deadlineMs: number): Promise<Outcome> {
    await this.frameReady();
    return this.request({ type: 'call', method, args }, deadlineMs);
  }

  // A game: init, then getPlay of each of `cards` as it is drawn, on a
  // clock of `gameMillis` for all of them.
  async game(cards: number[], gameMillis: number): Promise<GamePlay> {
    await this.frameReady();
    this.turn = null;
    const { got, ms } = await this.exchange({ type: 'game', cards, millis: gameMillis }, gameMillis + GAME_GRACE_MS);
    if (got?.type !== 'game' || !Array.isArray(got.calls)) return { kind: 'cut', outcome: await this.outcome(got, ms), turn: this.turn };
    const calls: Outcome[] = [];
    for (const call of got.calls as Record<string, unknown>[]) calls.push(await this.outcome(call, Number(call.ms)));
    return { kind: 'played', calls };
  }

  // Stops the player (its worker), e.g. when the tournament is stopped.
  async stop(): Promise<void> {
    this.waiting?.resolve({ type: 'stopped' });
    if (!this.frame) return;
    const id = this.nextId++;
    const confirmed = this.wait(id, KILL_GRACE_MS);
    this.post({ type: 'kill', id });
    if ((await confirmed) === null) this.removeFrame();
  }

  // The sandbox is done with for good (a class's student after its games):
  // its frame goes, and it no longer listens to the page's messages.
  destroy() {
    this.removeFrame();
    removeEventListener('message', this.listener);
  }

  private frameReady(): Promise<void> {
    if (!this.ready) this.ready = this.makeFrame();
    return this.ready;
  }

  private async makeFrame(): Promise<void> {
    const files = await this.files();
    const frame = document.createElement('iframe');
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.title = 'Your player (sandbox)';
    frame.hidden = true;
    frame.dataset.playerSandbox = '';
    const hello = new Promise<void>((resolve) => (this.onHello = resolve));
    this.frame = frame;
    this.frames++;
    frame.dataset.number = String(this.frames);
    frame.srcdoc = sandboxDocument();
    document.body.append(frame);
    const loaded = await Promise.race([hello.then(() => true), sleep(SETUP_MS).then(() => false)]);
    if (!loaded) throw new Error('the sandbox did not start');
    const done = this.wait(0, SETUP_MS);
    this.post({ type: 'setup', runner: memorySource + helpersSource + pythonSource + runnerSource, glue: files.glue, wasm: files.wasm });
    const answer = await done;
    if (answer?.type !== 'setup-done') throw new Error(`the sandbox could not load the engine (${String(answer?.message ?? 'no answer')})`);
  }

  private onHello: () => void = () => {};

  private removeFrame() {
    this.frame?.remove();
    this.frame = null;
    this.ready = null;
    this.waiting?.resolve({ type: 'gone' });
  }

  // The Python files of a start that has no snapshot yet: the snapshot the
  // sandbox makes before the player's code runs goes with them from then on,
  // to every sandbox of the page (python-files.ts keeps one set a page).
  private snapshotFor: PythonFiles | null = null;
  private lastPong = 0;
  private turn: number | null = null; // the call of the game in progress the sandbox named

  private receive(message: Record<string, unknown>) {
    if (message?.type === 'pong') {
      this.lastPong = performance.now();
      return;
    }
    if (message?.type === 'hello') return this.onHello();
    if (message?.type === 'python-snapshot') {
      const snapshot = message.snapshot;
      if (this.snapshotFor && this.waiting && message.id === this.waiting.id && snapshot instanceof Blob && snapshot.size <= MOST_SNAPSHOT_BYTES)
        this.snapshotFor.snapshot = snapshot;
      this.snapshotFor = null;
      return;
    }
    if (message?.type === 'runtime-ready') {
      this.snapshotFor = null; // the player's code runs next: nothing from now on is ours
      if (this.waiting && message.id === this.waiting.id) this.waiting.runtimeReady();
      return;
    }
    if (message?.type === 'turn') {
      if (this.waiting && message.id === this.waiting.id && Number.isInteger(message.turn)) this.turn = message.turn as number;
      return;
    }
    if (message?.type === 'log') return this.onLog(String(message.text));
    if (message?.type === 'late-error') {
      this.lateError ??= { message: String(message.message), line: typeof message.line === 'number' ? message.line : null, during: String(message.during) };
      return;
    }
    if (message?.type === 'flood' || message?.type === 'setup-done' || message?.type === 'setup-failed') {
      this.waiting?.resolve(message);
      return;
    }
    if (this.waiting && message?.id === this.waiting.id) this.waiting.resolve(message);
  }

  private post(message: Record<string, unknown>) {
    this.frame?.contentWindow?.postMessage(message, '*');
  }

  // The answer with `id`, or null after `ms`. With `thenMs`, `ms` bounds
  // the lab's own start ({type: 'runtime-timeout'} past it), then the answer
  // has `thenMs` from the moment it is over.
  private wait(id: number, ms: number, thenMs?: number): Promise<Record<string, unknown> | null> {
    return new Promise((resolve) => {
      let inRuntime = thenMs !== undefined;
      let timer = setTimeout(() => finish(inRuntime ? { type: 'runtime-timeout' } : null), ms);
      const finish = (message: Record<string, unknown> | null) => {
        clearTimeout(timer);
        if (this.waiting === waiting) this.waiting = null;
        resolve(message);
      };
      const waiting: Waiting = {
        id,
        resolve: finish,
        runtimeReady: () => {
          if (!inRuntime) return;
          inRuntime = false;
          clearTimeout(timer);
          timer = setTimeout(() => finish(null), thenMs!);
        },
      };
      this.waiting = waiting;
    });
  }

  private async request(message: Record<string, unknown>, deadlineMs: number): Promise<Outcome> {
    const { got, ms } = await this.exchange(message, deadlineMs);
    return this.outcome(got, ms);
  }

  // Sends `message` and awaits its answer, pinging the sandbox meanwhile:
  // the answer (or a stand-in: stopped, gone, crashed, or null past the
  // deadline) and the milliseconds it took.
  private async exchange(message: Record<string, unknown>, deadlineMs: number, thenMs?: number) {
    const id = this.nextId++;
    const started = performance.now();
    const answer = this.wait(id, Math.max(0, deadlineMs), thenMs === undefined ? undefined : Math.max(0, thenMs));
    this.post({ ...message, id });
    this.lastPong = started;
    const pinging = setInterval(() => {
      if (performance.now() - this.lastPong > SILENT_MS) this.waiting?.resolve({ type: 'crashed' });
      else this.post({ type: 'ping' });
    }, PING_MS);
    const got = await answer;
    clearInterval(pinging);
    return { got, ms: performance.now() - started };
  }

  // What an answer means; past the deadline (null) the player is stopped, a
  // sandbox that crashed is removed.
  private async outcome(got: Record<string, unknown> | null, ms: number): Promise<Outcome> {
    if (got?.type === 'crashed') {
      this.removeFrame();
      return { kind: 'crashed', ms };
    }
    if (got === null || got.type === 'runtime-timeout') await this.stop();
    if (got?.type === 'runtime-timeout') return { kind: 'timeout', ms, runtime: true };
    if (got === null || got.type === 'gone' || got.type === 'timeout') return { kind: 'timeout', ms };
    if (got.type === 'stopped') return { kind: 'stopped', ms };
    if (got.type === 'flood') return { kind: 'flood', ms };
    if (got.type === 'started') return { kind: 'started', name: String(got.name), ms };
    if (got.type === 'reply') {
      if (this.roundTrips.push(ms) > 100_000) this.roundTrips.shift();
      return { kind: 'reply', value: got.value, ms };
    }
    return { kind: 'error', message: String(got.message), line: typeof got.line === 'number' ? got.line : null, during: String(got.during ?? ''), ms };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
