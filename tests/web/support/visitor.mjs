// A visitor of a teacher's deploy, for the tests that need one: the built
// site (web/dist) under `base` on a plain static host (no COOP/COEP headers),
// and a browser profile of its own with service workers, as a visitor's.
// Returns an object whose fields are set once the file's tests start: site
// (static-server.mjs's), context, page, loads (page-loads.mjs) and errors;
// all closed and removed when they end.
import { before, after } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIST } from './app-suite.mjs';
import { serveFolder } from './static-server.mjs';
import { launchProfile, watchErrors } from './browser.mjs';
import { recordLoads } from './page-loads.mjs';

export function visitorSuite(base) {
  const visitor = { site: null, context: null, page: null, loads: null, errors: null };
  let profileDir;
  before(async () => {
    visitor.site = await serveFolder(DIST, { isolated: false, base });
    profileDir = mkdtempSync(path.join(tmpdir(), 'pps-profile-'));
    visitor.context = await launchProfile(profileDir, { viewport: { width: 1200, height: 900 } });
    visitor.loads = await recordLoads(visitor.context);
    visitor.page = visitor.context.pages()[0] ?? (await visitor.context.newPage());
    visitor.errors = watchErrors(visitor.page);
  });
  after(async () => {
    await visitor.context?.close();
    await visitor.site?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  });
  return visitor;
}
