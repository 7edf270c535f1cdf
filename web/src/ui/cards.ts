// Card ids as the engine numbers them: suit * 13 + rank, ranks A23456789TJQK,
// suits CDHS (docs/DESIGN.md, "The game, exactly").
export const RANKS = 'A23456789TJQK';
export const SUITS = 'CDHS';
const RANK_NAMES = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'];
const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'];
export const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'];

export const rankOf = (card: number) => card % 13;
export const suitOf = (card: number) => Math.floor(card / 13);
export const cardText = (card: number) => RANKS[rankOf(card)] + SUITS[suitOf(card)];
// cardText's inverse, for texts the app itself holds ("7S").
export const cardFromText = (text: string) => SUITS.indexOf(text[1]) * 13 + RANKS.indexOf(text[0]);
// What a screen reader says: "queen of hearts".
export const cardName = (card: number) => `${RANK_NAMES[rankOf(card)]} of ${SUIT_NAMES[suitOf(card)]}`;
export const rankLabel = (card: number) => (rankOf(card) === 9 ? '10' : RANKS[rankOf(card)]);

// A card face: rank and suit symbol; colours come from the suit class.
export function cardFace(card: number, size: 'big' | 'cell' | 'mini' = 'cell'): HTMLElement {
  const face = document.createElement('span');
  face.className = `card card-${size} suit-${SUITS[suitOf(card)].toLowerCase()}`;
  face.setAttribute('aria-label', cardName(card));
  face.setAttribute('role', 'img');
  const rank = document.createElement('span');
  rank.className = 'rank';
  rank.textContent = rankLabel(card);
  const suit = document.createElement('span');
  suit.className = 'suit';
  suit.textContent = SUIT_SYMBOLS[suitOf(card)];
  face.append(rank, suit);
  return face;
}
