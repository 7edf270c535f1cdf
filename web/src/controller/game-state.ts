// The game page's state and its transitions, as plain data and pure
// functions (no DOM, no engine): what game-controller.ts holds and the views
// draw. Tested in Node (tests/web/game-state.node.test.mjs).
import type { Analysis, Explanation, Hindsight, Snapshot } from '../engine/protocol';
import type { FinishedGame } from '../state/history';
import type { PageOptions } from '../state/page-options';
import { movesText, type UrlState } from '../state/url-state';
import type { ReviewState } from './review-state';
import type { AssignmentStatus } from './assignment-state';

// The AI's grid on the player's deal, beside the player's.
export interface Comparison {
  mine: Snapshot;
  ai: Snapshot;
  player: string;
}

// The hindsight bound of a finished game: asked once per final position
// (`serialized`); `best` is null until the engine answers.
export interface HindsightState {
  serialized: string;
  best: Hindsight | null;
}

// Why the hint's cell is the AI's: against the next best cell (`best`), and
// the explanation on show, against the cell pointed at or focused (`cell`;
// -1 while it is `best`).
export interface ExplainedHint {
  best: Explanation;
  shown: Explanation;
  cell: number;
}

export interface GameState {
  snapshot: Snapshot | null;
  heat: Analysis | null; // the hint's estimates for the current card
  explained: ExplainedHint | null; // and why, when the page explains
  undos: number;
  // In a share link `ai` names the player that played; in an embed it only
  // chooses the player for Hint and AI finish.
  aiUsed: string | null;
  aiHelp: boolean; // a hint asked for or an AI move in this game (reported to embedding pages)
  aiMoves: number; // the cards the AI placed in this game (all 25: the review calls the game the AI's)
  gameId: string; // identifies the game in "Your games": recorded when finished here, once
  busy: boolean; // the engine is thinking for the page (controls disabled)
  hintsAllowed: boolean;
  explainAllowed: boolean; // hints and the review say why (the page's `explain` option)
  aiAllowed: boolean;
  undoAllowed: boolean;
  // The assignment being played (its deals in order, graded), or null for a single game.
  assignment: AssignmentStatus | null;
  player: string; // the AI player's spec
  strength: string; // the AI strength's name (state/ai-settings.ts)
  hindsight: HindsightState | null;
  comparison: Comparison | null;
  review: ReviewState | null; // the move-by-move review of the finished game
}

export const newGameId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

// A fresh game on the page: nothing from the last one carries over.
export function started(state: GameState, snapshot: Snapshot, gameId: string): GameState {
  return { ...state, snapshot, heat: null, explained: null, undos: 0, aiUsed: null, aiHelp: false, aiMoves: 0, gameId, comparison: null, review: null };
}

// What the controller keeps of the page's options (state/page-options.ts);
// the view shows the rest (GameViewPort.showOptions).
export function withOptions(state: GameState, options: PageOptions): GameState {
  return {
    ...state,
    hintsAllowed: options.hints,
    explainAllowed: options.explain,
    aiAllowed: options.ai !== 'off',
    undoAllowed: options.undo ?? true,
    strength: options.strength,
  };
}

// A card placed by the player or the AI.
export function placed(state: GameState, next: Snapshot, by: 'player' | 'ai'): GameState {
  return { ...state, snapshot: next, heat: null, explained: null, aiHelp: state.aiHelp || by === 'ai', aiMoves: state.aiMoves + (by === 'ai' ? 1 : 0) };
}

export function undone(state: GameState, next: Snapshot): GameState {
  return { ...state, snapshot: next, heat: null, explained: null, undos: state.undos + 1, aiMoves: Math.min(state.aiMoves, next.moves.length), review: null };
}

// explanation: why, against the next best cell (null when the page does not explain).
export function hinted(state: GameState, analysis: Analysis, explanation: Explanation | null): GameState {
  const explained = explanation ? { best: explanation, shown: explanation, cell: -1 } : null;
  return { ...state, heat: analysis, explained, aiHelp: true };
}

// The explanation on show becomes `shown`, against `cell` (-1: the next best).
export function compared(state: GameState, shown: Explanation, cell: number): GameState {
  return state.explained ? { ...state, explained: { ...state.explained, shown, cell } } : state;
}

// What the share link of the current position says (url-state.ts writes it).
export function shareState(state: GameState, position: Snapshot): UrlState {
  return {
    system: position.system.spec,
    seed: position.seed,
    moves: movesText(position.moves),
    ai: state.aiUsed,
    strength: state.aiUsed ? state.strength : null,
    undos: state.undos,
    // The review's step, only while it is open (and so only in its links).
    ...(state.review ? { review: state.review.step } : {}),
  };
}

// The record of a game finished on this page ("Your games").
export function finishedGame(state: GameState, finished: Snapshot, when: string): FinishedGame {
  return {
    id: state.gameId,
    system: finished.system.spec,
    seed: finished.seed,
    score: finished.score,
    undos: state.undos,
    byAi: state.aiUsed !== null,
    when,
  };
}

// Which game buttons are disabled.
export function disabledButtons(state: GameState) {
  const over = state.snapshot?.over ?? true;
  return {
    // An assignment's deal is scored at its 25th card: no undo past it.
    undo: state.busy || !state.snapshot || state.snapshot.turn === 0 || !state.undoAllowed || (state.snapshot.over && state.assignment !== null),
    hint: state.busy || over || !state.hintsAllowed,
    aiMove: state.busy || over || !state.aiAllowed,
    aiFinish: state.busy || over || !state.aiAllowed,
    // The app's other AI buttons follow `ai` too (ai=off: no AI on the page at all).
    watchAi: state.busy || !state.snapshot || !state.aiAllowed || state.assignment !== null,
    compareAi: state.busy || !state.snapshot?.over || !state.aiAllowed || state.assignment !== null,
  };
}
