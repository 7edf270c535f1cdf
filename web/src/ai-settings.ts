// AI players and strengths. The default player is the strongest available:
// the first of PREFERRED that the engine lists (else its last listed player).
import type { Budget, PlayerInfo } from './engine/protocol';

const PREFERRED = ['champion', 'tiger', 'greedy', 'random'];

export function defaultPlayer(players: PlayerInfo[]): string {
  for (const name of PREFERRED) if (players.some((p) => p.name === name)) return name;
  return players[players.length - 1]?.name ?? 'random';
}

// Fixed simulation budgets replay move for move (and identically natively);
// "contest" is the contest's 30 s per game. learnSeconds: how long a
// learning player may prepare for a new point system (cached afterwards).
export const STRENGTHS: { name: string; label: string; budget: Budget }[] = [
  { name: 'fast', label: 'Fast (500 simulations a move)', budget: { simulations: 500, learnSeconds: 5 } },
  { name: 'normal', label: 'Normal (3,000 simulations a move)', budget: { simulations: 3000, learnSeconds: 20 } },
  { name: 'strong', label: 'Strong (20,000 simulations a move)', budget: { simulations: 20000, learnSeconds: 60 } },
  { name: 'contest', label: 'Contest (30 s a game, 5 min learning)', budget: { gameSeconds: 30, learnSeconds: 300 } },
];

export function strengthBudget(name: string | null, threads: number): Budget {
  const found = STRENGTHS.find((s) => s.name === name) ?? STRENGTHS[1];
  return { ...found.budget, threads };
}
