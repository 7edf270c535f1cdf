// Draws the app's icons (web/public/icons/): a playing card with a spade on
// the felt green, as PNG files at the sizes a web app manifest needs, plus a
// maskable one whose card stays inside the safe circle. Deterministic, so
// rerunning it changes no bytes:  node scripts/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../web/public/icons');
const FELT = [15, 61, 46, 255];
const CARD = [247, 245, 239, 255];
const INK = [29, 29, 31, 255];
const CLEAR = [0, 0, 0, 0];

const inRoundRect = (x, y, [x0, y0, x1, y1], r) => {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
const inTriangle = (x, y, [ax, ay], [bx, by], [cx, cy]) => {
  const side = (px, py, qx, qy) => (x - qx) * (py - qy) - (px - qx) * (y - qy);
  const d1 = side(ax, ay, bx, by), d2 = side(bx, by, cx, cy), d3 = side(cx, cy, ax, ay);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
};
// A spade in the unit square: a point on top, two lobes, a stem.
const inSpade = (x, y) =>
  inCircle(x, y, 0.33, 0.56, 0.2) || inCircle(x, y, 0.67, 0.56, 0.2) ||
  inTriangle(x, y, [0.5, 0.05], [0.14, 0.49], [0.86, 0.49]) || inTriangle(x, y, [0.5, 0.3], [0.13, 0.58], [0.87, 0.58]) ||
  inTriangle(x, y, [0.5, 0.55], [0.33, 0.95], [0.67, 0.95]);

// The colour at (x, y) in [0, 1]²; `card`: the card's box, as fractions.
function colour(x, y, { maskable, card }) {
  const [x0, y0, x1, y1] = card;
  const w = x1 - x0, hgt = y1 - y0;
  const sx = (x - (x0 + 0.18 * w)) / (0.64 * w), sy = (y - (y0 + 0.5 * hgt - 0.32 * w)) / (0.64 * w);
  if (sx >= 0 && sx <= 1 && sy >= 0 && sy <= 1 && inSpade(sx, sy)) return INK;
  if (inRoundRect(x, y, card, 0.08 * w)) return CARD;
  if (maskable || inRoundRect(x, y, [0, 0, 1, 1], 0.2)) return FELT;
  return CLEAR;
}

function pixels(size, style) {
  const S = 4; // samples per side, for smooth edges
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let j = 0; j < S; j++)
        for (let i = 0; i < S; i++) {
          const c = colour((px + (i + 0.5) / S) / size, (py + (j + 0.5) / S) / size, style);
          for (let k = 0; k < 3; k++) sum[k] += c[k] * c[3];
          sum[3] += c[3];
        }
      const at = (py * size + px) * 4;
      for (let k = 0; k < 3; k++) rgba[at + k] = sum[3] ? Math.round(sum[k] / sum[3]) : 0;
      rgba[at + 3] = Math.round(sum[3] / (S * S));
    }
  return rgba;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT, { recursive: true });
const ICONS = [
  ['icon-192.png', 192, { maskable: false, card: [0.2, 0.12, 0.8, 0.88] }],
  ['icon-512.png', 512, { maskable: false, card: [0.2, 0.12, 0.8, 0.88] }],
  // The safe zone of a maskable icon is the centred circle of 80% diameter.
  ['icon-maskable-512.png', 512, { maskable: true, card: [0.3, 0.22, 0.7, 0.78] }],
];
for (const [name, size, style] of ICONS) {
  writeFileSync(path.join(OUT, name), png(size, pixels(size, style)));
  console.log(`web/public/icons/${name}`);
}
