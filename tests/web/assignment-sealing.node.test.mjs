// What seals an assignment's deals (docs/TEACHING.md, "What a sealed deal keeps from a
// student"): its token is no key and no seed, so `pps` and the app's other
// ways in (the engine's seed and key checks: links, the lab's key=) refuse
// it; the key it carries is derived from the teacher's, and deals in the
// page's engine what `pps --key` deals with it, card for card and point for point.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { FLAVOURS, ROOT, loadEngine, pps, shutDown } from './support/engines.mjs';
import { deriveDealKey } from '../../scripts/make-assignment.mjs';
import demo from '../../web/src/state/demo-assignment.json' with { type: 'json' };

const TEACHER = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const KEY = deriveDealKey(TEACHER, 'demo');

// pps's exit and its error line, for arguments it should refuse.
function refused(...args) {
  try {
    execFileSync(path.join(ROOT, 'build/pps'), args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    return e.stderr;
  }
  assert.fail(`pps ${args.join(' ')} was not refused`);
}

test('pps takes the token neither as a key nor as a seed', () => {
  assert.match(refused('deal', '--key', demo.token, '--seed', '0'), /--key/);
  assert.match(refused('play', '--player', 'random', '--key', demo.token, '--games', '1'), /--key/);
  assert.match(refused('deal', '--seed', demo.token), /seed/);
});

for (const flavour of FLAVOURS) {
  test(`${flavour}: the engine refuses the token as a key or a seed, and deals the derived key as pps does`, async (t) => {
    const E = await loadEngine(flavour);
    t.after(() => shutDown(E));
    assert.throws(() => E.parseDealKey(demo.token), /hex/i);
    assert.throws(() => E.parseSeed(demo.token));
    assert.throws(() => E.Game.create('american', demo.token));
    assert.throws(() => E.Game.createSealed('american', demo.token, '0'), /hex/i);
    for (const n of ['0', '2']) {
      const game = E.Game.createSealed('american', KEY, n);
      const first = game.snapshot();
      assert.equal(first.sealed, true);
      assert.equal(first.serialized, '', 'a sealed game has no public form');
      assert.equal(first.seed, n);
      const cards = E.sealedDeal(KEY, 'american', n);
      assert.equal(cards.length, 25);
      for (let cell = 0; cell < 25; cell++) game.play(cell);
      const grid = pps('deal', '--key', KEY, '--system', 'american', '--seed', n).trim();
      const total = Number(/total (-?\d+)/.exec(pps('score', '--system', 'american', '--grid', grid))[1]);
      assert.equal(game.score(), total, `deal ${n}: the cards in order score as pps scores them`);
      assert.deepEqual(game.snapshot().cells, cards, 'the cells hold the deal in order');
      game.delete();
    }
  });
}
