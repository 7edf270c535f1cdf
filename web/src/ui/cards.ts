// How the page draws cards. What a card is (its text, name, rank and suit by
// id) is the engine's: engine/rules.ts.
import { CARDS, cardName } from '../engine/rules';

export { cardName };

// By suit (clubs, diamonds, hearts, spades).
export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'];
// The class that colours a suit: suit-c, suit-d, suit-h, suit-s.
export const suitClass = (card: number) => `suit-${CARDS[card].text.slice(-1).toLowerCase()}`;
// The rank as printed on a card: 'T' is 10.
export const rankLabel = (card: number) => (CARDS[card].text[0] === 'T' ? '10' : CARDS[card].text[0]);
// The ids of one suit's 13 cards, ace to king.
export const cardsOfSuit = (suit: number) =>
  CARDS.flatMap((c, id) => (c.suit === suit ? [{ id, rank: c.rank }] : [])).sort((a, b) => a.rank - b.rank).map((c) => c.id);

// A card face: rank and suit symbol; colours come from the suit class.
export function cardFace(card: number, size: 'big' | 'cell' | 'mini' = 'cell'): HTMLElement {
  const face = document.createElement('span');
  face.className = `card card-${size} ${suitClass(card)}`;
  face.setAttribute('aria-label', cardName(card));
  face.setAttribute('role', 'img');
  const rank = document.createElement('span');
  rank.className = 'rank';
  rank.textContent = rankLabel(card);
  const suit = document.createElement('span');
  suit.className = 'suit';
  suit.textContent = SUIT_SYMBOLS[CARDS[card].suit];
  face.append(rank, suit);
  return face;
}
