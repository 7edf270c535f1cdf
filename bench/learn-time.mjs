// How long the app's learning takes in the WebAssembly builds, for a point
// system that ships no learned values: each strength's recipe
// (web/src/engine/strengths.json) for one player (the champion unless --player),
// under Node (st; mt on 1 and 2 threads) and, with --browser on, the st build
// in a Chromium worker as the app runs it. Run it on an idle machine; the
// median of --rounds runs is shown.
//   node bench/learn-time.mjs [--system SPEC] [--rounds 3] [--player champion] [--browser on]
//     [--strengths fast,normal]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, loadEngine, shutDown } from '../tests/web/support/engines.mjs';
import { flag } from '../tests/web/support/cli-flag.mjs';
import { chromiumEngineWorker } from '../tests/web/support/chromium-engine.mjs';
import { learnOnce } from './learn-workload.mjs';

const system = flag('system', '1,2,4,8,16,0,30,60,90,120');
const rounds = Number(flag('rounds', 3));
const playerSpec = flag('player', 'champion');
const inBrowser = flag('browser', 'off') === 'on';
const only = flag('strengths', '');
const settings = JSON.parse(readFileSync(path.join(ROOT, 'web/src/engine/strengths.json'), 'utf8'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const engines = { st: await loadEngine('st'), mt: await loadEngine('mt', { ppsPoolSize: 2 }) };
const chromium = inBrowser
  ? await chromiumEngineWorker(path.join(ROOT, 'build-wasm-st'), `
      const { learnOnce } = await import('/bench/learn-workload.mjs');
      onmessage = (e) => postMessage(learnOnce(E, e.data.spec, e.data.system, e.data.budget));`)
  : null;
const columns = [['st', 1, 'st, 1 thread'], ['mt', 1, 'mt, 1 thread'], ['mt', 2, 'mt, 2 threads']];
if (chromium) columns.push(['chromium', 1, 'Chromium st']);

console.log(`player ${playerSpec}, system ${system}, median of ${rounds} rounds`);
console.log(`| strength | learning games | ${columns.map((c) => c[2]).join(' | ')} |`);
console.log(`| --- | ---: |${columns.map(() => ' ---: |').join('')}`);
const playerName = playerSpec.split(':')[0];
for (const strength of settings.strengths.filter((s) => !only || only.split(',').includes(s.name))) {
  const games = strength.learnGamesOf?.[playerName] ?? strength.learnGames;
  const cells = [];
  for (const [where, threads] of columns) {
    const budget = { games, threads, seed: settings.learningSeed };
    const seconds = [];
    for (let r = 0; r < rounds; r++) {
      seconds.push(where === 'chromium'
        ? await chromium.ask({ spec: playerSpec, system, budget })
        : learnOnce(engines[where], playerSpec, system, budget));
    }
    cells.push(`${median(seconds).toFixed(2)} s`);
  }
  console.log(`| ${strength.name} | ${games.toLocaleString('en')} | ${cells.join(' | ')} |`);
}
shutDown(engines.mt);
await chromium?.close();
