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

}  // namespace
}  // namespace dslc
