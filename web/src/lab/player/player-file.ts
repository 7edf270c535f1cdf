// The student's code to and from a file: a program too long for a link is
// shared as a file ("Save to a file"; the other student uses "Load a
// file"), and a player written elsewhere (a .py for the command-line
// client, a .js) opens in the panel. A file longer than the lab takes is
// refused with a message, the editor left as it was.
import { byId } from '../../ui/dom';
import { MOST_CODE_CHARS, tooLong } from './player-link';
import type { PlayerPanel } from './player-panel';

export function wireFiles(panel: PlayerPanel) {
  const chooser = byId<HTMLInputElement>('lab-file');
  byId('lab-load-file').addEventListener('click', () => chooser.click());
  chooser.addEventListener('change', async () => {
    const file = chooser.files?.[0];
    chooser.value = ''; // the same file can be chosen again
    if (!file) return;
    // A file's bytes are at least its characters: a larger one is not read at all.
    const text = file.size > 4 * MOST_CODE_CHARS ? null : await file.text();
    if (text === null || text.length > MOST_CODE_CHARS) {
      const why = text === null ? `it is ${file.size.toLocaleString('en')} bytes, more than ${MOST_CODE_CHARS.toLocaleString('en')} characters of code` : tooLong(text.length);
      panel.say(`${file.name} was not opened: ${why}.`, 'failed');
      return;
    }
    await panel.open();
    panel.load(text, /\.py$/i.test(file.name) ? 'python' : 'javascript');
    panel.say(`${file.name} is in the editor (and kept in this browser).`);
  });
  byId('lab-save-file').addEventListener('click', () => {
    const { language, code } = panel.read().settings;
    const url = URL.createObjectURL(new Blob([code], { type: 'text/plain' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: language === 'python' ? 'my_player.py' : 'my-player.js' });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });
}
