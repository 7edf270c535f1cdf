// The AI's Player and Strength menus.
import { STRENGTHS } from '../state/ai-settings';
import type { EngineInfo } from '../engine/protocol';
import { h } from './dom';

export function fillStrengths(select: HTMLSelectElement, chosen: string) {
  select.replaceChildren(...STRENGTHS.map((s) => h('option', { value: s.name }, s.label)));
  select.value = chosen;
}

// The engine's players, and `chosen` (a spec from a link) if it is not one of their names.
export function fillPlayers(select: HTMLSelectElement, info: EngineInfo, chosen: string) {
  select.replaceChildren(...info.players.map((p) => h('option', { value: p.name, title: p.description }, p.name)));
  if (!info.players.some((p) => p.name === chosen)) select.append(h('option', { value: chosen }, chosen));
  select.value = chosen;
}

export const playerDescription = (info: EngineInfo, spec: string) =>
  info.players.find((p) => p.name === spec.split(':')[0])?.description ?? '';
