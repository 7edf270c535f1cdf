// The verdicts of the review (wasm/ai/review/verdict.h) as the page shows
// them: the names and symbols chess players know, in order, and a badge.
import type { Verdict } from '../engine/protocol';
import { h } from './dom';

export const VERDICTS: readonly { key: Verdict; name: string; symbol: string }[] = [
  { key: 'best', name: 'Best', symbol: '★' },
  { key: 'excellent', name: 'Excellent', symbol: '!' },
  { key: 'good', name: 'Good', symbol: '✓' },
  { key: 'inaccuracy', name: 'Inaccuracy', symbol: '?!' },
  { key: 'mistake', name: 'Mistake', symbol: '?' },
  { key: 'blunder', name: 'Blunder', symbol: '??' },
  { key: 'forced', name: 'Forced', symbol: '□' },
];

export const verdictName = (key: Verdict) => VERDICTS.find((v) => v.key === key)?.name ?? key;

// "? Mistake", coloured by the verdict (styles.css: .verdict-*).
export function verdictBadge(key: Verdict): HTMLElement {
  const v = VERDICTS.find((x) => x.key === key) ?? { key, name: key, symbol: '' };
  return h('span', { class: `verdict verdict-${key}`, 'data-verdict': key }, h('span', { 'aria-hidden': 'true' }, v.symbol), ` ${v.name}`);
}

// "about 12 points", "about 1 point", "less than a point" (wasm/ai/review/review_text.cpp's words).
export function aboutPoints(points: number): string {
  const size = Math.abs(points);
  if (size < 0.5) return 'less than a point';
  const rounded = Math.round(size);
  return rounded <= 1 ? 'about 1 point' : `about ${rounded} points`;
}
