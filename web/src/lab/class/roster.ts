// The class's players before a run: added from files, each with a name no
// other student has (the file's name, or the name a lab export gave it,
// with " (2)" … when taken), renamed and removed by the teacher.
import { type Candidate, type Student, cleanName, nameOfFile, uniqueName } from './class-files';

// The most students a class run takes (each is a sandbox, one after another).
export const MOST_STUDENTS = 200;

export class Roster {
  private students: Student[] = [];

  get list(): readonly Student[] {
    return this.students;
  }

  // Adds the candidates it has room for; the names they got.
  add(candidates: Candidate[]): { added: string[]; refused: number } {
    const added: string[] = [];
    let refused = 0;
    for (const c of candidates) {
      if (this.students.length >= MOST_STUDENTS) {
        refused++;
        continue;
      }
      const name = uniqueName(cleanName(c.name ?? nameOfFile(c.file)) || 'student', new Set(this.students.map((s) => s.name)));
      this.students.push({ ...c, name });
      added.push(name);
    }
    return { added, refused };
  }

  // Renames student i; why not, if the name is refused.
  rename(i: number, text: string): string | null {
    const name = cleanName(text);
    if (!name) return 'a student needs a name';
    if (this.students.some((s, j) => j !== i && s.name === name)) return `another student is named ${name}`;
    this.students[i] = { ...this.students[i], name };
    return null;
  }

  remove(i: number) {
    this.students.splice(i, 1);
  }

  clear() {
    this.students = [];
  }
}
