// The rules of the lab's player that live in more than one place, held
// together: the answer a referee takes (the lab's, in JavaScript and Python,
// and the Python client's: one form), the lost games in a row after which
// the lab withdraws a player and the size of Python's download (each as the
// README states it), the caps on shared code (a small link never unpacks to
// more code than the lab takes), and a lost game's score (the engine's).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, loadEngine } from './support/engines.mjs';
import { importTs } from './support/import-ts.mjs';

const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
const { refusal } = await importTs('web/src/lab/player/referee.ts');
const { MOST_LOST_IN_A_ROW } = await importTs('web/src/lab/player/verdict.ts');
const { MOST_CODE_CHARS, playerLink, readPlayerLink } = await importTs('web/src/lab/player/player-link.ts');
const { pyodideMegabytes } = await import(path.join(ROOT, 'web/build/pyodide-files.mjs'));

// Answers as JavaScript and Python both write them, and whether a referee takes them.
const ANSWERS = [
  ['[1, 2]', '(1, 2)', true],
  ['[2.0, 3]', '[2.0, 3]', true],
  ['[0.5, 1]', '(0.5, 1)', false],
  ["['1', 2]", "('1', 2)", false],
  ['[true, 0]', '(True, 0)', false],
  ['[1, 2, 3]', '(1, 2, 3)', false],
  ['3', '3', false],
];

test('one answer form: the lab\'s JavaScript referee takes what the Python client takes', () => {
  // The runner hands the referee an array of two numbers, or words for anything else.
  const asRunnerGives = (v) => (Array.isArray(v) && v.length === 2 && v.every((x) => typeof x === 'number') ? v : { not: 'something' });
  for (const [js, , taken] of ANSWERS)
    assert.equal(refusal(asRunnerGives(eval(js)), new Set()) === null, taken, `${js}: ${refusal(asRunnerGives(eval(js)), new Set())}`);
});

test('one answer form: pps_player.cell_of (the client\'s, and the lab\'s Python bridge\'s) takes the same', (t) => {
  const check = spawnSync('python3', ['--version']);
  if (check.error) return t.skip('no python3 on this machine');
  const program = [
    'import json, sys',
    `sys.path.insert(0, ${JSON.stringify(path.join(ROOT, 'clients/python'))})`,
    'from pps_player import cell_of',
    'out = []',
    ...ANSWERS.map(([, py]) => `try:\n    cell_of(${py}); out.append(True)\nexcept ValueError:\n    out.append(False)`),
    'print(json.dumps(out))',
  ].join('\n');
  const run = spawnSync('python3', ['-c', program], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), ANSWERS.map(([, , taken]) => taken));
  // The lab's bridge uses the client's rule, not a copy of it.
  assert.match(readFileSync(path.join(ROOT, 'web/src/lab/player/pps_lab.py'), 'utf8'), /pps_player\.cell_of\(answer\)/);
});

test('the README and the lab\'s help state the lost games in a row after which the lab withdraws a player', () => {
  assert.ok(MOST_LOST_IN_A_ROW >= 2);
  assert.ok(README.includes(`after ${MOST_LOST_IN_A_ROW} lost games in a row it is withdrawn`), 'README, "Your player in the lab"');
  assert.match(readFileSync(path.join(ROOT, 'web/lab.html'), 'utf8').replace(/\s+/g, ' '), new RegExp(`after ${MOST_LOST_IN_A_ROW} lost games in a row it is withdrawn`), 'the lab\'s help');
});

test('the README says the size of Python\'s files, as measured from them (the page shows the same figure)', () => {
  const mb = pyodideMegabytes();
  assert.match(mb, /^\d+\.\d$/);
  assert.ok(README.includes(`Python (Pyodide, ${mb} MB of files)`), `README should say ${mb} MB`);
  assert.match(readFileSync(path.join(ROOT, 'web/src/lab/player/mine.ts'), 'utf8'), /Loading Python \(\$\{pythonMegabytes\(\)\} MB/);
});

// A link's fragment for `data` (what playerLink writes), with no cap of its own.
async function fragmentOf(data) {
  const stream = new Blob([JSON.stringify(data)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return `#player=${Buffer.from(bytes).toString('base64url')}`;
}

test('a small link that unpacks to megabytes of code is refused, saying why; code up to the cap opens', async () => {
  const bomb = await fragmentOf({ language: 'javascript', code: `// ${'x'.repeat(4_000_000)}`, prep: 10, clock: 30 });
  assert.ok(bomb.length < 8000, `${bomb.length} characters: a link a chat program carries`);
  const refused = await readPlayerLink(bomb);
  assert.match(refused.problem, /^The player in this link was not opened: its code is longer than the 100,000 characters the lab takes\.$/);
  const fits = `// ${'y'.repeat(MOST_CODE_CHARS - 3)}`;
  const opened = await readPlayerLink(await fragmentOf({ language: 'python', code: fits, prep: 10, clock: 30 }));
  assert.equal(opened.player.code, fits);
  const over = await readPlayerLink(await fragmentOf({ language: 'python', code: `${fits}y`, prep: 10, clock: 30 }));
  assert.match(over.problem, /longer than the 100,000 characters/);
});

test('code over the cap makes no link, and the too-long message names a way that exists', async () => {
  const made = await playerLink('https://x.invalid/lab.html', { language: 'javascript', code: 'x'.repeat(MOST_CODE_CHARS + 1), prepSeconds: 10, gameSeconds: 30 });
  assert.equal(made.problem, 'No link: the code is 100,001 characters long, more than the 100,000 the lab takes.');
  let x = 7;
  const noise = Array.from({ length: 12000 }, () => String.fromCharCode(35 + ((x = (x * 48271) % 2147483647) % 89))).join('');
  const long = await playerLink('https://x.invalid/lab.html', { language: 'javascript', code: noise, prepSeconds: 10, gameSeconds: 30 });
  assert.match(long.problem, /share it as a file \("Save to a file"; whoever gets it opens it with "Load a file"\)/);
  const html = readFileSync(path.join(ROOT, 'web/lab.html'), 'utf8');
  assert.match(html, /id="lab-save-file"/);
  assert.match(html, /id="lab-load-file"/);
});

test('a lost game scores the engine\'s penalty (the lab\'s referee is given it, never restates it)', async () => {
  const engine = await loadEngine('st');
  const cases = [['american', 0], ['british', 0], ['-1,2,5,10,15,20,25,50,75,100', -10], ['3,-128,0,0,0,0,0,0,0,127', -1280], ['single:flush', 0]];
  for (const [spec, penalty] of cases) assert.equal(engine.parseSystem(spec).forfeit, penalty, spec);
  const referee = readFileSync(path.join(ROOT, 'web/src/lab/player/referee.ts'), 'utf8');
  assert.match(referee, /const penalty = system\.forfeit;/);
  assert.doesNotMatch(referee, /Math\.min\(/, 'no penalty of its own');
});
