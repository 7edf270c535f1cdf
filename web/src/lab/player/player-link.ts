// Keeping and sharing the student's player. Kept: in this browser's
// localStorage, on every edit (it survives reloads and going offline).
// Shared: in a link's fragment, #player=..., the code and its clock as
// compressed JSON in base64url: the fragment never reaches a server, so a
// long program meets no server's limit on addresses. A link longer than
// MOST_LINK_CHARS is refused with a message (mail and chat programs cut
// longer ones); a link whose player does not decode (cut short on the way)
// is named as damaged, never opened half. Code longer than MOST_CODE_CHARS
// is neither kept nor shared nor opened from a link: a link is unpacked only
// up to what such code can take, so a small link cannot unpack to megabytes.
import type { MineSettings } from './player-panel';

export const MOST_LINK_CHARS = 8000;
export const MOST_CODE_CHARS = 100_000;
// The most a link's JSON can hold for code of MOST_CODE_CHARS: each
// character at most 6 bytes (a control character, escaped), and the clock.
const MOST_UNPACKED_BYTES = 6 * MOST_CODE_CHARS + 1000;

// Why code of `chars` characters is refused.
export const tooLong = (chars: number) =>
  `the code is ${chars.toLocaleString('en')} characters long, more than the ${MOST_CODE_CHARS.toLocaleString('en')} the lab takes`;
const KEY = 'pps-lab-player-v1';
const HASH = 'player=';

type Shared = Pick<MineSettings, 'language' | 'code' | 'prepSeconds' | 'gameSeconds'>;

class Oversized extends Error {}

// `bytes` through `stream`, reading at most `most` bytes of its output
// (past that: Oversized, the rest never made).
async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, most = Infinity): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > most) {
      void reader.cancel();
      throw new Oversized();
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) (out.set(p, at), (at += p.length));
  return out;
}

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

// The link that opens the lab at `tournamentUrl` with this player, or a
// message saying why it cannot be made.
export async function playerLink(tournamentUrl: string, s: Shared): Promise<{ url: string } | { problem: string }> {
  if (s.code.length > MOST_CODE_CHARS) return { problem: `No link: ${tooLong(s.code.length)}.` };
  const json = JSON.stringify({ language: s.language, code: s.code, prep: s.prepSeconds, clock: s.gameSeconds });
  const packed = toBase64Url(await pipe(new TextEncoder().encode(json), new CompressionStream('deflate-raw')));
  const url = `${tournamentUrl.split('#')[0]}#${HASH}${packed}`;
  if (url.length > MOST_LINK_CHARS)
    return { problem: `The link would be ${url.length.toLocaleString('en')} characters long, more than the ${MOST_LINK_CHARS.toLocaleString('en')} a link can safely carry: shorten the code, or share it as a file ("Save to a file"; whoever gets it opens it with "Load a file").` };
  return { url };
}

// The player of a link's fragment: null if it has none, else the player or why it cannot be read.
export async function readPlayerLink(hash: string): Promise<null | { player: Shared } | { problem: string }> {
  const at = hash.indexOf(HASH);
  if (at < 0) return null;
  try {
    const bytes = await pipe(fromBase64Url(hash.slice(at + HASH.length)), new DecompressionStream('deflate-raw'), MOST_UNPACKED_BYTES);
    const data = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof data.code !== 'string' || !['javascript', 'python'].includes(data.language)) throw new Error('no player');
    if (data.code.length > MOST_CODE_CHARS) throw new Oversized();
    const seconds = (v: unknown, fallback: number) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 300 ? (v as number) : fallback);
    return { player: { language: data.language, code: data.code, prepSeconds: seconds(data.prep, 10), gameSeconds: seconds(data.clock, 30) } };
  } catch (e) {
    if (e instanceof Oversized)
      return { problem: `The player in this link was not opened: its code is longer than the ${MOST_CODE_CHARS.toLocaleString('en')} characters the lab takes.` };
    return { problem: 'The player in this link is damaged (cut short on the way?) and was not opened: ask for the link again.' };
  }
}

// Keeps the player in this browser; why not, if it was not kept.
export function keepPlayer(s: MineSettings): string | null {
  if (s.code.length > MOST_CODE_CHARS) return `Not kept in this browser: ${tooLong(s.code.length)}.`;
  try {
    localStorage.setItem(KEY, JSON.stringify(s));
    return null;
  } catch {
    return 'Not kept in this browser: its storage is full or refused.';
  }
}

export function keptPlayer(): MineSettings | null {
  try {
    const s = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!s || typeof s.code !== 'string' || s.code.length > MOST_CODE_CHARS || !['javascript', 'python'].includes(s.language)) return null;
    return { on: Boolean(s.on), language: s.language, code: s.code, prepSeconds: Number(s.prepSeconds) || 10, gameSeconds: Number(s.gameSeconds) || 30 };
  } catch {
    return null;
  }
}
