// An explanation (explanation.h) in two plain sentences, as a teacher would
// give it. The first says what the card does in the AI's cell, in poker words,
// and never a reason against it: "Row 1: completes the heart flush." The
// second compares the other cell:
//   - clearly worse: "Row 4, column 3 would score 13.0 less: there it would
//     end the diamond flush draw in column 3 (9.1) and, looking one card
//     ahead, a heart (8 left) next would complete the flush in row 2 here
//     (3.9)." Every number is a share of the difference, and they add up to
//     it (the rest as "other small effects");
//   - within the margin of the estimates: "Row 2, column 2 is about as good:
//     0.7 less, within the margin of error of the AI's simulated games; it
//     leans to its own cell because here it completes the heart flush in row 1.";
//   - doing the same thing: "Column 4 would make three kings too, but ...".
// A line's reason always has the sign of its share; the same idea is never
// named both for and against; a hand that is a long shot is never named.
#pragma once

#include <string>

#include "ai/explain/explanation.h"

namespace pps {

// Writes e.text and marks the shares it names.
void write_text(Explanation& e);

// The reason the text gives for a line share (of the best cell: what the card
// does there; of the other: what it would do there), nullptr for a share it
// cannot name with a reason of that sign; for the tests that check what is named.
const Reason* share_reason(const Explanation& e, const Share& share);

// A share's words as the text would use them ("there it would end the diamond
// flush draw in column 3"), empty when it has none; for the tests and the
// table of shares ("How the AI sees it").
std::string share_words(const Explanation& e, const Share& share);

}  // namespace pps
