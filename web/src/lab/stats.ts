// Tournament results: per player and system the mean score ± standard error,
// and the contest's normalized score (per system, each player's mean scaled
// to [0, 1] between the worst and the best player's mean, summed over systems).
export interface GameResult {
  player: string;
  system: string;
  seed: string;
  score: number;
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

const csvField = (v: string | number) => {
  const text = String(v);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(results: GameResult[]): string {
  return ['player,system,seed,score', ...results.map((r) => [r.player, r.system, r.seed, r.score].map(csvField).join(','))].join('\n') + '\n';
}
