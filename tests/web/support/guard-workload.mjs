// The guard of `pps bench` (wasm/cli/bench_guard.cpp) on a WebAssembly
// engine, through its JavaScript API: the same player spec, budget, point
// systems, deals, learned bytes, moves and estimates, folded into the same
// FNV-1a checksum, so that its signature equals the native one. Plain
// JavaScript with no imports: it runs under Node and in a browser page.
//   runGuard(engine, spec, {threads, minSeconds}) -> { signature, simulations, seconds, passes }
// With minSeconds (as `pps bench --guard-seconds`) the workload runs again
// until that much time has passed; seconds is then one pass's mean.

const SIMULATIONS = 50;
const SYSTEMS = ['american', '-3,5,-20,40,17,-9,60,-128,127,0'];
const LETTERS = 'abcdefghijklmnopqrstuvwxy';

// 64-bit FNV-1a, as two 32-bit halves (BigInt would cost more than the
// engine's own work on the learned bytes). It starts where the native one
// does: from 1469598103934665603 (0x14650fb0739d0383).
class Fnv {
  hi = 0x14650fb0;
  lo = 0x739d0383;

  byte(b) {
    const lo = (this.lo ^ b) >>> 0;
    // (hi * 2^32 + lo) * 0x100000001b3 mod 2^64
    const low = lo * 0x1b3;
    this.hi = (Math.imul(this.hi, 0x1b3) + Math.imul(lo, 0x100) + Math.floor(low / 0x100000000)) >>> 0;
    this.lo = low >>> 0;
  }

  bytes(array) {
    for (let i = 0; i < array.length; i++) this.byte(array[i]);
  }

  // A 64-bit value, low byte first (the native add(uint64_t)).
  word(hi, lo) {
    for (let i = 0; i < 4; i++) this.byte((lo >>> (8 * i)) & 0xff);
    for (let i = 0; i < 4; i++) this.byte((hi >>> (8 * i)) & 0xff);
  }

  small(n) {
    this.word(0, n >>> 0);
  }

  // add_estimate: llround(value * 1000) as a two's complement uint64; NaN is ~0.
  estimate(value) {
    if (Number.isNaN(value)) return this.word(0xffffffff, 0xffffffff);
    const scaled = value * 1000;
    const n = Math.sign(scaled) * Math.round(Math.abs(scaled)); // llround: halves away from zero
    // An integer below 2^53 in magnitude: its two's complement words.
    this.word(Math.floor(n / 0x100000000) >>> 0, n >>> 0);
  }

  hex() {
    return this.hi.toString(16).padStart(8, '0') + this.lo.toString(16).padStart(8, '0');
  }
}

function onePass(E, spec, threads) {
  const started = performance.now();
  const player = E.AiPlayer.create(spec);
  const fnv = new Fnv();
  let simulations = 0;
  try {
    player.setBudget({ simulations: SIMULATIONS, threads });
    SYSTEMS.forEach((system, s) => {
      player.setSystem(system);
      if (player.learns()) fnv.bytes(player.saveLearned());
      // One game by the player's own decisions, one by its analyses.
      const byChoose = String(2 * s);
      const byAnalyze = String(2 * s + 1);
      const moves = E.playGame(player, system, byChoose).split(';')[2];
      for (const letter of moves) fnv.small(LETTERS.indexOf(letter));
      const game = E.Game.create(system, byAnalyze);
      player.newGameForDeal(byAnalyze);
      while (!game.over()) {
        const analysis = player.analyze(game);
        simulations += analysis.simulations;
        for (const v of analysis.values) fnv.estimate(v);
        fnv.small(analysis.best);
        game.play(analysis.best);
      }
      game.delete();
    });
  } finally {
    player.delete();
  }
  return { signature: `${simulations}-${fnv.hex()}`, simulations, seconds: (performance.now() - started) / 1000 };
}

export function runGuard(E, spec, { threads = 1, minSeconds = 0 } = {}) {
  const first = onePass(E, spec, threads);
  let { seconds } = first;
  let passes = 1;
  while (seconds < minSeconds) {
    const again = onePass(E, spec, threads);
    if (again.signature !== first.signature) throw new Error(`the guard workload of ${spec} changed between passes`);
    seconds += again.seconds;
    passes++;
  }
  return { ...first, seconds: seconds / passes, passes };
}
