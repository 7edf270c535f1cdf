// A learning platform for the package tests: a SCORM package (a zip of
// web/src/teach/packages.ts) unpacked and served as a platform serves it,
// under content/, beside a platform page (lms.html) that provides the SCORM
// run-time in the version the package speaks and frames the package's
// entry: scorm-again (npm; the run-time library platforms use), or
// `runtime: 'strict'`, ours written from the specifications
// (scorm-runtime.js), which can refuse elements (`refuse`). The page records
// every call the package makes to the run-time, in order (window.calls:
// [method, element?, value?]), and starts a session from the data the
// platform kept (`?cmi=JSON`: scorm-again's loadFromJSON form, or the strict
// run-time's {element: value}), as a platform does when a learner comes back.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './engines.mjs';
import { serveFolder } from './static-server.mjs';
import { unzipSync } from 'fflate';

// The entries of a zip, in order: [{ name, bytes }].
export const unzip = (bytes) => Object.entries(unzipSync(new Uint8Array(bytes))).map(([name, b]) => ({ name, bytes: Buffer.from(b) }));

const RUNTIME = {
  '1.2': { file: 'scorm12.js', global: 'Scorm12API', api: 'API', methods: ['LMSInitialize', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSFinish'] },
  '2004': { file: 'scorm2004.js', global: 'Scorm2004API', api: 'API_1484_11', methods: ['Initialize', 'GetValue', 'SetValue', 'Commit', 'Terminate'] },
};

function strictPage(version, refuse) {
  const r = RUNTIME[version];
  return `<!doctype html><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="/scorm-runtime.js"></script>
<script>
  const kept = new URLSearchParams(location.search).get('cmi');
  const api = StrictScorm(${JSON.stringify(version)}, { cmi: kept ? JSON.parse(kept) : {}, refuse: ${JSON.stringify(refuse)} });
  window.${r.api} = api;
  window.lms = api;
  window.calls = api.calls;
</script>
<body style="margin:0"><iframe id="sco" title="Assignment" src="content/index.html" style="width:440px;height:900px;border:0"></iframe></body>`;
}

function lmsPage(version) {
  const r = RUNTIME[version];
  return `<!doctype html><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="/scorm-again.js"></script>
<script>
  window.calls = [];
  const api = new ${r.global}({ autocommit: false, lmsCommitUrl: false, logLevel: 5 });
  const kept = new URLSearchParams(location.search).get('cmi');
  if (kept) api.loadFromJSON(JSON.parse(kept));
  for (const method of ${JSON.stringify(r.methods)}) api.on(method, (...args) => window.calls.push([method, ...args]));
  window.${r.api} = api;
  window.lms = api;
</script>
<body style="margin:0"><iframe id="sco" title="Assignment" src="content/index.html" style="width:440px;height:900px;border:0"></iframe></body>`;
}

// Serves the package `zip` (a file, or its bytes) for SCORM `version`;
// closed when `t` ends. Returns { url, files, manifest, log }: url of the
// platform page, log of the requests it answered.
export async function servePackage(t, zip, version, { runtime = 'scorm-again', refuse = {} } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pps-lms-'));
  const entries = unzip(typeof zip === 'string' ? readFileSync(zip) : zip);
  for (const { name, bytes } of entries) {
    const to = path.join(dir, 'content', name);
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, bytes);
  }
  const routes = runtime === 'strict'
    ? { '/lms.html': strictPage(version, refuse), '/scorm-runtime.js': { type: 'text/javascript', body: readFileSync(path.join(ROOT, 'tests/web/support/scorm-runtime.js'), 'utf8') } }
    : { '/lms.html': lmsPage(version), '/scorm-again.js': { type: 'text/javascript', body: readFileSync(path.join(ROOT, 'node_modules/scorm-again/dist', RUNTIME[version].file), 'utf8') } };
  const server = await serveFolder(dir, { routes });
  t.after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { url: `${server.url}lms.html`, files: entries.map((e) => e.name), manifest: entries.find((e) => e.name === 'imsmanifest.xml')?.bytes.toString(), log: server.log };
}
