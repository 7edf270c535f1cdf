// A new key for the sealed deals of a lab run (the engine's sealed_deal.h):
// 256 bits from the browser's secure generator, as 64 hex digits. The key
// stays in this page and the engine's worker; the student's sandbox gets
// each game's cards only, one at a time as they are drawn.
export function newDealKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
