// Under the board while a hint shows: why the AI prefers its cell, in the
// engine's own sentence (AiPlayer.explain), against the cell that scores the
// most now (or the next best cell) or against the cell pointed at, focused with the arrows, or tapped in Compare
// mode. The sentence is a polite live region, so a screen reader reads each
// one as it comes.
//
// Compare mode is for touch screens, where a tap places the card and nothing
// hovers: while it is on, a tap on a cell compares it instead (the board's
// `comparing`), and the button says how to get back to playing. A long press
// was the other way; it is invisible until someone tells you, and browsers
// give it to text selection and context menus.
import type { ExplainedHint } from '../controller/game-state';
import { where } from '../controller/messages';
import { h } from './dom';
import { ExplainDetails } from './explain-details';

const HELP = {
  off: 'Other cells: point at one, move to it with the arrows, or press Compare and tap it.',
  on: 'Tap a cell to compare it with the AI’s. Press Done to place the card again.',
};

export class ExplainView {
  readonly element: HTMLElement;
  private readonly lead = h('strong', { class: 'explain-lead' });
  private readonly sentence = h('span', { 'data-testid': 'explain-text' });
  private readonly compare = h('button', { type: 'button', class: 'explain-compare', 'aria-pressed': 'false' }, 'Compare');
  private readonly help = h('span', { class: 'explain-help' }, HELP.off);
  // Where the sentence's numbers come from, closed until opened (not read out).
  private readonly details = new ExplainDetails();
  private comparing = false;

  // onCompareMode: the board's taps compare (true) or place (false).
  constructor(private readonly onCompareMode: (on: boolean) => void) {
    const said = h('p', { class: 'explain-said', 'data-testid': 'explain', 'aria-live': 'polite' }, this.lead, ' ', this.sentence);
    this.element = h('section', { class: 'explain', 'aria-label': 'Why the AI’s cell', hidden: '' }, said, this.details.element, h('p', { class: 'explain-tools' }, this.compare, ' ', this.help));
    this.compare.addEventListener('click', () => this.setComparing(!this.comparing));
  }

  private setComparing(on: boolean) {
    if (on === this.comparing) return;
    this.comparing = on;
    this.compare.setAttribute('aria-pressed', String(on));
    this.compare.textContent = on ? 'Done' : 'Compare';
    this.help.textContent = on ? HELP.on : HELP.off;
    this.onCompareMode(on);
  }

  render(explained: ExplainedHint | null) {
    this.element.hidden = explained === null;
    if (!explained) {
      this.setComparing(false);
      this.lead.textContent = '';
      this.sentence.textContent = '';
      this.details.render(null);
      return;
    }
    const { shown, cell } = explained;
    const mine = where(shown.best.cell);
    this.lead.textContent = cell < 0 ? `Why ${mine}?` : `Why ${mine} and not ${where(cell)}?`;
    this.sentence.textContent = shown.text;
    this.details.render(shown);
    this.element.dataset.compared = String(cell);
  }
}
