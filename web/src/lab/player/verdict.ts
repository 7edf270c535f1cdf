// One verdict for a student's program, the same for "Your player", a class
// in the lab and `pps tournament --players-from` (docs/TEACHING.md, "The
// class's tournament", states it):
// - not loaded: it failed before answering its first call (a syntax error,
//   an exception at load, no getName in time): every game is lost, unplayed;
// - a lost game (out of time, a bad answer, an error in its code or in a
//   timer or promise it left) scores the system's penalty, and the program
//   starts afresh for the next game, its games counted on;
// - MOST_LOST_IN_A_ROW lost in a row withdraw it: its games left are lost,
//   unplayed (a program that loops would otherwise cost its clock every game).
// The status words are the grade sheet's, in the lab and from pps alike.

// Lost games in a row after which a program is withdrawn (README.md, "Your
// player in the lab", and the lab's help state it; a test holds them together).
export const MOST_LOST_IN_A_ROW = 3;

// An error of the program's code: its message, the line of its code, and
// the call it came from ('' while loading).
export interface CodeError {
  message: string;
  line: number | null;
  during: string;
}

const firstLine = (text: string) => text.trim().split('\n')[0].trim();

// An error in words: its first line, then the line of the code it names.
export const errorWords = (e: Omit<CodeError, 'during'>) => `${firstLine(e.message)}${e.line ? ` (line ${e.line})` : ''}`;

// Why a game was lost to an error in the code.
export const errorReason = (e: CodeError) => `error in ${e.during}: ${errorWords(e)}`;

export const STATUS = {
  played: 'played',
  stopped: 'not played (stopped)',
  notLoaded: (why: string) => `not loaded: ${why}`,
  withdrawn: (why: string) => `withdrawn: ${why}`,
  lostEvery: (last: string) => `lost every game (the last: ${last})`,
};

// The reason of a game the program did not play, as pps words it.
export const unplayed = (kind: 'withdrawn' | 'not loaded', why: string) => `not played: ${kind}, ${why}`;

// A program's games as they end: whether a lost one withdraws it, and its status.
export class Verdict {
  private inARow = 0;
  private games = 0;
  private lost = 0;
  private last = '';
  withdrawn: string | null = null; // why, once withdrawn

  // Records a game (lost: why, or null when it scored); true when it withdraws the program.
  record(lost: string | null): boolean {
    this.games++;
    if (lost === null) {
      this.inARow = 0;
      return false;
    }
    this.lost++;
    this.last = lost;
    if (++this.inARow < MOST_LOST_IN_A_ROW) return false;
    this.withdrawn = `lost ${MOST_LOST_IN_A_ROW} games in a row (the last: ${lost})`;
    return true;
  }

  // The status of a program that loaded: withdrawn, lost every game, or played.
  get status(): string {
    if (this.withdrawn !== null) return STATUS.withdrawn(this.withdrawn);
    if (this.games > 0 && this.lost === this.games) return STATUS.lostEvery(this.last);
    return STATUS.played;
  }
}
