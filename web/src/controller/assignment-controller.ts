// An assignment's course (docs/TEACHING.md, "Assignments"): its deals in order, each
// played once and scored at its 25th card; then the parts of its grade (the
// AI's score on the same cards, the best grid of them); the next deal when
// the student asks for it; the grade at the end. Every change is kept at
// once by each AssignmentListener (this browser's storage, a learning
// platform, an embedding page), in the same task as the card that made it,
// so a reload resumes exactly there and never gives a card back: a deal
// already scored is never played again, and one under way comes back with
// its cards where they were.
import type { EngineClient } from '../engine/client';
import { strengthBudget } from '../state/ai-settings';
import { dealOf, type Assignment } from '../state/assignment';
import { currentDeal, finished, furthest, newProgress, progressText, readProgress, type Progress } from '../state/assignment-progress';
import { movesText } from '../state/url-state';
import { assignmentStatus, withDeal, type AssignmentPhase, type AssignmentStatus } from './assignment-state';
import type { GameController } from './game-controller';
import type { GameEventDetail } from './game-events';
import type { AssignmentListener, GameListener } from './ports';

// What the page shows for it: `say`, the status line (the next message
// replaces it); `warn`, a problem that stays on the page (a learning
// platform's refusal: the student must see it, whatever comes after).
export interface AssignmentMessages {
  say(text: string): void;
  warn(text: string): void;
}

export class AssignmentController implements GameListener {
  private status: AssignmentStatus;
  private warned = new Set<string>(); // each failure is said once
  private starting: string[] | null = null; // the problems of start(), while it runs
  private closed = false; // another assignment or a single game replaced this one
  private settings: Assignment;

  constructor(
    private readonly game: GameController,
    private readonly client: EngineClient,
    assignment: Assignment,
    private readonly listeners: AssignmentListener[],
    private readonly messages: AssignmentMessages,
  ) {
    this.settings = assignment;
    this.status = assignmentStatus(assignment, newProgress(assignment.id, assignment.count), 'playing');
  }

  get assignment(): Assignment {
    return this.settings;
  }

  private say(text: string) {
    this.messages.say(text);
  }

  // A listener's failure or report: once, in start()'s problems while it runs, else on the page.
  private warn = (text: string) => {
    if (this.warned.has(text)) return;
    this.warned.add(text);
    if (this.starting) this.starting.push(text);
    else this.messages.warn(text);
  };

  // Resumes from the progress kept (the furthest copy), or starts at deal 1.
  // Returns the problems met (damaged or foreign progress, a listener's failure).
  async start(): Promise<string[]> {
    const problems: string[] = [];
    this.starting = problems;
    let progress: Progress | null = null;
    for (const listener of this.listeners) listener.attach?.(this.warn);
    // The copies are read together: a platform on the network answers while this browser's is read.
    const texts = await Promise.all(this.listeners.map(async (listener) => {
      try {
        return (await listener.load?.(this.assignment)) ?? null;
      } catch (e) {
        this.warn(this.failure(listener, e));
        return null;
      }
    }));
    for (const [i, text] of texts.entries()) {
      if (!text) continue;
      const read = readProgress(text, this.assignment.id, this.assignment.count);
      if ('problem' in read) problems.push(`${capital(this.listeners[i]!.name)}: ${read.problem}`);
      else progress = furthest(progress, read.progress);
    }
    // A platform's own pass mark (cmi5's mastery score) replaces the assignment's: the page shows the verdict the platform gets.
    const pass = this.listeners.map((l) => l.passMark?.()).find((p) => p !== undefined);
    if (pass !== undefined && pass !== this.settings.pass) this.settings = { ...this.settings, pass };
    this.update(progress ?? newProgress(this.assignment.id, this.assignment.count), 'playing');
    await this.scoreMissing();
    const next = currentDeal(this.status.progress);
    if (next >= 0) await this.openDeal(next);
    else await this.showFinished();
    // Until here a failure joins the problems the page shows when it starts; after, it is added to them.
    this.starting = null;
    return problems;
  }

  get current(): AssignmentStatus {
    return this.status;
  }

  // The page moves on (an embedding page's new settings): work still under
  // way here (a deal's grade) keeps nothing and shows nothing after this.
  close() {
    this.closed = true;
  }

  // ---- GameListener: the cards of the deal on the board

  moved(detail: GameEventDetail) {
    const snapshot = this.game.state.snapshot;
    if (!detail.assignment || !snapshot || this.status.phase !== 'playing') return;
    const i = this.status.deal;
    const record = this.status.progress.deals[i]!;
    let progress = withDeal(this.status.progress, i, { moves: movesText(snapshot.moves), help: record.help || detail.aiHelp });
    if (snapshot.over) progress = withDeal(progress, i, { score: snapshot.score });
    this.update(progress, snapshot.over ? 'scoring' : 'playing', i);
    if (snapshot.over) void this.scoreDeal(i).then(() => this.afterScoring());
  }

  finished() {} // moved() sees the 25th card

  undone() {
    const snapshot = this.game.state.snapshot;
    if (!snapshot || this.status.phase !== 'playing') return;
    const i = this.status.deal;
    const record = this.status.progress.deals[i]!;
    this.update(withDeal(this.status.progress, i, { moves: movesText(snapshot.moves), undos: record.undos + 1 }), 'playing', i);
  }

  // The student moves on to the next deal, once this one is scored.
  async next() {
    if (this.status.phase !== 'scored') return;
    const i = currentDeal(this.status.progress);
    if (i >= 0) await this.openDeal(i);
  }

  // ---- the course

  private async openDeal(i: number) {
    const { system } = this.assignment;
    const deal = dealOf(this.assignment, i);
    const moves = this.status.progress.deals[i]!.moves;
    this.update(this.status.progress, 'playing', i, false);
    const opened = await this.game.openDeal(
      () => (deal.key ? this.client.openSealed(system, deal.key, deal.number, moves) : this.client.open(system, deal.number, moves)),
      this.status,
    );
    if (!opened) return;
    const { snapshot } = opened;
    this.say(
      snapshot.turn > 0
        ? `Deal ${i + 1} of ${this.assignment.count}, where you left it: card ${snapshot.turn + 1} of 25.`
        : `Deal ${i + 1} of ${this.assignment.count}. Place each card in any empty cell.`,
    );
  }

  // Works out what the grade needs of deal `i` that its record lacks: the
  // best grid of its cards and, for a grade on the AI, the AI's score on them.
  private async scoreDeal(i: number): Promise<boolean> {
    const { system, grading, count } = this.assignment;
    const deal = dealOf(this.assignment, i);
    const record = this.status.progress.deals[i]!;
    try {
      const open = () => (deal.key ? this.client.openSealed(system, deal.key, deal.number, record.moves) : this.client.open(system, deal.number, record.moves));
      let best = record.best;
      if (best === null) {
        this.say(`Deal ${i + 1} of ${count} is scored: ${record.score}. Working out the best grid of its cards…`);
        await open();
        best = (await this.client.hindsight()).score;
      }
      let ai = record.ai;
      if (ai === null && grading.kind === 'ai') {
        this.say(`Deal ${i + 1} of ${count} is scored: ${record.score}. The AI (${grading.player}, ${grading.strength}) plays the same cards…`);
        const budget = strengthBudget(grading.strength, this.client.info?.poolSize ?? 1, grading.player);
        ai = (await this.client.labGame(grading.player, budget, system, deal.number, deal.key)).score;
      }
      this.update(withDeal(this.status.progress, i, { best, ai }), this.status.phase, i);
      return true;
    } catch (e) {
      this.say(`The grade of deal ${i + 1} could not be worked out (${(e as Error).message}); it is tried again when the page is reloaded.`);
      return false;
    }
  }

  // Deals finished before a reload whose parts were not worked out yet.
  private async scoreMissing() {
    const { grading } = this.assignment;
    for (const [i, d] of this.status.progress.deals.entries()) {
      if (finished(d) && (d.best === null || (grading.kind === 'ai' && d.ai === null))) {
        this.update(this.status.progress, 'scoring', i, false);
        await this.scoreDeal(i);
      }
    }
  }

  private async afterScoring() {
    const next = currentDeal(this.status.progress);
    if (next >= 0) {
      this.update(this.status.progress, 'scored', this.status.deal);
      this.say(`Deal ${this.status.deal + 1} of ${this.assignment.count} scored. Next deal when you are ready.`);
    } else {
      await this.showFinished();
    }
  }

  // Every deal played: the grade, reported as final.
  private async showFinished() {
    const last = this.assignment.count - 1;
    if (!this.game.state.snapshot?.over || this.status.deal !== last) {
      // After a reload: show the last deal's grid under the summary.
      this.update(this.status.progress, 'done', last, false);
      const deal = dealOf(this.assignment, last);
      const { system } = this.assignment;
      const moves = this.status.progress.deals[last]!.moves;
      await this.game.openDeal(
        () => (deal.key ? this.client.openSealed(system, deal.key, deal.number, moves) : this.client.open(system, deal.number, moves)),
        this.status,
      );
    }
    this.update(this.status.progress, 'done', last);
    const { grade } = this.status;
    if (!grade.complete) return;
    for (const listener of this.listeners) this.guard(listener, () => listener.completed?.(this.status));
    const verdict = grade.passed === null ? '' : grade.passed ? ' Passed.' : ' Not passed.';
    this.say(`Assignment complete: your grade is ${grade.percent}%.${verdict}`);
  }

  // The new status: kept by every listener and shown. `keep` false: shown only (nothing changed to keep).
  private update(progress: Progress, phase: AssignmentPhase, deal?: number, keep = true) {
    if (this.closed) return;
    this.status = assignmentStatus(this.assignment, progress, phase, deal);
    if (keep) {
      const text = progressText(progress);
      for (const listener of this.listeners) this.guard(listener, () => listener.saved(text, this.status));
    }
    this.game.showAssignment(this.status);
  }

  // Runs a listener's call; its failure is said once and stays on the page
  // (warn), and never stops the game.
  private guard<T>(listener: AssignmentListener, call: () => T): T | null {
    try {
      return call();
    } catch (e) {
      this.warn(this.failure(listener, e));
      return null;
    }
  }

  private failure(listener: AssignmentListener, e: unknown) {
    return `${capital(listener.name)} did not keep your progress: ${(e as Error).message}. Your game goes on.`;
  }
}

const capital = (text: string) => `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
