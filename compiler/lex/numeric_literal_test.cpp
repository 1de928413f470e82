#include "compiler/lex/numeric_literal.h"

#include <gtest/gtest.h>

#include <cmath>

namespace dslc {
namespace {

using Problem = NumericLiteral::Problem;

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
  EXPECT_EQ(Scan("1if").problem, Problem::None);
}

TEST(NumericLiteralTest, Imaginary) {
  EXPECT_EQ(Scan("3j").kind, NumericLiteral::Kind::Imaginary);
  EXPECT_EQ(Scan("1.5J").kind, NumericLiteral::Kind::Imaginary);
}

TEST(NumericLiteralTest, ErrorPointsAtTheOffendingCharacters) {
  NumericLiteral digit = Scan("0b102");
  EXPECT_EQ(digit.problem, Problem::Digit);
  EXPECT_EQ(digit.literal_name, "binary");
  EXPECT_EQ(digit.error_offset, 4u);
  EXPECT_EQ(digit.error_length, 1u);
  EXPECT_EQ(digit.length, 5u);

  NumericLiteral underscores = Scan("1__0");
  EXPECT_EQ(underscores.problem, Problem::Underscore);
  EXPECT_EQ(underscores.error_offset, 1u);
  EXPECT_EQ(underscores.error_length, 2u);
  EXPECT_EQ(underscores.length, 4u);

  NumericLiteral suffix = ScanNumericLiteral("x = 123abc", 4);
  EXPECT_EQ(suffix.problem, Problem::Suffix);
  EXPECT_EQ(suffix.literal_name, "decimal");
  EXPECT_EQ(suffix.error_offset, 7u);
  EXPECT_EQ(suffix.error_length, 3u);

  NumericLiteral zeros = Scan("0777");
  EXPECT_EQ(zeros.problem, Problem::LeadingZeros);
  EXPECT_EQ(zeros.error_offset, 0u);
  EXPECT_EQ(zeros.error_length, 4u);
}

TEST(NumericLiteralTest, MissingDigits) {
  NumericLiteral hex = Scan("0x");
  EXPECT_EQ(hex.problem, Problem::NoDigits);
  EXPECT_EQ(hex.literal_name, "hexadecimal");
  EXPECT_EQ(hex.error_length, 2u);
  NumericLiteral binary = Scan("0b_");
  EXPECT_EQ(binary.problem, Problem::NoDigits);
  EXPECT_EQ(binary.literal_name, "binary");
  EXPECT_EQ(binary.error_length, 3u);
  NumericLiteral exponent = Scan("1e+ 2");
  EXPECT_EQ(exponent.problem, Problem::ExponentNoDigits);
  EXPECT_EQ(exponent.error_offset, 1u);
  EXPECT_EQ(exponent.error_length, 2u);
  EXPECT_EQ(exponent.length, 3u);
  // `e` starting a word is a suffix, or a keyword after the number.
  NumericLiteral suffix = Scan("1ex");
  EXPECT_EQ(suffix.problem, Problem::Suffix);
  EXPECT_EQ(suffix.literal_name, "decimal");
  EXPECT_EQ(suffix.error_offset, 1u);
  EXPECT_EQ(suffix.error_length, 2u);
  EXPECT_EQ(Scan("1else").problem, Problem::None);
}

TEST(NumericLiteralTest, FirstErrorWins) {
  NumericLiteral literal = Scan("0_7_");
  EXPECT_EQ(literal.problem, Problem::Underscore);
  EXPECT_EQ(literal.error_offset, 3u);
}

TEST(NumericLiteralTest, Errors) {
  EXPECT_NE(Scan("0x").problem, Problem::None);
  EXPECT_NE(Scan("1__0").problem, Problem::None);
  EXPECT_NE(Scan("1_").problem, Problem::None);
  EXPECT_NE(Scan("0b102").problem, Problem::None);
  EXPECT_NE(Scan("0o8").problem, Problem::None);
  EXPECT_NE(Scan("123abc").problem, Problem::None);
  EXPECT_EQ(Scan("123abc").length, 6u);
  EXPECT_EQ(Scan("0777").problem, Problem::LeadingZeros);
}

}  // namespace
}  // namespace dslc
