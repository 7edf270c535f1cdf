// A student's progress in an assignment and its grade (docs/TEACHING.md,
// "Assignments"). Each deal is played once, in order: its cells as played,
// and once its 25th card is placed its score, final. Kept on every card, in
// the browser and on the learning platform (SCORM's suspend_data), as one
// line of text short enough for SCORM 1.2's 4,096 characters at 50 deals:
//   pps1;ID;DEAL;DEAL;...   DEAL = MOVES.UNDOS.HELP.SCORE.AI.BEST ('' for none yet)
// Text read back is untrusted (a platform's, a browser's storage): it is
// checked whole, and refused with a reason rather than half used.
import { reaches, type Grading } from './assignment-rules';

export interface DealRecord {
  moves: string; // the cells played, a..y, in order
  undos: number;
  help: boolean; // a hint asked for or an AI move made on the deal
  score: number | null; // final once the deal's 25th card is placed
  ai: number | null; // the reference AI's score on the deal (grade ai)
  best: number | null; // the best grid of the deal's cards (hindsight)
}

export interface Progress {
  id: string; // the assignment's (state/assignment.ts)
  deals: DealRecord[]; // one per deal of the assignment
}

const FORMAT = 'pps1';
const fresh = (): DealRecord => ({ moves: '', undos: 0, help: false, score: null, ai: null, best: null });

export const newProgress = (id: string, count: number): Progress => ({ id, deals: Array.from({ length: count }, fresh) });

export const finished = (d: DealRecord) => d.score !== null;

// The deal being played (or next to play): the first not finished; -1 when all are.
export const currentDeal = (p: Progress) => p.deals.findIndex((d) => !finished(d));

// Cards placed in all: what a reload or another copy of the progress must not go below.
export const cardsPlayed = (p: Progress) => p.deals.reduce((n, d) => n + d.moves.length, 0);

const num = (n: number | null) => (n === null ? '' : String(n));

export function progressText(p: Progress): string {
  const deals = p.deals.map((d) => [d.moves, d.undos, d.help ? 1 : 0, num(d.score), num(d.ai), num(d.best)].join('.'));
  return [FORMAT, p.id, ...deals].join(';');
}

export type ReadProgress = { progress: Progress } | { problem: string };

const SCORE = /^-?\d{1,5}$/;

// Progress from its text, for the assignment `id` of `count` deals.
export function readProgress(text: string, id: string, count: number): ReadProgress {
  const damaged = (why: string) => ({ problem: `The saved progress is damaged (${why}); it is not used.` });
  const parts = text.split(';');
  if (parts[0] !== FORMAT) return damaged('not progress of this page');
  if (!/^[0-9a-f]{16}$/.test(parts[1] ?? '')) return damaged('no assignment named');
  if (parts[1] !== id) return { problem: 'The saved progress is of another assignment (it was changed since); this one starts at its first deal.' };
  if (parts.length !== 2 + count) return damaged(`${parts.length - 2} deals for an assignment of ${count}`);
  const deals: DealRecord[] = [];
  for (const [i, part] of parts.slice(2).entries()) {
    const fields = part.split('.');
    if (fields.length !== 6) return damaged(`deal ${i + 1} has ${fields.length} fields`);
    const [moves, undos, help, score, ai, best] = fields as [string, string, string, string, string, string];
    if (!/^[a-y]{0,25}$/.test(moves) || new Set(moves).size !== moves.length) return damaged(`deal ${i + 1}'s cells`);
    if (!/^\d{1,4}$/.test(undos) || !/^[01]$/.test(help)) return damaged(`deal ${i + 1}'s undos or help`);
    if (![score, ai, best].every((n) => n === '' || SCORE.test(n))) return damaged(`deal ${i + 1}'s scores`);
    if ((score !== '') !== (moves.length === 25)) return damaged(`deal ${i + 1}'s score and cells disagree`);
    const value = (n: string) => (n === '' ? null : Number(n));
    deals.push({ moves, undos: Number(undos), help: help === '1', score: value(score), ai: value(ai), best: value(best) });
  }
  // Deals are played in order: none started after one unfinished.
  const playing = deals.findIndex((d) => !finished(d));
  if (playing >= 0 && deals.slice(playing + 1).some((d) => d.moves.length > 0)) return damaged('a deal started before the one before it finished');
  return { progress: { id, deals } };
}

// Of two copies of the progress (the platform's and this browser's), the one
// further on: a reload or a lagging platform never takes a card back.
export function furthest(a: Progress | null, b: Progress | null): Progress | null {
  if (!a || !b) return a ?? b;
  return cardsPlayed(b) > cardsPlayed(a) ? b : a;
}

// ---- the grade

export interface GradeReport {
  // The student's points as a share of the reference's on the finished deals
  // whose reference is known, 0..100 with two decimals (null before any).
  percent: number | null;
  yours: number; // points on those deals
  reference: number; // the reference's points on them
  counted: number; // how many deals that is
  complete: boolean; // every deal finished and counted: the grade is final
  passed: boolean | null; // against the pass mark, once complete (null: no mark, or not yet)
}

// The reference's points on a finished deal, or null while unknown.
function referenceOf(grading: Grading, d: DealRecord): number | null {
  if (grading.kind === 'ai') return d.ai;
  if (grading.kind === 'best') return d.best;
  return grading.target;
}

// yours as a share of reference, cut to [0, 100]; a reference that is not
// positive (a point system with negative values) gives 100 to a total that
// reaches it and 0 to one that does not.
export function share(yours: number, reference: number): number {
  if (reference <= 0) return yours >= reference ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((10000 * yours) / reference) / 100));
}

export function gradeOf(grading: Grading, pass: number | null, p: Progress): GradeReport {
  let yours = 0;
  let reference = 0;
  let counted = 0;
  for (const d of p.deals) {
    const ref = d.score === null ? null : referenceOf(grading, d);
    if (ref === null) continue;
    yours += d.score!;
    reference += ref;
    counted++;
  }
  const percent = counted ? share(yours, reference) : null;
  const complete = counted === p.deals.length;
  return { percent, yours, reference, counted, complete, passed: complete && pass !== null ? reaches(percent!, pass) : null };
}
