// A small SVG histogram of one player's scores (no chart library needed for
// a handful of bars).
const SVG = 'http://www.w3.org/2000/svg';

function el(tag: string, attrs: Record<string, string | number>, text?: string) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

export function histogram(title: string, scores: number[], lo: number, hi: number, bins = 12): SVGSVGElement {
  const width = 320;
  const height = 140;
  const pad = 24;
  const svg = el('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-label': `${title}: histogram of ${scores.length} scores` }) as SVGSVGElement;
  const span = hi > lo ? hi - lo : 1;
  const counts = new Array(bins).fill(0);
  for (const s of scores) counts[Math.min(bins - 1, Math.floor(((s - lo) / span) * bins))]++;
  const top = Math.max(1, ...counts);
  const barWidth = (width - 2 * pad) / bins;
  counts.forEach((c, i) => {
    const h = ((height - 2 * pad) * c) / top;
    svg.append(el('rect', { x: pad + i * barWidth + 1, y: height - pad - h, width: barWidth - 2, height: h, fill: '#2f7d5b' }));
  });
  svg.append(el('text', { x: pad, y: 14, 'font-size': 12, 'font-weight': 700 }, title));
  svg.append(el('text', { x: pad, y: height - 6, 'font-size': 10 }, String(Math.round(lo))));
  svg.append(el('text', { x: width - pad, y: height - 6, 'font-size': 10, 'text-anchor': 'end' }, String(Math.round(hi))));
  return svg;
}
