// A lab tournament's settings, and the lab URL that holds them:
// lab.html?player=SPEC&player=SPEC&system=SPEC&system=SPEC&games=N&seed=S
//   &strength=NAME (or &sims=N&learn=N), and &key=HEX after a run on sealed deals
// Players and systems repeat (specs may hold commas). The form and the URL
// check numbers with the same functions (the strength with the game URL's,
// state/input-rules.ts); a bad value in the URL is noted as a one-line
// problem naming it and the default used instead. Player and system specs
// and the seed are checked by the engine (lab-controller.ts).
import { STRENGTHS } from '../state/ai-settings';
import { checkStrength, noteProblems, quoted, wholeNumber } from '../state/input-rules';

export interface LabSettings {
  players: string[];
  systems: string[];
  games: number;
  seed: string; // games use seeds seed, seed + 1, …, the same for every player and system
  strength: string | null; // a named strength, or null for the simulations and learning games below
  simulations: number;
  learnGames: number;
  // The key of sealed deals (game i is deal seed + i of the key), or null for
  // the contest's deals of the seeds. The form has none: the controller
  // draws a key for a run with a student's player and puts it in the URL
  // once the run is over, and a URL's key replays that run.
  key: string | null;
}

export const LAB_DEFAULTS: LabSettings = {
  players: [],
  systems: ['american', 'british', 'random:1'],
  games: 10,
  seed: '0',
  strength: null,
  simulations: 300,
  learnGames: 20000,
  key: null,
};

// The app's strengths that are a number of simulations (the timed one would
// make a rerun depend on the machine).
export const LAB_STRENGTHS = STRENGTHS.flatMap((s) =>
  s.budget.simulations !== undefined && s.budget.learnGames !== undefined
    ? [{ name: s.name, label: s.label, simulations: s.budget.simulations, learnGames: s.budget.learnGames }]
    : [],
);

export const checkGames = (text: string, fallback = LAB_DEFAULTS.games) => wholeNumber('Games', text, 1, 10000, fallback);
export const checkSimulations = (text: string, fallback = LAB_DEFAULTS.simulations) =>
  wholeNumber('Simulations', text, 1, 1_000_000, fallback);
export const checkLearnGames = (text: string, fallback = LAB_DEFAULTS.learnGames) =>
  wholeNumber('Learning games', text, 1000, 10_000_000, fallback);

export const checkLabStrength = (text: string) => checkStrength(text, LAB_STRENGTHS, `${LAB_DEFAULTS.simulations} simulations`);

export interface LabUrl {
  settings: LabSettings; // players empty: the page's default choice
  given: boolean; // the URL names a tournament
  problems: string[];
}

const SPEC_LENGTH = 200;
const MOST_SPECS = 16;

export function readLabUrl(search: string): LabUrl {
  const params = new URLSearchParams(search);
  const problems: string[] = [];
  const keep = noteProblems(problems);
  const specs = (key: string, label: string) => {
    const all = params.getAll(key).map((s) => s.trim()).filter(Boolean);
    if (all.length > MOST_SPECS) problems.push(`${label}: more than ${MOST_SPECS} given. Using the first ${MOST_SPECS}.`);
    const long = all.filter((s) => s.length > SPEC_LENGTH);
    if (long.length) problems.push(`${label}: ${long.map(quoted).join(', ')} is longer than ${SPEC_LENGTH} characters. Ignored.`);
    return [...new Set(all.filter((s) => s.length <= SPEC_LENGTH))].slice(0, MOST_SPECS);
  };
  const settings: LabSettings = { ...LAB_DEFAULTS, players: specs('player', 'Players'), systems: specs('system', 'Systems') };
  if (settings.systems.length === 0) settings.systems = LAB_DEFAULTS.systems;
  if (params.has('games')) settings.games = keep(checkGames(params.get('games')!));
  if (params.has('seed')) settings.seed = params.get('seed')!.trim().slice(0, SPEC_LENGTH); // the engine checks it
  if (params.has('key')) settings.key = params.get('key')!.trim().slice(0, SPEC_LENGTH); // the engine checks it
  const strength = params.get('strength');
  if (strength !== null) {
    const found = keep(checkLabStrength(strength));
    if (found) Object.assign(settings, { strength: found.name, simulations: found.simulations, learnGames: found.learnGames });
  }
  if (settings.strength === null) {
    if (params.has('sims')) settings.simulations = keep(checkSimulations(params.get('sims')!));
    if (params.has('learn')) settings.learnGames = keep(checkLearnGames(params.get('learn')!));
  }
  const given = ['player', 'system', 'games', 'seed', 'strength', 'sims', 'learn', 'key'].some((k) => params.has(k));
  return { settings, given, problems };
}

// The query string of a tournament; `keep` carries the page's other options (engine).
export function writeLabUrl(settings: LabSettings, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  for (const p of settings.players) params.append('player', p);
  for (const s of settings.systems) params.append('system', s);
  params.set('games', String(settings.games));
  params.set('seed', String(settings.seed));
  if (settings.strength) params.set('strength', settings.strength);
  else {
    params.set('sims', String(settings.simulations));
    params.set('learn', String(settings.learnGames));
  }
  if (settings.key) params.set('key', settings.key);
  return `?${params.toString()}`;
}
