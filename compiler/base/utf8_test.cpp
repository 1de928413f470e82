#include "compiler/base/utf8.h"

#include <gtest/gtest.h>

namespace dslc {
namespace {

TEST(Utf8Test, DecodesEachLength) {
  EXPECT_EQ(DecodeUtf8("A", 0).code_point, 0x41u);
  EXPECT_EQ(DecodeUtf8("\xC3\xA9", 0).code_point, 0xE9u);
  EXPECT_EQ(DecodeUtf8("\xE2\x80\x9C", 0).code_point, 0x201Cu);
  DecodedChar emoji = DecodeUtf8("\xF0\x9F\x98\x80", 0);
  EXPECT_TRUE(emoji.valid);
  EXPECT_EQ(emoji.code_point, 0x1F600u);
  EXPECT_EQ(emoji.length, 4u);
}

TEST(Utf8Test, RejectsWhatPythonRejects) {
  EXPECT_FALSE(DecodeUtf8("\xE9", 0).valid);              // Latin-1
  EXPECT_FALSE(DecodeUtf8("\xC3", 0).valid);              // truncated
  EXPECT_FALSE(DecodeUtf8("\xC0\x80", 0).valid);          // overlong NUL
  EXPECT_FALSE(DecodeUtf8("\xED\xA0\x80", 0).valid);      // surrogate
  EXPECT_FALSE(DecodeUtf8("\xF4\x90\x80\x80", 0).valid);  // above U+10FFFF
  EXPECT_EQ(DecodeUtf8("\xE9", 0).length, 1u);
}

TEST(Utf8Test, CountsCharacters) {
  EXPECT_EQ(CountCharacters("caf\xC3\xA9"), 4u);
  EXPECT_EQ(CountCharacters("\xFF\xFE"), 2u);
}

TEST(Utf8Test, IdentifierClasses) {
  EXPECT_TRUE(IsXidStart('a'));
  EXPECT_FALSE(IsXidStart('1'));
  EXPECT_TRUE(IsXidContinue('1'));
  EXPECT_TRUE(IsXidContinue('_'));
  EXPECT_TRUE(IsXidStart(0xE9));     // é
  EXPECT_TRUE(IsXidStart(0x2113));   // ℓ, a letterlike symbol
  EXPECT_TRUE(IsXidStart(0x5909));   // 変
  EXPECT_FALSE(IsXidStart(0x0301));  // a combining accent continues only
  EXPECT_TRUE(IsXidContinue(0x0301));
  EXPECT_FALSE(IsXidContinue(0xA0));     // no-break space
  EXPECT_FALSE(IsXidContinue(0x201C));   // typographic quote
  EXPECT_FALSE(IsXidContinue(0x2212));   // minus sign
  EXPECT_FALSE(IsXidContinue(0x1F600));  // emoji
  EXPECT_FALSE(IsXidContinue(0xE000));   // private use
  EXPECT_FALSE(IsXidContinue(0x10FFFF));
}

}  // namespace
}  // namespace dslc
