// A dishonest student player, for tests/web/lab-sealed.browser.test.mjs: the
// JavaScript twin of tests/cpp/external/programs/seed_guesser.py. It knows
// how the contest deals (java.util.Random and Collections.shuffle on seeds
// that follow one another from a small first seed), reimplements that deal,
// and looks among the seeds -1000..4999 for those whose deal begins with the
// cards it has seen. Once a single seed fits four cards or more, it places
// every later card knowing the whole deal (the rest of the grid arranged in
// advance by local search). Until then it plays greedy on the points, the
// first cell among equals. Before each card after the first it predicts the
// card (the next card of the lowest seed that still fits, else the unseen
// card of lowest id) and logs "predicted H of 24" at the end of each game.
const SEEDS = { from: -1000, to: 5000 };
const PREFIX = 4;
const TRUST = 4;
const MULTIPLIER = 0x5deece66dn;
const MASK = (1n << 48n) - 1n;

class Shuffle {
  constructor(seed) {
    this.state = (BigInt(seed) ^ MULTIPLIER) & MASK;
    this.deck = Array.from({ length: 52 }, (_, i) => i);
    this.size = 52;
  }
  next31() {
    this.state = (this.state * MULTIPLIER + 0xbn) & MASK;
    return Number(this.state >> 17n);
  }
  nextInt(bound) {
    if ((bound & -bound) === bound) return Number((BigInt(bound) * BigInt(this.next31())) >> 31n);
    for (;;) {
      const bits = this.next31();
      const value = bits % bound;
      if (bits - value + bound - 1 < 2 ** 31) return value;
    }
  }
  nextCard() {
    const j = this.nextInt(this.size);
    const last = this.size - 1;
    [this.deck[last], this.deck[j]] = [this.deck[j], this.deck[last]];
    this.size--;
    return this.deck[last];
  }
}

const dealOf = (seed, count = 25) => {
  const shuffle = new Shuffle(seed);
  return Array.from({ length: count }, () => shuffle.nextCard());
};

const LINES = [
  ...[0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4].map((c) => [r, c])),
  ...[0, 1, 2, 3, 4].map((c) => [0, 1, 2, 3, 4].map((r) => [r, c])),
];

class SeedGuesser {
  constructor() {
    this.prefixes = new Map();
    for (let s = SEEDS.from; s < SEEDS.to; s++) this.prefixes.set(s, dealOf(s, PREFIX));
    this.games = 0;
  }
  setPointSystem(system) { this.system = system; }
  init() {
    this.grid = [0, 1, 2, 3, 4].map(() => [null, null, null, null, null]);
    this.seen = [];
    this.fitting = [...this.prefixes.keys()];
    this.deals = new Map();
    this.plan = null;
    this.prediction = null;
    this.hits = 0;
  }
  getPlay(card) {
    if (this.prediction === card.id) this.hits++;
    this.seen.push(card.id);
    this.narrow();
    if (this.plan && (!this.plan.has(card.id) || this.fitting.length === 0)) this.plan = null;
    if (!this.plan && this.fitting.length === 1 && this.seen.length >= TRUST) this.plan = this.arrange(this.deal(this.fitting[0]));
    const cell = this.plan ? this.plan.get(card.id) : this.greedy(card);
    this.grid[cell[0]][cell[1]] = card;
    this.predict();
    if (this.seen.length === 25) console.log(`game ${++this.games}: predicted ${this.hits} of 24`);
    return cell;
  }
  deal(seed) {
    if (!this.deals.has(seed)) this.deals.set(seed, dealOf(seed));
    return this.deals.get(seed);
  }
  narrow() {
    const t = this.seen.length;
    const cardOf = (s) => (t <= PREFIX ? this.prefixes.get(s)[t - 1] : this.deal(s)[t - 1]);
    this.fitting = this.fitting.filter((s) => cardOf(s) === this.seen[t - 1]);
  }
  predict() {
    const t = this.seen.length;
    this.prediction = null;
    if (t === 25) return;
    if (this.fitting.length) {
      const s = this.fitting[0];
      this.prediction = t < PREFIX ? this.prefixes.get(s)[t] : this.deal(s)[t];
    } else {
      this.prediction = Card.all().map((c) => c.id).find((id) => !this.seen.includes(id));
    }
  }
  greedy(card) {
    let best = null;
    let bestScore = -Infinity;
    for (const [row, col] of pps.emptyCells(this.grid)) {
      this.grid[row][col] = card;
      const score = this.system.score(this.grid);
      this.grid[row][col] = null;
      if (score > bestScore) [best, bestScore] = [[row, col], score];
    }
    return best;
  }
  // Where each card still to come goes: swaps of two of their cells, annealed.
  arrange(deal) {
    const cells = pps.emptyCells(this.grid);
    const grid = this.grid.map((row) => row.slice());
    deal.slice(this.seen.length - 1).forEach((id, i) => (grid[cells[i][0]][cells[i][1]] = Card.fromId(id)));
    const lineScore = (i) => this.system.handScore(LINES[i].map(([r, c]) => grid[r][c]));
    const points = LINES.map((_, i) => lineScore(i));
    let state = this.seen.length * 1000 + this.games + 1;
    const random = () => { // xorshift32
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 2 ** 32;
    };
    const steps = cells.length > 1 ? 20000 : 0;
    for (let step = 0; step < steps; step++) {
      const a = cells[Math.floor(random() * cells.length)];
      const b = cells[Math.floor(random() * cells.length)];
      if (a === b) continue;
      [grid[a[0]][a[1]], grid[b[0]][b[1]]] = [grid[b[0]][b[1]], grid[a[0]][a[1]]];
      const touched = [...new Set([a[0], 5 + a[1], b[0], 5 + b[1]])];
      const after = touched.map(lineScore);
      const gain = touched.reduce((sum, line, k) => sum + after[k] - points[line], 0);
      const heat = 20 * (1 - step / steps) + 0.01;
      if (gain >= 0 || random() < Math.exp(gain / heat)) touched.forEach((line, k) => (points[line] = after[k]));
      else [grid[a[0]][a[1]], grid[b[0]][b[1]]] = [grid[b[0]][b[1]], grid[a[0]][a[1]]];
    }
    return new Map(cells.map(([r, c]) => [grid[r][c].id, [r, c]]));
  }
  getName() { return 'Seed guesser (JavaScript)'; }
}

run(new SeedGuesser());
