// The page's options, declared once. Each is a URL parameter of the game
// page and of the embed, a field of the embed's pps:configure message and an
// attribute of <poker-squares>, and all three are read through this table:
// url-state.ts reads a URL's (and the game page writes its own address back
// with each option's `write`), embed/host-messages.ts a message's, and
// public/poker-squares.js forwards its attributes without a list of its own.
// Every other list of the options is derived from this table or checked
// against it: README.md's list under "Embedding" is the `doc`s below
// (tests/web/page-options.node.test.mjs), and
// tests/web/page-options.browser.test.mjs sets each option's `example` the
// three ways and sees it take effect.
//
// To add an option: its line here (doc, example, default, check, write); what it
// does, in the view's showOptions (ui/game-view.ts) for what the page shows
// or withOptions (controller/game-state.ts) for what the controller keeps;
// and its README line, the doc. (A probe in the browser test of what shows
// it on screen is welcome; without one the test checks that the page took
// the value, data-options on <html>.)
import { DEFAULT_SYSTEM } from '../engine/rules.ts';
import DEMO_ASSIGNMENT from './demo-assignment.json' with { type: 'json' };
import { DEFAULT_STRENGTH, EMBED_STRENGTH, STRENGTHS } from './ai-settings.ts';
import { checkDeals, checkGrade, checkPass, DEFAULT_GRADING, gradingSpec, MAX_DEALS, type Grading } from './assignment-rules.ts';
import { checkStrength, checkSwitch, quoted, type Checked } from './input-rules.ts';

export type Page = 'app' | 'embed';

// The panels an embed can show below the board (collapsed).
export const PANELS = ['points', 'tracker'] as const;
export type Panel = (typeof PANELS)[number];

interface PageOption<T> {
  doc: string; // its line in README.md, after the name
  example: string; // a valid value other than the default (the tests set it)
  fallback(page: Page): T; // its value when none is given
  // A given text's value, or a problem naming it and the default used instead.
  read(text: string, page: Page): Checked<T>;
  // A value's text, as read() takes it back (the game page writes its URL with it).
  write(value: T): string;
}

const onOff = (value: boolean | null) => (value ? 'on' : 'off');
const asText = (value: string | number | null) => String(value);

// Text the engine checks when the game opens (a bad one is named there and replaced).
const forTheEngine = (text: string): Checked<string> => ({ value: text, problem: null });

const code = (text: string) => `\`${text}\``;
const defaultStrength = (page: Page) => (page === 'embed' ? EMBED_STRENGTH : DEFAULT_STRENGTH);

export const PAGE_OPTIONS = {
  system: {
    doc: `the point system, a spec as \`pps\` takes one (below); ${code(DEFAULT_SYSTEM)} by default`,
    example: 'british',
    fallback: (): string => DEFAULT_SYSTEM,
    read: forTheEngine,
    write: asText,
  },
  seed: {
    doc: 'the deal, a signed 64-bit integer; a random one by default',
    example: '9',
    fallback: (): string | null => null,
    read: forTheEngine,
    write: asText,
  },
  hints: {
    doc: '`on` (the default) or `off`: the Hint button',
    example: 'off',
    fallback: () => true,
    read: (text: string) => checkSwitch('Hints', text, true),
    write: onOff,
  },
  explain: {
    doc: "`on` (the default) or `off`: the sentences under a hint and in the review that say why the AI prefers its cell",
    example: 'off',
    fallback: () => true,
    read: (text: string) => checkSwitch('Explain', text, true),
    write: onOff,
  },
  ai: {
    doc: 'the AI player of Hint and AI finish, a player spec (`pps players`) or `off` for none; the strongest player by default',
    example: 'off',
    fallback: (): string | null => null,
    read: forTheEngine,
    write: asText,
  },
  strength: {
    doc: `the AI's strength, one of ${STRENGTHS.map((s) => code(s.name)).join(', ')}; ${code(EMBED_STRENGTH)} by default in embeds, ${code(DEFAULT_STRENGTH)} in the app`,
    example: 'strong',
    fallback: (page: Page): string => defaultStrength(page),
    read: (text: string, page: Page) => {
      const checked = checkStrength(text, STRENGTHS, defaultStrength(page));
      return { value: checked.value?.name ?? defaultStrength(page), problem: checked.problem };
    },
    write: asText,
  },
  panels: {
    doc: `${PANELS.map(code).join(', ')}, ${code('all')} or ${code('none')} (the default): collapsed panels below the board`,
    example: 'points',
    fallback: (): Panel[] => [],
    read: checkPanels,
    write: (panels: Panel[]) => (panels.length ? panels.join(',') : 'none'),
  },
  lesson: {
    doc: '`on` opens the how-to-play lesson on a first visit; off by default in embeds, on in the app',
    example: 'on',
    fallback: (page: Page) => page === 'app',
    read: (text: string, page: Page) => checkSwitch('Lesson', text, page === 'app'),
    write: onOff,
  },
  undo: {
    doc: '`on` or `off`: the Undo button; on by default, off in an assignment',
    example: 'off',
    // null: the default, which depends on whether an assignment is open (withOptions).
    fallback: (): boolean | null => null,
    read: (text: string) => checkSwitch('Undo', text, true),
    write: onOff,
  },
  assignment: {
    doc: 'a graded assignment: its token, made on the teacher\'s page, `teach.html`, or by `scripts/make-assignment.mjs` (`docs/TEACHING.md`); it sets the point system, the sealed deals, hints, the AI, undo, the grade and the pass mark',
    example: DEMO_ASSIGNMENT.token, // the demo assignment (demo-assignment.json)
    fallback: (): string | null => null,
    read: (text: string) => ({ value: text, problem: null }), // opened by the controller (state/assignment.ts)
    write: asText,
  },
  deals: {
    doc: `practice deals: public seeds, comma-separated (\`deals=5,6,7\`, at most ${MAX_DEALS}), played in order and graded`,
    example: '5,6,7',
    fallback: (): string[] | null => null,
    read: checkDeals,
    write: (seeds: string[] | null) => (seeds ?? []).join(','),
  },
  grade: {
    doc: `how an assignment is graded, a share of a reference on the same deals: ${code('ai')} (the default), the AI's points, the champion at ${code('normal')} (${code('ai:STRENGTH')} or ${code('ai:STRENGTH:PLAYER')} for another); ${code('best')}, the best grids of the cards; ${code('points:N')}, N points a deal`,
    example: 'best',
    fallback: (): Grading => DEFAULT_GRADING,
    read: checkGrade,
    write: gradingSpec,
  },
  pass: {
    doc: "an assignment's passing grade, a percentage from 0 to 100; none by default (then it is completed, not passed or failed)",
    example: '60',
    fallback: (): number | null => null,
    read: checkPass,
    write: (pass: number | null) => (pass === null ? 'none' : String(pass)),
  },
} satisfies Record<string, PageOption<unknown>>;

export type OptionName = keyof typeof PAGE_OPTIONS;
export const OPTION_NAMES = Object.keys(PAGE_OPTIONS) as OptionName[];
export type PageOptions = { [K in OptionName]: ReturnType<(typeof PAGE_OPTIONS)[K]['fallback']> };

// The options as a URL, a message or attributes give them: text, or null
// for one not given (its default).
export type OptionTexts = Record<OptionName, string | null>;

// The longest text an option takes (a longer one in pps:configure is refused).
export const MAX_OPTION_LENGTH = 400;

export function optionTexts(search: string): OptionTexts {
  const params = new URLSearchParams(search);
  return Object.fromEntries(OPTION_NAMES.map((name) => [name, params.get(name)])) as OptionTexts;
}

// The texts of the options whose values are not the page's defaults, as a
// URL carries them (the game page keeps its options in its address with these).
export function writeOptions(options: PageOptions, page: Page, names: readonly OptionName[] = OPTION_NAMES): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const name of names) {
    const option: PageOption<unknown> = PAGE_OPTIONS[name];
    const value = options[name];
    if (JSON.stringify(value) !== JSON.stringify(option.fallback(page))) texts[name] = option.write(value);
  }
  return texts;
}

// The options of `page` from their texts, with a problem for each refused one.
export function readOptions(texts: Partial<OptionTexts>, page: Page): { options: PageOptions; problems: string[] } {
  const problems: string[] = [];
  const options: Record<string, unknown> = {};
  for (const name of OPTION_NAMES) {
    const option: PageOption<unknown> = PAGE_OPTIONS[name];
    const text = texts[name];
    if (text === null || text === undefined) {
      options[name] = option.fallback(page);
      continue;
    }
    if (text.length > MAX_OPTION_LENGTH) {
      problems.push(`${name[0]!.toUpperCase()}${name.slice(1)}: longer than ${MAX_OPTION_LENGTH} characters (${text.length.toLocaleString('en')}). Using its default.`);
      options[name] = option.fallback(page);
      continue;
    }
    const checked = option.read(text.trim(), page);
    if (checked.problem) problems.push(checked.problem);
    options[name] = checked.value;
  }
  return { options: options as PageOptions, problems };
}

// A comma-separated list of PANELS, or "none" / "all".
export function checkPanels(text: string): Checked<Panel[]> {
  if (text.trim() === '' || text.trim() === 'none') return { value: [], problem: null };
  if (text.trim() === 'all') return { value: [...PANELS], problem: null };
  const names = text.split(',').map((p) => p.trim());
  const unknown = names.filter((p) => !(PANELS as readonly string[]).includes(p));
  const value = PANELS.filter((p) => names.includes(p));
  const problem = unknown.length
    ? `Panels: ${unknown.map(quoted).join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not one of ${PANELS.join(', ')}, all, none. Ignored.`
    : null;
  return { value, problem };
}
