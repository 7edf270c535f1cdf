// The `pps bench` workload run on the WebAssembly builds under Node, for the
// wasm-vs-native speed target: same players, budgets, deals and
// move checksum, so the signature must equal the native one.
//   node bench/wasm-bench.mjs [--sims 400] [--games 2] [--threads 1] [--build st|mt]
// With --threads 1,2 and --rounds N the thread counts take turns in one
// process, N rounds, and the speed-up is printed per round and as a median:
// on a noisy shared machine only ratios measured side by side mean much.
import { loadEngine, shutDown } from '../tests/web/support/engines.mjs';
import { flag } from '../tests/web/support/cli-flag.mjs';

const sims = Number(flag('sims', 400));
const games = Number(flag('games', 2));
const threadCounts = String(flag('threads', '1')).split(',').map(Number);
const rounds = Number(flag('rounds', 1));
const maxThreads = Math.max(...threadCounts);
const flavour = flag('build', maxThreads > 1 ? 'mt' : 'st');

const E = await loadEngine(flavour, { ppsPoolSize: Math.max(2, maxThreads) });
const systems = ['american', 'random:1'];
const MASK = (1n << 64n) - 1n;

// One pass of the workload on `threads` threads: its signature and speed.
function runWorkload(threads, verbose) {
  let checksum = 1469598103934665603n;
  let totalSims = 0;
  let totalSeconds = 0;
  for (const spec of ['tiger:sim=best', 'tiger:sim=prune', 'tiger:sim=random', 'tiger:sel=uct,bandit=tuned']) {
    const player = E.AiPlayer.create(spec);
    player.setBudget({ simulations: sims, threads });
    let count = 0;
    const started = performance.now();
    for (let g = 0; g < games; g++) {
      const system = systems[g % 2];
      player.setSystem(system);
      const game = E.Game.create(system, String(g));
      player.newGameForDeal(String(g));
      while (!game.over()) {
        const a = player.analyze(game);
        count += a.simulations;
        game.play(a.best);
        checksum = ((checksum ^ BigInt(a.best)) * 1099511628211n) & MASK;
      }
      game.delete();
    }
    const seconds = (performance.now() - started) / 1000;
    if (verbose) {
      console.log(`${spec.padEnd(28)} ${String(count).padStart(10)} simulations ${seconds.toFixed(3).padStart(8)} s ${Math.round(count / seconds).toString().padStart(10)} simulations/s`);
    }
    totalSims += count;
    totalSeconds += seconds;
    player.delete();
  }
  return { signature: `${totalSims}-${checksum.toString(16).padStart(16, '0')}`, speed: totalSims / totalSeconds };
}

const plural = (n) => `${n} thread${n > 1 ? 's' : ''}`;
const ratios = [];
for (let round = 1; round <= rounds; round++) {
  const speeds = threadCounts.map((threads) => {
    const { signature, speed } = runWorkload(threads, rounds === 1);
    if (rounds === 1) console.log(`signature ${signature}`);
    console.log(`${rounds > 1 ? `round ${round}: ` : ''}speed ${Math.round(speed)} simulations/s (${plural(threads)}, ${flavour} build)`);
    return speed;
  });
  if (threadCounts.length === 2) ratios.push(speeds[1] / speeds[0]);
}
if (ratios.length > 0) {
  const sorted = [...ratios].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(`speed-up ${plural(threadCounts[1])} / ${plural(threadCounts[0])}: median ${median.toFixed(2)}x` +
    ` over ${ratios.length} round${ratios.length > 1 ? 's' : ''} (each: ${ratios.map((r) => r.toFixed(2)).join(' ')})`);
}
shutDown(E);
