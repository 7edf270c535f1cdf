// WebAssembly against native on the guard workload of `pps bench` (every
// guarded player: learning, whole games, analyses), side by side in one run:
// each round runs the native guard, then the single-threaded WebAssembly
// build under Node, then the same build in a Chromium worker. Every spec's
// signature must equal the native one (the same work), and each workload is
// repeated until it has run --seconds, so that even the microsecond ones
// (random, greedy) are timed. Prints per spec and per player the speed
// ratio native time / WebAssembly time (1 = as fast as native): the median
// over the rounds after the first (which warms up the JIT's tiers), and its
// range.
//   node bench/wasm-vs-native.mjs [--rounds 6] [--seconds 0.5] [--browser on|off] [--build-dir DIR]
// --build-dir: another single-threaded build (default build-wasm-st, or
// PPS_WASM_BUILD_DIR), to compare compiler flags.
import path from 'node:path';
import { ROOT, loadEngine, pps } from '../tests/web/support/engines.mjs';
import { flag } from '../tests/web/support/cli-flag.mjs';
import { chromiumEngineWorker } from '../tests/web/support/chromium-engine.mjs';
import { runGuard } from '../tests/web/support/guard-workload.mjs';

const rounds = Number(flag('rounds', 6));
const seconds = Number(flag('seconds', 0.5));
const inBrowser = flag('browser', 'on') !== 'off';
const buildDir = path.resolve(flag('build-dir', process.env.PPS_WASM_BUILD_DIR ?? path.join(ROOT, 'build-wasm-st')));
process.env.PPS_WASM_BUILD_DIR = buildDir;

// Native: spec -> {signature, seconds a pass}
function nativeRound() {
  const out = pps('bench', '--sims', '1', '--games', '1', '--guard-seconds', String(seconds));
  const lines = out.split('\n').filter((l) => l.startsWith('guard ') && !l.startsWith('guard signature'));
  return new Map(lines.map((l) => {
    const [, spec, signature, time] = l.split(/\s+/);
    return [spec, { signature, seconds: Number(time) }];
  }));
}

// The same engine in a Chromium module worker, as the app runs it.
async function browserRunner() {
  const chromium = await chromiumEngineWorker(buildDir, `
    const { runGuard } = await import('/tests/web/support/guard-workload.mjs');
    onmessage = (e) => postMessage(runGuard(E, e.data.spec, { minSeconds: e.data.seconds }));`);
  return { run: (spec) => chromium.ask({ spec, seconds }), close: chromium.close };
}

const E = await loadEngine('st');
const browser = inBrowser ? await browserRunner() : null;
const specs = [...nativeRound().keys()];
const times = new Map(specs.map((s) => [s, { native: [], node: [], chromium: [] }]));
const mismatches = new Set();

for (let round = 0; round < rounds; round++) {
  const native = nativeRound();
  for (const spec of specs) {
    const t = times.get(spec);
    const node = runGuard(E, spec, { minSeconds: seconds });
    const chromium = browser ? await browser.run(spec) : null;
    for (const [where, result] of [['node', node], ['chromium', chromium]]) {
      if (result && result.signature !== native.get(spec).signature) mismatches.add(`${spec} (${where}: ${result.signature}, native ${native.get(spec).signature})`);
    }
    if (round === 0) continue; // warm-up
    t.native.push(native.get(spec).seconds);
    t.node.push(node.seconds);
    if (chromium) t.chromium.push(chromium.seconds);
  }
  process.stderr.write(`round ${round + 1} of ${rounds} done${round === 0 ? ' (warm-up, not counted)' : ''}\n`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratios = (native, wasm) => native.map((n, i) => n / wasm[i]);
const range = (xs) => `${median(xs).toFixed(2)} (${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)})`;
const ms = (s) => (s * 1000 < 1 ? (s * 1000).toFixed(3) : (s * 1000).toFixed(1));

console.log(`build ${path.relative(ROOT, buildDir)}, ${rounds - 1} rounds after a warm-up, each workload repeated for ${seconds} s`);
console.log('| spec | native ms | Node ms | Chromium ms | Node / native | Chromium / native |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const spec of specs) {
  const t = times.get(spec);
  const cr = t.chromium.length ? range(ratios(t.native, t.chromium)) : '–';
  const cm = t.chromium.length ? ms(median(t.chromium)) : '–';
  console.log(`| ${spec} | ${ms(median(t.native))} | ${ms(median(t.node))} | ${cm} | ${range(ratios(t.native, t.node))} | ${cr} |`);
}
// Per player: the time of all its specs, round by round.
const players = [...new Set(specs.map((s) => s.split(':')[0]))];
console.log('\n| player | Node / native | Chromium / native |');
console.log('| --- | ---: | ---: |');
for (const player of players) {
  const own = specs.filter((s) => s.split(':')[0] === player).map((s) => times.get(s));
  const sum = (key) => own[0][key].map((_, i) => own.reduce((total, t) => total + t[key][i], 0));
  const cr = browser ? range(ratios(sum('native'), sum('chromium'))) : '–';
  console.log(`| ${player} | ${range(ratios(sum('native'), sum('node')))} | ${cr} |`);
}
if (mismatches.size) console.log(`\nSIGNATURE MISMATCH (not the same work): ${[...mismatches].join('; ')}`);
await browser?.close();
