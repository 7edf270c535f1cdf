// A small inline-SVG line chart of the expected final score before the first
// card and after each of a game's moves (the review: expected[0] before the
// first card, expected[m] after move m), with labelled axes, dots on the
// flagged moves and a rule at the position shown (before move `step`); and
// the same in one sentence of text.
import { svg } from './svg';

const W = 320;
const H = 170;
const LEFT = 44;
const RIGHT = 10;
const TOP = 10;
const BOTTOM = 40;

export function scoreChart(expected: number[], flagged: number[], step: number): SVGSVGElement {
  const known = expected.filter((v) => Number.isFinite(v));
  const lo = Math.floor(Math.min(...known, 0) / 10) * 10;
  const hi = Math.max(lo + 10, Math.ceil(Math.max(...known) / 10) * 10);
  const x = (after: number) => LEFT + (after / 25) * (W - LEFT - RIGHT);
  const y = (v: number) => TOP + (1 - (v - lo) / (hi - lo)) * (H - TOP - BOTTOM);
  const points = expected.map((v, i) => (Number.isFinite(v) ? `${x(i).toFixed(1)},${y(v).toFixed(1)}` : '')).filter(Boolean);
  const xTicks = [0, 5, 10, 15, 20, 25];
  const yTicks = [lo, (lo + hi) / 2, hi];
  const text = (attrs: Record<string, string | number>, content: string) => svg('text', { class: 'chart-text', ...attrs }, content);
  return svg(
    'svg',
    { class: 'score-chart', viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': 'Expected final score after each move' },
    svg('line', { class: 'chart-axis', x1: LEFT, y1: H - BOTTOM, x2: W - RIGHT, y2: H - BOTTOM }),
    svg('line', { class: 'chart-axis', x1: LEFT, y1: TOP, x2: LEFT, y2: H - BOTTOM }),
    ...xTicks.map((m) => text({ x: x(m), y: H - BOTTOM + 14, 'text-anchor': 'middle' }, String(m))),
    ...yTicks.map((v) => text({ x: LEFT - 5, y: y(v) + 4, 'text-anchor': 'end' }, String(Math.round(v)))),
    text({ x: (LEFT + W - RIGHT) / 2, y: H - 6, 'text-anchor': 'middle' }, 'Move'),
    text({ x: 12, y: (TOP + H - BOTTOM) / 2, 'text-anchor': 'middle', transform: `rotate(-90 12 ${(TOP + H - BOTTOM) / 2})` }, 'Expected score'),
    svg('line', { class: 'chart-step', x1: x(step - 1), y1: TOP, x2: x(step - 1), y2: H - BOTTOM }),
    svg('polyline', { class: 'chart-line', points: points.join(' ') }),
    ...flagged
      .filter((m) => Number.isFinite(expected[m]))
      .map((m) => svg('circle', { class: 'chart-mistake', cx: x(m), cy: y(expected[m]), r: 4 }, svg('title', {}, `Move ${m}`))),
  );
}

// The chart in words, for screen readers and for anyone.
export function chartSummary(expected: number[], final: number): string {
  const known = expected.map((v, i) => ({ v, after: i })).filter((p) => Number.isFinite(p.v));
  if (known.length === 0) return 'The reviewing player gives no estimates.';
  const low = known.reduce((a, b) => (b.v < a.v ? b : a));
  const high = known.reduce((a, b) => (b.v > a.v ? b : a));
  const when = (after: number) => (after === 0 ? 'before the first card' : `after move ${after}`);
  return (
    `Expected final score ${known[0].v.toFixed(1)} ${when(known[0].after)}, ` +
    `highest ${high.v.toFixed(1)} ${when(high.after)}, lowest ${low.v.toFixed(1)} ${when(low.after)}; the game scored ${final}.`
  );
}
