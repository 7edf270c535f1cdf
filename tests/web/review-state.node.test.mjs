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

test('the worker\'s review replays the deal, reports each move as it is ready, and explains it', () => {
  const serialized = finishedGame('american', '7');
  const p = tiger();
  const reports = [];
  const options = { explain: true, aiGame: true, byAi: false };
  const { moves, summary } = R.reviewGame(E, p, serialized, options, (done, total, move) => reports.push({ done, total, move }));
  assert.deepEqual(reports.map((r) => r.done), Array.from({ length: 50 }, (_, i) => i + 1), 'one report per step: 25 moves, then the AI\'s game');
  assert.ok(reports.every((r) => r.total === 50));
  assert.deepEqual(reports.slice(0, 25).map((r) => r.move), moves, 'each move reported as soon as it is reviewed');
  assert.ok(reports.slice(25).every((r) => r.move === undefined), 'the AI\'s own game reports progress only');
  const final = E.Game.parse(serialized).snapshot();
  assert.equal(moves.length, 25);
  const replay = E.Game.create('american', '7');
  const check = tiger();
  check.newGameForDeal('7');
  for (const m of moves) {
    assert.deepEqual(m.before.cells, replay.snapshot().cells, `the board before move ${m.turn + 1}`);
    assert.equal(m.before.currentCard, m.card);
    assert.equal(m.played, final.moves[m.turn]);
    const analysis = check.analyze(replay);
    assert.deepEqual(m.values, analysis.values, 'the same estimates as analyze() with the player seeded for the deal');
    const best = Math.max(...analysis.values.filter(Number.isFinite));
    assert.equal(m.best, analysis.best);
    if (m.played !== analysis.best && best - analysis.values[m.played] >= 0.05) assert.equal(m.cost, best - analysis.values[m.played]);
    else assert.equal(m.cost, 0);
    assert.equal(m.expectedAfter, analysis.values[m.played]);
    assert.ok(['best', 'excellent', 'good', 'inaccuracy', 'mistake', 'blunder', 'forced'].includes(m.verdict));
    // Why: the AI's cell against the one played (against the next best where they agree).
    const other = m.played === m.best ? null : m.played;
    assert.deepEqual(m.explanation, check.explain(replay, analysis, other), `move ${m.turn + 1}'s explanation`);
    replay.play(m.played);
  }
  assert.equal(summary.score, final.score);
  assert.ok(Math.abs(summary.start + summary.luck - summary.cost + summary.error - summary.score) < 1e-9, 'the score told apart adds up');
  assert.equal(typeof summary.aiScore, 'number', 'the reviewer played the deal too');
  assert.match(summary.sentence, /^The cards .*; your choices cost .*; the AI scored \d+ on the same cards\.$/);
  assert.deepEqual(R.reviewGame(E, p, serialized, options, () => {}), { moves, summary }, 'the same review twice');
  const unexplained = R.reviewGame(E, p, serialized, { explain: false, aiGame: false, byAi: true }, () => {});
  assert.deepEqual(unexplained.moves, moves.map((m) => ({ ...m, explanation: null })), 'explain off: the same moves, without the reasons');
  assert.equal(unexplained.summary.aiScore, null);
  assert.match(unexplained.summary.sentence, /^The cards .*; its choices cost [^;]*\.$/, 'the AI\'s game: "its choices", no comparison');
  replay.delete();
  p.delete();
  check.delete();
});

test('only a finished game is reviewed', () => {
  const g = E.Game.create('american', '3');
  g.play(0);
  const p = tiger();
  assert.throws(() => R.reviewGame(E, p, g.serialize(), { explain: true, aiGame: false, byAi: false }, () => {}), /only a finished game/);
  g.delete();
  p.delete();
});

const move = (turn, cost, verdict) => ({ turn, cost, verdict });

test('costly moves: an inaccuracy or worse, costliest first, at most five; next mistake follows them', () => {
  const moves = [
    move(0, 0.5, 'excellent'), move(1, 3, 'inaccuracy'), move(2, 1, 'good'), move(3, 7, 'mistake'), move(4, 3, 'inaccuracy'),
    move(5, 20, 'good'), move(6, 16, 'blunder'), move(7, 4, 'inaccuracy'), move(8, 5, 'inaccuracy'), move(9, 0, 'forced'),
  ];
  assert.deepEqual(RS.costlySteps(moves), [7, 4, 9, 8, 2], 'steps count from 1; a costly estimate within the margin (Good) is not flagged');
  assert.equal(RS.nextMistake(moves, 1), 7, 'from an unflagged move: the costliest');
  assert.equal(RS.nextMistake(moves, 7), 4);
  assert.equal(RS.nextMistake(moves, 2), 7, 'after the last: back to the costliest');
  assert.equal(RS.nextMistake([move(0, 0.2, 'excellent')], 1), null);
  assert.equal(RS.clampStep(0), 1);
  assert.equal(RS.clampStep(40), 25);
});

test('moves appear as they are reviewed; once done the review shows its first key moment unless a step was chosen', () => {
  const started = RS.reviewStarted('american;1;abc', 1, false);
  const first = RS.reviewProgressed(started, 1, 50, { turn: 0 });
  assert.equal(first.moves.length, 1);
  assert.equal(RS.reviewProgressed(first, 2, 50, { turn: 5 }).moves.length, 1, 'a move out of order is not taken');
  assert.equal(RS.steppedTo(first, 9).step, 1, 'while running, only the moves reviewed so far');
  const all = Array.from({ length: 25 }, (_, t) => ({ turn: t }));
  const summary = { keyMoments: [11, 3] };
  assert.equal(RS.reviewDone(first, all, summary).step, 12, 'opens on the costliest move');
  assert.equal(RS.reviewDone(RS.reviewStarted('g', 4, true), all, summary).step, 4, "a link's step stays");
  assert.equal(RS.reviewDone(started, all, { keyMoments: [] }).step, 1, 'no key moment: the first move');
});

test('the review\'s step is in the share link only while it is open, and reads back', () => {
  const serialized = finishedGame('british', '9');
  const over = E.Game.parse(serialized).snapshot();
  const state = { snapshot: over, undos: 0, aiUsed: null, strength: 'fast', review: null };
  assert.equal(writeUrl(S.shareState(state, over)).includes('review'), false);
  const open = { ...state, review: RS.steppedTo(RS.reviewDone(RS.reviewStarted(serialized, 1, false), Array(25).fill({}), { keyMoments: [] }), 12) };
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
