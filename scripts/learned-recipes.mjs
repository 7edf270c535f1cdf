// The shipped learned values' recipes, read from web/src/strengths.json (the
// app's strengths): one per (shipped system, replayable strength), and how
// `pps learn` makes each. Used by make-learned-assets.mjs and its test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ASSET_DIR = path.join(ROOT, 'web/public/learned');
const settings = JSON.parse(readFileSync(path.join(ROOT, 'web/src/strengths.json'), 'utf8'));

// The key the web worker looks up (web/src/engine/shipped-learned.ts).
const keyOf = (player, system, games, seed) => `${player}|${system}|games=${games}|seed=${seed}`;

export const RECIPES = settings.strengths
  .filter((s) => s.shipped)
  .flatMap((strength) =>
    settings.shippedSystems.map((system) => ({
      strength: strength.name,
      system,
      games: strength.learnGames,
      key: keyOf(settings.shippedPlayer, system, strength.learnGames, settings.learningSeed),
      file: `${settings.shippedPlayer}-${system.replace(':', '-')}-${strength.learnGames}.bin.gz`,
      // The player's spec carries the learning seed; games and threads are flags.
      ppsArgs: ['learn', '--player', `${settings.shippedPlayer}:seed=${settings.learningSeed}`, '--system', system,
        '--games', String(strength.learnGames)],
    })),
  );
