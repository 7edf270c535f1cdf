// The lab's tournament table (web/src/lab/stats.ts) against the native one:
// the same players on the same deals, each game's score from `pps play`,
// give the means, standard errors and contest normalized scores that
// `pps tournament --json` computes in C++ (wasm/cli/tournament.cpp). The
// systems include a custom one with negative values and one where every
// player ties (every normalized score 1).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pps } from './support/engines.mjs';
import { importTs } from './support/import-ts.mjs';

const { normalizeSystem, table } = await importTs('web/src/lab/stats.ts');

const PLAYERS = ['random', 'greedy', 'greedy:eval=points'];
const SYSTEMS = ['american', '-3,5,-20,40,17,-9,60,-128,127,0', '0,0,0,0,0,0,0,0,0,0'];
const GAMES = 20;
const SEED = 5;
const SIMS = 10;
// pps prints means, SEs and normalized scores with 6 decimals.
const PRINTED = 5e-7 + 1e-9;

test('the lab normalizes as pps tournament does', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pps-normalized-'));
  const tournamentFile = path.join(dir, 'tournament.json');
  pps('tournament', '--players', PLAYERS.join(','), '--systems', SYSTEMS.join(';'), '--games', String(GAMES),
    '--seed', String(SEED), '--sims', String(SIMS), '--json', tournamentFile);
  const native = JSON.parse(readFileSync(tournamentFile, 'utf8'));
  assert.deepEqual(native.players, PLAYERS);
  assert.deepEqual(native.systems, SYSTEMS);

  const results = [];
  for (const player of PLAYERS)
    for (const system of SYSTEMS) {
      const file = path.join(dir, 'play.json');
      pps('play', '--player', player, '--system', system, '--games', String(GAMES), '--seed', String(SEED),
        '--sims', String(SIMS), '--json', file);
      for (const g of JSON.parse(readFileSync(file, 'utf8')).games)
        results.push({ player, system, seed: String(g.seed), score: g.score });
    }

  const lab = table(results, PLAYERS, SYSTEMS);
  const sums = new Map(PLAYERS.map((p) => [p, 0]));
  const distinct = new Set();
  for (const system of SYSTEMS) {
    const rows = PLAYERS.map((player) => native.results.find((r) => r.system === system && r.player === player));
    // The C++ means, exact (integer sums), normalized by the lab's function.
    const scaled = normalizeSystem(rows.map((r) => r.sum / r.count));
    rows.forEach((row, i) => {
      const cell = lab.cells.get(`${row.player}|${system}`);
      const where = `${row.player} on ${system}`;
      assert.equal(cell.games, row.count, where);
      assert.ok(Math.abs(cell.mean - row.sum / row.count) < 1e-9, `${where}: mean ${cell.mean} vs ${row.sum / row.count}`);
      assert.ok(Math.abs(cell.se - row.se) < PRINTED, `${where}: se ${cell.se} vs ${row.se}`);
      assert.ok(Math.abs(scaled[i] - row.normalized) < PRINTED, `${where}: normalized ${scaled[i]} vs ${row.normalized}`);
      sums.set(row.player, sums.get(row.player) + row.normalized);
      distinct.add(row.normalized.toFixed(6));
    });
  }
  for (const player of PLAYERS) {
    const diff = Math.abs(lab.normalized.get(player) - sums.get(player));
    assert.ok(diff < SYSTEMS.length * PRINTED, `${player}: summed ${lab.normalized.get(player)} vs ${sums.get(player)}`);
  }
  // Not only 0s and 1s: a player strictly between the worst and the best.
  assert.ok([...distinct].some((v) => v !== '0.000000' && v !== '1.000000'), [...distinct].join(' '));
});

test('normalization edge cases: ties are all 1, a player without games neither counts nor moves the bounds', () => {
  assert.deepEqual(normalizeSystem([3, 3, 3]), [1, 1, 1]);
  assert.deepEqual(normalizeSystem([10, 20, NaN, 15]), [0, 1, NaN, 0.5]);
  assert.deepEqual(normalizeSystem([NaN]), [NaN]);
});
