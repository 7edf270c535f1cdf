// The checks of an assignment's settings (docs/TEACHING.md, "Assignments"): its deals,
// its grade and its pass mark, read from a link's, an attribute's or a
// token's text. Like input-rules.ts, each returns the value to use and, for
// a refused text, a one-line problem naming it and what is done instead.
import { STRENGTHS } from './ai-settings.ts';
import { quoted, type Checked } from './input-rules.ts';

// The most deals an assignment has: 50 finished deals fit SCORM 1.2's
// 4,096 characters of suspend_data (assignment-progress.ts) with room to
// spare, and the AI's games on them take a few minutes in a browser.
export const MAX_DEALS = 50;

// How the grade is computed (assignment-grade.ts): the student's points as
// a share of a reference on the same deals, cut to [0, 100].
export type Grading =
  | { kind: 'ai'; player: string; strength: string } // the AI's points, a replayable strength
  | { kind: 'best' } // the best grids of the deals' cards (hindsight)
  | { kind: 'points'; target: number }; // a number of points a deal

export const DEFAULT_GRADING = { kind: 'ai', player: 'champion', strength: 'normal' } as const satisfies Grading;

const SEED = /^-?\d{1,19}$/;

// Practice deals: public seeds, comma-separated ("5, 6, 7"). Null: no
// practice assignment (none given, or refused).
export function checkDeals(text: string): Checked<string[] | null> {
  const seeds = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (seeds.length === 0) return { value: null, problem: 'Deals: the assignment has no deals. Playing a single game instead.' };
  const bad = seeds.find((s) => !SEED.test(s));
  if (bad !== undefined) return { value: null, problem: `Deals: ${quoted(bad)} is not a seed (a whole number). No assignment opened.` };
  if (seeds.length > MAX_DEALS) {
    return { value: null, problem: `Deals: ${seeds.length.toLocaleString('en')} deals are more than an assignment takes (${MAX_DEALS}). No assignment opened.` };
  }
  return { value: seeds, problem: null };
}

// The number of sealed deals a token asks for.
export function checkCount(text: string): Checked<number | null> {
  const n = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (n === 0) return { value: null, problem: 'Assignment: it has no deals. Playing a single game instead.' };
  if (!(n >= 1)) return { value: null, problem: `Assignment: ${quoted(text)} is not a number of deals. No assignment opened.` };
  if (n > MAX_DEALS) return { value: null, problem: `Assignment: ${n.toLocaleString('en')} deals are more than an assignment takes (${MAX_DEALS}). No assignment opened.` };
  return { value: n, problem: null };
}

const REPLAYABLE = STRENGTHS.filter((s) => s.replays).map((s) => s.name);
const gradeForms = `ai, ai:${REPLAYABLE.join('|')}[:PLAYER], best, points:N`;

// `ai` (the champion at normal), `ai:STRENGTH`, `ai:STRENGTH:PLAYER` (a
// player spec, checked by the engine when the AI plays), `best`, or
// `points:N` (N from 1 to 10,000 points a deal).
export function checkGrade(text: string): Checked<Grading> {
  const t = text.trim();
  const refused = (why: string): Checked<Grading> => ({ value: DEFAULT_GRADING, problem: `Grade: ${quoted(text)} ${why} Using ai (the champion at normal).` });
  if (t === 'best') return { value: { kind: 'best' }, problem: null };
  if (t === 'ai') return { value: DEFAULT_GRADING, problem: null };
  if (t === 'points' || t.startsWith('points:')) {
    const n = /^\d{1,5}$/.test(t.slice(7)) ? Number(t.slice(7)) : NaN;
    if (n >= 1 && n <= 10_000) return { value: { kind: 'points', target: n }, problem: null };
    return refused('needs a target from 1 to 10,000 points a deal, e.g. points:150.');
  }
  if (t.startsWith('ai:')) {
    const [strength, ...player] = t.slice(3).split(':');
    if (!REPLAYABLE.includes(strength!)) return refused(`names no strength that replays (${REPLAYABLE.join(', ')}).`);
    const spec = player.join(':').trim();
    return { value: { kind: 'ai', player: spec || DEFAULT_GRADING.player, strength: strength! }, problem: null };
  }
  return refused(`is not one of ${gradeForms}.`);
}

// The passing grade, a percentage with at most two decimals (a grade has two,
// and cmi5's mastery score, pass / 100, four); '' or 'none': no pass mark.
export function checkPass(text: string): Checked<number | null> {
  const t = text.trim();
  if (t === '' || t === 'none') return { value: null, problem: null };
  const n = /^\d{1,3}(\.\d{1,2})?$/.test(t) ? Number(t) : NaN;
  if (n >= 0 && n <= 100) return { value: n, problem: null };
  return { value: null, problem: `Pass: ${quoted(text)} is not a percentage from 0 to 100 (at most two decimals). No pass mark: the grade is reported without passed or failed.` };
}

// Whether `percent` (a grade, two decimals) reaches `pass` (two decimals):
// compared in hundredths of a percent, whole numbers, so that a grade equal
// to the mark passes whatever binary fractions the two went through
// (55 against 0.55 x 100 = 55.00000000000001 failed).
export const reaches = (percent: number, pass: number) => Math.round(percent * 100) >= Math.round(pass * 100);

// How a grading reads in a sentence.
export function gradingText(g: Grading): string {
  if (g.kind === 'best') return 'your points as a share of the best grids of the same cards';
  if (g.kind === 'points') return `your points as a share of ${g.target} a deal`;
  return `your points as a share of the AI's (${g.player}, ${g.strength}) on the same deals`;
}

// A grading in its text form (checkGrade reads it back).
export function gradingSpec(g: Grading): string {
  if (g.kind === 'best') return 'best';
  if (g.kind === 'points') return `points:${g.target}`;
  return g.player === DEFAULT_GRADING.player ? `ai:${g.strength}` : `ai:${g.strength}:${g.player}`;
}
