// The move-by-move review's pure parts, in Node: the worker's replay
// (engine/review-game.ts) on the real engine, the flagged moves and "next
// mistake" (controller/review-state.ts), and the review's URL state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, shutDown } from './support/engines.mjs';
import { importTs } from './support/import-ts.mjs';

const R = await importTs('web/src/engine/review-game.ts');
const RS = await importTs('web/src/controller/review-state.ts');
const S = await importTs('web/src/controller/game-state.ts');
const { writeUrl, readUrl } = await importTs('web/src/state/url-state.ts');

const E = await loadEngine('st');
test.after(() => shutDown(E));

function finishedGame(system, seed) {
  const g = E.Game.create(system, seed);
  while (!g.over()) g.play(g.legalCells()[0]);
  const serialized = g.serialize();
  g.delete();
  return serialized;
}

function tiger() {
  const p = E.AiPlayer.create('tiger');
  p.setBudget({ simulations: 200, threads: 1 });
  p.setSystem('american');
  return p;
}

test('the worker\'s review replays the deal and judges each move by analyze() on it', () => {
  const serialized = finishedGame('american', '7');
  const p = tiger();
  const reports = [];
  const review = R.reviewGame(E, p, serialized, (done) => reports.push(done));
  assert.deepEqual(reports, Array.from({ length: 25 }, (_, i) => i + 1), 'one progress report per move');
  const final = E.Game.parse(serialized).snapshot();
  assert.equal(review.length, 25);
  const replay = E.Game.create('american', '7');
  const check = tiger();
  check.newGameForDeal('7');
  for (const m of review) {
    assert.deepEqual(m.before.cells, replay.snapshot().cells, `the board before move ${m.turn + 1}`);
    assert.equal(m.played, final.moves[m.turn]);
    const analysis = check.analyze(replay);
    assert.deepEqual(m.values, analysis.values, 'the same estimates as analyze() with the player seeded for the deal');
    const best = Math.max(...analysis.values.filter(Number.isFinite));
    assert.equal(m.cost, best - analysis.values[m.played]);
    assert.equal(m.expected, analysis.values[m.played]);
    assert.ok(m.cost >= 0);
    replay.play(m.played);
  }
  assert.deepEqual(R.reviewGame(E, p, serialized, () => {}), review, 'the same review twice');
  replay.delete();
  p.delete();
  check.delete();
});

test('only a finished game is reviewed', () => {
  const g = E.Game.create('american', '3');
  g.play(0);
  const p = tiger();
  assert.throws(() => R.reviewGame(E, p, g.serialize(), () => {}), /only a finished game/);
  g.delete();
  p.delete();
});

const move = (turn, cost) => ({ turn, cost });

test('costly moves: a point or more, costliest first, at most five; next mistake follows them', () => {
  const moves = [move(0, 0.5), move(1, 3), move(2, 1), move(3, 7), move(4, 3), move(5, NaN), move(6, 2), move(7, 1.5), move(8, 0.99)];
  assert.deepEqual(RS.costlySteps(moves), [4, 2, 5, 7, 8], 'steps count from 1; equal costs: the earlier first');
  assert.equal(RS.nextMistake(moves, 1), 4, 'from an unflagged move: the costliest');
  assert.equal(RS.nextMistake(moves, 4), 2);
  assert.equal(RS.nextMistake(moves, 8), 4, 'after the last: back to the costliest');
  assert.equal(RS.nextMistake([move(0, 0.2)], 1), null);
  assert.equal(RS.clampStep(0), 1);
  assert.equal(RS.clampStep(40), 25);
});

test('the review\'s step is in the share link only while it is open, and reads back', () => {
  const serialized = finishedGame('british', '9');
  const over = E.Game.parse(serialized).snapshot();
  const state = { snapshot: over, undos: 0, aiUsed: null, strength: 'fast', review: null };
  assert.equal(writeUrl(S.shareState(state, over)).includes('review'), false);
  const open = { ...state, review: RS.steppedTo(RS.reviewStarted(serialized, 1), 12) };
  const url = writeUrl(S.shareState(open, over));
  assert.match(url, /&review=1&step=12$/);
  assert.equal(readUrl(url, 'app').review, 12);
  assert.equal(readUrl('?seed=1&review=1', 'app').review, 1, 'no step: the first move');
  assert.equal(readUrl('?seed=1&step=3', 'app').review, null, 'a step without review=1 opens nothing');
  const bad = readUrl('?seed=1&review=1&step=99', 'app');
  assert.equal(bad.review, 1);
  assert.deepEqual(bad.problems, ["Review step: '99' is not a move from 1 to 25. Showing move 1."]);
  assert.equal(S.started(open, over, 'id').review, null, 'a new game closes the review');
  assert.equal(S.undone(open, over).review, null, 'so does an undo');
});
