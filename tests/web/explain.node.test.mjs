// AiPlayer.explain on the built WebAssembly engines: the same explanation,
// field for field, as native `pps analyze --json` for the same position,
// player and budget; its shares add up and its facts are the position's; bad
// arguments are refused with a message.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FLAVOURS, loadEngine, shutDown, pps } from './support/engines.mjs';

// What native pps analyze writes with --json: the same object explain() returns.
const dir = mkdtempSync(path.join(tmpdir(), 'pps-explain-'));
function nativeExplanation(...args) {
  const file = path.join(dir, 'explanation.json');
  pps('analyze', ...args, '--json', file);
  return JSON.parse(readFileSync(file, 'utf8'));
}

for (const flavour of FLAVOURS) {
  describe(`explain, engine build ${flavour}`, () => {
    let E;
    before(async () => {
      E = await loadEngine(flavour, { ppsPoolSize: 2 });
    });
    after(() => shutDown(E));

    // A player ready for the game's system and seeded for its deal, as the
    // worker's hint is (and pps analyze).
    function analyzed(spec, serialized, budget = {}) {
      const game = E.Game.parse(serialized);
      const { system, seed } = game.snapshot();
      const player = E.AiPlayer.create(spec);
      player.setBudget(budget);
      if (player.learns()) player.prepare(system.spec, {}, null);
      else player.setSystem(system.spec);
      player.newGameForDeal(seed);
      return { game, player, analysis: player.analyze(game) };
    }

    test('explains the hint as native pps analyze does, in shares that add up', () => {
      const { game, player, analysis } = analyzed('greedy', 'american;42;ab');
      try {
        const x = player.explain(game, analysis, null);
        assert.deepEqual(x, nativeExplanation('--player', 'greedy', '--seed', '42', '--moves', 'ab'));
        assert.equal(x.best.cell, analysis.best);
        assert.equal(x.best.estimate, analysis.values[analysis.best]);
        assert.notEqual(x.other.cell, x.best.cell);
        assert.equal(x.difference, analysis.values[x.best.cell] - analysis.values[x.other.cell]);
        const sum = x.shares.reduce((s, share) => s + share.points, 0);
        assert.ok(Math.abs(sum - x.difference) < 1e-9, `${sum} vs ${x.difference}`);
        assert.equal(x.exact, true);
        assert.match(x.method, /^exact: each line's value under Tiger's heuristic/);
        assert.ok(x.shares.some((s) => s.named));
        for (const cell of [x.best, x.other]) {
          assert.deepEqual(cell.lines.map((l) => l.label), [`row ${Math.floor(cell.cell / 5) + 1}`, `column ${(cell.cell % 5) + 1}`]);
        }
      } finally {
        game.delete();
        player.delete();
      }
    });

    test('a line\'s facts are the position\'s: its cards, and the unseen cards of its flush', () => {
      // Deal 42 is AH 7S TS ...: 7S in row 1, the ten of spades to place; compare
      // with cell b's column (7S) explicitly: row 2, column 2 is cell g.
      const { game, player, analysis } = analyzed('greedy', 'american;42;ab');
      try {
        const x = player.explain(game, analysis, analysis.best === 6 ? 11 : 6);
        const cell = [x.best, x.other].find((c) => c.cell % 5 === 1);
        const column = cell.lines[1];
        assert.equal(column.label, 'column 2');
        assert.deepEqual(column.after.cards.sort(), [game.snapshot().cells[1], game.snapshot().currentCard].sort());
        const spadesUnseen = game.snapshot().unseenCards.filter((c) => Math.floor(c / 13) === 3 && c !== game.currentCard()).length;
        assert.deepEqual(column.after.flush, { suit: 3, held: 2, unseen: spadesUnseen, need: 3 });
        assert.ok(column.reasons.some((r) => r.kind === 'keepsFlush' && r.text === `keeps the spade flush open (${spadesUnseen} spades left)`));
      } finally {
        game.delete();
        player.delete();
      }
    });

    test('a learning player\'s explanation matches native, with its search named', () => {
      const { game, player, analysis } = analyzed('champion:games=500', 'british;5;mgs', { simulations: 100 });
      try {
        const x = player.explain(game, analysis, null);
        assert.deepEqual(x, nativeExplanation('--player', 'champion:games=500', '--sims', '100', '--system', 'british', '--seed', '5', '--moves', 'mgs'));
        assert.match(x.method, /NARL's hand-size term/);
        // Its search in two shares: the look one card ahead, and the playouts over it.
        assert.ok(x.shares.some((s) => s.kind === 'lookahead'));
        assert.equal(x.best.lookahead, analysis.lookahead[x.best.cell]);
        assert.ok(x.shares.every((s) => typeof s.words === 'string'));
      } finally {
        game.delete();
        player.delete();
      }
    });

    test('refuses what it cannot explain, with a message', () => {
      const { game, player, analysis } = analyzed('greedy', 'american;42;ab');
      const unlearned = E.AiPlayer.create('narl:games=100');
      try {
        assert.throws(() => player.explain(game, { values: [1, 2], best: 3 }, null), /analysis values must be an array of 25 numbers/);
        assert.throws(() => player.explain(game, { ...analysis, best: 0 }, null), /best cell 0 is not an empty cell/);
        assert.throws(() => player.explain(game, { ...analysis, gapError: analysis.values.map(() => -1) }, null), /gapError must be standard errors/);
        assert.throws(() => player.explain(game, analysis, 1), /other cell 1 is not an empty cell/);
        assert.throws(() => player.explain(game, analysis, 25), /cell 25 is outside 0..24/);
        assert.throws(() => player.explain(game, null, null), /analysis must be what analyze\(\) returned/);
        assert.throws(() => unlearned.explain(game, analysis, null), /has not learned the point system yet/);
        // Still usable after the refusals.
        assert.equal(typeof player.explain(game, analysis, null).text, 'string');
      } finally {
        game.delete();
        player.delete();
        unlearned.delete();
      }
    });
  });
}
