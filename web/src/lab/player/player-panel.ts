// The lab's "Your player" panel (lab.html, #lab-mine): the code editor with
// a starter per language, whether the player joins the tournament, its
// clock, and what it said (its log) or why it failed (the message, the call
// and the line, which the editor selects). What runs and when is the
// controller's. The editor (CodeMirror, the lab's largest part) loads when
// the panel is first opened; until then the panel holds the code as text.
import { byId } from '../../ui/dom';
import type { CodeEditor } from './code-editor';
import { MOST_CODE_CHARS, tooLong } from './player-link';
import type { Clock } from './referee';
import type { Language } from './sandbox';
import starterJs from './starter.js?raw';
import starterPy from './starter.py?raw';

export const STARTERS: Record<Language, string> = { javascript: starterJs, python: starterPy };
export const LANGUAGES: Language[] = ['javascript', 'python'];
export const LANGUAGE_LABELS: Record<Language, string> = { javascript: 'JavaScript', python: 'Python' };

export interface MineSettings {
  on: boolean; // plays in the tournament
  language: Language;
  code: string;
  prepSeconds: number;
  gameSeconds: number;
}

export const MINE_DEFAULTS = { prepSeconds: 10, gameSeconds: 30 };
const MOST_LOG_LINES = 200;

const input = (id: string) => byId<HTMLInputElement>(id);

export const clockOf = (s: MineSettings): Clock => ({ prepMillis: s.prepSeconds * 1000, gameMillis: s.gameSeconds * 1000 });

export class PlayerPanel {
  private editor: CodeEditor | null = null;
  private loading: Promise<CodeEditor> | null = null;
  private code = ''; // the code while the editor is not loaded
  private logLines = 0;
  private readonly details = byId<HTMLDetailsElement>('lab-mine-panel');

  // onEdit: the student changed the code or the settings (to keep them).
  constructor(private readonly onEdit: () => void) {
    this.details.addEventListener('toggle', () => {
      if (this.details.open) void this.loadEditor();
    });
    byId<HTMLSelectElement>('lab-language').addEventListener('change', () => this.switchLanguage());
    byId('lab-starter').addEventListener('click', () => {
      this.setText(STARTERS[this.language]);
      onEdit();
    });
    for (const id of ['lab-mine-on', 'lab-prep', 'lab-clock']) input(id).addEventListener('change', () => onEdit());
  }

  get text(): string {
    return this.editor?.text ?? this.code;
  }

  // Opens the panel (and so its editor): a player to read or to mend.
  async open(): Promise<CodeEditor> {
    this.details.open = true;
    return this.loadEditor();
  }

  private loadEditor(): Promise<CodeEditor> {
    this.loading ??= import('./code-editor').then(({ CodeEditor }) => {
      const editor = new CodeEditor(byId('lab-code'), 'Your player’s code', () => {
        input('lab-mine-on').checked = true; // code being written is code to try
        this.onEdit();
      });
      editor.setText(this.code, this.language);
      this.editor = editor;
      return editor;
    });
    return this.loading;
  }

  private setText(text: string) {
    this.code = text;
    this.editor?.setText(text, this.language);
  }

  get language(): Language {
    return byId<HTMLSelectElement>('lab-language').value === 'python' ? 'python' : 'javascript';
  }

  // A new language starts from its starter unless the code is another starter or empty.
  private switchLanguage() {
    const code = this.text.trim();
    const untouched = code === '' || Object.values(STARTERS).some((s) => s.trim() === code);
    this.setText(untouched ? STARTERS[this.language] : this.text);
    this.onEdit();
  }

  // Code the student chose to put in the editor (a file): it replaces the
  // editor's, joins the tournament and is kept.
  load(code: string, language: Language) {
    byId<HTMLSelectElement>('lab-language').value = language;
    this.setText(code);
    input('lab-mine-on').checked = true;
    this.onEdit();
  }

  read(): { settings: MineSettings; errors: string[] } {
    const errors: string[] = [];
    const seconds = (id: string, label: string, fallback: number) => {
      const text = input(id).value.trim();
      const n = Number(text);
      if (/^\d{1,3}$/.test(text) && n >= 1 && n <= 300) return n;
      errors.push(`${label} must be a whole number of seconds from 1 to 300`);
      return fallback;
    };
    const settings: MineSettings = {
      on: input('lab-mine-on').checked,
      language: this.language,
      code: this.text,
      prepSeconds: seconds('lab-prep', 'Preparation', MINE_DEFAULTS.prepSeconds),
      gameSeconds: seconds('lab-clock', 'Game clock', MINE_DEFAULTS.gameSeconds),
    };
    if (settings.on && !settings.code.trim()) errors.push('your player has no code');
    if (settings.on && settings.code.length > MOST_CODE_CHARS) errors.push(tooLong(settings.code.length));
    return { settings, errors: settings.on ? errors : [] };
  }

  fill(s: MineSettings) {
    byId<HTMLSelectElement>('lab-language').value = s.language;
    this.setText(s.code || STARTERS[s.language]);
    input('lab-mine-on').checked = s.on;
    input('lab-prep').value = String(s.prepSeconds);
    input('lab-clock').value = String(s.gameSeconds);
  }

  say(text: string, state: 'ready' | 'loading' | 'playing' | 'failed' | 'done' = 'ready') {
    byId('lab-mine-status').textContent = text;
    byId('lab-mine').dataset.mineState = state;
  }

  // Words about an error in the code (mine.ts's), its line selected in the editor.
  showError(text: string, line: number | null) {
    this.say(text, 'failed');
    if (line) void this.open().then((editor) => editor.showLine(line));
  }

  clearLog() {
    this.logLines = 0;
    byId('lab-mine-log').textContent = '';
  }

  log(text: string) {
    if (++this.logLines > MOST_LOG_LINES) return;
    const pane = byId('lab-mine-log');
    pane.textContent += `${this.logLines === MOST_LOG_LINES ? '… (more lines not shown)' : text}\n`;
  }
}
