// The WebAssembly boundary: rejected calls cost nothing that stays
// (stack, heap, handles), numbers are checked as integers before they reach
// C++, thread counts stay within the pthread pool, messages quote input
// safely, and a progress callback cannot free its player under prepare().
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { FLAVOURS, loadEngine, shutDown } from './support/engines.mjs';

const refusal = (f) => {
  try {
    f();
  } catch (e) {
    return e;
  }
  assert.fail('the call was expected to throw');
};

for (const flavour of FLAVOURS) {
  describe(`boundary, build ${flavour}`, () => {
    let E;
    before(async () => {
      E = await loadEngine(flavour, { ppsPoolSize: 2 });
    });
    after(() => shutDown(E));

    test('every bound function and method goes through the boundary wrapper', () => {
      const free = Object.keys(E).filter((k) => typeof E[k] === 'function' && E[k].argCount !== undefined);
      assert.ok(free.includes('playGame') && free.includes('cardName'));
      for (const name of free) assert.equal(E[name].ppsGuarded, true, name);
      const classes = Object.keys(E).filter((k) => typeof E[k] === 'function' && typeof E[k].prototype?.isDeleted === 'function');
      assert.deepEqual(classes.sort(), ['AiPlayer', 'Game']);
      for (const cls of classes) {
        for (const name of Object.getOwnPropertyNames(E[cls].prototype)) {
          // (AiPlayer's own delete is the busy check in front of Embind's.)
          if (name !== 'constructor' && name !== 'delete') assert.equal(E[cls].prototype[name].ppsGuarded, true, `${cls}.${name}`);
        }
        for (const name of Object.getOwnPropertyNames(E[cls])) {
          if (typeof E[cls][name] === 'function') assert.equal(E[cls][name].ppsGuarded, true, `${cls}.${name}`);
        }
      }
    });

    test('rejected calls leave the stack pointer and the heap where they were', () => {
      const game = E.Game.create('american', '7');
      game.play(0);
      const finished = E.Game.parse('american;1;abcdefghijklmnopqrstuvwxy');
      const player = E.AiPlayer.create('random');
      const rejected = [
        () => game.play(0),
        () => player.analyze(finished),
        () => E.Game.create('x'.repeat(1000), '1'),
        () => E.AiPlayer.create('nonsense'),
        () => player.loadLearned(null, 'american'),
        () => E.playGame(undefined, 'american', '1'),
      ];
      for (const call of rejected) refusal(call); // first calls may allocate caches
      const start = E.memoryStats();
      for (let i = 0; i < 200; i++) for (const call of rejected) refusal(call);
      const end = E.memoryStats();
      assert.equal(end.stackPointer, start.stackPointer, 'the stack pointer moved');
      assert.equal(end.mallocBytes, start.mallocBytes, 'the heap in use grew');
      for (const h of [game, finished, player]) h.delete();
    });

    test('the arguments of failed calls are freed: 200 rejected 1 MB point systems leave the heap size alone', () => {
      const before = E.HEAP8.length;
      const big = 'x'.repeat(1 << 20);
      for (let i = 0; i < 200; i++) refusal(() => E.Game.create(big, '1'));
      // Before the fix each call kept its 1 MB copy: 32 MB grew to 238 MB.
      assert.ok(E.HEAP8.length - before <= 8 << 20, `the heap grew by ${(E.HEAP8.length - before) >> 20} MB`);
    });

    test('cells must be integers in 0..24: nothing is coerced, nothing is played', () => {
      const game = E.Game.create('american', '7');
      for (const cell of [NaN, undefined, null, {}, -0.5, 0.5, '3', true, Infinity, [1]]) {
        const e = refusal(() => game.play(cell));
        assert.match(e.message, /^cell must be an integer \(got /, String(cell));
      }
      assert.match(refusal(() => game.play(2 ** 32 + 3)).message, /^cell 4294967299 is outside 0\.\.24$/);
      assert.equal(game.turn(), 0, 'no card was placed');
      game.play(-0); // -0 is the integer 0
      assert.equal(game.serialize(), 'american;7;a');
      assert.match(refusal(() => E.cardName(NaN)).message, /^card id must be an integer \(got NaN\)$/);
      assert.match(refusal(() => E.cardName(2 ** 32)).message, /outside 0\.\.51/);
      assert.equal(E.cardName(0), 'ace of clubs');
      game.delete();
    });

    test('a NUL or a control character in an argument is escaped in the message, and long input is cut', () => {
      assert.equal(refusal(() => E.Game.create('american', '1\0')).message, "seed '1\\x00' is not an integer");
      assert.match(refusal(() => E.Game.create('a\nb\u001b', '1')).message, /^unknown point system 'a\\nb\\x1b' /);
      const long = refusal(() => E.AiPlayer.create('y'.repeat(5000))).message;
      assert.match(long, /^unknown player 'y{60}\.\.\.' \(available: /);
      assert.match(refusal(() => E.Game.parse('american;1;a\0')).message, /^move 2 '\\x00' is not a cell letter/);
    });

    test('wrong argument types give clear errors, not raw TypeErrors', () => {
      const player = E.AiPlayer.create('random');
      const game = E.Game.create('american', '1');
      const cases = [
        [() => E.playGame(undefined, 'american', '1'), /^player must be an object of class AiPlayer \(got undefined\)$/],
        [() => E.playGame(game, 'american', '1'), /^player must be an object of class AiPlayer \(got an object\)$/],
        [() => E.playGame(player, undefined, '1'), /^point system must be a string \(got undefined\)$/],
        [() => player.loadLearned(null, 'american'), /^learned data must be a Uint8Array \(got null\)$/],
        [() => player.analyze(player), /^game must be an object of class Game/],
        [() => player.setBudget(7), /^budget must be an object or null \(got 7\)$/],
        [() => player.setBudget({ threads: 2.5 }), /^budget threads must be an integer \(got 2\.5\)$/],
        [() => player.setBudget({ get simulations() { throw new Error('boom'); } }), /could not be read: 'boom'$/],
        [() => E.Game.create(Symbol('s'), '1'), /^point system must be a string \(got a symbol\)$/],
        [() => E.Game.prototype.play.call({}, 1), /^Game\.play: called on something that is not a Game$/],
      ];
      for (const [call, message] of cases) {
        const e = refusal(call);
        assert.equal(e.constructor, Error, `${message}: a plain Error`);
        assert.match(e.message, message);
      }
      const deleted = E.Game.create('american', '1');
      deleted.delete();
      assert.match(refusal(() => player.analyze(deleted)).message, /^game is a deleted Game$/);
      assert.match(refusal(() => deleted.play(0)).message, /^Game\.play: this Game was deleted$/);
      game.delete();
      player.delete();
    });

    test('thread counts past the pool are clamped and said so; searches and learning keep working', () => {
      const player = E.AiPlayer.create('tiger');
      player.setBudget({ simulations: 50, threads: 4 });
      const game = E.Game.create('american', '3');
      // Before the fix, in the threaded build, this and every later search failed
      // with std::system_error (the pool of 2 was exhausted).
      for (let i = 0; i < 3; i++) assert.ok(game.legalCells().includes(player.analyze(game).best));
      const max = flavour === 'mt' ? 2 : 1;
      assert.equal(E.buildInfo().maxThreads, max);
      assert.match(player.describeBudget(), new RegExp(`4 threads asked; this engine runs at most ${max}\\)$`));
      player.setBudget({ simulations: 50, threads: 1 });
      assert.doesNotMatch(player.describeBudget(), /asked/);
      const learner = E.AiPlayer.create('narl:games=64,search=greedy');
      learner.prepare('american', { games: 64, threads: 64 }, null);
      assert.equal(learner.learned(), true);
      assert.ok(game.legalCells().includes(learner.choose(game)));
      for (const h of [player, learner, game]) h.delete();
    });

    test('a progress callback cannot free its player during prepare, nor change it', () => {
      const player = E.AiPlayer.create('narl:games=64,search=greedy');
      const seen = [];
      const e = refusal(() =>
        player.prepare('american', { games: 64 }, () => {
          assert.equal(player.busy(), true);
          seen.push(refusal(() => player.setBudget({ simulations: 5 })).message);
          player.delete(); // refused: the callback throws, so the learning stops
        }),
      );
      assert.match(seen[0], /busy in prepare\(\)/);
      assert.match(e.message, /^learning stopped: the progress callback threw: 'AiPlayer\.delete: the player is busy/);
      // The player is intact and usable, and not left stopped.
      assert.equal(player.busy(), false);
      assert.equal(player.isDeleted(), false);
      assert.equal(player.stopRequested(), false);
      player.prepare('american', { games: 64 }, null);
      assert.equal(player.learned(), true);
      player.delete();
      assert.equal(player.isDeleted(), true);
    });

    test('a progress callback that throws stops the learning with its message', () => {
      const player = E.AiPlayer.create('narl:games=64,search=greedy');
      let calls = 0;
      const e = refusal(() =>
        player.prepare('american', { games: 64 }, () => {
          calls++;
          throw new Error('stop\nnow');
        }),
      );
      assert.equal(calls, 1, 'no progress reported after the throw');
      assert.equal(e.message, "learning stopped: the progress callback threw: 'stop\\nnow'");
      assert.equal(refusal(() => player.prepare('american', { games: 64 }, () => { throw 42; })).message,
        "learning stopped: the progress callback threw: '42'");
      player.delete();
    });
  });
}
