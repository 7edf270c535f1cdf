// The lab's CSV export (web/src/lab/export.ts): one row a game, and a game a
// student's player lost says why, quoted as CSV quotes a field with commas.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importTs } from './support/import-ts.mjs';

const { toCsv } = await importTs('web/src/lab/export.ts');

const run = {
  settings: { players: ['greedy'], systems: ['american'], games: 2, seed: '5', strength: null, simulations: 50, learnGames: 1000 },
  engine: { flavour: 'st', threads: false, poolSize: 1 },
  date: '2026-11-27T00:00:00.000Z',
  rerun: 'lab.html?players=greedy',
  planned: 4,
  outcome: 'done',
  yours: { name: 'Mine', language: 'javascript', code: 'run(x)', prepSeconds: 10, gameSeconds: 30 },
};

test('a lost game carries its reason in the last column; a scored one leaves it empty', () => {
  const results = [
    { player: 'greedy', system: 'american', seed: '5', score: 90, accuracy: 71.26 },
    { player: 'yours: Mine', system: 'american', seed: '5', score: 0, lost: 'returned [0, 0]: row 0, column 0 is taken for card 2 (7S)' },
  ];
  const rows = toCsv(run, results).trim().split('\n').filter((l) => !l.startsWith('# '));
  assert.deepEqual(rows, [
    'player,system,seed,score,lost,accuracy',
    'greedy,american,5,90,,71.3',
    'yours: Mine,american,5,0,"returned [0, 0]: row 0, column 0 is taken for card 2 (7S)",',
  ]);
});

test('the settings say which deals were played: the seeds, the sealed deals of a key, or a replay of one', () => {
  const settingsOf = (r) => toCsv(r, []).split('\n').filter((l) => l.startsWith('# '));
  assert.ok(settingsOf(run).includes('# seed: 5 (game i uses seed 5 + i)'));
  const key = 'ab'.repeat(32);
  const sealed = settingsOf({ ...run, settings: { ...run.settings, key } });
  assert.ok(sealed.includes(`# deals: sealed, key ${key} (game i is deal 5 + i of the key; the rerun link replays them)`), sealed.join('\n'));
  assert.equal(sealed.some((l) => l.startsWith('# seed:')), false);
  // A key the page did not draw (a link's): a replay, never "sealed".
  const replay = settingsOf({ ...run, replay: true, settings: { ...run.settings, key } });
  assert.ok(replay.includes(`# deals: replay of the run with key ${key} (game i is deal 5 + i of the key; whoever has the key can know every card)`), replay.join('\n'));
  assert.equal(replay.some((l) => /sealed/.test(l)), false);
});
