// What the teacher's page keeps in this browser (localStorage): the
// teacher's key and the assignments made with it (their names and tokens,
// to check a grade later). A browser that refuses storage keeps them for the
// page's life and says so.

const KEY = 'pps-teacher-key-v1';
const MADE = 'pps-teacher-assignments-v1';
const MAX_KEPT = 200;

export interface KeptAssignment {
  name: string;
  token: string;
  made: string; // ISO date
}

let memory: Record<string, string> = {};

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory[key] ?? null;
  }
}

// Returns false where the browser does not keep it.
function set(key: string, value: string | null): boolean {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    return true;
  } catch {
    if (value === null) delete memory[key];
    else memory = { ...memory, [key]: value };
    return false;
  }
}

export const storedKey = () => get(KEY);
export const storeKey = (key: string | null) => set(KEY, key);

export function keptAssignments(): KeptAssignment[] {
  try {
    const list: unknown = JSON.parse(get(MADE) ?? '[]');
    return Array.isArray(list) ? list.filter((a): a is KeptAssignment => typeof a?.name === 'string' && typeof a?.token === 'string' && typeof a?.made === 'string') : [];
  } catch {
    return [];
  }
}

// The newest first; one entry per token.
export function keepAssignment(a: KeptAssignment) {
  set(MADE, JSON.stringify([a, ...keptAssignments().filter((k) => k.token !== a.token)].slice(0, MAX_KEPT)));
}
