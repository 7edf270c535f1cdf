// One learning from scratch on a WebAssembly engine, timed: the workload of
// learn-time.mjs. Plain JavaScript with no imports: it runs under Node and in
// a browser worker.
export function learnOnce(engine, spec, system, budget) {
  const player = engine.AiPlayer.create(spec);
  const started = performance.now();
  player.prepare(system, budget, null);
  const seconds = (performance.now() - started) / 1000;
  player.delete();
  return seconds;
}
