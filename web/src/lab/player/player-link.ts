// Keeping and sharing the student's player. Kept: in this browser's
// localStorage, on every edit (it survives reloads and going offline).
// Shared: in a link's fragment, #player=..., the code and its clock as
// compressed JSON in base64url: the fragment never reaches a server, so a
// long program meets no server's limit on addresses. A link longer than
// MOST_LINK_CHARS is refused with a message (mail and chat programs cut
// longer ones); a link whose player does not decode (cut short on the way)
// is named as damaged, never opened half.
import type { MineSettings } from './player-panel';

export const MOST_LINK_CHARS = 8000;
const KEY = 'pps-lab-player-v1';
const HASH = 'player=';

type Shared = Pick<MineSettings, 'language' | 'code' | 'prepSeconds' | 'gameSeconds'>;

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

// The link that opens the lab at `tournamentUrl` with this player, or a
// message saying why it cannot be made.
export async function playerLink(tournamentUrl: string, s: Shared): Promise<{ url: string } | { problem: string }> {
  const json = JSON.stringify({ language: s.language, code: s.code, prep: s.prepSeconds, clock: s.gameSeconds });
  const packed = toBase64Url(await pipe(new TextEncoder().encode(json), new CompressionStream('deflate-raw')));
  const url = `${tournamentUrl.split('#')[0]}#${HASH}${packed}`;
  if (url.length > MOST_LINK_CHARS)
    return { problem: `The link would be ${url.length.toLocaleString('en')} characters long, more than the ${MOST_LINK_CHARS.toLocaleString('en')} a link can safely carry: shorten the code (or share it as a file).` };
  return { url };
}

// The player of a link's fragment: null if it has none, else the player or why it cannot be read.
export async function readPlayerLink(hash: string): Promise<null | { player: Shared } | { problem: string }> {
  const at = hash.indexOf(HASH);
  if (at < 0) return null;
  try {
    const bytes = await pipe(fromBase64Url(hash.slice(at + HASH.length)), new DecompressionStream('deflate-raw'));
    const data = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof data.code !== 'string' || !['javascript', 'python'].includes(data.language)) throw new Error('no player');
    const seconds = (v: unknown, fallback: number) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 300 ? (v as number) : fallback);
    return { player: { language: data.language, code: data.code, prepSeconds: seconds(data.prep, 10), gameSeconds: seconds(data.clock, 30) } };
  } catch {
    return { problem: 'The player in this link is damaged (cut short on the way?) and was not opened: ask for the link again.' };
  }
}

export function keepPlayer(s: MineSettings) {
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
  } catch {
    // Storage full or refused: the code stays in the editor, not kept.
  }
}

export function keptPlayer(): MineSettings | null {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!s || typeof s.code !== 'string' || !['javascript', 'python'].includes(s.language)) return null;
    return { on: Boolean(s.on), language: s.language, code: s.code, prepSeconds: Number(s.prepSeconds) || 10, gameSeconds: Number(s.gameSeconds) || 30 };
  } catch {
    return null;
  }
}
