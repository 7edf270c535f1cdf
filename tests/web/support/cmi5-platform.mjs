// The learning-platform side of a cmi5 launch, for the cmi5 test: serves a
// cmi5 package's files, answers the AU's fetch URL with a one-time auth
// token, tells the record store (support/lrs.mjs) which tokens are its
// clients, writes LMS.LaunchData (the store used has no State API, so the
// platform answers that document itself, as part of its xAPI endpoint) and
// forwards every other xAPI request to the store as it is. It can take the
// store "down" (the AU's requests get no answer) and expire a token.
import { createServer } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json', '.gz': 'application/gzip', '.xml': 'application/xml' };
const SESSION = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';

export async function startPlatform(t, contentDir) {
  const clients = new Set(); // Authorization headers the store accepts
  const used = new Set(); // fetch URLs already answered
  const launchData = new Map(); // registration -> LMS.LaunchData
  const admin = `Basic ${Buffer.from('lms:admin').toString('base64')}`;
  clients.add(admin);
  const state = { down: false, lrs: null };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    const json = (status, body) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/auth') {
      // The store asks: is this a client? (its fetch authorisation)
      if (!clients.has(req.headers.authorization)) return json(404, {});
      return json(200, { _id: 'lms-client', title: 'LMS', authority: { objectType: 'Agent', name: 'LMS', mbox: 'mailto:lms@example.org' }, isTrusted: true, lrs_id: 'lrs', organisation: 'org', scopes: ['all'] });
    }
    if (url.pathname === '/fetch' && req.method === 'POST') {
      const session = url.searchParams.get('session');
      if (used.has(session)) return json(200, { 'error-code': '1', 'error-text': 'this fetch URL was used already' });
      used.add(session);
      const token = Buffer.from(`au-${session}:${randomBytes(12).toString('hex')}`).toString('base64');
      clients.add(`Basic ${token}`);
      return json(200, { 'auth-token': token });
    }
    if (url.pathname.startsWith('/xapi/')) {
      if (state.down) return req.socket.destroy(); // the store does not answer
      if (url.pathname === '/xapi/activities/state' && url.searchParams.get('stateId') === 'LMS.LaunchData') {
        if (!clients.has(req.headers.authorization)) return json(401, {});
        const data = launchData.get(url.searchParams.get('registration'));
        return data ? json(200, data) : json(404, {});
      }
      const body = await new Promise((resolve) => {
        const chunks = [];
        req.on('data', (c) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
      });
      const headers = Object.fromEntries(['authorization', 'content-type', 'x-experience-api-version'].filter((h) => req.headers[h]).map((h) => [h, req.headers[h]]));
      try {
        const answer = await fetch(new URL(`${url.pathname.slice('/xapi/'.length)}${url.search}`, state.lrs), { method: req.method, headers, body: ['GET', 'HEAD'].includes(req.method) ? undefined : body });
        res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
      } catch (e) {
        res.writeHead(502).end(String(e));
      }
      return;
    }
    if (url.pathname.startsWith('/content/')) {
      const file = path.join(contentDir, decodeURIComponent(url.pathname.slice('/content/'.length)));
      try {
        const bytes = await readFile(file);
        return res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(bytes);
      } catch {
        return res.writeHead(404).end();
      }
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  t.after(() => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }));

  // The store's own requests, as the platform (an admin client).
  const store = async (method, rest, body) => {
    const answer = await fetch(new URL(rest, state.lrs), { method, headers: { Authorization: admin, 'X-Experience-API-Version': '1.0.3', 'Content-Type': 'application/json' }, body: body && JSON.stringify(body) });
    if (!answer.ok) throw new Error(`the store answered ${answer.status}: ${await answer.text()}`);
    return answer.status === 204 ? null : answer.json();
  };

  return {
    origin,
    clientInfo: `${origin}/auth`,
    state,
    setStore: (lrsUrl) => (state.lrs = lrsUrl),
    // Expires every token of the AU's sessions (not the platform's own).
    expireTokens: () => { for (const c of [...clients]) if (c !== admin) clients.delete(c); },
    // Launches the AU (entry: the package's URL): the launched statement and
    // LMS.LaunchData first, as cmi5 asks; returns the launch URL and session id.
    async launch({ entry, registration, actor, activityId, auId, masteryScore }) {
      const session = randomUUID();
      const context = { contextActivities: { grouping: [{ id: auId }] }, extensions: { [SESSION]: session } };
      launchData.set(registration, { contextTemplate: context, launchMode: 'Normal', moveOn: 'CompletedAndPassed', ...(masteryScore === undefined ? {} : { masteryScore }) });
      await store('POST', 'statements', {
        id: randomUUID(), timestamp: new Date().toISOString(), actor, verb: { id: 'http://adlnet.gov/expapi/verbs/launched', display: { 'en-US': 'launched' } },
        object: { id: activityId, objectType: 'Activity' },
        context: { ...context, registration, contextActivities: { ...context.contextActivities, category: [{ id: 'https://w3id.org/xapi/cmi5/context/categories/cmi5' }] } },
      });
      const params = new URLSearchParams({ endpoint: `${origin}/xapi/`, fetch: `${origin}/fetch?session=${session}`, registration, actor: JSON.stringify(actor), activityId });
      return { url: `${origin}/content/${entry}&${params}`, session };
    },
    // The statements the store holds for a registration, oldest first.
    async statements(registration) {
      const found = await store('GET', `statements?registration=${registration}&limit=100&ascending=true`);
      return found.statements.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    },
  };
}
