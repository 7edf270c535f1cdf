// The web tests (npm run test:web, after tsc and vite build): every
// tests/web/**/*.test.mjs, or the files named on the command line, two files
// at a time, as node --test --test-concurrency=2 runs them, but the longest
// first: node --test starts them in alphabetical order, so a long file that
// starts late keeps one worker busy alone at the end. Each file's time comes
// from the last run on this machine (build/web-test-times.json, written at the
// end of every run) or else from bench/data/web-test-times.json; a file known
// to neither counts as a long one, so that it starts early.
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LAST_RUN = path.join(ROOT, 'build/web-test-times.json');
const RECORDED = path.join(ROOT, 'bench/data/web-test-times.json');
const CONCURRENCY = 2;
// A file that has not ended after this long fails (and its process is ended),
// instead of holding the run until CI's own limit: a page that crashed can
// leave a test waiting on it for ever. The longest file takes about 2 minutes.
const FILE_TIMEOUT_MS = 15 * 60 * 1000;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return entry.name.endsWith('.test.mjs') ? [file] : [];
  });
}

const readTimes = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).files ?? {} : {});

// The files, longest first (by their path relative to the repository).
export function longestFirst(files, ...timeTables) {
  const seconds = (file) => {
    const name = path.relative(ROOT, file);
    for (const table of timeTables) if (table[name] != null) return table[name];
    return Infinity;
  };
  return [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
}

function main() {
  const named = process.argv.slice(2).map((f) => path.resolve(f));
  const files = longestFirst(named.length ? named : testFiles(path.join(ROOT, 'tests/web')), readTimes(LAST_RUN), readTimes(RECORDED));
  const took = {};
  const stream = run({ files, concurrency: CONCURRENCY, timeout: FILE_TIMEOUT_MS });
  stream.on('test:fail', () => { process.exitCode = 1; });
  // A file's time: its top-level tests' (and suites'), which run one after
  // another; its set-up (a browser's launch) is left out, the same for all.
  for (const event of ['test:pass', 'test:fail']) {
    stream.on(event, (data) => {
      if (data.nesting !== 0 || !data.file) return;
      const name = path.relative(ROOT, data.file);
      took[name] = (took[name] ?? 0) + data.details.duration_ms / 1000;
    });
  }
  stream.on('end', () => {
    if (named.length) return;  // a partial run teaches nothing about the whole
    const files = Object.fromEntries(Object.entries(took).sort(([, a], [, b]) => b - a).map(([f, s]) => [f, Math.round(s * 10) / 10]));
    mkdirSync(path.dirname(LAST_RUN), { recursive: true });
    writeFileSync(LAST_RUN, `${JSON.stringify({ files }, null, 2)}\n`);
  });
  stream.compose(process.stdout.isTTY ? spec : tap).pipe(process.stdout);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
