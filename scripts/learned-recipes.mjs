// The shipped learned values' recipes, read from web/src/engine/strengths.json (the
// app's strengths): one per (shipped player, its system) for a player shipped
// with its own number of games, else one per (shipped player, its system,
// replayable strength); and how `pps learn` makes each. Strengths whose games are the same for a
// player (the same recipe) share one file. Used by make-learned-assets.mjs
// and its test.
import { readFileSync } from 'node:fs';
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
