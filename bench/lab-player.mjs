// The lab's student players, timed in Chromium on the built site (web/dist,
// npm run build) served by a plain static server with the COOP/COEP headers:
//   - the sandbox's per-move overhead: the mean time of getPlay for a player
//     that answers at once, as the sandbox's script times it (to the worker
//     and back; its clock steps by 0.1 ms, so a mean, not a median);
//   - games per second of the JavaScript starter (greedy) and the Python one;
//   - a Monte Carlo player (N random playouts per cell) written against the
//     helpers (pps.rateCells: the engine) and in plain JavaScript (its own
//     playouts, scored with PointSystem.score), games per second of each.
// Each is a lab tournament of that player alone on American, timed from Run
// to the end (the referee's deals and scores included). Take the figures on
// an idle machine (uptime's load below 1): they are timed.
//   node bench/lab-player.mjs [--games 1000] [--python-games 200] [--mc-games 10] [--playouts 50] [--site web/dist]
// (--site: another build of the site, to compare two side by side.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../tests/web/support/engines.mjs';
import { flag } from '../tests/web/support/cli-flag.mjs';
import { serveFolder } from '../tests/web/support/static-server.mjs';
import { launchChromium } from '../tests/web/support/browser.mjs';
import { openLab, setTournament, typeCode } from '../tests/web/support/lab-player.mjs';

const games = Number(flag('games', 1000));
const pythonGames = Number(flag('python-games', 200));
const mcGames = Number(flag('mc-games', 10));
const playouts = Number(flag('playouts', 50));
const siteFolder = path.resolve(ROOT, flag('site', 'web/dist'));
const starter = (name) => readFileSync(path.join(ROOT, 'web/src/lab/player', name), 'utf8');

const FIRST_EMPTY = `class FirstEmpty {
  setPointSystem() {}
  init() { this.empty = pps.emptyCells([0, 1, 2, 3, 4].map(() => [null, null, null, null, null])); }
  getPlay() { return this.empty.shift(); }
  getName() { return 'First empty cell'; }
}
run(new FirstEmpty());`;

// The same flat Monte Carlo twice: the engine plays the playouts, or JavaScript does.
const monteCarlo = (helpers) => `class MonteCarlo {
  setPointSystem(system) { this.system = system; }
  init() { this.grid = [0, 1, 2, 3, 4].map(() => [null, null, null, null, null]); }
  getPlay(card) {
    const cells = pps.emptyCells(this.grid);
    let best = cells[0], bestValue = -Infinity;
    ${helpers ? `const values = pps.rateCells(this.grid, card, { games: ${playouts} });` : ''}
    for (const [row, col] of cells) {
      ${helpers ? 'const value = values[row][col];' : `this.grid[row][col] = card;
      const value = this.playOut(card, ${playouts});
      this.grid[row][col] = null;`}
      if (value > bestValue) [best, bestValue] = [[row, col], value];
    }
    this.grid[best[0]][best[1]] = card;
    return best;
  }
  playOut(card, n) {
    const empty = pps.emptyCells(this.grid);
    const deck = pps.unseenCards(this.grid, card);
    let total = 0;
    for (let g = 0; g < n; g++) {
      for (let i = 0; i < empty.length; i++) {
        const j = i + Math.floor(Math.random() * (deck.length - i));
        [deck[i], deck[j]] = [deck[j], deck[i]];
        this.grid[empty[i][0]][empty[i][1]] = deck[i];
      }
      total += this.system.score(this.grid);
    }
    for (const [r, c] of empty) this.grid[r][c] = null;
    return total / n;
  }
  getName() { return 'Monte Carlo (${helpers ? 'helpers' : 'plain JavaScript'})'; }
}
run(new MonteCarlo());`;

const site = await serveFolder(siteFolder, { isolated: true });
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
await openLab(page, `${site.url}lab.html`);

// Plays `count` games of `code` alone; returns seconds from Run to the end.
async function timed(code, count, language = 'javascript') {
  if ((await page.inputValue('#lab-language')) !== language) {
    await page.selectOption('#lab-language', language);
    await page.waitForFunction(() => !/Loading/.test(document.getElementById('lab-mine-status').textContent), null, { timeout: 120000 });
  }
  await setTournament(page, { players: [], systems: ['american'], games: count });
  await typeCode(page, code);
  await page.evaluate(() => window.ppsLabSandbox.roundTrips.splice(0));
  const start = Date.now();
  await page.click('#lab-run');
  await page.waitForFunction((n) => document.body.dataset.labDone === String(n), count, { timeout: 3_600_000 });
  return (Date.now() - start) / 1000;
}

const rows = [];
await timed(FIRST_EMPTY, 100);
const trips = await page.evaluate(() => window.ppsLabSandbox.roundTrips.slice());
const mean = trips.reduce((sum, ms) => sum + ms, 0) / trips.length;
rows.push([`sandbox round trip of a call (mean, ${trips.length} calls)`, `${mean.toFixed(3)} ms`]);
const rate = (seconds, count) => `${(count / seconds).toFixed(1)} games/s (${count} games in ${seconds.toFixed(1)} s)`;
rows.push(['JavaScript starter (greedy)', rate(await timed(starter('starter.js'), games), games)]);
rows.push([`Monte Carlo, ${playouts} playouts a cell, on the helpers`, rate(await timed(monteCarlo(true), mcGames), mcGames)]);
rows.push([`Monte Carlo, ${playouts} playouts a cell, in plain JavaScript`, rate(await timed(monteCarlo(false), mcGames), mcGames)]);
rows.push(['Python starter (greedy)', rate(await timed(starter('starter.py'), pythonGames, 'python'), pythonGames)]);

console.log('| measure | result |\n|---|---|');
for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
await browser.close();
await site.close();
