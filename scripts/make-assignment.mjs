#!/usr/bin/env node
// A teacher's graded assignment (docs/TEACHING.md, "Assignments"): from the teacher's
// key (`pps key` draws one; it never leaves this machine) and the
// assignment's settings, prints its token, the student's link and embed,
// and the `pps play` line that gives the AI's scores on its deals; with
// --scorm12/--scorm2004/--cmi5 FILE also writes the learning-platform
// packages of the built site (npm run build first). The key is read from a
// file (--key-file; `--key HEX` works too, but other users of the machine can
// read a command line).
//
//   node scripts/make-assignment.mjs --key-file FILE --name week3 --deals 3 [--system american]
//     [--hints off] [--ai off] [--undo off] [--grade ai] [--pass 60] [--site https://HOST/path/]
//     [--scorm12 week3-scorm12.zip] [--scorm2004 week3-scorm2004.zip] [--cmi5 week3-cmi5.zip]
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { importTs } from '../web/build/import-ts.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

// The assignment's deal key: HMAC-SHA256 of its name under the teacher's
// key. One-way, so the key a token carries gives away neither the teacher's
// key nor another assignment's deals (web/src/state/assignment-token.ts).
export function deriveDealKey(teacherKey, name) {
  if (!/^[0-9a-fA-F]{64}$/.test(teacherKey)) throw new Error('--key: the teacher\'s key is 64 hex digits (pps key draws one)');
  return createHmac('sha256', Buffer.from(teacherKey, 'hex')).update(`pps assignment deals: ${name}`).digest('hex');
}

const SETTINGS = ['system', 'hints', 'ai', 'undo', 'grade', 'pass'];

// { token, dealKey, id, settings, assignment, problems }: the assignment as the page reads it.
export async function makeAssignment({ key, name, deals, salt = randomBytes(4), ...given }) {
  const { sealToken } = await importTs('web/src/state/assignment-token.ts');
  const { readAssignment } = await importTs('web/src/state/assignment.ts');
  const { readOptions } = await importTs('web/src/state/page-options.ts');
  if (!name || !/^[\w .:-]{1,80}$/.test(name)) throw new Error('--name: 1 to 80 letters, digits, spaces or . : _ - (it makes the deals: keep it)');
  const params = new URLSearchParams({ count: String(deals), name });
  for (const field of SETTINGS) if (given[field] !== undefined) params.set(field, given[field]);
  if (!params.has('system')) params.set('system', 'american');
  const dealKey = deriveDealKey(key, name);
  const token = sealToken({ key: dealKey, settings: params.toString() }, new Uint8Array(salt));
  // Read back as a student's page reads it: any problem is the teacher's to fix now.
  const { options } = readOptions({ assignment: token }, 'embed');
  const { assignment, problems } = readAssignment(options);
  return { token, dealKey, settings: params.toString(), assignment, problems };
}

async function main() {
  const { values } = parseArgs({
    options: Object.fromEntries(
      ['key', 'key-file', 'name', 'deals', ...SETTINGS, 'site', 'scorm12', 'scorm2004', 'cmi5', 'dist'].map((name) => [name, { type: 'string' }]),
    ),
  });
  if (values.key && values['key-file']) {
    console.error('give --key-file or --key, not both');
    process.exit(2);
  }
  if (values['key-file']) values.key = readFileSync(values['key-file'], 'utf8').trim();
  else if (values.key) console.error('warning: a key on the command line can be seen by every user of this machine: give it with --key-file FILE');
  if (!values.key || !values.name || !values.deals) {
    console.error('usage: node scripts/make-assignment.mjs --key-file FILE --name NAME --deals N [--system SPEC] [--hints on|off] [--ai on|off]\n' +
      '  [--undo on|off] [--grade ai|ai:STRENGTH[:PLAYER]|best|points:N] [--pass 0-100] [--site URL]\n' +
      '  [--scorm12 FILE.zip] [--scorm2004 FILE.zip] [--cmi5 FILE.zip] [--dist web/dist]');
    process.exit(2);
  }
  const made = await makeAssignment({ ...values, deals: values.deals });
  if (!made.assignment || made.problems.length) {
    console.error(`The assignment is not right:\n${made.problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  const a = made.assignment;
  const site = values.site ?? 'https://HOST/';
  const link = new URL(`embed.html?assignment=${made.token}`, site).href;
  const { strengthBudget } = await importTs('web/src/state/ai-settings.ts');
  const budget = a.grading.kind === 'ai' ? strengthBudget(a.grading.strength, 1, a.grading.player) : null;
  console.log(`Assignment "${a.name}": ${a.count} sealed deals, ${a.system}, hints ${a.hints ? 'on' : 'off'}, AI ${a.ai ? 'on' : 'off'}, undo ${a.undo ? 'on' : 'off'}, pass ${a.pass ?? 'none'}`);
  console.log(`\nToken:\n${made.token}\n\nThe student's link:\n${link}\n\nIn a page:\n<script type="module" src="${new URL('poker-squares.js', site).href}"></script>\n<poker-squares assignment="${made.token}"></poker-squares>`);
  console.log(`\nThe assignment's deal key (keep it private: it deals the cards):\n${made.dealKey}`);
  if (budget) {
    // The page's AI learns as the strength's recipe says, or loads the values shipped for the system.
    const shipped = budget.shipped?.systems.includes(a.system);
    const games = shipped ? budget.shipped.games : budget.learnGames;
    const file = `${a.grading.player}-${a.system.replace(/[^\w-]/g, '-')}.bin`;
    const keyFile = `${a.name.replace(/[^\w-]/g, '-')}-deals.key`;
    const play = `build/pps play --sims ${budget.simulations} --system ${a.system} --key-file ${keyFile} --seed 0 --games ${a.count}`;
    console.log(`\nThe AI's scores on its deals, as the page computes them${shipped ? ' (with the values the site ships)' : ''}, ` +
      `the deal key above in the file ${keyFile}:`);
    console.log(shipped
      ? `gunzip -c web/public/learned/${a.grading.player}-${a.system.replace(/[^\w-]/g, '-')}-${games}.bin.gz > ${file}\n${play} --player ${a.grading.player} --learned ${file}`
      : `${play} --player ${a.grading.player}:games=${games}`);
  }
  const packages = ['scorm12', 'scorm2004', 'cmi5'].filter((kind) => values[kind]);
  if (packages.length) {
    const { writePackage } = await import('../web/build/packages.mjs');
    for (const kind of packages) {
      const { bytes } = writePackage({ kind, dist: path.resolve(values.dist ?? path.join(ROOT, 'web/dist')), token: made.token, title: a.name, system: a.system, pass: a.pass, out: path.resolve(values[kind]) });
      console.log(`\nWrote ${values[kind]} (${(bytes / 1e6).toFixed(2)} MB), the ${kind} package.`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}
