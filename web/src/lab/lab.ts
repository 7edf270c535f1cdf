// The AI lab (lab.html): players × point systems × games × budget, played in
// the engine worker one game at a time (progress, stop), then a table of
// means ± standard error with the normalized score, histograms, and export.
import '../styles.css';
import { CancelledError, EngineClient } from '../engine/client';
import { byId, h } from '../ui/dom';
import { histogram } from './histogram';
import { type GameResult, table, toCsv } from './stats';

const client = new EngineClient(new URL('engine/', document.baseURI).href, new URLSearchParams(location.search).get('engine'));
const status = byId('status');
const say = (text: string) => (status.textContent = text);
let results: GameResult[] = [];
let stopping = false;

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function readForm() {
  const players = [...document.querySelectorAll<HTMLInputElement>('#lab-players input:checked')].map((i) => i.value);
  const extra = byId<HTMLInputElement>('lab-extra-player').value.trim();
  if (extra) players.push(extra);
  const systems = byId<HTMLInputElement>('lab-systems').value.split(/\s+/).filter(Boolean);
  const games = Number(byId<HTMLInputElement>('lab-games').value);
  const sims = Number(byId<HTMLInputElement>('lab-sims').value);
  const firstSeed = byId<HTMLInputElement>('lab-seed').value.trim();
  const learnGames = Number(byId<HTMLInputElement>('lab-learn').value);
  const errors: string[] = [];
  if (players.length === 0) errors.push('choose at least one player');
  if (systems.length === 0) errors.push('enter at least one point system');
  if (!Number.isInteger(games) || games < 1 || games > 10000) errors.push('games must be a whole number from 1 to 10000');
  if (!Number.isInteger(sims) || sims < 1 || sims > 1000000) errors.push('simulations must be a whole number from 1 to 1000000');
  if (!(Number.isInteger(learnGames) && learnGames >= 1000 && learnGames <= 10_000_000))
    errors.push('learning games must be a whole number from 1,000 to 10,000,000');
  if (!/^-?\d{1,15}$/.test(firstSeed)) errors.push('the first seed must be a whole number');
  return { players, systems, games, sims, learnGames, firstSeed: Number(firstSeed), errors };
}

async function validate(players: string[], systems: string[]) {
  const problems: string[] = [];
  for (const s of systems) await client.parseSystem(s).catch((e: Error) => problems.push(e.message));
  for (const p of players) await client.setPlayer(p, { simulations: 1 }).catch((e: Error) => problems.push(e.message));
  return problems;
}

function showResults(players: string[], systems: string[]) {
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
  byId('lab-table').replaceChildren(h('caption', {}, 'Mean score ± standard error (games); normalized: summed over systems, 0 = worst, 1 = best player'), head, ...rows);
  const scores = results.map((r) => r.score);
  const lo = Math.min(...scores);
  const hi = Math.max(...scores);
  byId('lab-charts').replaceChildren(...players.map((p) => histogram(p, results.filter((r) => r.player === p).map((r) => r.score), lo, hi)));
  byId<HTMLButtonElement>('lab-csv').disabled = results.length === 0;
  byId<HTMLButtonElement>('lab-json').disabled = results.length === 0;
}

async function run() {
  const form = readForm();
  if (form.errors.length) {
    say(`Cannot run: ${form.errors.join('; ')}.`);
    return;
  }
  const problems = await validate(form.players, form.systems);
  if (problems.length) {
    say(`Cannot run: ${problems.join('; ')}.`);
    return;
  }
  results = [];
  stopping = false;
  const total = form.players.length * form.systems.length * form.games;
  const progress = byId<HTMLProgressElement>('lab-progress');
  progress.max = total;
  progress.value = 0;
  byId<HTMLButtonElement>('lab-run').disabled = true;
  byId<HTMLButtonElement>('lab-stop').hidden = false;
  const threads = client.info?.poolSize ?? 1;
  try {
    outer: for (const system of form.systems) {
      for (let g = 0; g < form.games; g++) {
        const seed = String(form.firstSeed + g);
        for (const player of form.players) {
          if (stopping) break outer;
          const score = await client.labGame(player, { simulations: form.sims, threads, learnGames: form.learnGames }, system, seed);
          results.push({ player, system, seed, score });
          progress.value = results.length;
          say(`${results.length} of ${total} games played.`);
        }
      }
      showResults(form.players, form.systems);
    }
    say(stopping ? `Stopped after ${results.length} of ${total} games.` : `Done: ${total} games.`);
  } catch (e) {
    say(e instanceof CancelledError ? `Stopped after ${results.length} of ${total} games.` : `Lab: ${(e as Error).message}`);
  } finally {
    showResults(form.players, form.systems);
    byId<HTMLButtonElement>('lab-run').disabled = false;
    byId<HTMLButtonElement>('lab-stop').hidden = true;
    document.body.dataset.labDone = String(results.length);
  }
}

async function main() {
  say('Loading the engine…');
  let info;
  try {
    info = await client.start();
  } catch (e) {
    say(`${(e as Error).message} Reload the page to try again.`);
    return;
  }
  byId('build').textContent = info.threads ? `threads (${info.poolSize})` : 'single thread';
  byId('build').title = client.build.reason;
  byId('lab-players').replaceChildren(
    ...info.players.map((p) => h('label', { title: p.description }, h('input', { type: 'checkbox', value: p.name, checked: p.name !== 'random' || info.players.length < 3 }), ` ${p.name}`)),
  );
  client.addEventListener('learning', (e) => {
    const p = (e as CustomEvent).detail;
    byId('lab-learning').textContent = p.done
      ? `${p.player} ${p.source === 'learned' ? 'learned' : 'loaded'} ${p.system}.`
      : `${p.player} is learning ${p.system}: ${Math.round(p.fraction * 100)}%`;
  });
  byId('lab-run').addEventListener('click', () => void run());
  byId('lab-stop').addEventListener('click', () => {
    stopping = true;
    void client.cancel();
  });
  byId('lab-csv').addEventListener('click', () => download('pps-lab.csv', 'text/csv', toCsv(results)));
  byId('lab-json').addEventListener('click', () => download('pps-lab.json', 'application/json', JSON.stringify({ results }, null, 1)));
  say('Ready.');
  document.body.dataset.ready = 'true';
  Object.assign(window, { ppsEngine: client });
}

void main();
