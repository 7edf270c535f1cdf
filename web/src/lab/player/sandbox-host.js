// @ts-nocheck
// The sandbox's own script: the inline script of the lab's sandboxed iframe
// (sandbox-document.ts writes it into the iframe's srcdoc). The iframe has an
// opaque origin and a Content-Security-Policy without network access; this
// script never runs a student's code itself. It keeps one Web Worker
// (sandbox-runner.js) that does, relays the page's calls to it and its
// answers back, and terminates it when the page says so (the page keeps the
// clock: sandbox.ts). The worker talks on a MessagePort of its own, which the
// runner keeps from the student's code (it removes the worker's postMessage):
// closing the port on termination drops whatever the worker had queued. It
// also guards the page against the worker all the same: it passes on only
// the answer to the call in progress, a bounded number of log lines, and
// stops a worker that floods it with messages.
(() => {
  const MOST_LOG_LINES = 50; // passed on per call; the rest are counted
  const LOG_LINE_CHARS = 500;
  const MOST_UNASKED = 1000; // messages per call before the worker is stopped as a flood

  let runnerUrl = null;
  let engine = null; // {glue: string, module: WebAssembly.Module}
  let worker = null;
  let port = null;
  let callId = null; // the call whose answer is awaited (0: the start)
  let logged = 0;
  let unasked = 0;

  const toPage = (message) => parent.postMessage(message, '*');

  function stopWorker() {
    if (port) port.close();
    if (worker) worker.terminate();
    worker = null;
    port = null;
    callId = null;
  }

  function fromWorker(source, data) {
    if (source !== worker) return;
    const message = data && typeof data === 'object' ? data : {};
    if (message.type === 'log' && logged < MOST_LOG_LINES) {
      logged++;
      toPage({ type: 'log', text: String(message.text).slice(0, LOG_LINE_CHARS) });
      return;
    }
    const answers = callId !== null && message.id === callId && ['reply', 'started', 'error'].includes(message.type);
    if (!answers) {
      if (message.type !== 'log' && ++unasked > MOST_UNASKED) {
        stopWorker();
        toPage({ type: 'flood', count: unasked });
      }
      return;
    }
    callId = null;
    toPage(sanitize(message));
  }

  // Only plain data of the expected shape reaches the page.
  function sanitize(m) {
    const text = (v) => String(v ?? '').slice(0, 2000);
    if (m.type === 'reply') return { type: 'reply', id: m.id, value: m.value };
    if (m.type === 'started') return { type: 'started', id: m.id, name: text(m.name).slice(0, 64) };
    return { type: 'error', id: m.id, message: text(m.message), line: Number.isInteger(m.line) ? m.line : null, during: text(m.during) };
  }

  function spawn(request) {
    stopWorker();
    logged = 0;
    unasked = 0;
    const created = new Worker(runnerUrl, { name: 'your-player' });
    worker = created;
    callId = request.id;
    const channel = new MessageChannel();
    port = channel.port1;
    port.onmessage = (e) => fromWorker(created, e.data);
    port.onmessageerror = () => fromWorker(created, null);
    created.onmessage = (e) => fromWorker(created, e.data);
    created.onerror = (e) => {
      e.preventDefault();
      if (created !== worker) return;
      const message = e.message || 'the player failed to load';
      const id = callId;
      stopWorker();
      toPage({ type: 'error', id, message, line: e.lineno || null, during: 'load' });
    };
    created.postMessage(
      { type: 'start', id: request.id, language: request.language, code: request.code, engine, python: request.python, port: channel.port2 },
      [channel.port2],
    );
  }

  addEventListener('message', async (event) => {
    if (event.source !== parent) return;
    const request = event.data ?? {};
    if (request.type === 'setup') {
      try {
        runnerUrl = URL.createObjectURL(new Blob([request.runner], { type: 'text/javascript' }));
        engine = { glue: request.glue, module: await WebAssembly.compile(request.wasm) };
        toPage({ type: 'setup-done' });
      } catch (e) {
        toPage({ type: 'setup-failed', message: String(e && e.message) });
      }
    } else if (request.type === 'spawn') {
      spawn(request);
    } else if (request.type === 'call') {
      if (!worker) return toPage({ type: 'error', id: request.id, message: 'the player is not running', line: null, during: request.method });
      logged = 0;
      unasked = 0;
      callId = request.id;
      port.postMessage({ type: 'call', id: request.id, method: request.method, args: request.args });
    } else if (request.type === 'ping') {
      toPage({ type: 'pong' });
    } else if (request.type === 'kill') {
      stopWorker();
      toPage({ type: 'killed', id: request.id });
    }
  });

  toPage({ type: 'hello' });
})();
