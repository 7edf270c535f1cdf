// What the game controller needs from the page, as interfaces it declares
// and the page implements: the view (ui/game-view.ts) and the listeners of
// the game's moves (ui/sound.ts; in an embed, embed/host-messages.ts), wired
// by app.ts and embed.ts. The controller imports none of them, and
// tests/web/web-layers.node.test.mjs keeps it so.
import type { EngineInfo, LearnProgress, Snapshot } from '../engine/protocol';
import type { PageOptions } from '../state/page-options';
import type { GameEventDetail } from './game-events';
import type { GameState } from './game-state';
import type { AssignmentStatus } from './assignment-state';
import type { Assignment } from '../state/assignment';

// What the controller draws through.
export interface GameViewPort {
  showGame(state: GameState, justPlaced: number): void;
  // The hint's explanation on show changed (state.explained): another cell compared.
  showExplanation(state: GameState): void;
  showBusy(state: GameState): void;
  showHindsight(state: GameState): void;
  showComparison(state: GameState): void;
  say(text: string): void;
  showProblems(problems: string[]): void;
  showLearning(progress: LearnProgress): void;
  showLink(url: string): void;
  // The page's first game is drawn: what waited for the engine can show.
  showReady(): void;
  // What the page's options change on screen (the panels, the lesson).
  showOptions(options: PageOptions): void;
  // The form controls that follow the game: the point-system picker, the deal seed, the Player menu.
  showSystem(snapshot: Snapshot): void;
  showDealSeed(seed: string): void;
  showPlayers(info: EngineInfo, chosen: string): void;
  describePlayer(info: EngineInfo, spec: string): void;
  readonly hasHindsight: boolean;
}


// Who hears of the game's moves: each card placed (the player's or the
// AI's), then the game finished when it was the 25th; and each hint, if it listens.
export interface GameListener {
  moved(detail: GameEventDetail): void;
  finished(detail: GameEventDetail): void;
  hinted?(detail: GameEventDetail): void;
  undone?(): void; // the last card was taken back
}

// Who keeps and reports an assignment's progress (assignment-controller.ts):
// this browser's storage, a learning platform (SCORM, cmi5), an embedding
// page. Called on every change; none may block or break the game: each
// keeps its own errors (and says them through `problem`).
export interface AssignmentListener {
  readonly name: string; // for messages: "this browser", "the learning platform"
  // Where it may tell the student of a failure it meets later on its own (a
  // network's): each text is shown once and stays on the page.
  attach?(tell: (text: string) => void): void;
  // The progress it kept, as text (assignment-progress.ts), or null: read once
  // at the start (a platform on the network answers later: a promise).
  load?(assignment: Assignment): string | null | Promise<string | null>;
  // A pass mark of its own that replaces the assignment's (a percentage, or
  // null for none), once load() has answered; undefined: the assignment's.
  passMark?(): number | null | undefined;
  // The progress changed (a card placed or taken back, a deal scored): its text and where it stands.
  saved(text: string, status: AssignmentStatus): void;
  // Every deal is played and counted: the final grade (once per page, and again after a reload).
  completed?(status: AssignmentStatus): void;
}
