// The point systems a player can pick, in the engine's text forms
// (wasm/engine/point_system.h): presets, the contest's generators with a seed,
// single-hand systems and custom tables.
export const CATEGORY_LABELS = [
  'High card', 'One pair', 'Two pair', 'Three of a kind', 'Straight',
  'Flush', 'Full house', 'Four of a kind', 'Straight flush', 'Royal flush',
];
export const CATEGORY_SLUGS = [
  'high-card', 'one-pair', 'two-pair', 'three-of-a-kind', 'straight',
  'flush', 'full-house', 'four-of-a-kind', 'straight-flush', 'royal-flush',
];

export type SystemKind = 'american' | 'british' | 'ameritish' | 'random' | 'hypercorner' | 'single' | 'custom';

export const SYSTEM_KINDS: { kind: SystemKind; label: string; seeded: boolean }[] = [
  { kind: 'american', label: 'American', seeded: false },
  { kind: 'british', label: 'British', seeded: false },
  { kind: 'ameritish', label: 'Ameritish (generated)', seeded: true },
  { kind: 'random', label: 'Random (generated)', seeded: true },
  { kind: 'hypercorner', label: 'Hypercorner (generated)', seeded: true },
  { kind: 'single', label: 'Single hand', seeded: false },
  { kind: 'custom', label: 'Custom', seeded: false },
];

// Splits a system spec back into what the picker shows.
export function describeSpec(spec: string): { kind: SystemKind; seed: string; category: number } {
  const [head, arg = ''] = spec.split(':');
  if (head === 'american' || head === 'british') return { kind: head, seed: '', category: 5 };
  if (head === 'ameritish' || head === 'random' || head === 'hypercorner') return { kind: head, seed: arg, category: 5 };
  if (head === 'single') {
    const category = CATEGORY_SLUGS.indexOf(arg);
    return { kind: 'single', seed: '', category: category >= 0 ? category : 5 };
  }
  return { kind: 'custom', seed: '', category: 5 };
}

// Checks one custom value; returns an error message or null.
export function customValueError(label: string, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return `${label}: enter a whole number from -128 to 127`;
  if (!/^[-+]?\d+$/.test(trimmed)) return `${label}: "${trimmed}" is not a whole number`;
  const value = Number(trimmed);
  if (value < -128 || value > 127) return `${label}: ${value} is outside -128..127`;
  return null;
}
