// The page restates none of the engine's rules: it reads them from
// web/src/engine/rules.json, which scripts/write-page-rules.mjs writes from
// the engine's pageRules() when the engine is built. Here the file is the
// engine's, in both builds, and the forms it lists are the grammar the
// engine parses: each written as the picker writes it (prefix, then its
// argument) is a system of that form.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { FLAVOURS, loadEngine, shutDown } from './support/engines.mjs';
import { RULES_FILE, rulesText } from '../../scripts/write-page-rules.mjs';

const file = readFileSync(RULES_FILE, 'utf8');
const { comment: _comment, ...rules } = JSON.parse(file);

for (const flavour of FLAVOURS) {
  test(`${flavour}: rules.json is what the engine's pageRules() says, as the script writes it`, async () => {
    const E = await loadEngine(flavour, { ppsPoolSize: 2 });
    try {
      const engine = E.pageRules();
      assert.deepEqual(rules, engine, 'web/src/engine/rules.json is stale: run scripts/build-wasm.sh (it rewrites it)');
      assert.equal(file, rulesText(engine));
    } finally {
      shutDown(E);
    }
  });
}

test('each form, written as the page writes it, is a system of that form; the default is a system', async () => {
  const E = await loadEngine('st');
  try {
    const example = { '': '', SEED: '7:2', CATEGORY: rules.categories[6].slug, POINTS: ['1', ' -2', '3', '-4', '5', '-6', '7', '-8', '127', '-128'].join(rules.points.separator) };
    assert.equal(new Set(rules.systems.map((f) => f.kind)).size, rules.systems.length, 'kinds are unique');
    for (const form of rules.systems) {
      assert.ok(form.argument in example, `${form.kind}: an argument the picker fills (${form.argument})`);
      const system = E.parseSystem(form.prefix + example[form.argument]);
      assert.equal(system.kind, form.kind, form.kind);
      assert.equal(system.spec, form.prefix + system.argument);
    }
    assert.deepEqual(E.parseSystem('1, -2,3,-4,5,-6,7,-8,127,-128').points, [1, -2, 3, -4, 5, -6, 7, -8, 127, -128]);
    assert.equal(E.parseSystem(rules.defaultSystem).spec, rules.defaultSystem);
    assert.equal(rules.points.min, -128);
    assert.equal(rules.points.max, 127);
    // The cards by id, as snapshots number them.
    const game = E.Game.create('american', '42');
    assert.equal(rules.cards[game.currentCard()].name, E.cardName(game.currentCard()));
    game.delete();
  } finally {
    shutDown(E);
  }
});

test('one custom value is refused exactly when the system holding it is', async () => {
  const E = await loadEngine('st');
  try {
    for (const text of ['0', ' 7 ', '-128', '127', '128', '-129', 'x', '+5', '1.5', '', '1e2', '007', '99999999999']) {
      for (const category of [0, 9]) {
        const values = Array(10).fill('0');
        values[category] = text;
        let whole = null;
        let one = null;
        try { E.parseSystem(values.join(',')); } catch (e) { whole = e.message; }
        try { E.parsePoints(text, category); } catch (e) { one = e.message; }
        assert.equal(one, whole, `'${text}' as ${rules.categories[category].name}`);
      }
    }
  } finally {
    shutDown(E);
  }
});
