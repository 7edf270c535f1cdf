// @ts-nocheck
// The Web Worker that runs a student's player, inside the lab's sandboxed
// iframe (sandbox-host.js starts it from this text; the page never runs it).
// It loads the engine's single-threaded build from the bytes the page sent
// (the sandbox cannot fetch), defines the player's world (Card, PointSystem,
// run, and the helpers `pps`: sandbox-helpers.js, prepended to this file by
// sandbox.ts with the memory cap, sandbox-memory.js, installed just before
// the student's code runs), runs that code, and answers each call of the
// contest's interface with whatever the player returned, described as plain
// data: the page is the referee and checks every answer. The clock is kept
// outside: a player past its time is terminated, never asked to stop.
(() => {
  const MOST_LOG_LINES = 50; // a call's: more are dropped here, before any message
  let post = () => {};
  let logged = 0;
  let player = null;
  let callId = null;
  let codeUrl = null;
  // The last call the player answered, in words ('getPlay of card 3 (AH)'),
  // and the first error its code threw after it, outside any call (a timer,
  // a promise): that error answers the next call, so that the page shows it.
  let lastCall = 'loading';
  let turn = 0;
  let lateError = null;
  const OwnWorker = self.Worker; // for syntaxError(): the player's world has no workers (sandbox-memory.js)

  // console.* goes to the lab's log panel (the sandbox host bounds it).
  const show = (v) => (typeof v === 'string' ? v : (() => { try { return JSON.stringify(v) ?? String(v); } catch { return String(v); } })());
  for (const level of ['log', 'info', 'warn', 'error', 'debug'])
    console[level] = (...values) => {
      if (++logged <= MOST_LOG_LINES) post({ type: 'log', text: values.map(show).join(' ').slice(0, 500) });
    };

  // The runner's own channel to the sandbox host: a port no other code can
  // reach, and the worker's postMessage gone, so that the player's code has
  // no way to message the host (a flood, a forged answer).
  function takePort(port) {
    post = MessagePort.prototype.postMessage.bind(port);
    port.onmessage = (event) => {
      if (event.data?.type === 'call') call(event.data);
    };
    self.onmessage = null;
    delete DedicatedWorkerGlobalScope.prototype.postMessage;
    delete self.postMessage;
  }

  // The line of the student's code an error points at, if its stack names it.
  function lineOf(error) {
    if (error && Number.isInteger(error.pythonLine)) return error.pythonLine;
    const stack = String((error && error.stack) || '');
    if (!codeUrl) return null;
    const at = stack.indexOf(codeUrl);
    if (at < 0) return null;
    const match = /^:(\d+)/.exec(stack.slice(at + codeUrl.length));
    return match ? Number(match[1]) : null;
  }

  // An error as the page shows it: its type and message (no browser wording
  // around a syntax error: importScripts names itself in the message).
  function errorFields(error) {
    if (!(error instanceof Error)) return { message: `threw ${describe(error)}`, line: null };
    const message = String(error.message).replace(/^Failed to execute 'importScripts' on 'WorkerGlobalScope': /, '');
    return { message: message ? `${error.name}: ${message}` : error.name, line: lineOf(error) };
  }

  function fail(error, during) {
    post({ type: 'error', id: callId, ...errorFields(error), during });
  }

  // A syntax error of the code, with the line the browser's parser names.
  // importScripts throws it without a line, so the code is parsed once more
  // by a worker of its own, whose error event has the line: the code does
  // not parse, so nothing of it runs there.
  function syntaxError(error) {
    return new Promise((resolve) => {
      const fallback = { ...errorFields(error), during: 'load' };
      let parser;
      try {
        parser = new OwnWorker(codeUrl);
      } catch {
        return resolve(fallback);
      }
      const timer = setTimeout(() => done(fallback), 2000);
      const done = (found) => {
        clearTimeout(timer);
        parser.terminate();
        resolve(found);
      };
      parser.onerror = (e) => {
        e.preventDefault();
        done({ message: String(e.message || fallback.message).replace(/^Uncaught /, ''), line: e.lineno || null, during: 'load' });
      };
    });
  }

  // What a value is, in words, for an answer that is not [row, col].
  function describe(v) {
    if (v === null) return 'null';
    if (v === undefined) return 'nothing (undefined)';
    if (typeof v === 'string') return `the string ${JSON.stringify(v.slice(0, 40))}`;
    if (typeof v === 'number' || typeof v === 'boolean') return `the ${typeof v} ${String(v)}`;
    if (typeof v?.then === 'function') return 'a Promise';
    if (Array.isArray(v)) return `an array of ${v.length}`;
    return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
  }

  // [row, col] as plain numbers when they are numbers; otherwise words that
  // say what came back (the page refuses it with them).
  function plainAnswer(v) {
    if (typeof v?.described === 'string') return { not: v.described }; // a Python answer, described there
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'number') return [v[0], v[1]];
    return { not: describe(v) };
  }

  self.run = (given) => {
    for (const method of ['setPointSystem', 'init', 'getPlay', 'getName'])
      if (typeof given?.[method] !== 'function') throw new TypeError(`run() needs a player with a ${method} method`);
    player = given;
  };

  async function start(message) {
    takePort(message.port);
    callId = message.id;
    // The lab's own start (the engine, Python) is not the player's time: the
    // page starts the player's clock when this says it is done.
    const runtimeReady = () => post({ type: 'runtime-ready', id: callId });
    try {
      await self.pps._loadEngine(message.engine);
      if (message.language === 'python') {
        const keepSnapshot = (bytes) => post({ type: 'python-snapshot', id: callId, snapshot: new Blob([bytes]) });
        await self.ppsPython.start(message, runtimeReady, keepSnapshot);
      }
      else {
        runtimeReady();
        codeUrl = URL.createObjectURL(new Blob([message.code], { type: 'text/javascript' }));
        self.ppsMemory.install(); // from here on, the player's code: its memory counts
        importScripts(codeUrl);
      }
    } catch (e) {
      // A syntax error of the code itself names no line of it (a runtime SyntaxError does).
      if (e instanceof SyntaxError && codeUrl && lineOf(e) === null) return post({ type: 'error', id: callId, ...(await syntaxError(e)) });
      return fail(e, 'load');
    } finally {
      if (codeUrl) URL.revokeObjectURL(codeUrl); // its address no longer loads it (its stack still names it)
    }
    if (!player) return fail(new Error('the code never called run(new YourPlayer()): add that line at its end'), 'load');
    let name;
    try {
      name = String(player.getName());
    } catch (e) {
      return fail(e, 'getName');
    }
    post({ type: 'started', id: callId, name });
  }

  const calls = {
    setPointSystem: ([points, millis]) => {
      const system = new self.PointSystem(points);
      self.pps._setSystem(system);
      player.setPointSystem(system, millis);
      return null;
    },
    init: () => {
      player.init();
      return null;
    },
    getPlay: ([id, millis]) => plainAnswer(player.getPlay(self.Card.fromId(id), millis)),
  };

  // The call in words, for an error thrown after it.
  function callName(method, args) {
    if (method === 'init') turn = 0;
    if (method !== 'getPlay') return method;
    turn++;
    return `getPlay of card ${turn} (${self.Card.fromId(args[0])})`;
  }

  function call(message) {
    callId = message.id;
    logged = 0;
    if (lateError) return post({ type: 'error', id: callId, ...lateError });
    const name = callName(message.method, message.args);
    let value;
    try {
      value = calls[message.method](message.args);
    } catch (e) {
      return fail(e, message.method);
    } finally {
      lastCall = name;
    }
    answerAfterThisTask({ type: 'reply', id: callId, value });
  }

  // A call's answer leaves after the task that ran it is over: an unhandled
  // rejection of that call is queued when its task ends, so it is then
  // queued before the next call can arrive, and is told as left by this
  // call (answered at once, a loaded machine could deliver the next call
  // first and blame it). A private channel, its postMessage bound now: the
  // player's code can neither reach it nor replace what it calls. One answer
  // waits at most: the host sends a call only once the last is answered.
  const afterTask = new MessageChannel();
  const nudge = MessagePort.prototype.postMessage.bind(afterTask.port2, null);
  let waitingAnswer = null;
  afterTask.port1.onmessage = () => {
    const answer = waitingAnswer;
    waitingAnswer = null;
    if (answer) post(answer);
  };
  function answerAfterThisTask(answer) {
    waitingAnswer = answer;
    nudge();
  }

  // An error in code the player left running (a timer, a promise), thrown
  // between calls: kept to answer the next call, and told to the host at
  // once (the page shows it even when no call follows).
  function late(error, what) {
    if (lateError) return;
    lateError = { ...errorFields(error), during: `${what} left by ${lastCall}` };
    post({ type: 'late-error', ...lateError });
  }
  self.addEventListener('error', (e) => {
    e.preventDefault();
    late(e.error ?? new Error(e.message), 'a timer or event handler');
  });
  self.addEventListener('unhandledrejection', (e) => {
    e.preventDefault();
    late(e.reason, 'a promise');
  });

  self.onmessage = (event) => {
    if (event.data?.type === 'start') void start(event.data);
  };
})();
