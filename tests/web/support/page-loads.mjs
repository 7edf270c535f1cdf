// Records every load of a top-level page in a browser context, once the page
// is ready: its address, whether it was cross-origin isolated, the engine
// build it runs and the reason its badge gives. For the deploy tests, which
// count reloads and watch a page become isolated.
export async function recordLoads(context) {
  const loads = [];
  await context.exposeBinding('ppsReportLoad', (_source, load) => loads.push(load));
  await context.addInitScript(() => {
    if (window.top !== window) return;
    const report = () => {
      if (document.body?.dataset.ready !== 'true') return false;
      window.ppsReportLoad({
        url: location.href,
        isolated: crossOriginIsolated,
        flavour: window.ppsEngine?.info?.flavour ?? null,
        reason: document.getElementById('build')?.title ?? '',
      });
      return true;
    };
    const observer = new MutationObserver(() => report() && observer.disconnect());
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
  return loads;
}

// Waits until `count` loads are recorded.
export async function waitForLoads(loads, count, timeout = 30000) {
  const deadline = Date.now() + timeout;
  while (loads.length < count) {
    if (Date.now() > deadline) throw new Error(`${loads.length} page loads after ${timeout} ms, not ${count}: ${JSON.stringify(loads)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return loads;
}
