// The WebAssembly engine builds under Node: the Embind API, agreement with the
// native engine, errors as exceptions, and the stop flag.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FLAVOURS, loadEngine, shutDown, pps } from './support/engines.mjs';

const RANKS = 'A23456789TJQK';
const SUITS = 'CDHS';
const cardText = (id) => RANKS[id % 13] + SUITS[Math.floor(id / 13)];

for (const flavour of FLAVOURS) {
  describe(`engine build ${flavour}`, () => {
    let E;
    before(async () => {
      E = await loadEngine(flavour, { ppsPoolSize: 2 });
    });
    after(() => shutDown(E));

    test('reports whether it has threads', () => {
      assert.equal(E.buildInfo().threads, flavour === 'mt');
    });

    test('deals the same cards as native pps for a seed', () => {
      const native = pps('deal', '--seed', '42').trim().split(/\s+/);
      const game = E.Game.create('american', '42');
      const dealt = [];
      for (let cell = 0; cell < 25; cell++) {
        dealt.push(cardText(game.currentCard()));
        game.play(cell);
      }
      assert.deepEqual(dealt, native);
      assert.equal(game.over(), true);
      assert.equal(game.currentCard(), -1);
      game.delete();
    });

    test('a snapshot describes the position: cells, lines, legal cells, unseen cards', () => {
      const game = E.Game.parse('american;42;abcde');
      const s = game.snapshot();
      assert.equal(s.serialized, 'american;42;abcde');
      assert.equal(s.seed, '42');
      assert.equal(s.turn, 5);
      assert.deepEqual(s.system.points, [0, 2, 5, 10, 15, 20, 25, 50, 75, 100]);
      assert.equal(s.system.label, 'American');
      assert.deepEqual(s.moves, [0, 1, 2, 3, 4]);
      assert.deepEqual(s.legalCells, Array.from({ length: 20 }, (_, i) => i + 5));
      // Row 1 holds AH 7S TS 6H 6D: one pair of sixes, 2 points.
      assert.deepEqual(s.cells.slice(0, 5).map(cardText), ['AH', '7S', 'TS', '6H', '6D']);
      assert.equal(s.lines[0].name, 'one pair');
      assert.equal(s.lines[0].points, 2);
      assert.equal(s.lines[0].size, 5);
      assert.equal(s.score, 2);
      assert.equal(cardText(s.currentCard), '8D');
      // 52 cards less the 5 placed and the one to place.
      assert.equal(s.unseenCards.length, 46);
      assert.ok(!s.unseenCards.includes(s.currentCard));
      assert.equal(game.undo(), true);
      assert.equal(game.serialize(), 'american;42;abcd');
      game.delete();
    });

    test('point systems parse to the engine text forms', () => {
      assert.deepEqual(E.parseSystem('british').points, [0, 1, 3, 6, 12, 5, 10, 16, 30, 30]);
      assert.deepEqual(E.parseSystem('single:flush').points, [0, 0, 0, 0, 0, 1, 0, 0, 0, 0]);
      assert.equal(E.parseSystem('random:42').spec, 'random:42');
      assert.equal(E.categoryNames().length, 10);
      assert.equal(E.cardName(50), 'queen of spades');
    });

    test('bad input throws JavaScript Errors with the engine message, and the module keeps working', () => {
      const game = E.Game.create('american', '7');
      game.play(3);
      assert.throws(() => game.play(3), { message: /cell 3 \(row 1, column 4\) is already filled/ });
      assert.throws(() => game.play(25), { message: /cell 25 is outside 0..24/ });
      assert.throws(() => game.play(-1), { message: /outside 0..24/ });
      assert.throws(() => E.Game.create('bogus', '1'), { message: /unknown point system 'bogus'/ });
      assert.throws(() => E.Game.create('american', 'x1'), Error);
      assert.throws(() => E.Game.create('200,0,0,0,0,0,0,0,0,0', '1'), { message: /-128, 127|outside/ });
      assert.throws(() => E.Game.parse('american;42;aa'), { message: /move 2 'a' repeats a filled cell/ });
      assert.throws(() => E.Game.parse('american;42'), { message: /SYSTEM;SEED;MOVES/ });
      assert.throws(() => E.Game.parse('american;42;a!'), { message: /not a cell letter/ });
      assert.throws(() => E.AiPlayer.create('nonsense'), { message: /unknown player 'nonsense'/ });
      assert.throws(() => E.cardName(52), { message: /outside 0..51/ });
      const err = (() => { try { game.play(3); } catch (e) { return e; } })();
      assert.ok(err instanceof Error, 'a real Error object');
      // Still alive and consistent after the errors.
      game.play(4);
      assert.equal(game.serialize(), 'american;7;de');
      game.delete();
    });

    test('every listed player can be built and plays legal moves', () => {
      const names = E.listPlayers().map((p) => p.name);
      assert.ok(names.includes('random'));
      for (const name of names) {
        const player = E.AiPlayer.create(name);
        // Learning players learn briefly (a fixed number of games) instead of
        // the spec's five minutes.
        if (player.learns()) player.prepare('american', { games: 300 }, null);
        else player.setSystem('american');
        player.setBudget({ simulations: 100 });
        player.newGameForDeal('3');
        const game = E.Game.create('american', '3');
        const analysis = player.analyze(game);
        assert.equal(analysis.values.length, 25);
        assert.ok(game.legalCells().includes(analysis.best), `${name} chose a legal cell`);
        game.delete();
        player.delete();
      }
    });

    test('random player games repeat native pps play move for move in score', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'pps-'));
      const json = path.join(dir, 'play.json');
      pps('play', '--player', 'random', '--system', 'american', '--games', '6', '--seed', '100', '--json', json);
      const native = JSON.parse(readFileSync(json, 'utf8'));
      const player = E.AiPlayer.create('random');
      for (const { seed, score } of native.games) {
        // The native path (match.h play_game) ...
        const whole = E.Game.parse(E.playGame(player, 'american', String(seed)));
        assert.equal(whole.score(), score, `seed ${seed}`);
        // ... and the move-by-move path the web worker uses give the same game.
        player.newGameForDeal(String(seed));
        const game = E.Game.create('american', String(seed));
        while (!game.over()) game.play(player.choose(game));
        assert.equal(game.serialize(), whole.serialize());
        whole.delete();
        game.delete();
      }
      player.delete();
    });

    test('a search player with a fixed simulation budget repeats native pps play exactly', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'pps-'));
      const json = path.join(dir, 'play.json');
      pps('play', '--player', 'tiger', '--sims', '200', '--games', '2', '--seed', '11', '--json', json);
      const native = JSON.parse(readFileSync(json, 'utf8'));
      const player = E.AiPlayer.create('tiger');
      player.setBudget({ simulations: 200, threads: flavour === 'mt' ? 2 : 1 });
      for (const { seed, score } of native.games) {
        const game = E.Game.parse(E.playGame(player, 'american', String(seed)));
        assert.equal(game.score(), score, `seed ${seed}`);
        game.delete();
      }
      player.delete();
    });

    test('budgets are validated', () => {
      const player = E.AiPlayer.create('tiger');
      assert.throws(() => player.setBudget({ simulations: -1 }), { message: /simulations must be in/ });
      assert.throws(() => player.setBudget({ threads: 'many' }), { message: /threads must be a number/ });
      player.setBudget({ moveSeconds: 0.5 });
      assert.match(player.describeBudget(), /0.5/);
      player.delete();
    });

    test('a stop request cuts a long search short with a legal answer', () => {
      const player = E.AiPlayer.create('tiger');
      player.setSystem('american');
      player.newGameForDeal('5');
      player.setBudget({ moveSeconds: 60 });
      const game = E.Game.parse('american;5;abc');
      player.requestStop();
      const started = Date.now();
      const analysis = player.analyze(game);
      // 60 s were allowed; the stop must end it at once (5 s is a loose bound).
      assert.ok(Date.now() - started < 5000, 'stopped promptly');
      assert.ok(game.legalCells().includes(analysis.best));
      game.delete();
      player.delete();
    });

    test('learning players: progress, learned data saved and loaded back, bad data refused', () => {
      const learner = E.listPlayers().map((p) => p.name).find((name) => {
        const p = E.AiPlayer.create(name);
        const learns = p.learns();
        p.delete();
        return learns;
      });
      // Every build has learning players (the champion, narl, beemo, tdnet):
      // none listed is a broken build, not a reason to test nothing.
      assert.ok(learner, `no player of this build learns: ${E.listPlayers().map((p) => p.name).join(', ')}`);
      const player = E.AiPlayer.create(learner);
      assert.equal(player.learned(), false);
      const reports = [];
      player.prepare('british', { games: 400, threads: 1 }, (r) => reports.push(r));
      assert.equal(player.learned(), true);
      assert.ok(reports.length > 0, 'progress was reported');
      assert.ok(reports.every((r) => r.fraction >= 0 && r.fraction <= 1));
      const bytes = player.saveLearned();
      assert.ok(bytes instanceof Uint8Array && bytes.length > 16);
      const copy = E.AiPlayer.create(learner);
      copy.loadLearned(bytes, 'british');
      assert.equal(copy.learned(), true);
      // Both play the same game from the same learned data.
      player.setBudget({ simulations: 50 });
      copy.setBudget({ simulations: 50 });
      assert.equal(E.playGame(copy, 'british', '12'), E.playGame(player, 'british', '12'));
      assert.throws(() => copy.loadLearned(bytes.slice(0, 20), 'british'), { message: /truncated|corrupt/ });
      assert.throws(() => copy.loadLearned(bytes, 'american'), { message: /another point system/ });
      const tiger = E.AiPlayer.create('tiger');
      assert.throws(() => tiger.saveLearned(), { message: /does not learn/ });
      for (const p of [player, copy, tiger]) p.delete();
    });

    test('the stop flag can be set through the module memory, and a stopped player still answers', () => {
      const player = E.AiPlayer.create('random');
      player.setSystem('american');
      player.newGameForDeal('1');
      const address = player.stopFlagAddress();
      assert.equal(player.stopRequested(), false);
      E.HEAP8[address] = 1; // what the page does through the shared memory
      assert.equal(player.stopRequested(), true);
      const game = E.Game.create('american', '1');
      assert.ok(game.legalCells().includes(player.choose(game)));
      player.clearStop();
      assert.equal(E.HEAP8[address], 0);
      game.delete();
      player.delete();
    });
  });
}

test('both builds play identical games', async () => {
  const [st, mt] = await Promise.all(FLAVOURS.map((f) => loadEngine(f, { ppsPoolSize: 2 })));
  try {
    for (const seed of ['0', '-5', '9007199254740993']) {
      const a = st.AiPlayer.create('random');
      const b = mt.AiPlayer.create('random');
      assert.equal(st.playGame(a, 'random:7', seed), mt.playGame(b, 'random:7', seed));
      a.delete();
      b.delete();
    }
  } finally {
    shutDown(mt);
  }
});

test('the hindsight bound of a deal is the same in both builds as natively', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pps-hindsight-'));
  const cases = [['american', '42'], ['british', '7'], ['-3,5,-20,40,17,-9,60,-128,127,0', '3']];
  const native = cases.map(([system, seed], i) => {
    const json = path.join(dir, `h${i}.json`);
    pps('hindsight', '--system', system, '--seed', seed, '--json', json);
    return JSON.parse(readFileSync(json, 'utf8'));
  });
  for (const flavour of FLAVOURS) {
    const E = await loadEngine(flavour, { ppsPoolSize: 2 });
    cases.forEach(([system, seed], i) => {
      const game = E.Game.create(system, seed);
      const best = game.hindsight();
      assert.equal(best.cells.map(cardText).join(' '), native[i].grid, `${flavour} ${system} ${seed}: the same grid`);
      assert.equal(best.score, native[i].score);
      assert.equal(best.bound, native[i].upper_bound);
      assert.equal(best.proven, native[i].proven);
      game.delete();
    });
    shutDown(E);
  }
});
