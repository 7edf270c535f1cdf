// A zip file (PKWARE's APPNOTE: local headers, central directory, end
// record; no zip64, no encryption) for the learning-platform packages
// (packages.mjs). Ours rather than a library's: the packages need writing
// only, node:zlib gives deflate and CRC-32, and the format is 60 lines.
// Files already compressed (.gz, .png, .wasm.gz) are stored, the rest
// deflated; every date is 1980-01-01, so the same files make the same zip.
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

const STORED = /\.(gz|png|zip)$/;
const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01
const UTF8 = 0x0800;

// entries: [{ name, bytes }] in order; returns the zip's bytes.
export function zip(entries) {
  const locals = [];
  const central = [];
  let offset = 0;
  for (const { name, bytes } of entries) {
    const data = Buffer.from(bytes);
    const nameBytes = Buffer.from(name, 'utf8');
    const deflated = STORED.test(name) ? null : deflateRawSync(data, { level: 9 });
    const body = deflated && deflated.length < data.length ? deflated : data;
    const method = body === data ? 0 : 8;
    const crc = crc32(data);
    const header = (signature, size) => {
      const b = Buffer.alloc(size);
      b.writeUInt32LE(signature, 0);
      return b;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(UTF8, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const entry = header(0x02014b50, 46);
    entry.writeUInt16LE(20, 4); // made by
    entry.writeUInt16LE(20, 6); // needed
    entry.writeUInt16LE(UTF8, 8);
    entry.writeUInt16LE(method, 10);
    entry.writeUInt16LE(0, 12);
    entry.writeUInt16LE(DOS_DATE, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(body.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, body);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

// The entries of a zip this module wrote (or any zip of stored and deflated
// entries without zip64): [{ name, bytes }]. For the tests, and to check a package.
export function unzip(buffer) {
  const b = Buffer.from(buffer);
  const end = b.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip: no end record');
  const count = b.readUInt16LE(end + 10);
  let at = b.readUInt32LE(end + 16);
  const out = [];
  for (let i = 0; i < count; i++) {
    if (b.readUInt32LE(at) !== 0x02014b50) throw new Error('not a zip: bad central directory');
    const method = b.readUInt16LE(at + 10);
    const size = b.readUInt32LE(at + 20);
    const nameLength = b.readUInt16LE(at + 28);
    const extra = b.readUInt16LE(at + 30);
    const comment = b.readUInt16LE(at + 32);
    const local = b.readUInt32LE(at + 42);
    const name = b.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + b.readUInt16LE(local + 26) + b.readUInt16LE(local + 28);
    const body = b.subarray(start, start + size);
    out.push({ name, bytes: method === 8 ? inflateRawSync(body) : Buffer.from(body), crc: b.readUInt32LE(at + 16) });
    at += 46 + nameLength + extra + comment;
  }
  return out;
}

