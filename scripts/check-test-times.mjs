// Whether the last npm test (build/test-times.json, written by scripts/test.sh)
// took far longer than the figures recorded for the project's machine
// (bench/data/test-times.json), so that a change that slows the loop is seen
// when it lands. .ci/run runs it after npm test.
//
// A run is warm when at least 90% of its compilations came from the compiler
// cache (or there were none to do), cold otherwise, and is compared with the
// figures of its kind. A step fails the check when its CPU time is more than
// twice its figure plus a minute; and, unless the machine was busy when the
// step ended (a load average over twice the cores plus one, more than npm
// test's own two jobs at a time make), when its wall-clock time is. CPU time
// is what a busy machine stretches least, so the check holds on a noisy
// machine and still catches more work; wall-clock time also catches more
// waiting. A step without a figure is not checked (and says so).
//
//   node scripts/check-test-times.mjs            check the last run
//   node scripts/check-test-times.mjs --record   write the last run's times as
//                                                the figures of its kind (on
//                                                an idle machine, one run each)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUN = path.join(ROOT, 'build/test-times.json');
const FIGURES = path.join(ROOT, 'bench/data/test-times.json');
const FLOOR_SECONDS = 60;
const WARM_SHARE = 0.9;

export function kindOf(run) {
  const { cached, compiled } = run.compilations;
  return cached + compiled === 0 || cached / (cached + compiled) >= WARM_SHARE ? 'warm' : 'cold';
}

export const limitOf = (figure) => 2 * figure + FLOOR_SECONDS;

// The steps of `run` over their limits, as sentences; and the steps not
// checked, for lack of a figure.
export function check(run, figures) {
  const kind = kindOf(run);
  const recorded = figures[kind] ?? {};
  const busyLoad = 2 * run.cores + 1;
  const over = [];
  const unchecked = [];
  for (const step of run.steps) {
    const figure = recorded[step.name];
    if (!figure || figure.seconds == null) {
      unchecked.push(step.name);
      continue;
    }
    if (step.cpu_seconds != null && figure.cpu_seconds != null && step.cpu_seconds > limitOf(figure.cpu_seconds)) {
      over.push(`${step.name}: ${step.cpu_seconds} s of CPU, over ${limitOf(figure.cpu_seconds)} s (twice the ${kind} figure ${figure.cpu_seconds} s, plus ${FLOOR_SECONDS})`);
    }
    const busy = step.load != null && step.load > busyLoad;
    if (!busy && step.seconds > limitOf(figure.seconds)) {
      over.push(`${step.name}: ${step.seconds} s, over ${limitOf(figure.seconds)} s (twice the ${kind} figure ${figure.seconds} s, plus ${FLOOR_SECONDS})`);
    }
  }
  return { kind, over, unchecked };
}

// The run's times as figures of its kind.
export function record(run, figures) {
  const kind = kindOf(run);
  const times = {};
  for (const step of run.steps) times[step.name] = { seconds: step.seconds, cpu_seconds: step.cpu_seconds ?? null };
  return { ...figures, [kind]: times };
}

function main() {
  let run;
  try {
    run = JSON.parse(readFileSync(RUN, 'utf8'));
  } catch (e) {
    console.error(`error: no times of an npm test run (${path.relative(ROOT, RUN)}: ${e.message}); run npm test first`);
    process.exit(2);
  }
  const figures = JSON.parse(readFileSync(FIGURES, 'utf8'));
  if (process.argv.includes('--record')) {
    writeFileSync(FIGURES, `${JSON.stringify(record(run, figures), null, 2)}\n`);
    console.log(`recorded the ${kindOf(run)} figures in ${path.relative(ROOT, FIGURES)}`);
    return;
  }
  const { kind, over, unchecked } = check(run, figures);
  if (unchecked.length) console.log(`npm test's time: no ${kind} figure for ${unchecked.join(', ')} (${path.relative(ROOT, FIGURES)}): not checked`);
  if (over.length) {
    console.error(`error: npm test took far longer than recorded (${kind} cache):\n  ${over.join('\n  ')}\n` +
      `A slower step is a regression to fix, or a change worth its time: then record new figures on an idle machine (this script's --record).`);
    process.exit(1);
  }
  console.log(`npm test's time: every checked step within twice its ${kind} figure plus ${FLOOR_SECONDS} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
