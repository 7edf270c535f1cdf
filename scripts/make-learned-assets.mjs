// Writes web/public/learned/: what each shipped player (the champion, the TD
// network) learns for its systems (scripts/learned-recipes.mjs: the
// champion's 4 million games for every strength, the TD network's games of
// each replayable strength), each exactly what `pps learn` makes with its
// recipe, gzipped, and the manifest the web worker reads, with the digest of
// the learning code that made them. Deterministic: run it again and the values
// are the same; about a quarter of an hour on two threads. Needs the native
// build (build/pps). Usage:
//   node scripts/make-learned-assets.mjs [--threads N]
//   node scripts/make-learned-assets.mjs --check [--threads N]
// --check, after a change to the learning code that should leave what it
// learns alone: relearns the recipes that stand for the rest (CHECKED, a few
// minutes) and, if each gives its shipped file, records the code's digest in
// the manifest, so that npm test need not relearn them until the code changes
// again; if one differs, it says so and changes nothing: make them again.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { ASSET_DIR, CHECKED, RECIPES, learn, learningCodeDigest } from './learned-recipes.mjs';

const threadsFlag = process.argv.indexOf('--threads');
const threads = threadsFlag > 0 ? process.argv[threadsFlag + 1] : String(os.availableParallelism());
const MANIFEST = path.join(ASSET_DIR, 'manifest.json');

const writeManifest = (files) =>
  writeFileSync(MANIFEST, `${JSON.stringify({ generatedBy: 'scripts/make-learned-assets.mjs',
    learningCodeSha256: learningCodeDigest(), files }, null, 1)}\n`);

if (process.argv.includes('--check')) {
  const { files } = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const differ = [];
  for (const recipe of CHECKED) {
    const started = Date.now();
    const same = learn(recipe, threads, { progress: true }).equals(gunzipSync(readFileSync(path.join(ASSET_DIR, recipe.file))));
    if (!same) differ.push(recipe.file);
    console.log(`${recipe.file}: ${same ? 'the same' : 'DIFFERS'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  if (differ.length > 0) {
    console.error(`the learning code no longer learns ${differ.join(', ')}: make the files again (node scripts/make-learned-assets.mjs)`);
    process.exit(1);
  }
  writeManifest(files);
  console.log(`recorded the learning code's digest in ${path.relative(process.cwd(), MANIFEST)}`);
  process.exit(0);
}

rmSync(ASSET_DIR, { recursive: true, force: true });
mkdirSync(ASSET_DIR, { recursive: true });
const files = {};
for (const recipe of RECIPES) {
  const started = Date.now();
  const bytes = learn(recipe, threads, { progress: true });
  const gz = gzipSync(bytes, { level: 9 });
  writeFileSync(path.join(ASSET_DIR, recipe.file), gz);
  files[recipe.key] = { file: recipe.file, bytes: bytes.length, gzipBytes: gz.length,
    sha256: createHash('sha256').update(bytes).digest('hex') };
  console.log(`${recipe.file}: ${bytes.length} bytes, ${gz.length} gzipped (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
writeManifest(files);
