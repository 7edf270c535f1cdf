// The referee of a student's player in a lab tournament, with the contest's
// rules as `pps` applies them to a command-line player (docs/PLAYER-PROTOCOL.md):
// the player prepares for each point system within its preparation time,
// then each game's 25 answers share one game clock (init's time counts);
// loading the code and answering getName take the preparation time too (the
// lab's own start, the engine's helpers and Python, is not the player's).
// A game in which it runs out of time, answers a cell that is taken or out
// of range, or anything but [row, col], or its code throws (also later, in a
// timer or a promise it left running), is lost: it scores 10 times the
// system's least hand score, and the player is stopped and started afresh
// (and prepares again) for the next game. What a lost game leads to
// (withdrawn after some in a row) is verdict.ts's. The deals and the final score are the engine's
// (Deals), never the player's. A game is played in the sandbox (its own
// script deals each card when it is drawn and keeps the game's clock:
// sandbox-host.js); every answer and its time come back here to be judged.
import { cardText } from '../../engine/rules';
import type { Language, Outcome, PlayerSandbox, PythonFiles } from './sandbox';
import { type CodeError, errorReason, errorWords } from './verdict';

export interface Clock {
  prepMillis: number; // to load the code and answer getName, and to answer setPointSystem
  gameMillis: number; // for init and the 25 getPlay of a game
}

export interface Deals {
  cards(system: string, seed: string): Promise<number[]>; // the deal's 25 cards, in order
  score(system: string, seed: string, cells: number[]): Promise<number>; // the grid's score, the cards played in `cells`
}

export interface SystemPoints {
  spec: string;
  points: number[];
  forfeit: number; // a lost game's score: the engine's (PointSystem::forfeit_points)
}

// A game lost to an error in the code carries it (the panel shows its line).
export type GameOutcome =
  | { kind: 'scored'; score: number; cells: number[] } // cells: where each card went, in order
  | { kind: 'lost'; score: number; reason: string; error?: CodeError }
  | { kind: 'stopped' };

export type Loaded = { ok: true; name: string } | { ok: false; error: CodeError };

export interface PlayerCode {
  language: Language;
  code: string;
  python: PythonFiles | null;
}

const seconds = (ms: number) => `${(Math.max(0, ms) / 1000).toFixed(3)} s`;
const show = (v: unknown) => (typeof v === 'number' ? String(v) : JSON.stringify(v));

// Why an answer to getPlay is refused, or null for a legal cell.
export function refusal(value: unknown, taken: ReadonlySet<number>): string | null {
  if (!Array.isArray(value)) return `returned ${(value as { not?: string })?.not ?? 'something'}, not [row, col]`;
  const [row, col] = value as number[];
  if (!Number.isInteger(row) || !Number.isInteger(col)) return `returned [${show(row)}, ${show(col)}]: row and column must be whole numbers`;
  if (row < 0 || row > 4 || col < 0 || col > 4) return `returned [${row}, ${col}]: row and column must be 0 to 4`;
  if (taken.has(row * 5 + col)) return `returned [${row}, ${col}]: row ${row}, column ${col} is taken`;
  return null;
}

export class StudentPlayer {
  name = '';
  private running = false; // a copy is loaded
  private preparedFor: string | null = null;

  constructor(
    private readonly sandbox: PlayerSandbox,
    private readonly code: PlayerCode,
    private readonly clock: Clock,
  ) {}

  // Loads a fresh copy; its name, or why it failed.
  async load(): Promise<Loaded> {
    this.running = false;
    this.preparedFor = null;
    const { language, code, python } = this.code;
    const got = await this.sandbox.spawn(language, code, this.clock.prepMillis, python);
    if (got.kind === 'started') {
      this.running = true;
      this.name = got.name;
      return { ok: true, name: got.name };
    }
    const failed = (message: string, line: number | null = null): Loaded => ({ ok: false, error: { message, line, during: 'loading' } });
    if (got.kind === 'error') return { ok: false, error: { message: got.message, line: got.line, during: got.during === 'getName' ? 'getName' : 'loading' } };
    if (got.kind === 'timeout') return failed(got.runtime
      ? `the lab's ${language === 'python' ? 'Python' : 'JavaScript'} did not start within ${seconds(got.ms)} (a busy computer?)`
      : `did not load and answer getName within the ${seconds(this.clock.prepMillis)} of preparation`);
    const why = { flood: 'sent too many messages while loading', crashed: 'its sandbox stopped while loading (out of memory?)', stopped: 'stopped' };
    return failed(why[got.kind as keyof typeof why] ?? got.kind);
  }

  async stop() {
    this.running = false;
    this.preparedFor = null;
    await this.sandbox.stop();
  }

  // One game of `system` on the deal of `seed`.
  async play(system: SystemPoints, seed: string, deals: Deals): Promise<GameOutcome> {
    const penalty = system.forfeit;
    const lost = async (reason: string, error?: CodeError): Promise<GameOutcome> => {
      await this.stop(); // a lost game's player starts afresh
      return { kind: 'lost', score: penalty, reason, ...(error ? { error } : {}) };
    };
    // The outcome of a call that did not answer in time or failed, or null.
    const problem = async (got: Outcome, what: string, leftMs: number): Promise<GameOutcome | null> => {
      if (got.kind === 'reply') return null;
      if (got.kind === 'stopped') return { kind: 'stopped' };
      if (got.kind === 'timeout') return lost(`no answer to ${what} within the ${seconds(leftMs)} left`);
      if (got.kind === 'flood') return lost(`during ${what}, sent more messages than it was asked for`);
      if (got.kind === 'crashed') return lost(`its sandbox stopped during ${what} (out of memory?)`);
      if (got.kind === 'error') {
        // The runner names the call itself for an error thrown later (a timer, a promise).
        const error = { message: got.message, line: got.line, during: got.during.startsWith('a ') ? got.during : what.replace(/^card/, 'getPlay of card') };
        return lost(errorReason(error), error);
      }
      return lost(`answered ${what} out of turn`);
    };

    if (!this.running) {
      const loaded = await this.load();
      if (!loaded.ok) return lost(`did not start again: ${errorWords(loaded.error)}`, loaded.error);
    }
    if (this.preparedFor !== system.spec) {
      const prepared = await this.sandbox.call('setPointSystem', [system.points, this.clock.prepMillis], this.clock.prepMillis);
      const failed = await problem(prepared, 'setPointSystem', this.clock.prepMillis);
      if (failed) return failed;
      this.preparedFor = system.spec;
    }
    const cards = await deals.cards(system.spec, seed);
    const what = (turn: number) => (turn === 0 ? 'init' : `card ${turn} (${cardText(cards[turn - 1])})`);
    const game = await this.sandbox.game(cards, this.clock.gameMillis);
    if (game.kind === 'cut') {
      const cut = await problem(game.outcome, game.turn === null ? 'the game' : what(game.turn), this.clock.gameMillis);
      return cut ?? lost('answered the game out of turn');
    }
    // The sandbox timed each call and stopped at the first that failed or
    // was refused; its answers are checked here all the same.
    let left = this.clock.gameMillis;
    const cells: number[] = [];
    const taken = new Set<number>();
    for (const [turn, got] of game.calls.entries()) {
      const failed = await problem(got, what(turn), left);
      if (failed) return failed;
      left -= got.ms;
      if (left < 0) return lost(`no answer to ${what(turn)} within the ${seconds(left + got.ms)} left`);
      if (turn === 0) continue;
      const refused = refusal((got as { value: unknown }).value, taken);
      if (refused) return lost(`${refused} for ${what(turn)}`);
      const [row, col] = (got as { value: number[] }).value;
      cells.push(row * 5 + col);
      taken.add(row * 5 + col);
    }
    if (cells.length !== cards.length) return lost(`stopped after ${cells.length} of ${cards.length} cards`);
    return { kind: 'scored', score: await deals.score(system.spec, seed, cells), cells };
  }
}
