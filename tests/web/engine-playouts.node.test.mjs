// The engine's playouts for the lab's student players (wasm/bindings/
// playout_bindings.cpp, behind pps.playouts and pps.rateCells in the
// sandbox): a full board is worth its score; the same seed plays the same
// games; every empty cell is played out on the same cards to come; greedy
// play beats random play; bad boards, cards, policies and counts are refused
// with the engine's message. Both builds.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { FLAVOURS, loadEngine, shutDown } from './support/engines.mjs';

const AMERICAN = '0,2,5,10,15,20,25,50,75,100';
const EMPTY = Array(25).fill(-1);

for (const flavour of FLAVOURS) {
  const enginePromise = loadEngine(flavour);
  after(async () => shutDown(await enginePromise));

  test(`${flavour}: a full board is worth its score; the same seed, the same games`, async () => {
    const E = await enginePromise;
    const game = E.Game.create('american', '42');
    for (let cell = 0; cell < 25; cell++) game.play(cell);
    const full = game.cells();
    assert.equal(E.playouts(AMERICAN, full, 10, 'random', 1), game.score());
    assert.equal(E.playouts('american', full, 1, 'greedy', 1), game.score(), 'a spec or the ten points');
    game.delete();
    const a = E.playouts(AMERICAN, EMPTY, 200, 'random', 7);
    assert.equal(E.playouts(AMERICAN, EMPTY, 200, 'random', 7), a);
    assert.notEqual(E.playouts(AMERICAN, EMPTY, 200, 'random', 8), a);
  });

  test(`${flavour}: greedy playouts score more than random ones on American`, async () => {
    const E = await enginePromise;
    const random = E.playouts(AMERICAN, EMPTY, 2000, 'random', 3);
    const greedy = E.playouts(AMERICAN, EMPTY, 2000, 'greedy', 3);
    assert.ok(random > 5 && random < 40, `random ${random}`);
    assert.ok(greedy > random + 10, `greedy ${greedy}, random ${random}`);
  });

  test(`${flavour}: rateCells plays every empty cell out on the same cards`, async () => {
    const E = await enginePromise;
    // Three aces in row 0 (cells 0-2) and the fourth to place: row 0 makes four of a kind.
    const cells = [...EMPTY];
    cells[0] = 0; // AC
    cells[1] = 13; // AD
    cells[2] = 26; // AH
    const values = E.rateCells(AMERICAN, cells, 39, 300, 'greedy', 5);
    assert.equal(values.length, 25);
    assert.ok([0, 1, 2].every((c) => Number.isNaN(values[c])), 'filled cells: NaN');
    const best = values.indexOf(Math.max(...values.filter((v) => !Number.isNaN(v))));
    assert.ok(best === 3 || best === 4, `the ace goes into row 0, not cell ${best}`);
    // The same cards to come for every cell: placing the card at cell c then
    // playing out is playouts() of that board with the same seed.
    const placed = [...cells];
    placed[17] = 39;
    assert.equal(values[17], E.playouts(AMERICAN, placed, 300, 'greedy', 5));
  });

  test(`${flavour}: bad input is refused with the engine's message`, async () => {
    const E = await enginePromise;
    assert.throws(() => E.playouts(AMERICAN, EMPTY.slice(1), 1, 'random', 1), /25 card ids/);
    assert.throws(() => E.playouts(AMERICAN, [0, 0, ...EMPTY.slice(2)], 1, 'random', 1), /card 0 twice/);
    assert.throws(() => E.playouts(AMERICAN, EMPTY, 1, 'clever', 1), /policy must be "random" or "greedy"/);
    assert.throws(() => E.playouts(AMERICAN, EMPTY, 0, 'random', 1), /games/);
    assert.throws(() => E.playouts('bogus', EMPTY, 1, 'random', 1), /unknown point system/);
    assert.throws(() => E.rateCells(AMERICAN, [5, ...EMPTY.slice(1)], 5, 1, 'random', 1), /already on the board/);
    assert.throws(() => E.rateCells(AMERICAN, EMPTY, 52, 1, 'random', 1), /card id/);
    assert.equal(E.playouts(AMERICAN, EMPTY, 1, 'random', 1) >= 0, true, 'the module works after refusals');
  });
}
