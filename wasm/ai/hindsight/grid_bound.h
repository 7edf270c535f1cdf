// An upper bound on the score of any grid of a deal's 25 cards, finer than
// twice the best partition: the rows are five hands and so are the columns,
// and besides what each side needs on its own (hand_resources.h) some things
// cannot serve both sides at once:
//   - a rank's three cards make trips in one line only (three in a row sit in
//     three columns), and the same for quads and royal flushes;
//   - a rank's pairs: two cards in one row are in two columns, so a rank with
//     2, 3 or 4 cards gives the rows and columns together 1, 2 or 4 pairs,
//     and fewer when it makes trips or quads (three in one line leave the
//     other direction at most one pair): 1 for three cards, 2 for four;
//   - a row flush and a column flush cross, so they share their suit: a rows
//     and b columns of flushes need 5a + 5b - ab cards of one suit;
//   - kickers: a card of a lone rank is alone of its rank in its row and its
//     column, and quads or trips in a row leave their cards alone in four or
//     three (two, from a rank of four) columns, so the columns' hands need
//     that many kickers (a flush has five, two pair one, a full house none),
//     and the other way round.
// The bound is the best pair of category multisets (rows, columns) meeting
// these, each side's points capped by `side_limit` (the best partition's
// bound). Valid for negative points too.
#pragma once

#include "ai/hindsight/deal_hands.h"

namespace pps {

int grid_bound(const DealHands& hands, int side_limit);

}  // namespace pps
