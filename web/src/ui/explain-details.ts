// "How the AI sees it", under an explanation's sentence: for the curious, and
// for a teacher showing a class where the numbers come from. The difference
// between the two cells as a table of its shares (what, what the card does
// there, points), which add up to it; whether that difference is a close call
// and by what margin; the trial games behind the estimates; and, from the
// explanation's own trial games, the chance of each likely hand in the
// lines the two cells join. All of it is the engine's (AiPlayer.explain): the
// page restates no rule.
import type { Explanation } from '../engine/protocol';
import { CATEGORY_LABELS } from './categories';
import { h } from './dom';

const signed = (x: number) => `${x < 0 ? '\u2212' : x > 0 ? '+' : ''}${Math.abs(x).toFixed(1)}`;
const percent = (p: number) => `${Math.round(100 * p)}%`;
// A hand is listed where it came in at least this share of the games, with the card in either cell.
const LISTED = 0.05;

function sharesTable(x: Explanation): HTMLTableElement {
  const rows = x.shares.map((s) =>
    h('tr', { class: s.named ? 'named' : undefined },
      h('th', { scope: 'row' }, s.label),
      h('td', {}, s.words || '\u2014'),
      h('td', { class: 'points' }, signed(s.points))),
  );
  return h('table', { class: 'explain-shares' },
    h('caption', {}, `The ${Math.abs(x.difference).toFixed(1)} points between the two cells, share by share (in bold: what the sentence names)`),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'What'), h('th', { scope: 'col' }, 'What the card does there'), h('th', { scope: 'col' }, 'Points'))),
    h('tbody', {}, ...rows),
    h('tfoot', {}, h('tr', {}, h('th', { scope: 'row' }, 'In all'), h('td', {}), h('td', { class: 'points' }, signed(x.difference)))),
  );
}

function marginText(x: Explanation): string {
  const size = Math.abs(x.difference).toFixed(1);
  if (x.margin === null) {
    return x.close
      ? `A close call: ${size} points is too little for estimates with no trial games behind them to tell apart.`
      : `A clear difference: ${size} points, from the AI's look ahead and its values of the lines (no trial games).`;
  }
  const margin = x.margin.toFixed(1);
  return x.close
    ? `A close call: ${size} points is within the margin, \u00b1${margin}, of the AI's trial games (two and a half standard errors of the difference).`
    : `A clear difference: ${size} points is beyond the margin, \u00b1${margin}, of the AI's trial games (two and a half standard errors).`;
}

function samplesText(x: Explanation): string {
  const other = x.other!;
  if (x.best.samples === 0 && other.samples === 0) return 'Neither estimate comes from trial games.';
  return `Estimates from ${x.best.samples.toLocaleString('en')} trial games for the AI's cell and ${other.samples.toLocaleString('en')} for the other.`;
}

// The chance of each likely hand in the lines the cells join: here (the AI's
// cell) and there (the other), in the explanation's own games.
function chancesTable(x: Explanation): HTMLTableElement | null {
  const rows: HTMLTableRowElement[] = [];
  for (const line of x.simulated.lines) {
    const other = line.other ?? line.best.map(() => NaN);
    const hands = line.best
      .map((p, category) => ({ category, here: p, there: other[category] }))
      .filter((c) => Math.max(c.here, Number.isFinite(c.there) ? c.there : 0) >= LISTED);
    if (hands.length === 0) continue;
    rows.push(h('tr', {},
      h('th', { scope: 'row' }, line.label),
      h('td', {}, hands.map((c) => `${CATEGORY_LABELS[c.category].toLowerCase()} ${percent(c.here)}${Number.isFinite(c.there) ? ` / ${percent(c.there)}` : ''}`).join(', '))));
  }
  if (rows.length === 0) return null;
  return h('table', { class: 'explain-chances' },
    h('caption', {}, `How each line ended in ${x.simulated.deals} trial games${x.other ? ', with the card here / there' : ''}: the chances that weigh the reasons (a hand under ${percent(LISTED)} is a long shot, never a reason)`),
    h('tbody', {}, ...rows));
}

export class ExplainDetails {
  readonly element = h('details', { class: 'explain-details', 'data-testid': 'explain-details' });
  private readonly summary = h('summary', {}, 'How the AI sees it');
  private readonly body = h('div', {});

  constructor() {
    this.element.append(this.summary, this.body);
  }

  render(x: Explanation | null) {
    this.element.hidden = x === null;
    if (!x) {
      this.body.replaceChildren();
      return;
    }
    const parts: Node[] = [];
    if (x.other) {
      parts.push(sharesTable(x), h('p', { 'data-testid': 'explain-margin' }, marginText(x)), h('p', {}, samplesText(x)));
    }
    const chances = chancesTable(x);
    if (chances) parts.push(chances);
    this.body.replaceChildren(...parts);
  }
}
