// The student's player in a lab tournament: the sandbox that runs it, the
// referee that plays its games, and the engine's deals and scores. The lab
// controller asks it to get ready before a run and to play each of its games
// in turn with the built-in players, on the same deals: the sealed deals of
// the run's key, which stays in this page (the sandbox gets each game's
// cards, and its own script gives them to the player one at a time).
import type { EngineClient } from '../../engine/client';
import { ENGINE_FOLDER } from '../../engine/engine-folder';
import { seedPlus } from '../../state/input-rules';
import { sentence } from '../words';
import { type MineSettings, type PlayerPanel, clockOf } from './player-panel';
import { type Deals, type GameOutcome, StudentPlayer, type SystemPoints } from './referee';
import { type CodeError, Verdict, errorReason, errorWords } from './verdict';
import { type Progress, pythonMegabytes } from './python-files';
import { PlayerSandbox, type PythonFiles, type SandboxFiles } from './sandbox';

// The engine's single-threaded build, for the sandbox's helpers (fetched
// once; the service worker keeps it for offline use).
export function engineFiles(): Promise<SandboxFiles> {
  const url = (name: string) => new URL(`${ENGINE_FOLDER}${name}`, document.baseURI);
  return Promise.all([
    fetch(url('pps-engine-st.mjs')).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status} for the engine`)))),
    fetch(url('pps-engine-st.wasm')).then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`${r.status} for the engine`)))),
  ]).then(([glue, wasm]) => ({
    // In the sandbox the glue runs from a blob: address, which cannot be the
    // base of a URL; it computes its .wasm's address, never fetched there.
    glue: glue.replaceAll('import.meta.url', JSON.stringify('https://sandbox.invalid/')),
    wasm,
  }));
}

// Deals and scores from the page's engine: game i of a system is that
// system's sealed deal i of `key` for every player (each system deals its
// own). The next deal is asked for while a game is played (the lab plays
// seeds in order), so that it waits for no engine call.
function sealedDeals(client: EngineClient, key: string): Deals & { key: string } {
  let next: { system: string; seed: string; cards: Promise<number[]> } | null = null;
  return {
    key,
    cards(system, seed) {
      const cards = next?.system === system && next.seed === seed ? next.cards : client.sealedCards(key, system, seed);
      const following = seedPlus(seed, 1);
      next = { system, seed: following, cards: client.sealedCards(key, system, following) };
      next.cards.catch(() => {}); // past the last seed: never used
      return cards;
    },
    score(system, seed, cells) {
      return client.sealedScore(system, key, seed, cells).catch((e: Error) => {
        throw new Error(`the referee could not replay the game: ${e.message}`);
      });
    },
  };
}

export class Mine {
  readonly sandbox: PlayerSandbox;
  private player: StudentPlayer | null = null;
  private deals: (Deals & { key: string }) | null = null;
  private readonly systems = new Map<string, SystemPoints>();
  private files: Promise<SandboxFiles> | null = null;
  private verdict = new Verdict();
  private firstError: CodeError | null = null; // of the first game lost to an error in the code

  constructor(
    private readonly client: EngineClient,
    readonly panel: PlayerPanel,
    private readonly python: (progress: Progress) => Promise<PythonFiles>,
  ) {
    this.sandbox = new PlayerSandbox(() => (this.files ??= engineFiles()), (text) => panel.log(text));
  }

  // Pyodide's files (once a page), with a progress line; the first time from
  // the network, then from the service worker's cache.
  async loadPython(): Promise<PythonFiles> {
    const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
    const files = await this.python((received) => this.panel.say(`Loading Python (${pythonMegabytes()} MB the first time): ${mb(received)} MB…`, 'loading'));
    this.panel.say('Python is loaded.');
    return files;
  }

  // Loads the player for a run: its label in the results, or null if it
  // failed (the panel says why) or is not in the tournament.
  async prepare(settings: MineSettings): Promise<string | null> {
    this.player = null;
    this.verdict = new Verdict();
    this.firstError = null;
    if (!settings.on) return null;
    this.panel.clearLog();
    let python: PythonFiles | null = null;
    if (settings.language === 'python') {
      try {
        python = await this.loadPython();
      } catch (e) {
        this.panel.say(`Python could not be loaded: ${sentence((e as Error).message)} The tournament goes on without your player.`, 'failed');
        return null;
      }
    }
    this.panel.say(settings.language === 'python' ? 'Starting Python and your player…' : 'Loading your player…', 'loading');
    const player = new StudentPlayer(this.sandbox, { language: settings.language, code: settings.code, python }, clockOf(settings));
    let loaded;
    try {
      loaded = await player.load();
    } catch (e) {
      loaded = { ok: false as const, error: { message: (e as Error).message, line: null, during: 'loading' } };
    }
    if (!loaded.ok) {
      this.panel.showError(`Your player did not load: ${sentence(errorWords(loaded.error))} The tournament goes on without it.`, loaded.error.line);
      return null;
    }
    this.player = player;
    this.panel.say(`${loaded.name} is playing.`, 'playing');
    return `yours: ${loaded.name}`;
  }

  // One game: sealed deal `seed` of `key` on `system`; `withdrawn` when it
  // was the player's last (lost games in a row, verdict.ts: the panel says why).
  async play(system: string, seed: string, key: string): Promise<GameOutcome & { withdrawn?: true }> {
    const player = this.player;
    if (!player) throw new Error('your player is not loaded');
    const deals = this.deals?.key === key ? this.deals : (this.deals = sealedDeals(this.client, key));
    let points = this.systems.get(system);
    if (!points) {
      const { points: values, forfeit } = await this.client.parseSystem(system);
      points = { spec: system, points: values, forfeit };
      this.systems.set(system, points);
    }
    const outcome = await player.play(points, seed, deals);
    if (outcome.kind === 'stopped') return outcome;
    const lost = outcome.kind === 'lost' ? outcome : null;
    if (lost) {
      this.panel.log(`${system}, seed ${seed}: game lost (${lost.score} points): ${sentence(lost.reason)}`);
      if (lost.error && !this.firstError) {
        this.firstError = lost.error;
        this.panel.showError(`Your player lost a game to an ${sentence(errorReason(lost.error))} It starts afresh for the next game.`, lost.error.line);
      }
    }
    if (!this.verdict.record(lost?.reason ?? null)) return outcome;
    await player.stop();
    this.player = null;
    this.panel.showError(`Your player ${this.verdict.withdrawn}, so it is withdrawn: the tournament goes on without it.`, lost?.error?.line ?? null);
    return { ...outcome, withdrawn: true };
  }

  // The run is over (or stopped): the player's worker goes, and `note` is
  // said, with the first error of its code (or one it threw after its last call).
  async finish(note: string | null) {
    const error = this.player ? this.firstError ?? this.sandbox.lateError : null;
    await this.player?.stop();
    if (this.player && note) {
      if (error) this.panel.showError(`${sentence(note)} Its first ${sentence(errorReason(error))}`, error.line);
      else this.panel.say(note, 'done');
    }
    this.player = null;
  }
}
