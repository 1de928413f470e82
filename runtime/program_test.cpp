// What a Program does without a GPU: loading a kernel file. (Compiling a
// kernel needs a device, ResolveDevice; the GPU tests cover that.)
#include "dslc/program.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "dslc/error.h"

namespace dslc {
namespace {

constexpr const char* kSaxpy = R"(from numba import cuda

@cuda.jit
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]
)";

// An internal error while the file is loaded reaches the caller as an
// InternalCompilerError, which is not a dslc::Error, instead of ending the
// process.
TEST(ProgramTest, InternalErrorWhileLoadingIsAnException) {
  setenv("DSLC_TEST_INTERNAL_ERROR", "parse", 1);
  bool caught = false;
  try {
    Program::FromSource("saxpy.py", kSaxpy);
  } catch (const Error& error) {
    ADD_FAILURE() << "an internal error caught as a dslc::Error: " << error.what();
  } catch (const InternalCompilerError& error) {
    caught = true;
    EXPECT_EQ(error.phase(), "parse");
    EXPECT_EQ(error.subject().file, "saxpy.py");
  }
  unsetenv("DSLC_TEST_INTERNAL_ERROR");
  EXPECT_TRUE(caught);
  EXPECT_NO_THROW(Program::FromSource("saxpy.py", kSaxpy));  // nothing left behind
}

// A file with errors throws CompileError: the diagnostics as `dslc compile`
// prints them, and the same as data, with notes, in source order.
TEST(ProgramTest, CompileErrorCarriesStructuredDiagnostics) {
  constexpr const char* kBroken = R"(from numba import cuda

@cuda.jit
def k(x, x):
    x[0] = 1

@cuda.jit
def k2(y):
    y[0] = 1 $ 2
)";
  try {
    Program::FromSource("broken.py", kBroken);
    ADD_FAILURE() << "a file with syntax errors loaded";
  } catch (const CompileError& error) {
    const std::vector<SourceDiagnostic>& diagnostics = error.diagnostics();
    ASSERT_EQ(diagnostics.size(), 2u) << error.what();
    EXPECT_EQ(diagnostics[0].severity, DiagnosticSeverity::Error);
    EXPECT_EQ(diagnostics[0].file, "broken.py");
    EXPECT_EQ(diagnostics[0].line, 4);
    EXPECT_EQ(diagnostics[0].column, 10);
    EXPECT_EQ(diagnostics[0].message, "duplicate parameter `x`");
    ASSERT_EQ(diagnostics[0].notes.size(), 1u);
    EXPECT_EQ(diagnostics[0].notes[0].file, "broken.py");
    EXPECT_EQ(diagnostics[0].notes[0].line, 4);
    EXPECT_EQ(diagnostics[0].notes[0].column, 7);
    EXPECT_EQ(diagnostics[0].notes[0].message, "`x` first declared here");
    EXPECT_EQ(diagnostics[1].line, 9);
    EXPECT_EQ(diagnostics[1].column, 14);
    EXPECT_TRUE(diagnostics[1].notes.empty());
    // The text is what `dslc compile` prints, source lines and carets included.
    std::string text = error.what();
    EXPECT_NE(text.find("broken.py:4:10: error: duplicate parameter `x`\ndef k(x, x):\n"),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("broken.py:4:7: note: `x` first declared here"), std::string::npos) << text;
    EXPECT_NE(text.find("broken.py:9:14: error: invalid character"), std::string::npos) << text;
  }
}

}  // namespace
}  // namespace dslc
