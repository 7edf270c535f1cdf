// The teacher's page's work with the engine: the references of an
// assignment's deals (the AI's scores, the best grids of the cards) and a
// student's grade recomputed from the cells played. The deals come from the
// teacher's key, through the engine's own calls for sealed deals (openSealed,
// labGame with the deal key), the very calls a student's page makes, so the
// numbers here are the page's.
import type { EngineClient } from '../engine/client';
import { strengthBudget } from '../state/ai-settings';
import type { Assignment } from '../state/assignment';
import { gradeOf, type DealRecord, type GradeReport } from '../state/assignment-progress';
import type { PlayedDeal } from '../state/played-cells';

export interface DealReference {
  ai: number | null; // the AI's score (a grade on the AI), else null
  best: number; // the best grid of the deal's cards
}

// The references of deal i (0-based) of `assignment` (its key: the deal key).
export async function dealReference(client: EngineClient, a: Assignment, i: number, withAi = a.grading.kind === 'ai'): Promise<DealReference> {
  await client.openSealed(a.system, a.key!, String(i), '');
  const best = (await client.hindsight()).score;
  let ai: number | null = null;
  if (withAi && a.grading.kind === 'ai') {
    const budget = strengthBudget(a.grading.strength, client.info?.poolSize ?? 1, a.grading.player);
    ai = (await client.labGame(a.grading.player, budget, a.system, String(i), a.key)).score;
  }
  return { ai, best };
}

export interface DealCheck {
  deal: number; // 1-based
  moves: string;
  score: number | null; // the engine's score of the cells played (null: the deal is not finished)
  reference: number | null; // the grade's reference on the deal
  best: number | null;
  claimed: PlayedDeal['claimed'];
  problem: string | null; // a cell the deal refuses, or a claimed score the cells do not give
}

// The grade of `played` recomputed from the cells; `each` hears each deal as it is done.
export async function checkPlayed(client: EngineClient, a: Assignment, played: PlayedDeal[], each: (check: DealCheck, done: number) => void): Promise<{ deals: DealCheck[]; grade: GradeReport }> {
  const deals: DealCheck[] = [];
  const records: DealRecord[] = [];
  let ai: number | null = null;
  for (const [i, p] of played.entries()) {
    const check: DealCheck = { deal: i + 1, moves: p.moves, score: null, reference: null, best: null, claimed: p.claimed, problem: null };
    if (p.moves) {
      const opened = await client.openSealed(a.system, a.key!, String(i), p.moves);
      if (opened.problems.length) check.problem = opened.problems.join(' ');
      else if (opened.snapshot.over) {
        check.score = opened.snapshot.score;
        const ref = await dealReference(client, a, i);
        ai = ref.ai;
        check.best = ref.best;
        check.reference = a.grading.kind === 'ai' ? ref.ai : a.grading.kind === 'best' ? ref.best : a.grading.target;
        const claimed = p.claimed;
        if (claimed && claimed.score !== null && claimed.score !== check.score) check.problem = `the platform's copy says ${claimed.score}; these cells score ${check.score}`;
      }
    }
    deals.push(check);
    // A deal whose cells are refused counts as not played.
    records.push({ moves: p.moves, undos: 0, help: false, score: check.problem && check.score === null ? null : check.score, ai, best: check.best });
    ai = null;
    each(check, i + 1);
  }
  // The grade as the student's page computes it, on the recomputed scores.
  const grade = gradeOf(a.grading, a.pass, { id: a.id, deals: records });
  return { deals, grade };
}
