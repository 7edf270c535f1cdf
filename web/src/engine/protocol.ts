// Messages between the page (client.ts) and the engine worker (worker.ts).

export type Flavour = 'mt' | 'st';

export interface SystemInfo {
  spec: string;
  label: string;
  points: number[];
}

export interface LineInfo {
  category: number;
  name: string;
  points: number;
  size: number;
}

// Everything the page shows about a game (the engine's Game::snapshot).
export interface Snapshot {
  serialized: string;
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

export interface Budget {
  // Games a learning player learns a new point system from (client side:
  // the worker passes it to prepare(), not to setBudget()). A fixed number
  // with a fixed seed learns the same bytes on every machine.
  learnGames?: number;
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
}

export interface EngineInfo {
  flavour: Flavour;
  threads: boolean;
  poolSize: number;
  players: PlayerInfo[];
  categories: string[];
  loadMs: number;
  pthreadWorkers: number;
}

// A game opened from outside (URL): what could be used, and why the rest not.
export interface OpenResult {
  snapshot: Snapshot;
  problems: string[];
}

export type Request =
  | { op: 'init'; flavour: Flavour; engineUrl: string; poolSize: number }
  | { op: 'newGame'; system: string; seed: string }
  | { op: 'open'; system: string; seed: string; moves: string }
  | { op: 'load'; serialized: string }
  | { op: 'play'; cell: number }
  | { op: 'undo' }
  | { op: 'snapshot' }
  | { op: 'hindsight' }
  | { op: 'parseSystem'; system: string }
  | { op: 'setPlayer'; spec: string; budget: Budget }
  | { op: 'analyze' }
  | { op: 'aiMove' }
  | { op: 'playWhole'; system: string; seed: string }
  | { op: 'labGame'; spec: string; budget: Budget; system: string; seed: string }
  | { op: 'crash' }; // makes the worker fail as on an abort (tests the restart path)

export interface RequestMessage {
  id: number;
  request: Request;
}

export type ResponseMessage =
  | { kind: 'reply'; id: number; ok: true; result: unknown }
  | { kind: 'reply'; id: number; ok: false; error: string; fatal?: boolean; cancelled?: boolean }
  // The stop flag of the current player, settable from the page through the
  // shared memory (threaded build only).
  | { kind: 'stopFlag'; stopFlag: { memory: SharedArrayBuffer; address: number } }
  // Progress of a learning player preparing for a point system.
  | { kind: 'learning'; learning: LearnProgress };

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
