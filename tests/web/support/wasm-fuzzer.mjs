// A random-call fuzzer of the WebAssembly engine's JavaScript API: calls every
// bound function and method with random arguments (valid ones, wrong types,
// non-integers, huge numbers, strings with NUL and control characters, long
// strings, deleted objects, hostile getters and Proxies, callbacks that
// throw or delete their player) and checks the boundary's promises after
// each call:
//   - a call returns, or throws an Error with a one-line message (no
//     control characters, bounded length); anything else is a crash, and so
//     is a WebAssembly.RuntimeError (the module is dead after it);
//   - the wasm stack pointer is where it was (checked between calls).
// Deterministic for a seed: the calls depend only on the seed and on the
// engine's (deterministic) answers. Used by bench/wasm-fuzz.mjs (10^6 calls)
// and by tests/web/boundary-fuzz.node.test.mjs (a short run in npm test).

// mulberry32: small, fast, good enough to pick calls.
export function makeRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (items) => items[int(items.length)];
  return { next, int, pick, chance: (p) => next() < p };
}

// One cheap spec for every player the engine lists (`pps players`), so that
// a new player is fuzzed without a list of its own: a learning player learns
// 16 games, a player with eval= also runs over a learned evaluator, and every
// search stays at CHEAP_BUDGET.
export function cheapSpecs(players) {
  const specs = [];
  for (const player of players) {
    const keys = new Set(player.params.map((p) => p.name));
    specs.push(keys.has('games') ? `${player.name}:games=16` : player.name);
    if (keys.has('eval')) specs.push(`${player.name}:eval=tdnet,games=16`);
  }
  return specs;
}
const BAD_SPECS = ['', 'nonsense', 'tiger:', 'tiger:cp=x', 'tiger:speed=3', 'random:x=1', 'narl:games=-1',
  'tiger:cp=1,cp=2', 'tiger\0', '\u0007\u001b[31m', 'x'.repeat(1024)];
const SYSTEMS = ['american', 'british', 'random:7', 'single:flush', 'hypercorner:3', 'ameritish:9',
  '0,1,2,3,4,5,6,7,8,9'];
const BAD_SYSTEMS = ['', 'bogus', 'random:', 'single:flushes', '200,0,0,0,0,0,0,0,0,0', 'american\0', '1,2',
  '\n\r\t', 'é'.repeat(100), 'y'.repeat(1024)];
const SEEDS = ['0', '1', '-5', '42', '9223372036854775807', '-9223372036854775808'];
const BAD_SEEDS = ['', 'x1', '1\0', '9223372036854775808', '1.5', ' ', '\u2028', '9'.repeat(1024)];
const KEYS = ['0'.repeat(64), 'a1'.repeat(32), 'F0'.repeat(32)];
const BAD_KEYS = ['', '0x' + '0'.repeat(62), 'g'.repeat(64), '0'.repeat(65), '0'.repeat(63) + '\0', 'é'.repeat(64)];
const CHEAP_BUDGET = { simulations: 20 };

// A message the boundary may show: one line, printable, bounded.
export function messageIsClean(message) {
  // eslint-disable-next-line no-control-regex
  return typeof message === 'string' && message.length > 0 && message.length < 1200 && !/[\u0000-\u001f\u007f]/.test(message);
}

export class WasmFuzzer {
  constructor(engine, seed) {
    this.E = engine;
    this.r = makeRandom(seed);
    this.games = [];
    this.players = [];
    this.playerSpecs = cheapSpecs(engine.listPlayers());
    this.deleted = []; // handles of deleted objects, to pass back in
    this.learned = null; // a Uint8Array saveLearned() gave
    this.stats = { calls: 0, returned: 0, refused: 0, crashes: 0, crashSamples: [], slowestMs: 0, slowestCall: '' };
    this.msByCall = {}; // where the time goes, to keep the mix cheap
  }

  // A random JavaScript value: anything a caller might pass by mistake.
  anyValue() {
    const { r } = this;
    switch (r.int(22)) {
      case 0: return r.int(30) - 3;
      case 1: return r.pick([NaN, Infinity, -Infinity, -0, 0.5, -0.5, 24.999, 1e300, -1e300]);
      case 2: return 2 ** 32 + r.int(30) - 3;
      case 3: return r.pick([2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 51, 52, -1]);
      case 4: return r.pick(SYSTEMS);
      case 5: return r.pick(BAD_SYSTEMS);
      case 6: return r.pick(SEEDS);
      case 7: return r.pick(BAD_SEEDS);
      case 8: return undefined;
      case 9: return null;
      case 10: return r.pick([{}, [], [1, 2], { simulations: 5 }, new Date(0)]);
      case 11: return r.pick([true, false]);
      case 12: return () => 1;
      case 13: return r.pick([Symbol('s'), 10n]);
      case 14: return this.someGame() ?? null;
      case 15: return this.somePlayer() ?? null;
      case 16: return this.deleted.length ? r.pick(this.deleted) : undefined;
      case 17: return this.learned ?? new Uint8Array([1, 2, 3]);
      case 18: return new Uint8Array(r.int(64)).map(() => r.int(256));
      case 19: return this.hostile();
      case 20: return r.pick(this.playerSpecs);
      default: return r.pick(BAD_SPECS);
    }
  }

  // Objects whose reads throw.
  hostile() {
    return this.r.pick([
      { get simulations() { throw new Error('getter boom'); } },
      { get games() { throw new Error('getter boom'); }, get threads() { throw 7; } },
      new Proxy({}, { get() { throw new Error('proxy boom'); }, getPrototypeOf() { throw new Error('proto boom'); } }),
      new Proxy(function () {}, { apply() { throw new Error('apply boom'); } }),
    ]);
  }

  someGame() { return this.games.length ? this.r.pick(this.games) : undefined; }
  somePlayer() { return this.players.length ? this.r.pick(this.players) : undefined; }

  budget() {
    const { r } = this;
    return r.pick([
      () => ({ simulations: 1 + r.int(30) }),
      () => ({ simulations: 1 + r.int(30), threads: 1 + r.int(8) }),
      () => ({ simulations: 10, threads: r.pick([0, 65, 2.5, NaN, '4', 1e9]) }),
      () => ({ simulations: r.pick([-1, 0.5, 1e13, NaN, Infinity, '10']) }),
      () => ({ moveSeconds: r.pick([-1, 4000, NaN, 'x']) }),
      () => ({ gameSeconds: r.pick([-1, 1e9, NaN]) }),
      () => this.anyValue(),
    ])();
  }

  learnBudget() {
    const { r } = this;
    return r.pick([
      () => ({ games: 1 + r.int(32), threads: 1 + r.int(8) }),
      () => ({ games: r.pick([-1, 0.5, 1e10, NaN, '5']) }),
      () => ({ games: 8, seed: r.pick([-1, 0.5, 1e16, 3]) }),
      () => ({ games: 8, threads: r.pick([0, 65, 1.5, 64]) }),
      () => ({ seconds: r.pick([-1, 1e9, NaN]) }),
      () => this.hostile(),
    ])();
  }

  progressCallback(player) {
    const { r, E } = this;
    return r.pick([
      () => null,
      () => undefined,
      () => () => {},
      () => () => { throw new Error('callback boom'); },
      () => () => { throw 'a string, not an Error'; },
      () => () => player.delete(),
      () => (report) => { if (report.games > 0) player.analyze(this.someGame() ?? null); },
      () => () => player.setBudget(CHEAP_BUDGET),
      () => () => { const g = E.Game.create('american', '1'); g.play(0); g.delete(); },
      () => this.anyValue(),
    ])();
  }

  // One random API call, as [label, thunk].
  randomCall() {
    const { r, E } = this;
    const v = () => this.anyValue();
    const game = () => (r.chance(0.85) ? this.someGame() : undefined) ?? v();
    const player = () => (r.chance(0.85) ? this.somePlayer() : undefined) ?? v();
    const system = () => (r.chance(0.6) ? r.pick(SYSTEMS) : v());
    const seed = () => (r.chance(0.6) ? r.pick(SEEDS) : v());
    const key = () => (r.chance(0.6) ? r.pick(KEYS) : r.chance(0.5) ? r.pick(BAD_KEYS) : v());
    const cells = () => (r.chance(0.7) ? Array.from({ length: r.chance(0.9) ? 25 : r.int(30) }, () => (r.chance(0.95) ? r.int(25) : v())) : v());
    const cell = () => (r.chance(0.5) ? r.int(25) : v());
    const args = (n, make) => Array.from({ length: n }, make);
    const calls = [
      ['Game.create', () => this.keepGame(E.Game.create(system(), seed()))],
      ['Game.parse', () => this.keepGame(E.Game.parse(r.chance(0.5) ? this.savedGame() : v()))],
      ['play', () => game().play(cell()), 3],
      ['undo', () => game().undo()],
      ['snapshot', () => game().snapshot()],
      ['reads', () => { const g = game(); return [g.over(), g.turn(), g.score(), g.currentCard(), g.legalCells(), g.cells(), g.lines(), g.unseenCards(), g.serialize()]; }],
      ['cardName', () => E.cardName(r.chance(0.5) ? r.int(60) - 4 : v())],
      ['parseSystem', () => E.parseSystem(system())],
      ['categoryNames', () => E.categoryNames()],
      ['pageRules', () => E.pageRules()],
      ['parseSeed', () => E.parseSeed(seed())],
      ['parsePoints', () => E.parsePoints(r.chance(0.5) ? String(r.int(300) - 150) : v(), r.chance(0.8) ? r.int(12) - 1 : v())],
      ['listPlayers', () => E.listPlayers()],
      ['AiPlayer.create', () => this.keepPlayer(E.AiPlayer.create(r.chance(0.6) ? r.pick(this.playerSpecs) : v()))],
      ['setBudget', () => { const p = player(); try { return p.setBudget(this.budget()); } finally { this.cheapen(p); } }],
      ['describeBudget', () => player().describeBudget()],
      ['setSystem', () => this.safeSetSystem(player(), system()), 0.3],
      ['newGameForDeal', () => player().newGameForDeal(seed())],
      ['choose', () => player().choose(game())],
      ['analyze', () => (this.analysis = player().analyze(game()))],
      ['explain', () => player().explain(game(), r.chance(0.7) ? this.analysis ?? v() : v(), r.chance(0.5) ? null : cell())],
      ['prepare', () => { const p = player(); return p.prepare(system(), this.learnBudget(), this.progressCallback(p)); }],
      ['saveLearned', () => { const bytes = player().saveLearned(); if (bytes?.length) this.learned = bytes; return bytes; }],
      ['loadLearned', () => player().loadLearned(r.chance(0.5) ? this.mangled(this.learned) : v(), system())],
      ['stop flag', () => { const p = player(); p.requestStop(); p.stopRequested(); return p.clearStop(); }],
      ['playGame', () => E.playGame(player(), system(), seed()), 0.15],
      ['parseDealKey', () => E.parseDealKey(key())],
      ['sealedDeal', () => E.sealedDeal(key(), system(), seed())],
      ['scoreSealedGame', () => E.scoreSealedGame(system(), key(), seed(), cells())],
      ['playSealedGame', () => E.playSealedGame(player(), system(), key(), seed()), 0.15],
      ['delete game', () => this.remove(this.games, game())],
      ['delete player', () => this.remove(this.players, player())],
      ['wrong arity', () => r.pick([() => game().play(), () => E.cardName(), () => player().analyze(game(), 1), () => E.Game.create('american')])()],
      ['wrong this', () => r.pick([E.Game.prototype.play, E.AiPlayer.prototype.analyze])?.apply(r.chance(0.5) ? v() : this.someGame(), args(1, v))],
    ];
    // Weighted: the whole games and the learning are the costly calls.
    let x = r.next() * calls.reduce((sum, c) => sum + (c[2] ?? 1), 0);
    for (const c of calls) {
      x -= c[2] ?? 1;
      if (x < 0) return c;
    }
    return calls[calls.length - 1];
  }

  savedGame() {
    const { r } = this;
    const letters = 'abcdefghijklmnopqrstuvwxy';
    const moves = Array.from({ length: r.int(27) }, () => (r.chance(0.95) ? letters[r.int(25)] : r.pick(['!', 'z', '\0', 'A'])));
    return `${r.pick([...SYSTEMS, ...BAD_SYSTEMS])};${r.pick([...SEEDS, ...BAD_SEEDS])};${moves.join('')}`;
  }

  mangled(bytes) {
    if (!bytes) return new Uint8Array(0);
    const copy = bytes.slice(0, this.r.chance(0.3) ? this.r.int(bytes.length + 1) : bytes.length);
    if (copy.length && this.r.chance(0.5)) copy[this.r.int(copy.length)] ^= 1 << this.r.int(8);
    return copy;
  }

  // setSystem on a learning player learns with its spec budget (small here);
  // every spec of cheapSpecs() keeps that cheap.
  safeSetSystem(p, system) {
    return p.setSystem(system);
  }

  keepGame(g) {
    this.games.push(g);
    if (this.games.length > 8) this.deleteHandle(this.games.shift());
    return g;
  }

  keepPlayer(p) {
    this.cheapen(p);
    this.players.push(p);
    if (this.players.length > 4) this.deleteHandle(this.players.shift());
    return p;
  }

  // A player's budget back to a cheap one (a valid random budget such as {}
  // would give it the contest's 30 s a game).
  cheapen(p) {
    try {
      if (this.players.includes(p) || p?.isDeleted?.() === false) p.setBudget(CHEAP_BUDGET);
    } catch {
      // not a live player: nothing to cheapen
    }
  }

  deleteHandle(h) {
    try {
      h.delete();
    } catch {
      return; // busy or already deleted
    }
    this.deleted.push(h);
    if (this.deleted.length > 8) this.deleted.shift();
  }

  remove(list, h) {
    const i = list.indexOf(h);
    h.delete(); // may throw (not an object, already deleted): that is a refusal
    if (i >= 0) list.splice(i, 1);
    this.deleted.push(h);
    if (this.deleted.length > 8) this.deleted.shift();
  }

  crash(label, what) {
    this.stats.crashes++;
    if (this.stats.crashSamples.length < 10) this.stats.crashSamples.push(`${label}: ${what}`);
  }

  // Runs `count` random calls; returns the stats so far.
  run(count, { checkEvery = 1000 } = {}) {
    const { E } = this;
    // (Builds before the boundary fix have no memoryStats: no stack check.)
    const stackPointer = () => E.memoryStats?.().stackPointer;
    const stack = stackPointer();
    for (let i = 0; i < count; i++) {
      const [label, call] = this.randomCall();
      const started = performance.now();
      this.stats.calls++;
      try {
        call();
        this.stats.returned++;
      } catch (e) {
        if (e instanceof WebAssembly.RuntimeError) {
          this.crash(label, `RuntimeError ${e.message}`);
          throw e; // the module is dead
        }
        if (!(e instanceof Error)) this.crash(label, `threw a non-Error ${typeof e}`);
        else if (!messageIsClean(e.message)) this.crash(label, `unclean message ${JSON.stringify(e.message.slice(0, 100))}`);
        else this.stats.refused++;
      }
      const ms = performance.now() - started;
      this.msByCall[label] = (this.msByCall[label] ?? 0) + ms;
      if (ms > this.stats.slowestMs) Object.assign(this.stats, { slowestMs: ms, slowestCall: label });
      if ((i + 1) % checkEvery === 0 && stackPointer() !== stack) {
        this.crash(label, `the stack pointer moved from ${stack} to ${stackPointer()}`);
      }
    }
    return this.stats;
  }

  // Deletes every live object (the heap figures are read after this).
  cleanUp() {
    for (const h of [...this.games, ...this.players]) {
      try {
        h.delete();
      } catch {
        // already deleted through a random call
      }
    }
    this.games = [];
    this.players = [];
  }
}
