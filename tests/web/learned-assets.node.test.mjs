// The learned values shipped in web/public/learned/ are exactly what the
// engine learns with their recipes (scripts/learned-recipes.mjs), and every
// one loads in the WebAssembly engine for its system.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ASSET_DIR, CHECKED, EVERY_RUN, RECIPES, learn, learningCodeDigest } from '../../scripts/learned-recipes.mjs';
import { loadEngine } from './support/engines.mjs';

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

// Each run relearns the cheapest recipe: the whole way from recipe to file,
// through pps learn as it is now built.
test(`the cheapest recipe, relearned now, gives exactly its shipped file (${EVERY_RUN.file})`, () => {
  assert.ok(learn(EVERY_RUN, 2).equals(shipped(EVERY_RUN)), `${EVERY_RUN.file} differs from what its recipe learns`);
});

// The others are what the learning code here learns if it is the code that
// made them or last checked them (the digest make-learned-assets.mjs records);
// else the recipes that stand for them are relearned, as a change to that
// code may have changed what it learns.
test('the other shipped files: made or checked by the learning code here, else relearned now', (t) => {
  const digest = learningCodeDigest();
  if (manifest.learningCodeSha256 === digest) {
    t.diagnostic('the learning code is the one that made or last checked them (manifest.json): not relearned');
    return;
  }
  const others = CHECKED.filter((recipe) => recipe !== EVERY_RUN);
  t.diagnostic(`the learning code changed since the shipped files were made or checked: relearning ${others.map((r) => r.file).join(', ')}`);
  for (const recipe of others) {
    assert.ok(learn(recipe, 2).equals(shipped(recipe)),
      `${recipe.file} differs from what its recipe learns now: make the files again (node scripts/make-learned-assets.mjs)`);
  }
  t.diagnostic('they are what it learns: `node scripts/make-learned-assets.mjs --check` records that, and the next runs need not relearn them');
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
