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

export interface AiPlayer extends EmbindHandle {
  spec(): string;
  setSystem(system: string): void;
  newGameForDeal(dealSeed: string): void;
  choose(game: Game): number;
  analyze(game: Game): Analysis;
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

  // Emscripten's runtime, not bindings (optional: only some builds have them).
  PThread?: { unusedWorkers: unknown[]; runningWorkers: unknown[]; terminateAllThreads(): void };
  wasmMemory?: WebAssembly.Memory;
  HEAP8?: Int8Array;
}

// The default export of pps-engine-{st,mt}.mjs.
export type CreateEngine = (options: { ppsPoolSize?: number; wasmBinary?: Uint8Array }) => Promise<PpsEngine>;
