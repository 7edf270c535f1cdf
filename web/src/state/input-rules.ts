// The rules for what a visitor types or a link carries, shared by the game's
// URL (url-state.ts, and the embed's settings) and the lab's (lab/settings.ts):
// each check returns the value to use and, when the text was refused, a
// one-line problem naming it and the default used instead.

export interface Checked<T> {
  value: T;
  problem: string | null;
}

export const quoted = (text: string) => `'${text.slice(0, 40)}'`;

// Returns a function that takes a checked value and notes its problem, if any, in `problems`.
export function noteProblems(problems: string[]) {
  return <T>(checked: Checked<T>): T => {
    if (checked.problem) problems.push(checked.problem);
    return checked.value;
  };
}

export function wholeNumber(label: string, text: string, lo: number, hi: number, fallback: number): Checked<number> {
  const t = text.trim();
  const n = Number(t);
  if (/^\d{1,8}$/.test(t) && n >= lo && n <= hi) return { value: n, problem: null };
  return { value: fallback, problem: `${label}: ${quoted(text)} is not a whole number from ${lo.toLocaleString('en')} to ${hi.toLocaleString('en')}. Using ${fallback}.` };
}

// A seed is the engine's (point_system.h's parse_seed): a signed 64-bit
// decimal integer, as a string (JS numbers stop at 2^53). Every seed the app
// ever dealt or linked is one; the lab's game i plays seed + i.
const SEED_MAX = 2n ** 63n - 1n;

// Why `text` is not a seed, or null when it is one.
function seedFault(text: string): string | null {
  const t = text.trim();
  if (!/^-?\d{1,19}$/.test(t)) return 'is not a whole number';
  const value = BigInt(t);
  return value > SEED_MAX || value < -SEED_MAX - 1n ? 'is outside the signed 64-bit range' : null;
}

// A seed from a URL or a form; `fallbackText` says what is used instead.
export function checkSeed<F extends string | null>(text: string, fallback: F, fallbackText = String(fallback)): Checked<string | F> {
  const fault = seedFault(text);
  if (fault === null) return { value: String(BigInt(text.trim())), problem: null };
  return { value: fallback, problem: `Seed: ${quoted(text)} ${fault}. Using ${fallbackText}.` };
}

// The deal-seed box's error, or null for a seed.
export function seedError(text: string): string | null {
  const fault = seedFault(text);
  return fault && `"${text.trim()}" ${fault}`;
}

// The seed `offset` deals after `seed` (the lab's game i).
export const seedPlus = (seed: string, offset: number) => String(BigInt(seed) + BigInt(offset));

export function randomSeed(): string {
  return String(Math.floor(Math.random() * 1_000_000_000));
}

// The daily deal: the same seed for everyone on a (UTC) date, e.g. 20261121.
export function dailySeed(date = new Date()): string {
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
}

// A strength by name among `choices` (the app's, or the lab's replayable
// ones); null text (none given) is no problem.
export function checkStrength<S extends { name: string }>(text: string | null, choices: readonly S[], fallbackText: string): Checked<S | null> {
  if (text === null) return { value: null, problem: null };
  const found = choices.find((s) => s.name === text.trim());
  if (found) return { value: found, problem: null };
  const names = choices.map((s) => s.name).join(', ');
  return { value: null, problem: `Strength: ${quoted(text)} is not one of ${names}. Using ${fallbackText}.` };
}
