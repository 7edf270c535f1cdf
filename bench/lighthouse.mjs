// Lighthouse's performance and accessibility audits of the built site
// (web/dist, npm run build), served as a teacher's host would serve it: a
// plain static server, under a deep path, no COOP/COEP headers. The app, the
// lab, the embed, an assignment's embed and the teacher's page, on Lighthouse's mobile preset (its default: a mid-range
// phone on a slow 4G connection, simulated) and its desktop preset; --runs
// runs of each, the median run (by performance score) reported, with the
// local Chromium. Lighthouse is fetched by npx when this script runs (not a
// dependency of the project: every npm ci would install its ~90 packages).
// Take the figures on an idle machine: the performance score is timed.
//   node bench/lighthouse.mjs [--runs 3] [--dist web/dist]
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../tests/web/support/engines.mjs';
import { flag } from '../tests/web/support/cli-flag.mjs';
import { serveFolder } from '../tests/web/support/static-server.mjs';

// Lighthouse 13 needs Node 22; 12.8 is the last for Node 20.
const LIGHTHOUSE = 'lighthouse@12.8.2';
const runs = Number(flag('runs', 3));
const dist = path.resolve(ROOT, flag('dist', 'web/dist'));
const PAGES = [
  ['app', ''],
  ['lab', 'lab.html'],
  ['embed', 'embed.html?system=american&seed=42&hints=on'],
  // An assignment's embed (a practice set: the packages open the same page) and the teacher's page.
  ['assignment', 'embed.html?deals=5,6,7&grade=ai&pass=60'],
  ['teach', 'teach.html'],
];
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
].join(' ');

// Asynchronous: the static server runs in this process, and a synchronous
// child would block the event loop that answers Lighthouse's requests.
const run = promisify(execFile);

async function lighthouse(url, preset, out) {
  const args = ['--yes', LIGHTHOUSE, url, '--chrome-path=/usr/bin/chromium', `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance,accessibility', '--output=json', `--output-path=${out}`, '--quiet'];
  if (preset === 'desktop') args.push('--preset=desktop');
  await run('npx', args, { maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id];
  const failed = report.categories.accessibility.auditRefs.map((ref) => audit(ref.id)).filter((a) => a.score !== null && a.score < 1);
  return {
    performance: report.categories.performance.score,
    accessibility: Math.round(report.categories.accessibility.score * 100),
    cls: audit('cumulative-layout-shift').numericValue,
    lcp: audit('largest-contentful-paint').numericValue / 1000,
    tbt: audit('total-blocking-time').numericValue,
    failed: failed.map((a) => a.id),
  };
}

const site = await serveFolder(dist, { base: '/some/deep/path/' });
const scratch = mkdtempSync(path.join(tmpdir(), 'pps-lighthouse-'));
const version = execFileSync('npx', ['--yes', LIGHTHOUSE, '--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const chromium = execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
console.log(`Lighthouse ${version}, ${chromium}, ${path.relative(ROOT, dist)} on a plain static server under /some/deep/path/; median of ${runs} runs`);
console.log('| page | preset | performance | accessibility | CLS | LCP | TBT | (range of performance) |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
try {
  for (const [name, address] of PAGES) {
    for (const preset of ['mobile', 'desktop']) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await lighthouse(`${site.url}${address}`, preset, path.join(scratch, `${name}-${preset}-${i}.json`)));
      results.sort((a, b) => a.performance - b.performance);
      const m = results[Math.floor(results.length / 2)];
      const failed = m.failed.length ? ` (failed: ${m.failed.join(', ')})` : '';
      console.log(`| ${name} | ${preset} | ${m.performance.toFixed(2)} | ${m.accessibility}${failed} | ${m.cls.toFixed(3)} | ${m.lcp.toFixed(1)} s | ${Math.round(m.tbt)} ms | ${results[0].performance.toFixed(2)}–${results.at(-1).performance.toFixed(2)} |`);
    }
  }
} finally {
  await site.close();
  rmSync(scratch, { recursive: true, force: true });
}
