// A class's players from files a teacher drops on the lab or chooses: a
// student's `.js` or `.py` file, or a student's lab JSON export ("yours":
// its code and name, nothing else). Each file gives players or says why it
// gives none; nothing is run here. A class run's export is class-export.ts's.
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
export const MOST_EXPORT_CHARS = 200 * MOST_CODE_CHARS;
// Names as the tables show them: short, one line.
export const MOST_NAME_CHARS = 60;

const languageOf = (file: string): Language | null => (/\.py$/i.test(file) ? 'python' : /\.(m?js)$/i.test(file) ? 'javascript' : null);

// A name from a file's name: its name without the folder and extension.
export const nameOfFile = (file: string) => file.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '') || file;

// A name for the tables: one line, at most MOST_NAME_CHARS, never empty.
export function cleanName(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, MOST_NAME_CHARS).trim();
}

// A class run's clock, which its export carries (class-export.ts).
export interface ClassClock {
  prepSeconds: number;
  gameSeconds: number;
}

type Read = { players: Candidate[] } | { problem: string };

// The players of one file's text, or why it has none.
export function readPlayers(file: string, text: string): Read {
  if (/\.json$/i.test(file)) return readExport(file, text);
  const language = languageOf(file);
  if (!language) return { problem: 'not a player: the lab takes .js, .py and its own JSON exports' };
  if (!text.trim()) return { problem: 'the file is empty' };
  if (text.length > MOST_CODE_CHARS) return { problem: tooLong(text.length) };
  return { players: [{ name: null, file, language, code: text }] };
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// A lab export's JSON object, or why it is none.
export function exportObject(text: string, most: number): Record<string, unknown> | { problem: string } {
  if (text.length > most) return { problem: `it is ${text.length.toLocaleString('en')} characters long, more than a lab export of a class` };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: 'not JSON (a lab export, damaged?)' };
  }
  return isRecord(data) ? data : { problem: 'not a lab export (not a JSON object)' };
}

// A player of an export, checked: its name (one line, at most MOST_NAME_CHARS,
// as the lab writes them), language and code; or what is wrong with it.
export function checkPlayer(entry: unknown): { name: string; language: Language; code: string } | string {
  if (!isRecord(entry)) return 'it is not a player';
  const { name, language, code } = entry;
  if (typeof name !== 'string' || !cleanName(name)) return 'its name is not text';
  if (name.length > MOST_NAME_CHARS) return `its name is longer than ${MOST_NAME_CHARS} characters`;
  if (language !== 'javascript' && language !== 'python') return 'its language is neither javascript nor python';
  if (typeof code !== 'string' || !code.trim()) return 'it has no code';
  if (code.length > MOST_CODE_CHARS) return tooLong(code.length);
  return { name: cleanName(name), language, code };
}

// A student's lab export ("yours"): that student's code and name only,
// under the export's own file name. A class run's export sets the class's
// clock and rules, so only the teacher's "Load a class's export…" takes it.
function readExport(file: string, text: string): Read {
  const data = exportObject(text, MOST_EXPORT_CHARS);
  if ('problem' in data) return data as { problem: string };
  if (data.class !== undefined) return { problem: 'a class run\'s export: it sets the class\'s clock and rules, so only "Load a class\'s export…" takes it' };
  if (data.yours === undefined) return { problem: 'a lab export without a student\'s player (its run had none)' };
  const player = checkPlayer(data.yours);
  if (typeof player === 'string') return { problem: `its player: ${player}` };
  return { players: [{ ...player, file }] };
}

// `wanted`, or with " (2)", " (3)", … the first that none of `taken` is.
export function uniqueName(wanted: string, taken: ReadonlySet<string>): string {
  let name = wanted;
  for (let k = 2; taken.has(name); k++) name = `${wanted} (${k})`;
  return name;
}
