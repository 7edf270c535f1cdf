// Which cards are still to come: the 52 cards by suit, the ones already seen
// (on the board or in hand) dimmed.
import type { Snapshot } from '../engine/protocol';
import { SUIT_SYMBOLS, cardName, cardsOfSuit, rankLabel, suitClass } from './cards';
import { h } from './dom';

export function renderTracker(container: HTMLElement, snapshot: Snapshot) {
  const unseen = new Set(snapshot.unseenCards);
  const rows = SUIT_SYMBOLS.map((symbol, suit) => {
    const cards = cardsOfSuit(suit);
    const row = h('div', { class: `tracker-row ${suitClass(cards[0])}` }, h('span', { class: 'tracker-suit', 'aria-hidden': 'true' }, symbol));
    for (const card of cards) {
      const left = unseen.has(card);
      row.append(h('span', { class: left ? 'tracker-card' : 'tracker-card seen', title: `${cardName(card)}${left ? '' : ' (seen)'}` }, rankLabel(card)));
    }
    return row;
  });
  container.replaceChildren(
    h('p', { class: 'tracker-caption' }, `${unseen.size} unseen cards; ${25 - snapshot.turn - (snapshot.over ? 0 : 1)} more will be dealt`),
    ...rows,
  );
  container.setAttribute('aria-label', `${unseen.size} cards not seen yet`);
}
