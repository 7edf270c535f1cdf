// An assignment as a cmi5 assignable unit (docs/TEACHING.md, "In a learning platform"):
// launched by the platform with endpoint, fetch, registration, actor and
// activityId in its address, it fetches its auth token (once: the fetch URL
// serves one), reads LMS.LaunchData from the record store's State API (the
// statements' context template, the launch mode, a mastery score that
// replaces the assignment's pass mark), and sends xAPI statements:
// initialized, then once the grade is final completed and passed or failed
// with the score (or, with no pass mark, the cmi5-allowed "scored": cmi5
// keeps scores off its other statements), and terminated when the page goes.
//
// The record store is outside code on a network: every statement is queued
// in this browser's storage first and sent in order; one that cannot be sent
// (the store down, the token expired) stays queued and is tried again (on a
// timer, when the browser is back online, and by the next launch, with its
// new token), and the game never waits for any of it.
import type { AssignmentStatus } from '../controller/assignment-state';
import type { AssignmentListener } from '../controller/ports';

const VERB = 'http://adlnet.gov/expapi/verbs/';
const CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
const MOVE_ON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
const MASTERY = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';
const RETRY_MS = 5000;
const QUEUE = 'pps-cmi5-queue-v1';

export interface Cmi5Launch {
  endpoint: string;
  fetch: string;
  registration: string;
  actor: Record<string, unknown>;
  activityId: string;
}

interface LaunchData {
  contextTemplate?: { contextActivities?: Record<string, unknown>; extensions?: Record<string, unknown> };
  launchMode?: string;
  masteryScore?: number;
}

type Statement = Record<string, unknown> & { id: string };

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
    return no('the launch\'s actor is not JSON');
  }
  if (!actor || typeof actor !== 'object') return no('the launch\'s actor is not an agent');
  const endpoint = params.get('endpoint')!;
  return {
    launch: { endpoint: endpoint.endsWith('/') ? endpoint : `${endpoint}/`, fetch: params.get('fetch')!, registration: params.get('registration')!, actor: actor as Record<string, unknown>, activityId: params.get('activityId')! },
    problem: null,
  };
}

const uuid = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) => (Number(c) ^ (Math.random() * 16) >> (Number(c) / 4)).toString(16));

// This browser's storage, or nothing where it is refused (a private window, a blocked frame).
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // kept in memory only
  }
}

// ISO 8601 duration of `ms`.
const duration = (ms: number) => `PT${Math.round(ms / 10) / 100}S`;

export class Cmi5 implements AssignmentListener {
  readonly name = "the learning platform's record store";
  private auth: string | null = null;
  private launchData: LaunchData = {};
  private ready: Promise<void>;
  private sending = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly started = Date.now();
  private done = false;
  private said = false;

  private say: (text: string) => void = () => {};

  constructor(private readonly launch: Cmi5Launch) {
    this.ready = this.start();
    addEventListener('online', () => void this.flush());
    addEventListener('pagehide', () => this.terminate());
  }

  // This learner's id for the browser's copy of the progress.
  get learner(): string {
    return `${JSON.stringify(this.launch.actor)}|${this.launch.registration}`;
  }

  private async start() {
    try {
      const answer = await fetch(this.launch.fetch, { method: 'POST' });
      const body = (await answer.json()) as Record<string, string>;
      if (!answer.ok || !body['auth-token']) throw new Error(body['error-text'] ?? `the fetch URL answered ${answer.status}`);
      this.auth = `Basic ${body['auth-token']}`;
      const state = new URL('activities/state', this.launch.endpoint);
      state.search = new URLSearchParams({ stateId: 'LMS.LaunchData', activityId: this.launch.activityId, agent: JSON.stringify(this.launch.actor), registration: this.launch.registration }).toString();
      const data = await fetch(state, { headers: this.headers() });
      if (data.ok) this.launchData = (await data.json()) as LaunchData;
      else console.warn(`cmi5: no LMS.LaunchData (${data.status}); statements use the launch alone`);
    } catch (e) {
      this.tell(`the launch could not get its token (${(e as Error).message})`);
    }
    this.enqueue(this.statement('initialized'));
  }

  private headers(): Record<string, string> {
    return { Authorization: this.auth ?? '', 'X-Experience-API-Version': '1.0.3', 'Content-Type': 'application/json' };
  }

  // A cmi5 defined statement (`allowed`: a cmi5 allowed one, without the
  // cmi5 category); `moveOn` for those whose result has success or completion.
  private statement(verb: string, result?: Record<string, unknown>, { moveOn = false, allowed = false, extensions = {} } = {}): Statement {
    const template = this.launchData.contextTemplate ?? {};
    const activities = (template.contextActivities ?? {}) as Record<string, unknown[]>;
    const category = [...(activities.category ?? []), ...(allowed ? [] : [{ id: CMI5 }]), ...(moveOn ? [{ id: MOVE_ON }] : [])];
    return {
      id: uuid(),
      timestamp: new Date().toISOString(),
      actor: this.launch.actor,
      verb: { id: `${VERB}${verb}`, display: { 'en-US': verb } },
      object: { id: this.launch.activityId, objectType: 'Activity' },
      context: {
        ...template,
        registration: this.launch.registration,
        contextActivities: { ...activities, ...(category.length ? { category } : {}) },
        extensions: { ...(template.extensions ?? {}), ...extensions },
      },
      ...(result ? { result } : {}),
    };
  }

  // ---- the queue, kept in this browser (a statement survives a reload and a lost token)

  private queueKey = () => `${QUEUE}:${this.launch.registration}`;

  private queued(): Statement[] {
    try {
      const kept = JSON.parse(stored(this.queueKey()) ?? '[]');
      return Array.isArray(kept) ? kept : [];
    } catch {
      return [];
    }
  }

  // Without storage the queue lives as long as the page.
  private keep(queue: Statement[]) {
    store(this.queueKey(), JSON.stringify(queue));
    this.memory = queue;
  }

  private memory: Statement[] = [];

  private enqueue(statement: Statement) {
    const queue = this.queued().length ? this.queued() : this.memory;
    this.keep([...queue, statement]);
    void this.flush();
  }

  // Sends the queue in order; stops at the first that fails and tries again later.
  async flush(): Promise<void> {
    await this.ready;
    if (this.sending || !this.auth) return;
    this.sending = true;
    try {
      for (;;) {
        const queue = this.queued().length ? this.queued() : this.memory;
        const next = queue[0];
        if (!next) break;
        let status = 0;
        try {
          const answer = await fetch(new URL('statements', this.launch.endpoint), { method: 'POST', headers: this.headers(), body: JSON.stringify(next) });
          status = answer.status;
        } catch {
          status = 0; // the store did not answer
        }
        if (status >= 200 && status < 300) {
          this.keep(queue.slice(1));
          continue;
        }
        if (status === 400 || status === 409) {
          // Refused for good (our mistake, or already stored): dropped, so the rest can go.
          console.warn(`cmi5: the record store refused a ${String((next.verb as { id: string }).id)} statement (${status})`);
          this.keep(queue.slice(1));
          continue;
        }
        this.tell(`the record store did not take a statement (${status === 0 ? 'no answer' : `${status}`}); ${queue.length} wait to be sent and are tried again`);
        this.retryLater();
        break;
      }
    } finally {
      this.sending = false;
    }
  }

  private retryLater() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, RETRY_MS);
  }

  // Tells the student once (before the page attaches, when it does).
  private tell(text: string) {
    console.warn(`cmi5: ${text}`);
    if (this.said) return;
    this.said = true;
    this.pending = `The learning platform: ${text}. Your game goes on.`;
    this.attach(this.say);
  }

  private pending: string | null = null;

  // ---- AssignmentListener

  attach(say: (text: string) => void) {
    this.say = say;
    if (this.pending) say(this.pending);
    this.pending = null;
  }

  saved() {}

  completed(status: AssignmentStatus) {
    void this.ready.then(() => {
      const { grade } = status;
      // Completed and passed go once per registration, even after a reload or another session.
      const doneKey = `${QUEUE}:done:${this.launch.registration}`;
      if (this.done || stored(doneKey) || grade.percent === null) return;
      if ((this.launchData.launchMode ?? 'Normal') !== 'Normal') return; // Browse and Review report no result
      this.done = true;
      store(doneKey, '1');
      const score = { scaled: grade.percent / 100, raw: grade.percent, min: 0, max: 100 };
      const spent = duration(Date.now() - this.started);
      this.enqueue(this.statement('completed', { completion: true, duration: spent }, { moveOn: true }));
      // The platform's mastery score, when it gives one, replaces the assignment's pass mark.
      const platform = typeof this.launchData.masteryScore === 'number' ? this.launchData.masteryScore : null;
      const mastery = platform !== null ? platform * 100 : status.assignment.pass;
      if (mastery === null) {
        this.enqueue(this.statement('scored', { score }, { allowed: true }));
      } else {
        const passed = grade.percent >= mastery;
        const extensions = platform !== null ? { [MASTERY]: platform } : {};
        this.enqueue(this.statement(passed ? 'passed' : 'failed', { success: passed, score, duration: spent }, { moveOn: true, extensions }));
      }
    });
  }

  // The session ends with the page: terminated, sent even as the page unloads.
  private terminate() {
    if (!this.auth) return;
    const last = this.statement('terminated', { duration: duration(Date.now() - this.started) });
    const queue = [...(this.queued().length ? this.queued() : this.memory), last];
    this.keep(queue);
    for (const s of queue) {
      void fetch(new URL('statements', this.launch.endpoint), { method: 'POST', headers: this.headers(), body: JSON.stringify(s), keepalive: true }).catch(() => {});
    }
    // What reached the store is dropped by the next launch's flush (the store answers 409 or 200 for an id it has).
  }
}
