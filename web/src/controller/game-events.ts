// What the game tells whoever listens (ports.ts, GameListener) after every
// placement and when the 25th card lands: in an embed, its host page hears
// them as `pps:move` and `pps:gameover` messages (embed/host-messages.ts),
// which <poker-squares> re-dispatches as `move` and `gameover` DOM events.
import type { Snapshot } from '../engine/protocol';
import { cardText } from '../engine/rules';
import { movesText } from '../state/url-state';

export interface GameEventDetail {
  system: string; // the point system's spec, e.g. "british"
  seed: string;
  moves: string; // cell letters a..y in the order played
  turn: number; // cards placed
  score: number; // the running total (the final score once over)
  over: boolean;
  url: string; // a link that opens this exact position in the full app
  aiHelp: boolean; // a hint was asked for or the AI placed a card in this game
  ai: string | null; // the AI player that placed cards in this game (its spec), or null
  strength: string | null; // that player's strength (state/ai-settings.ts), or null
  cell?: number; // move events: the cell just filled, 0..24 row by row
  card?: string; // move events: that card, e.g. "QH"
  by?: 'player' | 'ai';
}

// The AI that placed cards in this game, as the share link names it.
export interface AiPlayed {
  ai: string | null;
  strength: string | null;
}

export function gameDetail(snapshot: Snapshot, url: string, aiHelp: boolean, played: AiPlayed): GameEventDetail {
  return {
    system: snapshot.system.spec,
    seed: snapshot.seed,
    moves: movesText(snapshot.moves),
    turn: snapshot.turn,
    score: snapshot.score,
    over: snapshot.over,
    url,
    aiHelp,
    ai: played.ai,
    strength: played.ai ? played.strength : null,
  };
}

export function moveDetail(
  snapshot: Snapshot,
  url: string,
  aiHelp: boolean,
  played: AiPlayed,
  landed: { cell: number; by: 'player' | 'ai' },
): GameEventDetail {
  return { ...gameDetail(snapshot, url, aiHelp, played), cell: landed.cell, card: cardText(snapshot.cells[landed.cell]), by: landed.by };
}
