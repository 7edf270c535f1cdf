// The engine's rules the page needs before the engine has loaded, read from
// rules.json, which scripts/write-page-rules.mjs writes from the engine's
// pageRules() when the engine is built (tests/web/page-rules.node.test.mjs
// fails if the two differ). The page restates none of them: what it cannot
// read here it asks the engine (protocol.ts: checkSeed, checkPoints, and a
// bad system or seed in open() is named and replaced there).
import rules from './rules.json' with { type: 'json' };

// The point systems' text forms: a spec is a form's prefix, then its
// argument: '' (nothing), 'SEED' (SEED or SEED:N), 'CATEGORY' (a category's
// slug) or 'POINTS' (a value per category, joined by POINTS.separator).
export type SystemForm = (typeof rules.systems)[number];
export const SYSTEM_FORMS: readonly SystemForm[] = rules.systems;

// The system of a page that names none.
export const DEFAULT_SYSTEM: string = rules.defaultSystem;

// The hand categories, high card to royal flush: {name: 'one pair', slug: 'one-pair'}.
export const CATEGORIES: readonly { name: string; slug: string }[] = rules.categories;

// A custom system's values: each in [min, max].
export const POINTS: { min: number; max: number; separator: string } = rules.points;

// The cards by id: {text: 'QH', name: 'queen of hearts', rank: 0..12 (A..K), suit: 0..3 (CDHS)}.
export const CARDS: readonly { text: string; name: string; rank: number; suit: number }[] = rules.cards;

export const cardText = (card: number) => CARDS[card].text;
// What a screen reader says: "queen of hearts".
export const cardName = (card: number) => CARDS[card].name;
// cardText's inverse, for texts the app itself holds ("7S").
export const cardFromText = (text: string) => CARDS.findIndex((c) => c.text === text);
