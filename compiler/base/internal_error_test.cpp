#include "compiler/base/internal_error.h"

#include <gtest/gtest.h>

#include <cstdlib>

#include "compiler/base/llvm_fatal_error.h"
#include "llvm/Support/ErrorHandling.h"

#if defined(__SANITIZE_ADDRESS__)
#define DSLC_TEST_LEAK_CHECKED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define DSLC_TEST_LEAK_CHECKED 1
#endif
#endif
#ifdef DSLC_TEST_LEAK_CHECKED
#include <sanitizer/lsan_interface.h>
#endif

namespace dslc {
namespace {

// An LLVM fatal error abandons what the frames it skips allocated
// (llvm_fatal_error.h), by design: not a leak to report.
class AbandonedMemoryIsNoLeak {
#ifdef DSLC_TEST_LEAK_CHECKED
  __lsan::ScopedDisabler disabler_;
#endif
};

// Sets DSLC_TEST_INTERNAL_ERROR while it lives.
class RequestedInternalError {
 public:
  explicit RequestedInternalError(const char* what) { setenv("DSLC_TEST_INTERNAL_ERROR", what, 1); }
  ~RequestedInternalError() { unsetenv("DSLC_TEST_INTERNAL_ERROR"); }
};

const CompileSubject kSaxpy{"saxpy.py", "saxpy", "float32, float32[::1]", "sm_90"};

// The error `run` throws; fails the test when it throws none.
template <typename F>
InternalCompilerError Caught(F&& run) {
  try {
    run();
  } catch (const InternalCompilerError& error) {
    return error;
  }
  ADD_FAILURE() << "no internal error";
  return InternalCompilerError("", "", {}, "", 0);
}

TEST(InternalErrorTest, WhatIsOneLineWithEverythingKnown) {
  InternalCompilerError error("lower", "no lowering for `@`", kSaxpy,
                              "/src/dslc/compiler/lower/lower_expr.cpp", 130);
  EXPECT_STREQ(error.what(),
               "lower: no lowering for `@` (kernel `saxpy`, signature `float32, float32[::1]`, "
               "target sm_90, file `saxpy.py`) [/src/dslc/compiler/lower/lower_expr.cpp:130]");
}

TEST(InternalErrorTest, WhatLeavesOutWhatIsNotKnown) {
  InternalCompilerError error("", "bad state", {}, "x.cpp", 7);
  EXPECT_STREQ(error.what(), "bad state [x.cpp:7]");
  InternalCompilerError file_only("parse", "bad state", {"k.py", "", "", ""}, "x.cpp", 7);
  EXPECT_STREQ(file_only.what(), "parse: bad state (file `k.py`) [x.cpp:7]");
}

TEST(InternalErrorTest, LineBreaksInTheMessageBecomeSemicolons) {
  InternalCompilerError error("codegen", "invalid IR:\n  %x = add\n  ret void\n", {}, "x.cpp", 1);
  EXPECT_STREQ(error.what(), "codegen: invalid IR:; %x = add; ret void [x.cpp:1]");
  EXPECT_EQ(error.message(), "invalid IR:\n  %x = add\n  ret void\n");  // kept as given
}

TEST(InternalErrorTest, FatalCarriesTheInnermostContextAndItsPlace) {
  CompileContext outer(Phase::Infer, {"other.py", "", "", ""});
  InternalCompilerError error = Caught([] {
    CompileContext inner(Phase::Lower, kSaxpy);
    DSLC_FATAL("no lowering for `" + std::string("@") + "`");
  });
  EXPECT_EQ(error.phase(), "lower");
  EXPECT_EQ(error.message(), "no lowering for `@`");
  EXPECT_EQ(error.subject().kernel, "saxpy");
  EXPECT_EQ(error.subject().signature, "float32, float32[::1]");
  EXPECT_EQ(error.subject().target, "sm_90");
  EXPECT_EQ(error.subject().file, "saxpy.py");
  EXPECT_EQ(error.dslc_file(), "compiler/base/internal_error_test.cpp");  // relative
  EXPECT_GT(error.dslc_line(), 0);
  ASSERT_EQ(CompileContext::Current(), &outer);  // the inner one was left
  EXPECT_EQ(Caught([] { DSLC_FATAL("again"); }).phase(), "infer");
}

TEST(InternalErrorTest, CheckBuildsItsMessageOnlyWhenItFails) {
  int built = 0;
  auto message = [&] {
    ++built;
    return std::string("slot out of range");
  };
  DSLC_CHECK(1 + 1 == 2, message());
  EXPECT_EQ(built, 0);
  InternalCompilerError error = Caught([&] { DSLC_CHECK(1 + 1 == 3, message()); });
  EXPECT_EQ(built, 1);
  EXPECT_EQ(error.message(), "slot out of range (check `1 + 1 == 3` failed)");
  EXPECT_EQ(error.phase(), "");  // outside every context
}

TEST(InternalErrorTest, TestVariableFailsTheNamedPhaseOnly) {
  RequestedInternalError requested("scope");
  {
    CompileContext lex(Phase::Lex, kSaxpy);  // another phase: nothing
  }
  InternalCompilerError error = Caught([] { CompileContext scope(Phase::Scope, kSaxpy); });
  EXPECT_EQ(error.phase(), "scope");
  EXPECT_EQ(error.subject().kernel, "saxpy");
  EXPECT_EQ(CompileContext::Current(), nullptr);  // the throwing context left nothing behind
}

TEST(LlvmFatalErrorTest, FatalErrorBecomesAnInternalErrorOfTheCurrentPhase) {
  [[maybe_unused]] AbandonedMemoryIsNoLeak abandoned;
  CompileContext outer(Phase::Infer, {"k.py", "", "", ""});
  InternalCompilerError error = Caught([] {
    RunCatchingLlvmFatalErrors([] {
      CompileContext codegen(Phase::Codegen, kSaxpy);
      llvm::report_fatal_error("Cannot select: intrinsic %llvm.nvvm.frob");
    });
  });
  EXPECT_EQ(error.phase(), "codegen");
  EXPECT_EQ(error.message(), "LLVM fatal error: Cannot select: intrinsic %llvm.nvvm.frob");
  EXPECT_EQ(error.subject().kernel, "saxpy");
  EXPECT_EQ(error.dslc_file(), "compiler/base/internal_error_test.cpp");  // the caller
  // The context the longjmp skipped is left; the next fatal error is caught too.
  EXPECT_EQ(CompileContext::Current(), &outer);
  EXPECT_EQ(
      Caught([] { RunCatchingLlvmFatalErrors([] { llvm::report_fatal_error("again"); }); }).phase(),
      "infer");
}

TEST(LlvmFatalErrorTest, InnermostRegionCatchesAndExceptionsPassThrough) {
  [[maybe_unused]] AbandonedMemoryIsNoLeak abandoned;
  bool outer_went_on = false;
  RunCatchingLlvmFatalErrors([&] {
    InternalCompilerError inner =
        Caught([] { RunCatchingLlvmFatalErrors([] { llvm::report_fatal_error("inner"); }); });
    EXPECT_EQ(inner.message(), "LLVM fatal error: inner");
    outer_went_on = true;
  });
  EXPECT_TRUE(outer_went_on);
  InternalCompilerError thrown =
      Caught([] { RunCatchingLlvmFatalErrors([] { DSLC_FATAL("from our own code"); }); });
  EXPECT_EQ(thrown.message(), "from our own code");
  // After an exception left a region, a fatal error goes to the one around.
  EXPECT_EQ(
      Caught([] { RunCatchingLlvmFatalErrors([] { llvm::report_fatal_error("x"); }); }).message(),
      "LLVM fatal error: x");
}

TEST(LlvmFatalErrorTest, TestVariableMakesCodegenFailInsideLlvm) {
  [[maybe_unused]] AbandonedMemoryIsNoLeak abandoned;
  RequestedInternalError requested("llvm");
  InternalCompilerError error = Caught(
      [] { RunCatchingLlvmFatalErrors([] { CompileContext codegen(Phase::Codegen, kSaxpy); }); });
  EXPECT_EQ(error.phase(), "codegen");
  EXPECT_EQ(error.message(),
            "LLVM fatal error: the fatal error DSLC_TEST_INTERNAL_ERROR=llvm asks for");
  EXPECT_EQ(CompileContext::Current(), nullptr);
}

}  // namespace
}  // namespace dslc
