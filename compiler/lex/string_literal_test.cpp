#include "compiler/lex/string_literal.h"

#include <gtest/gtest.h>

namespace dslc {
namespace {

ScannedString Scan(llvm::StringRef text, llvm::StringRef prefix = "") {
  StringPrefix parsed;
  EXPECT_TRUE(ParseStringPrefix(prefix, &parsed));
  return ScanStringLiteral(text, prefix.size(), parsed);
}

TEST(StringLiteralTest, Prefixes) {
  StringPrefix prefix;
  EXPECT_TRUE(ParseStringPrefix("Rb", &prefix));
  EXPECT_TRUE(prefix.raw && prefix.bytes && !prefix.format);
  EXPECT_TRUE(ParseStringPrefix("fR", &prefix));
  EXPECT_TRUE(prefix.raw && prefix.format);
  EXPECT_FALSE(ParseStringPrefix("ub", &prefix));
  EXPECT_FALSE(ParseStringPrefix("bf", &prefix));
  EXPECT_FALSE(ParseStringPrefix("rr", &prefix));
  EXPECT_FALSE(ParseStringPrefix("rbf", &prefix));
}

TEST(StringLiteralTest, DecodesEscapes) {
  ScannedString s = Scan(R"("\x41\u00e9\101\q\n")");
  EXPECT_TRUE(s.terminated);
  EXPECT_EQ(s.value,
            "A\xC3\xA9"
            "A\\q\n");
  EXPECT_TRUE(s.errors.empty());
}

TEST(StringLiteralTest, BackslashNewlineContinuesTheString) {
  EXPECT_EQ(Scan("\"a\\\nb\"").value, "ab");
  EXPECT_EQ(Scan("\"a\\\r\nb\"").value, "ab");
  // A raw string keeps both, as Python does.
  ScannedString raw = Scan("r\"a\\\r\nb\"", "r");
  EXPECT_TRUE(raw.terminated);
  EXPECT_EQ(raw.value, "a\\\r\nb");
}

TEST(StringLiteralTest, RawBackslashStillEscapesTheQuote) {
  ScannedString raw = Scan(R"(r"\"" x)", "r");
  EXPECT_TRUE(raw.terminated);
  EXPECT_EQ(raw.end, 5u);
  EXPECT_EQ(raw.value, "\\\"");
}

TEST(StringLiteralTest, UnterminatedStopsAtTheLineBreak) {
  ScannedString s = Scan("'abc\nx'");
  EXPECT_FALSE(s.terminated);
  EXPECT_EQ(s.end, 4u);
  ScannedString triple = Scan("'''abc\nx''");
  EXPECT_FALSE(triple.terminated);
  EXPECT_TRUE(triple.triple);
  EXPECT_EQ(triple.end, 10u);
}

TEST(StringLiteralTest, NonAsciiInBytesIsReportedOncePerLiteral) {
  ScannedString s = Scan("b\"\xC3\xA9\xC3\xA9\"", "b");
  ASSERT_EQ(s.errors.size(), 1u);
  EXPECT_EQ(s.errors[0].problem, StringLiteralError::Problem::NonAsciiInBytes);
  EXPECT_EQ(s.errors[0].offset, 2u);
  EXPECT_EQ(s.errors[0].length, 2u);
}

TEST(StringLiteralTest, TruncatedEscapeCoversWhatIsThere) {
  ScannedString s = Scan(R"("\x4g")");
  ASSERT_EQ(s.errors.size(), 1u);
  EXPECT_EQ(s.errors[0].offset, 1u);
  EXPECT_EQ(s.errors[0].length, 3u);
  EXPECT_EQ(s.errors[0].problem, StringLiteralError::Problem::TruncatedEscape);
  EXPECT_EQ(s.errors[0].digits, 2);
}

}  // namespace
}  // namespace dslc
