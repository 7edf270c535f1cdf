// The page's display and sound choices, kept across visits: four-colour
// suits, sound, and the AI's speed (a slider where right is faster, with its
// value shown and spoken).
import { setSoundEnabled, soundEnabled } from './sound';
import { readSetting, SETTING_KEYS, writeSetting } from '../state/settings';

const DEFAULT_DELAY_MS = 250;

function speedText(delayMs: number): string {
  return delayMs === 0 ? 'no pause' : `${(delayMs / 1000).toFixed(2)} s a move`;
}

// Wires whichever controls the page has; returns the pause between AI moves.
export function wireDisplaySettings(opt: (id: string) => HTMLElement | null): () => number {
  const fourColour = readSetting(SETTING_KEYS.fourColour) === 'on';
  document.body.classList.toggle('four-colour', fourColour);
  const fourBox = opt('four-colour') as HTMLInputElement | null;
  if (fourBox) {
    fourBox.checked = fourColour;
    fourBox.addEventListener('change', () => {
      document.body.classList.toggle('four-colour', fourBox.checked);
      writeSetting(SETTING_KEYS.fourColour, fourBox.checked ? 'on' : 'off');
    });
  }

  const soundBox = opt('sound') as HTMLInputElement | null;
  if (soundBox) {
    soundBox.checked = soundEnabled();
    soundBox.addEventListener('change', () => setSoundEnabled(soundBox.checked));
  }

  const speed = opt('speed') as HTMLInputElement | null;
  if (!speed) return () => DEFAULT_DELAY_MS;
  // The slider's value is a speed: its maximum means no pause at all.
  const max = Number(speed.max);
  const delay = () => max - Number(speed.value);
  const stored = Number(readSetting(SETTING_KEYS.speed) ?? NaN);
  speed.value = String(Number.isFinite(stored) && stored >= 0 && stored <= max ? stored : max - DEFAULT_DELAY_MS);
  const show = () => {
    const text = speedText(delay());
    speed.setAttribute('aria-valuetext', text);
    const out = opt('speed-value');
    if (out) out.textContent = text;
  };
  speed.addEventListener('input', () => {
    show();
    writeSetting(SETTING_KEYS.speed, speed.value);
  });
  show();
  return delay;
}
