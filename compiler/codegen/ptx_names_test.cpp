#include "compiler/codegen/ptx_names.h"

#include <set>

#include "gtest/gtest.h"

namespace dslc {
namespace {

TEST(PtxNamesTest, PlainNamesStayAsTheyAre) {
  for (const char* name : {"saxpy", "k_1", "_private", "k__2", "add", "ret", "x"}) {
    EXPECT_TRUE(IsPlainEntryName(name)) << name;
    EXPECT_EQ(PtxEntryName(name, 1, 1), name);
  }
}

TEST(PtxNamesTest, ReservedAndIllegalNamesAreMangled) {
  EXPECT_EQ(PtxEntryName("__nv_sin", 1, 1), "_D8__nv_sin");
  EXPECT_EQ(PtxEntryName("__nvvm_reflect", 1, 1), "_D14__nvvm_reflect");
  EXPECT_EQ(PtxEntryName("_Z3foov", 1, 1), "_D7_Z3foov");
  EXPECT_EQ(PtxEntryName("_", 1, 1), "_D1_");
  EXPECT_EQ(PtxEntryName("WARP_SZ", 1, 1), "_D7WARP_SZ");
  EXPECT_EQ(PtxEntryName("vprintf", 1, 1), "_D7vprintf");
  EXPECT_EQ(PtxEntryName("\xC3\xB1", 1, 1), "_UC3B1");  // ñ
}

TEST(PtxNamesTest, LinkableNamesIncludeMangledCxxButNotTheReservedSpace) {
  for (const char* name : {"add", "_Z4funcii", "_private", "f$1", "Add"}) {
    EXPECT_TRUE(IsLinkableName(name)) << name;
  }
  for (const char* name : {"", "1f", "_", "WARP_SZ", "vprintf", "__nv_sinf", "__dslc_constant",
                           "a.b", "a-b", "\xC3\xB1"}) {
    EXPECT_FALSE(IsLinkableName(name)) << name;
  }
}

TEST(PtxNamesTest, SeveralSignaturesAreNumberedInTheReservedSpace) {
  EXPECT_EQ(PtxEntryName("k", 1, 2), "_D1k_1");
  EXPECT_EQ(PtxEntryName("k", 2, 2), "_D1k_2");
  EXPECT_EQ(PtxEntryName("\xC3\xB1", 2, 3), "_UC3B1_2");
}

// Names that used to meet: `k` twice next to `k_1`, `ñ` next to its old
// escape `_xC3_xB1`, a name next to the mangled form of another.
TEST(PtxNamesTest, EntriesNeverCollide) {
  struct Unit {
    const char* name;
    int index, count;
  };
  const Unit units[] = {{"k", 1, 2},        {"k", 2, 2},        {"k_1", 1, 1},    {"_D1k_1", 1, 1},
                        {"\xC3\xB1", 1, 1}, {"_xC3_xB1", 1, 1}, {"_UC3B1", 1, 1}, {"UC3B1", 1, 1},
                        {"_D1k", 1, 1},     {"D1k_1", 1, 1},    {"k1", 1, 1},     {"_D11k", 1, 1}};
  std::set<std::string> entries;
  for (const Unit& unit : units) {
    std::string entry = PtxEntryName(unit.name, unit.index, unit.count);
    EXPECT_TRUE(entries.insert(entry).second) << unit.name << " -> " << entry;
  }
}

TEST(PtxNamesTest, CommentsHoldOnlyPrintableAscii) {
  EXPECT_EQ(EscapeForPtxComment("k.py"), "k.py");
  EXPECT_EQ(EscapeForPtxComment("\xC3\xB1.py"), "\\xC3\\xB1.py");
  EXPECT_EQ(EscapeForPtxComment("new\nline\t\\.py"), "new\\nline\\t\\\\.py");
  EXPECT_EQ(EscapeForPtxComment(llvm::StringRef("a\0b\x7f", 4)), "a\\x00b\\x7F");
}

}  // namespace
}  // namespace dslc
