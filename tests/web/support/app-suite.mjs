// The setup every browser test file shares: one Chromium and the built app
// (web/dist) served on localhost, with the cross-origin isolation headers
// (the threaded engine) and without them (a plain static host), for the
// file's tests; all closed when they end.
import { before, after } from 'node:test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './engines.mjs';
import { serveFolder } from './static-server.mjs';
import { launchChromium, openContext, openPage } from './browser.mjs';

// PPS_WEB_DIST: another build to test (an older one, to see a new test fail on it).
export const DIST = process.env.PPS_WEB_DIST ?? path.join(ROOT, 'web/dist');

// Returns an object whose browser, isolated and plain fields are set once
// the file's tests start: suite.isolated.url, suite.plain.url; and the
// file's page fixture: suite.page(t, options) and suite.context(t, options)
// (browser.mjs's openPage and openContext in the suite's browser).
export function appSuite() {
  const suite = {
    browser: null, isolated: null, plain: null,
    page: (t, options) => openPage(t, suite.browser, options),
    context: (t, options) => openContext(t, suite.browser, options),
  };
  before(async () => {
    if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('web/dist is missing: run npm run build (test:web does)');
    suite.browser = await launchChromium();
    suite.isolated = await serveFolder(DIST, { isolated: true });
    suite.plain = await serveFolder(DIST, { isolated: false });
  });
  after(async () => {
    await suite.browser?.close();
    await suite.isolated?.close();
    await suite.plain?.close();
  });
  return suite;
}
