// An assignment on the page: where the student is ("Deal 2 of 3"), its
// rules, and once a deal is scored its parts (yours, the AI's, the best grid
// of its cards) with the grade so far, the Next deal button, and at the end
// the grade. Draws the controller's state (controller/assignment-state.ts);
// DOM only.
import type { AssignmentStatus } from '../controller/assignment-state';
import { gradingText } from '../state/assignment-rules';
import { finished } from '../state/assignment-progress';
import { h } from './dom';

export interface AssignmentActions {
  next(): void;
}

// The line under the title: what the student may use and how it is graded.
export function rulesText(status: AssignmentStatus): string {
  const a = status.assignment;
  const allowed = [a.hints ? 'hints' : '', a.ai ? 'the AI' : '', a.undo ? 'undo' : ''].filter(Boolean);
  const help = allowed.length ? `You may use ${allowed.join(', ')}.` : 'No hints, no AI, no undo.';
  const pass = a.pass === null ? '' : ` Pass mark: ${a.pass}%.`;
  const kind = a.key ? 'Graded' : 'Practice (public deals)';
  return `${kind}: ${a.count} deal${a.count > 1 ? 's' : ''}, each played once. ${help} The grade is ${gradingText(a.grading)}.${pass}`;
}

export function progressTitle(status: AssignmentStatus): string {
  const a = status.assignment;
  const name = a.name ? `${a.name}: ` : '';
  return status.phase === 'done' ? `${name}all ${a.count} deals played` : `${name}deal ${status.deal + 1} of ${a.count}`;
}

const cell = (n: number | null) => (n === null ? '…' : String(n));

export function renderAssignment(box: HTMLElement, status: AssignmentStatus | null, actions: AssignmentActions) {
  document.body.classList.toggle('assignment', status !== null);
  box.hidden = status === null;
  if (!status) {
    box.replaceChildren();
    return;
  }
  const { assignment: a, grade, progress } = status;
  const played = progress.deals.map((d, i) => ({ d, i })).filter(({ d }) => finished(d));
  const showAi = a.grading.kind === 'ai';
  const table =
    played.length === 0
      ? null
      : h(
          'table',
          { class: 'assignment-parts', 'data-testid': 'assignment-parts' },
          h('tr', {}, h('th', { scope: 'col' }, 'Deal'), h('th', { scope: 'col' }, 'You'), showAi ? h('th', { scope: 'col' }, 'AI') : null, h('th', { scope: 'col' }, 'Best grid')),
          ...played.map(({ d, i }) => h('tr', {}, h('td', {}, String(i + 1)), h('td', {}, cell(d.score)), showAi ? h('td', {}, cell(d.ai)) : null, h('td', {}, cell(d.best)))),
        );
  const gradeLine =
    grade.percent === null
      ? null
      : h(
          'p',
          { class: 'assignment-grade', 'data-testid': 'assignment-grade' },
          grade.complete ? `Your grade: ${grade.percent}%` : `Grade so far: ${grade.percent}% after ${grade.counted} of ${a.count} deals`,
          grade.passed === null ? '' : grade.passed ? ' · passed' : ' · not passed',
          ` (${grade.yours} points against ${grade.reference})`,
        );
  const next = status.phase === 'scored' ? h('button', { type: 'button', id: 'next-deal', class: 'primary' }, `Next deal (${status.deal + 2} of ${a.count})`) : null;
  next?.addEventListener('click', () => actions.next());
  const parts: (HTMLElement | null)[] = [
    h('h2', { class: 'assignment-title', 'data-testid': 'assignment-title' }, progressTitle(status)),
    h('p', { class: 'note' }, rulesText(status)),
    status.phase === 'scoring' ? h('p', { class: 'note' }, 'Working out this deal’s grade…') : null,
    table,
    gradeLine,
    next,
  ];
  box.replaceChildren(...parts.filter((p): p is HTMLElement => p !== null));
}
