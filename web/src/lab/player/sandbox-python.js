// @ts-nocheck
// Python in the sandbox's worker: filled in with Pyodide.
self.ppsPython = {
  start() {
    throw new Error('Python is not available in this build');
  },
};
