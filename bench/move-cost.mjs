// What a move costs in the single-threaded WebAssembly build under Node, for
// two players side by side: each plays the same deals at its own fixed
// simulations from learned values made beforehand (`pps learn --out`), the
// two in turn, and every round prints the ratio of A's time to B's; the
// median over the rounds after the first (which warms up the JIT) is the
// figure. Run it on an idle machine.
//   node bench/move-cost.mjs --a SPEC --a-sims N --a-learned FILE
//        --b SPEC --b-sims N --b-learned FILE [--system american] [--games 10] [--seed 9300000] [--rounds 6]
import { readFileSync } from 'node:fs';
import { loadEngine, shutDown } from '../tests/web/support/engines.mjs';
import { flag } from '../tests/web/support/cli-flag.mjs';

const system = String(flag('system', 'american'));
const games = Number(flag('games', 10));
const seed = Number(flag('seed', 9300000));
const rounds = Number(flag('rounds', 6));

const E = await loadEngine('st');

function prepared(side) {
  const spec = String(flag(side));
  const player = E.AiPlayer.create(spec);
  player.setBudget({ simulations: Number(flag(`${side}-sims`)), threads: 1 });
  player.loadLearned(new Uint8Array(readFileSync(String(flag(`${side}-learned`)))), system);
  return { spec, player };
}

// Seconds for the player's games on the deals.
function timed({ player }) {
  const started = performance.now();
  for (let g = 0; g < games; g++) E.playGame(player, system, String(seed + g));
  return (performance.now() - started) / 1000;
}

const a = prepared('a');
const b = prepared('b');
const ratios = [];
for (let round = 0; round < rounds; round++) {
  const ta = timed(a);
  const tb = timed(b);
  ratios.push(ta / tb);
  console.log(`round ${round + 1}: A ${ta.toFixed(2)} s, B ${tb.toFixed(2)} s, A/B ${(ta / tb).toFixed(3)}`);
}
const counted = ratios.slice(1).sort((x, y) => x - y);
const median = counted[Math.floor(counted.length / 2)];
console.log(`A ${a.spec} / B ${b.spec}, ${games} games of ${system}: median A/B ${median.toFixed(3)} ` +
  `(range ${counted[0].toFixed(3)}-${counted[counted.length - 1].toFixed(3)}, ${counted.length} rounds after the first)`);
shutDown(E);
