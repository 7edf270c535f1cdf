// The teacher's key on the teacher's page: drawn here (the browser's secure
// generator), exported to a file and imported from one (the text `pps key`
// prints: either reads the other's), kept in this browser. The page shows
// which key is in use by a fingerprint, never the key itself.
import { keyFileText, keyFingerprint, newTeacherKey, readTeacherKey } from '../state/teacher-key';
import { byId } from '../ui/dom';
import { storedKey, storeKey } from './teacher-store';

export const KEY_FILE = 'poker-squares-teacher.key';
// A key file is 65 bytes; a larger one is refused unread.
const MAX_KEY_FILE = 1000;

// Saves `bytes` as a file the browser downloads.
export function download(name: string, bytes: Uint8Array | string, type: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export class KeyPanel {
  private key: string | null = storedKey();

  constructor(private readonly changed: (key: string | null) => void) {
    byId('key-draw').addEventListener('click', () => {
      if (this.key && !confirm('Replace your key with a new one? Every assignment made with the old key is checked with the old key only: export it first.')) return;
      this.use(newTeacherKey(), 'A new key is drawn. Export it now and keep the file somewhere safe.');
    });
    byId('key-export').addEventListener('click', () => {
      if (this.key) download(KEY_FILE, keyFileText(this.key), 'text/plain');
    });
    byId<HTMLInputElement>('key-file').addEventListener('change', async (e) => {
      const file = (e.target as HTMLInputElement).files?.[0];
      if (!file) return;
      if (file.size > MAX_KEY_FILE) byId('key-problem').textContent = `Not a key: ${file.name} is ${file.size.toLocaleString('en')} bytes, and a key file is 65.`;
      else this.take(await file.text(), `Imported ${file.name}.`);
      (e.target as HTMLInputElement).value = '';
    });
    byId('key-use').addEventListener('click', () => {
      const field = byId<HTMLInputElement>('key-text');
      if (this.take(field.value, '')) field.value = '';
    });
  }

  get current(): string | null {
    return this.key;
  }

  async start() {
    await this.show('');
    this.changed(this.key);
  }

  private take(text: string, note: string): boolean {
    const read = readTeacherKey(text);
    if ('problem' in read) {
      byId('key-problem').textContent = `Not a key: ${read.problem}.`;
      return false;
    }
    this.use(read.key, note);
    return true;
  }

  private use(key: string, note: string) {
    this.key = key;
    const kept = storeKey(key);
    void this.show(kept ? note : `${note} This browser does not keep it: export it, and import it again next time.`);
    this.changed(key);
  }

  private async show(note: string) {
    byId('key-problem').textContent = '';
    (byId('key-export') as HTMLButtonElement).disabled = this.key === null;
    byId('key-state').textContent = this.key ? `Key ${await keyFingerprint(this.key)} is in use. ${note}`.trim() : 'No key in this browser yet: draw one, or import the one you exported.';
  }
}
