#include "compiler/lex/indent_stack.h"

#include <gtest/gtest.h>

#include <string>

namespace dslc {
namespace {

IndentWidth Measure(const std::string& blanks) {
  IndentWidth width;
  for (char c : blanks) width.Add(c);
  return width;
}

TEST(IndentWidthTest, TabsAdvanceToMultipleOfEight) {
  EXPECT_EQ(Measure("\t").columns, 8u);
  EXPECT_EQ(Measure("   \t").columns, 8u);
  EXPECT_EQ(Measure("        \t").columns, 16u);
  EXPECT_EQ(Measure("\t").chars, 1u);
  EXPECT_EQ(Measure("\f  ").columns, 2u);
}

TEST(IndentStackTest, IndentThenDedentToEachLevel) {
  IndentStack stack;
  EXPECT_TRUE(stack.Update(Measure("    ")).indent);
  EXPECT_TRUE(stack.Update(Measure("        ")).indent);
  EXPECT_EQ(stack.depth(), 2u);
  IndentStack::Change same = stack.Update(Measure("        "));
  EXPECT_FALSE(same.indent);
  EXPECT_EQ(same.dedents, 0u);
  IndentStack::Change back = stack.Update(Measure(""));
  EXPECT_EQ(back.status, IndentStack::Status::Ok);
  EXPECT_EQ(back.dedents, 2u);
  EXPECT_EQ(stack.depth(), 0u);
}

TEST(IndentStackTest, DedentToUnknownLevelIsNoMatch) {
  IndentStack stack;
  stack.Update(Measure("    "));
  IndentStack::Change change = stack.Update(Measure("  "));
  EXPECT_EQ(change.status, IndentStack::Status::NoMatch);
  // The line stays in the block it was dedented from.
  EXPECT_EQ(change.dedents, 0u);
  EXPECT_EQ(stack.depth(), 1u);
}

TEST(IndentStackTest, DedentBetweenLevelsClosesOnlyTheDeeperBlocks) {
  IndentStack stack;
  stack.Update(Measure("    "));
  stack.Update(Measure("        "));
  stack.Update(Measure("            "));
  IndentStack::Change change = stack.Update(Measure("  "));
  EXPECT_EQ(change.status, IndentStack::Status::NoMatch);
  EXPECT_EQ(change.dedents, 2u);
  EXPECT_EQ(stack.depth(), 1u);
}

TEST(IndentStackTest, LinesAlignedWithAMismatchedDedentAreAccepted) {
  IndentStack stack;
  stack.Update(Measure("    "));
  stack.Update(Measure("        "));
  EXPECT_EQ(stack.Update(Measure("  ")).status, IndentStack::Status::NoMatch);
  IndentStack::Change next = stack.Update(Measure("  "));
  EXPECT_EQ(next.status, IndentStack::Status::Ok);
  EXPECT_FALSE(next.indent);
  EXPECT_EQ(next.dedents, 0u);
  EXPECT_EQ(stack.Update(Measure("")).dedents, 1u);
}

TEST(IndentStackTest, TabAndEightSpacesAreInconsistent) {
  IndentStack stack;
  stack.Update(Measure("\t"));
  // Eight spaces reach the same column as a tab, but not with tabs as one.
  EXPECT_EQ(stack.Update(Measure("        ")).status, IndentStack::Status::Inconsistent);
}

TEST(IndentStackTest, InconsistentBlockIsReportedAtItsFirstLineOnly) {
  IndentStack stack;
  stack.Update(Measure("\t"));
  EXPECT_EQ(stack.Update(Measure("        ")).status, IndentStack::Status::Inconsistent);
  EXPECT_EQ(stack.Update(Measure("        ")).status, IndentStack::Status::Ok);
  // Going back to the tab is a second, real inconsistency.
  EXPECT_EQ(stack.Update(Measure("\t")).status, IndentStack::Status::Inconsistent);
}

TEST(IndentStackTest, InconsistentDedentIsReportedOnce) {
  IndentStack stack;
  stack.Update(Measure("\t"));
  stack.Update(Measure("\t    "));
  EXPECT_EQ(stack.Update(Measure("        ")).status, IndentStack::Status::Inconsistent);
  IndentStack::Change next = stack.Update(Measure("        "));
  EXPECT_EQ(next.status, IndentStack::Status::Ok);
  EXPECT_EQ(next.dedents, 0u);
}

TEST(IndentStackTest, DeeperBySpacesButShallowerByTabsIsInconsistent) {
  IndentStack stack;
  stack.Update(Measure("  \t"));  // 8 columns, 3 chars
  EXPECT_EQ(stack.Update(Measure("\t ")).status, IndentStack::Status::Inconsistent);
}

TEST(IndentStackTest, ConsistentMixedIndentationIsAccepted) {
  IndentStack stack;
  EXPECT_EQ(stack.Update(Measure("\t")).status, IndentStack::Status::Ok);
  EXPECT_EQ(stack.Update(Measure("\t    ")).status, IndentStack::Status::Ok);
  EXPECT_EQ(stack.Update(Measure("\t")).status, IndentStack::Status::Ok);
}

TEST(IndentStackTest, DepthIsLimited) {
  IndentStack stack;
  std::string blanks;
  for (size_t i = 0; i < IndentStack::kMaxDepth; ++i) {
    blanks += ' ';
    ASSERT_EQ(stack.Update(Measure(blanks)).status, IndentStack::Status::Ok);
  }
  blanks += ' ';
  EXPECT_EQ(stack.Update(Measure(blanks)).status, IndentStack::Status::TooDeep);
  EXPECT_EQ(stack.depth(), IndentStack::kMaxDepth);
}

// A fragment's first line sets the outermost level: the same width is no
// indent, deeper lines indent and dedent back to it, and a line left of it
// matches no level.
TEST(IndentStackTest, BaseLevelOfAFragment) {
  IndentStack stack;
  stack.SetBase(Measure("    "));
  IndentStack::Change first = stack.Update(Measure("    "));
  EXPECT_EQ(first.status, IndentStack::Status::Ok);
  EXPECT_FALSE(first.indent);
  EXPECT_TRUE(stack.Update(Measure("        ")).indent);
  IndentStack::Change back = stack.Update(Measure("    "));
  EXPECT_EQ(back.status, IndentStack::Status::Ok);
  EXPECT_EQ(back.dedents, 1u);
  EXPECT_EQ(stack.Update(Measure("  ")).status, IndentStack::Status::NoMatch);
  EXPECT_EQ(stack.Update(Measure("")).status, IndentStack::Status::NoMatch);
}

}  // namespace
}  // namespace dslc
