// @ts-nocheck
// Python in the sandbox's worker: Pyodide, from the files the page sent
// (python-files.ts; the sandbox cannot fetch), then the lab's modules
// (pps_player.py, the command-line client itself, and pps_lab.py, which
// makes its run() hand the player to the referee), then the student's code.
// start() gives the runner (sandbox-runner.js) a player whose four methods
// call the Python player's, and turns a Python error into one with the
// line of the student's code.
(() => {
  const BASE = 'https://sandbox.invalid/pyodide/'; // never fetched: fetch is ours while Pyodide loads
  const CODE_FILE = '<exec>';

  // A Python exception as an Error: its type, message and the line in the student's code.
  function pythonError(e) {
    const text = String(e?.message ?? e);
    if (e?.type === undefined && !/Traceback/.test(text)) return e;
    const lines = text.trim().split('\n');
    const last = lines[lines.length - 1];
    const colon = last.indexOf(': ');
    const error = new Error(colon > 0 ? last.slice(colon + 2) : '');
    error.name = colon > 0 ? last.slice(0, colon) : (last.trim() || e.type || 'PythonError');
    const at = [...text.matchAll(new RegExp(`File "${CODE_FILE}", line (\\d+)`, 'g'))].pop();
    if (at) error.pythonLine = Number(at[1]);
    return error;
  }

  function guard(f) {
    try {
      return f();
    } catch (e) {
      throw pythonError(e);
    }
  }

  const moduleUrl = (text) =>
    URL.createObjectURL(new Blob([text.replaceAll('import.meta.url', JSON.stringify(`${BASE}pyodide.mjs`))], { type: 'text/javascript' }));

  // Pyodide, started afresh the first time (and a snapshot of Python's memory
  // then made, for `keepSnapshot`), and from that snapshot when the page has
  // one (files.snapshot): a restart of seconds less. The snapshot is taken
  // before any of the player's code runs, so it holds only ours.
  async function loadPython(files, module, keepSnapshot) {
    const ownFetch = self.fetch;
    const ownInstantiate = WebAssembly.instantiateStreaming;
    self.fetch = async (url) => {
      const name = String(url).split('?')[0].split('/').pop();
      if (module && name === 'pyodide.asm.wasm') return new Response(null); // instantiated from `module` below
      if (!(name in files)) throw new TypeError(`the sandbox has no network (asked for ${name})`);
      // Python's own memory gets the player's cap (sandbox-memory.js).
      const body = name.endsWith('.wasm') ? self.ppsMemory.capModule(files[name]).bytes : files[name];
      return new Response(body, { headers: { 'Content-Type': name.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream' } });
    };
    // Pyodide compiled (and capped) by the sandbox's host for every start:
    // Pyodide instantiates it, never fetching its file.
    if (module) WebAssembly.instantiateStreaming = async (_response, imports) => ({ module, instance: await WebAssembly.instantiate(module, imports) });
    try {
      const { loadPyodide } = await import(moduleUrl(files['pyodide.mjs']));
      const createPyodideModule = (await import(moduleUrl(files['pyodide.asm.mjs']))).default;
      const options = {
        indexURL: BASE,
        lockFileContents: files['pyodide-lock.json'],
        createPyodideModule,
        stdout: (line) => console.log(line),
        stderr: (line) => console.log(line),
      };
      if (files.snapshot) return await loadPyodide({ ...options, _loadSnapshot: new Uint8Array(files.snapshot) });
      const python = await loadPyodide({ ...options, _makeSnapshot: true });
      keepSnapshot(python.makeMemorySnapshot());
      return python;
    } finally {
      self.fetch = ownFetch;
      WebAssembly.instantiateStreaming = ownInstantiate;
    }
  }

  self.ppsPython = {
    // ready(): Python is up, the student's code comes next; keepSnapshot(bytes):
    // Python's memory, just started, for the page to send with its files.
    async start(message, ready, keepSnapshot) {
      if (!message.python) throw new Error('Python was not loaded');
      const { module, ...given } = message.python;
      const files = {}; // each file's text or bytes (the page sends the binary ones as Blobs)
      for (const [name, file] of Object.entries(given))
        if (!(module && name === 'pyodide.asm.wasm')) files[name] = file instanceof Blob ? await file.arrayBuffer() : file;
      const python = await loadPython(files, module, keepSnapshot);
      python.FS.mkdirTree('/lab');
      python.FS.writeFile('/lab/pps_player.py', files['pps_player.py']);
      python.FS.writeFile('/lab/pps_lab.py', files['pps_lab.py']);
      python.runPython("import sys\nsys.path.insert(0, '/lab')\nimport pps_lab");
      ready();
      self.ppsMemory.install(); // from here on, the player's code: its memory counts
      guard(() => python.runPython(message.code, { filename: CODE_FILE }));
      const bridge = python.runPython('import pps_lab\npps_lab._bridge()');
      if (!bridge) throw new Error('the code never called run(YourPlayer()): add that line at its end');
      self.run({
        setPointSystem: (system, millis) => guard(() => bridge.set_point_system(python.toPy([...system.scores]), millis)),
        init: () => guard(() => bridge.init()),
        getPlay: (card, millis) =>
          guard(() => {
            const answer = bridge.get_play(card.id, millis);
            if (typeof answer === 'string') return { described: answer };
            return answer; // a JavaScript array [row, col] (to_js)
          }),
        getName: () => guard(() => bridge.get_name()),
      });
    },
  };
})();
