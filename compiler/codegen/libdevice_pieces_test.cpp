#include "compiler/codegen/libdevice_pieces.h"

#include <gtest/gtest.h>

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {
namespace {

// A libdevice in miniature: an exported function using a local helper and a
// local table, and one nobody calls.
constexpr const char* kLibrary = R"(
@table = internal addrspace(1) constant [2 x i32] [i32 7, i32 9]
@.str = private unnamed_addr constant [4 x i8] c"abc\00"

define i32 @__nv_used(i32 %i) {
  %v = call i32 @helper(i32 %i)
  ret i32 %v
}
define internal i32 @helper(i32 %i) {
  %p = getelementptr [2 x i32], ptr addrspace(1) @table, i32 0, i32 %i
  %v = load i32, ptr addrspace(1) %p
  ret i32 %v
}
define i32 @__nv_unused() {
  ret i32 1
}
)";

constexpr const char* kCaller = R"(
declare i32 @__nv_used(i32)
define i32 @k(i32 %i) {
  %v = call i32 @__nv_used(i32 %i)
  ret i32 %v
}
)";

std::unique_ptr<llvm::Module> Parse(const char* text, llvm::LLVMContext& context) {
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> module = llvm::parseAssemblyString(text, diagnostic, context);
  EXPECT_TRUE(module) << diagnostic.getMessage().str();
  return module;
}

class LibdevicePiecesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("libdevice", "pieces", path_));
  }
  void TearDown() override { llvm::sys::fs::remove(path_); }

  // The pieces of kLibrary, as bytes.
  std::string Pieces() {
    std::unique_ptr<llvm::Module> library = Parse(kLibrary, context_);
    std::string bytes, error;
    llvm::raw_string_ostream out(bytes);
    EXPECT_TRUE(WriteLibdevicePieces(*library, out, &error)) << error;
    out.flush();
    return bytes;
  }
  void Write(llvm::StringRef bytes) {
    std::error_code failure;
    llvm::raw_fd_ostream out(path_.str(), failure);
    ASSERT_FALSE(failure);
    out << bytes;
  }
  // The error Open gives for a file holding `bytes`.
  std::string OpenError(llvm::StringRef bytes) {
    Write(bytes);
    DiagnosticMessage error;
    EXPECT_EQ(LibdevicePieces::Open(path_.str().str(), &error), nullptr);
    return error.text;
  }

  llvm::LLVMContext context_;
  llvm::SmallString<128> path_;
};

TEST_F(LibdevicePiecesTest, OnePiecePerDefinition) {
  Write(Pieces());
  DiagnosticMessage error;
  std::unique_ptr<LibdevicePieces> pieces = LibdevicePieces::Open(path_.str().str(), &error);
  ASSERT_TRUE(pieces) << error.text;
  for (const char* name : {"__nv_used", "__nv_unused", "helper", "table", ".str"}) {
    EXPECT_FALSE(pieces->Find(name).empty()) << name;
  }
  EXPECT_TRUE(pieces->Find("__nv_missing").empty());
  EXPECT_TRUE(pieces->Find("").empty());
}

TEST_F(LibdevicePiecesTest, LinksWhatIsCalledAndWhatThatNeeds) {
  Write(Pieces());
  DiagnosticMessage error;
  std::unique_ptr<LibdevicePieces> pieces = LibdevicePieces::Open(path_.str().str(), &error);
  ASSERT_TRUE(pieces) << error.text;
  std::unique_ptr<llvm::Module> caller = Parse(kCaller, context_);
  ASSERT_TRUE(LinkLibdevicePieces(*caller, *pieces, &error)) << error.text;
  llvm::Function* used = caller->getFunction("__nv_used");
  ASSERT_TRUE(used);
  EXPECT_FALSE(used->isDeclaration());
  EXPECT_FALSE(used->hasLocalLinkage());  // libdevice exports it
  llvm::Function* helper = caller->getFunction("helper");
  ASSERT_TRUE(helper);
  EXPECT_TRUE(helper->hasInternalLinkage());  // local in libdevice, local again
  llvm::GlobalVariable* table = caller->getGlobalVariable("table", /*AllowInternal=*/true);
  ASSERT_TRUE(table);
  EXPECT_TRUE(table->hasInternalLinkage());
  EXPECT_TRUE(table->hasInitializer());
  EXPECT_EQ(caller->getFunction("__nv_unused"), nullptr);
  EXPECT_EQ(caller->getNamedValue(".str"), nullptr);
}

TEST_F(LibdevicePiecesTest, MalformedFilesAreClearErrors) {
  std::string bytes = Pieces();
  EXPECT_NE(OpenError("BC\xC0\xDE").find("not a dslc libdevice pieces file"), std::string::npos);
  EXPECT_NE(OpenError(llvm::StringRef(bytes).take_front(20)).find("truncated index"),
            std::string::npos);
  // The first entry's size (after magic, count, name length and name).
  std::string past_end = bytes;
  size_t size_at = 8 + 4 + 4 + std::string(".str").size() + 8;
  past_end[size_at + 7] = '\x7f';
  EXPECT_NE(OpenError(past_end).find("a piece lies past the end"), std::string::npos);
  DiagnosticMessage error;
  EXPECT_EQ(LibdevicePieces::Open("/nonexistent/libdevice.10.pieces", &error), nullptr);
  EXPECT_EQ(error.kind, DiagnosticKind::LibdevicePiecesUnreadable);
  EXPECT_EQ(error.args.at(0), "/nonexistent/libdevice.10.pieces");
  EXPECT_NE(error.text.find("cannot read libdevice pieces `/nonexistent/libdevice.10.pieces`"),
            std::string::npos)
      << error.text;
}

}  // namespace
}  // namespace dslc
