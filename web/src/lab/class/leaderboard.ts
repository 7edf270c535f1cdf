// A class run's leaderboard: one row per player over all its games (every
// system's): the mean ± standard error, the contest's normalized score
// summed over the systems, the paired difference from a reference player on
// the deals both played ± its standard error, the games lost by the
// contest's rules with why, and whether it was withdrawn or never loaded.
// Ranked by the normalized score (the contest's), then the mean; a player
// without a game has no rank. The same rows as `pps tournament
// --players-from` prints (wasm/cli/leaderboard.cpp).
import { type Cell, type GameResult, summarize, table } from '../stats';

export interface LeaderRow {
  player: string;
  rank: number | null; // null: no game
  games: number;
  mean: number; // NaN without games
  se: number;
  normalized: number | null;
  paired: Cell | null; // minus the reference, deal by deal; null for the reference itself or no common deal
  lost: { system: string; seed: string; reason: string }[];
  status: string; // player/verdict.ts's: 'played', 'withdrawn: …', 'lost every game (…)', 'not loaded: …', 'not played (stopped)'
}

// The paired difference of a and b over every (system, deal) both played.
export function pairedOverAll(results: GameResult[], a: string, b: string): Cell {
  const of = (player: string) => new Map(results.filter((r) => r.player === player).map((r) => [`${r.system}|${r.seed}`, r.score]));
  const scoresA = of(a);
  const scoresB = of(b);
  return summarize([...scoresA.keys()].filter((k) => scoresB.has(k)).map((k) => scoresA.get(k)! - scoresB.get(k)!));
}

// statuses: a player's status when it is not 'played' (withdrawn, not loaded).
export function leaderboard(results: GameResult[], players: string[], systems: string[], reference: string | null,
  statuses: ReadonlyMap<string, string>): LeaderRow[] {
  const { normalized } = table(results, players, systems);
  const rows: LeaderRow[] = players.map((player) => {
    const mine = results.filter((r) => r.player === player);
    const all = summarize(mine.map((r) => r.score));
    const paired = reference && reference !== player && players.includes(reference) ? pairedOverAll(results, player, reference) : null;
    return {
      player,
      rank: null,
      games: all.games,
      mean: all.mean,
      se: all.se,
      normalized: mine.length ? normalized.get(player)! : null,
      paired: paired?.games ? paired : null,
      lost: mine.filter((r) => r.lost !== undefined).map((r) => ({ system: r.system, seed: r.seed, reason: r.lost! })),
      status: statuses.get(player) ?? (mine.length ? 'played' : 'not played'),
    };
  });
  const ranked = rows.filter((r) => r.normalized !== null).sort((a, b) => b.normalized! - a.normalized! || b.mean - a.mean);
  ranked.forEach((row, i) => {
    const before = ranked[i - 1];
    row.rank = before && before.normalized === row.normalized && before.mean === row.mean ? before.rank : i + 1;
  });
  return [...ranked, ...rows.filter((r) => r.normalized === null)];
}
