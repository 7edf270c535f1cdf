// What a teacher pastes to check a grade (teach.html, "Check a grade"): the
// progress a learning platform kept (SCORM's cmi.suspend_data, the cmi5
// State document, this browser's copy: assignment-progress.ts's text, alone
// or inside the JSON or quotes it came in), or only the cells played, one
// deal after another (letters a..y, one group per deal). Untrusted text: it
// is checked whole, and the scores it claims are only compared with those
// the engine recomputes from the cells.
import { readProgress, type DealRecord } from './assignment-progress';

export interface PlayedDeal {
  moves: string; // the cells played, a..y
  claimed: Pick<DealRecord, 'score' | 'ai' | 'best'> | null; // what the pasted progress says of it, if it is progress
}

const PROGRESS = /pps1;[0-9a-f]{16};[a-y0-9.;-]*/;
const MAX_TEXT = 20_000;

export function readPlayed(text: string, id: string, count: number): { deals: PlayedDeal[] } | { problem: string } {
  if (text.length > MAX_TEXT) return { problem: `that is ${text.length.toLocaleString('en')} characters; progress is at most a few thousand` };
  const found = PROGRESS.exec(text);
  if (found) {
    const read = readProgress(found[0], id, count);
    if ('problem' in read) return { problem: read.problem };
    return { deals: read.progress.deals.map((d) => ({ moves: d.moves, claimed: { score: d.score, ai: d.ai, best: d.best } })) };
  }
  const groups = text.trim() === '' ? [] : text.trim().split(/[\s;,|]+/);
  if (groups.length === 0) return { problem: 'nothing to check: paste the progress the platform kept (it starts with pps1;), or the cells played, one group of letters a to y a deal' };
  if (groups.length > count) return { problem: `${groups.length} deals for an assignment of ${count}` };
  for (const [i, g] of groups.entries()) {
    if (!/^[a-y]{1,25}$/.test(g)) return { problem: `deal ${i + 1}: ${JSON.stringify(g.slice(0, 30))} is not cells a to y` };
    if (new Set(g).size !== g.length) return { problem: `deal ${i + 1}: a cell is played twice` };
    if (i < groups.length - 1 && g.length !== 25) return { problem: `deal ${i + 1} has ${g.length} cells but the deal after it was played: every deal but the last has 25` };
  }
  return { deals: Array.from({ length: count }, (_, i) => ({ moves: groups[i] ?? '', claimed: null })) };
}
