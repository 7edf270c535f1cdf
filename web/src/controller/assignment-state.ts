// An assignment as the page holds it while it is played: the assignment,
// the student's progress and grade, the deal on the board and what the page
// is doing with it. Plain data and pure functions (tested in Node,
// tests/web/assignment-state.node.test.mjs).
import type { Assignment } from '../state/assignment';
import { currentDeal, gradeOf, type GradeReport, type Progress } from '../state/assignment-progress';
import type { AssignmentEventInfo } from './game-events';

// playing: a deal is on the board; scoring: its 25th card is placed and the
// AI's score and the best grid of its cards are worked out; scored: those
// are shown, the next deal waits for the student; done: every deal counted.
export type AssignmentPhase = 'playing' | 'scoring' | 'scored' | 'done';

export interface AssignmentStatus {
  assignment: Assignment;
  progress: Progress;
  grade: GradeReport;
  deal: number; // the deal on the board (or last played), 0-based
  phase: AssignmentPhase;
}

export function assignmentStatus(assignment: Assignment, progress: Progress, phase: AssignmentPhase, deal?: number): AssignmentStatus {
  const current = currentDeal(progress);
  return {
    assignment,
    progress,
    grade: gradeOf(assignment.grading, assignment.pass, progress),
    deal: deal ?? (current < 0 ? progress.deals.length - 1 : current),
    phase,
  };
}

// What the pps:* events say of it.
export function eventInfo(status: AssignmentStatus): AssignmentEventInfo {
  const { assignment, grade } = status;
  return {
    name: assignment.name,
    deal: status.deal + 1,
    deals: assignment.count,
    grade: grade.percent,
    complete: grade.complete,
    passed: grade.passed,
  };
}

// The progress with deal `i` changed by `change`.
export function withDeal(p: Progress, i: number, change: Partial<Progress['deals'][number]>): Progress {
  return { ...p, deals: p.deals.map((d, j) => (j === i ? { ...d, ...change } : d)) };
}
