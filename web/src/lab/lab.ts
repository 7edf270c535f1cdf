// The AI lab (lab.html): players × point systems × games at one strength,
// played in the engine worker one game at a time (progress, stop). Every
// player plays the same deals: game i of every system uses seed first + i for
// every player. Then a table of means ± standard error with the normalized
// score, the paired difference of two chosen players on the same deals, one
// histogram per system, exports that carry the settings, and a URL that
// reruns the tournament.
import '../styles.css';
import { strengthBudget } from '../ai-settings';
import { seedPlus } from '../state/input-rules';
import { CancelledError, createEngineClient } from '../engine/client';
import type { Budget } from '../engine/protocol';
import { startServiceWorker } from '../offline/service-worker-client';
import { byId, h } from '../ui/dom';
import { type LabRun, toCsv, toJson } from './export';
import { histogram } from './histogram';
import {
  LAB_DEFAULTS, LAB_STRENGTHS, type LabSettings, checkGames, checkLearnGames, checkSeed, checkSimulations, readLabUrl, writeLabUrl,
} from './settings';
import { type GameResult, pairedDifference, table, verdict } from './stats';

const params = new URLSearchParams(location.search);
const client = createEngineClient(document.baseURI, params.get('engine'));
const pageOptions: Record<string, string> = params.get('engine') ? { engine: params.get('engine')! } : {};
const status = byId('status');
const say = (text: string) => (status.textContent = text);
let results: GameResult[] = [];
let run: LabRun | null = null;
let stopping = false;
let running = false;

const input = (id: string) => byId<HTMLInputElement>(id);
const games = (n: number) => `${n} game${n === 1 ? '' : 's'}`;

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// The players of the form: the ticked ones, then the other specs (';'-separated).
function formPlayers(): string[] {
  const ticked = [...document.querySelectorAll<HTMLInputElement>('#lab-players input:checked')].map((i) => i.value);
  const other = input('lab-extra-player').value.split(';').map((s) => s.trim()).filter(Boolean);
  return [...new Set([...ticked, ...other])];
}

function readForm(): { settings: LabSettings; errors: string[] } {
  const errors: string[] = [];
  const keep = <T>(checked: { value: T; problem: string | null }) => {
    if (checked.problem) errors.push(checked.problem.replace(/\.? Using .*$/, ''));
    return checked.value;
  };
  const strength = byId<HTMLSelectElement>('lab-strength').value || null;
  const settings: LabSettings = {
    players: formPlayers(),
    systems: [...new Set(input('lab-systems').value.split(/\s+/).filter(Boolean))],
    games: keep(checkGames(input('lab-games').value)),
    seed: keep(checkSeed(input('lab-seed').value)),
    strength,
    simulations: keep(checkSimulations(input('lab-sims').value)),
    learnGames: keep(checkLearnGames(input('lab-learn').value)),
  };
  if (settings.players.length === 0) errors.unshift('choose at least one player');
  if (settings.systems.length === 0) errors.unshift('enter at least one point system');
  return { settings, errors };
}

function fillForm(s: LabSettings) {
  if (s.players.length) {
    const boxes = [...document.querySelectorAll<HTMLInputElement>('#lab-players input')];
    for (const box of boxes) box.checked = s.players.includes(box.value);
    input('lab-extra-player').value = s.players.filter((p) => !boxes.some((b) => b.value === p)).join('; ');
  }
  input('lab-systems').value = s.systems.join(' ');
  input('lab-games').value = String(s.games);
  input('lab-seed').value = String(s.seed);
  input('lab-sims').value = String(s.simulations);
  input('lab-learn').value = String(s.learnGames);
  byId<HTMLSelectElement>('lab-strength').value = s.strength ?? '';
  showLink();
}

function showLink() {
  byId<HTMLAnchorElement>('lab-link').href = `./lab.html${writeLabUrl(readForm().settings, pageOptions)}`;
}

// The strength menu fills the simulations and learning games; editing those makes it "custom".
function setUpStrength() {
  const menu = byId<HTMLSelectElement>('lab-strength');
  menu.replaceChildren(...LAB_STRENGTHS.map((s) => h('option', { value: s.name }, s.label)), h('option', { value: '' }, 'Custom (below)'));
  menu.value = '';
  menu.addEventListener('change', () => {
    const found = LAB_STRENGTHS.find((s) => s.name === menu.value);
    if (found) {
      input('lab-sims').value = String(found.simulations);
      input('lab-learn').value = String(found.learnGames);
    }
  });
  for (const id of ['lab-sims', 'lab-learn'])
    input(id).addEventListener('input', () => {
      const found = LAB_STRENGTHS.find((s) => String(s.simulations) === input('lab-sims').value && String(s.learnGames) === input('lab-learn').value);
      menu.value = found?.name ?? '';
    });
}

async function validate(players: string[], systems: string[]) {
  const problems: string[] = [];
  for (const s of systems) await client.parseSystem(s).catch((e: Error) => problems.push(e.message));
  for (const p of players) await client.setPlayer(p, { simulations: 1 }).catch((e: Error) => problems.push(e.message));
  return problems;
}

function showTable(players: string[], systems: string[]) {
  const { cells, normalized } = table(results, players, systems);
  const head = h('tr', {}, h('th', { scope: 'col' }, 'Player'), ...systems.map((s) => h('th', { scope: 'col' }, s)), h('th', { scope: 'col' }, 'Normalized'));
  const rows = players.map((p) =>
    h('tr', {}, h('th', { scope: 'row' }, p),
      ...systems.map((s) => {
        const c = cells.get(`${p}|${s}`)!;
        return h('td', {}, c.games ? `${c.mean.toFixed(2)} ± ${c.se.toFixed(2)} (${c.games})` : '–');
      }),
      h('td', {}, normalized.get(p)!.toFixed(3))),
  );
  const caption =
    'Mean score ± standard error (games). Normalized: per system, (mean − worst mean) / (best mean − worst mean), ' +
    `0 for the worst player and 1 for the best; summed over the ${systems.length} system${systems.length === 1 ? '' : 's'}, ` +
    `so it runs from 0 to ${systems.length}.`;
  byId('lab-table').replaceChildren(h('caption', {}, caption), head, ...rows);
}

// The paired difference A − B per system over the deals both played.
function showComparison(players: string[], systems: string[]) {
  const a = byId<HTMLSelectElement>('lab-a').value;
  const b = byId<HTMLSelectElement>('lab-b').value;
  const paired = byId('lab-paired');
  if (players.length < 2 || !a || !b || a === b) {
    paired.replaceChildren(h('caption', {}, 'Choose two different players, A and B, to compare them on the same deals.'));
    return;
  }
  const head = h('tr', {}, ...['System', 'A − B per deal (mean ± SE)', 'Deals', 'At 2 SE'].map((t) => h('th', { scope: 'col' }, t)));
  const rows = systems.map((s) => {
    const d = pairedDifference(results, a, b, s);
    const judged = verdict(d);
    const words = d.games < 2 ? 'fewer than two deals' : judged === 'better' ? `${a} better` : judged === 'worse' ? `${b} better` : 'not significant';
    const shown = d.games ? `${d.mean >= 0 ? '+' : ''}${d.mean.toFixed(2)} ± ${d.se.toFixed(2)}` : '–';
    return h('tr', { 'data-system': s }, h('th', { scope: 'row' }, s), h('td', { class: 'diff' }, shown), h('td', { class: 'n' }, String(d.games)),
      h('td', { class: 'verdict' }, words));
  });
  const caption = `${a} (A) minus ${b} (B), deal by deal: the mean difference ± its standard error (SD of the differences / √n), ` +
    'significant when at least 2 SE from zero (as bench/paired.py and bench/judge.py).';
  paired.replaceChildren(h('caption', {}, caption), head, ...rows);
}

function showCharts(players: string[], systems: string[]) {
  byId('lab-charts').replaceChildren(
    ...systems.flatMap((s) => {
      const series = players.map((player) => ({ player, scores: results.filter((r) => r.player === player && r.system === s).map((r) => r.score) }));
      return series.some((x) => x.scores.length) ? [histogram(s, series)] : [];
    }),
  );
}

function showResults(settings: LabSettings) {
  const { players, systems } = settings;
  showTable(players, systems);
  showComparison(players, systems);
  showCharts(players, systems);
}

function setChoices(players: string[]) {
  const options = () => players.map((p) => h('option', { value: p }, p));
  byId<HTMLSelectElement>('lab-a').replaceChildren(...options());
  byId<HTMLSelectElement>('lab-b').replaceChildren(...options());
  byId<HTMLSelectElement>('lab-a').value = players[0] ?? '';
  byId<HTMLSelectElement>('lab-b').value = players[1] ?? '';
}

// The run's state for the page and the tests: the progress line always says
// what happened last (no "learning 40%" left after a stop).
function setState(state: 'running' | 'done' | 'stopped' | 'failed' | 'refused', message: string) {
  say(message);
  document.body.dataset.labState = state;
  if (state !== 'running') byId('lab-learning').textContent = '';
}

async function start() {
  if (running) return;
  const form = readForm();
  if (form.errors.length) {
    setState('refused', `Cannot run: ${form.errors.join('; ')}.`);
    return;
  }
  const settings = form.settings;
  running = true;
  stopping = false;
  results = [];
  delete document.body.dataset.labDone;
  for (const id of ['lab-table', 'lab-paired', 'lab-charts']) byId(id).replaceChildren();
  byId<HTMLButtonElement>('lab-csv').disabled = true;
  byId<HTMLButtonElement>('lab-json').disabled = true;
  byId<HTMLButtonElement>('lab-run').disabled = true;
  const progress = byId<HTMLProgressElement>('lab-progress');
  progress.value = 0;
  setState('running', 'Checking the players and systems…');
  try {
    const problems = await validate(settings.players, settings.systems);
    if (problems.length) {
      setState('refused', `Cannot run: ${problems.join('; ')}.`);
      return;
    }
    await play(settings);
  } finally {
    running = false;
    byId<HTMLButtonElement>('lab-run').disabled = false;
    byId<HTMLButtonElement>('lab-stop').hidden = true;
  }
}

async function play(settings: LabSettings) {
  const query = writeLabUrl(settings, pageOptions);
  history.replaceState(null, '', query);
  showLink();
  const total = settings.players.length * settings.systems.length * settings.games;
  const info = client.info!;
  run = {
    settings,
    engine: { flavour: info.flavour, threads: info.threads, poolSize: info.poolSize },
    date: new Date().toISOString(),
    rerun: location.href,
    planned: total,
    outcome: 'running',
  };
  setChoices(settings.players);
  const progress = byId<HTMLProgressElement>('lab-progress');
  progress.max = total;
  byId<HTMLButtonElement>('lab-stop').hidden = false;
  setState('running', `0 of ${games(total)} played.`);
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
        for (const player of settings.players) {
          if (stopping) break outer;
          const score = await client.labGame(player, budgetOf(player), system, seed);
          results.push({ player, system, seed, score });
          progress.value = results.length;
          say(`${results.length} of ${games(total)} played.`);
        }
      }
      showResults(settings);
    }
    run.outcome = stopping ? 'stopped' : 'done';
    setState(run.outcome, stopping ? `Stopped after ${results.length} of ${games(total)}.` : `Done: ${games(total)} played.`);
  } catch (e) {
    run.outcome = e instanceof CancelledError ? 'stopped' : 'failed';
    setState(run.outcome, run.outcome === 'stopped'
      ? `Stopped after ${results.length} of ${games(total)}.`
      : `Failed after ${results.length} of ${games(total)}: ${(e as Error).message}`);
  } finally {
    showResults(settings);
    byId<HTMLButtonElement>('lab-csv').disabled = results.length === 0;
    byId<HTMLButtonElement>('lab-json').disabled = results.length === 0;
    document.body.dataset.labDone = String(results.length);
  }
}

// The tournament of the URL: its numbers are checked in settings.ts, its
// player and system specs by the engine; what is wrong is named and left out.
async function openUrl() {
  const url = readLabUrl(location.search);
  const problems = [...url.problems];
  const checkEach = async (specs: string[], check: (spec: string) => Promise<unknown>, label: string) => {
    const good: string[] = [];
    for (const spec of specs)
      await check(spec).then(() => good.push(spec), (e: Error) => problems.push(`${label}: ${e.message}. Ignored.`));
    return good;
  };
  const settings = { ...url.settings };
  settings.players = await checkEach(settings.players, (p) => client.setPlayer(p, { simulations: 1 }), 'Player');
  settings.systems = await checkEach(settings.systems, (s) => client.parseSystem(s), 'System');
  if (settings.systems.length === 0) {
    if (url.settings.systems.length) problems.push(`No point system left: using ${LAB_DEFAULTS.systems.join(' ')}.`);
    settings.systems = LAB_DEFAULTS.systems;
  }
  if (url.settings.players.length && settings.players.length === 0) problems.push('No player left: using the ticked ones.');
  fillForm(settings);
  const note = url.given ? 'Tournament from the link: press Run to play it.' : 'Ready.';
  say(problems.length ? `${problems.join(' ')} ${note}` : note);
}

// Shows the form and the results, kept invisible while the engine started
// (styles.css, [data-starting]): the players' list and menus fill them.
const showStarted = () => byId('lab-form').closest('[data-starting]')?.removeAttribute('data-starting');

async function main() {
  say('Loading the engine…');
  let info;
  try {
    info = await client.start();
  } catch (e) {
    say(`${(e as Error).message} Reload the page to try again.`);
    showStarted();
    return;
  }
  const badge = byId('build');
  badge.textContent = info.threads ? `threads (${info.poolSize})` : 'single thread';
  badge.dataset.flavour = info.threads ? 'mt' : 'st';
  badge.title = client.build.reason;
  byId('lab-players').replaceChildren(
    ...info.players.map((p) => h('label', { title: p.description }, h('input', { type: 'checkbox', value: p.name, checked: p.name !== 'random' || info.players.length < 3 }), ` ${p.name}`)),
  );
  setUpStrength();
  client.addEventListener('learning', (e) => {
    if (!running) return; // a late report from a stopped run
    const p = (e as CustomEvent).detail;
    byId('lab-learning').textContent = p.done
      ? `${p.player} ${p.source === 'learned' ? 'learned' : 'loaded'} ${p.system}.`
      : `${p.player} is learning ${p.system}: ${Math.round(p.fraction * 100)}%`;
  });
  byId('lab-run').addEventListener('click', () => void start());
  byId('lab-stop').addEventListener('click', () => {
    stopping = true;
    say('Stopping…');
    void client.cancel();
  });
  byId('lab-form').addEventListener('input', showLink);
  byId('lab-form').addEventListener('change', showLink);
  const rerender = () => run && showComparison(run.settings.players, run.settings.systems);
  byId('lab-a').addEventListener('change', rerender);
  byId('lab-b').addEventListener('change', rerender);
  byId('lab-csv').addEventListener('click', () => run && download('pps-lab.csv', 'text/csv', toCsv(run, results)));
  byId('lab-json').addEventListener('click', () => run && download('pps-lab.json', 'application/json', toJson(run, results)));
  await openUrl();
  showStarted();
  document.body.dataset.ready = 'true';
  Object.assign(window, { ppsEngine: client });
  void startServiceWorker((reason) => (badge.title = reason));
}

void main();
