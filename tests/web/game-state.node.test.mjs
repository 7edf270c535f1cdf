// The game page's state transitions and status sentences
// (web/src/controller/game-state.ts, messages.ts), pure, in Node, on real
// snapshots from the engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadEngine, shutDown } from './support/engines.mjs';
import { importTs } from './support/import-ts.mjs';

const S = await importTs('web/src/controller/game-state.ts');
const M = await importTs('web/src/controller/messages.ts');
const G = await importTs('web/src/controller/game-events.ts');
const { cardText } = await importTs('web/src/engine/rules.ts');
const { writeUrl, readUrl } = await importTs('web/src/state/url-state.ts');
const { readOptions, writeOptions } = await importTs('web/src/state/page-options.ts');

const E = await loadEngine('st');
test.after(() => shutDown(E));

// Snapshots of one British deal (seed 9): the start, after cells 0 and 6, and finished.
const game = E.Game.create('british', '9');
const start = game.snapshot();
game.play(0);
const one = game.snapshot();
game.play(6);
const two = game.snapshot();
for (const cell of game.legalCells()) game.play(cell);
const over = game.snapshot();
game.delete();

const base = {
  snapshot: one, heat: null, explained: null, undos: 2, aiUsed: 'tiger', aiHelp: true, aiMoves: 3, gameId: 'old', busy: false,
  hintsAllowed: true, explainAllowed: true, aiAllowed: true, undoAllowed: true, assignment: null, player: 'champion', strength: 'fast', hindsight: null,
  comparison: { mine: one, ai: one, player: 'greedy' },
};
const analysis = { values: Array(25).fill(NaN).map((v, i) => (i === 7 ? 41.25 : v)), best: 7, simulations: 10 };

// A real hint on `two` and its explanations, from the greedy player (no search).
const hint = (() => {
  const g = E.Game.parse(two.serialized);
  const p = E.AiPlayer.create('greedy');
  p.setSystem('british');
  const analysis = p.analyze(g);
  const other = g.legalCells().find((c) => c !== analysis.best);
  const out = { analysis, best: p.explain(g, analysis, null), other, compared: p.explain(g, analysis, other) };
  g.delete();
  p.delete();
  return out;
})();

test('a new game keeps nothing of the last one but the page settings', () => {
  const s = S.started({ ...base, heat: analysis }, start, 'new');
  assert.equal(s.snapshot, start);
  assert.deepEqual([s.heat, s.undos, s.aiUsed, s.aiHelp, s.gameId, s.comparison], [null, 0, null, false, 'new', null]);
  assert.deepEqual([s.player, s.strength, s.hintsAllowed], ['champion', 'fast', true]);
});

test('a placement clears the hint; only the AI marks the game as helped', () => {
  const fresh = S.started(base, start, 'g');
  const byPlayer = S.placed(S.hinted(fresh, analysis), one, 'player');
  assert.equal(byPlayer.heat, null);
  assert.equal(byPlayer.aiHelp, true, 'the hint helped');
  assert.equal(S.placed(fresh, one, 'player').aiHelp, false);
  assert.equal(S.placed(fresh, one, 'ai').aiHelp, true);
  assert.equal(S.placed(fresh, one, 'ai').snapshot, one);
});

test('a hint keeps why until the card is placed or taken back; comparing a cell keeps the AI\'s own', () => {
  const hinted = S.hinted({ ...base, snapshot: two }, hint.analysis, hint.best);
  assert.deepEqual(hinted.explained, { best: hint.best, shown: hint.best, cell: -1 });
  const compared = S.compared(hinted, hint.compared, hint.other);
  assert.deepEqual(compared.explained, { best: hint.best, shown: hint.compared, cell: hint.other });
  assert.equal(compared.heat, hint.analysis);
  for (const after of [S.placed(compared, over, 'player'), S.undone(compared, one), S.started(compared, start, 'g')]) {
    assert.equal(after.explained, null);
  }
  // Without explanations (explain=off) the hint has none, and nothing can be compared.
  const plain = S.hinted({ ...base, snapshot: two }, hint.analysis, null);
  assert.equal(plain.explained, null);
  assert.equal(S.compared(plain, hint.compared, hint.other), plain);
  assert.equal(S.withOptions(base, { hints: true, explain: false, ai: null, strength: 'fast' }).explainAllowed, false);
});

test('the hint and move events carry the explanation only where the page explains', () => {
  const played = { ai: null, strength: null };
  const url = 'https://example.org/?seed=9';
  const detail = G.hintDetail(two, url, true, played, hint.analysis, hint.best.text);
  assert.deepEqual([detail.cell, detail.card, detail.turn, detail.explanation], [hint.analysis.best, cardText(two.currentCard), 2, hint.best.text]);
  assert.equal(detail.estimate, hint.analysis.values[hint.analysis.best]);
  assert.equal('explanation' in G.hintDetail(two, url, true, played, hint.analysis, undefined), false, 'explain=off: no field');
  assert.equal(G.hintDetail(two, url, true, played, hint.analysis, null).explanation, null, 'on, but nothing to say');
  const moved = G.moveDetail(over, url, true, played, { cell: 24, by: 'player', explanation: hint.compared.text });
  assert.equal(moved.explanation, hint.compared.text);
  assert.equal('explanation' in G.moveDetail(over, url, true, played, { cell: 24, by: 'player' }), false);
});

test('an undo counts and clears the hint', () => {
  const s = S.undone({ ...base, snapshot: two, heat: analysis }, one);
  assert.deepEqual([s.snapshot, s.heat, s.undos], [one, null, 3]);
});

test('the share link: position, undos, and the AI with its strength only when it played', () => {
  const url = writeUrl(S.shareState(base, two));
  assert.equal(url, '?system=british&seed=9&ai=tiger&strength=fast&moves=ag&undos=2');
  const back = readUrl(url, 'app');
  const { system, seed, ai, strength } = back.options;
  assert.deepEqual([system, seed, back.moves, ai, strength, back.undos], ['british', '9', 'ag', 'tiger', 'fast', 2]);
  assert.equal(writeUrl(S.shareState({ ...base, aiUsed: null, undos: 0 }, start)), '?system=british&seed=9');
});

test("the share link keeps the page's options as the table writes them, and reads them back", () => {
  const given = { hints: 'off', ai: 'off', explain: 'off', panels: 'points', undo: 'off', lesson: 'off', grade: 'best', pass: '60' };
  const { options } = readOptions(given, 'app');
  const url = writeUrl(S.shareState({ ...base, aiUsed: null, undos: 0 }, two), writeOptions(options, 'app'));
  assert.equal(url, '?system=british&seed=9&hints=off&explain=off&ai=off&panels=points&lesson=off&undo=off&grade=best&pass=60&moves=ag');
  assert.deepEqual(readUrl(url, 'app').options, { ...options, system: 'british', seed: '9' });
  // Defaults are not written; the AI that played names itself in place of the option.
  assert.deepEqual(writeOptions(readOptions({ hints: 'on', strength: 'normal' }, 'app').options, 'app'), {});
  assert.equal(writeUrl(S.shareState(base, two), { ai: 'greedy', hints: 'off' }), '?system=british&seed=9&hints=off&ai=tiger&strength=fast&moves=ag&undos=2');
});

test('a finished game is recorded with its id, score, undos and whether the AI played', () => {
  const record = S.finishedGame(base, over, 'when');
  assert.deepEqual(record, { id: 'old', system: 'british', seed: '9', score: over.score, undos: 2, byAi: true, when: 'when' });
});

test('buttons: busy disables all; hints and AI as the page allows; undo needs a move; a finished game allows only undo', () => {
  const d = (s) => S.disabledButtons(s);
  assert.deepEqual(d(base), { undo: false, hint: false, aiMove: false, aiFinish: false, watchAi: false, compareAi: true });
  assert.deepEqual(d({ ...base, busy: true }), { undo: true, hint: true, aiMove: true, aiFinish: true, watchAi: true, compareAi: true });
  assert.deepEqual(d({ ...base, snapshot: start }).undo, true);
  assert.deepEqual(d({ ...base, hintsAllowed: false, aiAllowed: false }), { undo: false, hint: true, aiMove: true, aiFinish: true, watchAi: true, compareAi: true });
  assert.deepEqual(d({ ...base, snapshot: over }), { undo: false, hint: true, aiMove: true, aiFinish: true, watchAi: false, compareAi: false });
  assert.deepEqual(d({ ...base, snapshot: over, aiAllowed: false }), { undo: false, hint: true, aiMove: true, aiFinish: true, watchAi: true, compareAi: true }, 'ai=off: no AI button at all');
  assert.deepEqual(d({ ...base, snapshot: null }), { undo: true, hint: true, aiMove: true, aiFinish: true, watchAi: true, compareAi: true });
  // undo=off; and an assignment's deal, scored at its 25th card, takes no undo after it.
  assert.equal(d({ ...base, undoAllowed: false }).undo, true);
  assert.equal(d({ ...base, snapshot: over, assignment: {} }).undo, true);
  assert.equal(d({ ...base, assignment: {} }).undo, false);
});

test('status sentences', () => {
  assert.equal(M.placedText(6, two), `Placed at row 2, column 2. Score ${two.score}.`);
  assert.equal(M.placedText(24, over), `Placed at row 5, column 5. Game over: ${over.score} points.`);
  assert.equal(M.hintText(analysis), 'The AI would place it at row 2, column 3 (estimated final score 41.3).');
  assert.equal(M.hintText({ ...analysis, values: Array(25).fill(NaN) }), 'The AI would place it at row 2, column 3. This player gives no estimates.');
  assert.equal(M.aiStoppedText(two, true), 'Stopped.');
  assert.equal(M.aiStoppedText(two, false), `Score ${two.score}.`);
  assert.match(M.aiStoppedText(over, true), /The AI placed the last card\.$/);
  assert.equal(M.openedText(start, ['x'], 'The link'), 'The link had problems (listed above); a valid game is open.');
  assert.match(M.openedText(start, [], 'The link'), /^Ready: British, seed 9\./);
  assert.equal(M.learningText({ player: 'champion', fraction: 0.5, games: 100, done: false }), 'champion is learning this point system… 50%, 100 games');
  assert.equal(M.hindsightText(over, { score: 80, bound: 90, proven: false }), `You scored ${over.score}. Knowing all 25 cards in advance, they could make 80 and none makes more than 90.`);
});
