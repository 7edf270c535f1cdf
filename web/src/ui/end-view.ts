// The end of a game: the line-by-line breakdown, the player's record with
// this point system, the hindsight bound of the deal, and the AI's grid on
// the same deal. Draws state (controller/game-state.ts); no other effects.
import type { GameState } from '../controller/game-state';
import { hindsightText } from '../controller/messages';
import { miniGrid } from './board-view';
import { h } from './dom';
import { loadHistory, summary } from '../state/history';

type Find = (id: string) => HTMLElement | null;

export function renderEnd(opt: Find, state: GameState) {
  const end = opt('end');
  const snapshot = state.snapshot;
  if (!end || !snapshot) return;
  if (!snapshot.over) {
    end.setAttribute('hidden', '');
    return;
  }
  end.removeAttribute('hidden');
  opt('breakdown')!.replaceChildren(
    h('caption', {}, `Final score: ${snapshot.score}`),
    h('tr', {}, h('th', { scope: 'col' }, 'Line'), h('th', { scope: 'col' }, 'Hand'), h('th', { scope: 'col' }, 'Points')),
    ...snapshot.lines.map((line, i) =>
      h('tr', {}, h('td', {}, i < 5 ? `Row ${i + 1}` : `Column ${i - 4}`), h('td', {}, line.name), h('td', {}, String(line.points))),
    ),
  );
  const stats = summary(loadHistory(), snapshot.system.spec);
  opt('history')?.replaceChildren(
    stats
      ? h('p', {}, `Your games with ${snapshot.system.label}: ${stats.games}, best ${stats.best}, mean ${stats.mean.toFixed(1)}.`)
      : h('p', {}, state.aiUsed ? 'Games the AI played are not counted in your history.' : ''),
  );
}

// The best grid of the finished deal's cards, or a note while it is worked out.
export function renderHindsight(box: HTMLElement, state: GameState) {
  const finished = state.snapshot;
  if (!state.hindsight || !finished) return;
  const best = state.hindsight.best;
  if (!best) {
    box.replaceChildren(h('p', {}, 'Working out the best grid of these cards…'));
    return;
  }
  box.replaceChildren(
    h('p', { 'data-testid': 'hindsight' }, hindsightText(finished, best)),
    h('figure', {}, miniGrid(best.cells), h('figcaption', {}, `A best grid found: ${best.score}`)),
  );
}

export function renderComparison(box: HTMLElement, state: GameState) {
  const c = state.comparison;
  if (!c) {
    box.replaceChildren();
    return;
  }
  box.replaceChildren(
    h('figure', {}, miniGrid(c.mine.cells), h('figcaption', {}, `You: ${c.mine.score}`)),
    h('figure', {}, miniGrid(c.ai.cells), h('figcaption', {}, `AI (${c.player}): ${c.ai.score}`)),
  );
}
