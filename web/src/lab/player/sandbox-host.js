// @ts-nocheck
// The sandbox's own script: the inline script of the lab's sandboxed iframe
// (sandbox.ts writes it into the iframe's srcdoc). The iframe has an opaque
// origin and a Content-Security-Policy without network access; this script
// never runs a student's code itself. It keeps one Web Worker
// (sandbox-runner.js) that does, relays the page's calls to it and its
// answers back, and terminates it when the page says so. The worker talks on
// a MessagePort of its own, which the runner keeps from the student's code
// (it removes the worker's postMessage): closing the port on termination
// drops whatever the worker had queued. It also guards the page against the
// worker all the same: it passes on only the answer to the call in progress,
// a bounded number of log lines, and stops a worker that floods it with
// messages.
//
// A game is played here in one request (the page to this frame is a hop
// between processes, too slow to make 26 times a game): this script holds the
// game's cards, asks init then getPlay of each card only when it is drawn,
// times each call on the game's clock (the page's rules: only the player's
// time counts), terminates the worker past it, and stops at the first answer
// that is not a free cell. The page gets every answer with its time and
// checks and scores them itself; it keeps an outer watchdog on the whole game
// (sandbox.ts) and the clock of the other calls.
(() => {
  const MOST_LOG_LINES = 50; // passed on per call; the rest are counted
  const LOG_LINE_CHARS = 500;
  const MOST_UNASKED = 1000; // messages per call before the worker is stopped as a flood
  // A game's call that lasts this long is named to the page, which then
  // knows which card a sandbox that dies (out of memory) was playing.
  const NOTE_MS = 50;

  let runnerUrl = null;
  let engine = null; // {glue: string, module: WebAssembly.Module}
  // Pyodide's WebAssembly, its memory capped (sandbox-memory.js), compiled
  // here on this sandbox's first start of Python: every later start (a fresh
  // copy after a lost game) instantiates it afresh instead of compiling and
  // optimizing 9 MB of code again. A module is code only: each start still
  // gets memory of its own, from the snapshot. The files are the page's own
  // and the same for every start.
  let pythonModule = null; // Promise<WebAssembly.Module>
  let spawns = 0; // which spawn (or kill) came last: a slower start is dropped
  let worker = null;
  let port = null;
  // The call whose answer is awaited: its id and what to do with the answer
  // (pass it to the page, or to the game played here).
  let awaited = null;
  let logged = 0;
  let unasked = 0;

  const toPage = (message) => parent.postMessage(message, '*');

  function stopWorker() {
    if (port) port.close();
    if (worker) worker.terminate();
    worker = null;
    port = null;
    const call = awaited;
    awaited = null;
    if (call?.inGame) call.settle({ type: 'gone' });
  }

  // Awaits the answer to call `id` (inGame: a call of a game played here).
  function expect(id, settle, inGame = false) {
    logged = 0;
    unasked = 0;
    awaited = { id, settle, inGame };
  }

  function fromWorker(source, data) {
    if (source !== worker) return;
    const message = data && typeof data === 'object' ? data : {};
    if (message.type === 'log' && logged < MOST_LOG_LINES) {
      logged++;
      toPage({ type: 'log', text: String(message.text).slice(0, LOG_LINE_CHARS) });
      return;
    }
    // An error the player's code threw between calls (the runner sends one
    // at most, and answers the next call with it): the page hears of it at
    // once, for when no call follows.
    if (message.type === 'late-error') {
      const { id: _, ...fields } = sanitize({ ...message, type: 'error' });
      toPage({ ...fields, type: 'late-error' });
      return;
    }
    // Python's memory as it started, before the player's code ran: the page
    // keeps it, so that the next start of Python is from it.
    if (message.type === 'python-snapshot') {
      if (awaited !== null && message.id === awaited.id && !awaited.inGame && message.snapshot instanceof Blob)
        toPage({ type: 'python-snapshot', id: awaited.id, snapshot: message.snapshot });
      return;
    }
    // The lab's own start is over (the engine, Python): the page starts the player's clock.
    if (message.type === 'runtime-ready') {
      if (awaited !== null && message.id === awaited.id && !awaited.inGame) toPage({ type: 'runtime-ready', id: awaited.id });
      return;
    }
    const answers = awaited !== null && message.id === awaited.id && ['reply', 'started', 'error'].includes(message.type);
    if (!answers) {
      if (message.type !== 'log' && ++unasked > MOST_UNASKED) {
        const call = awaited;
        awaited = null;
        stopWorker();
        if (call?.inGame) call.settle({ type: 'flood' });
        else toPage({ type: 'flood', count: unasked });
      }
      return;
    }
    const call = awaited;
    awaited = null;
    call.settle(sanitize(message));
  }

  // Only plain data of the expected shape reaches the page.
  function sanitize(m) {
    const text = (v) => String(v ?? '').slice(0, 2000);
    if (m.type === 'reply') return { type: 'reply', id: m.id, value: m.value };
    if (m.type === 'started') return { type: 'started', id: m.id, name: text(m.name).slice(0, 64) };
    return { type: 'error', id: m.id, message: text(m.message), line: Number.isInteger(m.line) ? m.line : null, during: text(m.during) };
  }

  // Null where it does not compile here: the worker then compiles it itself, and says what failed.
  function compiledPython(wasm) {
    pythonModule ??= (async () => {
      const bytes = wasm instanceof Blob ? await wasm.arrayBuffer() : wasm;
      return WebAssembly.compile(self.ppsMemory.capModule(bytes).bytes);
    })().catch(() => (pythonModule = null));
    return pythonModule;
  }

  async function spawn(request) {
    stopWorker();
    const ticket = ++spawns;
    const python = request.python && { ...request.python, module: await compiledPython(request.python['pyodide.asm.wasm']) };
    if (ticket !== spawns) return;
    const created = new Worker(runnerUrl, { name: 'your-player' });
    worker = created;
    expect(request.id, toPage);
    const channel = new MessageChannel();
    port = channel.port1;
    port.onmessage = (e) => fromWorker(created, e.data);
    port.onmessageerror = () => fromWorker(created, null);
    created.onmessage = (e) => fromWorker(created, e.data);
    created.onerror = (e) => {
      e.preventDefault();
      if (created !== worker) return;
      const message = e.message || 'the player failed to load';
      const id = awaited?.id ?? null;
      awaited = null;
      stopWorker();
      toPage({ type: 'error', id, message, line: e.lineno || null, during: 'load' });
    };
    created.postMessage(
      { type: 'start', id: request.id, language: request.language, code: request.code, engine, python, port: channel.port2 },
      [channel.port2],
    );
  }

  // One call of a game played here: the worker's answer with its time in
  // ms, {type: 'timeout'} past `deadlineMs` (the worker is terminated), or
  // {type: 'flood'} / {type: 'gone'} when the worker was stopped meanwhile.
  function ask(gameId, turn, method, args, deadlineMs) {
    if (!port) return Promise.resolve({ type: 'gone', ms: 0 });
    return new Promise((resolve) => {
      const id = `${gameId}:${turn}`;
      const started = performance.now();
      let late = false;
      const note = setTimeout(() => toPage({ type: 'turn', id: gameId, turn }), NOTE_MS);
      const timer = setTimeout(() => {
        late = true;
        stopWorker();
      }, Math.max(0, deadlineMs));
      expect(id, ({ id: _, ...answer }) => {
        clearTimeout(note);
        clearTimeout(timer);
        resolve({ ...answer, type: late ? 'timeout' : answer.type, ms: performance.now() - started });
      }, true);
      port.postMessage({ type: 'call', id, method, args });
    });
  }

  // The cell index of an answer that is a free cell, else null (the page
  // checks every answer again and says what is wrong).
  function freeCell(value, taken) {
    if (!Array.isArray(value) || value.length !== 2 || !value.every((v) => Number.isInteger(v) && v >= 0 && v <= 4)) return null;
    const cell = value[0] * 5 + value[1];
    return taken.has(cell) ? null : cell;
  }

  // A whole game: init, then getPlay of each card, on one clock of `millis`.
  async function playGame({ id, cards, millis }) {
    const calls = [];
    const over = () => toPage({ type: 'game', id, calls });
    if (!worker) return toPage({ type: 'error', id, message: 'the player is not running', line: null, during: 'init' });
    let left = millis;
    const taken = new Set();
    for (let turn = 0; turn <= cards.length; turn++) {
      const got = turn === 0
        ? await ask(id, 0, 'init', [], left)
        : await ask(id, turn, 'getPlay', [cards[turn - 1], Math.max(0, Math.floor(left))], left);
      calls.push(got);
      left -= got.ms;
      if (got.type !== 'reply' || left < 0) return over();
      if (turn === 0) continue;
      const cell = freeCell(got.value, taken);
      if (cell === null) return over();
      taken.add(cell);
    }
    over();
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
      void spawn(request);
    } else if (request.type === 'call') {
      if (!worker) return toPage({ type: 'error', id: request.id, message: 'the player is not running', line: null, during: request.method });
      expect(request.id, toPage);
      port.postMessage({ type: 'call', id: request.id, method: request.method, args: request.args });
    } else if (request.type === 'game') {
      void playGame(request);
    } else if (request.type === 'ping') {
      toPage({ type: 'pong' });
    } else if (request.type === 'kill') {
      spawns++;
      stopWorker();
      toPage({ type: 'killed', id: request.id });
    }
  });

  toPage({ type: 'hello' });
})();
