// The class in a lab run: what the controller asks of it (lab-controller.ts).
// Before the run, the roster and its clock, checked; during it, each student
// in turn (class-run.ts) with its row's status; after it, the leaderboard
// against the chosen reference, the grade sheet, and what the JSON export
// carries (every student's code, so that the export dropped on the lab
// again brings the whole class back).
import type { EngineClient } from '../../engine/client';
import type { Progress } from '../player/python-files';
import type { PythonFiles } from '../player/sandbox';
import type { GameResult } from '../stats';
import type { Student } from './class-files';
import { type ClassGames, ClassRunner } from './class-run';
import { ClassView } from './class-view';
import { gradeSheet, type Origin } from './grade-sheet';
import { leaderboard } from './leaderboard';
import { STATUS } from '../player/verdict';

export interface ClassEntry {
  name: string;
  file: string;
  language: string;
  code: string;
  calls: string; // what the player calls itself (getName), '' if it did not load
  status: string;
}

// The deals of a run: a fresh key's, or a replay of an earlier run's (whose
// key someone else gave, who may know every card: the page, the leaderboard
// and the grade sheet say so).
export interface Deals {
  key: string | null;
  replay: boolean;
}

// The grade sheet's key column, and the leaderboard's line about the deals.
const keyColumn = (d: Deals) => (d.key && d.replay ? `replay of the run with key ${d.key}` : d.key);
const dealsLine = (d: Deals) => (d.key === null ? ''
  : d.replay ? `Replay of the run with key ${d.key}: whoever has that key can know every card.`
  : `Sealed deals of key ${d.key}, drawn for this run.`);

export class ClassLab {
  readonly view: ClassView;
  private readonly runner: ClassRunner;
  private entries: ClassEntry[] = [];
  private last: { results: GameResult[]; players: string[]; systems: string[]; deals: Deals } | null = null;

  constructor(client: EngineClient, python: (progress: Progress) => Promise<PythonFiles>, changed: () => void) {
    this.runner = new ClassRunner(client, python);
    this.view = new ClassView(changed);
    this.view.render();
  }

  // The students of the next run and their clock, or why it cannot run:
  // a student may not be named as another player of the run.
  read(others: string[]): { students: Student[]; prepSeconds: number; gameSeconds: number; errors: string[] } {
    const students = [...this.view.roster.list];
    const clock = students.length ? this.view.readClock() : { prepSeconds: 10, gameSeconds: 30, errors: [] };
    const clash = students.filter((s) => others.includes(s.name)).map((s) => s.name);
    if (clash.length) clock.errors.push(`rename the student${clash.length === 1 ? '' : 's'} named as another player: ${clash.join(', ')}`);
    return { students, ...clock };
  }

  // Plays every student in turn; each game goes into `results` and is
  // reported (a game a student did not play too: lost, unplayed).
  // A run starts with `students` (maybe none): the last run's leaderboard goes.
  begin(students: Student[]) {
    this.entries = students.map((s) => ({ name: s.name, file: s.file, language: s.language, code: s.code, calls: '', status: STATUS.stopped }));
    this.last = null;
    this.view.showLeaderboard(null, null);
  }

  async play(students: Student[], run: ClassGames, results: GameResult[], report: { game(): void }) {
    this.runner.begin();
    this.view.setRunning(true);
    try {
      for (const [i, student] of students.entries()) {
        const entry = this.entries[i];
        const end = await this.runner.play(student, run, {
          status: (text) => this.view.showStatus(student.name, text),
          game: (result) => {
            results.push(result);
            report.game();
          },
        });
        if (end.kind === 'stopped') break;
        if (end.kind === 'not loaded') entry.status = STATUS.notLoaded(end.reason);
        else {
          entry.calls = end.name;
          entry.status = end.status;
        }
        this.view.showStatus(student.name, entry.status);
      }
    } finally {
      this.view.setRunning(false);
    }
  }

  stop() {
    this.runner.stop();
  }

  // The leaderboard of a finished (or stopped) run, or none without a class.
  show(results: GameResult[], players: string[], systems: string[], deals: Deals) {
    if (!this.entries.length) {
      this.last = null;
      this.view.showLeaderboard(null, null);
      return;
    }
    this.last = { results, players, systems, deals };
    const builtIn = players.find((p) => !this.entries.some((e) => e.name === p)) ?? null;
    this.view.setReferences(players, builtIn);
    this.refresh();
  }

  // The reference changed: the leaderboard again.
  refresh() {
    if (!this.last) return;
    const { results, players, systems, deals } = this.last;
    const reference = this.view.reference;
    this.view.showLeaderboard(leaderboard(results, players, systems, reference, this.statuses()), reference, dealsLine(deals));
  }

  private statuses(): Map<string, string> {
    return new Map(this.entries.filter((e) => e.status !== STATUS.played).map((e) => [e.name, e.status]));
  }

  // The grade sheet (CSV) of the last run.
  grades(): string | null {
    if (!this.last) return null;
    const { results, players, systems, deals } = this.last;
    const reference = this.view.reference;
    const origins = new Map<string, Origin>(this.entries.map((e) => [e.name, { file: e.file, name: e.calls }]));
    return gradeSheet(leaderboard(results, players, systems, reference, this.statuses()), origins, reference, keyColumn(deals));
  }

  // The class of the last run, for the JSON export.
  get exported(): ClassEntry[] {
    return this.entries;
  }
}
