// The embed's messages to the page that frames it (README, "Embedding"):
//   {type: 'pps:ready'}                       the game is playable; pps:configure is listened to
//   {type: 'pps:resize', height}              the content's height in CSS pixels
//   {type: 'pps:move', ...GameEventDetail}    after every placement (the player's or the AI's)
//   {type: 'pps:gameover', ...GameEventDetail} when the 25th card is placed
//   {type: 'pps:hint', ...GameEventDetail}    after a hint: the AI's cell, estimate and why
//   {type: 'pps:error', request, message}     a message refused (the game is left as it was)
//   {type: 'pps:assignment', ...}             an assignment's deal scored, its grade worked out
//                                             (AssignmentEventInfo and each deal's parts)
// and the one it listens to, from its parent window only:
//   {type: 'pps:configure', ...options}   starts a new game with the page's
//                                         options (state/page-options.ts) changed
// Messages go to the parent window only; a page that is not framed posts nothing.
import { MAX_OPTION_LENGTH, OPTION_NAMES, type OptionTexts } from '../state/page-options';
import type { GameEventDetail } from '../controller/game-events';
import type { AssignmentListener, GameListener } from '../controller/ports';
import { eventInfo, type AssignmentStatus } from '../controller/assignment-state';
import type { AssignmentEventInfo } from '../controller/game-events';

export type HostMessage =
  | { type: 'pps:ready' }
  | { type: 'pps:resize'; height: number }
  | { type: 'pps:error'; request: string; message: string }
  | ({ type: 'pps:move' } & GameEventDetail)
  | ({ type: 'pps:gameover' } & GameEventDetail)
  | ({ type: 'pps:hint' } & GameEventDetail)
  | ({ type: 'pps:assignment'; parts: DealPart[] } & AssignmentEventInfo);

// A deal's part of the grade, as pps:assignment reports it (null: not yet).
export interface DealPart {
  score: number | null;
  ai: number | null;
  best: number | null;
  undos: number;
  help: boolean;
}

// What an embed is set to is the page's options as text: its URL's
// (optionTexts), then each pps:configure's changes; null is an option's
// default. The app checks the values (readOptions).
export interface ConfigureMessage extends Partial<OptionTexts> {
  type: 'pps:configure';
}

// A pps:configure message's changes: each field left out keeps its value,
// null restores its default. A field of another type (or too long) refuses
// the whole message, so that a host's mistake never replaces the game.
export function readConfigure(data: object): { changes: Partial<OptionTexts> } | { error: string } {
  const changes: Partial<OptionTexts> = {};
  for (const name of OPTION_NAMES) {
    if (!Object.hasOwn(data, name)) continue;
    const value: unknown = (data as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') {
      const type = Array.isArray(value) ? 'array' : typeof value;
      const kind = `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
      return { error: `pps:configure refused: '${name}' must be a string or null, not ${kind}; the game is unchanged.` };
    }
    if (typeof value === 'string' && value.length > MAX_OPTION_LENGTH) {
      return { error: `pps:configure refused: '${name}' is longer than ${MAX_OPTION_LENGTH} characters; the game is unchanged.` };
    }
    changes[name] = value;
  }
  return { changes };
}

// The settings after `changes`, or null when they change nothing.
export function applyChanges(current: OptionTexts, changes: Partial<OptionTexts>): OptionTexts | null {
  const next = { ...current, ...changes };
  return OPTION_NAMES.some((name) => next[name] !== current[name]) ? next : null;
}

const framed = () => window.parent !== window;

// The data is what the page shows anyway (scores, seeds, a share link), so any
// host origin may read it: embedding on any site is the point.
export function postToHost(message: HostMessage): void {
  if (framed()) window.parent.postMessage(message, '*');
}

// The host page hears of the game's moves (embed.ts gives this to the app).
export const hostListener: GameListener = {
  moved: (detail) => postToHost({ type: 'pps:move', ...detail }),
  finished: (detail) => postToHost({ type: 'pps:gameover', ...detail }),
  hinted: (detail) => postToHost({ type: 'pps:hint', ...detail }),
};

// The host page hears of an assignment when a deal is scored or its grade
// changes (not on every card: pps:move carries the deal and grade too).
export function hostAssignmentListener(): AssignmentListener {
  let last = '';
  return {
    name: 'the embedding page',
    saved: (_text: string, status: AssignmentStatus) => {
      const parts = status.progress.deals.map(({ score, ai, best, undos, help }) => ({ score, ai, best, undos, help }));
      const message = { type: 'pps:assignment' as const, ...eventInfo(status), parts };
      const signature = JSON.stringify({ ...message, deal: 0 });
      if (signature === last) return;
      last = signature;
      postToHost(message);
    },
  };
}

// Posts the content's height whenever it changes (the board's size follows
// the frame's width; panels open and close; problems appear).
export function reportHeight(content: HTMLElement): void {
  if (!framed()) return;
  let last = -1;
  const report = () => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    postToHost({ type: 'pps:resize', height });
  };
  new ResizeObserver(report).observe(content);
  report();
}

// Calls `apply` with the changes of each pps:configure message from the
// parent window; a malformed one is answered with pps:error instead.
export function onConfigure(apply: (changes: Partial<OptionTexts>) => void): void {
  if (!framed()) return;
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const data: unknown = event.data;
    if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== 'pps:configure') return;
    const read = readConfigure(data);
    if ('error' in read) postToHost({ type: 'pps:error', request: 'pps:configure', message: read.error });
    else apply(read.changes);
  });
}
