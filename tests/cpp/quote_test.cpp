#include "engine/quote.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "engine/point_system.h"

namespace pps {
namespace {

using namespace std::string_literals;

TEST(Quote, PlainTextIsQuotedAsItIs) {
  EXPECT_EQ(quoted_input("bogus"), "'bogus'");
  EXPECT_EQ(quoted_input(""), "''");
  EXPECT_EQ(escaped_input("x"), "x");
}

TEST(Quote, ControlCharactersNulAndQuotesAreEscaped) {
  EXPECT_EQ(quoted_input("1\0"s), "'1\\0'");
  EXPECT_EQ(quoted_input("a\nb\tc\rd"), "'a\\nb\\tc\\rd'");
  EXPECT_EQ(quoted_input("\x1b[31m\x7f"), "'\\x1b[31m\\x7f'");
  EXPECT_EQ(quoted_input("it's \\"), "'it\\'s \\\\'");
}

TEST(Quote, ValidUtf8IsKeptAndInvalidBytesAreEscaped) {
  EXPECT_EQ(quoted_input("é☃😀"), "'é☃😀'");
  EXPECT_EQ(quoted_input("\xff\xc3"), "'\\xff\\xc3'");       // a stray byte, a cut sequence
  EXPECT_EQ(quoted_input("\xc0\xaf"), "'\\xc0\\xaf'");       // overlong '/'
  EXPECT_EQ(quoted_input("\xed\xa0\x80"), "'\\xed\\xa0\\x80'");  // a surrogate
}

TEST(Quote, LongInputIsCutAtWholeCharacters) {
  EXPECT_EQ(quoted_input(std::string(61, 'y')), "'" + std::string(60, 'y') + "...'");
  EXPECT_EQ(quoted_input(std::string(60, 'y')), "'" + std::string(60, 'y') + "'");
  std::string snowmen;
  for (int i = 0; i < 70; ++i) snowmen += "☃";
  const std::string cut = escaped_input(snowmen, 3);
  EXPECT_EQ(cut, "☃☃☃...");
}

TEST(Quote, EngineMessagesQuoteInputSafely) {
  try {
    parse_seed("1\0"s);
    FAIL() << "no throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "seed '1\\0' is not an integer");
  }
  try {
    PointSystem::parse(std::string(5000, 'z'));
    FAIL() << "no throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()).rfind("unknown point system '" + std::string(60, 'z') + "...' (try", 0), 0u);
  }
}

}  // namespace
}  // namespace pps
