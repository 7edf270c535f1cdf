// A learning platform and its record store for the cmi5 tests, written from
// the cmi5 specification and read strictly (not a library's leniency): it
// serves a cmi5 package's files, launches its assignable unit (the launched
// statement, LMS.LaunchData with the session id, a one-time fetch URL), and
// answers the unit's xAPI requests as an LRS that refuses what the
// specifications do not allow:
//   - every statement is checked against xAPI by xapi-validation (npm, the
//     validator of LearningLocker's store; GPL-3.0, so installed by this file
//     on first use into build-xapi/, 6 MB, never a dependency of the
//     project) and against cmi5: the actor, the
//     object, the registration, the session id of the token that sends it
//     (a statement of another session: 403), the publisher id in the
//     grouping, the cmi5 and moveon categories, the verbs' results (score
//     only in passed or failed; raw a whole number between min and max;
//     passed at or above the mastery score, failed below; duration where
//     cmi5 asks for it), the order (initialized first, nothing after
//     terminated, timestamps in order), once per registration (completed,
//     passed), and Browse or Review mode (no result);
//   - a token is one session's: unknown, 401; of a session terminated or
//     abandoned (a new launch abandons the one before), 403;
//   - the AU may read LMS.LaunchData, never write it (403), and keeps state
//     documents of its own; cmi5LearnerPreferences is an Agent Profile.
// The test can take the store down (no answer), refuse the next statement
// of a verb, and read every request made and every statement stored.
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { ROOT } from './engines.mjs';

const VALIDATOR = 'xapi-validation@2.1.4';
const VALIDATOR_DIR = path.join(ROOT, 'build-xapi');

// xapi-validation's check of one statement: its warnings ([] for a valid one).
function installValidator() {
  const main = path.join(VALIDATOR_DIR, 'node_modules/xapi-validation/dist/index.js');
  if (!existsSync(main)) {
    execFileSync('npm', ['install', '--prefix', VALIDATOR_DIR, '--no-audit', '--no-fund', '--loglevel=error', VALIDATOR], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 });
  }
  return createRequire(import.meta.url)(main).default;
}
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json', '.gz': 'application/gzip', '.xml': 'application/xml' };
export const SESSION = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';
export const MASTERY = 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore';
export const CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
export const MOVE_ON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
const VERB = (name) => `http://adlnet.gov/expapi/verbs/${name}`;
const ABANDONED = 'https://w3id.org/xapi/adl/verbs/abandoned';
const DEFINED = ['initialized', 'completed', 'passed', 'failed', 'terminated'];
const DURATION = /^P(?:\d+(?:\.\d+)?Y)?(?:\d+(?:\.\d+)?M)?(?:\d+(?:\.\d+)?D)?(?:T(?:\d+(?:\.\d+)?H)?(?:\d+(?:\.\d+)?M)?(?:\d+(?:\.\d+)?S)?)?$/;

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

const verbOf = (s) => s.verb?.id?.split('/').pop();

export async function startLms(t, contentDir) {
  const validate = installValidator();
  const sessions = new Map(); // session id -> session
  const byToken = new Map(); // Authorization -> session id
  const fetchUrls = new Map(); // fetch id -> session id (one use)
  const statements = []; // stored, in the order taken
  const documents = new Map(); // state and profile documents: key -> body text
  const requests = []; // { method, path, status, session }
  const refusals = []; // statements refused: { verb, status, why }
  const admin = `Basic ${Buffer.from('lms:admin').toString('base64')}`;
  const control = { down: false, refuseNext: new Map() }; // verb -> status, once

  const registrationOf = (registration) => ({
    completed: statements.some((s) => s.context?.registration === registration && verbOf(s) === 'completed'),
    passed: statements.some((s) => s.context?.registration === registration && verbOf(s) === 'passed'),
  });

  // The cmi5 rules of one statement sent under `session`; throws a Refusal.
  function check(s, session, earlier) {
    const warnings = validate(s);
    if (warnings.length) throw new Refusal(400, `not xAPI: ${warnings.map((w) => `${w.path.join('.')} (${w.typeName ?? w.name})`).join(', ')}`);
    const verb = verbOf(s);
    if (s.context?.extensions?.[SESSION] !== session.id) throw new Refusal(403, `a statement of session ${s.context?.extensions?.[SESSION]} sent with session ${session.id}'s token`);
    if (!isDeepStrictEqual(s.actor, session.actor)) throw new Refusal(400, 'the actor is not the launch\'s');
    if (s.context?.registration !== session.registration) throw new Refusal(400, 'the registration is not the launch\'s');
    const categories = (s.context?.contextActivities?.category ?? []).map((c) => c.id);
    const defined = categories.includes(CMI5);
    if (defined || DEFINED.includes(verb)) {
      if (!defined) throw new Refusal(400, `${verb}: a cmi5 defined verb without the cmi5 category`);
      if (s.object?.id !== session.activityId) throw new Refusal(400, `${verb}: the object is not the AU's activity`);
      if (!(s.context?.contextActivities?.grouping ?? []).some((g) => g.id === session.auId)) throw new Refusal(400, `${verb}: no publisher id in the grouping`);
    }
    if (!s.timestamp || !s.timestamp.endsWith('Z')) throw new Refusal(400, `${verb}: the timestamp is not UTC`);
    const previous = earlier.at(-1);
    if (previous && Date.parse(s.timestamp) < Date.parse(previous.timestamp)) throw new Refusal(400, `${verb}: its timestamp is before the last statement's`);
    if (earlier.length === 0 && verb !== 'initialized') throw new Refusal(400, `${verb} before initialized: initialized is the session's first statement`);
    if (earlier.length > 0 && verb === 'initialized') throw new Refusal(400, 'a second initialized in the session');
    const result = s.result ?? {};
    const score = result.score;
    const moveOn = categories.includes(MOVE_ON);
    if (score) {
      if (defined && !['passed', 'failed'].includes(verb)) throw new Refusal(400, `${verb}: cmi5 allows a score only in passed and failed`);
      if ('raw' in score) {
        if (!Number.isInteger(score.raw)) throw new Refusal(400, `${verb}: result.score.raw ${score.raw} is not an integer`);
        if (!Number.isInteger(score.min) || !Number.isInteger(score.max) || score.raw < score.min || score.raw > score.max) throw new Refusal(400, `${verb}: raw needs integer min and max around it`);
      }
      if ('scaled' in score && !(score.scaled >= 0 && score.scaled <= 1)) throw new Refusal(400, `${verb}: scaled out of 0..1`);
    }
    if (verb === 'completed') {
      if (result.completion !== true || 'success' in result || !DURATION.test(result.duration ?? '') || !moveOn) throw new Refusal(400, 'completed: completion true, a duration, no success, moveon');
      if (registrationOf(session.registration).completed) throw new Refusal(400, 'a second completed in the registration');
    }
    if (verb === 'passed' || verb === 'failed') {
      if (result.success !== (verb === 'passed') || 'completion' in result || !DURATION.test(result.duration ?? '') || !moveOn) throw new Refusal(400, `${verb}: success ${verb === 'passed'}, a duration, no completion, moveon`);
      const mastery = session.launchData.masteryScore;
      if (mastery !== undefined) {
        if (s.context?.extensions?.[MASTERY] !== mastery) throw new Refusal(400, `${verb}: no masteryscore extension of the launch data's ${mastery}`);
        if (score?.scaled !== undefined && (verb === 'passed' ? score.scaled < mastery : score.scaled >= mastery)) throw new Refusal(400, `${verb} with scaled ${score.scaled} against the mastery score ${mastery}`);
      }
      const done = registrationOf(session.registration);
      if (done.passed) throw new Refusal(400, `${verb} after passed in the registration`);
    }
    if (verb === 'terminated' && !DURATION.test(result.duration ?? '')) throw new Refusal(400, 'terminated without a duration');
    if (session.launchData.launchMode !== 'Normal' && !['initialized', 'terminated'].includes(verb) && defined) throw new Refusal(400, `${verb} in ${session.launchData.launchMode} mode`);
  }

  // Stores `list` (all or none), sent with `session`'s token.
  function storeStatements(list, session) {
    if (session.state !== 'active' && session.state !== 'launched') throw new Refusal(403, `session ${session.id} is ${session.state}`);
    const earlier = statements.filter((s) => s.context?.extensions?.[SESSION] === session.id && verbOf(s) !== 'launched');
    const taken = [];
    for (const s of list) {
      const known = statements.find((k) => k.id === s.id);
      if (known) {
        const { stored: _s, authority: _a, ...rest } = known;
        if (!isDeepStrictEqual(rest, s)) throw new Refusal(409, `${s.id} is stored already, with other content`);
        continue; // the same statement again: taken, not stored twice
      }
      const verb = verbOf(s);
      const refuse = control.refuseNext.get(verb);
      if (refuse) {
        control.refuseNext.delete(verb);
        throw new Refusal(refuse, `${verb} refused by the test`);
      }
      check(s, session, [...earlier, ...taken]);
      taken.push(s);
    }
    for (const s of taken) {
      statements.push({ ...s, stored: new Date().toISOString(), authority: { objectType: 'Agent', name: 'LMS', mbox: 'mailto:lms@example.org' } });
      if (verbOf(s) === 'terminated') session.state = 'terminated';
      else session.state = 'active';
    }
    return list.map((s) => s.id);
  }

  const documentKey = (kind, params) => `${kind}|${params.get('activityId') ?? ''}|${params.get('agent') ?? ''}|${params.get('registration') ?? ''}|${params.get('stateId') ?? params.get('profileId') ?? ''}`;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    const record = { method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), status: 0, session: null };
    const answer = (status, body, type = 'application/json') => {
      record.status = status;
      requests.push(record);
      res.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' }).end(body === undefined ? undefined : typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
    };
    if (url.pathname === '/fetch') {
      if (req.method !== 'POST') return answer(405, { error: 'POST only' });
      const id = fetchUrls.get(url.searchParams.get('id'));
      const session = id && sessions.get(id);
      if (!session) return answer(200, { 'error-code': '2', 'error-text': 'unknown fetch URL' });
      if (session.fetched) return answer(200, { 'error-code': '1', 'error-text': 'The authorization token has already been returned.' });
      session.fetched = true;
      record.session = session.id;
      return answer(200, { 'auth-token': session.token });
    }
    if (url.pathname.startsWith('/xapi/')) {
      if (control.down) return req.socket.destroy();
      const body = await new Promise((resolve) => {
        const chunks = [];
        req.on('data', (c) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      });
      const auth = req.headers.authorization;
      const isAdmin = auth === admin;
      const session = sessions.get(byToken.get(auth));
      record.session = session?.id ?? (isAdmin ? 'admin' : null);
      if (!isAdmin && !session) return answer(401, { error: 'no such token' });
      if (!/^1\.0\.\d$/.test(req.headers['x-experience-api-version'] ?? '')) return answer(400, { error: 'X-Experience-API-Version 1.0.x is required' });
      if (!isAdmin && session.state !== 'launched' && session.state !== 'active') return answer(403, { error: `session ${session.id} is ${session.state}` });
      const rest = url.pathname.slice('/xapi/'.length);
      try {
        if (rest === 'statements' && req.method === 'POST') {
          const list = JSON.parse(body);
          return answer(200, storeStatements(Array.isArray(list) ? list : [list], isAdmin ? { state: 'active', admin: true } : session));
        }
        if (rest === 'statements' && req.method === 'GET') {
          const registration = url.searchParams.get('registration');
          return answer(200, { statements: statements.filter((s) => !registration || s.context?.registration === registration) });
        }
        if (rest === 'activities/state' || rest === 'agents/profile') {
          const kind = rest === 'activities/state' ? 'state' : 'profile';
          const key = documentKey(kind, url.searchParams);
          if (!isAdmin && kind === 'state' && url.searchParams.get('stateId') === 'LMS.LaunchData' && req.method !== 'GET') return answer(403, { error: 'the AU must not change LMS.LaunchData' });
          if (!isAdmin && kind === 'state' && (url.searchParams.get('registration') !== session.registration || url.searchParams.get('activityId') !== session.activityId)) return answer(403, { error: 'another registration\'s state' });
          if (!isAdmin && !isDeepStrictEqual(JSON.parse(url.searchParams.get('agent') ?? 'null'), session.actor)) return answer(403, { error: 'another agent' });
          if (req.method === 'GET') return documents.has(key) ? answer(200, documents.get(key)) : answer(404, { error: 'no such document' });
          if (req.method === 'PUT' || req.method === 'POST') {
            JSON.parse(body); // a JSON document, or a 400 below
            documents.set(key, body);
            return answer(204);
          }
          if (req.method === 'DELETE') {
            documents.delete(key);
            return answer(204);
          }
        }
        return answer(404, { error: `no ${req.method} ${rest}` });
      } catch (e) {
        if (e instanceof Refusal) {
          if (rest === 'statements') refusals.push({ verbs: (() => { try { const l = JSON.parse(body); return (Array.isArray(l) ? l : [l]).map(verbOf); } catch { return []; } })(), status: e.status, why: e.message });
          return answer(e.status, { error: e.message });
        }
        return answer(400, { error: String(e.message ?? e) });
      }
    }
    if (url.pathname.startsWith('/content/')) {
      const file = path.join(contentDir, decodeURIComponent(url.pathname.slice('/content/'.length)));
      try {
        return answer(200, await readFile(file), TYPES[path.extname(file)] ?? 'application/octet-stream');
      } catch {
        return answer(404, 'not found', 'text/plain');
      }
    }
    answer(404, 'not found', 'text/plain');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  t.after(() => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }));

  const putDocument = (kind, params, body) => documents.set(documentKey(kind, new URLSearchParams(params)), JSON.stringify(body));

  return {
    origin,
    control,
    requests,
    refusals,
    // The statements stored for a registration, in the order taken.
    statements: (registration) => statements.filter((s) => s.context?.registration === registration),
    sessions,
    // The learner's cmi5LearnerPreferences (an Agent Profile the platform keeps).
    setPreferences: (actor, preferences) => putDocument('profile', { agent: JSON.stringify(actor), profileId: 'cmi5LearnerPreferences' }, preferences),
    document: (kind, params) => documents.get(documentKey(kind, new URLSearchParams(params))),
    // Launches the AU (entry: the package's URL) as cmi5 asks: a session
    // abandoned if one is open on the registration, LMS.LaunchData written,
    // launched stored; returns the launch URL and the session id.
    launch({ entry, registration, actor, activityId, auId, masteryScore, launchMode = 'Normal' }) {
      for (const s of sessions.values()) {
        if (s.registration === registration && (s.state === 'launched' || s.state === 'active')) {
          s.state = 'abandoned';
          statements.push({ id: randomUUID(), timestamp: new Date().toISOString(), actor, verb: { id: ABANDONED, display: { 'en-US': 'abandoned' } }, object: { id: activityId, objectType: 'Activity' }, result: { duration: 'PT0S' }, context: { registration, extensions: { [SESSION]: s.id }, contextActivities: { grouping: [{ id: auId }], category: [{ id: CMI5 }] } } });
        }
      }
      const id = randomUUID();
      const token = Buffer.from(`au-${id}:${randomBytes(12).toString('hex')}`).toString('base64');
      const context = { contextActivities: { grouping: [{ id: auId }] }, extensions: { [SESSION]: id } };
      const launchData = { contextTemplate: context, launchMode, moveOn: masteryScore === undefined ? 'Completed' : 'CompletedAndPassed', ...(masteryScore === undefined ? {} : { masteryScore }) };
      const session = { id, token: token, registration, actor, activityId, auId, launchData, state: 'launched', fetched: false };
      sessions.set(id, session);
      byToken.set(`Basic ${token}`, id);
      const fetchId = randomBytes(8).toString('hex');
      fetchUrls.set(fetchId, id);
      putDocument('state', { activityId, agent: JSON.stringify(actor), registration, stateId: 'LMS.LaunchData' }, launchData);
      statements.push({ id: randomUUID(), timestamp: new Date().toISOString(), actor, verb: { id: VERB('launched'), display: { 'en-US': 'launched' } }, object: { id: activityId, objectType: 'Activity' }, context: { ...context, registration, contextActivities: { ...context.contextActivities, category: [{ id: CMI5 }] }, extensions: { ...context.extensions, ...(masteryScore === undefined ? {} : { [MASTERY]: masteryScore }) } } });
      const params = new URLSearchParams({ endpoint: `${origin}/xapi/`, fetch: `${origin}/fetch?id=${fetchId}`, registration, actor: JSON.stringify(actor), activityId });
      return { url: `${origin}/content/${entry}&${params}`, session: id };
    },
  };
}
