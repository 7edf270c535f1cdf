// An assignment reported to a learning platform through SCORM (docs/TEACHING.md, "In a
// learning platform"): the run-time API the platform puts in a window above
// the content (`API` for SCORM 1.2, `API_1484_11` for SCORM 2004), found
// the way the standard says (the parents, then the opener's), and its data
// model: the progress in cmi.suspend_data (a reload or a new session
// resumes from it), the deal in the location, and at the end the grade as
// score (0..100; 2004 also scaled 0..1) with completed, or passed/failed
// against the pass mark. Every card is committed, so the platform loses at
// most the card a reload interrupts (and this browser's copy has it).
//
// The platform is outside code: a call that throws, or answers "false",
// fails with the platform's own error text, which the assignment controller
// shows on the page until the student has seen it; the other calls are made
// all the same (a refused suspend_data still leaves the location and the
// commit, a refused score the status); the game never waits on it or stops for it.
import type { AssignmentStatus } from '../controller/assignment-state';
import type { AssignmentListener } from '../controller/ports';

export type ScormVersion = '1.2' | '2004';

type ApiCall = (...args: string[]) => string;
type Api = Record<string, ApiCall>;

// The run-time's method names and data model elements, per version.
const MODEL = {
  '1.2': {
    api: 'API',
    init: 'LMSInitialize', get: 'LMSGetValue', set: 'LMSSetValue', commit: 'LMSCommit', finish: 'LMSFinish',
    lastError: 'LMSGetLastError', errorText: 'LMSGetErrorString',
    learner: 'cmi.core.student_id', location: 'cmi.core.lesson_location', sessionTime: 'cmi.core.session_time', exit: 'cmi.core.exit',
  },
  '2004': {
    api: 'API_1484_11',
    init: 'Initialize', get: 'GetValue', set: 'SetValue', commit: 'Commit', finish: 'Terminate',
    lastError: 'GetLastError', errorText: 'GetErrorString',
    learner: 'cmi.learner_id', location: 'cmi.location', sessionTime: 'cmi.session_time', exit: 'cmi.exit',
  },
} as const;

const MAX_DEPTH = 10;

// The API object in this window or one above it (or above the opener); a
// window of another origin is skipped, not an error.
export function findApi(version: ScormVersion, from: Window = window): Api | null {
  const name = MODEL[version].api;
  const search = (start: Window | null): Api | null => {
    let w = start;
    for (let depth = 0; w && depth < MAX_DEPTH; depth++) {
      try {
        const api = (w as unknown as Record<string, unknown>)[name];
        if (api && typeof api === 'object') return api as Api;
      } catch {
        // another origin's window
      }
      if (w.parent === w) break;
      w = w.parent;
    }
    return null;
  };
  return search(from) ?? search(from.opener as Window | null);
}

// SCORM 1.2's HHHH:MM:SS.SS and 2004's PTnHnMnS.
export function sessionTime(version: ScormVersion, ms: number): string {
  const s = Math.max(0, Math.round(ms / 10) / 100);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (version === '2004') return `PT${hours}H${minutes}M${Number(seconds.toFixed(2))}S`;
  return `${String(hours).padStart(4, '0')}:${String(minutes).padStart(2, '0')}:${seconds.toFixed(2).padStart(5, '0')}`;
}

export class Scorm implements AssignmentListener {
  readonly name = 'the learning platform';
  private readonly model;
  private readonly started = Date.now();
  private open = false;
  private complete = false;
  private tell: (text: string) => void = () => {};

  constructor(
    private readonly api: Api,
    readonly version: ScormVersion,
  ) {
    this.model = MODEL[version];
  }

  // Calls the API, failing with the platform's own words when it refuses.
  private call(method: string, ...args: string[]): string {
    const fn = this.api[method];
    if (typeof fn !== 'function') throw new Error(`its SCORM ${this.version} API has no ${method}`);
    let result: unknown;
    try {
      result = fn.apply(this.api, args);
    } catch (e) {
      throw new Error(`${method} failed (${(e as Error)?.message ?? e})`);
    }
    if (result === 'false' || result === false) {
      let code = '';
      let text = '';
      try {
        code = String(this.api[this.model.lastError]?.call(this.api) ?? '');
        text = String(this.api[this.model.errorText]?.call(this.api, code) ?? '');
      } catch {
        // the error of the error: keep what we have
      }
      throw new Error(`${method}${args[0] ? ` ${args[0]}` : ''} refused (error ${code}${text ? `: ${text}` : ''})`);
    }
    return String(result ?? '');
  }

  private get(element: string) {
    return this.call(this.model.get, element);
  }

  private set(element: string, value: string) {
    this.call(this.model.set, element, value);
  }

  private commit() {
    this.call(this.model.commit, '');
  }

  // The learner's id, to keep this browser's copy per learner.
  learner(): string {
    try {
      this.initialize();
      return this.get(this.model.learner);
    } catch {
      return '';
    }
  }

  private initialize() {
    if (this.open) return;
    this.call(this.model.init, '');
    this.open = true;
    addEventListener('pagehide', () => this.finish());
  }

  load(): string | null {
    this.initialize();
    // A first attempt becomes incomplete (a platform shows it started); a
    // refusal of that is said, and what the platform kept is read all the same.
    const start = () => {
      if (this.version === '1.2') {
        const status = this.get('cmi.core.lesson_status');
        if (status === '' || status === 'not attempted') this.set('cmi.core.lesson_status', 'incomplete');
      } else {
        const status = this.get('cmi.completion_status');
        if (status === '' || status === 'unknown' || status === 'not attempted') this.set('cmi.completion_status', 'incomplete');
      }
    };
    try {
      this.all([start, () => this.commit()]);
    } catch (e) {
      this.tell(`The learning platform did not keep your progress: ${(e as Error).message}. Your game goes on.`);
    }
    return this.get('cmi.suspend_data') || null;
  }

  attach(tell: (text: string) => void) {
    this.tell = tell;
  }

  // Runs each call of `calls` whatever the others do (a platform that
  // refuses one value still gets the rest and the commit), then fails with
  // every refusal, for the page to show.
  private all(calls: (() => void)[]) {
    const refused: string[] = [];
    for (const call of calls) {
      try {
        call();
      } catch (e) {
        refused.push((e as Error).message);
      }
    }
    if (refused.length) throw new Error(refused.join('; '));
  }

  saved(text: string, status: AssignmentStatus) {
    this.initialize();
    const calls = [() => this.set('cmi.suspend_data', text), () => this.set(this.model.location, String(status.deal + 1))];
    if (this.version === '2004') {
      const done = status.progress.deals.filter((d) => d.score !== null).length;
      calls.push(() => this.set('cmi.progress_measure', String(Math.round((1000 * done) / status.assignment.count) / 1000)));
    }
    this.all([...calls, () => this.commit()]);
  }

  completed(status: AssignmentStatus) {
    const { grade } = status;
    if (grade.percent === null) return;
    this.initialize();
    const raw = String(grade.percent);
    const verdict = grade.passed === null ? null : grade.passed ? 'passed' : 'failed';
    const set = (element: string, value: string) => () => this.set(element, value);
    // The status is set even if the platform refuses the score: the gradebook must not stay "incomplete".
    const calls =
      this.version === '1.2'
        ? [set('cmi.core.score.min', '0'), set('cmi.core.score.max', '100'), set('cmi.core.score.raw', raw), set('cmi.core.lesson_status', verdict ?? 'completed')]
        : [
            set('cmi.score.min', '0'),
            set('cmi.score.max', '100'),
            set('cmi.score.raw', raw),
            // real(10,7) in [0, 1]: the grade's four decimals, not 0.17739999999999997.
            set('cmi.score.scaled', String(Math.round(grade.percent * 100) / 10000)),
            set('cmi.completion_status', 'completed'),
            set('cmi.success_status', verdict ?? 'unknown'),
          ];
    this.complete = true;
    this.all([...calls, () => this.commit()]);
  }

  // The session ends with the page: its time, whether to resume, then finish.
  finish() {
    if (!this.open) return;
    try {
      this.all([
        () => this.set(this.model.sessionTime, sessionTime(this.version, Date.now() - this.started)),
        () => this.set(this.model.exit, this.complete ? (this.version === '2004' ? 'normal' : '') : 'suspend'),
        () => this.commit(),
        () => this.call(this.model.finish, ''),
      ]);
    } catch (e) {
      console.warn('SCORM: the session did not end cleanly:', (e as Error).message);
    }
    this.open = false;
  }
}
