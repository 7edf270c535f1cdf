// Your player: the contest's four methods, which the lab's referee calls.
// This one puts each card where the grid would score the most if the game
// ended now (the built-in greedy:eval=points,ties=first plays the same games;
// the built-in greedy, which rates cells by an evaluator, does not).
// The help below the editor lists the helpers (pps.*) and the clock's rules.
class PointsNowPlayer {
  // A new point system: system.scores are its ten points, high card first;
  // millis, the time to prepare for it.
  setPointSystem(system, millis) {
    this.system = system;
  }

  // A new game on an empty grid: grid[row][col] holds a Card or null.
  init() {
    this.grid = [0, 1, 2, 3, 4].map(() => [null, null, null, null, null]);
  }

  // Where the card just drawn goes: [row, col], each 0 to 4.
  getPlay(card, millisRemaining) {
    let best = null;
    let bestScore = -Infinity;
    for (const [row, col] of pps.emptyCells(this.grid)) { // a helper: the empty cells, row by row
      this.grid[row][col] = card;
      const score = this.system.score(this.grid); // the grid's points as it stands
      this.grid[row][col] = null;
      if (score > bestScore) [best, bestScore] = [[row, col], score];
    }
    // A Monte Carlo player instead: 200 random games after each cell, in the engine:
    //   const values = pps.rateCells(this.grid, card, { games: 200 }); // values[row][col]
    this.grid[best[0]][best[1]] = card;
    return best;
  }

  getName() {
    return 'Points-now starter (JavaScript)';
  }
}

run(new PointsNowPlayer());
