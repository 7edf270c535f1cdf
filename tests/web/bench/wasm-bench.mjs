// The `pps bench` workload run on the WebAssembly builds under Node, for the
// wasm-vs-native speed target (issue 5): same players, budgets, deals and
// move checksum, so the signature must equal the native one.
//   node tests/web/bench/wasm-bench.mjs [--sims 400] [--games 2] [--threads 1] [--build st|mt]
import { loadEngine, shutDown } from '../support/engines.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const sims = Number(arg('sims', 400));
const games = Number(arg('games', 2));
const threads = Number(arg('threads', 1));
const flavour = arg('build', threads > 1 ? 'mt' : 'st');

const E = await loadEngine(flavour, { ppsPoolSize: Math.max(2, threads) });
const systems = ['american', 'random:1'];
let checksum = 1469598103934665603n;
const MASK = (1n << 64n) - 1n;
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
  console.log(`${spec.padEnd(28)} ${String(count).padStart(10)} simulations ${seconds.toFixed(3).padStart(8)} s ${Math.round(count / seconds).toString().padStart(10)} simulations/s`);
  totalSims += count;
  totalSeconds += seconds;
  player.delete();
}
console.log(`signature ${totalSims}-${checksum.toString(16).padStart(16, '0')}`);
console.log(`speed ${Math.round(totalSims / totalSeconds)} simulations/s (${threads} thread${threads > 1 ? 's' : ''}, ${flavour} build)`);
shutDown(E);
