// An explanation (explanation.h) in one or two plain sentences, naming only
// the shares that make the difference, largest first:
//   "Row 2: keeps the spade flush open (4 spades, 8 unseen). Column 2: pairs
//    the 7. Row 3, column 3 instead would score 6.6 less, mostly because it
//    ends the straight 5-6-7-8 in column 3."
// A named line of the best cell says what the card does there; a named line
// of the other cell what the card would do there instead; a named term (the
// search, NARL's hand-size term...) how much it adds.
#pragma once

#include <string>

#include "ai/explain/explanation.h"

namespace pps {

std::string explanation_text(const Explanation& explanation);

// The reason the text names for a line share (of the best cell: what the
// card does there; of the other: what it would do there), nullptr where it
// says what is true of any placement; for the tests that check what is named.
const Reason* named_reason(const Explanation& explanation, const Share& share);

}  // namespace pps
