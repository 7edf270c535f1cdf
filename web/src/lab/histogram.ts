// One point system's score histogram for every player (an SVG, no chart
// library): whole-number score bins on a labelled x axis, games on a
// labelled y axis, each player's bars side by side in each bin in a colour of
// the Okabe-Ito palette (told apart with the common colour-vision
// deficiencies) named in a legend, and each bar's count in its tooltip.
const SVG = 'http://www.w3.org/2000/svg';

// Okabe & Ito, "Color Universal Design": distinguishable for deuteranopia,
// protanopia and tritanopia. Beyond 8 players the colours repeat (the bars
// keep their legend order in every bin).
export const PLAYER_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#000000', '#F0E442'];

export interface Series {
  player: string;
  scores: number[];
}

export interface Bins {
  lo: number; // the first bin's lowest score
  width: number; // scores per bin (whole numbers)
  count: number;
}

// At most `most` bins of equal whole-number width covering lo..hi.
export function scoreBins(lo: number, hi: number, most = 12): Bins {
  const width = Math.max(1, Math.ceil((hi - lo + 1) / most));
  return { lo, width, count: Math.max(1, Math.ceil((hi - lo + 1) / width)) };
}

export function binCounts(scores: number[], bins: Bins): number[] {
  const counts = new Array<number>(bins.count).fill(0);
  for (const s of scores) counts[Math.min(bins.count - 1, Math.max(0, Math.floor((s - bins.lo) / bins.width)))]++;
  return counts;
}

const binLabel = (bins: Bins, i: number) => {
  const from = bins.lo + i * bins.width;
  return bins.width === 1 ? String(from) : `${from} to ${from + bins.width - 1}`;
};

function el(tag: string, attrs: Record<string, string | number>, text?: string) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

// A few round tick values from 0 to top (games are whole numbers).
function countTicks(top: number): number[] {
  const step = Math.max(1, Math.ceil(top / 4));
  const ticks = [];
  for (let t = 0; t <= top; t += step) ticks.push(t);
  return ticks;
}

export function histogram(system: string, series: Series[]): SVGSVGElement {
  const all = series.flatMap((s) => s.scores);
  const bins = scoreBins(Math.min(...all), Math.max(...all));
  const counts = series.map((s) => binCounts(s.scores, bins));
  const top = Math.max(1, ...counts.flat());
  const legendRows = Math.ceil(series.length / 3);
  const width = 460;
  const left = 44;
  const right = 10;
  const topPad = 30 + 16 * legendRows;
  const plotHeight = 150;
  const height = topPad + plotHeight + 52;
  const base = topPad + plotHeight;
  const binWidth = (width - left - right) / bins.count;
  const barWidth = Math.max(1, (binWidth - 4) / series.length);
  const svg = el('svg', {
    viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', class: 'lab-histogram', 'data-system': system,
    'aria-label': `${system}: histogram of the scores of ${series.map((s) => `${s.player} (${s.scores.length} games)`).join(', ')}`,
  }) as SVGSVGElement;
  svg.append(el('rect', { x: 0, y: 0, width, height, fill: '#fff' }));
  svg.append(el('text', { x: left, y: 16, 'font-size': 13, 'font-weight': 700 }, system));
  series.forEach((s, p) => {
    const x = left + (p % 3) * 140;
    const y = 34 + 16 * Math.floor(p / 3);
    const entry = el('g', { class: 'legend-entry', 'data-player': s.player });
    entry.append(el('rect', { x, y: y - 9, width: 12, height: 12, fill: PLAYER_COLOURS[p % PLAYER_COLOURS.length], stroke: '#333' }));
    entry.append(el('text', { x: x + 16, y: y + 1, 'font-size': 11 }, s.player.length > 20 ? `${s.player.slice(0, 19)}…` : s.player));
    svg.append(entry);
  });
  for (const t of countTicks(top)) {
    const y = base - (plotHeight * t) / top;
    svg.append(el('line', { x1: left - 4, x2: width - right, y1: y, y2: y, stroke: t === 0 ? '#333' : '#ddd' }));
    svg.append(el('text', { x: left - 6, y: y + 4, 'font-size': 10, 'text-anchor': 'end' }, String(t)));
  }
  counts.forEach((row, p) =>
    row.forEach((c, i) => {
      const barHeight = (plotHeight * c) / top;
      const bar = el('rect', {
        x: left + i * binWidth + 2 + p * barWidth, y: base - barHeight, width: barWidth, height: barHeight,
        fill: PLAYER_COLOURS[p % PLAYER_COLOURS.length], class: 'bar', 'data-player': series[p].player, 'data-count': c,
      });
      bar.append(el('title', {}, `${series[p].player}: ${c} game${c === 1 ? '' : 's'} scoring ${binLabel(bins, i)}`));
      svg.append(bar);
    }),
  );
  // Bin labels under the x axis: every bin's first score, thinned to fit.
  const every = Math.ceil(bins.count / 8);
  for (let i = 0; i < bins.count; i += every)
    svg.append(el('text', { x: left + i * binWidth + binWidth / 2, y: base + 14, 'font-size': 10, 'text-anchor': 'middle' }, binLabel(bins, i)));
  svg.append(el('line', { x1: left, x2: left, y1: topPad, y2: base, stroke: '#333' }));
  svg.append(el('text', { x: left + (width - left - right) / 2, y: base + 34, 'font-size': 11, 'text-anchor': 'middle', class: 'x-label' },
    bins.width === 1 ? 'score' : `score (bins of ${bins.width} points)`));
  svg.append(el('text', { x: 12, y: topPad + plotHeight / 2, 'font-size': 11, 'text-anchor': 'middle', class: 'y-label',
    transform: `rotate(-90 12 ${topPad + plotHeight / 2})` }, 'games'));
  return svg;
}
