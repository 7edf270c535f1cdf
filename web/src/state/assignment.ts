// An assignment: deals played in order and graded (docs/TEACHING.md, "Assignments").
// Read from the page's options: a graded one from its token (`assignment`,
// assignment-token.ts), whose settings replace the link's; a practice one
// from public seeds (`deals`) with the link's other options. Pure: the
// engine checks the point system and the grade's player when they are used.
import { checkCount, checkGrade, checkPass, DEFAULT_GRADING, type Grading } from './assignment-rules.ts';
import { assignmentId, openToken, TokenError } from './assignment-token.ts';
import { fnv1a64 } from './fnv.ts';
import { checkSwitch, noteProblems } from './input-rules.ts';
import type { PageOptions } from './page-options.ts';

export interface Assignment {
  id: string; // the same deals and settings, the same id (its progress is kept under it)
  name: string; // the teacher's name for it, or ''
  system: string;
  // Graded: sealed deals 0 .. count-1 of `key`. Practice: the contest's deals of `seeds`.
  key: string | null;
  seeds: string[];
  count: number;
  hints: boolean;
  ai: boolean;
  undo: boolean;
  grading: Grading;
  pass: number | null; // the passing grade, a percentage, or none
}

// The options a token sets: a link's own value of one is ignored (and said so).
const SET_BY_TOKEN = ['system', 'hints', 'ai', 'undo', 'grade', 'pass', 'deals'] as const;

export interface ReadAssignment {
  assignment: Assignment | null;
  problems: string[];
}

// `given`: the options the link or attributes gave (not defaults), to name those a token overrides.
export function readAssignment(options: PageOptions, given: ReadonlySet<string> = new Set()): ReadAssignment {
  if (options.assignment !== null) return fromToken(options.assignment, given);
  if (options.deals === null) return { assignment: null, problems: [] };
  const seeds = options.deals;
  return {
    assignment: {
      id: fnv1a64(new TextEncoder().encode(`practice|${options.system}|${seeds.join(',')}`)),
      name: '',
      system: options.system,
      key: null,
      seeds,
      count: seeds.length,
      hints: options.hints,
      ai: options.ai !== 'off',
      undo: options.undo ?? false,
      grading: options.grade,
      pass: options.pass,
    },
    problems: [],
  };
}

function fromToken(token: string, given: ReadonlySet<string>): ReadAssignment {
  const problems: string[] = [];
  let content;
  try {
    content = openToken(token);
  } catch (e) {
    if (!(e instanceof TokenError)) throw e;
    return { assignment: null, problems: [`Assignment: ${e.message}. Ask for the link again; a single game is open instead.`] };
  }
  const keep = noteProblems(problems);
  const settings = new URLSearchParams(content.settings);
  const text = (name: string) => settings.get(name);
  const count = keep(checkCount(text('count') ?? ''));
  if (count === null) return { assignment: null, problems };
  const system = text('system');
  if (!system) return { assignment: null, problems: ['Assignment: the token names no point system. Ask for the link again; a single game is open instead.'] };
  for (const name of SET_BY_TOKEN) if (given.has(name)) problems.push(`${name[0]!.toUpperCase()}${name.slice(1)}: set by the assignment; the link's value is ignored.`);
  const switchOf = (name: string, label: string) => {
    const t = text(name);
    return t === null ? false : keep(checkSwitch(`Assignment's ${label}`, t, false));
  };
  const gradeText = text('grade');
  const passText = text('pass');
  return {
    assignment: {
      id: assignmentId(content),
      name: (text('name') ?? '').slice(0, 80),
      system,
      key: content.key,
      seeds: [],
      count,
      hints: switchOf('hints', 'hints'),
      ai: switchOf('ai', 'AI'),
      undo: switchOf('undo', 'undo'),
      grading: gradeText === null ? DEFAULT_GRADING : keep(checkGrade(gradeText)),
      pass: passText === null ? null : keep(checkPass(passText)),
    },
    problems,
  };
}

// Deal i of the assignment, as the worker opens it: its number under the key, or its public seed.
export const dealOf = (a: Assignment, i: number) => (a.key ? { key: a.key, number: String(i) } : { key: null, number: a.seeds[i]! });
