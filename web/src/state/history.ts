// Finished games kept in this browser (localStorage): history and best
// scores per point system. A game is recorded when its last card is placed
// on this page (not when a finished game is opened from a link or a reload),
// once: finishing it again after an undo replaces its record.
export interface FinishedGame {
  id: string; // one per game started on a page
  system: string;
  seed: string;
  score: number;
  undos: number;
  byAi: boolean;
  when: string;
}

const KEY = 'pps-history-v1';
const LIMIT = 500;

export function loadHistory(): FinishedGame[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((g) => typeof g?.score === 'number' && typeof g?.system === 'string') : [];
  } catch {
    return [];
  }
}

export function recordGame(game: FinishedGame): FinishedGame[] {
  const all = [...loadHistory().filter((g) => g.id !== game.id), game].slice(-LIMIT);
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the history is a convenience, not a must.
  }
  return all;
}

export function summary(all: FinishedGame[], system: string) {
  const mine = all.filter((g) => g.system === system && !g.byAi);
  if (mine.length === 0) return null;
  const scores = mine.map((g) => g.score);
  return {
    games: mine.length,
    best: Math.max(...scores),
    mean: scores.reduce((a, b) => a + b, 0) / scores.length,
    last: mine.slice(-5).reverse(),
  };
}

// The game on screen in this tab, so that a reload (the same position, from
// the same URL) continues the same game instead of starting a new one.
const CURRENT = 'pps-current-game';

export function rememberCurrentGame(id: string, serialized: string): void {
  try {
    sessionStorage.setItem(CURRENT, JSON.stringify({ id, serialized }));
  } catch {
    // Without session storage a reload starts a new game record.
  }
}

export function reloadedGameId(serialized: string): string | null {
  try {
    const current = JSON.parse(sessionStorage.getItem(CURRENT) ?? 'null');
    return current?.serialized === serialized && typeof current.id === 'string' ? current.id : null;
  } catch {
    return null;
  }
}
