// The learned values shipped in web/public/learned/ are exactly what the
// engine learns with their recipes (scripts/learned-recipes.mjs), and every
// one loads in the WebAssembly engine for its system.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ASSET_DIR, RECIPES } from '../../scripts/learned-recipes.mjs';
import { loadEngine, pps } from './support/engines.mjs';

const manifest = JSON.parse(readFileSync(path.join(ASSET_DIR, 'manifest.json'), 'utf8'));
const shipped = (recipe) => gunzipSync(readFileSync(path.join(ASSET_DIR, recipe.file)));
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

test('the manifest lists one file per recipe, and nothing else is shipped', () => {
  assert.deepEqual(Object.keys(manifest.files).sort(), RECIPES.map((r) => r.key).sort());
  assert.deepEqual(readdirSync(ASSET_DIR).sort(), [...RECIPES.map((r) => r.file), 'manifest.json'].sort());
  for (const recipe of RECIPES) {
    const entry = manifest.files[recipe.key];
    const bytes = shipped(recipe);
    assert.equal(entry.file, recipe.file);
    assert.equal(sha256(bytes), entry.sha256, recipe.file);
    // The size goal: at most 1 MB gzipped each.
    assert.ok(readFileSync(path.join(ASSET_DIR, recipe.file)).length <= 1024 * 1024, `${recipe.file} is over 1 MB`);
  }
});

// Relearning every recipe takes a quarter of an hour (the champion's are 4
// million games each); the test relearns the TD network's fast strength on
// every system and the champion's values for American (the default game),
// which covers both players' learning and the largest recipe.
const relearned = RECIPES.filter(
  (r) => r.strength === 'fast' || (r.player === 'champion' && r.system === 'american'),
);

test('what is shipped is exactly what pps learn makes with the recipe', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pps-assets-'));
  for (const recipe of relearned) {
    const out = path.join(dir, recipe.file.replace(/\.gz$/, ''));
    pps(...recipe.ppsArgs, '--threads', '2', '--out', out);
    assert.ok(existsSync(out));
    assert.ok(readFileSync(out).equals(shipped(recipe)), `${recipe.file} differs from what its recipe learns`);
  }
});

test('every shipped file loads in the WebAssembly engine for its system', async () => {
  const E = await loadEngine('st');
  for (const recipe of RECIPES) {
    const player = E.AiPlayer.create(recipe.player);
    player.loadLearned(shipped(recipe), recipe.system);
    assert.equal(player.learned(), true, recipe.file);
    player.delete();
  }
});
