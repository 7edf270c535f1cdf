// The learning-platform packages of the built site (web/src/teach/packages.ts,
// web/build/package-files.mjs): a package carries embed.html and what it
// reaches, never a chunk of the lab's or the teacher's page's own (the lab's
// editor once rode along, 401 KB); the learned values of its point system and
// players only; the same inputs give the same bytes; and the size the guide
// states is the size built.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST } from './support/app-suite.mjs';
import { ROOT } from './support/engines.mjs';
import { unzip } from './support/lms.mjs';
import { reachedFrom } from '../../web/build/package-files.mjs';
import { buildPackage, makeAssignment } from '../../scripts/make-assignment.mjs';
import demo from '../../web/src/state/demo-assignment.json' with { type: 'json' };

const TEACHER = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const settings = { dist: DIST, token: demo.token, title: 'demo', system: 'american', pass: 50 };

test("a package carries embed.html's chunks only: none of the lab's, the app's or the teacher's page's own", async () => {
  const { files } = await buildPackage({ kind: 'scorm12', ...settings });
  const embed = new Set(reachedFrom(DIST, 'embed.html'));
  const others = new Set(['lab.html', 'teach.html', 'index.html'].flatMap((page) => reachedFrom(DIST, page)).filter((f) => !embed.has(f)));
  assert.ok(others.size >= 2, 'the other pages have chunks of their own (the lab, its editor, the teacher\'s page)');
  assert.deepEqual(files.filter((f) => others.has(f)), [], 'chunks of other pages in the package');
  assert.deepEqual(files.filter((f) => f.startsWith('assets/')).sort(), [...embed].sort(), 'every chunk embed.html reaches, and no other');
  assert.ok(!files.some((f) => /pps-engine-mt|pyodide|code-editor/.test(f)));
});

test('the learned values of its point system and players only; hints allowed bring the strongest player\'s', async () => {
  const learned = async (input) => {
    const made = await makeAssignment({ key: TEACHER, name: 'learned', deals: 1, system: 'british', ...input });
    const { files } = await buildPackage({ kind: 'cmi5', ...settings, token: made.token, system: 'british' });
    return files.filter((f) => f.startsWith('learned/') && f !== 'learned/manifest.json');
  };
  assert.deepEqual(await learned({ grade: 'ai' }), ['learned/champion-british-4000000.bin.gz']);
  assert.deepEqual(await learned({ grade: 'best' }), [], 'no AI on the page, none');
  assert.deepEqual(await learned({ grade: 'best', hints: 'on' }), ['learned/champion-british-4000000.bin.gz']);
  const tdnet = await learned({ grade: 'ai:fast:tdnet' });
  assert.ok(tdnet.length >= 1 && tdnet.every((f) => f.startsWith('learned/tdnet-british-')), tdnet.join());
});

test('the same inputs make the same bytes, and the zip holds the site\'s files as they are', async () => {
  const a = await buildPackage({ kind: 'scorm2004', ...settings });
  const b = await buildPackage({ kind: 'scorm2004', ...settings });
  assert.ok(Buffer.from(a.bytes).equals(Buffer.from(b.bytes)));
  for (const { name, bytes } of unzip(a.bytes)) {
    if (/^(assets|engine)\//.test(name) || name === 'embed.html') assert.ok(bytes.equals(readFileSync(path.join(DIST, name))), name);
  }
});

test("the packages' size in docs/TEACHING.md is the size built", async () => {
  const guide = readFileSync(path.join(ROOT, 'docs/TEACHING.md'), 'utf8');
  const stated = Number(/-cmi5\.zip` \(([\d.]+) MB each/.exec(guide)?.[1]);
  for (const kind of ['scorm12', 'scorm2004', 'cmi5']) {
    const { bytes } = await buildPackage({ kind, ...settings });
    assert.ok(Math.abs(bytes.length / 1e6 - stated) < 0.05, `${kind}: ${(bytes.length / 1e6).toFixed(2)} MB, the guide says ${stated} MB`);
  }
});
