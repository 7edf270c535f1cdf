// The lab's class panel (lab.html, #lab-class) and leaderboard
// (#lab-leaderboard): files dropped anywhere on the page or chosen become
// the roster, whose names the teacher edits; a class run's export is read
// only from its own button ("Load a class's export…"), whose handler the
// controller gives (it sets the tournament too); during a run each student's
// row says what it is doing; after it, the leaderboard with its reference
// player and the grade sheet's button. What runs and when is the
// controller's (lab-controller.ts), the roster's names roster.ts's.
import { byId, h } from '../../ui/dom';
import { LANGUAGE_LABELS } from '../player/player-panel';
import { type Candidate, type ClassClock, readPlayers } from './class-files';
import type { LeaderRow } from './leaderboard';
import { MOST_STUDENTS, Roster } from './roster';

// A file's bytes are at least its characters: one this large is no player nor a class's export.
const MOST_FILE_BYTES = 4 * 200 * 100_000;
const input = (id: string) => byId<HTMLInputElement>(id);

export class ClassView {
  readonly roster = new Roster();
  private running = false;
  private exportHandler: (file: string, text: string) => void = () => {};

  // changed: the roster changed (the controller's link and reference menu follow).
  constructor(private readonly changed: () => void) {
    const chooser = input('lab-class-files');
    byId('lab-class-choose').addEventListener('click', () => chooser.click());
    chooser.addEventListener('change', () => {
      const files = [...(chooser.files ?? [])];
      chooser.value = ''; // the same files can be chosen again
      void this.addFiles(files);
    });
    const exportChooser = input('lab-class-export-file');
    byId('lab-class-load').addEventListener('click', () => exportChooser.click());
    exportChooser.addEventListener('change', () => {
      const file = exportChooser.files?.[0];
      exportChooser.value = '';
      if (file) void this.readExport(file);
    });
    byId('lab-class-clear').addEventListener('click', () => {
      if (this.running) return;
      this.roster.clear();
      this.render();
      this.say('');
    });
    // Files dropped anywhere on the page join the class (the browser would
    // open them instead), but on "Your player"'s editor, which takes them as its code.
    const carriesFiles = (e: DragEvent) =>
      (e.dataTransfer?.types.includes('Files') ?? false) && !(e.target instanceof Element && e.target.closest('#lab-code'));
    document.addEventListener('dragover', (e) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      e.dataTransfer!.dropEffect = this.running ? 'none' : 'copy';
    });
    document.addEventListener('drop', (e) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (!this.running) void this.addFiles([...(e.dataTransfer?.files ?? [])]);
    });
  }

  say(text: string, failed = false) {
    const line = byId('lab-class-status');
    line.textContent = text;
    line.dataset.failed = String(failed);
  }

  // Reads each file and adds its players; says what was added and what was not, and why.
  async addFiles(files: File[]) {
    if (this.running) return;
    const added: string[] = [];
    const problems: string[] = [];
    for (const file of files) {
      if (file.size > MOST_FILE_BYTES) {
        problems.push(`${file.name}: ${file.size.toLocaleString('en')} bytes, too large for a player`);
        continue;
      }
      // A folder dropped with the files reads as a file that cannot be read.
      const text = await file.text().catch(() => null);
      if (text === null) {
        problems.push(`${file.name}: it could not be read (a folder? drop the files in it)`);
        continue;
      }
      const read = readPlayers(file.name, text);
      if ('problem' in read) {
        problems.push(`${file.name}: ${read.problem}`);
        continue;
      }
      const { added: names, refused } = this.roster.add(read.players);
      added.push(...names);
      if (refused) problems.push(`${file.name}: ${refused} not added, the class has its ${MOST_STUDENTS} students`);
    }
    byId<HTMLDetailsElement>('lab-class-panel').open = true;
    this.render();
    const joined = added.length ? `${added.length} player${added.length === 1 ? '' : 's'} added (${this.roster.list.length} in the class).` : 'No player added.';
    this.say(problems.length ? `${joined} Not added: ${problems.join('; ')}.` : joined, problems.length > 0);
    this.changed();
  }

  // What to do with a class run's export the teacher chose (its text).
  onClassExport(handler: (file: string, text: string) => void) {
    this.exportHandler = handler;
  }

  private async readExport(file: File) {
    if (this.running) return;
    const text = file.size > MOST_FILE_BYTES ? null : await file.text().catch(() => null);
    if (text === null) {
      this.say(`${file.name} was not loaded: ${file.size > MOST_FILE_BYTES ? 'too large for a class\'s export' : 'it could not be read'}. Nothing changed.`, true);
      return;
    }
    this.exportHandler(file.name, text);
  }

  // The class of an export the teacher loaded: its students in place of the roster, and its clock.
  replaceClass(students: Candidate[], clock: ClassClock) {
    this.roster.clear();
    this.roster.add(students);
    input('lab-class-prep').value = String(clock.prepSeconds);
    input('lab-class-clock').value = String(clock.gameSeconds);
    byId<HTMLDetailsElement>('lab-class-panel').open = true;
    this.render();
    this.changed();
  }

  // The class's clock: preparation and game seconds, checked as "Your player"'s.
  readClock(): { prepSeconds: number; gameSeconds: number; errors: string[] } {
    const errors: string[] = [];
    const seconds = (id: string, label: string, fallback: number) => {
      const text = input(id).value.trim();
      if (/^\d{1,3}$/.test(text) && Number(text) >= 1 && Number(text) <= 300) return Number(text);
      errors.push(`the class's ${label} must be a whole number of seconds from 1 to 300`);
      return fallback;
    };
    return { prepSeconds: seconds('lab-class-prep', 'preparation', 10), gameSeconds: seconds('lab-class-clock', 'game clock', 30), errors };
  }

  setRunning(running: boolean) {
    this.running = running;
    for (const control of document.querySelectorAll<HTMLInputElement | HTMLButtonElement>('#lab-class input, #lab-class button'))
      control.disabled = running;
  }

  // The roster: each student's name (editable), file, language and status.
  render() {
    const head = h('tr', {}, ...['Student', 'File', 'Language', 'Status', ''].map((t) => h('th', { scope: 'col' }, t)));
    const rows = this.roster.list.map((s, i) => {
      const name = h('input', { type: 'text', value: s.name, 'aria-label': `Name of ${s.file}`, maxlength: '60' }) as HTMLInputElement;
      name.addEventListener('change', () => {
        const problem = this.roster.rename(i, name.value);
        if (problem) {
          this.say(`Not renamed: ${problem}.`, true);
          name.value = this.roster.list[i].name;
          return;
        }
        this.render();
        this.changed();
      });
      const remove = h('button', { type: 'button', 'aria-label': `Remove ${s.name}` }, 'Remove');
      remove.addEventListener('click', () => {
        this.roster.remove(i);
        this.render();
        this.changed();
      });
      return h('tr', { 'data-student': s.name }, h('td', {}, name), h('td', {}, s.file), h('td', {}, LANGUAGE_LABELS[s.language]),
        h('td', { class: 'state' }, ''), h('td', {}, remove));
    });
    byId('lab-class-roster').replaceChildren(...(rows.length ? [head, ...rows] : []));
    if (this.running) this.setRunning(true);
  }

  showStatus(student: string, text: string) {
    const cell = byId('lab-class-roster').querySelector(`tr[data-student="${CSS.escape(student)}"] .state`);
    if (cell) cell.textContent = text;
  }

  // The reference player's menu: the players of the run, keeping its choice if it can.
  setReferences(players: string[], preferred: string | null) {
    const menu = byId<HTMLSelectElement>('lab-reference');
    const was = menu.value;
    menu.replaceChildren(...players.map((p) => h('option', { value: p }, p)));
    menu.value = players.includes(was) ? was : preferred && players.includes(preferred) ? preferred : players[0] ?? '';
  }

  get reference(): string | null {
    return byId<HTMLSelectElement>('lab-reference').value || null;
  }

  // The leaderboard, or nothing when the run had no class; `deals` says which deals it played.
  showLeaderboard(rows: LeaderRow[] | null, reference: string | null, deals = '') {
    byId('lab-leaderboard-section').hidden = rows === null;
    byId('lab-leaderboard-deals').textContent = deals;
    byId<HTMLButtonElement>('lab-grades').disabled = rows === null || rows.every((r) => r.games === 0);
    if (!rows) return;
    const fixed = (x: number) => x.toFixed(2);
    const head = h('tr', {}, ...['Rank', 'Player', 'Games', 'Mean ± SE', 'Normalized', `Paired − ${reference ?? 'reference'} ± SE`, 'Lost', 'Status']
      .map((t) => h('th', { scope: 'col' }, t)));
    const body = rows.map((r) => {
      const lost = r.lost.length
        ? h('details', {}, h('summary', {}, String(r.lost.length)),
          h('ul', {}, ...r.lost.map((l) => h('li', {}, `${l.system}, seed ${l.seed}: ${l.reason}`))))
        : '0';
      const paired = r.paired ? `${r.paired.mean >= 0 ? '+' : ''}${fixed(r.paired.mean)} ± ${fixed(r.paired.se)} (${r.paired.games})` : r.player === reference ? 'reference' : '–';
      return h('tr', { 'data-player': r.player }, h('td', { class: 'rank' }, r.rank === null ? '–' : String(r.rank)), h('th', { scope: 'row' }, r.player),
        h('td', { class: 'games' }, String(r.games)), h('td', { class: 'mean' }, r.games ? `${fixed(r.mean)} ± ${fixed(r.se)}` : '–'),
        h('td', { class: 'normalized' }, r.normalized === null ? '–' : r.normalized.toFixed(3)), h('td', { class: 'paired' }, paired),
        h('td', { class: 'lost' }, lost), h('td', { class: 'state' }, r.status));
    });
    const caption = 'Over all systems: mean score ± standard error; normalized, the contest\'s score summed over the systems (the rank); ' +
      'the paired difference from the reference on the deals both played ± its standard error; the games lost by the rules, with why.';
    byId('lab-leaderboard').replaceChildren(h('caption', {}, caption), head, ...body);
  }
}
