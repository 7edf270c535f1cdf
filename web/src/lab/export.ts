// The lab's exports: every game played, with the settings that say how to
// rerun the tournament (the lab URL among them), the engine build it ran on
// and when. CSV carries the settings as leading '# ' comment lines (most CSV
// readers skip them, e.g. pandas' comment='#'), then one row a game: a game
// lost to the clock or an illegal answer says why in its `lost` column, and
// a reviewed game has its accuracy in the last.
import { strengthBudget } from '../state/ai-settings';
import type { LabSettings } from './settings';
import type { GameResult } from './stats';

// A student's player in the run (lab/player/): its label in the results, its code and clock.
export interface YourPlayer {
  label: string;
  language: string;
  code: string;
  prepSeconds: number;
  gameSeconds: number;
}

export interface LabRun {
  settings: LabSettings;
  engine: { flavour: string; threads: boolean; poolSize: number };
  date: string; // ISO 8601, when the run started
  rerun: string; // the lab URL that plays the same tournament
  planned: number; // games
  outcome: 'running' | 'done' | 'stopped' | 'failed';
  replay?: true; // its key is one the page did not draw (a link's, a class export's)
  yours?: Omit<YourPlayer, 'label'> & { name: string }; // the student's player: the JSON carries its code
  // A class's students (class/): each one's name, file, code and status; the
  // JSON carries them all, and the lab takes the file back as the class.
  class?: { prepSeconds: number; gameSeconds: number; players: { name: string; file: string; language: string; code: string; calls: string; status: string }[] };
}

export function toJson(run: LabRun, results: GameResult[]): string {
  return JSON.stringify({ ...run, played: results.length, results }, null, 1);
}

const csvField = (v: string | number) => {
  const text = String(v);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

// A named strength gives each player the app's learning games for it (and
// the shipped values' games on the systems they cover); custom settings give
// every player the same number.
function learningGames(s: LabRun['settings']): string {
  if (!s.strength) return String(s.learnGames);
  const named = s.strength;
  return s.players
    .map((p) => {
      const budget = strengthBudget(named, 1, p);
      const shipped = budget.shipped ? ` (${budget.shipped.games} on ${budget.shipped.systems.join(' ')})` : '';
      return `${p}: ${budget.learnGames}${shipped}`;
    })
    .join(', ');
}

export function toCsv(run: LabRun, results: GameResult[]): string {
  const s = run.settings;
  const settings = [
    `rerun: ${run.rerun}`,
    `players: ${s.players.join(' ; ')}`,
    `systems: ${s.systems.join(' ; ')}`,
    `games: ${s.games} per player and system`,
    s.key && run.replay
      ? `deals: replay of the run with key ${s.key} (game i is deal ${s.seed} + i of the key; whoever has the key can know every card)`
      : s.key
      ? `deals: sealed, key ${s.key} (game i is deal ${s.seed} + i of the key; the rerun link replays them)`
      : `seed: ${s.seed} (game i uses seed ${s.seed} + i)`,
    `strength: ${s.strength ?? 'custom'} (${s.simulations} simulations a move, ${learningGames(s)} learning games)`,
    `engine: ${run.engine.flavour} build, ${run.engine.threads ? `${run.engine.poolSize} threads` : 'single thread'}`,
    `date: ${run.date}`,
    `played: ${results.length} of ${run.planned} games (${run.outcome})`,
    ...(run.yours ? [`your player: ${run.yours.name} (${run.yours.language}, ${run.yours.prepSeconds} s to prepare, ${run.yours.gameSeconds} s a game; its code is in the JSON export)`] : []),
    ...(run.class ? [`class: ${run.class.players.length} students (${run.class.prepSeconds} s to prepare, ${run.class.gameSeconds} s a game; their code is in the JSON export)`] : []),
  ].map((line) => `# ${line.replace(/\n/g, ' ')}`);
  const rows = results.map((r) =>
    [r.player, r.system, r.seed, r.score, r.lost ?? '', r.accuracy === undefined ? '' : r.accuracy.toFixed(1)].map(csvField).join(','));
  return [...settings, 'player,system,seed,score,lost,accuracy', ...rows].join('\n') + '\n';
}
