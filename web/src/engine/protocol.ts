// Messages between the page (client.ts) and the engine worker (worker.ts).
import type { ExplanationJs, MoveReviewJs, ReviewSummaryJs, VerdictKey } from './pps-engine';

// Why the AI prefers its cell to another (AiPlayer.explain): the facts of
// each line, the difference split into shares, and the sentence (`text`).
export type Explanation = ExplanationJs;

export type Flavour = 'mt' | 'st';

export interface SystemInfo {
  spec: string;
  label: string;
  kind: string; // its text form's kind (rules.ts, SYSTEM_FORMS)
  argument: string; // what follows the form's prefix in spec
  points: number[];
  forfeit: number; // the score of a lost game, the contest's penalty (PointSystem::forfeit_points)
}

export interface LineInfo {
  category: number;
  name: string;
  points: number;
  size: number;
}

// Everything the page shows about a game (the engine's Game::snapshot).
export interface Snapshot {
  // SYSTEM;SEED;MOVES; for a game of a sealed deal (an assignment's), the
  // worker's own restore form (worker.ts, sealedForm), never a link's.
  serialized: string;
  sealed: boolean; // a sealed deal: `seed` is its number under a key, not a public seed
  system: SystemInfo;
  seed: string;
  turn: number;
  over: boolean;
  currentCard: number; // -1 when the game is over
  cells: number[]; // 25 card ids, -1 for empty
  moves: number[];
  legalCells: number[];
  score: number;
  lines: LineInfo[]; // rows 0-4, columns 5-9
  unseenCards: number[];
}

export interface PlayerParam {
  name: string;
  defaultValue: string;
  help: string;
}

export interface PlayerInfo {
  name: string;
  description: string;
  params: PlayerParam[];
}

export interface ShippedValues {
  games: number;
  systems: string[];
}

export interface Budget {
  // Games a learning player learns a new point system from (client side:
  // the worker passes it to prepare(), not to setBudget()). A fixed number
  // with a fixed seed learns the same bytes on every machine.
  learnGames?: number;
  // Systems whose values ship with the app, learned offline from more games:
  // for these the player loads (or learns) `games` games instead of
  // learnGames. The app's named strengths set it; a custom budget does not.
  shipped?: ShippedValues;
  gameSeconds?: number;
  moveSeconds?: number;
  simulations?: number;
  threads?: number;
}

// The best grid of the current deal's 25 cards for someone who knew them all
// (the engine's hindsight bound): no player of the deal can score more than
// `bound`, and `cells` scores `score`.
export interface Hindsight {
  cells: number[];
  score: number;
  bound: number;
  proven: boolean;
}

export interface Analysis {
  values: number[]; // 25 estimates of the final score, NaN where none
  best: number;
  simulations: number;
  samples?: number[]; // simulated games behind each value, when the player reports them
  // For explanations: each value as the player's lookahead gave it before its
  // playouts (NaN where none), and the standard error of the best value minus
  // each (NaN where no samples).
  lookahead?: number[];
  gapError?: number[];
}

export interface EngineInfo {
  flavour: Flavour;
  threads: boolean;
  poolSize: number;
  players: PlayerInfo[];
  loadMs: number;
  pthreadWorkers: number;
}

// A game opened from outside (URL): what could be used, and why the rest not.
export interface OpenResult {
  snapshot: Snapshot;
  problems: string[];
}

// One AI decision on the game in progress: where the card went, and the game after it.
export interface AiMove {
  cell: number;
  snapshot: Snapshot;
}

// One move of a finished game as the reviewing player judged it
// (wasm/ai/review/review_json.h's Move, with the board before the move,
// `before`, whose currentCard is the card): the cell played and the cell the
// AI prefers, its estimates for every cell (NaN where none), the cost (the
// best estimate minus the estimate of the cell played), the verdict, the
// move's accuracy, the card's luck, the expected final score before the card
// and after the move, and, when asked for, why: the AI's cell against the
// cell played (when the move was the AI's, against the cell that scores the
// most now, or the next best one).
export interface ReviewMove extends Omit<MoveReviewJs, 'values' | 'margin'> {
  before: Snapshot;
  values: number[];
  margin: number; // NaN: none known
}
export type Verdict = VerdictKey;
export type ReviewSummary = ReviewSummaryJs;

export interface LabGame {
  score: number;
  cells: number[];
}

// explain: each move explained; aiGame: the reviewer also plays the deal
// ("the AI scored N on the same cards"); byAi: the game was the AI's.
export interface ReviewOptions {
  explain: boolean;
  aiGame: boolean;
  byAi: boolean;
}

// A whole review: every move and the game's summary.
export interface GameReview {
  moves: ReviewMove[];
  summary: ReviewSummary;
}

export interface ReviewProgress {
  done: number; // steps done so far (the moves, then the AI's own game)
  total: number;
  move?: ReviewMove; // the move just reviewed, as soon as it is ready
}

// The worker's API, declared once: worker.ts implements it as an object
// (`const api: EngineApi`), and remote.ts derives the page's calls from it
// (each takes an optional trailing `{ signal }`), so tsc checks a handler
// against its callers and a new method needs no client edit. Every method is
// async: the page never waits synchronously on the worker.
export interface EngineApi {
  // engineUrl: the build's .mjs; learnedUrl: the folder of the shipped learned values.
  init(flavour: Flavour, engineUrl: string, learnedUrl: string, poolSize: number): Promise<EngineInfo>;
  // seed null: a random deal (the page makes none of its own).
  newGame(system: string, seed: string | null): Promise<Snapshot>;
  // A game from a URL: each bad part is reported and replaced, so a game always opens.
  open(system: string, seed: string | null, moves: string): Promise<OpenResult>;
  // Sealed deal `number` of `key` (an assignment's graded deal) with `moves`
  // (cell letters) played: as open(), the first bad move is reported.
  openSealed(system: string, key: string, number: string, moves: string): Promise<OpenResult>;
  // A snapshot's `serialized`: SYSTEM;SEED;MOVES, or a sealed game's restore form.
  load(serialized: string): Promise<Snapshot>;
  play(cell: number): Promise<Snapshot>;
  undo(): Promise<Snapshot>;
  snapshot(): Promise<Snapshot>;
  hindsight(): Promise<Hindsight>;
  parseSystem(system: string): Promise<SystemInfo>;
  // The seed's canonical text; refuses a text that is no seed, saying why.
  checkSeed(seed: string): Promise<string>;
  // Sealed deals (the engine's sealed_deal.h), the deals of a run in which a
  // player that is not ours plays: a key's canonical text (64 hex digits),
  // or a refusal saying why it is none; the 25 card ids of deal `seed` of
  // `system` under `key` (each system deals its own); and the score of that deal with its cards placed in `cells`, in
  // the order they came (a refusal for a cell out of range or taken).
  checkKey(key: string): Promise<string>;
  sealedCards(key: string, system: string, seed: string): Promise<number[]>;
  sealedScore(system: string, key: string, seed: string, cells: number[]): Promise<number>;
  // The problem of each value of a custom system (null for a good one),
  // high card first, as parseSystem would find it.
  checkPoints(values: string[]): Promise<(string | null)[]>;
  // Returns the player's canonical spec.
  setPlayer(spec: string, budget: Budget): Promise<string>;
  analyze(): Promise<Analysis>;
  // Why the last analyze() prefers its cell, on the game and with the player
  // it analyzed (no search): against `cell`, an empty cell, or null for the
  // best cell not equivalent to the AI's. Refused once the game or the player
  // has changed since.
  explain(cell: number | null): Promise<Explanation>;
  aiMove(): Promise<AiMove>;
  // Plays the whole deal with the current player; returns the serialized game.
  playWhole(system: string, seed: string): Promise<string>;
  // One game of a lab tournament: its score and the cells played in order.
  // With a key, deal `seed` of that key (sealed); without (null), the
  // contest's deal of `seed`.
  labGame(spec: string, budget: Budget, system: string, seed: string, key?: string | null): Promise<LabGame>;
  // Reviews every move of a finished game (serialized) with a player of its
  // own at a fixed budget, seeded for the deal as a game of it is; reports a
  // `review` progress message per move; `explain`: each move explained too.
  // Cancelled through cancel().
  review(serialized: string, spec: string, budget: Budget, options: ReviewOptions): Promise<GameReview>;
  // The accuracy of a lab game (deal `seed` of `system`, sealed by `key` or
  // the contest's; `cells` the 25 cells played) as the review finds it, with
  // the review's player and budget.
  gameAccuracy(spec: string, budget: Budget, system: string, seed: string, key: string | null, cells: number[]): Promise<number>;
  // Makes the worker fail as on an abort (tests the restart path).
  crash(): Promise<never>;
}

export type Method = keyof EngineApi;
export type Args<K extends Method> = Parameters<EngineApi[K]>;
export type Result<K extends Method> = Awaited<ReturnType<EngineApi[K]>>;

// A call of one method with its arguments (a union over the methods, so a
// message's `args` always match its `method`).
export type RequestMessage = { [K in Method]: { id: number; method: K; args: Args<K> } }[Method];

// What the page posts: a call, or that call `id` was aborted (the worker
// skips it if it has not started it; a running one is stopped by client.ts).
export type WorkerMessage = (RequestMessage & { kind?: undefined }) | { kind: 'cancel'; id: number };

export type ResponseMessage =
  // result: a Result<method> of the request `id` (client.ts types it from the method)
  | { kind: 'reply'; id: number; ok: true; result: unknown }
  | { kind: 'reply'; id: number; ok: false; error: string; fatal?: boolean; cancelled?: boolean }
  // The stop flag of the current player, settable from the page through the
  // shared memory (threaded build only).
  | { kind: 'stopFlag'; stopFlag: { memory: SharedArrayBuffer; address: number } }
  // Progress of a learning player preparing for a point system.
  | { kind: 'learning'; learning: LearnProgress }
  // Progress of a review (one message per move reviewed).
  | { kind: 'review'; review: ReviewProgress };

export interface LearnProgress {
  player: string;
  system: string;
  fraction: number;
  games: number;
  mean: number;
  done: boolean;
  // Where the values came from when done: the browser's cache, the app's
  // shipped files, or learning now.
  source?: 'cache' | 'shipped' | 'learned';
}
