// The page's URL: its options (the table of page-options.ts), the position of a share link
// (?system=SPEC&seed=S&moves=LETTERS[&ai=SPEC&strength=NAME][&undos=N][&review=1&step=N])
// and engine=st. Everything read here is untrusted text: it goes to the
// engine for validation (system, seed, moves, ai) or is checked here
// (input-rules.ts), and is only ever shown as text. Each invalid value gets
// a one-line problem naming it and the default used instead.
import { checkSwitch, noteProblems, quoted } from './input-rules';
import { OPTION_NAMES, optionTexts, readOptions, type Page, type PageOptions } from './page-options';

// What a share link holds (writeUrl).
export interface UrlState {
  system: string;
  seed: string | null;
  moves: string;
  ai: string | null;
  strength: string | null;
  undos: number;
  review?: number; // the move-by-move review is open at this step (1..25)
}

export interface PageUrl {
  options: PageOptions;
  moves: string; // the cells played, a..y
  undos: number;
  review: number | null; // the review's step, when the link opens it
  engine: string | null; // 'st': the single-threaded engine, whatever the page could run
  problems: string[];
}

// The review's move, 1..25 (the first when the link names none).
export function checkStep(text: string | null): { value: number; problem: string | null } {
  if (text === null) return { value: 1, problem: null };
  const step = /^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  if (step >= 1 && step <= 25) return { value: step, problem: null };
  return { value: 1, problem: `Review step: ${quoted(text)} is not a move from 1 to 25. Showing move 1.` };
}

export function readUrl(search: string, page: Page): PageUrl {
  const params = new URLSearchParams(search);
  const { options, problems } = readOptions(optionTexts(search), page);
  const keep = noteProblems(problems);
  const undosText = params.get('undos');
  let undos = 0;
  if (undosText !== null) {
    if (/^\d{1,4}$/.test(undosText.trim())) undos = Number(undosText.trim());
    else problems.push(`Undos: ${quoted(undosText)} is not a count. Using 0.`);
  }
  const reviewText = params.get('review');
  const review = reviewText !== null && keep(checkSwitch('Review', reviewText, false)) ? keep(checkStep(params.get('step'))) : null;
  const engine = params.get('engine');
  if (engine !== null && engine !== 'st' && engine !== 'auto') {
    problems.push(`Engine: ${quoted(engine)} is not st or auto. Using auto.`);
  }
  return {
    options,
    moves: (params.get('moves') ?? '').slice(0, 100),
    undos,
    review,
    engine: engine === 'st' ? 'st' : null,
    problems,
  };
}

// The share link of a position: its deal, the page's options as the table
// writes them (page-options.ts, writeOptions: what a link gave the page,
// hints=off, ai=off, ..., survives the moves and a reload) with the AI that
// played in place of the `ai` option, then the moves. In the table's order,
// so that the same game gives the same link whichever way it was reached.
export function writeUrl(state: UrlState, options: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  params.set('system', state.system);
  if (state.seed !== null) params.set('seed', state.seed);
  const kept: Record<string, string> = { ...options };
  if (state.ai) kept.ai = state.ai;
  if (state.ai && state.strength) kept.strength = state.strength;
  for (const name of OPTION_NAMES) if (kept[name] !== undefined && !params.has(name)) params.set(name, kept[name]);
  if (state.moves) params.set('moves', state.moves);
  if (state.undos > 0) params.set('undos', String(state.undos));
  if (state.review) {
    params.set('review', '1');
    params.set('step', String(state.review));
  }
  return `?${params.toString()}`;
}

export const movesText = (moves: number[]) => moves.map((cell) => String.fromCharCode(97 + cell)).join('');
