// An explanation (explanation.h) as JSON, the one form both ways out use:
// `pps analyze --json` writes it and the WebAssembly engine's
// AiPlayer.explain parses it into the page's plain data, so the two agree
// field for field. Cards are ids 0-51, lines 0-9 (rows, then columns),
// categories 0-9 (high card to royal flush), ranks 0-12 (A..K), suits 0-3
// (CDHS); a missing estimate is null.
//
// {card, best: Cell, other: Cell | null, difference, fromEstimates,
//  lead: [{line, reason: Ref}], lines: [line the sentences name], close, margin,
//  nowGain (the other cell's points on the board right after the placement minus the AI's cell's),
//  shares: [{kind: "line"|"term"|"lookahead"|"playouts", line, ofBest, term, label, points, named,
//            clause (which of the text's reasons it is part of, -1: none), words, reason: Ref | null}],
//  simulated: {deals, lines: [{line, label, best: [chance by category], other: [...]}]},
//  exact, method, text}
// Cell: {cell, label, estimate, samples, lookahead, value, lines: [Line, Line]}
// Line: {line, label, before: Facts, after: Facts, givesUp: [category],
//        reasons: [{kind, category, points, stake, chance, material, text}]}
// Ref: {kind, category, chance}, the reason the text names for a line
// Facts: {cards, made, reachable: [category], flush: {suit, held, unseen, need} | null,
//         straight: {ranks, fitting, outs, need} | null}
#pragma once

#include <string>

#include "ai/explain/explanation.h"

namespace pps {

std::string explanation_json(const Explanation& explanation);

// A share's name in a table: "row 2", "looking one card ahead", "trial games".
std::string share_label(const Share& share);

}  // namespace pps
