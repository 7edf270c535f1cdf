// The web app's learned values (web/src/engine/learned-source.ts) with the
// real engine: the cache key is the recipe, cached bytes that load are used
// as they are, and cached bytes the engine refuses (another format version,
// other learning settings) are a miss: learned again and overwritten.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, shutDown } from './support/engines.mjs';
import { importTs } from './support/import-ts.mjs';

const { prepareLearner, recipeKey } = await importTs('web/src/engine/learned-source.ts');

const SYSTEM = 'british';
const RECIPE = { system: SYSTEM, games: 2000, seed: 1, threads: 1 };
const E = await loadEngine('st');
test.after(() => shutDown(E));

// A cache in memory, no shipped files, and the progress reports kept.
function sources(cache = new Map()) {
  const reports = [];
  return {
    cache,
    reports,
    readCache: async (key) => cache.get(key) ?? null,
    writeCache: async (key, bytes) => void cache.set(key, bytes),
    fetchShipped: async () => null,
    report: (progress) => reports.push(progress),
  };
}

function learnedBytes(spec) {
  const p = E.AiPlayer.create(spec);
  p.prepare(SYSTEM, { games: RECIPE.games, seed: RECIPE.seed, threads: 1 }, null);
  const bytes = p.saveLearned();
  p.delete();
  return bytes;
}

const fresh = learnedBytes('champion');
const key = recipeKey(E.AiPlayer.create('champion').spec(), SYSTEM, RECIPE.games, RECIPE.seed);

test('the key is the recipe: player spec, point system, games and seed, no version', () => {
  assert.equal(key, `champion|${SYSTEM}|games=${RECIPE.games}|seed=${RECIPE.seed}`);
});

test('a learning player learns, reports progress and caches under the recipe; the next one loads it', async () => {
  const first = sources();
  const p = E.AiPlayer.create('champion');
  await prepareLearner(p, RECIPE, first);
  assert.ok(p.learned());
  assert.equal(first.reports.at(-1).source, 'learned');
  assert.ok(first.reports.some((r) => !r.done), 'progress while learning');
  assert.deepEqual([...first.cache.keys()], [key]);
  assert.deepEqual(first.cache.get(key), fresh);
  p.delete();

  const second = sources(first.cache);
  const q = E.AiPlayer.create('champion');
  await prepareLearner(q, RECIPE, second);
  assert.ok(q.learned());
  assert.deepEqual(second.reports.map((r) => r.source), ['cache'], 'no learning');
  q.delete();
});

// Bytes under the right key that this engine refuses: what an older engine
// or older defaults left in a browser's cache.
const refused = {
  'another format version': () => {
    const bytes = new Uint8Array(fresh);
    bytes[4] ^= 0x7f; // the u16 format version after "PPSL"
    return bytes;
  },
  'other learning settings': () => learnedBytes('champion:outs=off'),
};

for (const [what, make] of Object.entries(refused)) {
  test(`cached bytes with ${what} are refused, learned again and overwritten`, async () => {
    const stale = make();
    const check = E.AiPlayer.create('champion');
    assert.throws(() => check.loadLearned(stale, SYSTEM), 'the engine refuses them');
    check.delete();

    const s = sources(new Map([[key, stale]]));
    const p = E.AiPlayer.create('champion');
    await prepareLearner(p, RECIPE, s);
    assert.ok(p.learned());
    assert.equal(s.reports.at(-1).source, 'learned');
    assert.deepEqual(s.cache.get(key), fresh, 'the stale entry is overwritten with what this recipe learns');
    p.delete();
  });
}

test('a system whose values ship learns (or loads) the shipped games; any other, the budget games', async () => {
  const { learningGamesFor } = await importTs('web/src/engine/learned-source.ts');
  const { strengthBudget } = await importTs('web/src/state/ai-settings.ts');
  const normal = strengthBudget('normal', 2, 'champion');
  assert.equal(normal.learnGames, 100000);
  assert.equal(learningGamesFor(normal, 'american', 1), 4000000);
  assert.equal(learningGamesFor(normal, 'single:flush', 1), 4000000);
  assert.equal(learningGamesFor(normal, 'random:5', 1), 100000, 'a system nothing ships for');
  assert.equal(learningGamesFor(strengthBudget('fast', 1, 'mc:eval=narl'), 'american', 1), 50000, 'another learner');
  assert.equal(learningGamesFor(strengthBudget('fast', 1, 'champion:keep=3'), 'american', 1), 50000, 'another spec');
  assert.equal(strengthBudget('normal', 1, 'constructor').shipped, undefined);
  assert.equal(learningGamesFor(strengthBudget('strong', 1, 'tdnet'), 'american', 1), 1000000, 'its own per strength');
  assert.equal(learningGamesFor({ simulations: 50, learnGames: 20000 }, 'american', 1), 20000, "a custom budget: the lab's");
  assert.equal(learningGamesFor({ simulations: 50 }, 'american', 7), 7);
});
