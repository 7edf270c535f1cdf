#!/usr/bin/env node
// A teacher's graded assignment from a script (docs/TEACHING.md,
// "Assignments"); the teacher's page, teach.html, does the same in a browser
// with the same modules (web/src/state/assignment-maker.ts, and
// web/src/teach/packages.ts for the packages: the same inputs make the same
// bytes). From the teacher's key (teach.html or `pps key` draws one; it never
// leaves this machine) and the settings: the token, the student's link and
// embed, and with --scorm12/--scorm2004/--cmi5 FILE the learning-platform
// packages of the built site (npm run build first). Nothing is printed or
// written until every setting and the site are right. The key is best read
// from a file: other users of the machine can read a command line.
//
//   node scripts/make-assignment.mjs --key-file FILE|--key HEX --name week3 --deals 3 [--system american]
//     [--hints off] [--ai off] [--undo off] [--grade ai] [--pass 60] [--site https://HOST/path/]
//     [--scorm12 week3-scorm12.zip] [--scorm2004 week3-scorm2004.zip] [--cmi5 week3-cmi5.zip]
//     [--dist web/dist] [--salt 8 HEX DIGITS (the token's 4 random bytes: the same salt, the same token)]
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { importTs } from '../web/build/import-ts.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SETTINGS = ['system', 'hints', 'ai', 'undo', 'grade', 'pass'];

const maker = () => importTs('web/src/state/assignment-maker.ts');
const packages = () => importTs('web/src/teach/packages.ts');

// The assignment's deal key, for Node callers that need it at once (the
// tests): the maker's derivation (teacher-key.ts: HMAC-SHA256 of the same
// sentence) with node:crypto.
export function deriveDealKey(teacherKey, name) {
  if (!/^[0-9a-fA-F]{64}$/.test(teacherKey)) throw new Error("--key: the teacher's key is 64 hex digits (teach.html or pps key draws one)");
  return createHmac('sha256', Buffer.from(teacherKey, 'hex')).update(`pps assignment deals: ${name}`).digest('hex');
}

// The assignment as the page reads it ({ token, dealKey, settings, assignment }),
// or throws with the teacher's problems. `salt`: 4 bytes (random by default).
export async function makeAssignment({ key, name, deals, salt = randomBytes(4), ...given }, systemProblem) {
  const { makeAssignment: make } = await maker();
  const made = await make({ key, name, deals, ...given }, new Uint8Array(salt), systemProblem);
  if ('problems' in made) throw new Error(made.problems.map((p) => `--${p.setting}: ${p.text}`).join('\n'));
  return made.made;
}

// A token made without any check, for tests of what a student's page does with a bad one.
export async function sealAssignment({ key, name, deals, salt = randomBytes(4), ...given }) {
  const { sealAssignment: seal } = await maker();
  return seal({ key, name, deals, ...given }, new Uint8Array(salt));
}

// The package of `kind` for a made assignment, from the built site `dist`: { bytes, files }.
export async function buildPackage({ kind, dist, token, title, system, pass = null }) {
  const { buildPackage: build, PACKAGE_FILES } = await packages();
  if (!existsSync(path.join(dist, PACKAGE_FILES))) throw new Error(`${dist} is no built site (no ${PACKAGE_FILES}): run npm run build first, or give --dist`);
  return build((file) => readFile(path.join(dist, file)).then((b) => new Uint8Array(b.buffer, b.byteOffset, b.length)), { kind, token, title, system, pass });
}

// The engine's check of a point system, from the Node build of the
// single-threaded engine when it is built (npm run build); without it the
// system is checked when a student's page (or teach.html) opens it.
function engineSystemCheck() {
  const file = path.join(ROOT, 'build-wasm-st/wasm/bindings/pps-engine-st.node.cjs');
  if (!existsSync(file)) return null;
  let engine = null;
  return async (spec) => {
    engine ??= await createRequire(import.meta.url)(file)({ wasmBinary: readFileSync(file.replace(/\.cjs$/, '.wasm')) });
    try {
      engine.parseSystem(spec);
      return null;
    } catch (e) {
      return `${JSON.stringify(spec)} is no point system: ${e.message ?? e}`;
    }
  };
}

const usage = `usage: node scripts/make-assignment.mjs --key HEX|--key-file FILE --name NAME --deals N [--system SPEC]
  [--hints on|off] [--ai on|off] [--undo on|off] [--grade ai|ai:STRENGTH[:PLAYER]|best|points:N] [--pass 0-100]
  [--site URL] [--scorm12 FILE.zip] [--scorm2004 FILE.zip] [--cmi5 FILE.zip] [--dist web/dist] [--salt HEX]
The key: teach.html (the teacher's page) or pps key draws one; keep it, it checks every grade.`;

async function main() {
  const { values } = parseArgs({
    options: Object.fromEntries(
      ['key', 'key-file', 'name', 'deals', ...SETTINGS, 'site', 'scorm12', 'scorm2004', 'cmi5', 'dist', 'salt'].map((name) => [name, { type: 'string' }]),
    ),
  });
  const fail = (text) => {
    console.error(`The assignment was not made (nothing was written):\n${text}`);
    process.exit(1);
  };
  if (values.key && values['key-file']) fail('give --key-file or --key, not both');
  let key = values.key;
  if (values['key-file']) {
    try {
      key = readFileSync(values['key-file'], 'utf8').trim();
    } catch (e) {
      fail(`--key-file: ${e.message}`);
    }
  }
  if (!key || !values.name || !values.deals) {
    console.error(usage);
    process.exit(2);
  }
  if (values.salt !== undefined && !/^[0-9a-fA-F]{8}$/.test(values.salt)) fail('--salt: 8 hex digits (the token\'s 4 random bytes), or leave it out');
  const systemCheck = engineSystemCheck();
  let made;
  try {
    made = await makeAssignment({ ...Object.fromEntries(SETTINGS.filter((s) => values[s] !== undefined).map((s) => [s, values[s]])), key, name: values.name, deals: values.deals, ...(values.salt ? { salt: Buffer.from(values.salt, 'hex') } : {}) }, systemCheck ?? undefined);
  } catch (e) {
    fail(e.message.split('\n').map((l) => `  ${l}`).join('\n'));
  }
  const a = made.assignment;
  // The packages first: a missing site stops here, before any token is printed.
  const kinds = ['scorm12', 'scorm2004', 'cmi5'].filter((kind) => values[kind]);
  const written = [];
  const dist = path.resolve(values.dist ?? path.join(ROOT, 'web/dist'));
  for (const kind of kinds) {
    try {
      const { bytes } = await buildPackage({ kind, dist, token: made.token, title: a.name, system: a.system, pass: a.pass });
      written.push({ kind, file: values[kind], bytes });
    } catch (e) {
      fail(`--${kind}: ${e.message}`);
    }
  }
  for (const { file, bytes } of written) {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileSync(path.resolve(file), bytes);
  }
  const { summary, studentLink, embedElement } = await maker();
  const site = values.site ?? 'https://HOST/';
  console.log(`Assignment ${summary(a)}.`);
  if (!systemCheck) console.log('(Its point system is checked when a page opens it: npm run build lets this script check it now.)');
  console.log(`\nToken:\n${made.token}\n\nThe student's link:\n${studentLink(site, made.token)}\n\nIn a page:\n${embedElement(site, made.token)}`);
  const { KIND_LABELS } = await packages();
  for (const { kind, file, bytes } of written) console.log(`\nWrote ${file} (${(bytes.length / 1e6).toFixed(2)} MB), the ${KIND_LABELS[kind]} package.`);
  console.log(`\nThe AI's scores on its deals, and a student's grade checked from what the platform kept: the teacher's page,\n${new URL(`teach.html#assignment=${made.token}`, site).href}\nwith your key imported (nothing to build or install).`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
}
