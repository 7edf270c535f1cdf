// A class run's JSON export, taken as the class's only when the teacher
// says so ("Load a class's export…"): its students (names, files, code),
// its clock and its tournament (the rerun link's built-in players, systems,
// games, seed, strength and key: the key then only replays). Read strictly:
// a value of the wrong type, out of range or too long refuses the whole
// file, which then changes nothing. The link's values are checked as a
// link's are (settings.ts, then the engine: lab-controller.ts).
import { type Candidate, type ClassClock, MOST_EXPORT_CHARS, checkPlayer, exportObject, isRecord } from './class-files';
import { MOST_STUDENTS } from './roster';
import type { LabSettings } from '../settings';

export interface ClassExport {
  students: (Candidate & { name: string })[];
  clock: ClassClock;
  search: string; // the rerun link's query: the tournament
}

const MOST_FILE_CHARS = 255;
const MOST_LINK_CHARS = 20_000;

const seconds = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 300;

export function readClassExport(text: string): ClassExport | { problem: string } {
  const data = exportObject(text, MOST_EXPORT_CHARS);
  if ('problem' in data) return data as { problem: string };
  const klass = data.class;
  if (!isRecord(klass)) return { problem: 'not a class run\'s export (it has no class)' };
  if (!seconds(klass.prepSeconds) || !seconds(klass.gameSeconds))
    return { problem: 'its preparation and game clock must be whole numbers of seconds from 1 to 300' };
  const players = klass.players;
  if (!Array.isArray(players) || players.length === 0) return { problem: 'its class has no students' };
  if (players.length > MOST_STUDENTS) return { problem: `its class has ${players.length} students, more than the ${MOST_STUDENTS} the lab takes` };
  const students: ClassExport['students'] = [];
  for (const [i, entry] of players.entries()) {
    const player = checkPlayer(entry);
    if (typeof player === 'string') return { problem: `student ${i + 1}: ${player}` };
    const file = (entry as Record<string, unknown>).file;
    if (typeof file !== 'string' || !file.trim() || file.length > MOST_FILE_CHARS || /[\u0000-\u001f\u007f]/.test(file))
      return { problem: `student ${i + 1} (${player.name}): its file must be a name of 1 to ${MOST_FILE_CHARS} characters on one line` };
    if (students.some((s) => s.name === player.name)) return { problem: `two students are named ${player.name}` };
    students.push({ ...player, file });
  }
  const rerun = data.rerun;
  if (typeof rerun !== 'string' || rerun.length > MOST_LINK_CHARS) return { problem: 'it has no rerun link' };
  let search: string;
  try {
    search = new URL(rerun, 'https://lab.invalid/').search;
  } catch {
    return { problem: 'its rerun link is not a link' };
  }
  return { students, clock: { prepSeconds: klass.prepSeconds as number, gameSeconds: klass.gameSeconds as number }, search };
}

// What loading an export changes, from (`form`, `clock`) to (`next`, `nextClock`),
// in words: "preparation 10 s → 300 s", one part a setting that changes.
export function describeChanges(form: LabSettings, clock: ClassClock, next: LabSettings, nextClock: ClassClock): string[] {
  const list = (specs: string[]) => specs.join(' ') || 'none';
  const strength = (s: LabSettings) => s.strength ?? `${s.simulations} simulations, ${s.learnGames} learning games`;
  const parts: [string, string, string][] = [
    ['preparation', `${clock.prepSeconds} s`, `${nextClock.prepSeconds} s`],
    ['game clock', `${clock.gameSeconds} s`, `${nextClock.gameSeconds} s`],
    ['players', list(form.players), list(next.players)],
    ['systems', list(form.systems), list(next.systems)],
    ['games', String(form.games), String(next.games)],
    ['first seed', form.seed, next.seed],
    ['strength', strength(form), strength(next)],
  ];
  return parts.filter(([, was, now]) => was !== now).map(([what, was, now]) => `${what} ${was} → ${now}`);
}
