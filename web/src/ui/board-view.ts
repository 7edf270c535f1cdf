// The 5x5 grid with each row's and column's hand and points, the hint heat
// map, and keyboard play: arrows move between cells, Enter or Space places.
// While a hint is explained, the cell pointed at or focused is inspected
// (compared with the AI's), and in Compare mode a click or tap inspects
// instead of placing.
import type { Analysis, Explanation, Snapshot } from '../engine/protocol';
import { cardFace, cardName } from './cards';
import { h } from './dom';
import { heatColour, heatPosition, heatScale, heatTextColour, legendTicks } from './heat-scale';

export class BoardView {
  // The grid and, below it, the heat map's key (outside the grid, whose
  // children are its rows and their cells only).
  readonly element: HTMLElement;
  private readonly grid: HTMLElement;
  private cells: HTMLButtonElement[] = [];
  private rowLabels: HTMLElement[] = [];
  private colLabels: HTMLElement[] = [];
  private total: HTMLElement;
  private legend: HTMLElement;
  private focusCell = 12;
  private snapshot: Snapshot | null = null;
  private readonly scoreTestId: string;
  private readonly onInspect: (cell: number) => void;
  enabled = true;
  comparing = false; // Compare mode: a click, tap or Enter inspects the cell rather than placing

  // options: the grid's accessible name, the test id of its total (a
  // second, read-only board such as the review's has its own), and what
  // hears of a cell inspected (an empty cell pointed at, focused or, in
  // Compare mode, clicked; -1 when the pointer leaves the board).
  constructor(
    private readonly onPlace: (cell: number) => void,
    options: { label?: string; scoreTestId?: string; onInspect?: (cell: number) => void } = {},
  ) {
    this.onInspect = options.onInspect ?? (() => {});
    this.total = h('div', { class: 'total', role: 'gridcell', 'aria-live': 'polite' });
    this.scoreTestId = options.scoreTestId ?? 'score';
    this.grid = h('div', { class: 'board', role: 'grid', 'aria-label': options.label ?? 'Poker squares grid' });
    for (let row = 0; row < 5; row++) {
      const rowEl = h('div', { class: 'board-row', role: 'row' });
      for (let col = 0; col < 5; col++) {
        const cell = row * 5 + col;
        const button = h('button', { class: 'cell', type: 'button', role: 'gridcell', 'data-cell': cell, tabindex: -1 });
        button.addEventListener('click', () => this.place(cell));
        button.addEventListener('keydown', (e) => this.key(e, cell));
        button.addEventListener('focus', () => {
          this.focusCell = cell;
          this.inspect(cell);
        });
        // A touch has no hover: its pointerenter comes with the tap that places.
        button.addEventListener('pointerenter', (e) => {
          if (e.pointerType !== 'touch') this.inspect(cell);
        });
        this.cells.push(button);
        rowEl.append(button);
      }
      const label = h('div', { class: 'line-label row-label', role: 'gridcell', 'data-line': row });
      this.rowLabels.push(label);
      rowEl.append(label);
      this.grid.append(rowEl);
    }
    const colRow = h('div', { class: 'board-row col-labels', role: 'row' });
    for (let col = 0; col < 5; col++) {
      const label = h('div', { class: 'line-label col-label', role: 'gridcell', 'data-line': 5 + col });
      this.colLabels.push(label);
      colRow.append(label);
    }
    colRow.append(this.total);
    this.grid.append(colRow);
    this.grid.addEventListener('pointerleave', (e) => {
      if (e.pointerType !== 'touch' && !this.comparing && !this.grid.contains(document.activeElement)) this.onInspect(-1);
    });
    this.legend = h('div', { class: 'heat-legend', hidden: '' });
    this.element = h('div', { class: 'board-area' }, this.grid, this.legend);
  }

  // The key to the heat map's colours, in points lost against the best cell.
  private renderLegend(scale: ReturnType<typeof heatScale>) {
    this.legend.hidden = scale === null;
    if (!scale) return;
    const stops = [0, 0.25, 0.5, 0.75, 1].map((t) => `${heatColour(t)} ${t * 100}%`).join(', ');
    this.legend.replaceChildren(
      h('span', { class: 'heat-legend-title' }, 'Points lost against the AI’s best cell'),
      h('span', { class: 'heat-legend-bar', style: `background: linear-gradient(to right, ${stops})`, 'aria-hidden': 'true' }),
      h('span', { class: 'heat-legend-ticks' }, ...legendTicks(scale).map((tick) => h('span', {}, tick))),
    );
  }

  private place(cell: number) {
    if (!this.enabled || !this.snapshot || this.snapshot.over) return;
    if (this.snapshot.cells[cell] !== -1) return;
    if (this.comparing) this.onInspect(cell);
    else this.onPlace(cell);
  }

  private inspect(cell: number) {
    if (this.snapshot?.cells[cell] === -1) this.onInspect(cell);
  }

  // Marks what an explanation speaks of: the lines its sentence names, and
  // (markOther) the cell it compares the AI's with.
  markExplained(explanation: Explanation | null, markOther = true) {
    const named = new Set(explanation?.lines ?? []);
    [...this.rowLabels, ...this.colLabels].forEach((label, line) => label.classList.toggle('explained', named.has(line)));
    const other = markOther ? (explanation?.other?.cell ?? -1) : -1;
    this.cells.forEach((button, cell) => button.classList.toggle('compared', cell === other));
  }

  private key(e: KeyboardEvent, cell: number) {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -5, ArrowDown: 5 };
    if (e.key in moves) {
      e.preventDefault();
      const row = Math.floor(cell / 5);
      const col = cell % 5;
      const d = moves[e.key];
      const nextRow = Math.min(4, Math.max(0, row + (Math.abs(d) === 5 ? Math.sign(d) : 0)));
      const nextCol = Math.min(4, Math.max(0, col + (Math.abs(d) === 1 ? d : 0)));
      this.focus(nextRow * 5 + nextCol);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.place(cell);
    }
  }

  focus(cell = this.focusCell) {
    this.focusCell = cell;
    this.cells.forEach((c, i) => (c.tabIndex = i === cell ? 0 : -1));
    this.cells[cell].focus();
  }

  // Puts the roving focus on an empty cell after a placement.
  private keepFocusUseful(snapshot: Snapshot) {
    if (snapshot.cells[this.focusCell] === -1 || snapshot.legalCells.length === 0) return;
    const next = snapshot.legalCells.find((c) => c > this.focusCell) ?? snapshot.legalCells[0];
    const hadFocus = this.grid.contains(document.activeElement);
    this.focusCell = next;
    if (hadFocus) this.cells[next].focus();
  }

  // played: an empty cell marked as where the card went (the review).
  render(snapshot: Snapshot, heat: Analysis | null = null, justPlaced = -1, played = -1) {
    this.snapshot = snapshot;
    const scale = heat ? heatScale(heat.values) : null;
    this.renderLegend(scale);
    snapshot.cells.forEach((card, cell) => {
      const button = this.cells[cell];
      const where = `row ${Math.floor(cell / 5) + 1}, column ${(cell % 5) + 1}`;
      button.replaceChildren();
      button.classList.toggle('filled', card !== -1);
      button.classList.toggle('placed-now', cell === justPlaced);
      button.classList.remove('heat', 'best', 'played');
      button.style.removeProperty('background');
      button.style.removeProperty('color');
      delete button.dataset.loss;
      button.removeAttribute('title');
      if (card !== -1) {
        button.append(cardFace(card));
        button.setAttribute('aria-label', `${where}: ${cardName(card)}`);
        button.setAttribute('aria-disabled', 'true');
        return;
      }
      button.removeAttribute('aria-disabled');
      let label = `${where}, empty`;
      if (heat) {
        const value = heat.values[cell];
        if (Number.isFinite(value) && scale) {
          const t = heatPosition(scale, value);
          button.classList.add('heat');
          button.style.background = heatColour(t);
          button.style.color = heatTextColour(t);
          button.dataset.loss = (scale.best - value).toFixed(3);
          button.append(h('span', { class: 'estimate' }, value.toFixed(1)));
          label += `, estimated final score ${value.toFixed(1)}`;
          const samples = heat.samples?.[cell];
          button.title = samples ? `estimate from ${samples} trial games` : 'estimated final score';
        }
        if (cell === heat.best) {
          button.classList.add('best');
          button.append(h('span', { class: 'best-mark', 'aria-hidden': 'true' }, '★'));
          label += ', the AI’s choice';
        }
      }
      if (cell === played) {
        button.classList.add('played');
        button.append(h('span', { class: 'played-mark', 'aria-hidden': 'true' }, '●'));
        label += ', the cell played';
      }
      button.setAttribute('aria-label', label);
    });
    const labelText = (i: number) => {
      const line = snapshot.lines[i];
      return line.size === 0 ? '–' : `${line.name} ${line.points >= 0 ? '' : ''}${line.points}`;
    };
    [...this.rowLabels, ...this.colLabels].forEach((el, i) => {
      const line = snapshot.lines[i];
      el.replaceChildren(
        h('span', { class: 'hand' }, line.size === 0 ? '' : line.name),
        h('span', { class: 'points' }, line.size === 0 ? '' : String(line.points)),
      );
      el.title = labelText(i);
      el.classList.toggle('scoring', line.points > 0);
      el.classList.toggle('negative', line.points < 0);
    });
    this.total.replaceChildren(h('span', { class: 'hand' }, 'total'), h('span', { class: 'points', 'data-testid': this.scoreTestId }, String(snapshot.score)));
    this.cells.forEach((c, i) => (c.tabIndex = i === this.focusCell ? 0 : -1));
    this.keepFocusUseful(snapshot);
  }
}

// A small read-only grid (the AI's game beside the player's).
export function miniGrid(cells: number[]): HTMLElement {
  const grid = h('div', { class: 'mini-grid', role: 'img', 'aria-label': 'grid' });
  for (const card of cells) {
    const slot = h('span', { class: 'mini-cell' });
    if (card !== -1) slot.append(cardFace(card, 'mini'));
    grid.append(slot);
  }
  return grid;
}
