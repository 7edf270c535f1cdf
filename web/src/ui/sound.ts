// An optional, short "card down" sound, off by default (the choice is kept in
// localStorage). Synthesized with Web Audio: no sound files to load.
const KEY = 'pps.sound';
let context: AudioContext | null = null;

export function soundEnabled(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function setSoundEnabled(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Storage may be unavailable (private mode, sandboxed embeds): the choice lasts this page only.
  }
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
