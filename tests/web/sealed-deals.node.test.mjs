// Sealed deals (the engine's sealed_deal.h, docs/DESIGN.md "Sealed deals") are
// one implementation dealing the same cards everywhere: both WebAssembly
// builds deal what native `pps deal --key` deals for the same keys and point
// systems, and what an independent implementation of the construction as
// DESIGN.md states it deals (Node's OpenSSL HMAC-SHA256 and ChaCha20 and the
// shuffle written out here); each system's deals are its own; a
// built-in player's game of a sealed deal is the native `pps play --key` game,
// and the lab's referee scores the cells it played as pps did.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createCipheriv, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FLAVOURS, loadEngine, pps, shutDown } from './support/engines.mjs';

const KEYS = [
  '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  '0'.repeat(64),
  pps('key').trim(), // a fresh one
];
const NUMBERS = ['0', '1', '42', '-1', '9223372036854775807', '-9223372036854775808'];
const SYSTEMS = ['american', 'british', 'ameritish:34412016', '-5,1,2,3,4,5,6,7,8,9'];
const cardText = (id) => 'A23456789TJQK'[id % 13] + 'CDHS'[Math.floor(id / 13)];

// DESIGN.md's construction, written again from its words: the system's key
// is HMAC-SHA256 of "pps sealed deals: SYSTEM" under the run's key; OpenSSL's
// ChaCha20 takes the block counter (4 bytes, little-endian) and the 12-byte
// nonce as one 16-byte IV.
function independentDeal(key, system, number) {
  const systemKey = createHmac('sha256', Buffer.from(key, 'hex')).update(`pps sealed deals: ${system}`).digest();
  const iv = Buffer.alloc(16);
  Buffer.from('deal', 'ascii').copy(iv, 4);
  iv.writeBigInt64LE(BigInt(number), 8);
  const keystream = createCipheriv('chacha20', systemKey, iv).update(Buffer.alloc(64 * 8));
  let at = 0;
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 0; i < 51; i++) {
    const m = 52 - i;
    let w;
    do {
      w = keystream.readUInt32LE(at);
      at += 4;
    } while (w >= 2 ** 32 - (2 ** 32 % m));
    const j = i + (w % m);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck.slice(0, 25).map(cardText).join(' ');
}

// pps deal reads its key from a file: a key on the command line is public.
const keyFile = (key) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pps-key-')), 'key');
  writeFileSync(file, `${key}\n`);
  return file;
};

test('both builds deal the cards native pps and an independent implementation deal', async () => {
  const native = new Map();
  for (const key of KEYS) {
    const file = keyFile(key);
    for (const system of SYSTEMS)
      for (const n of NUMBERS) {
        const cards = pps('deal', '--key-file', file, '--system', system, '--seed', n).trim();
        assert.equal(cards, independentDeal(key, system, n), `key ${key}, ${system}, deal ${n}: native against the independent implementation`);
        native.set(`${key}/${system}/${n}`, cards);
      }
  }
  // Deal n of one system is not deal n of another.
  for (const n of NUMBERS) assert.equal(new Set(SYSTEMS.map((system) => native.get(`${KEYS[0]}/${system}/${n}`))).size, SYSTEMS.length);
  for (const flavour of FLAVOURS) {
    const E = await loadEngine(flavour, { ppsPoolSize: 2 });
    try {
      for (const key of KEYS)
        for (const system of SYSTEMS)
          for (const n of NUMBERS)
            assert.equal(E.sealedDeal(key, system, n).map(cardText).join(' '), native.get(`${key}/${system}/${n}`), `${flavour}: key ${key}, ${system}, deal ${n}`);
      assert.equal(E.sealedDeal(KEYS[0].toUpperCase(), 'american', '0').map(cardText).join(' '), native.get(`${KEYS[0]}/american/0`), 'either case');
    } finally {
      shutDown(E);
    }
  }
});

test('a game of a sealed deal is the native one, and the referee scores it as pps did', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pps-sealed-'));
  const json = path.join(dir, 'play.json');
  const [key] = KEYS;
  pps('play', '--player', 'greedy', '--system', 'british', '--games', '4', '--seed', '7', '--key-file', keyFile(key), '--json', json);
  const native = JSON.parse(readFileSync(json, 'utf8'));
  assert.equal(native.key, key);
  for (const flavour of FLAVOURS) {
    const E = await loadEngine(flavour, { ppsPoolSize: 2 });
    try {
      const player = E.AiPlayer.create('greedy');
      for (const game of native.games) {
        assert.equal(E.playSealedGame(player, 'british', key, String(game.seed)), game.moves, `${flavour}, deal ${game.seed}`);
        const cells = [...game.moves].map((letter) => letter.charCodeAt(0) - 97);
        assert.equal(E.scoreSealedGame('british', key, String(game.seed), cells), game.score);
      }
      player.delete();
    } finally {
      shutDown(E);
    }
  }
});

test('a bad key or a game that is no game is refused, saying why', async () => {
  const E = await loadEngine('st');
  const [key] = KEYS;
  assert.equal(E.parseDealKey(key.toUpperCase()), key);
  assert.throws(() => E.parseDealKey('abc'), { message: "a deal key is 64 hexadecimal digits (256 bits), got 3 characters: 'abc'" });
  assert.throws(() => E.sealedDeal(`${key.slice(0, 63)}g`, 'american', '0'), { message: /'g' at position 64 is not a hexadecimal digit/ });
  assert.throws(() => E.sealedDeal(key, 'american', '1e3'), { message: /^seed '1e3' is not an integer$/ });
  assert.throws(() => E.sealedDeal(key, 'americano', '0'), { message: /americano/ });
  assert.throws(() => E.parseDealKey(undefined), { message: 'deal key must be a string (got undefined)' });
  const cells = Array.from({ length: 25 }, (_, i) => i);
  assert.throws(() => E.scoreSealedGame('american', key, '0', [0, 0, ...cells.slice(2)]), { message: /^cell 0 \(row 1, column 1\) is already filled$/ });
  assert.throws(() => E.scoreSealedGame('american', key, '0', cells.slice(1)), { message: /25 cells/ });
  assert.ok(Number.isInteger(E.scoreSealedGame('american', key, '0', cells)));
});
