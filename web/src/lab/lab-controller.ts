// The lab's controller: the tournament's state, running it in the engine
// worker one game at a time (progress, stop), and the lab URL, written here
// only (the address bar of a run and the form's rerun link). Every player
// plays the same deals: game i of every system uses seed first + i for every
// player. A run with the student's player or a class plays sealed deals
// instead (the engine's sealed_deal.h): deal first + i of a key drawn for
// the run, so that no code can foresee a card; the key goes into the URL
// once the run is over. A key the page did not draw (a link's, a class
// export's) only replays: whoever gave it may know every card, so the page,
// the leaderboard and the grade sheet call the run a replay, and Run again
// draws a new key. A class (class/) plays on the same deals after the other
// players, one student at a time, and gets a leaderboard and a grade sheet;
// its clock and tournament come from a class run's export only when the
// teacher loads it as the class's. The DOM is lab-view.ts's.
import { defaultPlayer, REVIEW_STRENGTH, strengthBudget } from '../state/ai-settings';
import { CancelledError, type EngineClient } from '../engine/client';
import type { Budget } from '../engine/protocol';
import { seedPlus } from '../state/input-rules';
import { type LabRun, type YourPlayer, toCsv, toJson } from './export';
import type { LabView } from './lab-view';
import { newDealKey } from './deal-key';
import type { Mine } from './player/mine';
import type { ClassLab } from './class/class-lab';
import type { Student } from './class/class-files';
import { describeChanges, readClassExport } from './class/class-export';
import { clause, sentence } from './words';
import { LAB_DEFAULTS, type LabSettings, readLabUrl, writeLabUrl } from './settings';
import type { GameResult } from './stats';

const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;

export class LabController {
  private results: GameResult[] = [];
  private run: LabRun | null = null;
  private stopping = false;
  private running = false;
  // The key the next run replays (a link's, a class's export's): a run
  // takes it once, and a changed form is another tournament.
  private replayKey: string | null = null;
  // The key the rerun link carries: the replay's, or the last run's.
  private linkKey: string | null = null;

  // pageOptions: the page's own URL options (engine), kept in every lab URL.
  constructor(
    private readonly client: EngineClient,
    private readonly view: LabView,
    private readonly pageOptions: Record<string, string>,
    private readonly mine: Mine | null = null,
    private readonly klass: ClassLab | null = null,
  ) {
    client.addEventListener('learning', (e) => {
      if (this.running) view.showLearning((e as CustomEvent).detail); // else a late report from a stopped run
    });
    view.wire({
      run: () => void this.start(),
      stop: () => this.stop(),
      formChanged: () => {
        this.linkKey = null;
        if (this.replayKey) this.dropReplay();
        this.showLink();
      },
      newKey: () => this.dropReplay(),
      compare: () => this.run && view.showComparison(this.results, this.run.settings.players, this.run.settings.systems),
      csv: () => this.run && view.download('pps-lab.csv', 'text/csv', toCsv(this.run, this.results)),
      json: () => this.run && view.download('pps-lab.json', 'application/json', toJson(this.run, this.results)),
      accuracy: () => void this.reviewGames(),
      reference: () => this.klass?.refresh(),
      grades: () => {
        const sheet = this.klass?.grades();
        if (sheet) view.download('pps-lab-grades.csv', 'text/csv', sheet);
      },
    });
    klass?.view.onClassExport((file, text) => void this.loadClassExport(file, text));
  }

  // No replay: the next run draws a key of its own.
  private dropReplay() {
    this.replayKey = null;
    this.view.showDeals(null, 'pending', false);
  }

  // The lab URL of `settings`: the one place the page writes it.
  private query(settings: LabSettings): string {
    return writeLabUrl(settings, this.pageOptions);
  }

  // The link that reruns the tournament of the form: with the key of the run
  // it replays, or (withKey false, a handout's link) with none, so that a
  // run from it draws a key of its own.
  rerunHref(withKey = true): string {
    return `./lab.html${this.query({ ...this.view.readForm().settings, key: withKey ? this.linkKey : null })}`;
  }

  private showLink() {
    this.view.showLink(this.rerunHref());
  }

  stop() {
    this.stopping = true;
    this.view.say('Stopping…');
    void this.client.cancel();
    void this.mine?.sandbox.stop();
    this.klass?.stop();
  }

  private async validate(players: string[], systems: string[], seed: string) {
    const problems: string[] = [];
    await this.client.checkSeed(seed).catch((e: Error) => problems.push(e.message));
    for (const s of systems) await this.client.parseSystem(s).catch((e: Error) => problems.push(e.message));
    for (const p of players) await this.client.setPlayer(p, { simulations: 1 }).catch((e: Error) => problems.push(e.message));
    return problems;
  }

  async start() {
    if (this.running) return;
    const form = this.view.readForm();
    const mine = this.mine?.panel.read();
    const klass = this.klass?.read(form.settings.players) ?? { students: [], prepSeconds: 10, gameSeconds: 30, errors: [] };
    if (mine?.settings.on || klass.students.length) form.errors = form.errors.filter((e) => e !== 'choose at least one player');
    form.errors.push(...(mine?.errors ?? []), ...klass.errors);
    if (form.errors.length) {
      this.view.setState('refused', sentence(`Cannot run: ${form.errors.map(clause).join('; ')}`));
      return;
    }
    this.running = true;
    this.stopping = false;
    this.results = [];
    this.view.showStarting();
    this.view.setState('running', 'Checking the players and systems…');
    try {
      const problems = await this.validate(form.settings.players, form.settings.systems, form.settings.seed);
      if (problems.length) {
        this.view.setState('refused', sentence(`Cannot run: ${problems.map(clause).join('; ')}`));
        return;
      }
      const yours = mine && this.mine ? await this.mine.prepare(mine.settings) : null;
      if (!yours && form.settings.players.length === 0 && klass.students.length === 0) {
        this.view.setState('refused', 'Cannot run: no player left.');
        return;
      }
      if (yours && klass.students.some((s) => s.name === yours)) {
        this.view.setState('refused', `Cannot run: a student is named ${yours}, as your player: rename it.`);
        await this.mine?.finish(null);
        return;
      }
      // Sealed deals of a fresh key where a student's player plays; the
      // contest's deals of the seeds for built-in players alone; a replay's
      // key once, when one is waiting.
      const replay = this.replayKey;
      this.replayKey = null;
      const key = replay ?? (yours || klass.students.length ? newDealKey() : null);
      await this.play({ ...form.settings, key }, yours && mine ? { label: yours, ...mine.settings } : null, klass, replay !== null);
    } finally {
      this.running = false;
      this.view.showStopped();
    }
  }

  // mine: the student's player (lab/player/) and its label, playing after the built-in ones.
  // klass: the class's students and their clock, playing after everyone else.
  // replay: the key is one the page did not draw.
  private async play(urlSettings: LabSettings, mine: YourPlayer | null,
    klass: { students: Student[]; prepSeconds: number; gameSeconds: number }, replay: boolean) {
    const yours = mine?.label ?? null;
    const { key } = urlSettings;
    // A fresh key stays out of the URL until the run is over; a replay's is known.
    this.linkKey = replay ? key : null;
    history.replaceState(null, '', this.query({ ...urlSettings, key: this.linkKey }));
    this.showLink();
    this.view.showDeals(key, 'running', replay);
    const { view, results } = this;
    const students = klass.students;
    // The built-in players and yours play deal by deal; the class after them.
    const dealByDeal = yours ? [...urlSettings.players, yours] : urlSettings.players;
    const settings = { ...urlSettings, players: [...dealByDeal, ...students.map((s) => s.name)] };
    let total = settings.players.length * settings.systems.length * settings.games;
    let withdrawn = false;
    const info = this.client.info!;
    const run: LabRun = {
      settings,
      engine: { flavour: info.flavour, threads: info.threads, poolSize: info.poolSize },
      date: new Date().toISOString(),
      rerun: location.href,
      planned: total,
      outcome: 'running',
      ...(replay ? { replay: true as const } : {}),
      ...(mine ? { yours: { name: mine.label, language: mine.language, code: mine.code, prepSeconds: mine.prepSeconds, gameSeconds: mine.gameSeconds } } : {}),
    };
    this.klass?.begin(students);
    this.run = run;
    view.showPlaying(settings.players, total);
    view.setState('running', `0 of ${games(total)} played.`);
    const threads = info.poolSize ?? 1;
    // A named strength is the app's recipe for each player (the TD network
    // learns its own number of games); custom numbers apply to every player.
    const budgetOf = (player: string): Budget => settings.strength
      ? strengthBudget(settings.strength, threads, player)
      : { simulations: settings.simulations, threads, learnGames: settings.learnGames };
    try {
      outer: for (const system of settings.systems) {
        for (let g = 0; g < settings.games; g++) {
          // The same seed for every player: the same deal.
          const seed = seedPlus(settings.seed, g);
          for (const player of dealByDeal) {
            if (this.stopping) break outer;
            if (player === yours) {
              if (withdrawn) continue;
              const outcome = await this.mine!.play(system, seed, key!);
              if (outcome.kind === 'stopped') break outer;
              results.push({ player, system, seed, score: outcome.score, ...(outcome.kind === 'lost' ? { lost: outcome.reason } : { cells: outcome.cells }) });
              if (outcome.withdrawn) {
                withdrawn = true; // lost too many games in a row: this one was its last
                total -= this.gamesLeftOf(settings, system, g) - 1;
                view.showTotal(total);
              }
            } else {
              const { score, cells } = await this.client.labGame(player, budgetOf(player), system, seed, key);
              results.push({ player, system, seed, score, cells });
            }
            view.showProgress(results.length);
            view.say(`${results.length} of ${games(total)} played.`);
          }
        }
        view.showResults(results, settings, dealByDeal);
      }
      if (students.length && !this.stopping) {
        const clock = { prepMillis: klass.prepSeconds * 1000, gameMillis: klass.gameSeconds * 1000 };
        run.class = { prepSeconds: klass.prepSeconds, gameSeconds: klass.gameSeconds, players: this.klass!.exported };
        await this.klass!.play(students, { systems: settings.systems, games: settings.games, seed: settings.seed, key: key!, clock }, results, {
          game: () => {
            view.showProgress(results.length);
            view.say(`${results.length} of ${games(total)} played.`);
          },
        });
      }
      run.planned = total;
      run.outcome = this.stopping ? 'stopped' : 'done';
      view.setState(run.outcome, this.stopping ? `Stopped after ${results.length} of ${games(total)}.` : `Done: ${games(total)} played.`);
    } catch (e) {
      run.outcome = e instanceof CancelledError ? 'stopped' : 'failed';
      view.setState(run.outcome, run.outcome === 'stopped'
        ? `Stopped after ${results.length} of ${games(total)}.`
        : sentence(`Failed after ${results.length} of ${games(total)}: ${(e as Error).message}`));
    } finally {
      if (yours && !withdrawn) await this.mine?.finish(`${yours} played ${games(results.filter((r) => r.player === yours).length)}.`);
      if (key !== null) {
        this.linkKey = key;
        history.replaceState(null, '', this.query(urlSettings));
        run.rerun = location.href;
        this.showLink();
      }
      this.view.showDeals(key, 'over', replay);
      view.showResults(results, settings, dealByDeal);
      if (students.length) {
        run.class = { prepSeconds: klass.prepSeconds, gameSeconds: klass.gameSeconds, players: this.klass!.exported };
        this.klass!.show(results, settings.players, settings.systems, { key, replay });
      }
      view.showPlayed(results.length, reviewable(results).length);
    }
  }

  // Each game of the last run reviewed as the app's review does (the default
  // player at the review's strength, one thread), for the accuracy column;
  // Stop stops it, keeping the games reviewed so far.
  private async reviewGames() {
    const run = this.run;
    const info = this.client.info;
    if (!run || !info || this.running) return;
    const todo = reviewable(this.results);
    const reviewer = defaultPlayer(info.players);
    const budget = strengthBudget(REVIEW_STRENGTH, 1, reviewer);
    this.running = true;
    this.stopping = false;
    this.view.showStarting(false);
    this.view.showWorking(todo.length);
    try {
      for (const [i, result] of todo.entries()) {
        if (this.stopping) break;
        this.view.showProgress(i);
        this.view.setState('running', `Reviewing the games for accuracy… ${i} of ${todo.length}.`);
        result.accuracy = await this.client.gameAccuracy(reviewer, budget, result.system, result.seed, run.settings.key, result.cells!);
      }
      const done = todo.filter((r) => r.accuracy !== undefined).length;
      this.view.setState(this.stopping ? 'stopped' : 'done', `Reviewed ${games(done)} for accuracy.`);
    } catch (e) {
      this.view.setState(e instanceof CancelledError ? 'stopped' : 'failed', sentence(`The review stopped: ${(e as Error).message}`));
    } finally {
      this.running = false;
      this.view.showStopped();
      this.view.showResults(this.results, run.settings, run.settings.players);
      this.view.showPlayed(this.results.length, reviewable(this.results).length);
    }
  }

  // The games a player has left from game g of `system` on (game g included).
  private gamesLeftOf(settings: LabSettings, system: string, g: number): number {
    const later = settings.systems.length - 1 - settings.systems.indexOf(system);
    return settings.games - g + later * settings.games;
  }

  // The tournament of a link's query: its numbers are checked in
  // settings.ts, its seed, player and system specs and key by the engine;
  // what is wrong is named (and left out).
  private async checkUrl(search: string) {
    const url = readLabUrl(search);
    const problems = [...url.problems];
    const checkEach = async (specs: string[], check: (spec: string) => Promise<unknown>, label: string) => {
      const good: string[] = [];
      for (const spec of specs)
        await check(spec).then(() => good.push(spec), (e: Error) => problems.push(`${label}: ${sentence(e.message)} Ignored.`));
      return good;
    };
    const settings = { ...url.settings };
    settings.seed = await this.client.checkSeed(settings.seed).catch((e: Error) => {
      problems.push(`Seed: ${sentence(e.message)} Using ${LAB_DEFAULTS.seed}.`);
      return LAB_DEFAULTS.seed;
    });
    settings.players = await checkEach(settings.players, (p) => this.client.setPlayer(p, { simulations: 1 }), 'Player');
    settings.systems = await checkEach(settings.systems, (s) => this.client.parseSystem(s), 'System');
    if (settings.systems.length === 0) {
      if (url.settings.systems.length) problems.push(`No point system left: using ${LAB_DEFAULTS.systems.join(' ')}.`);
      settings.systems = LAB_DEFAULTS.systems;
    }
    if (url.settings.players.length && settings.players.length === 0) problems.push('No player left: using the ticked ones.');
    settings.key = settings.key === null ? null : await this.client.checkKey(settings.key).catch((e: Error) => {
      problems.push(`Key: ${e.message}. Ignored.`);
      return null;
    });
    return { settings, problems, given: url.given };
  }

  // The tournament of the page's URL; a key in it is a replay's.
  async openUrl(search: string) {
    const { settings, problems, given } = await this.checkUrl(search);
    this.view.fillForm(settings);
    this.replayKey = this.linkKey = settings.key;
    this.showLink();
    if (settings.key) this.view.showDeals(settings.key, 'pending', true, 'the link');
    const note = !given ? 'Ready.' : settings.key
      ? `Tournament from the link, a replay of the run with key ${settings.key}: press Run to replay it.`
      : 'Tournament from the link: press Run to play it.';
    this.view.say(problems.length ? `${problems.join(' ')} ${note}` : note);
  }

  // A class run's export the teacher loads as the class's: its students,
  // clock and tournament (its key a replay's), each change said; a file
  // with anything wrong changes nothing.
  async loadClassExport(file: string, text: string) {
    const klass = this.klass;
    if (!klass || this.running) return;
    const refuse = (why: string) => klass.view.say(`${file} was not loaded: ${sentence(why)} Nothing changed.`, true);
    const read = readClassExport(text);
    if ('problem' in read) return refuse(read.problem);
    const url = await this.checkUrl(read.search);
    if (url.problems.length) return refuse(`its rerun link: ${url.problems.map(clause).join('; ')}`);
    const before = klass.view.roster.list.length;
    const changes = describeChanges(this.view.readForm().settings, klass.view.readClock(), url.settings, read.clock);
    this.view.fillForm(url.settings, true);
    klass.view.replaceClass(read.students, read.clock);
    this.replayKey = this.linkKey = url.settings.key;
    this.showLink();
    this.view.showDeals(this.replayKey, 'pending', true, file);
    const students = `${read.students.length} student${read.students.length === 1 ? '' : 's'}${before ? ` in place of the ${before} listed` : ''}`;
    const replay = this.replayKey ? ` Run replays its run, with key ${this.replayKey}.` : '';
    klass.view.say(`${file} is the class's: ${students}; ${changes.length ? changes.join('; ') : 'the tournament and clock unchanged'}.${replay}`);
  }
}

// The games of a run the review can find the accuracy of: played to the end, not yet reviewed.
const reviewable = (results: GameResult[]) => results.filter((r) => r.cells?.length === 25 && r.accuracy === undefined);
