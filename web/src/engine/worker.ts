// The engine's Web Worker: loads one WebAssembly build (threaded or not) and
// answers the page's requests (protocol.ts). The page never waits on it; a
// long search here blocks only this worker.
/// <reference lib="webworker" />
import recipes from './strengths.json';
import { readLearned, writeLearned } from './learned-cache';
import { learningGamesFor, LearningStopped, prepareLearner, type LearnedSources } from './learned-source';
import { fetchShipped } from './shipped-learned';
import type { Analysis, Budget, EngineApi, EngineInfo, LearnProgress, OpenResult, RequestMessage, ResponseMessage, Snapshot, WorkerMessage } from './protocol';
import { gameAccuracy, reviewGame, ReviewStopped } from './review-game';
import { DEFAULT_SYSTEM } from './rules';
import type { AiPlayer, CreateEngine, Game, PpsEngine as Engine } from './pps-engine';

let engine: Engine | null = null;
let game: Game | null = null;
let player: AiPlayer | null = null;
let info: EngineInfo | null = null;
let playerSystem = ''; // the system the player was last told (learning may be costly)
let playerDeal: string | null = null; // the deal the player was last seeded for
// The last hint: what analyze() returned for which position, and with which
// player, so that explain() compares other cells with no new search.
let lastHint: { serialized: string; player: AiPlayer; analysis: Analysis } | null = null;
const DEFAULT_LEARN_GAMES = 100_000;
let learning: Budget = { learnGames: DEFAULT_LEARN_GAMES }; // the player's budget: what it learns a system from
let learnedBase: URL | null = null; // where the shipped learned values are (shipped-learned.ts)
// Players of the lab and the review, kept per spec and budget, and the
// systems each is ready for.
const keptPlayers = new Map<string, AiPlayer>();
const keptReady = new Set<string>();

// Every learning runs from this seed, so a recipe (player, system, games)
// learns the same bytes on every machine, build and number of threads.
const LEARNING_SEED = recipes.learningSeed;

function postLearning(progress: LearnProgress) {
  postMessage({ kind: 'learning', learning: progress } satisfies ResponseMessage);
}

// A learning player's values: from the IndexedDB cache, the app's shipped
// files, or learning now (learned-source.ts).
const learnedSources: LearnedSources = {
  readCache: readLearned,
  writeCache: writeLearned,
  fetchShipped: (key) => (learnedBase ? fetchShipped(learnedBase, key) : Promise.resolve(null)),
  report: postLearning,
};

// Makes `p` ready for `spec`: a player that does not learn is only told the system.
async function readyFor(p: AiPlayer, spec: string, games: number, threads: number): Promise<void> {
  if (!p.learns()) p.setSystem(spec);
  else await prepareLearner(p, { system: spec, games, seed: LEARNING_SEED, threads }, learnedSources);
}

async function tellSystem(p: AiPlayer, spec: string) {
  if (spec === playerSystem) return;
  await readyFor(p, spec, learningGamesFor(learning, spec, DEFAULT_LEARN_GAMES), info?.poolSize ?? 1);
  playerSystem = spec;
}

// The budget for setBudget(), without the web-only learning time.
function searchBudget(budget: Budget): Budget {
  const { learnGames: _ignored, shipped: _alsoIgnored, ...rest } = budget;
  return rest;
}

function need<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} is not ready`);
  return value;
}

// The page's random deals: here only, so every one is a seed the engine deals.
const randomSeed = () => String(Math.floor(Math.random() * 1e9));

// The key of the current game's deal when it is sealed (an assignment's graded deal).
let sealedKey: string | null = null;

// A sealed game's restore form, for the page's client to give back to load()
// after a worker is replaced: never a link's (Game.parse refuses it, and the
// page writes no link of an assignment's game).
const SEALED = 'sealed;';
const sealedForm = (s: Snapshot, key: string) => `${SEALED}${s.system.spec};${key};${s.seed};${s.moves.map((c) => String.fromCharCode(97 + c)).join('')}`;

// The game's snapshot; a sealed one gets its restore form as `serialized`.
function snapshotOf(g: Game): Snapshot {
  const s = g.snapshot();
  return s.sealed && sealedKey ? { ...s, serialized: sealedForm(s, sealedKey) } : s;
}

function replaceGame(next: Game, key: string | null = null): Snapshot {
  game?.delete();
  game = next;
  sealedKey = key;
  return snapshotOf(next);
}

// Plays `moves` (cell letters) on `next`, reporting the first bad one (the game stops before it).
function replay(next: Game, moves: string, problems: string[]) {
  for (let i = 0; i < moves.length; i++) {
    const letter = moves[i].toLowerCase();
    const cell = letter.charCodeAt(0) - 97;
    try {
      if (!(cell >= 0 && cell < 25)) throw new Error(`'${moves[i]}' is not a cell letter a..y`);
      if (next.over()) throw new Error('the game already has 25 moves');
      if (!next.legalCells().includes(cell)) throw new Error(`'${moves[i]}' repeats a filled cell`);
      next.play(cell);
    } catch (e) {
      problems.push(`Move ${i + 1}: ${(e as Error).message}. The game stops before it.`);
      break;
    }
  }
}

// Sealed deal `number` of `key` with `moves` played (an assignment's graded deal).
function openSealed(system: string, key: string, number: string, moves: string): OpenResult {
  const problems: string[] = [];
  const next = need(engine, 'the engine').Game.createSealed(system, key, number);
  replay(next, moves, problems);
  return { snapshot: replaceGame(next, key), problems };
}

// Opens (system, seed, moves) from a URL: each bad part is reported and
// replaced by something valid, so a game always opens.
function open(system: string, seed: string | null, moves: string): OpenResult {
  const E = need(engine, 'the engine');
  const problems: string[] = [];
  let systemSpec = system;
  try {
    E.parseSystem(systemSpec);
  } catch (e) {
    systemSpec = DEFAULT_SYSTEM;
    problems.push(`Point system: ${(e as Error).message}. Using ${E.parseSystem(systemSpec).label} instead.`);
  }
  let next: Game;
  try {
    next = E.Game.create(systemSpec, seed ?? randomSeed());
  } catch (e) {
    const fallback = randomSeed();
    problems.push(`Seed: ${(e as Error).message}. Dealt seed ${fallback} instead.`);
    next = E.Game.create(systemSpec, fallback);
  }
  replay(next, moves, problems);
  return { snapshot: replaceGame(next), problems };
}

// Web Workers the threaded build has started for its pthread pool.
function pthreadWorkerCount(): number {
  const pool = engine?.PThread;
  return pool ? pool.unusedWorkers.length + pool.runningWorkers.length : 0;
}

// Tells the page where the stop flag of `p` (the player now searching) is.
function postStopFlag(p = player) {
  const E = need(engine, 'the engine');
  if (!info?.threads || !p) return;
  const memory = E.wasmMemory?.buffer ?? E.HEAP8?.buffer;
  if (typeof SharedArrayBuffer !== 'undefined' && memory instanceof SharedArrayBuffer) {
    postMessage({ kind: 'stopFlag', stopFlag: { memory, address: p.stopFlagAddress() } } satisfies ResponseMessage);
  }
}

// A player kept per spec and budget (lab, review), ready for `system`.
async function keptPlayer(spec: string, budget: Budget, system: string): Promise<AiPlayer> {
  const E = need(engine, 'the engine');
  const key = `${spec}|${JSON.stringify(budget)}`;
  let p = keptPlayers.get(key);
  if (!p) {
    p = E.AiPlayer.create(spec);
    p.setBudget(searchBudget(budget));
    keptPlayers.set(key, p);
  }
  p.clearStop();
  if (!keptReady.has(`${key}|${system}`)) {
    await readyFor(p, system, learningGamesFor(budget, system, learning.learnGames ?? DEFAULT_LEARN_GAMES), budget.threads ?? 1);
    keptReady.add(`${key}|${system}`);
  }
  return p;
}

// A decision from the AI on the current game. The player is seeded for the
// deal at its first move, as `pps play` does, so an AI game from the start
// repeats the native one move for move under a fixed simulation budget; and
// at the first decision asked on a deal mid-game (a link's position), so that
// a hint is what `pps analyze` and the review find for the same position,
// player and budget (a search's seed is the deal's and the position's).
async function prepareDecision(): Promise<{ g: Game; p: AiPlayer }> {
  const g = need(game, 'a game');
  const p = need(player, 'an AI player');
  if (g.over()) throw new Error('the game is over');
  const snapshot = snapshotOf(g);
  p.clearStop(); // a stop meant for an earlier request must not cut this one's learning
  await tellSystem(p, snapshot.system.spec); // first the system, then the game, as play_game() does
  if (g.turn() === 0 || playerDeal !== snapshot.seed) {
    p.newGameForDeal(snapshot.seed);
    playerDeal = snapshot.seed;
  }
  return { g, p };
}

// The worker's side of protocol.ts's EngineApi: tsc checks every handler's
// arguments and result against the declaration the client's calls derive from.
const api: EngineApi = {
  async init(flavour, engineUrl, learnedUrl, poolSize) {
    const started = performance.now();
    const module = (await import(/* @vite-ignore */ engineUrl)) as { default: CreateEngine };
    const E = await module.default({ ppsPoolSize: poolSize });
    engine = E;
    learnedBase = new URL(learnedUrl);
    const build = E.buildInfo();
    info = {
      flavour,
      threads: build.threads,
      poolSize: build.threads ? poolSize : 1,
      players: E.listPlayers(),
      loadMs: Math.round(performance.now() - started),
      pthreadWorkers: build.threads ? pthreadWorkerCount() : 0,
    };
    return info;
  },
  async newGame(system, seed) {
    return replaceGame(need(engine, 'the engine').Game.create(system, seed ?? randomSeed()));
  },
  async open(system, seed, moves) {
    return open(system, seed, moves);
  },
  async openSealed(system, key, number, moves) {
    return openSealed(system, key, number, moves);
  },
  async load(serialized) {
    if (serialized.startsWith(SEALED)) {
      const [system, key, number, moves] = serialized.slice(SEALED.length).split(';');
      const opened = openSealed(system ?? '', key ?? '', number ?? '', moves ?? '');
      if (opened.problems.length) throw new Error(opened.problems[0]);
      return opened.snapshot;
    }
    return replaceGame(need(engine, 'the engine').Game.parse(serialized));
  },
  async play(cell) {
    const g = need(game, 'a game');
    g.play(cell);
    return snapshotOf(g);
  },
  async undo() {
    const g = need(game, 'a game');
    g.undo();
    return snapshotOf(g);
  },
  async snapshot() {
    return snapshotOf(need(game, 'a game'));
  },
  async hindsight() {
    return need(game, 'a game').hindsight();
  },
  async parseSystem(system) {
    return need(engine, 'the engine').parseSystem(system);
  },
  async checkSeed(seed) {
    return need(engine, 'the engine').parseSeed(seed);
  },
  async checkKey(key) {
    return need(engine, 'the engine').parseDealKey(key);
  },
  async sealedCards(key, system, seed) {
    return need(engine, 'the engine').sealedDeal(key, system, seed);
  },
  async sealedScore(system, key, seed, cells) {
    return need(engine, 'the engine').scoreSealedGame(system, key, seed, cells);
  },
  async checkPoints(values) {
    const E = need(engine, 'the engine');
    return values.map((text, category) => {
      try {
        E.parsePoints(text, category);
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    });
  },
  async setPlayer(spec, budget) {
    const next = need(engine, 'the engine').AiPlayer.create(spec);
    try {
      next.setBudget(searchBudget(budget));
    } catch (e) {
      next.delete();
      throw e;
    }
    player?.delete();
    player = next;
    playerSystem = '';
    playerDeal = null;
    lastHint = null;
    learning = { learnGames: budget.learnGames ?? learning.learnGames, shipped: budget.shipped };
    postStopFlag();
    // The player learns (or loads) a system at its first decision there.
    return next.spec();
  },
  async analyze() {
    const { g, p } = await prepareDecision();
    const analysis = p.analyze(g);
    lastHint = { serialized: snapshotOf(g).serialized, player: p, analysis };
    return analysis;
  },
  async explain(cell) {
    const g = need(game, 'a game');
    if (!lastHint || lastHint.player !== player || lastHint.serialized !== snapshotOf(g).serialized) {
      throw new Error('no hint to explain: ask for one on this position first');
    }
    return lastHint.player.explain(g, lastHint.analysis, cell);
  },
  async aiMove() {
    // choose(), not analyze(): the player's own decision, the same call
    // `pps play` makes, so AI games match native ones move for move.
    const { g, p } = await prepareDecision();
    const cell = p.choose(g);
    g.play(cell);
    return { cell, snapshot: snapshotOf(g) };
  },
  async playWhole(system, seed) {
    const p = need(player, 'an AI player');
    p.clearStop();
    await tellSystem(p, system);
    return need(engine, 'the engine').playGame(p, system, seed);
  },
  async labGame(spec, budget, system, seed, key) {
    // One game of a lab tournament, with a player kept per spec and budget.
    const E = need(engine, 'the engine');
    const p = await keptPlayer(spec, budget, system);
    if (key != null) {
      const cells = [...E.playSealedGame(p, system, key, seed)].map((letter) => letter.charCodeAt(0) - 97);
      return { score: E.scoreSealedGame(system, key, seed, cells), cells };
    }
    const played = E.Game.parse(E.playGame(p, system, seed));
    const result = { score: played.score(), cells: played.snapshot().moves };
    played.delete();
    return result;
  },
  async review(serialized, spec, budget, options) {
    const E = need(engine, 'the engine');
    const parsed = E.Game.parse(serialized); // refuses a bad game before any learning
    const system = parsed.snapshot().system.spec;
    parsed.delete();
    const p = await keptPlayer(spec, budget, system);
    postStopFlag(p); // cancel() now stops the review's searches
    try {
      return reviewGame(E, p, serialized, options, (done, total, move) =>
        postMessage({ kind: 'review', review: { done, total, move } } satisfies ResponseMessage),
      );
    } finally {
      postStopFlag();
    }
  },
  async gameAccuracy(spec, budget, system, seed, key, cells) {
    const E = need(engine, 'the engine');
    const g = key == null ? E.Game.create(system, seed) : E.Game.createSealed(system, key, seed);
    try {
      for (const cell of cells) g.play(cell);
      const p = await keptPlayer(spec, budget, system);
      postStopFlag(p);
      try {
        return gameAccuracy(p, g);
      } finally {
        postStopFlag();
      }
    } finally {
      g.delete();
    }
  },
  async crash() {
    throw new WebAssembly.RuntimeError('crash requested (test of the restart path)');
  },
};

// Runs one request by its method name (a name the API lacks is refused).
function dispatch(message: RequestMessage): Promise<unknown> {
  if (!Object.hasOwn(api, message.method)) return Promise.reject(new Error(`unknown request '${message.method}'`));
  const method = api[message.method] as (...args: unknown[]) => Promise<unknown>;
  return method(...message.args);
}

// One request at a time, in order (the engine is not re-entrant). An abort
// of the WebAssembly module (out of memory, a bug) is fatal: the page is told
// and starts a fresh worker. A request the page aborted before it started is
// skipped: each request first lets the messages that came in meanwhile
// (aborts) arrive.
const aborted = new Set<number>();
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
let queue: Promise<void> = Promise.resolve();
self.onmessage = (event: MessageEvent<WorkerMessage>) => {
  const message = event.data;
  if (message.kind === 'cancel') {
    aborted.add(message.id);
    return;
  }
  const { id } = message;
  queue = queue.then(async () => {
    await nextTask();
    try {
      if (aborted.delete(id)) throw new RequestAborted();
      const result = await dispatch(message);
      postMessage({ kind: 'reply', id, ok: true, result } satisfies ResponseMessage);
    } catch (e) {
      const fatal = e instanceof WebAssembly.RuntimeError;
      const cancelled = e instanceof LearningStopped || e instanceof ReviewStopped || e instanceof RequestAborted;
      postMessage({ kind: 'reply', id, ok: false, error: e instanceof Error ? e.message : String(e), fatal, cancelled } satisfies ResponseMessage);
    } finally {
      aborted.delete(id); // an abort that came too late
    }
  });
};

class RequestAborted extends Error {
  constructor() {
    super('cancelled');
  }
}
