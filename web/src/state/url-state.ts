// The share URL: ?system=SPEC&seed=S&moves=LETTERS[&ai=SPEC&strength=NAME][&undos=N][&review=1&step=N]
// and the page's own options (hints, panels, engine). Everything read here is
// untrusted text: it goes to the engine for validation (system, seed, moves,
// ai) or is checked here (input-rules.ts), and is only ever shown as text. Each invalid value gets a
// one-line problem naming it and the default used instead.
import { STRENGTHS } from './ai-settings';
import { DEFAULT_SYSTEM } from '../engine/rules';
import { checkStrength, noteProblems, quoted } from './input-rules';

export interface UrlState {
  system: string;
  seed: string | null;
  moves: string;
  ai: string | null;
  strength: string | null;
  undos: number;
  review?: number; // the move-by-move review is open at this step (1..25)
}

// The panels an embed can show below the board (collapsed).
export const PANELS = ['points', 'tracker'] as const;
export type Panel = (typeof PANELS)[number];

export interface PageUrl extends Omit<UrlState, 'review'> {
  review: number | null; // the review's step, when the link opens it
  hints: boolean;
  lesson: boolean; // the first-visit lesson may open (lesson=off keeps it closed)
  panels: Panel[];
  engine: string | null;
  problems: string[];
}

// on/off switches: on, off, 1, 0, true, false, yes, no.
export function checkSwitch(label: string, text: string | null, fallback: boolean): { value: boolean; problem: string | null } {
  if (text === null) return { value: fallback, problem: null };
  const t = text.trim().toLowerCase();
  if (['on', '1', 'true', 'yes', ''].includes(t)) return { value: true, problem: null };
  if (['off', '0', 'false', 'no'].includes(t)) return { value: false, problem: null };
  return { value: fallback, problem: `${label}: ${quoted(text)} is not on or off. Using ${fallback ? 'on' : 'off'}.` };
}

// A comma-separated list of PANELS, or "none" / "all".
export function checkPanels(text: string | null): { value: Panel[]; problem: string | null } {
  if (text === null || text.trim() === '' || text.trim() === 'none') return { value: [], problem: null };
  if (text.trim() === 'all') return { value: [...PANELS], problem: null };
  const names = text.split(',').map((p) => p.trim());
  const unknown = names.filter((p) => !(PANELS as readonly string[]).includes(p));
  const value = PANELS.filter((p) => names.includes(p));
  const problem = unknown.length
    ? `Panels: ${unknown.map(quoted).join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not one of ${PANELS.join(', ')}, all, none. Ignored.`
    : null;
  return { value, problem };
}

// The review's move, 1..25 (the first when the link names none).
export function checkStep(text: string | null): { value: number; problem: string | null } {
  if (text === null) return { value: 1, problem: null };
  const step = /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (step >= 1 && step <= 25) return { value: step, problem: null };
  return { value: 1, problem: `Review step: ${quoted(text)} is not a move from 1 to 25. Showing move 1.` };
}

// defaultStrength: the strength the page uses when the link names none;
// defaultLesson: whether the first-visit lesson opens when the link says nothing.
export function readUrl(search: string, defaultStrength: string, defaultLesson = true): PageUrl {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const keep = noteProblems(problems);
  const undosText = params.get('undos');
  let undos = 0;
  if (undosText !== null) {
    if (/^\d{1,4}$/.test(undosText.trim())) undos = Number(undosText.trim());
    else problems.push(`Undos: ${quoted(undosText)} is not a count. Using 0.`);
  }
  const review = keep(checkSwitch('Review', params.get('review'), false)) ? keep(checkStep(params.get('step'))) : null;
  const engine = params.get('engine');
  if (engine !== null && engine !== 'st' && engine !== 'auto') {
    problems.push(`Engine: ${quoted(engine)} is not st or auto. Using auto.`);
  }
  return {
    system: (params.get('system') ?? DEFAULT_SYSTEM).slice(0, 200),
    seed: params.get('seed')?.trim().slice(0, 200) ?? null, // the engine checks it
    moves: (params.get('moves') ?? '').slice(0, 100),
    ai: params.get('ai')?.slice(0, 200) ?? null,
    strength: keep(checkStrength(params.get('strength')?.slice(0, 20) ?? null, STRENGTHS, defaultStrength))?.name ?? null,
    undos,
    review,
    hints: keep(checkSwitch('Hints', params.get('hints'), true)),
    lesson: keep(checkSwitch('Lesson', params.get('lesson'), defaultLesson)),
    panels: keep(checkPanels(params.get('panels'))),
    engine: engine === 'st' ? 'st' : null,
    problems,
  };
}

export function writeUrl(state: UrlState, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  params.set('system', state.system);
  if (state.seed !== null) params.set('seed', state.seed);
  if (state.moves) params.set('moves', state.moves);
  if (state.ai) params.set('ai', state.ai);
  if (state.ai && state.strength) params.set('strength', state.strength);
  if (state.undos > 0) params.set('undos', String(state.undos));
  if (state.review) {
    params.set('review', '1');
    params.set('step', String(state.review));
  }
  return `?${params.toString()}`;
}

export const movesText = (moves: number[]) => moves.map((cell) => String.fromCharCode(97 + cell)).join('');
