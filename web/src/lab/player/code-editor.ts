// The lab's code editor: CodeMirror 6, with only the parts a student's
// player needs (line numbers, undo, bracket matching, indentation, syntax
// colours for JavaScript and Python). Why CodeMirror 6: it is maintained,
// modular (the lab ships these parts only: bench/RESULTS.md, "The lab's
// editor and Python", has their size), accessible (a real text model behind a
// contenteditable, screen readers and the browser's own input methods), and
// runs on the page's thread without workers of its own. Monaco (VS Code's)
// is several megabytes with web workers; a plain textarea has no line
// numbers to point an error at.
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import type { Language } from './sandbox';

// Python's grammar loads when a student picks Python (most never do).
const grammar = async (language: Language) => (language === 'python' ? (await import('@codemirror/lang-python')).python() : javascript());

export class CodeEditor {
  private readonly view: EditorView;
  private readonly language = new Compartment();
  private quiet = false; // setText's own change is no edit of the student's

  constructor(parent: HTMLElement, label: string, onChange: () => void) {
    this.view = new EditorView({
      parent,
      state: EditorState.create({
        extensions: [
          lineNumbers(),
          history(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle),
          // Tab indents; Escape then Tab leaves the editor (CodeMirror's own rule).
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          this.language.of(javascript()),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !this.quiet) onChange();
          }),
        ],
      }),
    });
  }

  get text(): string {
    return this.view.state.doc.toString();
  }

  // Replaces the text and its language (onChange is not called: no edit of the student's).
  setText(text: string, language: Language) {
    this.quiet = true;
    try {
      this.view.dispatch({ changes: { from: 0, to: this.view.state.doc.length, insert: text } });
    } finally {
      this.quiet = false;
    }
    void grammar(language).then((g) => this.view.dispatch({ effects: this.language.reconfigure(g) }));
  }

  // Selects line `line` (1-based) and brings it into view: where an error points.
  showLine(line: number) {
    const doc = this.view.state.doc;
    if (line < 1 || line > doc.lines) return;
    const at = doc.line(line);
    this.view.dispatch({ selection: EditorSelection.range(at.from, at.to), scrollIntoView: true });
  }
}
