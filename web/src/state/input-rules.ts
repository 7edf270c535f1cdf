// The checks of what a visitor types or a link carries that are the page's
// own (the engine's rules, a seed or a point system, are checked by the
// engine), shared by the game's URL (url-state.ts, and the embed's settings)
// and the lab's (lab/settings.ts): each check returns the value to use and,
// when the text was refused, a one-line problem naming it and the default
// used instead.

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

// The seed `offset` deals after `seed`, a seed the engine checked (the lab's game i).
export const seedPlus = (seed: string, offset: number) => String(BigInt(seed) + BigInt(offset));

// The daily deal: the same seed for everyone on a (UTC) date, e.g. 20261121.
export function dailySeed(date = new Date()): string {
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
}

// on/off switches: on, off, 1, 0, true, false, yes, no (and '': on, as an
// attribute given without a value).
export function checkSwitch(label: string, text: string, fallback: boolean): Checked<boolean> {
  const t = text.trim().toLowerCase();
  if (['on', '1', 'true', 'yes', ''].includes(t)) return { value: true, problem: null };
  if (['off', '0', 'false', 'no'].includes(t)) return { value: false, problem: null };
  return { value: fallback, problem: `${label}: ${quoted(text)} is not on or off. Using ${fallback ? 'on' : 'off'}.` };
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
