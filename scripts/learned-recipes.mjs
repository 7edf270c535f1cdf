// The shipped learned values' recipes, read from web/src/engine/strengths.json (the
// app's strengths): one per (shipped player, its system) for a player shipped
// with its own number of games, else one per (shipped player, its system,
// replayable strength); and how `pps learn` makes each. Strengths whose games are the same for a
// player (the same recipe) share one file; and the digest of the code that
// learns them. Used by make-learned-assets.mjs and its test.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ASSET_DIR = path.join(ROOT, 'web/public/learned');
const settings = JSON.parse(readFileSync(path.join(ROOT, 'web/src/engine/strengths.json'), 'utf8'));

// The key the web worker looks up (web/src/engine/learned-source.ts's recipeKey).
const keyOf = (player, system, games, seed) => `${player}|${system}|games=${games}|seed=${seed}`;
// The games a strength learns for a player (web/src/state/ai-settings.ts's strengthBudget).
const gamesOf = (strength, player) => strength.learnGamesOf?.[player] ?? strength.learnGames;

// A shipped player with its own `games` has one file per system, used at every
// strength; one without has a file per replayable strength.
const recipe = (player, system, strength, games) => ({
  player,
  strength,
  system,
  games,
  key: keyOf(player, system, games, settings.learningSeed),
  file: `${player}-${system.replace(':', '-')}-${games}.bin.gz`,
  // The player's spec carries the learning seed; games and threads are flags.
  ppsArgs: ['learn', '--player', `${player}:seed=${settings.learningSeed}`, '--system', system, '--games', String(games)],
});
const all = settings.shipped.flatMap(({ player, systems, games }) =>
  games
    ? systems.map((system) => recipe(player, system, 'every', games))
    : settings.strengths
        .filter((s) => s.shipped)
        .flatMap((strength) => systems.map((system) => recipe(player, system, strength.name, gamesOf(strength, player)))),
);
export const RECIPES = all.filter((recipe, i) => all.findIndex((r) => r.key === recipe.key) === i);

// What `pps learn` (the native build, build/pps) makes with a recipe: the
// learned bytes, not gzipped. Its progress goes to our standard error with
// `progress`, else only into the error thrown if it fails.
export function learn(recipe, threads, { progress = false } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pps-learned-'));
  try {
    const out = path.join(dir, 'learned.bin');
    execFileSync(path.join(ROOT, 'build/pps'), [...recipe.ppsArgs, '--threads', String(threads), '--out', out],
      { stdio: ['ignore', 'ignore', progress ? 'inherit' : 'pipe'] });
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Relearning every recipe takes a quarter of an hour on two threads (the
// champion's are 4 million games each). The recipes that stand for the rest:
// the TD network's fast strength on both of its systems and the champion's
// values for American (the default game): both players' learning and the
// largest recipe. The first, the cheapest recipe (about 40 s of CPU), is
// relearned on every test run.
export const CHECKED = RECIPES.filter((r) => r.strength === 'fast' || (r.player === 'champion' && r.system === 'american'));
export const EVERY_RUN = CHECKED.find((r) => r.player === 'tdnet' && r.system === 'american');

// The code the learned bytes depend on besides the recipe: the layers that
// learning sees (wasm/ai/players and every layer below it; a layer cannot
// include one above it, CMakeLists.txt) with their compile options, and the
// recipes (this file, strengths.json). Not wasm/cli: `pps learn` hands every
// learning player the same way to prepare() and save(), and EVERY_RUN,
// relearned on each test run, goes through it. make-learned-assets.mjs
// records this digest in the manifest when it makes or checks the files, so
// the test relearns the others only when this code changed since.
export const LEARNING_CODE = ['CMakeLists.txt', 'scripts/learned-recipes.mjs', 'web/src/engine/strengths.json',
  'wasm/engine', 'wasm/ai/core', 'wasm/ai/eval', 'wasm/ai/search', 'wasm/ai/learn', 'wasm/ai/players'];

const filesUnder = (relative) =>
  statSync(path.join(ROOT, relative)).isDirectory()
    ? readdirSync(path.join(ROOT, relative)).flatMap((name) => filesUnder(`${relative}/${name}`))
    : [relative];

// SHA-256 over every file of LEARNING_CODE: its path, its length and its bytes,
// in the order of the paths (a renamed, added or removed file changes it too).
export function learningCodeDigest() {
  const hash = createHash('sha256');
  for (const file of LEARNING_CODE.flatMap(filesUnder).sort()) {
    const bytes = readFileSync(path.join(ROOT, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}
