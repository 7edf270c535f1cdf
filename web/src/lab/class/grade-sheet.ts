// A class run's grade sheet: one CSV row per player in leaderboard order,
// the same columns as `pps tournament --grades` (wasm/cli/leaderboard.cpp):
// rank, student (the name in the tables), file, name (what the player calls
// itself), games, mean, se, normalized, the reference and the paired
// difference from it ± its SE, lost games, status (played, withdrawn: why,
// lost every game, not loaded: why, not played) and the key of the sealed
// deals that replays the run ("replay of the run with key K" for a replay).
import type { LeaderRow } from './leaderboard';

export const GRADE_COLUMNS = ['rank', 'student', 'file', 'name', 'games', 'mean', 'se', 'normalized', 'reference', 'vs_reference',
  'vs_reference_se', 'lost_games', 'status', 'key'];

const field = (v: string | number) => {
  const text = String(v);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const fixed = (x: number | null | undefined) => (x === null || x === undefined || !Number.isFinite(x) ? '' : x.toFixed(3));

export interface Origin {
  file: string; // '' for a built-in player
  name: string; // what the player calls itself ('' if unknown)
}

export function gradeSheet(rows: LeaderRow[], origins: ReadonlyMap<string, Origin>, reference: string | null, key: string | null): string {
  const lines = rows.map((r) => {
    const origin = origins.get(r.player) ?? { file: '', name: '' };
    return [r.rank ?? '', r.player, origin.file, origin.name, r.games, fixed(r.games ? r.mean : null), fixed(r.games ? r.se : null),
      fixed(r.normalized), reference ?? '', fixed(r.paired?.mean), fixed(r.paired?.se), r.lost.length, r.status, key ?? ''].map(field).join(',');
  });
  return [GRADE_COLUMNS.join(','), ...lines].join('\n') + '\n';
}
