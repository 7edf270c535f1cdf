// The hand categories as the page labels them: the engine's names
// (engine/rules.ts), capitalized: "High card" … "Royal flush".
import { CATEGORIES } from '../engine/rules';

export const CATEGORY_LABELS = CATEGORIES.map((c) => c.name[0].toUpperCase() + c.name.slice(1));
