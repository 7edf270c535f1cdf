// A WebAssembly engine build in a Chromium module worker, as the app runs it,
// for the benchmarks that compare it with native and with Node. `body` is the
// worker's code after the engine is created as `E` (single-threaded build):
// it sets onmessage (before the worker says it is ready, so that no message
// is lost) and answers each message with postMessage. Returns
//   { ask(message) -> the worker's answer, close() }.
import path from 'node:path';
import { ROOT } from './engines.mjs';
import { serveFolder } from './static-server.mjs';
import { launchChromium } from './browser.mjs';

export async function chromiumEngineWorker(buildDir, body) {
  // The build from a server of its own (it may be outside the repository).
  const engine = await serveFolder(path.join(buildDir, 'wasm/bindings'));
  const worker = `
    const { default: createEngine } = await import('${engine.url}pps-engine-st.mjs');
    const E = await createEngine({});
    ${body}
    postMessage({ ready: true });`;
  const server = await serveFolder(ROOT, {
    routes: {
      '/bench.html': '<!doctype html><title>bench</title><link rel="icon" href="data:,">',
      '/bench-worker.mjs': { type: 'text/javascript', body: worker },
    },
  });
  const browser = await launchChromium();
  const page = await browser.newPage();
  await page.goto(`${server.url}bench.html`);
  await page.evaluate(() => {
    window.worker = new Worker('/bench-worker.mjs', { type: 'module' });
    window.ask = (message) => new Promise((resolve, reject) => {
      window.worker.onmessage = (e) => resolve(e.data);
      window.worker.onerror = (e) => reject(new Error(e.message));
      if (message) window.worker.postMessage(message);
    });
    return window.ask(null);
  });
  return {
    ask: (message) => page.evaluate((m) => window.ask(m), message),
    close: async () => {
      await browser.close();
      await server.close();
      await engine.close();
    },
  };
}
