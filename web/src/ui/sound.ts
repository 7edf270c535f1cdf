// An optional, short "card down" sound, off by default (the choice is kept in
// localStorage). Synthesized with Web Audio: no sound files to load.
import type { GameListener } from '../controller/ports';
import { readSetting, SETTING_KEYS, writeSetting } from '../state/settings';

let context: AudioContext | null = null;
let enabled = readSetting(SETTING_KEYS.sound) === 'on';

export function soundEnabled(): boolean {
  return enabled;
}

// Off for this page only (a learning platform says the learner wants no audio).
export function silence(): void {
  enabled = false;
}

export function setSoundEnabled(on: boolean): void {
  enabled = on;
  writeSetting(SETTING_KEYS.sound, on ? 'on' : 'off');
}

// A soft click: a brief falling tone with a fast decay.
export function playPlaceSound(): void {
  if (!soundEnabled()) return;
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(660, now);
    osc.frequency.exponentialRampToValueAtTime(220, now + 0.08);
    gain.gain.setValueAtTime(0.15, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + 0.1);
    osc.connect(gain).connect(context.destination);
    osc.start(now);
    osc.stop(now + 0.12);
  } catch {
    // No audio device: stay silent.
  }
}

// The sound as the game controller hears of moves (app.ts wires it).
export const placeSound: GameListener = {
  moved: () => playPlaceSound(),
  finished: () => {},
};
