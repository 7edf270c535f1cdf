// FNV-1a (docs/DESIGN.md, References [24]): a checksum of a token and an
// identity for an assignment's saved progress. Not a cryptographic hash:
// nothing here is secret from the page's own code (assignment-token.ts).
export function fnv1a32(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h >>> 0;
}

// 16 hex digits.
export function fnv1a64(bytes: Uint8Array): string {
  let h = 0xcbf29ce484222325n;
  for (const b of bytes) h = ((h ^ BigInt(b)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return h.toString(16).padStart(16, '0');
}
