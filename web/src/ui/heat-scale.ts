// The hint heat map's colours: each cell is coloured by how many points it
// loses against the best cell, on a colour-blind-safe scale (viridis: yellow
// for the best, through green and blue, to purple), and the scale is at least
// `floor` points long, so a cell a fraction of a point behind looks like the
// best one rather than like a blunder (a min-max scale would paint a 0.2-point
// spread from yellow to purple).

// Viridis at five stops, from no loss (t = 0) to the scale's end (t = 1).
const VIRIDIS: [number, number, number][] = [
  [253, 231, 37],
  [94, 201, 98],
  [33, 145, 140],
  [59, 82, 139],
  [68, 1, 84],
];

export interface HeatScale {
  best: number; // the best estimate
  span: number; // points of loss at the end of the scale
}

// The smallest span: 4% of the best estimate's size, and never under half a
// point (American's best is about 125: differences under 5 points stay light).
export function heatScale(values: number[]): HeatScale | null {
  const estimates = values.filter((v) => Number.isFinite(v));
  if (estimates.length === 0) return null;
  const best = Math.max(...estimates);
  const worstLoss = best - Math.min(...estimates);
  const floor = Math.max(0.5, 0.04 * Math.abs(best));
  return { best, span: Math.max(worstLoss, floor) };
}

// Where a value sits on the scale: 0 for the best, 1 at the span's end.
export function heatPosition(scale: HeatScale, value: number): number {
  return Math.min(1, Math.max(0, (scale.best - value) / scale.span));
}

export function heatColour(t: number): string {
  const x = Math.min(1, Math.max(0, t)) * (VIRIDIS.length - 1);
  const i = Math.min(VIRIDIS.length - 2, Math.floor(x));
  const f = x - i;
  const [r, g, b] = VIRIDIS[i].map((c, k) => Math.round(c + (VIRIDIS[i + 1][k] - c) * f));
  return `rgb(${r} ${g} ${b})`;
}

// Dark text on the light end, light text on the dark end.
export const heatTextColour = (t: number) => (t < 0.45 ? '#111' : '#fff');

// A legend's tick labels in points of loss, e.g. [0, -2.5, -5].
export function legendTicks(scale: HeatScale): string[] {
  const digits = scale.span < 3 ? 1 : 0;
  return [0, 0.5, 1].map((f) => (f === 0 ? 'best' : `−${(f * scale.span).toFixed(digits)}`));
}
