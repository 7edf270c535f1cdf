// The game page's state and its transitions, as plain data and pure
// functions (no DOM, no engine): what game-controller.ts holds and the views
// draw. Tested in Node (tests/web/game-state.node.test.mjs).
import type { Analysis, Hindsight, Snapshot } from '../engine/protocol';
import type { FinishedGame } from '../state/history';
import type { PageOptions } from '../state/page-options';
import { movesText, type UrlState } from '../state/url-state';
import type { ReviewState } from './review-state';

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

export interface GameState {
  snapshot: Snapshot | null;
  heat: Analysis | null; // the hint's estimates for the current card
  undos: number;
  // In a share link `ai` names the player that played; in an embed it only
  // chooses the player for Hint and AI finish.
  aiUsed: string | null;
  aiHelp: boolean; // a hint asked for or an AI move in this game (reported to embedding pages)
  gameId: string; // identifies the game in "Your games": recorded when finished here, once
  busy: boolean; // the engine is thinking for the page (controls disabled)
  hintsAllowed: boolean;
  aiAllowed: boolean;
  player: string; // the AI player's spec
  strength: string; // the AI strength's name (state/ai-settings.ts)
  hindsight: HindsightState | null;
  comparison: Comparison | null;
  review: ReviewState | null; // the move-by-move review of the finished game
}

export const newGameId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

// A fresh game on the page: nothing from the last one carries over.
export function started(state: GameState, snapshot: Snapshot, gameId: string): GameState {
  return { ...state, snapshot, heat: null, undos: 0, aiUsed: null, aiHelp: false, gameId, comparison: null, review: null };
}

// What the controller keeps of the page's options (state/page-options.ts);
// the view shows the rest (GameViewPort.showOptions).
export function withOptions(state: GameState, options: PageOptions): GameState {
  return { ...state, hintsAllowed: options.hints, aiAllowed: options.ai !== 'off', strength: options.strength };
}

// A card placed by the player or the AI.
export function placed(state: GameState, next: Snapshot, by: 'player' | 'ai'): GameState {
  return { ...state, snapshot: next, heat: null, aiHelp: state.aiHelp || by === 'ai' };
}

export function undone(state: GameState, next: Snapshot): GameState {
  return { ...state, snapshot: next, heat: null, undos: state.undos + 1, review: null };
}

export function hinted(state: GameState, analysis: Analysis): GameState {
  return { ...state, heat: analysis, aiHelp: true };
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
    undo: state.busy || !state.snapshot || state.snapshot.turn === 0,
    hint: state.busy || over || !state.hintsAllowed,
    aiMove: state.busy || over || !state.aiAllowed,
    aiFinish: state.busy || over || !state.aiAllowed,
  };
}
