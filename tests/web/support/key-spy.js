// A dishonest student player, for tests/web/lab-contest.browser.test.mjs: a
// student who chose a key, computed its deals in advance (the lab's own log
// of a run on it, or `pps deal --key`) and sends the teacher a lab link with
// that key. The test puts the starter (web/src/lab/player/starter.js, its
// last line taken out) and `const KNOWN = [deal, ...]` (each 25 card ids)
// before this code. It plays the starter's moves until its first two cards
// are those of a deal it knows; then it places every later card knowing the
// whole deal (the rest of the grid arranged in advance by local search). It
// logs each deal it was dealt, "deal ID,ID,...", to learn a key's deals.
const LINES = [
  ...[0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4].map((c) => [r, c])),
  ...[0, 1, 2, 3, 4].map((c) => [0, 1, 2, 3, 4].map((r) => [r, c])),
];

class KeySpy extends PointsNowPlayer {
  init() {
    super.init();
    this.seen = [];
    this.plan = null;
  }

  getPlay(card, millisRemaining) {
    this.seen.push(card.id);
    if (this.seen.length === 2) {
      const deal = KNOWN.find((d) => d[0] === this.seen[0] && d[1] === card.id);
      if (deal) this.plan = this.arrange(deal.slice(1));
    }
    let cell;
    if (this.plan) {
      cell = this.plan.get(card.id);
      this.grid[cell[0]][cell[1]] = card;
    } else {
      cell = super.getPlay(card, millisRemaining);
    }
    if (this.seen.length === 25) console.log(`deal ${this.seen.join(',')}`);
    return cell;
  }

  // Where each of `cards` (the rest of the deal) goes: swaps of two cells, annealed.
  arrange(cards) {
    const cells = pps.emptyCells(this.grid);
    const grid = this.grid.map((row) => row.slice());
    cards.forEach((id, i) => (grid[cells[i][0]][cells[i][1]] = Card.fromId(id)));
    const lineScore = (i) => this.system.handScore(LINES[i].map(([r, c]) => grid[r][c]));
    const points = LINES.map((_, i) => lineScore(i));
    let state = 12345;
    const random = () => { // xorshift32
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 2 ** 32;
    };
    const steps = 20000;
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

  getName() {
    return 'Key spy';
  }
}

run(new KeySpy());
