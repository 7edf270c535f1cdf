// Tournament results: per player and system the mean score ± standard error,
// the contest's normalized score (per system, each player's mean scaled to
// [0, 1] between the worst and the best player's mean; summed over systems,
// so a total can exceed 1), and the paired difference of two players on the
// same deals.
export interface GameResult {
  player: string;
  system: string;
  seed: string;
  score: number;
  lost?: string; // a student's player lost the game (the contest's penalty): why
  cells?: number[]; // the cells played, in order (for the game's review)
  accuracy?: number; // the game's accuracy as the review finds it (0-100), once reviewed
}

export interface Cell {
  games: number;
  mean: number;
  se: number;
}

export function summarize(scores: number[]): Cell {
  const n = scores.length;
  const mean = n ? scores.reduce((a, b) => a + b, 0) / n : NaN;
  const variance = n > 1 ? scores.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
  return { games: n, mean, se: n > 1 ? Math.sqrt(variance / n) : 0 };
}

// The contest's normalization of one point system: each player's mean scaled
// to [0, 1] between the worst (0) and the best (1) player's mean, every
// player 1 if all means are equal. The same as `pps tournament`'s
// (wasm/cli/tournament.cpp, Tournament::normalized; tested against it in
// tests/web/normalized.node.test.mjs). A player without games (NaN mean, a
// stopped lab run) gets NaN and does not move the others' bounds.
export function normalizeSystem(means: number[]): number[] {
  const finite = means.filter(Number.isFinite);
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  return means.map((m) => (!Number.isFinite(m) ? NaN : hi > lo ? (m - lo) / (hi - lo) : 1));
}

// Per player and system the mean ± SE; per player the normalized score
// summed over the systems.
export function table(results: GameResult[], players: string[], systems: string[]) {
  const cells = new Map<string, Cell>();
  for (const p of players)
    for (const s of systems)
      cells.set(`${p}|${s}`, summarize(results.filter((r) => r.player === p && r.system === s).map((r) => r.score)));
  const normalized = new Map<string, number>(players.map((p) => [p, 0]));
  for (const s of systems) {
    const scaled = normalizeSystem(players.map((p) => cells.get(`${p}|${s}`)!.mean));
    players.forEach((p, i) => {
      if (Number.isFinite(scaled[i])) normalized.set(p, normalized.get(p)! + scaled[i]);
    });
  }
  return { cells, normalized };
}

// A player's accuracy over its reviewed games (every system): mean ± SE.
export const accuracyOf = (results: GameResult[], player: string): Cell =>
  summarize(results.filter((r) => r.player === player && r.accuracy !== undefined).map((r) => r.accuracy!));

// A − B over the deals (seeds) of one system that both played: the mean of
// the per-deal differences and its standard error (the sample SD of the
// differences over sqrt(n)). The statistics of bench/paired.py's paired()
// (which bench/judge.py uses), tested against it in
// tests/web/paired.node.test.mjs.
export function pairedDifference(results: GameResult[], a: string, b: string, system: string): Cell {
  const scoresOf = (player: string) =>
    new Map(results.filter((r) => r.player === player && r.system === system).map((r) => [r.seed, r.score]));
  const scoresA = scoresOf(a);
  const scoresB = scoresOf(b);
  const seeds = [...scoresA.keys()].filter((seed) => scoresB.has(seed));
  return summarize(seeds.map((seed) => scoresA.get(seed)! - scoresB.get(seed)!));
}

// Whether a paired difference is at least 2 SE from zero (bench/paired.py's
// verdict()): 'better' (A above B), 'worse' or 'not significant'.
export function verdict(difference: Cell): 'better' | 'worse' | 'not significant' {
  if (difference.se > 0 && Math.abs(difference.mean) >= 2 * difference.se) return difference.mean > 0 ? 'better' : 'worse';
  return 'not significant';
}
