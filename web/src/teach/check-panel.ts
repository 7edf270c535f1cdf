// Checking a grade on the teacher's page: an assignment (one made in this
// browser, or its link or token pasted), and what the learning platform kept
// of a student's play (the progress, or only the cells played). The grade is
// recomputed deal by deal from the teacher's key: the deals are dealt from
// the deal key the key and the assignment's name give (a token whose deals
// are not the key's is refused: a token alone proves nothing), the cells are
// scored by the engine, and a score the platform's copy claims that the
// cells do not give is named.
import type { EngineClient } from '../engine/client';
import { readAssignment, type Assignment } from '../state/assignment';
import { gradingText } from '../state/assignment-rules';
import { readOptions } from '../state/page-options';
import { readPlayed } from '../state/played-cells';
import { deriveDealKey } from '../state/teacher-key';
import { byId, h } from '../ui/dom';
import { checkPlayed, type DealCheck } from './grader';
import { keptAssignments, type KeptAssignment } from './teacher-store';

// The token of a pasted link (…?assignment=TOKEN, …#assignment=TOKEN) or token.
export function tokenOf(text: string): string {
  const t = text.trim();
  const found = /[?#&]assignment=([A-Za-z0-9_-]+)/.exec(t);
  return found ? found[1]! : t;
}

export class CheckPanel {
  private busy = false;

  constructor(
    private readonly client: EngineClient,
    private readonly key: () => string | null,
    private readonly say: (text: string) => void,
  ) {
    byId('check').addEventListener('click', () => void this.check());
    byId('check-assignment').addEventListener('change', () => (byId<HTMLInputElement>('check-token').value = ''));
    this.showKept();
  }

  // The assignments made in this browser, the newest first (`chosen`: the one to select).
  showKept(chosen?: string) {
    const select = byId<HTMLSelectElement>('check-assignment');
    const kept = keptAssignments();
    select.replaceChildren(
      h('option', { value: '' }, kept.length ? 'choose one made here' : 'none made in this browser yet'),
      ...kept.map((a: KeptAssignment) => h('option', { value: a.token }, `${a.name} (${a.made.slice(0, 10)})`)),
    );
    if (chosen) select.value = chosen;
  }

  // A token to check, from another page's address (teach.html#assignment=TOKEN).
  preset(token: string) {
    byId<HTMLInputElement>('check-token').value = token;
  }

  private problem(text: string) {
    byId('check-problem').textContent = text;
  }

  // The assignment to check, its deals from the teacher's key; or why not.
  private async assignment(): Promise<Assignment | string> {
    const key = this.key();
    if (!key) return 'Draw or import your key first: the grade is checked with it.';
    const pasted = byId<HTMLInputElement>('check-token').value;
    const token = pasted.trim() ? tokenOf(pasted) : byId<HTMLSelectElement>('check-assignment').value;
    if (!token) return 'Choose the assignment, or paste its link or token.';
    const read = readAssignment(readOptions({ assignment: token }, 'embed').options);
    if (!read.assignment || !read.assignment.key) return `That is no assignment: ${read.problems.join(' ')}`;
    const dealKey = await deriveDealKey(key, read.assignment.name);
    if (dealKey !== read.assignment.key) {
      return `"${read.assignment.name}" was not made with your key (or its name was changed): its deals are not your key's, so its grade cannot be checked with it. Import the key it was made with.`;
    }
    return read.assignment;
  }

  async check() {
    if (this.busy) return;
    this.problem('');
    const table = byId('check-table');
    const gradeLine = byId('check-grade');
    table.hidden = true;
    gradeLine.textContent = '';
    const a = await this.assignment();
    if (typeof a === 'string') return this.problem(a);
    const played = readPlayed(byId<HTMLTextAreaElement>('check-played').value, a.id, a.count);
    if ('problem' in played) return this.problem(`What you pasted cannot be checked: ${played.problem}.`);
    this.busy = true;
    const bar = byId<HTMLProgressElement>('check-progress');
    bar.hidden = false;
    bar.value = 0;
    const refName = a.grading.kind === 'ai' ? 'AI' : a.grading.kind === 'best' ? 'Best grid' : 'Target';
    table.replaceChildren(h('caption', {}, `${a.name}: ${gradingText(a.grading)}`), h('tr', {}, ...['Deal', 'Cells played', 'Score', refName, 'Best grid', 'Check'].map((t) => h('th', { scope: 'col' }, t))));
    table.hidden = false;
    try {
      const { grade } = await checkPlayed(this.client, a, played.deals, (check, done) => {
        table.append(row(check));
        bar.value = done / a.count;
        this.say(`Checked deal ${done} of ${a.count}.`);
      });
      gradeLine.textContent =
        grade.percent === null
          ? 'No deal finished yet: no grade.'
          : `${grade.complete ? 'The grade' : `The grade so far (${grade.counted} of ${a.count} deals)`}: ${grade.percent}%` +
            `${grade.passed === null ? '' : grade.passed ? ', passed' : ', not passed'} (${grade.yours} points against ${grade.reference}), recomputed from your key.`;
      this.say('The grade is checked.');
    } catch (e) {
      this.problem(`The grade could not be checked: ${(e as Error).message}`);
    } finally {
      bar.hidden = true;
      this.busy = false;
    }
  }
}

const cell = (n: number | null) => (n === null ? '–' : String(n));

function row(c: DealCheck) {
  const note = c.problem ?? (c.moves.length === 0 ? 'not started' : c.score === null ? `${c.moves.length} of 25 cards` : c.claimed ? 'as the platform says' : 'scored');
  return h(
    'tr',
    { class: c.problem ? 'check-bad' : '' },
    h('td', {}, String(c.deal)),
    h('td', { class: 'cells' }, c.moves || '–'),
    h('td', {}, cell(c.score)),
    h('td', {}, cell(c.reference)),
    h('td', {}, cell(c.best)),
    h('td', {}, note),
  );
}
