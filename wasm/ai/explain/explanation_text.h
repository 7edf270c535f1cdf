// An explanation (explanation.h) in two plain sentences, as a teacher would
// give it to a learner who knows the poker hands. The first says what the
// card does in the AI's cell, in poker words, and never a reason against it:
// "Row 1: completes the heart flush." The second answers the cell compared:
//   - the greedy choice, clearly worse: "Row 1, column 5 would take 20 points
//     now with the diamond flush in row 1, but score about 15 points less by
//     the end: there it would end the A-2-3-4 diamond straight flush chance
//     in row 1.";
//   - another cell, clearly worse: "Row 4, column 3 would score about 13
//     points less: there it would end the diamond flush draw in column 3.";
//   - within the margin of the estimates, or the other's estimate higher:
//     "Row 2, column 2 is about as good: either is fine, the AI rates it only
//     a little lower.", with the trade-off when each cell has a reason of its
//     own, or "..., the AI kept its first choice." (its look one card ahead's);
//   - doing the same thing: "Column 4 would make three kings too, but ...".
// A reason is a share that tells the cells apart (at least the margin), with
// the sign of its share; the same idea is never named both for and against; a
// hand that is a long shot is never named. The numbers stay in the table of
// shares ("How the AI sees it"), where they add up.
#pragma once

#include <string>

#include "ai/explain/explanation.h"

namespace pps {

// Writes e.text and marks the shares it names.
void write_text(Explanation& e, const PointSystem& system);

// The reason the text gives for a line share (of the best cell: what the card
// does there; of the other: what it would do there), nullptr for a share it
// cannot name with a reason of that sign; for the tests that check what is named.
const Reason* share_reason(const Explanation& e, const Share& share);

// A share's words as the text would use them ("there it would end the diamond
// flush draw in column 3"), empty when it has none; for the tests and the
// table of shares ("How the AI sees it").
std::string share_words(const Explanation& e, const Share& share);

}  // namespace pps
