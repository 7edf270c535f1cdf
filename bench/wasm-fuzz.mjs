#!/usr/bin/env node
// Random calls to each WebAssembly build's JavaScript API (the fuzzer of
// tests/web/support/wasm-fuzzer.mjs), deterministic for a seed:
//
//   node bench/wasm-fuzz.mjs [--calls 1000000] [--seed 1] [--builds st,mt]
//
// Each build runs in a child process that reports after every chunk of calls;
// a child silent for --hang-seconds (default 120) is killed and counted as a
// hang. Prints a markdown table (calls, returned, refused, crashes, hangs,
// slowest call, heap figures) for bench/RESULTS.md ("Reliability"). Needs
// scripts/build-wasm.sh first.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const CHUNK = 10_000;

async function child() {
  const [flavour, calls, seed] = [process.argv[3], Number(process.argv[4]), Number(process.argv[5])];
  const { loadEngine, shutDown } = await import('../tests/web/support/engines.mjs');
  const { WasmFuzzer } = await import('../tests/web/support/wasm-fuzzer.mjs');
  const E = await loadEngine(flavour, { ppsPoolSize: 2 });
  const start = E.memoryStats();
  const fuzzer = new WasmFuzzer(E, seed);
  const heapAfter = [];
  for (let done = 0; done < calls; done += CHUNK) {
    fuzzer.run(Math.min(CHUNK, calls - done));
    process.send({ progress: fuzzer.stats.calls });
    // Every tenth of the run: the live objects deleted, what malloc holds.
    if ((done + CHUNK) % (calls / 10) === 0) {
      fuzzer.cleanUp();
      heapAfter.push(E.memoryStats().mallocBytes);
    }
  }
  fuzzer.cleanUp();
  const end = E.memoryStats();
  process.send({ done: { stats: fuzzer.stats, start, end, heapAfter, msByCall: fuzzer.msByCall } });
  shutDown(E);
}

function runBuild(flavour, calls, seed, hangSeconds) {
  return new Promise((resolve) => {
    const started = Date.now();
    const proc = fork(fileURLToPath(import.meta.url), ['--child', flavour, String(calls), String(seed)], { stdio: 'inherit' });
    let result = null;
    let timer;
    const watchdog = () => {
      clearTimeout(timer);
      timer = setTimeout(() => proc.kill('SIGKILL'), hangSeconds * 1000);
    };
    watchdog();
    proc.on('message', (m) => {
      watchdog();
      if (m.progress && m.progress % 100_000 === 0) console.error(`${flavour}: ${m.progress} calls`);
      if (m.done) result = m.done;
    });
    proc.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ flavour, result, hung: signal === 'SIGKILL', code, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const MB = (bytes) => (bytes / (1 << 20)).toFixed(1);

function report(runs, seed) {
  const lines = [
    `| build | calls | returned | refused | crashes | hangs | slowest call | heap (memory) start → end | malloc in use start → end | malloc after each tenth (KB) | seconds |`,
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { flavour, result, hung, code, seconds } of runs) {
    if (!result) {
      lines.push(`| ${flavour} | - | - | - | ${hung ? 0 : 1} (exit ${code}) | ${hung ? 1 : 0} | - | - | - | - | ${seconds.toFixed(0)} |`);
      continue;
    }
    const { stats, start, end, heapAfter } = result;
    lines.push(
      `| ${flavour} | ${stats.calls} | ${stats.returned} | ${stats.refused} | ${stats.crashes} | 0 | ` +
        `${stats.slowestCall} ${stats.slowestMs.toFixed(0)} ms | ${MB(start.heapBytes)} → ${MB(end.heapBytes)} MB | ` +
        `${start.mallocBytes} → ${end.mallocBytes} B | ${heapAfter.map((b) => Math.round(b / 1024)).join(', ')} | ${seconds.toFixed(0)} |`,
    );
  }
  console.log(`seed ${seed}\n\n${lines.join('\n')}`);
  for (const { flavour, result } of runs) {
    if (result?.stats.crashSamples.length) console.log(`\n${flavour} crashes:\n- ${result.stats.crashSamples.join('\n- ')}`);
  }
}

if (process.argv[2] === '--child') {
  await child();
} else {
  const { values } = parseArgs({
    options: {
      calls: { type: 'string', default: '1000000' },
      seed: { type: 'string', default: '1' },
      builds: { type: 'string', default: 'st,mt' },
      'hang-seconds': { type: 'string', default: '120' },
    },
  });
  const calls = Number(values.calls);
  if (!(calls >= CHUNK && calls % (CHUNK * 10) === 0)) throw new Error(`--calls must be a multiple of ${CHUNK * 10}`);
  const runs = [];
  for (const flavour of values.builds.split(',')) {
    runs.push(await runBuild(flavour, calls, Number(values.seed), Number(values['hang-seconds'])));
  }
  report(runs, values.seed);
}
