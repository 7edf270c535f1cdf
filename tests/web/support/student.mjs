// A student at an assignment in an embed frame (web/src/ui/assignment-view.ts):
// places cards in given cells, moves on to the next deal, reads the grade.
export async function placeCards(frame, cells) {
  for (const cell of cells) {
    const turn = await frame.evaluate(() => document.getElementById('turn').textContent);
    await frame.click(`.cell[data-cell="${cell}"]`);
    await frame.waitForFunction((before) => document.getElementById('turn').textContent !== before, turn, { timeout: 20000 });
  }
}

// Cells a..y in order from the first empty one: the row-major grid of the deal's cards.
export const IN_ORDER = Array.from({ length: 25 }, (_, i) => i);

// The assignment's title line ("deal 2 of 3", "all 3 deals played").
export const title = (frame) => frame.evaluate(() => document.querySelector('[data-testid="assignment-title"]')?.textContent ?? null);

// Waits for the deal just finished to be scored (its AI game and best grid), then opens the next.
// A deal that is never scored fails with what the page said last.
export async function nextDeal(frame, timeout = 120000) {
  await frame.waitForSelector('#next-deal', { timeout }).catch(async (e) => {
    const said = await frame.evaluate(() => [document.getElementById('status')?.textContent, document.getElementById('turn')?.textContent]).catch(() => null);
    throw new Error(`${e.message}\nthe page's status and turn: ${JSON.stringify(said)}`);
  });
  await frame.click('#next-deal');
  await frame.waitForFunction(() => document.getElementById('turn').textContent === 'Card 1 of 25', null, { timeout: 20000 });
}

// The rows of the parts table: [{deal, you, ai, best}] (numbers; null where '…').
export const parts = (frame) =>
  frame.evaluate(() =>
    [...document.querySelectorAll('[data-testid="assignment-parts"] tr')].slice(1).map((tr) => {
      const cells = [...tr.children].map((td) => (td.textContent === '…' ? null : Number(td.textContent)));
      return { deal: cells[0], you: cells[1], ai: cells.length > 3 ? cells[2] : undefined, best: cells[cells.length - 1] };
    }),
  );
