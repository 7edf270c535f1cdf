// Chromium for the browser tests, driven by playwright-core (npx playwright
// install cannot download browsers here), with the flags a machine without
// network needs (no background connections). Two builds of Debian's Chromium,
// both installed by scripts/lib.sh (ensure_chromium):
// - the headless shell (/usr/bin/chromium-headless-shell) for almost every
//   test: the same Blink and V8, without the browser's own windows and UI,
//   which the whole browser opens for every new context (its cost in
//   bench/RESULTS.md, "`npm test` with a compiler cache");
// - the whole browser (/usr/bin/chromium) for a visitor's profile
//   (launchProfile: whether the site installs, service workers across visits).
// CHROMIUM_PATH runs every test in another build (CHROMIUM_PATH=/usr/bin/chromium:
// all of them in the whole browser). Site isolation is the desktop browser's
// default but not the shell's: the flag gives a sandbox's iframe a process of
// its own, as a visitor's Chrome does (the out-of-memory test needs it).
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './engines.mjs';

export const SCREENSHOTS = path.join(ROOT, 'tests/web/screenshots');

const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const WHOLE_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The site's service worker reloads a page once to make it cross-origin
// isolated (web/src/offline/): a test of one page load would race that
// reload, so pages and contexts block service workers unless a test asks for
// them ({serviceWorkers: 'allow'}, as the deploy tests do).
const LAUNCH = {
  headless: true,
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--site-per-process',
  ],
};

export async function launchChromium(extraArgs = []) {
  const browser = await chromium.launch({ ...LAUNCH, executablePath: HEADLESS_SHELL, args: [...LAUNCH.args, ...extraArgs] });
  for (const method of ['newPage', 'newContext']) {
    const original = browser[method].bind(browser);
    browser[method] = (options = {}) => original({ serviceWorkers: 'block', ...options });
  }
  return browser;
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

// Collects the page's uncaught errors and console errors, to assert on.
export function watchErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

// A browser profile in `dir`, as a visitor's (not incognito: Chromium says
// whether a site can be installed only there), with service workers.
export function launchProfile(dir, options = {}) {
  return chromium.launchPersistentContext(dir, { ...LAUNCH, executablePath: WHOLE_BROWSER, serviceWorkers: 'allow', ...options });
}

// The one way a browser test opens a page: in `opener` (a browser or a
// context), with its error watcher, and closed when the test `t` ends,
// whether its assertions passed or not (node:test's t.after).
export async function openPage(t, opener, options = {}) {
  const page = await opener.newPage(options);
  t.after(() => page.close().catch(() => {}));
  return { page, errors: watchErrors(page) };
}

// A browser context of its own (a visitor's own storage) with one such page.
export async function openContext(t, browser, options = {}) {
  const context = await browser.newContext(options);
  t.after(() => context.close().catch(() => {}));
  return { context, ...(await openPage(t, context)) };
}
