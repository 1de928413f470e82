#include "compiler/base/source_buffer.h"

#include <gtest/gtest.h>

namespace dslc {
namespace {

TEST(SourceBufferTest, LinesEndAtEachKindOfLineBreak) {
  SourceBuffer source = SourceBuffer::FromText("t.py", "a\nb\r\nc\rd");
  EXPECT_EQ(source.line_count(), 4u);
  EXPECT_EQ(source.GetLine(1), "a");
  EXPECT_EQ(source.GetLine(2), "b");
  EXPECT_EQ(source.GetLine(3), "c");
  EXPECT_EQ(source.GetLine(4), "d");
  EXPECT_EQ(source.GetLine(5), "");
  EXPECT_EQ(source.GetLineColumn(7).line, 4u);
}

TEST(SourceBufferTest, ColumnsCountCharactersNotBytes) {
  SourceBuffer source = SourceBuffer::FromText("t.py", "caf\xC3\xA9 = \xFF x");
  EXPECT_EQ(source.GetLineColumn(5).column, 5u);  // the space after `é`
  EXPECT_EQ(source.GetLineColumn(9).column, 9u);  // after the invalid byte
}

TEST(SourceBufferTest, ByteOrderMarkIsDropped) {
  SourceBuffer source = SourceBuffer::FromText("t.py", "\xEF\xBB\xBFx = 1\n");
  EXPECT_EQ(source.text(), "x = 1\n");
  EXPECT_EQ(source.GetLineColumn(0).column, 1u);
  EXPECT_EQ(source.GetLine(1), "x = 1");
}

TEST(SourceBufferTest, ByteOrderMarkElsewhereIsKept) {
  SourceBuffer source = SourceBuffer::FromText("t.py", "x\xEF\xBB\xBF");
  EXPECT_EQ(source.size(), 4u);
}

// A function's source cut from line 41 of a file: lines and columns are the
// file's, and GetLine takes the file's line numbers.
TEST(SourceBufferTest, FragmentCountsLinesFromItsPlaceInTheFile) {
  SourceBuffer source =
      SourceBuffer::FromFragment("app.py", "    def k(x):\n        x[0] = 1\n", 41);
  EXPECT_TRUE(source.is_fragment());
  EXPECT_EQ(source.first_line(), 41u);
  LineColumn where = source.GetLineColumn(static_cast<uint32_t>(source.text().find("x[0]")));
  EXPECT_EQ(where.line, 42u);
  EXPECT_EQ(where.column, 9u);
  EXPECT_EQ(source.GetLine(41), "    def k(x):");
  EXPECT_EQ(source.GetLine(42), "        x[0] = 1");
  EXPECT_EQ(source.GetLine(40), "");
  EXPECT_EQ(source.GetLine(1), "");
  EXPECT_FALSE(SourceBuffer::FromText("f.py", "x").is_fragment());
}

}  // namespace
}  // namespace dslc
