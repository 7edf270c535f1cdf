// Choices kept in this browser (localStorage): sound, four-colour suits, the
// AI's speed. Storage may be unavailable (private mode, sandboxed embeds):
// then a choice lasts for this page only.
export function readSetting(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSetting(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // See above: not kept, still applied.
  }
}

export const SETTING_KEYS = { sound: 'pps.sound', fourColour: 'pps.four-colour', speed: 'pps.speed' } as const;
