// The Embind module (wasm/bindings/*.cpp, boundary.post.js) as TypeScript
// sees it: what the worker may call, with argument and result types. A
// refused call throws an Error with the engine's message (boundary.post.js).
// tests/web/engine-declaration.node.test.mjs loads both builds and checks that
// everything declared here exists and that every binding is declared here,
// so this file cannot drift from the C++ side unnoticed.
import type { Analysis, Hindsight, LineInfo, PlayerInfo, Snapshot, SystemInfo } from './protocol';

// What Embind gives every object handle (its ClassHandle).
export interface EmbindHandle {
  delete(): void;
  isDeleted(): boolean;
  isAliasOf(other: EmbindHandle): boolean;
  clone(): this;
  deleteLater(): this;
}

// engine/game.h: card ids 0..51 (-1: no card), seeds as decimal strings.
export interface Game extends EmbindHandle {
  play(cell: number): void;
  undo(): boolean;
  over(): boolean;
  turn(): number;
  score(): number;
  hindsight(): Hindsight;
  currentCard(): number;
  legalCells(): number[];
  cells(): number[];
  lines(): LineInfo[];
  unseenCards(): number[];
  serialize(): string;
  snapshot(): Snapshot;
}

export interface GameClass {
  prototype: Game;
  create(system: string, seed: string): Game;
  // Sealed deal `number` of `system` under `key` (sealed_deal.h); its snapshot's
  // `serialized` is '' (no seed makes its cards) and `sealed` true.
  createSealed(system: string, key: string, number: string): Game;
  parse(serialized: string): Game;
}

// AiPlayer.setBudget: absent fields keep the engine's defaults.
export interface SearchBudget {
  gameSeconds?: number;
  moveSeconds?: number;
  simulations?: number;
  threads?: number;
}

// AiPlayer.prepare: absent fields keep the spec's learning budget.
export interface LearnBudget {
  seconds?: number;
  games?: number;
  threads?: number;
  seed?: number;
}

export interface LearnReport {
  fraction: number;
  games: number;
  mean: number;
}

// AiPlayer.explain (wasm/ai/explain/explanation.h): why the player prefers
// its cell, from what analyze() returned; the JSON of explanation_json.h,
// which `pps analyze --json` writes too. Lines 0-4 are rows, 5-9 columns;
// categories 0-9 high card to royal flush; ranks 0-12 A..K; suits 0-3 CDHS.
export interface LineFactsJs {
  cards: number[]; // the line's cards, in cell order
  made: number; // the category it holds (an open line: its pairs, as the contest scores it)
  reachable: number[]; // categories it can still end as, under the unseen cards
  flush: { suit: number; held: number; unseen: number; need: number } | null; // a flush still achievable
  straight: { ranks: number[]; fitting: number[]; outs: number; need: number } | null; // a straight still achievable
}

export interface LineChangeJs {
  line: number;
  label: string; // "row 2", "column 3"
  before: LineFactsJs; // without the card (placed elsewhere)
  after: LineFactsJs; // with it
  givesUp: number[]; // categories reachable before and not after
  // What holds of the placement: what is at stake (+ better, - worse, in
  // points: the hand's points times its chance), the chance of the hand
  // concerned in simulated games, whether that is no long shot, and in words.
  reasons: { kind: 'completes' | 'makes' | 'keepsFlush' | 'keepsStraight' | 'endsFlush' | 'endsStraight' | 'givesUp' | 'takesPlace' | 'starts';
    category: number; points: number; stake: number; chance: number; material: boolean; text: string }[];
}

export interface CellReasonsJs {
  cell: number;
  label: string; // "row 2, column 3"
  estimate: number | null; // the player's estimate (null if it gave none)
  samples: number; // games played out behind it
  lookahead: number | null; // its lookahead's value, before playouts (null if none)
  value: number; // the evaluator's estimate after the placement
  lines: [LineChangeJs, LineChangeJs]; // its row, its column
}

export interface ShareJs {
  kind: 'line' | 'term' | 'lookahead' | 'playouts';
  line: number; // kind 'line': the line; kind 'term': the line one cell starts and the other leaves empty; else -1
  ofBest: boolean; // kind 'line': a line of the best cell, else of the other
  term: '' | 'lineSizes' | 'crossing' | 'wholeBoard'; // kind 'term': which
  label: string; // "row 2", "looking one card ahead", "trial games", "how full the lines are"
  points: number; // its part of the difference
  named: boolean; // the text names it
  clause: number; // which of the text's reasons it is part of (shares said together have one); -1: none
  words: string; // what the text says of it ("there it would end the diamond flush draw in column 3"), or ""
  reason: ReasonRefJs | null; // kind 'line': the reason its words give
}

// A reason a sentence names: its kind, the hand (category) and its chance in simulated games.
export interface ReasonRefJs {
  kind: string;
  category: number;
  chance: number;
}

export interface ExplanationJs {
  card: number;
  best: CellReasonsJs;
  other: CellReasonsJs | null; // null when every other empty cell is equivalent (or none is left)
  difference: number; // best's estimate minus other's (the evaluator's values if the player gave none)
  fromEstimates: boolean;
  // What the first sentence says the card does: a line of the AI's cell and the reason.
  lead: { line: number; reason: ReasonRefJs }[];
  lines: number[]; // every line the sentences name (the page rings them)
  close: boolean; // within the margin: the two cells are about as good
  margin: number | null; // two and a half standard errors of the difference (null: the estimates come from no samples)
  nowGain: number; // the other cell's points on the board right after the placement minus the AI's cell's (0: no other)
  shares: ShareJs[]; // add up to difference, largest first
  // The explanation's own simulated games: for each line the two cells join,
  // the chance of each hand (by category) with the card in the AI's cell and in the other.
  simulated: { deals: number; lines: { line: number; label: string; best: number[]; other?: number[] }[] };
  exact: boolean; // false: the lines are rated by Tiger's heuristic for an evaluator that is no line sum
  method: string; // how the split was computed
  text: string; // two sentences
}

export interface AiPlayer extends EmbindHandle {
  spec(): string;
  setSystem(system: string): void;
  newGameForDeal(dealSeed: string): void;
  choose(game: Game): number;
  analyze(game: Game): Analysis;
  // cell: another empty cell to compare with; null: the greedy choice (the cell that scores the most
  // points now) when it is not the player's, else the best one not equivalent to the player's.
  explain(game: Game, analysis: Analysis, cell: number | null): ExplanationJs;
  // A finished game's review (wasm/ai/review/), a step at a time: aiGame also
  // plays the deal itself after the moves (25 more steps).
  reviewStart(game: Game, aiGame: boolean): void;
  reviewStep(explain: boolean): ReviewStepJs;
  reviewSummary(byAi: boolean): ReviewSummaryJs;
  setBudget(budget: SearchBudget): void;
  describeBudget(): string;
  learns(): boolean;
  learned(): boolean;
  busy(): boolean;
  prepare(system: string, budget: LearnBudget, onProgress: ((report: LearnReport) => void) | null): void;
  saveLearned(): Uint8Array;
  // Refuses bytes from another format version, player, settings or system (learned_data.h).
  loadLearned(bytes: Uint8Array, system: string): void;
  requestStop(): void;
  clearStop(): void;
  stopRequested(): boolean;
  stopFlagAddress(): number;
}

// wasm/ai/review/review_json.h: a move as the reviewer judged it.
export type VerdictKey = 'best' | 'excellent' | 'good' | 'inaccuracy' | 'mistake' | 'blunder' | 'forced';
export interface MoveReviewJs {
  turn: number;
  card: number;
  played: number;
  best: number;
  values: (number | null)[];
  cost: number;
  margin: number | null;
  verdict: VerdictKey;
  symbol: string;
  accuracy: number;
  luck: number;
  dealtBest: number;
  averageBest: number;
  expectedBefore: number;
  expectedAfter: number;
  explanation: ExplanationJs | null;
}
export interface ReviewStepJs {
  done: number;
  steps: number;
  move: MoveReviewJs | null; // null after a step of the AI's own game
}
export interface ReviewSummaryJs {
  score: number;
  scale: number;
  start: number;
  luck: number;
  cost: number;
  error: number;
  accuracy: number;
  mistakesCost: number;
  counts: Record<VerdictKey, number>;
  keyMoments: number[];
  aiScore: number | null;
  sentence: string;
}

export interface AiPlayerClass {
  prototype: AiPlayer;
  create(spec: string): AiPlayer;
}

export interface PageRules {
  defaultSystem: string;
  systems: { kind: string; label: string; prefix: string; argument: string }[];
  categories: { name: string; slug: string }[];
  points: { min: number; max: number; separator: string };
  cards: { text: string; name: string; rank: number; suit: number }[];
}

export interface BuildInfo {
  threads: boolean;
  compiler: string;
  threadsAvailable: boolean;
  maxThreads: number;
}

export interface MemoryStats {
  heapBytes: number;
  mallocBytes: number;
  stackPointer: number;
}

export interface PpsEngine {
  Game: GameClass;
  AiPlayer: AiPlayerClass;
  // The whole deal as `pps play` plays it; returns the serialized game.
  playGame(player: AiPlayer, system: string, seed: string): string;
  // Deal `number` of `key` (sealed) as `pps play --key` plays it: the cells
  // played, one letter a..y per card (scoreSealedGame scores them).
  playSealedGame(player: AiPlayer, system: string, key: string, number: string): string;
  listPlayers(): PlayerInfo[];
  buildInfo(): BuildInfo;
  memoryStats(): MemoryStats;
  parseSystem(system: string): SystemInfo;
  categoryNames(): string[];
  cardName(card: number): string;
  // rules_bindings.cpp: the rules of rules.json, a seed's canonical text,
  // one custom point value (category 0..9).
  pageRules(): PageRules;
  parseSeed(seed: string): string;
  parsePoints(text: string, category: number): number;
  // sealed_bindings.cpp: a deal key's canonical text (64 lowercase hex
  // digits), the 25 card ids of deal `number` of a point system under a key
  // (each system deals its own), and that deal's score with its cards placed
  // in `cells` (25 cells, in the order they came).
  parseDealKey(key: string): string;
  sealedDeal(key: string, system: string, number: string): number[];
  scoreSealedGame(system: string, key: string, number: string, cells: number[]): number;
  // playout_bindings.cpp, the lab's helpers for student players: cells are 25
  // card ids (-1 empty); the cards to come are drawn from those not on the
  // board (nor `card`); policy 'random' or 'greedy'; seed 0..2^31-1.
  // The mean final score of `games` games played out from the board:
  playouts(system: string, cells: number[], games: number, policy: string, seed: number): number;
  // For each cell, that mean after `card` goes there (NaN where filled):
  rateCells(system: string, cells: number[], card: number, games: number, policy: string, seed: number): number[];

  // Emscripten's runtime, not bindings (optional: only some builds have them).
  PThread?: { unusedWorkers: unknown[]; runningWorkers: unknown[]; terminateAllThreads(): void };
  wasmMemory?: WebAssembly.Memory;
  HEAP8?: Int8Array;
}

// The default export of pps-engine-{st,mt}.mjs.
export type CreateEngine = (options: { ppsPoolSize?: number; wasmBinary?: Uint8Array }) => Promise<PpsEngine>;
