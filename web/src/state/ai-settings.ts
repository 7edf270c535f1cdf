// AI players and strengths. The default player is the strongest available:
// the first of PREFERRED that the engine lists (else its last listed player).
import type { Budget, PlayerInfo, ShippedValues } from '../engine/protocol.ts';
import recipes from '../engine/strengths.json' with { type: 'json' };

const PREFERRED = ['champion', 'tiger', 'greedy', 'random'];
// The player a page gives hints and AI moves with, where the engine has it.
export const STRONGEST_PLAYER = PREFERRED[0]!;

export function defaultPlayer(players: PlayerInfo[]): string {
  for (const name of PREFERRED) if (players.some((p) => p.name === name)) return name;
  return players[players.length - 1]?.name ?? 'random';
}

// Fixed simulation budgets and a fixed number of learning games replay move
// for move on every machine and build (and natively with `pps play`);
// "contest" searches for 30 s a game, so its moves depend on the machine.
export interface Strength {
  name: string;
  label: string;
  budget: Budget;
  // Learning games of the players that need another number than budget's
  // (the TD network learns from more, cheaper games).
  learnGamesOf: Record<string, number>;
  replays: boolean;
}

export const STRENGTHS: Strength[] = recipes.strengths.map((s) => ({
  name: s.name,
  label: s.label,
  budget: 'gameSeconds' in s ? { gameSeconds: s.gameSeconds, learnGames: s.learnGames } : { simulations: s.simulations, learnGames: s.learnGames },
  learnGamesOf: s.learnGamesOf ?? {},
  replays: !('gameSeconds' in s),
}));

export const DEFAULT_STRENGTH = 'normal';
export const EMBED_STRENGTH = 'fast';
// The move-by-move review's fixed budget (500 simulations a move, the values
// learned from 50,000 games): the same review on every machine and build.
export const REVIEW_STRENGTH = 'fast';

// What a spec learns: its evaluator if it names one ("mc:eval=tdnet" ->
// "tdnet"), else its player's name ("tdnet:search=greedy" -> "tdnet").
export const learnerName = (spec: string) => {
  const [name, params = ''] = spec.split(':');
  const evaluator = params.split(',').find((p) => p.trim().startsWith('eval='));
  return (evaluator ? evaluator.split('=')[1]! : name!).trim();
};

// Players whose values for some systems ship learned offline from more games
// than any strength learns in the browser: every strength uses those, for the
// player's own spec (a spec with parameters learns as the strength says).
const SHIPPED_VALUES = new Map<string, ShippedValues>(
  recipes.shipped.flatMap((s) => (s.games === undefined ? [] : [[s.player, { games: s.games, systems: s.systems }] as const])),
);

// The named strength's budget for `playerSpec` (the default strength for an
// unknown name): its simulations or time, and the player's learning games
// (and the shipped values' games for the systems they cover).
export function strengthBudget(name: string | null, threads: number, playerSpec = ''): Budget {
  const found = STRENGTHS.find((s) => s.name === name) ?? STRENGTHS.find((s) => s.name === DEFAULT_STRENGTH)!;
  const learnGames = found.learnGamesOf[learnerName(playerSpec)] ?? found.budget.learnGames;
  const shipped = SHIPPED_VALUES.get(playerSpec.trim());
  return { ...found.budget, learnGames, ...(shipped ? { shipped } : {}), threads };
}
