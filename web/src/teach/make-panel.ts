// Making an assignment on the teacher's page: the form's settings, made by
// the one maker (state/assignment-maker.ts, as scripts/make-assignment.mjs
// makes them), then the student's link, the <poker-squares> snippet, the
// three packages made here in the browser (teach/packages.ts), and the
// references on its deals, worked out with progress.
import type { EngineClient } from '../engine/client';
import { defaultPlayer, STRENGTHS } from '../state/ai-settings';
import type { Assignment } from '../state/assignment';
import { embedElement, makeAssignment, studentLink, summary, type AssignmentInput, type MadeAssignment } from '../state/assignment-maker';
import { byId, h } from '../ui/dom';
import { SystemPicker } from '../ui/system-picker';
import { dealReference } from './grader';
import { download } from './key-panel';
import { buildPackage, KIND_LABELS, KINDS, packageFileName, type PackageKind } from './packages';

// The labels of the form's settings in a problem ("Deals: ...").
const FIELD: Record<string, string> = { key: 'Your key', name: 'Name', deals: 'Deals', system: 'Point system', grade: 'Graded against', pass: 'Pass mark', hints: 'Hints', ai: 'The AI', undo: 'Undo' };

// The built site's files, read from this page's own site (the service worker keeps them offline).
export async function readSiteFile(path: string): Promise<Uint8Array> {
  const answer = await fetch(new URL(path, document.baseURI));
  if (!answer.ok) throw new Error(`${path}: the site answered ${answer.status}`);
  return new Uint8Array(await answer.arrayBuffer());
}

export class MakePanel {
  private made: MadeAssignment | null = null;
  private readonly picker: SystemPicker;
  private busy = false;

  constructor(
    private readonly client: EngineClient,
    private readonly key: () => string | null,
    private readonly onMade: (made: MadeAssignment) => void,
    private readonly say: (text: string) => void,
  ) {
    this.picker = SystemPicker.find((id) => document.getElementById(id))!;
    const strength = byId<HTMLSelectElement>('a-strength');
    strength.replaceChildren(...STRENGTHS.filter((s) => s.replays).map((s) => h('option', { value: s.name }, s.label)));
    strength.value = 'normal';
    const grade = byId<HTMLSelectElement>('a-grade');
    const showGrade = () => {
      byId('a-ai-fields').hidden = grade.value !== 'ai';
      byId('a-points-field').hidden = grade.value !== 'points';
    };
    grade.addEventListener('change', showGrade);
    showGrade();
    byId('make-form').addEventListener('submit', (e) => {
      e.preventDefault();
      void this.make();
    });
    for (const kind of KINDS) byId(`download-${kind}`).addEventListener('click', () => void this.package(kind));
    byId('references').addEventListener('click', () => void this.references());
    byId('copy-made-link').addEventListener('click', async () => {
      const field = byId<HTMLInputElement>('made-link');
      try {
        await navigator.clipboard.writeText(field.value);
        this.say('Link copied.');
      } catch {
        field.select();
        this.say('Select the link and copy it.');
      }
    });
  }

  // The engine's players, once it has started.
  showPlayers(names: string[]) {
    const select = byId<HTMLSelectElement>('a-player');
    select.replaceChildren(...names.map((n) => h('option', { value: n }, n)));
    select.value = defaultPlayer(names.map((name) => ({ name }) as never));
  }

  enable(on: boolean) {
    (byId('make') as HTMLButtonElement).disabled = !on;
  }

  private async input(): Promise<AssignmentInput | { errors: string[] }> {
    const value = (id: string) => byId<HTMLInputElement>(id).value;
    const checked = (id: string) => (byId<HTMLInputElement>(id).checked ? 'on' : 'off');
    const system = await this.picker.read((values) => this.client.checkPoints(values));
    if ('errors' in system) return { errors: system.errors.map((e) => `${FIELD.system}: ${e}`) };
    const kind = byId<HTMLSelectElement>('a-grade').value;
    const strength = byId<HTMLSelectElement>('a-strength').value;
    const player = byId<HTMLSelectElement>('a-player').value || 'champion';
    const grade = kind === 'points' ? `points:${value('a-points').trim()}` : kind === 'best' ? 'best' : player === 'champion' ? `ai:${strength}` : `ai:${strength}:${player}`;
    return {
      key: this.key() ?? '',
      name: value('a-name').trim(),
      deals: value('a-deals'),
      system: system.spec,
      hints: checked('a-hints'),
      ai: checked('a-ai'),
      undo: checked('a-undo'),
      grade,
      pass: value('a-pass').trim() || 'none',
    };
  }

  private showProblems(problems: string[]) {
    byId('make-problems').replaceChildren(...problems.map((p) => h('li', {}, p)));
  }

  async make() {
    if (this.busy) return;
    const input = await this.input();
    if ('errors' in input) return this.showProblems(input.errors);
    const checkSystem = async (spec: string) => {
      try {
        await this.client.parseSystem(spec);
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    };
    const salt = crypto.getRandomValues(new Uint8Array(4));
    const result = await makeAssignment(input, salt, checkSystem);
    if ('problems' in result) return this.showProblems(result.problems.map((p) => `${FIELD[p.setting] ?? p.setting}: ${p.text}.`));
    this.showProblems([]);
    this.show(result.made);
    this.onMade(result.made);
  }

  // Shows an assignment (just made, or one picked to check) with its link, snippet and packages.
  show(made: MadeAssignment) {
    this.made = made;
    const site = new URL('./', document.baseURI).href;
    byId('made').hidden = false;
    byId('made-title').textContent = `Assignment ${summary(made.assignment)}`;
    byId<HTMLInputElement>('made-link').value = studentLink(site, made.token);
    byId('made-snippet').textContent = embedElement(site, made.token);
    byId('package-state').textContent = '';
    byId('references-table').hidden = true;
    this.say(`Made: ${made.assignment.name}. Its link, its snippet and its packages are below.`);
  }

  private async package(kind: PackageKind) {
    const made = this.made;
    if (!made || this.busy) return;
    const state = byId('package-state');
    state.textContent = `Making the ${KIND_LABELS[kind]} package…`;
    try {
      const a = made.assignment;
      const { bytes } = await buildPackage(readSiteFile, { kind, token: made.token, title: a.name, system: a.system, pass: a.pass });
      const name = packageFileName(a.name, kind);
      download(name, bytes, 'application/zip');
      state.textContent = `${name} (${(bytes.length / 1e6).toFixed(2)} MB) is downloaded: upload it to your learning platform.`;
    } catch (e) {
      state.textContent = `The ${KIND_LABELS[kind]} package could not be made: ${(e as Error).message}. Reload the page (online) and try again.`;
    }
  }

  // The AI's score and the best grid of every deal, deal by deal.
  private async references() {
    const made = this.made;
    if (!made || this.busy) return;
    this.busy = true;
    const a: Assignment = { ...made.assignment, key: made.dealKey };
    const bar = byId<HTMLProgressElement>('references-progress');
    const table = byId('references-table');
    const ai = a.grading.kind === 'ai';
    table.replaceChildren(h('tr', {}, h('th', { scope: 'col' }, 'Deal'), ai ? h('th', { scope: 'col' }, `AI (${a.grading.kind === 'ai' ? `${a.grading.player}, ${a.grading.strength}` : ''})`) : null, h('th', { scope: 'col' }, 'Best grid')));
    table.hidden = false;
    bar.hidden = false;
    bar.value = 0;
    try {
      for (let i = 0; i < a.count; i++) {
        this.say(`Deal ${i + 1} of ${a.count}: ${ai ? 'the AI plays it' : 'its best grid'}…`);
        const ref = await dealReference(this.client, a, i);
        table.append(h('tr', {}, h('td', {}, String(i + 1)), ai ? h('td', {}, String(ref.ai)) : null, h('td', {}, String(ref.best))));
        bar.value = (i + 1) / a.count;
      }
      this.say(`The references of all ${a.count} deals are worked out.`);
    } catch (e) {
      this.say(`The references could not be worked out: ${(e as Error).message}`);
    } finally {
      bar.hidden = true;
      this.busy = false;
    }
  }
}
