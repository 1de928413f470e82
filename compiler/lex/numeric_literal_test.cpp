#include "compiler/lex/numeric_literal.h"

#include <gtest/gtest.h>

#include <cmath>

namespace dslc {
namespace {

NumericLiteral Scan(llvm::StringRef text) { return ScanNumericLiteral(text, 0); }

TEST(NumericLiteralTest, IntegersInEveryBase) {
  EXPECT_EQ(Scan("1_000_000").int_value, 1000000u);
  EXPECT_EQ(Scan("0xFF").int_value, 255u);
  EXPECT_EQ(Scan("0o777").int_value, 511u);
  EXPECT_EQ(Scan("0b1010").int_value, 10u);
  EXPECT_EQ(Scan("0x_ff").int_value, 255u);
  EXPECT_EQ(Scan("000").int_value, 0u);
  EXPECT_EQ(Scan("18446744073709551615").int_value, UINT64_MAX);
  EXPECT_FALSE(Scan("18446744073709551615").too_large);
  EXPECT_TRUE(Scan("18446744073709551616").too_large);
}

TEST(NumericLiteralTest, Floats) {
  EXPECT_EQ(Scan("1.5").kind, NumericLiteral::Kind::Float);
  EXPECT_DOUBLE_EQ(Scan("1.5").float_value, 1.5);
  EXPECT_DOUBLE_EQ(Scan(".25").float_value, 0.25);
  EXPECT_DOUBLE_EQ(Scan("1.").float_value, 1.0);
  EXPECT_DOUBLE_EQ(Scan("1e3").float_value, 1000.0);
  EXPECT_DOUBLE_EQ(Scan("2.5E-2").float_value, 0.025);
  EXPECT_DOUBLE_EQ(Scan("1_0.0_1").float_value, 10.01);
  EXPECT_DOUBLE_EQ(Scan("09.5").float_value, 9.5);
  EXPECT_TRUE(std::isinf(Scan("1e400").float_value));
}

TEST(NumericLiteralTest, LengthStopsAtTheLiteral) {
  EXPECT_EQ(ScanNumericLiteral("x = 12+3", 4).length, 2u);
  EXPECT_EQ(Scan("1.5.real").length, 3u);
  EXPECT_EQ(Scan("1if").length, 1u);
  EXPECT_TRUE(Scan("1if").error.empty());
}

TEST(NumericLiteralTest, Imaginary) {
  EXPECT_EQ(Scan("3j").kind, NumericLiteral::Kind::Imaginary);
  EXPECT_EQ(Scan("1.5J").kind, NumericLiteral::Kind::Imaginary);
}

TEST(NumericLiteralTest, ErrorPointsAtTheOffendingCharacters) {
  NumericLiteral digit = Scan("0b102");
  EXPECT_EQ(digit.error, "invalid digit `2` in binary literal");
  EXPECT_EQ(digit.error_offset, 4u);
  EXPECT_EQ(digit.error_length, 1u);
  EXPECT_EQ(digit.length, 5u);

  NumericLiteral underscores = Scan("1__0");
  EXPECT_EQ(underscores.error_offset, 1u);
  EXPECT_EQ(underscores.error_length, 2u);
  EXPECT_EQ(underscores.length, 4u);

  NumericLiteral suffix = ScanNumericLiteral("x = 123abc", 4);
  EXPECT_EQ(suffix.error, "invalid suffix `abc` on decimal literal");
  EXPECT_EQ(suffix.error_offset, 7u);
  EXPECT_EQ(suffix.error_length, 3u);

  NumericLiteral zeros = Scan("0777");
  EXPECT_EQ(zeros.error_offset, 0u);
  EXPECT_EQ(zeros.error_length, 4u);
}

TEST(NumericLiteralTest, MissingDigits) {
  EXPECT_EQ(Scan("0x").error, "hexadecimal literal `0x` has no digits");
  EXPECT_EQ(Scan("0b_").error, "binary literal `0b_` has no digits");
  NumericLiteral exponent = Scan("1e+ 2");
  EXPECT_EQ(exponent.error, "exponent `e+` has no digits");
  EXPECT_EQ(exponent.error_offset, 1u);
  EXPECT_EQ(exponent.error_length, 2u);
  EXPECT_EQ(exponent.length, 3u);
  // `e` starting a word is a suffix, or a keyword after the number.
  EXPECT_EQ(Scan("1ex").error, "invalid suffix `ex` on decimal literal");
  EXPECT_TRUE(Scan("1else").error.empty());
}

TEST(NumericLiteralTest, FirstErrorWins) {
  NumericLiteral literal = Scan("0_7_");
  EXPECT_NE(literal.error.find("underscore"), std::string::npos);
  EXPECT_EQ(literal.error_offset, 3u);
}

TEST(NumericLiteralTest, Errors) {
  EXPECT_NE(Scan("0x").error, "");
  EXPECT_NE(Scan("1__0").error, "");
  EXPECT_NE(Scan("1_").error, "");
  EXPECT_NE(Scan("0b102").error, "");
  EXPECT_NE(Scan("0o8").error, "");
  EXPECT_NE(Scan("123abc").error, "");
  EXPECT_EQ(Scan("123abc").length, 6u);
  EXPECT_NE(Scan("0777").error.find("leading zeros"), std::string::npos);
}

}  // namespace
}  // namespace dslc
