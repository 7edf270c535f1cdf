// A real Learning Record Store for the cmi5 test, on loopback: LearningLocker's
// statement service (npm `xapi-statements`, GPL-3.0, the predecessor of its
// xapi-service), which validates every statement it is sent against the xAPI
// specification (its xapi-validation) and stores it, here in memory. It is
// installed on first use into build-lrs/ (about 160 MB of its own
// dependencies: kept out of the project's), and started with its "fetch"
// authorisation: for every request it asks `clientInfo` (the test's
// learning platform) whether the request's Authorization is a client, so
// the platform can expire a token for real.
import { execFileSync, fork } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './engines.mjs';

const VERSION = '5.0.1';
const DIR = path.join(ROOT, 'build-lrs');
const MAIN = path.join(DIR, 'node_modules/xapi-statements/dist/index.js');

export function installLrs() {
  if (existsSync(MAIN)) return;
  execFileSync('npm', ['install', '--prefix', DIR, '--no-audit', '--no-fund', '--loglevel=error', `xapi-statements@${VERSION}`], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 600_000 });
  if (!existsSync(MAIN)) throw new Error(`npm installed xapi-statements@${VERSION} but ${MAIN} is missing`);
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

// Starts the store; stopped when `t` ends. Returns { url } (its xAPI base, ending in /).
export async function startLrs(t, { clientInfo }) {
  installLrs();
  const port = await freePort();
  const logs = mkdtempSync(path.join(os.tmpdir(), 'pps-lrs-'));
  const child = fork(MAIN, [], {
    cwd: DIR,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      EXPRESS_PORT: String(port),
      AUTH_REPO: 'fetch',
      LL_CLIENT_INFO_ENDPOINT: clientInfo,
      MODELS_REPO: 'memory',
      STORAGE_REPO: 'memory',
      EVENTS_REPO: 'test',
      SERVICE_AWAIT_UPDATES: 'true',
      EXPRESS_MORGAN_DIRECTORY: logs,
      WINSTON_CONSOLE_LEVEL: 'error',
      NODE_OPTIONS: '',
    },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  t.after(() => child.kill());
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the LRS did not start in 60 s:\n${output}`)), 60_000);
    child.on('message', (m) => m === 'ready' && (clearTimeout(timer), resolve()));
    child.on('exit', (code) => reject(new Error(`the LRS exited (${code}):\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}/xAPI/`, output: () => output };
}
