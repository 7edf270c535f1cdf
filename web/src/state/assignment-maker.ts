// Making a graded assignment (docs/TEACHING.md, "Assignments"), the one
// maker of the teacher's page (teach.html) and scripts/make-assignment.mjs:
// the teacher's settings checked with messages for the teacher (each names
// the setting and what to give instead: nothing is made from a bad one), the
// deal key derived from the teacher's key and the name, the token sealed,
// then read back exactly as a student's page reads it.
import { readAssignment, type Assignment } from './assignment';
import { checkGrade, checkPass, MAX_DEALS } from './assignment-rules';
import { sealToken } from './assignment-token';
import { checkSwitch, quoted } from './input-rules';
import { readOptions } from './page-options';
import { deriveDealKey, readTeacherKey } from './teacher-key';

// The settings a token carries, as the page's option names (and count, name).
export const TOKEN_SETTINGS = ['system', 'hints', 'ai', 'undo', 'grade', 'pass'] as const;
type Setting = (typeof TOKEN_SETTINGS)[number];

export interface AssignmentInput {
  key: string; // the teacher's key
  name: string;
  deals: string | number;
  system?: string;
  hints?: string;
  ai?: string;
  undo?: string;
  grade?: string;
  pass?: string;
}

// A problem with one setting: `setting` names it (a form's field, a script's --flag).
export interface InputProblem {
  setting: 'key' | 'name' | 'deals' | Setting;
  text: string;
}

export interface MadeAssignment {
  token: string;
  dealKey: string;
  settings: string; // the token's settings, a query string
  assignment: Assignment;
}

export const NAME_RULE = /^[\w .:-]{1,80}$/;

// The problems of `input` (none: it can be made). `systemProblem`: the
// engine's check of the point system where the maker has an engine.
export async function inputProblems(input: AssignmentInput, systemProblem?: (spec: string) => Promise<string | null>): Promise<InputProblem[]> {
  const problems: InputProblem[] = [];
  const add = (setting: InputProblem['setting'], text: string) => problems.push({ setting, text });
  const key = readTeacherKey(input.key ?? '');
  if ('problem' in key) add('key', key.problem);
  if (!NAME_RULE.test(input.name ?? '')) {
    add('name', `${quoted(input.name ?? '')} is no name: 1 to 80 letters, digits, spaces or . : _ - (the name makes the deals, so keep it)`);
  }
  const dealsText = String(input.deals ?? '').trim();
  const count = /^\d{1,9}$/.test(dealsText) ? Number(dealsText) : NaN;
  if (!(count >= 1 && count <= MAX_DEALS)) add('deals', `${quoted(dealsText)} is not a number of deals from 1 to ${MAX_DEALS}`);
  const system = (input.system ?? 'american').trim();
  if (system === '') add('system', 'no point system given (american, british, or a spec as pps takes one)');
  else if (systemProblem) {
    const why = await systemProblem(system);
    if (why) add('system', why);
  }
  for (const name of ['hints', 'ai', 'undo'] as const) {
    const text = input[name];
    if (text !== undefined && checkSwitch(name, text, false).problem) add(name, `${quoted(text)} is not on or off`);
  }
  if (input.grade !== undefined && checkGrade(input.grade).problem) {
    add('grade', `${quoted(input.grade)} is not one of ai, ai:STRENGTH, ai:STRENGTH:PLAYER (a strength that replays: fast, normal, strong), best, points:N (1 to 10,000)`);
  }
  if (input.pass !== undefined && checkPass(input.pass).problem) add('pass', `${quoted(input.pass)} is not a pass mark: a percentage from 0 to 100 (at most two decimals), or none`);
  return problems;
}

// The token's settings, in a fixed order (the same inputs make the same token for a given salt).
export function tokenSettings(input: AssignmentInput): string {
  const params = new URLSearchParams({ count: String(input.deals).trim(), name: input.name });
  for (const field of TOKEN_SETTINGS) {
    const value = input[field];
    if (value !== undefined && value !== '') params.set(field, value.trim());
  }
  if (!params.has('system')) params.set('system', 'american');
  return params.toString();
}

// Seals the token of `input` with `salt` (4 random bytes: two tokens of one
// assignment differ, and share its id). No checks: inputProblems() first, or
// a test's bad token on purpose.
export async function sealAssignment(input: AssignmentInput, salt: Uint8Array): Promise<{ token: string; dealKey: string; settings: string }> {
  const dealKey = await deriveDealKey(input.key, input.name);
  const settings = tokenSettings(input);
  return { token: sealToken({ key: dealKey, settings }, salt), dealKey, settings };
}

// The assignment, or the problems that keep it from being made.
export async function makeAssignment(
  input: AssignmentInput,
  salt: Uint8Array,
  systemProblem?: (spec: string) => Promise<string | null>,
): Promise<{ made: MadeAssignment } | { problems: InputProblem[] }> {
  const problems = await inputProblems(input, systemProblem);
  if (problems.length) return { problems };
  const sealed = await sealAssignment(input, salt);
  // Read back as a student's page reads it: what it would say is the teacher's to fix now.
  const { options } = readOptions({ assignment: sealed.token }, 'embed');
  const read = readAssignment(options);
  if (!read.assignment || read.problems.length) {
    return { problems: [{ setting: 'name', text: `a student's page would say: ${read.problems.join(' ')}` }] };
  }
  return { made: { ...sealed, assignment: read.assignment } };
}

// The student's link and the <poker-squares> snippet for a site at `site` (its address, ending in /).
export function studentLink(site: string, token: string): string {
  return new URL(`embed.html?assignment=${token}`, site).href;
}

export function embedElement(site: string, token: string): string {
  return `<script type="module" src="${new URL('poker-squares.js', site).href}"></script>\n<poker-squares assignment="${token}"></poker-squares>`;
}

// "1 sealed deal", "3 sealed deals".
export const dealsText = (count: number) => `${count} sealed deal${count === 1 ? '' : 's'}`;

// One line of what the assignment is.
export function summary(a: Assignment): string {
  const onOff = (b: boolean) => (b ? 'on' : 'off');
  return `"${a.name}": ${dealsText(a.count)}, ${a.system}, hints ${onOff(a.hints)}, AI ${onOff(a.ai)}, undo ${onOff(a.undo)}, pass mark ${a.pass === null ? 'none' : `${a.pass}%`}`;
}
