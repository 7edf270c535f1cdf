// @ts-nocheck
// The student's library inside the sandbox's worker (docs: the lab's help,
// "Helpers", and README.md, "Your player in the lab"). Globals for the
// player's code:
//   Card         a card: rank 0..12 (A23456789TJQK), suit 0..3 (CDHS), id = suit * 13 + rank;
//                String(card) is "AH"; Card.parse("AH"), Card.fromId(id), Card.all()
//   PointSystem  what setPointSystem receives: scores (ten points, high card .. royal flush),
//                handScore(cards), handScores(grid), score(grid)
//   pps          the helpers: SIZE, HANDS, system, handCategory(cards), emptyCells(grid),
//                unseenCards(grid, ...more), playouts(grid, options), rateCells(grid, card, options)
// A grid is grid[row][col], a Card or null. The same names as the
// command-line client's (clients/python/pps_player.py), in camelCase.
// playouts and rateCells run in the engine (WebAssembly), many times faster
// than the same games scored in JavaScript.
(() => {
  const SIZE = 5;
  const RANKS = 'A23456789TJQK';
  const SUITS = 'CDHS';
  const HANDS = ['high card', 'one pair', 'two pair', 'three of a kind', 'straight', 'flush', 'full house',
    'four of a kind', 'straight flush', 'royal flush'];

  class Card {
    constructor(rank, suit) {
      this.rank = rank;
      this.suit = suit;
      Object.freeze(this);
    }
    get id() { return this.suit * 13 + this.rank; }
    toString() { return RANKS[this.rank] + SUITS[this.suit]; }
    static parse(text) {
      const rank = RANKS.indexOf(text?.[0]);
      const suit = SUITS.indexOf(text?.[1]);
      if (String(text).length !== 2 || rank < 0 || suit < 0) throw new Error(`not a card: ${JSON.stringify(text)}`);
      return DECK[suit * 13 + rank];
    }
    static fromId(id) {
      if (!(id >= 0 && id < 52)) throw new Error(`not a card id: ${id}`);
      return DECK[id];
    }
    static all() { return DECK.slice(); }
  }
  const DECK = Array.from({ length: 52 }, (_, id) => new Card(id % 13, Math.floor(id / 13)));

  const isStraight = (ranks) => {
    const r = [...ranks].sort((a, b) => a - b);
    return r.join() === '0,9,10,11,12' || r.every((v, i) => i === 0 || v === r[i - 1] + 1);
  };

  // The category (0..9, HANDS) of up to five cards, the contest's way: a hand
  // of fewer than five cards counts only its pairs, threes and fours.
  function handCategory(hand) {
    const cards = hand.filter(Boolean);
    const byRank = new Map();
    for (const c of cards) byRank.set(c.rank, (byRank.get(c.rank) ?? 0) + 1);
    const counts = [...byRank.values()].sort((a, b) => b - a);
    if (cards.length === 5) {
      const flush = cards.every((c) => c.suit === cards[0].suit);
      const straight = counts.length === 5 && isStraight(cards.map((c) => c.rank));
      if (flush && straight) return cards.some((c) => c.rank === 0) && cards.some((c) => c.rank === 12) ? 9 : 8;
      if (counts[0] === 4) return 7;
      if (counts[0] === 3 && counts[1] === 2) return 6;
      if (flush) return 5;
      if (straight) return 4;
    }
    if (counts[0] === 4) return 7;
    if (counts[0] === 3) return 3;
    if (counts[0] === 2 && counts[1] === 2) return 2;
    if (counts[0] === 2) return 1;
    return 0;
  }

  const column = (grid, c) => grid.map((row) => row[c]);

  class PointSystem {
    constructor(scores) {
      this.scores = Object.freeze([...scores]);
      Object.freeze(this);
    }
    // Points of a hand of up to five cards (null for an empty cell), as it stands.
    handScore(cards) { return this.scores[handCategory(cards)]; }
    // Points of rows 0..4 then columns 0..4.
    handScores(grid) {
      return [...grid.map((row) => this.handScore(row)), ...grid.map((_, c) => this.handScore(column(grid, c)))];
    }
    // The grid's total: what the referee scores when the grid is full.
    score(grid) { return this.handScores(grid).reduce((a, b) => a + b, 0); }
    toString() { return HANDS.map((h, i) => `${h} ${this.scores[i]}`).join(', '); }
  }

  let engine = null;
  let system = null;
  let nextSeed = 1; // the helpers' default seeds: the same games on every run

  const idsOf = (grid) => {
    if (!Array.isArray(grid) || grid.length !== SIZE || grid.some((row) => !Array.isArray(row) || row.length !== SIZE))
      throw new Error('a grid is 5 rows of 5 cells: grid[row][col], a Card or null');
    return grid.flat().map((c) => (c ? c.id : -1));
  };
  const systemSpec = () => {
    if (!system) throw new Error('no point system yet: the helpers work from setPointSystem on');
    return system.scores.join(',');
  };
  const seedOf = (options) => (options.seed ?? nextSeed++) % 2 ** 31;

  self.Card = Card;
  self.PointSystem = PointSystem;
  self.pps = {
    SIZE,
    HANDS,
    handCategory,
    // The current point system (the one setPointSystem received).
    get system() { return system; },
    // [[row, col], ...] of the empty cells, row by row.
    emptyCells(grid) {
      const out = [];
      for (let r = 0; r < SIZE; r++) for (let c = 0; c < SIZE; c++) if (!grid[r][c]) out.push([r, c]);
      return out;
    },
    // The cards not on the grid nor among `more` (the card in hand, say): what may still come.
    unseenCards(grid, ...more) {
      const seen = new Set([...grid.flat(), ...more].filter(Boolean).map((c) => c.id));
      return DECK.filter((c) => !seen.has(c.id));
    },
    // The mean final score of `games` games played out from `grid` (the
    // cards to come drawn at random from the unseen ones), each card placed
    // by `policy`: 'random' (a random empty cell) or 'greedy' (where the grid
    // scores most now). Options: {games: 100, policy: 'random', seed}.
    playouts(grid, { games = 100, policy = 'random', ...options } = {}) {
      return engine.playouts(systemSpec(), idsOf(grid), games, policy, seedOf(options));
    },
    // rateCells(grid, card, options): a 5x5 array, for each empty cell the
    // mean final score of `games` games played out after `card` goes there
    // (null where the cell is taken); every cell on the same cards to come.
    rateCells(grid, card, { games = 100, policy = 'random', ...options } = {}) {
      const values = engine.rateCells(systemSpec(), idsOf(grid), card.id, games, policy, seedOf(options));
      return Array.from({ length: SIZE }, (_, r) => values.slice(r * SIZE, r * SIZE + SIZE).map((v) => (Number.isNaN(v) ? null : v)));
    },
    // For Python's pps_lab: the same, on card ids.
    _playoutsIds(ids, games, policy, seed) {
      return engine.playouts(systemSpec(), [...ids], games, policy, seedOf({ seed: seed ?? undefined }));
    },
    _rateCellsIds(ids, cardId, games, policy, seed) {
      return engine.rateCells(systemSpec(), [...ids], cardId, games, policy, seedOf({ seed: seed ?? undefined }));
    },
    _setSystem(s) { system = s; },
    async _loadEngine({ glue, module }) {
      const { default: createEngine } = await import(URL.createObjectURL(new Blob([glue], { type: 'text/javascript' })));
      engine = await createEngine({
        instantiateWasm(imports, done) {
          WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
          return {};
        },
      });
    },
  };
})();
