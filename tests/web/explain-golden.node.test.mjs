// The explanations of the app's shipped configuration, on positions a teacher
// would pick for one idea each: the champion with the values the app ships
// (or, on a system nothing ships for, the values its strength learns), at
// the app's strengths, in the single-threaded engine (every plain host's and
// the review's). Each sentence must name the idea at stake (a flush
// completed, three of a kind both cells make, a straight draw made, kept or
// ended, a full house, a line kept free, a close call, a move the look one
// card ahead decides, a hand that costs points avoided) and be the one native
// `pps analyze` gives, so that the hint, the review, the embed and the
// command line say the same.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadEngine, pps, ROOT, shutDown } from './support/engines.mjs';

const strengths = Object.fromEntries(
  JSON.parse(readFileSync(path.join(ROOT, 'web/src/engine/strengths.json'), 'utf8')).strengths.map((s) => [s.name, s]));
const dir = mkdtempSync(path.join(tmpdir(), 'pps-golden-'));
// A system with a costly flush: nothing ships for it, so the app learns the
// strength's games (the fast strength: 50,000); learned here natively, the
// same bytes as in the browser.
const COSTLY_FLUSH = '0,2,5,10,15,-20,25,50,75,100';

function shipped(system) {
  const file = path.join(dir, `champion-${system}.bin`);
  writeFileSync(file, gunzipSync(readFileSync(path.join(ROOT, `web/public/learned/champion-${system}-4000000.bin.gz`))));
  return file;
}

const GOLDEN = [
  { idea: 'a flush completed, and a close call', system: 'american', seed: 8, moves: 'wuabcd', strength: 'normal', close: true,
    says: [/^Row 1: completes the heart flush\. /, /^.*Row 2, column 2 is about as good: 0\.\d less, within the margin of error/] },
  { idea: 'three of a kind that both cells make', system: 'american', seed: 100, moves: 'aghnjlskticb', strength: 'normal', close: false,
    says: [/^Column 2: makes three 4s\. /, /in the same column, would score/, /there it would end the club flush draw in row 4/] },
  { idea: 'a full house completed', system: 'american', seed: 101, moves: 'aglmdobcfkhsuwij', strength: 'normal', close: false,
    says: [/^Column 1: completes a full house/, /here it completes a full house in column 1 \(\d+\.\d\)/] },
  { idea: 'a line kept free', system: 'american', seed: 101, moves: 'aglmdobcfk', strength: 'normal', close: false,
    says: [/leaves row 4 empty for cards that fit nowhere \(\d+\.\d\)/] },
  { idea: 'a move the look one card ahead decides', system: 'american', seed: 100, moves: 'aghnjlskt', strength: 'normal', close: true,
    says: [/it keeps its own cell because looking one card ahead, the king of diamonds next would complete the diamond flush in row 2 here\.$/] },
  { idea: 'a straight draw the other cell would end', system: 'british', seed: 101, moves: 'afkbclmnjtvw', strength: 'normal', close: false,
    says: [/^Column 5: makes three 7s\. /, /both end a straight draw, costing less here in row 5 than there in row 1 \(\d+\.\d\)/] },
  { idea: 'a straight draw made', system: 'british', seed: 100, moves: 'abc', strength: 'normal',
    says: [/^Row 1: makes an inside straight draw with 10, Q, K and A \(4 unseen cards complete it\)\. /] },
  { idea: 'a straight draw kept', system: 'british', seed: 102, moves: 'afbcghmdipwvq', strength: 'normal', close: false,
    says: [/^Row 5: keeps the straight draw 2-3-4 open \(\d+ unseen cards fit it\)\. /] },
  { idea: 'a straight completed', system: 'british', seed: 101, moves: 'afkbclmnjtvwyid', strength: 'normal', close: false,
    says: [/^Row 1: completes a straight\. /] },
  { idea: 'a costly flush avoided', system: COSTLY_FLUSH, seed: 302, moves: 'agmnjrfiyeokbvtxuqcs', strength: 'fast', close: false,
    says: [/^Column 3: avoids a flush, which loses points here\. /] },
];

const NUMBER = /\((\u2212?\d+\.\d)\)/g;

let E;
const learned = {};
before(async () => {
  E = await loadEngine('st');
  learned.american = shipped('american');
  learned.british = shipped('british');
  learned[COSTLY_FLUSH] = path.join(dir, 'costly-flush.bin');
  pps('learn', '--player', `champion:games=${strengths.fast.learnGames}`, '--system', COSTLY_FLUSH, '--out', learned[COSTLY_FLUSH]);
});
after(() => shutDown(E));

for (const g of GOLDEN) {
  test(`${g.idea}: ${g.system};${g.seed};${g.moves} at ${g.strength}`, () => {
    const sims = strengths[g.strength].simulations;
    // The app's hint: the champion with the values for the system, seeded for the deal.
    const spec = learned[g.system].endsWith('costly-flush.bin') ? `champion:games=${strengths.fast.learnGames}` : 'champion';
    const player = E.AiPlayer.create(spec);
    const game = E.Game.parse(`${g.system};${g.seed};${g.moves}`);
    try {
      player.setBudget({ simulations: sims, threads: 1 });
      player.loadLearned(new Uint8Array(readFileSync(learned[g.system])), g.system);
      player.newGameForDeal(String(g.seed));
      const x = player.explain(game, player.analyze(game), null);
      for (const words of g.says) assert.match(x.text, words, x.text);
      if (g.close !== undefined) assert.equal(x.close, g.close, x.text);
      // Its numbers are shares that add up to the difference it states.
      const stated = x.text.match(/would score (\d+\.\d) less/);
      if (stated) {
        const sum = [...x.text.matchAll(NUMBER)].reduce((s, m) => s + Number(m[1].replace('\u2212', '-')), 0);
        assert.ok(Math.abs(sum - Number(stated[1])) < 1e-6, `${sum} vs ${stated[1]}: ${x.text}`);
      }
      // What native pps analyze says of the same position.
      const file = path.join(dir, 'native.json');
      pps('analyze', '--player', spec, '--learned', learned[g.system], '--sims', String(sims), '--system', g.system,
        '--seed', String(g.seed), '--moves', g.moves, '--json', file);
      assert.equal(x.text, JSON.parse(readFileSync(file, 'utf8')).text);
    } finally {
      game.delete();
      player.delete();
    }
  });
}
