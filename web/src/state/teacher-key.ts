// A teacher's key (docs/TEACHING.md, "Assignments"): 256 bits as 64 hex
// digits, the very text `pps key` prints, so a key drawn on the teacher's
// page (teach.html) and one drawn by the CLI are one format and either reads
// the other's. The key never goes into a token: an assignment's deals come
// from a key derived from it and the assignment's name (HMAC-SHA256, one
// way), so a token gives away that assignment's deals, never the key.

export const KEY_DIGITS = 64;

// A new key from the browser's (or Node's) secure generator.
export function newTeacherKey(): string {
  return bytesHex(crypto.getRandomValues(new Uint8Array(KEY_DIGITS / 2)));
}

// The key in a text a teacher pastes or a file holds (`pps key > my.key`):
// 64 hex digits, any case, blanks around them; anything else is refused with why.
export function readTeacherKey(text: string): { key: string } | { problem: string } {
  const t = text.trim();
  if (t === '') return { problem: 'the key is empty: paste the 64 hex digits, or choose the file you exported' };
  if (!/^[0-9a-fA-F]*$/.test(t)) {
    const bad = [...t].find((c) => !/[0-9a-fA-F]/.test(c))!;
    return { problem: `a key is 64 hex digits (0-9, a-f); this text has ${JSON.stringify(bad)}${t.length > KEY_DIGITS ? ' and is longer' : ''}` };
  }
  if (t.length !== KEY_DIGITS) return { problem: `a key is 64 hex digits; this one has ${t.length}` };
  return { key: t.toLowerCase() };
}

// The text of an exported key file: the key and a newline, as `pps key` prints it.
export const keyFileText = (key: string) => `${key}\n`;

// What the derived key is an HMAC of: the assignment's name, in a sentence of its own.
export const dealKeyMessage = (name: string) => `pps assignment deals: ${name}`;

// The assignment's deal key: HMAC-SHA256 of its name under the teacher's key.
export async function deriveDealKey(teacherKey: string, name: string): Promise<string> {
  const read = readTeacherKey(teacherKey);
  if ('problem' in read) throw new Error(`the teacher's key: ${read.problem}`);
  const key = await crypto.subtle.importKey('raw', hexBytes(read.key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(dealKeyMessage(name)));
  return bytesHex(new Uint8Array(mac));
}

// A short fingerprint of a key for the page (which key is this?), never the key itself.
export async function keyFingerprint(teacherKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', hexBytes(teacherKey));
  return bytesHex(new Uint8Array(digest).subarray(0, 4)).replace(/(....)(....)/, '$1-$2');
}

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
const bytesHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
