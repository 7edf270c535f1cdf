// An assignment as a cmi5 assignable unit (docs/TEACHING.md, "In a learning
// platform"), written from the cmi5 specification: launched by the platform
// with endpoint, fetch, registration, actor and activityId in its address,
// it fetches its auth token (once per launch), reads LMS.LaunchData from the
// record store's State API (the context template with the session id, the
// launch mode, the mastery score that decides passed or failed) and the
// learner's preferences (cmi5LearnerPreferences, an Agent Profile), and sends
// xAPI statements: initialized, then once the grade is final completed and
// passed or failed with the score (or, with no pass mark, the cmi5-allowed
// "scored"), and terminated when the page goes. The progress is kept in the
// record store too (a State document of its own), so a student resumes on
// another computer as with SCORM.
//
// A session is one launch: its token, launch data and statements belong to
// it. A reload or Back in the tab finds the session in sessionStorage (the
// fetch URL serves one token): its statements still waiting are sent with
// its own token; once its terminated has gone the session is over and the
// page sends nothing more under it (the next launch reports the grade if
// this one could not). A statement is never sent with another session's
// token or id, so an old session's refusal never holds back a new one.
//
// The record store is outside code on a network: the statements are sent in
// order, one at a time; one that cannot be sent (the store down) waits and
// is tried again; one refused as bad (400) is dropped so the rest can go; a
// refused session (401, 403: expired or closed) ends this session's sending.
// The game never waits for any of it.
import type { AssignmentStatus } from '../controller/assignment-state';
import type { AssignmentListener } from '../controller/ports';
import type { Assignment } from '../state/assignment';

const VERB = 'http://adlnet.gov/expapi/verbs/';
const CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
const MOVE_ON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
const MASTERY = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';
const PREFERENCES = 'cmi5LearnerPreferences';
// The State document that keeps the progress and what was reported (ours; LMS.LaunchData is the platform's).
export const PROGRESS_STATE = 'poker-squares-progress';
const RETRY_MS = 5000;
const SESSION = 'pps-cmi5-session-v2';
const REPORTED = 'pps-cmi5-reported-v2';

export interface Cmi5Launch {
  endpoint: string;
  fetch: string;
  registration: string;
  actor: Record<string, unknown>;
  activityId: string;
}

export interface LaunchData {
  contextTemplate?: { contextActivities?: Record<string, unknown>; extensions?: Record<string, unknown> };
  launchMode?: string;
  masteryScore?: number;
  returnURL?: string;
}

export interface LearnerPreferences {
  languagePreference?: string;
  audioPreference?: string;
}

type Statement = Record<string, unknown> & { id: string; verb: { id: string; display?: Record<string, string> } };

// What the record store has taken of this registration's results (kept here and in the State document).
interface Reported {
  completed: boolean;
  result: boolean; // passed, failed or scored
}

// One launch, kept in this tab while it lasts (a reload or Back finds it).
interface Session {
  auth: string;
  launchData: LaunchData;
  preferences: LearnerPreferences;
  started: number; // ms, when initialized was sent
  lastTime: number; // the last statement's timestamp (ms): each next one is later
  queue: Statement[];
  ended: boolean; // terminated is queued: nothing more is sent under this session
  closed: boolean; // the store refused the session (401/403): nothing more can be sent
}

// The launch's parameters, or null when the page was not launched by cmi5
// (none of them); a launch missing some is a problem naming them.
export function readLaunch(search: string): { launch: Cmi5Launch | null; problem: string | null } {
  const params = new URLSearchParams(search);
  const names = ['endpoint', 'fetch', 'registration', 'actor', 'activityId'] as const;
  const missing = names.filter((n) => !params.get(n));
  if (missing.length === names.length) return { launch: null, problem: null };
  const no = (why: string) => ({ launch: null, problem: `cmi5: ${why}; your progress is kept in this browser only.` });
  if (missing.length) return no(`the launch has no ${missing.join(', ')}`);
  let actor: unknown;
  try {
    actor = JSON.parse(params.get('actor')!);
  } catch {
    return no("the launch's actor is not JSON");
  }
  if (!actor || typeof actor !== 'object') return no("the launch's actor is not an agent");
  const endpoint = params.get('endpoint')!;
  return {
    launch: { endpoint: endpoint.endsWith('/') ? endpoint : `${endpoint}/`, fetch: params.get('fetch')!, registration: params.get('registration')!, actor: actor as Record<string, unknown>, activityId: params.get('activityId')! },
    problem: null,
  };
}

// The score cmi5 takes: scaled only, the grade's four decimals (raw would
// have to be a whole number, and the grade has two decimals).
export const scaledScore = (percent: number) => Math.round(percent * 100) / 10000;

// Passed against cmi5's masteryScore (0..1, four decimals), compared in whole ten-thousandths.
export const passes = (percent: number, mastery: number) => Math.round(percent * 100) >= Math.round(mastery * 10000);

const uuid = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) => (Number(c) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(c) / 4)))).toString(16));

// Storage, or nothing where it is refused (a private window, a blocked frame).
function read<T>(storage: () => Storage, key: string): T | null {
  try {
    const text = storage().getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: unknown) {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // kept in memory only
  }
}

// ISO 8601 duration of `ms`.
const duration = (ms: number) => `PT${Math.max(0, Math.round(ms / 10) / 100)}S`;

const verbName = (s: Statement) => s.verb.id.split('/').pop()!;

export class Cmi5 implements AssignmentListener {
  readonly name = "the learning platform's record store";
  private session: Session | null = null;
  private ready: Promise<string | null>;
  private sending = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private reported: Reported;
  private progress: string | null = null; // the latest progress, for the State document
  private stateSent: string | null = null;
  private stateSending = false;
  private tell: (text: string) => void = () => {};
  private told = new Set<string>();
  private pending: string[] = [];

  constructor(private readonly launch: Cmi5Launch) {
    this.reported = read<Reported>(() => localStorage, this.reportedKey) ?? { completed: false, result: false };
    this.ready = this.start();
    addEventListener('online', () => void this.flush());
    addEventListener('pagehide', () => this.terminate());
  }

  // This learner's id for the browser's copy of the progress.
  get learner(): string {
    return `${JSON.stringify(this.launch.actor)}|${this.launch.registration}`;
  }

  // What the launch data and the preferences say, once read (for the page and its tests).
  get launchData(): LaunchData {
    return this.session?.launchData ?? {};
  }

  get preferences(): LearnerPreferences {
    return this.session?.preferences ?? {};
  }

  private get sessionKey() {
    return `${SESSION}:${this.launch.fetch}`;
  }

  private get reportedKey() {
    return `${REPORTED}:${this.launch.registration}:${JSON.stringify(this.launch.actor)}`;
  }

  private keepSession() {
    if (this.session) write(() => sessionStorage, this.sessionKey, this.session);
  }

  private url(path: string, query: Record<string, string> = {}) {
    const url = new URL(path, this.launch.endpoint);
    url.search = new URLSearchParams(query).toString();
    return url;
  }

  private headers(auth: string, json = true): Record<string, string> {
    return { Authorization: auth, 'X-Experience-API-Version': '1.0.3', ...(json ? { 'Content-Type': 'application/json' } : {}) };
  }

  private stateQuery(stateId: string) {
    return { stateId, activityId: this.launch.activityId, agent: JSON.stringify(this.launch.actor), registration: this.launch.registration };
  }

  // The session: this launch's, found again after a reload or Back, or a new one from the fetch URL.
  private async start(): Promise<string | null> {
    // A launch's session lives in its tab; an older launch's is over (the platform abandons it).
    try {
      for (let i = sessionStorage.length - 1; i >= 0; i--) {
        const key = sessionStorage.key(i);
        if (key?.startsWith(`${SESSION}:`) && key !== this.sessionKey) sessionStorage.removeItem(key);
      }
    } catch {
      // no storage: nothing kept
    }
    const kept = read<Session>(() => sessionStorage, this.sessionKey);
    if (kept) {
      this.session = kept;
      if (kept.ended || kept.closed) {
        // Its terminated went as the page left: what still waits of it goes now, and nothing more.
        this.say('this launch has ended (the page was left or reloaded after it ended); your progress is kept, and your grade reaches the platform when you open the assignment from it again');
        void this.flush();
        return null;
      }
      void this.flush();
      return this.readProgress(kept.auth);
    }
    let auth: string;
    try {
      const answer = await fetch(this.launch.fetch, { method: 'POST' });
      const body = (await answer.json()) as Record<string, string>;
      if (!answer.ok || !body['auth-token']) throw new Error(body['error-text'] ?? `the fetch URL answered ${answer.status}`);
      auth = `Basic ${body['auth-token']}`;
    } catch (e) {
      this.say(`the launch could not get its token (${(e as Error).message}); your progress is kept in this browser, and your grade reaches the platform when you open the assignment from it again`);
      return null;
    }
    let launchData: LaunchData | null = null;
    try {
      const data = await fetch(this.url('activities/state', this.stateQuery('LMS.LaunchData')), { headers: this.headers(auth, false) });
      if (data.ok) launchData = (await data.json()) as LaunchData;
      else throw new Error(`the store answered ${data.status}`);
    } catch (e) {
      this.say(`the platform's launch data could not be read (${(e as Error).message}), so nothing can be reported in this session; your progress is kept`);
      return null;
    }
    this.session = { auth, launchData, preferences: await this.readPreferences(auth), started: Date.now(), lastTime: 0, queue: [], ended: false, closed: false };
    this.enqueue(this.statement('initialized'));
    return this.readProgress(auth);
  }

  // The learner's preferences (cmi5 asks an AU to read them at the start): the language is kept for
  // the page (which speaks English only, for now), the audio preference turns the sound off.
  private async readPreferences(auth: string): Promise<LearnerPreferences> {
    try {
      const answer = await fetch(this.url('agents/profile', { agent: JSON.stringify(this.launch.actor), profileId: PREFERENCES }), { headers: this.headers(auth, false) });
      if (!answer.ok) return {};
      const body = (await answer.json()) as Record<string, unknown>;
      const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : undefined);
      const preferences = { languagePreference: text(body.languagePreference), audioPreference: text(body.audioPreference) };
      // Kept for the page (and its tests): the learner's languages, first preferred first.
      if (preferences.languagePreference) document.documentElement.dataset.learnerLanguage = preferences.languagePreference;
      return preferences;
    } catch {
      return {};
    }
  }

  // The progress the record store keeps for this registration (another computer's), and what it has taken.
  private async readProgress(auth: string): Promise<string | null> {
    try {
      const answer = await fetch(this.url('activities/state', this.stateQuery(PROGRESS_STATE)), { headers: this.headers(auth, false) });
      if (answer.status === 404) return null;
      if (!answer.ok) throw new Error(`the store answered ${answer.status}`);
      const body = (await answer.json()) as { progress?: unknown; reported?: Partial<Reported> };
      this.reported = { completed: this.reported.completed || body.reported?.completed === true, result: this.reported.result || body.reported?.result === true };
      return typeof body.progress === 'string' ? body.progress : null;
    } catch (e) {
      this.say(`the progress kept by the platform could not be read (${(e as Error).message}); this browser's copy is used`);
      return null;
    }
  }

  // A cmi5 defined statement (`allowed`: a cmi5 allowed one, without the cmi5
  // category); `moveOn` for those whose result has success or completion. The
  // context is the launch data's template (its session id, its grouping), added to, never overwritten.
  private statement(verb: string, result?: Record<string, unknown>, { moveOn = false, allowed = false, extensions = {} } = {}): Statement {
    const session = this.session!;
    const template = session.launchData.contextTemplate ?? {};
    const activities = (template.contextActivities ?? {}) as Record<string, unknown[]>;
    const category = [...(activities.category ?? []), ...(allowed ? [] : [{ id: CMI5 }]), ...(moveOn ? [{ id: MOVE_ON }] : [])];
    // Each statement later than the last: cmi5 orders a session's statements by their timestamps.
    session.lastTime = Math.max(Date.now(), session.lastTime + 1);
    return {
      id: uuid(),
      timestamp: new Date(session.lastTime).toISOString(),
      actor: this.launch.actor,
      verb: { id: `${VERB}${verb}`, display: { 'en-US': verb } },
      object: { id: this.launch.activityId, objectType: 'Activity' },
      context: {
        ...template,
        registration: this.launch.registration,
        contextActivities: { ...activities, ...(category.length ? { category } : {}) },
        extensions: { ...extensions, ...(template.extensions ?? {}) },
      },
      ...(result ? { result } : {}),
    };
  }

  private get open() {
    return this.session !== null && !this.session.ended && !this.session.closed;
  }

  private enqueue(statement: Statement) {
    this.session!.queue.push(statement);
    this.keepSession();
    void this.flush();
  }

  // Sends this session's statements in order, one at a time.
  async flush(): Promise<void> {
    await this.ready;
    const session = this.session;
    if (this.sending || !session || session.closed) return;
    this.sending = true;
    try {
      while (session.queue.length && !session.closed) {
        const next = session.queue[0]!;
        let status = 0;
        try {
          const answer = await fetch(this.url('statements'), { method: 'POST', headers: this.headers(session.auth), body: JSON.stringify(next) });
          status = answer.status;
        } catch {
          status = 0; // the store did not answer
        }
        if ((status >= 200 && status < 300) || status === 409) {
          // Stored (409: a statement of this id is stored already).
          session.queue.shift();
          this.taken(next);
        } else if (status === 400) {
          this.say(`the record store refused the ${verbName(next)} statement (400); the others are sent all the same`);
          session.queue.shift();
        } else if (status === 401 || status === 403) {
          // The session is over for the store (expired, or its terminated arrived as the page left).
          session.closed = true;
          session.queue = [];
          if (!session.ended) this.say(`the platform closed this session (${status}); your progress is kept, and your grade reaches the platform when you open the assignment from it again`);
        } else {
          this.say(`the record store did not take a statement (${status === 0 ? 'no answer' : status}); your results wait in this browser and are sent again`);
          this.retryLater();
          break;
        }
        this.keepSession();
      }
    } finally {
      this.sending = false;
    }
  }

  // A statement the store took: the results it carried need not be sent again, in any session.
  private taken(statement: Statement) {
    const verb = verbName(statement);
    if (verb === 'completed') this.reported.completed = true;
    else if (['passed', 'failed', 'scored'].includes(verb)) this.reported.result = true;
    else return;
    write(() => localStorage, this.reportedKey, this.reported);
    void this.saveState();
  }

  private retryLater() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, RETRY_MS);
  }

  // Tells the student, persistently, each different thing once (before the page attaches, when it does).
  private say(text: string) {
    console.warn(`cmi5: ${text}`);
    const line = `The learning platform: ${text}. Your game goes on.`;
    if (this.told.has(line)) return;
    this.told.add(line);
    this.pending.push(line);
    this.flushSaid();
  }

  private attached = false;
  private flushSaid() {
    if (!this.attached) return;
    for (const line of this.pending.splice(0)) this.tell(line);
  }

  // ---- the State document: the progress, for another computer

  private async saveState(keepalive = false) {
    const session = this.session;
    if (!session || session.closed || this.stateSending || (session.launchData.launchMode ?? 'Normal') !== 'Normal') return;
    const body = JSON.stringify({ progress: this.progress, reported: this.reported });
    if (body === this.stateSent) return;
    this.stateSending = true;
    try {
      const answer = await fetch(this.url('activities/state', this.stateQuery(PROGRESS_STATE)), { method: 'PUT', headers: this.headers(session.auth), body, keepalive });
      if (answer.ok) this.stateSent = body;
      else if (answer.status !== 401 && answer.status !== 403) this.say(`the record store did not keep your progress (${answer.status}); this browser keeps it`);
    } catch {
      // the store did not answer: the next change sends it again
    } finally {
      this.stateSending = false;
    }
    if (!keepalive && JSON.stringify({ progress: this.progress, reported: this.reported }) !== this.stateSent) void this.saveState();
  }

  // ---- AssignmentListener

  attach(tell: (text: string) => void) {
    this.tell = tell;
    this.attached = true;
    this.flushSaid();
  }

  async load(_assignment: Assignment): Promise<string | null> {
    const kept = await this.ready;
    this.progress = kept;
    return kept;
  }

  // The platform's mastery score, when its launch data gives one, is the pass mark (a percentage).
  passMark(): number | null | undefined {
    const mastery = this.session?.launchData.masteryScore;
    return typeof mastery === 'number' ? Math.round(mastery * 10000) / 100 : undefined;
  }

  saved(text: string) {
    this.progress = text;
    if (this.open) void this.saveState();
  }

  completed(status: AssignmentStatus) {
    void this.ready.then(() => {
      const { grade } = status;
      if (!this.open || grade.percent === null) return;
      const session = this.session!;
      if ((session.launchData.launchMode ?? 'Normal') !== 'Normal') return; // Browse and Review report no result
      const spent = duration(Date.now() - session.started);
      // Once per registration: what the store has taken (here, or from another computer) is not sent again.
      const queued = new Set(session.queue.map(verbName));
      if (!this.reported.completed && !queued.has('completed')) this.enqueue(this.statement('completed', { completion: true, duration: spent }, { moveOn: true }));
      if (this.reported.result || ['passed', 'failed', 'scored'].some((v) => queued.has(v))) return;
      const score = { scaled: scaledScore(grade.percent) };
      const mastery = session.launchData.masteryScore;
      if (typeof mastery === 'number') {
        const passed = passes(grade.percent, mastery);
        this.enqueue(this.statement(passed ? 'passed' : 'failed', { success: passed, score, duration: spent }, { moveOn: true, extensions: { [MASTERY]: mastery } }));
      } else if (status.assignment.pass !== null) {
        // No mastery score from the platform: the assignment's own pass mark decides.
        const passed = grade.passed === true;
        this.enqueue(this.statement(passed ? 'passed' : 'failed', { success: passed, score, duration: spent }, { moveOn: true }));
      } else {
        this.enqueue(this.statement('scored', { score }, { allowed: true }));
      }
    });
  }

  // The session ends with the page: terminated, last, with what still waits,
  // in one request that outlives the page (so they arrive in order).
  private terminate() {
    const session = this.session;
    if (!session || session.closed) return;
    if (!session.ended) {
      session.queue.push(this.statement('terminated', { duration: duration(Date.now() - session.started) }));
      session.ended = true;
    }
    this.keepSession();
    void this.saveState(true);
    if (session.queue.length === 0) return;
    void fetch(this.url('statements'), { method: 'POST', headers: this.headers(session.auth), body: JSON.stringify(session.queue), keepalive: true }).catch(() => {});
    // Whether they arrived is not known here: a reload of this launch sends them again (the store
    // takes a statement it has, by its id, without a second copy).
  }
}
