// How long the app's learning takes in the WebAssembly builds under Node, for
// a point system that ships no learned values: each strength's recipe
// (web/src/strengths.json), the champion, both builds (mt on 1 and 2
// threads). Run it on an idle machine; the median of --rounds runs is shown.
//   node tests/web/bench/learn-time.mjs [--system SPEC] [--rounds 3] [--player champion]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, loadEngine, shutDown } from '../support/engines.mjs';
import { flag } from '../support/cli-flag.mjs';

const system = flag('system', '1,2,4,8,16,0,30,60,90,120');
const rounds = Number(flag('rounds', 3));
const playerSpec = flag('player', 'champion');
const settings = JSON.parse(readFileSync(path.join(ROOT, 'web/src/strengths.json'), 'utf8'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(`player ${playerSpec}, system ${system}, median of ${rounds} rounds`);
console.log('| strength | learning games | st, 1 thread | mt, 1 thread | mt, 2 threads |');
console.log('| --- | ---: | ---: | ---: | ---: |');
const engines = { st: await loadEngine('st'), mt: await loadEngine('mt', { ppsPoolSize: 2 }) };
for (const strength of settings.strengths) {
  const cells = [];
  for (const [flavour, threads] of [['st', 1], ['mt', 1], ['mt', 2]]) {
    const seconds = [];
    for (let r = 0; r < rounds; r++) {
      const player = engines[flavour].AiPlayer.create(playerSpec);
      const started = performance.now();
      player.prepare(system, { games: strength.learnGames, threads, seed: settings.learningSeed }, null);
      seconds.push((performance.now() - started) / 1000);
      player.delete();
    }
    cells.push(`${median(seconds).toFixed(2)} s`);
  }
  console.log(`| ${strength.name} | ${strength.learnGames.toLocaleString('en')} | ${cells.join(' | ')} |`);
}
shutDown(engines.mt);
