// The review's score told apart, as one chart: where the game was expected
// to end before the first card, what the cards added or took (luck), what
// the choices cost, how far the AI's estimates moved on their own, and the
// score: a waterfall of four steps from the start to the score (inline SVG),
// and the same in words.
import type { ReviewSummary } from '../engine/protocol';
import { svg } from './svg';

const W = 340;
const H = 170;
const LEFT = 36;
const TOP = 14;
const BOTTOM = 34;
const signed = (v: number) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(1)}`;

interface Bar {
  label: string;
  from: number;
  to: number;
  kind: 'total' | 'up' | 'down';
  text: string;
}

export function luckBars(s: ReviewSummary): Bar[] {
  const afterLuck = s.start + s.luck;
  const afterCost = afterLuck - s.cost;
  return [
    { label: 'Start', from: 0, to: s.start, kind: 'total', text: s.start.toFixed(1) },
    { label: 'Cards', from: s.start, to: afterLuck, kind: s.luck >= 0 ? 'up' : 'down', text: signed(s.luck) },
    { label: 'Choices', from: afterLuck, to: afterCost, kind: 'down', text: signed(-s.cost) },
    { label: 'Estimates', from: afterCost, to: afterCost + s.error, kind: s.error >= 0 ? 'up' : 'down', text: signed(s.error) },
    { label: 'Score', from: 0, to: s.score, kind: 'total', text: String(s.score) },
  ];
}

export function luckChart(s: ReviewSummary): SVGSVGElement {
  const bars = luckBars(s);
  const values = bars.flatMap((b) => [b.from, b.to]);
  const lo = Math.min(0, ...values);
  const hi = Math.max(lo + 1, ...values);
  const y = (v: number) => TOP + (1 - (v - lo) / (hi - lo)) * (H - TOP - BOTTOM);
  const slot = (W - LEFT) / bars.length;
  const text = (attrs: Record<string, string | number>, content: string) => svg('text', { class: 'chart-text', ...attrs }, content);
  return svg(
    'svg',
    { class: 'luck-chart', viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': 'The score told apart: start, cards, choices, the AI’s estimates, score' },
    svg('line', { class: 'chart-axis', x1: LEFT, y1: y(0), x2: W, y2: y(0) }),
    ...bars.flatMap((b, i) => {
      const x = LEFT + i * slot + slot * 0.15;
      const top = y(Math.max(b.from, b.to));
      const height = Math.max(1, Math.abs(y(b.from) - y(b.to)));
      return [
        svg('rect', { class: `luck-bar luck-${b.kind}`, x, y: top, width: slot * 0.7, height }),
        text({ x: x + slot * 0.35, y: top - 3, 'text-anchor': 'middle' }, b.text),
        text({ x: x + slot * 0.35, y: H - BOTTOM + 14, 'text-anchor': 'middle' }, b.label),
      ];
    }),
  );
}

// The chart in words: the identity the bars show.
export function luckChartText(s: ReviewSummary): string {
  return (
    `Expected before the first card: ${s.start.toFixed(1)}. The cards: ${signed(s.luck)}. ` +
    `The choices: ${signed(-s.cost)}. The AI’s estimates moved on their own by ${signed(s.error)}. Score: ${s.score}.`
  );
}
