#include "ai/review/review_text.h"

#include <cmath>
#include <cstdio>

namespace pps {

namespace {

// Less than this reads as "nothing" in the sentence (it rounds to 0 points).
constexpr double kNothing = 0.5;

}  // namespace

std::string about_points(double points) {
  const double size = std::fabs(points);
  if (size < kNothing) return "less than a point";
  const long rounded = std::lround(size);
  if (rounded <= 1) return "about 1 point";
  char text[48];
  std::snprintf(text, sizeof text, "about %ld points", rounded);
  return text;
}

std::string review_sentence(const GameReview& review, bool by_ai) {
  std::string text = "The cards ";
  if (std::fabs(review.luck) < kNothing) {
    text += "were about as good as an average deal";
  } else {
    text += by_ai ? "gave the AI " : "gave you ";
    text += about_points(review.luck);
    text += review.luck > 0 ? " more than an average deal" : " less than an average deal";
  }
  text += by_ai ? "; its choices cost " : "; your choices cost ";
  text += review.cost < kNothing ? "almost nothing" : about_points(review.cost);
  if (review.ai_score && !by_ai) {
    char ai[64];
    std::snprintf(ai, sizeof ai, "; the AI scored %d on the same cards", *review.ai_score);
    text += ai;
  }
  text += ".";
  return text;
}

}  // namespace pps
