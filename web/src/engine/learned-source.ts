// Where a learning player's values come from: the browser's cache, the app's
// shipped files, or learning now (with progress), cached for next time.
//
// The cache key is the recipe, what determines the learned bytes: the
// player's canonical spec (its learning settings), the point system, and the
// games and seed learned from. No hand-bumped version: the bytes record the
// format version, player, settings and point system they were learned with
// (wasm/ai/core/learned_data.h) and the engine refuses any mismatch on load, so
// bytes from an older engine or older defaults are a cache miss: learned
// again and overwritten.
import type { Budget, LearnProgress } from './protocol';
import type { AiPlayer } from './pps-engine';

export interface LearnRecipe {
  system: string;
  games: number;
  seed: number;
  threads: number;
}

// Where learned bytes are kept and found; any failure in them is a miss.
export interface LearnedSources {
  readCache(key: string): Promise<Uint8Array | null>;
  writeCache(key: string, bytes: Uint8Array): Promise<void>;
  fetchShipped(key: string): Promise<Uint8Array | null>;
  report(progress: LearnProgress): void;
}

// A stop request that cut learning short: the request is answered as
// cancelled, and nothing half-learned is kept (the engine refuses to mark it
// learned).
export class LearningStopped extends Error {}

export const recipeKey = (player: string, system: string, games: number, seed: number) =>
  `${player}|${system}|games=${games}|seed=${seed}`;

// The games a player learns `system` from under `budget`: the shipped
// values' for a system they cover, else the budget's (else `fallback`).
export const learningGamesFor = (budget: Budget, system: string, fallback: number) =>
  budget.shipped?.systems.includes(system) ? budget.shipped.games : budget.learnGames ?? fallback;

// Makes the learning player `p` ready for `recipe.system`.
export async function prepareLearner(p: AiPlayer, recipe: LearnRecipe, sources: LearnedSources): Promise<void> {
  const { system, games, seed, threads } = recipe;
  const name = p.spec();
  const key = recipeKey(name, system, games, seed);
  const done = (source: 'cache' | 'shipped' | 'learned') =>
    sources.report({ player: name, system, fraction: 1, games, mean: NaN, done: true, source });
  const load = (bytes: Uint8Array | null) => {
    if (!bytes) return false;
    try {
      p.loadLearned(bytes, system);
      return true;
    } catch {
      return false; // refused (another format, player, settings or system) or corrupt: the next source
    }
  };
  if (load(await sources.readCache(key))) return done('cache');
  if (load(await sources.fetchShipped(key))) return done('shipped');
  sources.report({ player: name, system, fraction: 0, games: 0, mean: NaN, done: false });
  try {
    p.prepare(system, { games, threads, seed }, (r) => sources.report({ player: name, system, ...r, done: false }));
  } catch (e) {
    if (p.stopRequested()) throw new LearningStopped('stopped while learning');
    throw e;
  }
  done('learned');
  await sources.writeCache(key, p.saveLearned());
}
