// What the game tells whoever listens (ports.ts, GameListener) after every
// placement, when the 25th card lands and after a hint: in an embed, its
// host page hears them as `pps:move`, `pps:gameover` and `pps:hint` messages
// (embed/host-messages.ts), which <poker-squares> re-dispatches as `move`,
// `gameover` and `hint` DOM events.
import type { Analysis, Snapshot } from '../engine/protocol';
import { cardText } from '../engine/rules';
import { movesText } from '../state/url-state';

// Where the game is in an assignment (docs/TEACHING.md, "Assignments"), for the events
// of an assignment's deals.
export interface AssignmentEventInfo {
  name: string; // the teacher's name for it ('' if none)
  deal: number; // the deal on the board, 1..deals
  deals: number;
  grade: number | null; // the grade so far, 0..100 (null before a deal is counted)
  complete: boolean; // every deal played and counted: the grade is final
  passed: boolean | null; // against the pass mark once complete (null: no mark, or not yet)
}

export interface GameEventDetail {
  system: string; // the point system's spec, e.g. "british"
  seed: string | null; // null on an assignment's sealed deal (no public seed deals it)
  moves: string; // cell letters a..y in the order played
  turn: number; // cards placed
  score: number; // the running total (the final score once over)
  over: boolean;
  url: string | null; // a link that opens this exact position in the full app (null on a sealed deal)
  aiHelp: boolean; // a hint was asked for or the AI placed a card in this game
  ai: string | null; // the AI player that placed cards in this game (its spec), or null
  strength: string | null; // that player's strength (state/ai-settings.ts), or null
  cell?: number; // move events: the cell just filled, 0..24 row by row; hint events: the AI's choice
  card?: string; // move and hint events: that card, e.g. "QH"
  by?: 'player' | 'ai';
  estimate?: number | null; // hint events: the AI's estimate of the final score from its cell
  // Where the page explains (its `explain` option): why the AI's cell, in a
  // sentence; for a move, against the cell played, when a hint was asked
  // for that card (else null).
  explanation?: string | null;
  assignment?: AssignmentEventInfo; // on an assignment's deals
}

// The AI that placed cards in this game, as the share link names it.
export interface AiPlayed {
  ai: string | null;
  strength: string | null;
}

export function gameDetail(snapshot: Snapshot, url: string | null, aiHelp: boolean, played: AiPlayed, assignment?: AssignmentEventInfo): GameEventDetail {
  return {
    system: snapshot.system.spec,
    seed: snapshot.sealed ? null : snapshot.seed,
    moves: movesText(snapshot.moves),
    turn: snapshot.turn,
    score: snapshot.score,
    over: snapshot.over,
    url,
    aiHelp,
    ai: played.ai,
    strength: played.ai ? played.strength : null,
    ...(assignment ? { assignment } : {}),
  };
}

// The explanation field, where the page explains (`explanation` not undefined).
const explained = (explanation: string | null | undefined) => (explanation === undefined ? {} : { explanation });

export function moveDetail(
  snapshot: Snapshot,
  url: string | null,
  aiHelp: boolean,
  played: AiPlayed,
  landed: { cell: number; by: 'player' | 'ai'; explanation?: string | null },
  assignment?: AssignmentEventInfo,
): GameEventDetail {
  const { cell, by } = landed;
  return { ...gameDetail(snapshot, url, aiHelp, played, assignment), cell, card: cardText(snapshot.cells[cell]), by, ...explained(landed.explanation) };
}

// A hint on `snapshot` (its current card); explanation undefined: the page does not explain.
export function hintDetail(
  snapshot: Snapshot,
  url: string | null,
  aiHelp: boolean,
  played: AiPlayed,
  analysis: Analysis,
  explanation: string | null | undefined,
  assignment?: AssignmentEventInfo,
): GameEventDetail {
  const estimate = analysis.values[analysis.best];
  return {
    ...gameDetail(snapshot, url, aiHelp, played, assignment),
    cell: analysis.best,
    card: cardText(snapshot.currentCard),
    estimate: Number.isFinite(estimate) ? estimate : null,
    ...explained(explanation),
  };
}
