// Playing a class's students in a lab run: each student in a sandbox of its
// own (a fresh PlayerSandbox, its iframe removed after its games), refereed
// by the lab's StudentPlayer on the run's sealed deals with the same rules
// as "Your player" and pps (player/verdict.ts): a lost game (an error in the
// code too) scores the contest's penalty and the student starts afresh,
// some lost in a row withdraw it, a player that does not load is listed with
// why. Every limit is the class's clock. Every student is scored on every deal,
// as in the contest and in pps: a game a student did not play (withdrawn, or
// not loaded) is lost without being played, so the grades compare the same
// deals and cost no time. Students play
// one after another, each all its games: on a 2-core laptop the page, the
// engine's worker and one student's sandbox already share the cores, and a
// student's clock is wall time, so two students at once would each think on
// less of the machine than when they tried their code alone (and could lose
// games on time they win alone); one at a time also keeps one Python heap
// in memory, and costs a looping student only its own games.
import type { EngineClient } from '../../engine/client';
import { seedPlus } from '../../state/input-rules';
import { sentence } from '../words';
import { engineFiles } from '../player/mine';
import type { Progress } from '../player/python-files';
import { type Clock, type Deals, StudentPlayer, type SystemPoints } from '../player/referee';
import { Verdict, errorWords, unplayed } from '../player/verdict';
import { PlayerSandbox, type PythonFiles, type SandboxFiles } from '../player/sandbox';
import type { GameResult } from '../stats';
import type { Student } from './class-files';

export interface ClassGames {
  systems: string[];
  games: number;
  seed: string;
  key: string;
  clock: Clock;
}

// How a student's games ended: its status (verdict.ts's words) and the name
// it gave; `unplayed`, the reason of its games left (withdrawn, not loaded).
export type StudentEnd =
  | { kind: 'done'; name: string; status: string; unplayed: string | null }
  | { kind: 'not loaded'; reason: string }
  | { kind: 'stopped' };

export interface StudentReport {
  status(text: string): void; // what the student is doing now
  game(result: GameResult): void; // each game, as it ends
}

export class ClassRunner {
  private files: Promise<SandboxFiles> | null = null;
  private sandbox: PlayerSandbox | null = null;
  private stopping = false;
  private readonly cards = new Map<string, Promise<number[]>>(); // a run's deals, by system|seed
  private dealsKey: string | null = null;
  private readonly systems = new Map<string, SystemPoints>();

  constructor(
    private readonly client: EngineClient,
    private readonly python: (progress: Progress) => Promise<PythonFiles>,
  ) {}

  // A run starts: nothing stopped yet.
  begin() {
    this.stopping = false;
  }

  stop() {
    this.stopping = true;
    void this.sandbox?.stop();
  }

  // Sealed deal `seed` of each system under `key` for every student: each
  // deal is asked of the engine once a run.
  private deals(key: string): Deals {
    if (this.dealsKey !== key) {
      this.cards.clear();
      this.dealsKey = key;
    }
    return {
      cards: (system, seed) => {
        let cards = this.cards.get(`${system}|${seed}`);
        if (!cards) this.cards.set(`${system}|${seed}`, (cards = this.client.sealedCards(key, system, seed)));
        return cards;
      },
      score: (system, seed, cells) => this.client.sealedScore(system, key, seed, cells).catch((e: Error) => {
        throw new Error(`the referee could not replay the game: ${e.message}`);
      }),
    };
  }

  private async points(system: string): Promise<SystemPoints> {
    let points = this.systems.get(system);
    if (!points) {
      const { points: values, forfeit } = await this.client.parseSystem(system);
      points = { spec: system, points: values, forfeit };
      this.systems.set(system, points);
    }
    return points;
  }

  // One student's games, every system's, in a sandbox of its own.
  async play(student: Student, run: ClassGames, report: StudentReport): Promise<StudentEnd> {
    if (this.stopping) return { kind: 'stopped' };
    let python: PythonFiles | null = null;
    if (student.language === 'python') {
      try {
        python = await this.python((bytes) => report.status(`loading Python: ${(bytes / 1e6).toFixed(1)} MB…`));
      } catch (e) {
        const end: StudentEnd = { kind: 'not loaded', reason: `Python could not be loaded: ${sentence((e as Error).message)}` };
        await this.forfeitRest(student, run, new Set(), unplayed('not loaded', end.reason), report);
        return end;
      }
    }
    report.status('loading…');
    const sandbox = new PlayerSandbox(() => (this.files ??= engineFiles()), () => {}); // its log is not shown
    this.sandbox = sandbox;
    const played: string[] = []; // system|seed of the games it played
    let end: StudentEnd;
    try {
      const player = new StudentPlayer(sandbox, { language: student.language, code: student.code, python }, run.clock);
      end = await this.games(player, student, run, {
        status: report.status,
        game: (result) => {
          played.push(`${result.system}|${result.seed}`);
          report.game(result);
        },
      });
    } finally {
      this.sandbox = null;
      await sandbox.stop();
      sandbox.destroy();
    }
    const why = end.kind === 'not loaded' ? unplayed('not loaded', end.reason) : end.kind === 'done' ? end.unplayed : null;
    if (why) await this.forfeitRest(student, run, new Set(played), why, report);
    return end;
  }

  // The games `student` did not play, each lost with `why`.
  private async forfeitRest(student: Student, run: ClassGames, played: ReadonlySet<string>, why: string, report: StudentReport) {
    for (const system of run.systems) {
      const { forfeit } = await this.points(system);
      for (let g = 0; g < run.games; g++) {
        const seed = seedPlus(run.seed, g);
        if (!played.has(`${system}|${seed}`)) report.game({ player: student.name, system, seed, score: forfeit, lost: why });
      }
    }
  }

  private async games(player: StudentPlayer, student: Student, run: ClassGames, report: StudentReport): Promise<StudentEnd> {
    let loaded;
    try {
      loaded = await player.load();
    } catch (e) {
      loaded = { ok: false as const, error: { message: (e as Error).message, line: null, during: 'loading' } };
    }
    if (this.stopping) return { kind: 'stopped' };
    if (!loaded.ok) return { kind: 'not loaded', reason: errorWords(loaded.error) };
    const name = loaded.name;
    const deals = this.deals(run.key);
    const total = run.systems.length * run.games;
    const verdict = new Verdict();
    let played = 0;
    for (const system of run.systems) {
      const points = await this.points(system);
      for (let g = 0; g < run.games; g++) {
        const seed = seedPlus(run.seed, g);
        report.status(`playing: ${played} of ${total} games`);
        const outcome = await player.play(points, seed, deals);
        if (outcome.kind === 'stopped' || this.stopping) return { kind: 'stopped' };
        played++;
        const lost = outcome.kind === 'lost' ? outcome.reason : null;
        const cells = outcome.kind === 'scored' ? { cells: outcome.cells } : {};
        report.game({ player: student.name, system, seed, score: outcome.score, ...(lost !== null ? { lost } : {}), ...cells });
        if (verdict.record(lost)) return { kind: 'done', name, status: verdict.status, unplayed: unplayed('withdrawn', verdict.withdrawn!) };
      }
    }
    return { kind: 'done', name, status: verdict.status, unplayed: null };
  }
}
