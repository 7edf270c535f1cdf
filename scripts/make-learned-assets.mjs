// Writes web/public/learned/: what each shipped player (the champion, the TD
// network) learns for its systems (scripts/learned-recipes.mjs: the
// champion's 4 million games for every strength, the TD network's games of
// each replayable strength), each exactly what `pps learn` makes with its
// recipe, gzipped, and the manifest the web worker reads. Deterministic: run
// it again and the values are the same; about a quarter of an hour on two
// threads. Needs the native build (build/pps). Usage:
//   node scripts/make-learned-assets.mjs [--threads N]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { ASSET_DIR, RECIPES, ROOT } from './learned-recipes.mjs';

const threadsFlag = process.argv.indexOf('--threads');
const threads = threadsFlag > 0 ? process.argv[threadsFlag + 1] : String(os.availableParallelism());
const pps = path.join(ROOT, 'build/pps');

rmSync(ASSET_DIR, { recursive: true, force: true });
mkdirSync(ASSET_DIR, { recursive: true });
const files = {};
for (const recipe of RECIPES) {
  const out = path.join(os.tmpdir(), `pps-learned-${process.pid}.bin`);
  const started = Date.now();
  execFileSync(pps, [...recipe.ppsArgs, '--threads', threads, '--out', out], { stdio: ['ignore', 'ignore', 'inherit'] });
  const bytes = readFileSync(out);
  rmSync(out);
  const gz = gzipSync(bytes, { level: 9 });
  writeFileSync(path.join(ASSET_DIR, recipe.file), gz);
  files[recipe.key] = { file: recipe.file, bytes: bytes.length, gzipBytes: gz.length,
    sha256: createHash('sha256').update(bytes).digest('hex') };
  console.log(`${recipe.file}: ${bytes.length} bytes, ${gz.length} gzipped (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
writeFileSync(path.join(ASSET_DIR, 'manifest.json'),
  `${JSON.stringify({ generatedBy: 'scripts/make-learned-assets.mjs', files }, null, 1)}\n`);
