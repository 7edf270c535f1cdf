// A learning platform for the package tests: a SCORM package (a zip of
// web/build/packages.mjs) unpacked and served as a platform serves it, under
// content/, beside a platform page (lms.html) that provides the SCORM
// run-time with scorm-again (npm; the run-time library platforms use), in
// the version the package speaks, and frames the package's entry. The page
// records every call the package makes to the run-time, in order
// (window.calls: [method, element?, value?]), and starts a session from the
// data the platform kept (`?cmi=JSON`: its loadFromJSON form), as a
// platform does when a learner comes back.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './engines.mjs';
import { serveFolder } from './static-server.mjs';
import { unzip } from '../../../web/build/zip.mjs';

const RUNTIME = {
  '1.2': { file: 'scorm12.js', global: 'Scorm12API', api: 'API', methods: ['LMSInitialize', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSFinish'] },
  '2004': { file: 'scorm2004.js', global: 'Scorm2004API', api: 'API_1484_11', methods: ['Initialize', 'GetValue', 'SetValue', 'Commit', 'Terminate'] },
};

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

// Serves the package `zipFile` for SCORM `version`; closed when `t` ends.
// Returns { url, files, log }: url of the platform page.
export async function servePackage(t, zipFile, version) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pps-lms-'));
  const entries = unzip(readFileSync(zipFile));
  for (const { name, bytes } of entries) {
    const to = path.join(dir, 'content', name);
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, bytes);
  }
  const runtime = readFileSync(path.join(ROOT, 'node_modules/scorm-again/dist', RUNTIME[version].file), 'utf8');
  const server = await serveFolder(dir, {
    routes: { '/lms.html': lmsPage(version), '/scorm-again.js': { type: 'text/javascript', body: runtime } },
  });
  t.after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { url: `${server.url}lms.html`, files: entries.map((e) => e.name), manifest: entries.find((e) => e.name === 'imsmanifest.xml')?.bytes.toString() };
}
