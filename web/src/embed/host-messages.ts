// The embed's messages to the page that frames it (README, "Embedding"):
//   {type: 'pps:ready'}                       the game is playable; pps:configure is listened to
//   {type: 'pps:resize', height}              the content's height in CSS pixels
//   {type: 'pps:move', ...GameEventDetail}    after every placement (the player's or the AI's)
//   {type: 'pps:gameover', ...GameEventDetail} when the 25th card is placed
// and the one it listens to, from its parent window only:
//   {type: 'pps:configure', system?, seed?, hints?, ai?, panels?}   starts that new game
// Messages go to the parent window only; a page that is not framed posts nothing.
import type { GameEventDetail } from '../ui/game-events';

export type HostMessage =
  | { type: 'pps:ready' }
  | { type: 'pps:resize'; height: number }
  | ({ type: 'pps:move' } & GameEventDetail)
  | ({ type: 'pps:gameover' } & GameEventDetail);

export interface ConfigureMessage {
  type: 'pps:configure';
  system?: string | null;
  seed?: string | null;
  hints?: string | null;
  ai?: string | null;
  panels?: string | null;
}

const framed = () => window.parent !== window;

// The data is what the page shows anyway (scores, seeds, a share link), so any
// host origin may read it: embedding on any site is the point.
export function postToHost(message: HostMessage): void {
  if (framed()) window.parent.postMessage(message, '*');
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

// Calls `apply` with each pps:configure message from the parent window.
export function onConfigure(apply: (message: ConfigureMessage) => void): void {
  if (!framed()) return;
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const data = event.data as Partial<ConfigureMessage> | null;
    if (!data || typeof data !== 'object' || data.type !== 'pps:configure') return;
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : null);
    apply({ type: 'pps:configure', system: text(data.system), seed: text(data.seed), hints: text(data.hints), ai: text(data.ai), panels: text(data.panels) });
  });
}
