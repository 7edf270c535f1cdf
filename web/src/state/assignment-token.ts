// A graded assignment's token: what a link or an embed's `assignment`
// attribute carries instead of a key (docs/DESIGN.md, "Assignments").
//
// The teacher's key never leaves the teacher: the maker
// (scripts/make-assignment.mjs) derives the assignment's deal key from it
// and the assignment's name with HMAC-SHA256, a one-way function, and puts
// that derived key in the token with the assignment's settings. The page
// deals sealed deals 0, 1, ... of the derived key (engine/sealed_deal.h), the
// very deals `pps play --key DERIVED` plays, so the teacher checks the AI's
// scores natively; a student who got the derived key out of a token learns
// this assignment's deals, never the teacher's key nor another assignment's.
//
// The token's bytes are scrambled with a constant of this file and end in a
// checksum. That is not encryption, and this page cannot have any: it must
// deal the cards, so anyone who reads its code can do what it does. What the
// scrambling buys is that a link shows no key (`pps --key` and the lab's
// key= refuse a token, and no base64 decoder shows one), and that a token
// edited or cut short is refused as damaged instead of dealing other cards.
//
// Bytes: version (1) | salt (4) | scrambled(deal key (32) | settings, UTF-8)
// | FNV-1a 32 of all before (4); settings are a query string of the page's
// option names (system, hints, ai, undo, grade, pass) and count (deals) and
// name. Written in base64url.
import { fnv1a32, fnv1a64 } from './fnv.ts';

const VERSION = 1;
const SALT = 4;
const KEY_BYTES = 32;
const CHECK = 4;
// Public by design (see above): the seed of the scrambling stream.
const SCRAMBLE = 0x9e3779b9;

export interface TokenContent {
  key: string; // the assignment's deal key, 64 lowercase hex digits
  settings: string; // a query string: count=3&system=american&hints=off&...
}

export class TokenError extends Error {}

// mulberry32: a small, fast generator of bytes (no security intended).
function stream(seed: number, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let a = seed >>> 0;
  for (let i = 0; i < length; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return out;
}

const scramble = (bytes: Uint8Array, salt: Uint8Array) => {
  const mask = stream(SCRAMBLE ^ fnv1a32(salt), bytes.length);
  return bytes.map((b, i) => b ^ mask[i]!);
};

const toBase64Url = (bytes: Uint8Array) => {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
const bytesHex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

// `salt`: 4 random bytes (the maker draws them), so two tokens of one assignment differ.
export function sealToken(content: TokenContent, salt: Uint8Array): string {
  if (!/^[0-9a-f]{64}$/.test(content.key)) throw new TokenError('the deal key must be 64 lowercase hex digits');
  if (salt.length !== SALT) throw new TokenError(`the salt must be ${SALT} bytes`);
  const payload = new Uint8Array([...hexBytes(content.key), ...new TextEncoder().encode(content.settings)]);
  const body = new Uint8Array([VERSION, ...salt, ...scramble(payload, salt)]);
  const check = fnv1a32(body);
  return toBase64Url(new Uint8Array([...body, check >>> 24, (check >>> 16) & 0xff, (check >>> 8) & 0xff, check & 0xff]));
}

// The token's content; throws TokenError saying what is wrong.
export function openToken(token: string): TokenContent {
  const bytes = fromBase64Url(token.trim());
  if (!bytes) throw new TokenError('the assignment token cannot be read (it was cut or mistyped)');
  if (bytes.length < 1 + SALT + KEY_BYTES + CHECK) throw new TokenError('the assignment token is too short (it may be cut)');
  if (bytes[0] !== VERSION) throw new TokenError(`the assignment token is of another version (${bytes[0]}) than this page reads (${VERSION})`);
  const body = bytes.subarray(0, bytes.length - CHECK);
  const tail = bytes.subarray(bytes.length - CHECK);
  const check = ((tail[0]! << 24) | (tail[1]! << 16) | (tail[2]! << 8) | tail[3]!) >>> 0;
  if (check !== fnv1a32(body)) throw new TokenError('the assignment token is damaged (its checksum does not match: it was cut or changed)');
  const payload = scramble(body.subarray(1 + SALT), body.subarray(1, 1 + SALT));
  let settings: string;
  try {
    settings = new TextDecoder('utf-8', { fatal: true }).decode(payload.subarray(KEY_BYTES));
  } catch {
    throw new TokenError('the assignment token is damaged (its settings are not text)');
  }
  return { key: bytesHex(payload.subarray(0, KEY_BYTES)), settings };
}

// The assignment's identity: the same deals and settings give the same id,
// whatever the token's salt (progress is kept and checked under it).
export const assignmentId = (content: TokenContent) => fnv1a64(new TextEncoder().encode(`${content.key}|${content.settings}`));
