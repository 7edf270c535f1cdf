// A class's players from files a teacher drops on the lab or chooses: a
// student's `.js` or `.py` file, or a lab JSON export that carries players
// (a student's run, "yours", or a class run's, "class"). Each file gives
// players or says why it gives none; nothing is run here.
import { MOST_CODE_CHARS, tooLong } from '../player/player-link';
import type { Language } from '../player/sandbox';

export interface Student {
  name: string; // as the tables show it: unique, editable
  file: string; // the file it came from
  language: Language;
  code: string;
}

export type Candidate = Omit<Student, 'name'> & { name: string | null }; // null: named after its file

// A lab export may hold a whole class: every player's code at most.
const MOST_EXPORT_CHARS = 200 * MOST_CODE_CHARS;
// Names as the tables show them: short, one line.
export const MOST_NAME_CHARS = 60;

const languageOf = (file: string): Language | null => (/\.py$/i.test(file) ? 'python' : /\.(m?js)$/i.test(file) ? 'javascript' : null);

// A name from a file's name: its name without the folder and extension.
export const nameOfFile = (file: string) => file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || file;

// A name for the tables: one line, at most MOST_NAME_CHARS, never empty.
export function cleanName(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, MOST_NAME_CHARS).trim();
}

// A class run's clock, which its export carries (a replay plays with it).
export interface ClassClock {
  prepSeconds: number;
  gameSeconds: number;
}

type Read = { players: Candidate[]; clock?: ClassClock } | { problem: string };

// The players of one file's text (and a class export's clock), or why it has none.
export function readPlayers(file: string, text: string): Read {
  if (/\.json$/i.test(file)) return readExport(file, text);
  const language = languageOf(file);
  if (!language) return { problem: 'not a player: the lab takes .js, .py and its own JSON exports' };
  if (!text.trim()) return { problem: 'the file is empty' };
  if (text.length > MOST_CODE_CHARS) return { problem: tooLong(text.length) };
  return { players: [{ name: null, file, language, code: text }] };
}

// A lab export: its student's player ("yours", named as it named itself)
// or its class ("class", named as they were).
function readExport(file: string, text: string): Read {
  if (text.length > MOST_EXPORT_CHARS) return { problem: `it is ${text.length.toLocaleString('en')} characters long, more than a lab export of a class` };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: 'not JSON (a lab export, damaged?)' };
  }
  const exported = data as { yours?: unknown; class?: { players?: unknown; prepSeconds?: unknown; gameSeconds?: unknown } };
  const entries = [...(Array.isArray(exported?.class?.players) ? exported.class.players : []), ...(exported?.yours ? [exported.yours] : [])];
  if (!entries.length) return { problem: 'a lab export without a student\'s player (its run had none)' };
  const players: Candidate[] = [];
  for (const entry of entries as Record<string, unknown>[]) {
    const language = entry?.language;
    const code = entry?.code;
    if ((language !== 'javascript' && language !== 'python') || typeof code !== 'string' || !code.trim())
      return { problem: 'a player in it has no code or no language' };
    if (code.length > MOST_CODE_CHARS) return { problem: tooLong(code.length) };
    const name = typeof entry.name === 'string' ? cleanName(entry.name) : '';
    // A class's student keeps the file it came from; a student's run is its export.
    const from = typeof entry.file === 'string' && entry.file ? cleanName(entry.file) || file : file;
    players.push({ name: name || null, file: from, language, code });
  }
  const seconds = (v: unknown) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 300 ? (v as number) : null);
  const [prep, game] = [seconds(exported.class?.prepSeconds), seconds(exported.class?.gameSeconds)];
  return prep && game ? { players, clock: { prepSeconds: prep, gameSeconds: game } } : { players };
}

// `wanted`, or with " (2)", " (3)", … the first that none of `taken` is.
export function uniqueName(wanted: string, taken: ReadonlySet<string>): string {
  let name = wanted;
  for (let k = 2; taken.has(name); k++) name = `${wanted} (${k})`;
  return name;
}
