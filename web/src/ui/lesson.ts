// The first-visit lesson: how to play, the hands with an example each and
// their points in the system being played, and what makes a good first move.
// It opens by itself once per browser (remembered in localStorage), closes
// with "Got it", and the Help button brings it back.
import type { SystemInfo } from '../engine/protocol';
import { cardFromText } from '../engine/rules';
import { cardFace } from './cards';
import { h } from './dom';
import { readSetting, writeSetting } from '../state/settings';
import { CATEGORY_LABELS } from './categories';

const SEEN_KEY = 'pps.lesson-seen';

// One example hand per category, high card to royal flush.
const EXAMPLES = [
  'KS 9H 7D 4C 2S', '7S 7H KD 4C 2S', '7S 7H 4D 4C KS', '7S 7H 7D 4C KS', '5S 6H 7D 8C 9S',
  'KH 9H 7H 4H 2H', '7S 7H 7D 4C 4S', '7S 7H 7D 7C KS', '5D 6D 7D 8D 9D', 'TS JS QS KS AS',
];

export class Lesson {
  readonly element: HTMLElement;
  private pointsCells: HTMLElement[] = [];
  private systemName: HTMLElement;

  constructor() {
    this.systemName = h('b', {});
    const rows = CATEGORY_LABELS.map((label, i) => {
      const points = h('td', { class: 'lesson-points' });
      this.pointsCells.push(points);
      return h('tr', {}, h('th', { scope: 'row' }, label),
        h('td', { class: 'lesson-example' }, ...EXAMPLES[i].split(' ').map((c) => cardFace(cardFromText(c), 'mini'))), points);
    });
    const close = h('button', { type: 'button', class: 'lesson-close' }, 'Got it');
    close.addEventListener('click', () => this.close());
    this.element = h('section', { class: 'lesson', id: 'lesson', 'aria-labelledby': 'lesson-title', hidden: '' },
      h('h2', { id: 'lesson-title' }, 'How to play'),
      h('p', {}, 'Each turn shows one card: place it in any empty cell of the 5×5 grid. Cards never move. ' +
        'After 25 cards, each of the 5 rows and 5 columns is a poker hand, and your score is the points of those 10 hands.'),
      h('p', {}, 'The point system says what each hand is worth. This game uses ', this.systemName,
        '; other systems value the hands differently (some even take points away), so the best plan changes with them.'),
      h('table', { class: 'lesson-hands' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Hand'), h('th', { scope: 'col' }, 'Example'), h('th', { scope: 'col' }, 'Points'))),
        h('tbody', {}, ...rows)),
      h('p', {}, 'A good first move keeps options open. Every card belongs to one row and one column, so give them different ' +
        'jobs: for instance, collect one suit per column (flushes) and one rank per row (pairs, threes, fours of a kind). ' +
        'Put a card where it fits a plan, and keep a spare row or column for cards that fit nowhere. Ask for a Hint to see ' +
        'what the AI expects each cell to be worth.'),
      close,
    );
  }

  // Shows the points of the system being played.
  setSystem(system: SystemInfo) {
    this.systemName.textContent = system.label;
    system.points.forEach((p, i) => (this.pointsCells[i].textContent = String(p)));
  }

  // Opens it unless this browser has seen it (first visit only).
  openIfNew() {
    if (readSetting(SEEN_KEY) === null) this.open();
  }

  open() {
    this.element.hidden = false;
    this.element.querySelector<HTMLButtonElement>('.lesson-close')?.focus({ preventScroll: true });
  }

  close() {
    this.element.hidden = true;
    writeSetting(SEEN_KEY, '1');
  }

  toggle() {
    if (this.element.hidden) this.open();
    else this.close();
  }
}
