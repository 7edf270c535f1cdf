// The engine's Web Worker: loads one WebAssembly build (threaded or not) and
// answers the page's requests (protocol.ts). The page never waits on it; a
// long search here blocks only this worker.
/// <reference lib="webworker" />
import recipes from '../strengths.json';
import { readLearned, writeLearned } from './learned-cache';
import { fetchShipped, shippedKey } from './shipped-learned';
import type { Analysis, Budget, Hindsight, EngineInfo, LearnProgress, OpenResult, Request, RequestMessage, ResponseMessage, Snapshot } from './protocol';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Engine = any; // the Embind module (wasm/bindings)
type Game = any;
type AiPlayer = any;

let engine: Engine | null = null;
let game: Game | null = null;
let player: AiPlayer | null = null;
let info: EngineInfo | null = null;
let playerSystem = ''; // the system the player was last told (learning may be costly)
let learnGames = 100_000;
let learnedBase: URL | null = null; // where the shipped learned values are (shipped-learned.ts)
const labPlayers = new Map<string, AiPlayer>();
const labReady = new Set<string>(); // lab players prepared for a system

// Every learning runs from this seed, so a recipe (player, system, games)
// learns the same bytes on every machine, build and number of threads.
const LEARNING_SEED = recipes.learningSeed;

// A stop request that cut learning short: the request is answered as
// cancelled, and nothing half-learned is kept (the engine refuses to mark it
// learned).
class LearningStopped extends Error {}

function postLearning(progress: LearnProgress) {
  postMessage({ kind: 'learning', learning: progress } satisfies ResponseMessage);
}

// Part of every cache key. Bump it when a learning player's defaults change
// what it learns (3: learning by games, not seconds), so that browsers learn
// again instead of playing on with the older data.
const LEARNED_CACHE_VERSION = 3;

// Makes `p` ready for `spec`. A learning player loads what it learned from
// the IndexedDB cache or from the app's shipped files, or learns now (with
// progress) and caches the result.
async function readyFor(p: AiPlayer, spec: string, games: number, threads: number): Promise<void> {
  if (!p.learns()) {
    p.setSystem(spec);
    return;
  }
  const name = p.spec();
  const recipe = shippedKey(name, spec, games, LEARNING_SEED);
  const done = (source: 'cache' | 'shipped' | 'learned') =>
    postLearning({ player: name, system: spec, fraction: 1, games, mean: NaN, done: true, source });
  const load = (bytes: Uint8Array | null) => {
    if (!bytes) return false;
    try {
      p.loadLearned(bytes, spec);
      return true;
    } catch {
      return false; // stale or corrupt: the next source, or learning
    }
  };
  const key = `v${LEARNED_CACHE_VERSION}|${recipe}`;
  if (load(await readLearned(key))) return done('cache');
  if (learnedBase && load(await fetchShipped(learnedBase, recipe))) return done('shipped');
  postLearning({ player: name, system: spec, fraction: 0, games: 0, mean: NaN, done: false });
  try {
    p.prepare(spec, { games, threads, seed: LEARNING_SEED }, (r: { fraction: number; games: number; mean: number }) =>
      postLearning({ player: name, system: spec, ...r, done: false }),
    );
  } catch (e) {
    if (p.stopRequested()) throw new LearningStopped('stopped while learning');
    throw e;
  }
  done('learned');
  await writeLearned(key, p.saveLearned());
}

async function tellSystem(p: AiPlayer, spec: string) {
  if (spec === playerSystem) return;
  await readyFor(p, spec, learnGames, info?.poolSize ?? 1);
  playerSystem = spec;
}

// The budget for setBudget(), without the web-only learning time.
function searchBudget(budget: Budget): Budget {
  const { learnGames: _ignored, ...rest } = budget;
  return rest;
}

function need<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} is not ready`);
  return value;
}

function replaceGame(next: Game): Snapshot {
  game?.delete();
  game = next;
  return game.snapshot();
}

// Opens (system, seed, moves) from a URL: each bad part is reported and
// replaced by something valid, so a game always opens.
function open(system: string, seed: string, moves: string): OpenResult {
  const E = need(engine, 'the engine');
  const problems: string[] = [];
  let systemSpec = system;
  try {
    E.parseSystem(systemSpec);
  } catch (e) {
    problems.push(`Point system: ${(e as Error).message}. Using American instead.`);
    systemSpec = 'american';
  }
  let next: Game;
  try {
    next = E.Game.create(systemSpec, seed);
  } catch (e) {
    const fallback = String(Math.floor(Math.random() * 1e9));
    problems.push(`Seed: ${(e as Error).message}. Dealt seed ${fallback} instead.`);
    next = E.Game.create(systemSpec, fallback);
  }
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
  return { snapshot: replaceGame(next), problems };
}

// Web Workers the threaded build has started for its pthread pool.
function pthreadWorkerCount(): number {
  const pool = engine?.PThread;
  return pool ? pool.unusedWorkers.length + pool.runningWorkers.length : 0;
}

function postStopFlag() {
  const E = need(engine, 'the engine');
  if (!info?.threads || !player) return;
  const memory = E.wasmMemory?.buffer ?? E.HEAP8?.buffer;
  if (typeof SharedArrayBuffer !== 'undefined' && memory instanceof SharedArrayBuffer) {
    postMessage({ kind: 'stopFlag', stopFlag: { memory, address: player.stopFlagAddress() } } satisfies ResponseMessage);
  }
}

// A decision from the AI on the current game. The player is seeded for the
// deal at its first move, as `pps play` does, so an AI game from the start
// repeats the native one move for move under a fixed simulation budget.
async function prepareDecision(): Promise<{ g: Game; p: AiPlayer }> {
  const g = need(game, 'a game');
  const p = need(player, 'an AI player');
  if (g.over()) throw new Error('the game is over');
  const snapshot = g.snapshot();
  p.clearStop(); // a stop meant for an earlier request must not cut this one's learning
  await tellSystem(p, snapshot.system.spec); // first the system, then the game, as play_game() does
  if (g.turn() === 0) p.newGameForDeal(snapshot.seed);
  return { g, p };
}

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'init': {
      const started = performance.now();
      const module = await import(/* @vite-ignore */ request.engineUrl);
      engine = await module.default({ ppsPoolSize: request.poolSize });
      learnedBase = new URL('../learned/', request.engineUrl);
      const build = engine.buildInfo();
      info = {
        flavour: request.flavour,
        threads: build.threads,
        poolSize: build.threads ? request.poolSize : 1,
        players: engine.listPlayers(),
        categories: engine.categoryNames(),
        loadMs: Math.round(performance.now() - started),
        pthreadWorkers: build.threads ? pthreadWorkerCount() : 0,
      };
      return info;
    }
    case 'newGame':
      return replaceGame(need(engine, 'the engine').Game.create(request.system, request.seed));
    case 'open':
      return open(request.system, request.seed, request.moves);
    case 'load':
      return replaceGame(need(engine, 'the engine').Game.parse(request.serialized));
    case 'play':
      need(game, 'a game').play(request.cell);
      return game.snapshot();
    case 'undo':
      need(game, 'a game').undo();
      return game.snapshot();
    case 'snapshot':
      return need(game, 'a game').snapshot();
    case 'hindsight':
      return need(game, 'a game').hindsight() as Hindsight;
    case 'parseSystem':
      return need(engine, 'the engine').parseSystem(request.system);
    case 'setPlayer': {
      const next = need(engine, 'the engine').AiPlayer.create(request.spec);
      try {
        next.setBudget(searchBudget(request.budget));
      } catch (e) {
        next.delete();
        throw e;
      }
      player?.delete();
      player = next;
      playerSystem = '';
      learnGames = request.budget.learnGames ?? learnGames;
      postStopFlag();
      // The player learns (or loads) a system at its first decision there.
      return player.spec();
    }
    case 'analyze': {
      const { g, p } = await prepareDecision();
      return p.analyze(g) as Analysis;
    }
    case 'aiMove': {
      // choose(), not analyze(): the player's own decision, the same call
      // `pps play` makes, so AI games match native ones move for move.
      const { g, p } = await prepareDecision();
      const cell = p.choose(g) as number;
      g.play(cell);
      return { cell, snapshot: g.snapshot() };
    }
    case 'playWhole': {
      const p = need(player, 'an AI player');
      p.clearStop();
      await tellSystem(p, request.system);
      return need(engine, 'the engine').playGame(p, request.system, request.seed);
    }
    case 'labGame': {
      // One game of a lab tournament, with a player kept per spec and budget.
      const E = need(engine, 'the engine');
      const key = `${request.spec}|${JSON.stringify(request.budget)}`;
      let p = labPlayers.get(key);
      if (!p) {
        p = E.AiPlayer.create(request.spec);
        p.setBudget(searchBudget(request.budget));
        labPlayers.set(key, p);
      }
      p.clearStop();
      if (p.learns() && !labReady.has(`${key}|${request.system}`)) {
        await readyFor(p, request.system, request.budget.learnGames ?? learnGames, request.budget.threads ?? 1);
        labReady.add(`${key}|${request.system}`);
      }
      const played = E.Game.parse(E.playGame(p, request.system, request.seed));
      const score = played.score() as number;
      played.delete();
      return score;
    }
    case 'crash':
      throw new WebAssembly.RuntimeError('crash requested (test of the restart path)');
  }
}

// One request at a time, in order (the engine is not re-entrant). An abort
// of the WebAssembly module (out of memory, a bug) is fatal: the page is told
// and starts a fresh worker.
let queue: Promise<void> = Promise.resolve();
self.onmessage = (event: MessageEvent<RequestMessage>) => {
  const { id, request } = event.data;
  queue = queue.then(async () => {
    try {
      const result = await handle(request);
      postMessage({ kind: 'reply', id, ok: true, result } satisfies ResponseMessage);
    } catch (e) {
      const fatal = e instanceof WebAssembly.RuntimeError;
      const cancelled = e instanceof LearningStopped;
      postMessage({ kind: 'reply', id, ok: false, error: e instanceof Error ? e.message : String(e), fatal, cancelled } satisfies ResponseMessage);
    }
  });
};
