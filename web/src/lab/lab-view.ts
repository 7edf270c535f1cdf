// The lab page's DOM (lab.html): the form, the progress line, the results
// (table, paired comparison, histograms) and the exports' buttons. It reads
// and fills the form; what to run and when is lab-controller.ts's.
import type { EngineInfo, LearnProgress } from '../engine/protocol';
import { byId, h } from '../ui/dom';
import { histogram } from './histogram';
import { LAB_STRENGTHS, type LabSettings, checkGames, checkLearnGames, checkSimulations } from './settings';
import { accuracyOf, type Cell, type GameResult, pairedDifference, table, verdict } from './stats';

export type LabState = 'running' | 'done' | 'stopped' | 'failed' | 'refused';

const input = (id: string) => byId<HTMLInputElement>(id);

const accuracyText = (c: Cell) => (c.games ? `${c.mean.toFixed(1)} ± ${c.se.toFixed(1)} (${c.games})` : '–');

export class LabView {
  private readonly status = byId('status');

  say(text: string) {
    this.status.textContent = text;
  }

  // The run's state for the page and the tests: the progress line always says
  // what happened last (no "learning 40%" left after a stop).
  setState(state: LabState, message: string) {
    this.say(message);
    document.body.dataset.labState = state;
    if (state !== 'running') byId('lab-learning').textContent = '';
  }

  showBuild(info: EngineInfo, reason: string) {
    const badge = byId('build');
    badge.textContent = info.threads ? `threads (${info.poolSize})` : 'single thread';
    badge.dataset.flavour = info.threads ? 'mt' : 'st';
    badge.title = reason;
  }

  showBuildReason(reason: string) {
    byId('build').title = reason;
  }

  showPlayers(info: EngineInfo) {
    byId('lab-players').replaceChildren(
      ...info.players.map((p) => h('label', { title: p.description }, h('input', { type: 'checkbox', value: p.name, checked: p.name !== 'random' || info.players.length < 3 }), ` ${p.name}`)),
    );
    this.setUpStrength();
  }

  showLearning(p: LearnProgress) {
    byId('lab-learning').textContent = p.done
      ? `${p.player} ${p.source === 'learned' ? 'learned' : 'loaded'} ${p.system}.`
      : `${p.player} is learning ${p.system}: ${Math.round(p.fraction * 100)}%`;
  }

  showLink(href: string) {
    byId<HTMLAnchorElement>('lab-link').href = href;
  }

  // Which deals the next run (pending), the run (running) or the last run
  // (over) plays: a fresh key's sealed deals, shown once the run is over, or
  // a replay of a key the page did not draw (from `from`), which whoever
  // gave it may know (null: the contest's deals of the seeds, nothing to say).
  showDeals(key: string | null, phase: 'pending' | 'running' | 'over', replay: boolean, from = '') {
    const line = byId('lab-deals');
    const known = `whoever has that key can know every card`;
    const text = key === null ? ''
      : phase === 'pending' ? `Run replays the run with key ${key} (from ${from}): ${known}.`
      : replay ? `Replay of the run with key ${key}: ${known}.${phase === 'over' ? ' Run again draws a new key.' : ''}`
      : phase === 'running' ? 'Sealed deals of a new key: no player can foresee a card. The key is shown when the run is over.'
      : `Sealed deals of key ${key}: the link replays them. Run again draws a new key.`;
    line.textContent = text;
    line.dataset.key = key === null || (phase === 'running' && !replay) ? '' : key;
    line.dataset.replay = String(key !== null && replay);
    byId('lab-new-key').hidden = !(key !== null && phase === 'pending');
  }

  // The form and the results, kept invisible while the engine started
  // (styles.css, [data-starting]): the players' list and menus fill them.
  showStarted() {
    byId('lab-form').closest('[data-starting]')?.removeAttribute('data-starting');
  }

  showReady() {
    document.body.dataset.ready = 'true';
  }

  // Wires the page's controls to the controller's actions.
  wire(actions: { run(): void; stop(): void; formChanged(): void; newKey(): void; compare(): void; csv(): void; json(): void; reference(): void; grades(): void; accuracy(): void }) {
    byId('lab-run').addEventListener('click', () => actions.run());
    byId('lab-new-key').addEventListener('click', () => actions.newKey());
    byId('lab-stop').addEventListener('click', () => actions.stop());
    byId('lab-form').addEventListener('input', () => actions.formChanged());
    byId('lab-form').addEventListener('change', () => actions.formChanged());
    byId('lab-a').addEventListener('change', () => actions.compare());
    byId('lab-b').addEventListener('change', () => actions.compare());
    byId('lab-csv').addEventListener('click', () => actions.csv());
    byId('lab-accuracy').addEventListener('click', () => actions.accuracy());
    byId('lab-json').addEventListener('click', () => actions.json());
    byId('lab-reference').addEventListener('change', () => actions.reference());
    byId('lab-grades').addEventListener('click', () => actions.grades());
  }

  readForm(): { settings: LabSettings; errors: string[] } {
    const errors: string[] = [];
    const keep = <T>(checked: { value: T; problem: string | null }) => {
      if (checked.problem) errors.push(checked.problem.replace(/\.? Using .*$/, ''));
      return checked.value;
    };
    const settings: LabSettings = {
      players: formPlayers(),
      systems: [...new Set(input('lab-systems').value.split(/\s+/).filter(Boolean))],
      games: keep(checkGames(input('lab-games').value)),
      seed: input('lab-seed').value.trim(), // the engine checks it (lab-controller.ts)
      strength: byId<HTMLSelectElement>('lab-strength').value || null,
      simulations: keep(checkSimulations(input('lab-sims').value)),
      learnGames: keep(checkLearnGames(input('lab-learn').value)),
      key: null, // not a field of the form (settings.ts)
    };
    if (settings.players.length === 0) errors.unshift('choose at least one player');
    if (settings.systems.length === 0) errors.unshift('enter at least one point system');
    return { settings, errors };
  }

  // exactPlayers: tick `s`'s players even when none (a class's export), not only when it names some (a link).
  fillForm(s: LabSettings, exactPlayers = false) {
    if (s.players.length || exactPlayers) {
      const boxes = [...document.querySelectorAll<HTMLInputElement>('#lab-players input')];
      for (const box of boxes) box.checked = s.players.includes(box.value);
      input('lab-extra-player').value = s.players.filter((p) => !boxes.some((b) => b.value === p)).join('; ');
    }
    input('lab-systems').value = s.systems.join(' ');
    input('lab-games').value = String(s.games);
    input('lab-seed').value = s.seed;
    input('lab-sims').value = String(s.simulations);
    input('lab-learn').value = String(s.learnGames);
    byId<HTMLSelectElement>('lab-strength').value = s.strength ?? '';
  }

  // A run starts: no results, the exports and Run off.
  // fresh: a new run (the last results cleared), else more work on them (the review).
  showStarting(fresh = true) {
    delete document.body.dataset.labDone;
    if (fresh) for (const id of ['lab-table', 'lab-paired', 'lab-charts']) byId(id).replaceChildren();
    byId<HTMLButtonElement>('lab-csv').disabled = true;
    byId<HTMLButtonElement>('lab-json').disabled = true;
    byId<HTMLButtonElement>('lab-accuracy').disabled = true;
    byId<HTMLButtonElement>('lab-run').disabled = true;
    byId<HTMLProgressElement>('lab-progress').value = 0;
  }

  showPlaying(players: string[], total: number) {
    this.setChoices(players);
    this.showWorking(total);
  }

  // Progress towards `total` steps, with Stop.
  showWorking(total: number) {
    byId<HTMLProgressElement>('lab-progress').max = total;
    byId<HTMLButtonElement>('lab-stop').hidden = false;
  }

  showTotal(total: number) {
    byId<HTMLProgressElement>('lab-progress').max = total;
  }

  showProgress(done: number) {
    byId<HTMLProgressElement>('lab-progress').value = done;
  }

  // reviewable: games whose accuracy the review can still find.
  showPlayed(played: number, reviewable = 0) {
    byId<HTMLButtonElement>('lab-csv').disabled = played === 0;
    byId<HTMLButtonElement>('lab-json').disabled = played === 0;
    const accuracy = byId<HTMLButtonElement>('lab-accuracy');
    accuracy.disabled = reviewable === 0;
    accuracy.title = reviewable ? `Each of the ${reviewable} games reviewed as the app's review does: about a second a game` : '';
    document.body.dataset.labDone = String(played);
  }

  showStopped() {
    byId<HTMLButtonElement>('lab-run').disabled = false;
    byId<HTMLButtonElement>('lab-stop').hidden = true;
  }

  // charted: the players of the histograms (a class's many students have the leaderboard instead).
  showResults(results: GameResult[], settings: LabSettings, charted = settings.players) {
    const { players, systems } = settings;
    this.showTable(results, players, systems);
    this.setChoices(played(results, players));
    this.showComparison(results, players, systems);
    this.showCharts(results, charted, systems);
  }

  download(name: string, type: string, text: string) {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const a = h('a', { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  // The strength menu fills the simulations and learning games; editing those makes it "custom".
  private setUpStrength() {
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

  private showTable(results: GameResult[], players: string[], systems: string[]) {
    const { cells, normalized } = table(results, players, systems);
    const head = h('tr', {}, h('th', { scope: 'col' }, 'Player'), ...systems.map((s) => h('th', { scope: 'col' }, s)), h('th', { scope: 'col' }, 'Normalized'),
      h('th', { scope: 'col' }, 'Accuracy'));
    const rows = players.map((p) =>
      h('tr', {}, h('th', { scope: 'row' }, p),
        ...systems.map((s) => {
          const c = cells.get(`${p}|${s}`)!;
          return h('td', {}, c.games ? `${c.mean.toFixed(2)} ± ${c.se.toFixed(2)} (${c.games})` : '–');
        }),
        // A player without a game (withdrawn at once) has no score to normalize.
        h('td', {}, results.some((r) => r.player === p) ? normalized.get(p)!.toFixed(3) : '—'),
        h('td', { 'data-testid': 'lab-accuracy' }, accuracyText(accuracyOf(results, p)))),
    );
    const caption =
      'Mean score ± standard error (games). Normalized: per system, (mean − worst mean) / (best mean − worst mean), ' +
      `0 for the worst player and 1 for the best; summed over the ${systems.length} system${systems.length === 1 ? '' : 's'}, ` +
      `so it runs from 0 to ${systems.length}. Accuracy: each game reviewed as the app's review does (0 to 100), ` +
      'mean ± standard error (games).';
    byId('lab-table').replaceChildren(h('caption', {}, caption), head, ...rows);
  }

  // The paired difference A − B per system over the deals both played (of
  // the players with games: the menus offer no other).
  showComparison(results: GameResult[], players: string[], systems: string[]) {
    const a = byId<HTMLSelectElement>('lab-a').value;
    const b = byId<HTMLSelectElement>('lab-b').value;
    const paired = byId('lab-paired');
    if (played(results, players).length < 2 || !a || !b || a === b) {
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

  private showCharts(results: GameResult[], players: string[], systems: string[]) {
    byId('lab-charts').replaceChildren(
      ...systems.flatMap((s) => {
        const series = players.map((player) => ({ player, scores: results.filter((r) => r.player === player && r.system === s).map((r) => r.score) }));
        return series.some((x) => x.scores.length) ? [histogram(s, series)] : [];
      }),
    );
  }

  // The players A and B can be, each menu keeping its choice if it still can.
  private setChoices(players: string[]) {
    const options = () => players.map((p) => h('option', { value: p }, p));
    (['lab-a', 'lab-b'] as const).forEach((id, i) => {
      const menu = byId<HTMLSelectElement>(id);
      const was = menu.value;
      menu.replaceChildren(...options());
      menu.value = players.includes(was) ? was : players[i] ?? '';
    });
  }
}

// The players of `players` with at least one game in `results`.
const played = (results: GameResult[], players: string[]) => players.filter((p) => results.some((r) => r.player === p));

// The players of the form: the ticked ones, then the other specs (';'-separated).
function formPlayers(): string[] {
  const ticked = [...document.querySelectorAll<HTMLInputElement>('#lab-players input:checked')].map((i) => i.value);
  const other = input('lab-extra-player').value.split(';').map((s) => s.trim()).filter(Boolean);
  return [...new Set([...ticked, ...other])];
}
