// A Python player in the lab (Pyodide in the sandbox's worker): Python loads
// only when picked, with a progress line; a command-line player
// (clients/python/greedy_player.py) pastes in unchanged and plays a
// tournament against greedy and champion with the paired comparison (20
// games, on a plain static host); the
// Python starter plays exactly its built-in twin's games; the helpers
// (pps_lab) work; errors show the Python message, line and call; an endless
// loop and a bad answer lose the game as in JavaScript; a copy started afresh
// (from the snapshot of Python's memory the first start made, before any
// player's code ran) finds nothing of the last; Python's heap has the
// player's memory cap. The cases that only type and run code share a page.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appSuite } from './support/app-suite.mjs';
import { watchErrors } from './support/browser.mjs';
import { ROOT } from './support/engines.mjs';
import { PENALTY_SYSTEM, mineLog, mineStatus, openLab, openPanel, runWatching, setTournament, tableCells, typeCode } from './support/lab-player.mjs';

const suite = appSuite();
const GREEDY_CLI = readFileSync(path.join(ROOT, 'clients/python/greedy_player.py'), 'utf8');

// Picks Python; returns every text the player's status line showed meanwhile.
async function pickPython(page) {
  await page.evaluate(() => {
    window.statusTexts = [];
    new MutationObserver(() => window.statusTexts.push(document.getElementById('lab-mine-status').textContent))
      .observe(document.getElementById('lab-mine-status'), { childList: true, characterData: true, subtree: true });
  });
  await openPanel(page);
  await page.selectOption('#lab-language', 'python');
  await page.waitForFunction(() => /Python is loaded|could not/.test(document.getElementById('lab-mine-status').textContent), null, { timeout: 120000 });
  assert.equal(await mineStatus(page), 'Python is loaded.');
  return page.evaluate(() => window.statusTexts);
}

// One page with Python picked, for the cases that only type code and run it
// (each run starts a fresh Python in the sandbox all the same).
let shared = null;
function pythonPage() {
  shared ??= (async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1200, height: 900 } });
    const errors = watchErrors(page);
    await openLab(page, `${suite.isolated.url}lab.html`);
    await pickPython(page);
    return { page, errors };
  })();
  return shared;
}
after(async () => (await shared)?.page.close().catch(() => {}));

const pyodideRequests = (server) => server.log.filter((e) => e.path.includes('/pyodide/'));

test('Python loads only when picked, with a progress line; the Python starter plays its twin\'s games', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 900 } });
  const before = pyodideRequests(suite.isolated).length;
  await openLab(page, `${suite.isolated.url}lab.html`);
  await page.waitForTimeout(500);
  assert.equal(pyodideRequests(suite.isolated).length, before, 'no Python before it is picked');
  const shown = await pickPython(page);
  const mb = (await import('../../web/build/pyodide-files.mjs')).pyodideMegabytes();
  assert.ok(shown.some((s) => s.startsWith(`Loading Python (${mb} MB the first time): `) && /\d+\.\d MB…$/.test(s)), shown.join(' | '));
  assert.equal(pyodideRequests(suite.isolated).length, before + 5);
  assert.match(await page.evaluate(() => window.ppsLabCode()), /from pps_player import SIZE, run/);
  await setTournament(page, { players: ['greedy:eval=points,ties=first'], systems: ['american', 'british'], games: 3, seed: '3' });
  await page.check('#lab-mine-on');
  await runWatching(page);
  const cells = await tableCells(page);
  assert.match(cells['yours: Points-now starter (Python)']?.[0] ?? 'missing', /\(3\)$/);
  assert.deepEqual(cells['yours: Points-now starter (Python)'], cells['greedy:eval=points,ties=first']);
  assert.deepEqual(errors, []);
});

test('a command-line Python player pastes in unchanged and plays 20 games against greedy and champion', async (t) => {
  const { page, errors } = await suite.page(t, { viewport: { width: 1200, height: 1400 } });
  await openLab(page, `${suite.plain.url}lab.html`); // a plain static host: no COOP/COEP headers
  await pickPython(page);
  await setTournament(page, { players: ['greedy', 'champion'], systems: ['american'], games: 20, sims: 50 });
  await page.fill('#lab-learn', '1000');
  await typeCode(page, GREEDY_CLI);
  await runWatching(page, { timeout: 600000 });
  assert.equal(await page.evaluate(() => document.body.dataset.labDone), '60', await mineStatus(page));
  const cells = await tableCells(page);
  assert.deepEqual(Object.keys(cells), ['greedy', 'champion', 'yours: Greedy sample (Python)']);
  assert.match(cells['yours: Greedy sample (Python)'][0], /\(20\)$/);
  await page.selectOption('#lab-a', 'yours: Greedy sample (Python)');
  await page.selectOption('#lab-b', 'champion');
  const row = page.locator('#lab-paired tr[data-system="american"]');
  assert.match(await row.locator('.diff').textContent(), /^[+-]\d+\.\d\d ± \d+\.\d\d$/);
  assert.equal(await row.locator('.n').textContent(), '20');
  assert.deepEqual(errors, []);
});

const MONTE_CARLO_PY = `from pps_player import SIZE, run
from pps_lab import empty_cells, rate_cells, playouts, unseen_cards, current_system


class MonteCarlo:
    def set_point_system(self, system, millis):
        assert current_system() is system
        self.system = system

    def init(self):
        self.grid = [[None] * SIZE for _ in range(SIZE)]

    def get_play(self, card, millis_remaining):
        assert len(unseen_cards(self.grid, card)) == 51 - (25 - len(empty_cells(self.grid)))
        values = rate_cells(self.grid, card, games=60)
        row, col = max(empty_cells(self.grid), key=lambda cell: values[cell[0]][cell[1]])
        self.grid[row][col] = card
        if not empty_cells(self.grid):
            print("final", self.system.score(self.grid), playouts(self.grid, games=3))
        return row, col

    def get_name(self):
        return "Monte Carlo (Python)"


run(MonteCarlo())
`;

test('the helpers from Python: a Monte Carlo player on rate_cells', async () => {
  const { page, errors } = await pythonPage();
  await setTournament(page, { players: ['random'], systems: ['american'], games: 3 });
  await typeCode(page, MONTE_CARLO_PY);
  await runWatching(page);
  const cells = await tableCells(page);
  const [mean] = cells['yours: Monte Carlo (Python)'][0].split(' ');
  const [randomMean] = cells.random[0].split(' ');
  assert.ok(Number(mean) > Number(randomMean), `${mean} against random's ${randomMean}`);
  // Its own score of the full grid, and a playout of a full grid, are the referee's score.
  const finals = (await mineLog(page)).trim().split('\n');
  assert.equal(finals.length, 3);
  for (const line of finals) {
    const [, own, played] = line.split(' ');
    assert.equal(Number(played), Number(own), line);
  }
  assert.deepEqual(errors, []);
});

test('Python errors show the Python message and the line of the code', async () => {
  const { page } = await pythonPage();
  await setTournament(page, { players: ['greedy'], systems: ['american'], games: 2 });
  await typeCode(page, 'from pps_player import run\n\nclass Broken:\n    def get_play(self, card, millis)\n        return 0, 0\n');
  await runWatching(page);
  assert.match(await mineStatus(page), /^Your player did not load: SyntaxError: .+ \(line 4\)\. The tournament goes on without it\.$/);
  assert.doesNotMatch(await mineStatus(page), /\.\./, 'one full stop');
  // An error in a call loses that game (one game here: a Python restart costs seconds).
  await setTournament(page, { players: ['greedy'], systems: ['american'], games: 1 });
  const code = GREEDY_CLI.replace('        best, best_score = None, None', '        best, best_score = None, None\n        1 / 0');
  await typeCode(page, code);
  await runWatching(page);
  const line = code.split('\n').indexOf('        1 / 0') + 1;
  assert.match(await mineStatus(page), new RegExp(`^yours: .+ played 1 game\\. Its first error in getPlay of card 1 \\(..\\): ZeroDivisionError: division by zero \\(line ${line}\\)\\.$`));
  assert.match(await mineLog(page), /game lost \(0 points\): error in getPlay of card 1 \(..\): ZeroDivisionError/);
});

test('a Python endless loop and a bad answer lose the game', async () => {
  const { page } = await pythonPage();
  await setTournament(page, { players: ['greedy'], systems: [PENALTY_SYSTEM], games: 2, clock: 2, prep: 5 });
  const hostile = (attack) => `from pps_player import SIZE, run


class Hostile:
    def set_point_system(self, system, millis):
        pass

    def init(self):
        self.empty = [(r, c) for r in range(SIZE) for c in range(SIZE)]

    def get_play(self, card, millis_remaining):
        if len(self.empty) == 23:
            ${attack}
        return self.empty.pop(0)

    def get_name(self):
        return "Hostile"


run(Hostile())
`;
  await typeCode(page, hostile('while True: pass'));
  await runWatching(page);
  assert.deepEqual((await tableCells(page))['yours: Hostile'], ['-10.00 ± 0.00 (2)']);
  assert.match(await mineLog(page), /game lost \(-10 points\): no answer to card 3 \(..\) within the 1\.\d{3} s left/);
  await typeCode(page, hostile('return "0 0"'));
  await runWatching(page);
  assert.deepEqual((await tableCells(page))['yours: Hostile'], ['-10.00 ± 0.00 (2)']);
  assert.match(await mineLog(page), /game lost \(-10 points\): returned the str '0 0', not \[row, col\] for card 3/);
  await typeCode(page, hostile('return 0.5, 1'));
  await runWatching(page);
  assert.match(await mineLog(page), /game lost \(-10 points\): returned the tuple \(0\.5, 1\), not \[row, col\] for card 3/);
  // A copy started afresh after a lost game starts from Python's memory as
  // it was before any player's code ran: nothing the last copy left (a
  // module, a builtin, a file) is there.
  const startsBefore = await page.evaluate(() => window.ppsLabSandbox.pythonFromSnapshot);
  await typeCode(page, hostile("raise RuntimeError('saw an earlier copy' if seen else 'fresh')").replace('class Hostile:', `import builtins, os, sys
seen = hasattr(builtins, 'left_here') or os.path.exists('/tmp/left-here') or 'left_here' in sys.modules
builtins.left_here = True
sys.modules['left_here'] = sys
open('/tmp/left-here', 'w').close()


class Hostile:`));
  await runWatching(page);
  assert.deepEqual(await mineLog(page).then((log) => log.match(/RuntimeError: [a-z]+( [a-z]+)*/g)), ['RuntimeError: fresh', 'RuntimeError: fresh']);
  assert.equal(await page.evaluate(() => window.ppsLabSandbox.pythonFromSnapshot), startsBefore + 2, 'each copy started from the snapshot');
  // Python's own memory has the player's cap (1 GiB): 1.5 GiB is Python's MemoryError.
  await typeCode(page, hostile('keep = bytearray(3 * 2 ** 29)'));
  await runWatching(page);
  assert.deepEqual((await tableCells(page))['yours: Hostile'], ['-10.00 ± 0.00 (2)'], 'each game lost, the player afresh for the next');
  assert.match(await mineStatus(page), /^yours: Hostile played 2 games\. Its first error in getPlay of card 3 \(..\): MemoryError.* \(line 13\)\.$/);
});
