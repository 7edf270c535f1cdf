// The share URL: ?system=SPEC&seed=S&moves=LETTERS[&ai=SPEC&strength=NAME][&undos=N]
// Everything read here is untrusted text: it goes to the engine for
// validation and is only ever shown as text.
export interface UrlState {
  system: string;
  seed: string | null;
  moves: string;
  ai: string | null;
  strength: string | null;
  undos: number;
}

export function readUrl(search: string): UrlState {
  const params = new URLSearchParams(search);
  const undos = Number(params.get('undos') ?? '0');
  return {
    system: (params.get('system') ?? 'american').slice(0, 200),
    seed: params.get('seed')?.slice(0, 40) ?? null,
    moves: (params.get('moves') ?? '').slice(0, 100),
    ai: params.get('ai')?.slice(0, 200) ?? null,
    strength: params.get('strength')?.slice(0, 20) ?? null,
    undos: Number.isInteger(undos) && undos > 0 ? undos : 0,
  };
}

export function writeUrl(state: UrlState, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  params.set('system', state.system);
  if (state.seed !== null) params.set('seed', state.seed);
  if (state.moves) params.set('moves', state.moves);
  if (state.ai) params.set('ai', state.ai);
  if (state.ai && state.strength) params.set('strength', state.strength);
  if (state.undos > 0) params.set('undos', String(state.undos));
  return `?${params.toString()}`;
}

export const movesText = (moves: number[]) => moves.map((cell) => String.fromCharCode(97 + cell)).join('');
