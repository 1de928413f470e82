// The C interface's error model: every exception becomes a status and the
// thread's last error; diagnostics come back as JSON.
#include "runtime/c_api/errors.h"

#include <gtest/gtest.h>

#include <new>
#include <stdexcept>
#include <thread>

namespace dslc::c_api {
namespace {

template <typename Exception>
int Throwing(Exception exception) {
  return Guard("dslc_test", [&] { throw exception; });
}

TEST(CApiErrors, OkLeavesTheLastErrorAlone) {
  EXPECT_EQ(Throwing(Error("first")), DSLC_ERROR);
  EXPECT_EQ(Guard("dslc_test", [] {}), DSLC_OK);
  EXPECT_STREQ(dslc_error_message(), "first");
}

TEST(CApiErrors, ErrorIsDslcError) {
  EXPECT_EQ(Throwing(Error("`saxpy` takes 3 arguments, but 2 were given")), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "`saxpy` takes 3 arguments, but 2 were given");
  EXPECT_STREQ(dslc_error_diagnostics(), "[]");
  EXPECT_STREQ(dslc_error_cuda_call(), "");
  EXPECT_EQ(dslc_error_cuda_result(), 0);
  EXPECT_STREQ(dslc_error_kernel(), "");
}

TEST(CApiErrors, NullArgumentNamesTheFunction) {
  EXPECT_EQ(Guard("dslc_kernel_launch", [] { Require(static_cast<int*>(nullptr), "packed"); }),
            DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "dslc_kernel_launch: `packed` is null");
}

TEST(CApiErrors, CudaErrorKeepsCallResultAndKernel) {
  EXPECT_EQ(Throwing(CudaError("cuLaunchKernel", 1, "CUDA_ERROR_INVALID_VALUE", "invalid argument",
                               "saxpy")),
            DSLC_CUDA_ERROR);
  EXPECT_STREQ(dslc_error_message(),
               "cuLaunchKernel failed for kernel `saxpy`: CUDA_ERROR_INVALID_VALUE (invalid "
               "argument)");
  EXPECT_STREQ(dslc_error_cuda_call(), "cuLaunchKernel");
  EXPECT_EQ(dslc_error_cuda_result(), 1);
  EXPECT_STREQ(dslc_error_cuda_name(), "CUDA_ERROR_INVALID_VALUE");
  EXPECT_STREQ(dslc_error_kernel(), "saxpy");
  EXPECT_STREQ(dslc_error_diagnostics(), "[]");
  // The next failure replaces every detail.
  EXPECT_EQ(Throwing(Error("other")), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_cuda_call(), "");
  EXPECT_EQ(dslc_error_cuda_result(), 0);
  EXPECT_STREQ(dslc_error_kernel(), "");
}

// A GPU fault is a CUDA error whose whole text is its own, with the kernel
// launched last.
TEST(CApiErrors, GpuFaultIsACudaErrorWithItsText) {
  EXPECT_EQ(Throwing(GpuFaultError("cuCtxSynchronize failed: ...; the last kernel launched on "
                                   "GPU 0 was `poke`",
                                   "cuCtxSynchronize", 700, "CUDA_ERROR_ILLEGAL_ADDRESS", "poke",
                                   "grid (2, 1, 1)")),
            DSLC_CUDA_ERROR);
  EXPECT_STREQ(dslc_error_message(),
               "cuCtxSynchronize failed: ...; the last kernel launched on GPU 0 was `poke`");
  EXPECT_STREQ(dslc_error_cuda_call(), "cuCtxSynchronize");
  EXPECT_EQ(dslc_error_cuda_result(), 700);
  EXPECT_STREQ(dslc_error_kernel(), "poke");
}

KernelErrorDetails IndexFailure() {
  KernelErrorDetails d;
  d.kernel = "saxpy";
  d.function = "saxpy";
  d.file = "saxpy.py";
  d.line = 7;
  d.column = 9;
  d.exception = "IndexError";
  d.message = "index 1024 is out of bounds for axis 0 with size 1024";
  d.bounds = true;
  d.index = 1024;
  d.extent = 1024;
  d.thread[0] = 0;
  d.block[0] = 4;
  return d;
}

// KernelError's what(): the class and message, the kernel, a device
// function where the check is in one, the place, the thread and block.
TEST(CApiErrors, KernelErrorText) {
  EXPECT_STREQ(KernelError(IndexFailure()).what(),
               "IndexError: index 1024 is out of bounds for axis 0 with size 1024 in kernel "
               "`saxpy` at saxpy.py:7:9 (thread (0,0,0), block (4,0,0))");
  KernelErrorDetails in_function;
  in_function.kernel = "scale";
  in_function.function = "helper";
  in_function.file = "lib.py";
  in_function.line = 3;
  in_function.column = 5;
  in_function.exception = "AssertionError";
  in_function.thread[2] = 2;
  in_function.block[1] = 65535;
  EXPECT_STREQ(KernelError(in_function).what(),
               "AssertionError in kernel `scale` in function `helper` at lib.py:3:5 (thread "
               "(0,0,2), block (0,65535,0))");
}

TEST(CApiErrors, KernelErrorGivesItsDetailsAsJson) {
  EXPECT_EQ(Throwing(KernelError(IndexFailure())), DSLC_KERNEL_ERROR);
  EXPECT_STREQ(dslc_error_message(),
               "IndexError: index 1024 is out of bounds for axis 0 with size 1024 in kernel "
               "`saxpy` at saxpy.py:7:9 (thread (0,0,0), block (4,0,0))");
  EXPECT_STREQ(dslc_error_kernel(), "saxpy");
  EXPECT_STREQ(dslc_error_kernel_failure(),
               "{\"exception\": \"IndexError\", \"message\": \"index 1024 is out of bounds for "
               "axis 0 with size 1024\", \"function\": \"saxpy\", \"file\": \"saxpy.py\", "
               "\"line\": 7, \"column\": 9, \"bounds\": true, \"index\": 1024, \"extent\": "
               "1024, \"axis\": 0, \"thread\": [0, 0, 0], \"block\": [4, 0, 0]}");
  // Another failure has none.
  EXPECT_EQ(Throwing(Error("other")), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_kernel_failure(), "{}");
}

TEST(CApiErrors, CompileErrorGivesDiagnosticsJson) {
  SourceDiagnostic d;
  d.file = "app.py";
  d.line = 14;
  d.column = 9;
  d.message = "duplicate parameter `x`";
  d.notes.push_back({"app.py", 14, 7, "`x` first declared here"});
  SourceDiagnostic warning;
  warning.severity = DiagnosticSeverity::Warning;
  warning.file = "app.py";
  warning.line = 20;
  warning.column = 1;
  warning.message = "w";
  EXPECT_EQ(Throwing(CompileError("app.py:14:9: error: ...", {d, warning})), DSLC_COMPILE_ERROR);
  EXPECT_STREQ(dslc_error_message(), "app.py:14:9: error: ...");
  EXPECT_STREQ(dslc_error_diagnostics(),
               "[{\"severity\": \"error\", \"file\": \"app.py\", \"line\": 14, \"column\": 9, "
               "\"message\": \"duplicate parameter `x`\", \"notes\": [{\"file\": \"app.py\", "
               "\"line\": 14, \"column\": 7, \"message\": \"`x` first declared here\"}]}, "
               "{\"severity\": \"warning\", \"file\": \"app.py\", \"line\": 20, \"column\": 1, "
               "\"message\": \"w\", \"notes\": []}]");
}

TEST(CApiErrors, JsonEscapesQuotesNewlinesAndBackslashes) {
  EXPECT_EQ(JsonString("say \"hi\"\nC:\\dir\ttab\r\b\f\x01\x7f"),
            "\"say \\\"hi\\\"\\nC:\\\\dir\\ttab\\r\\b\\f\\u0001\\u007f\"");
  // UTF-8 passes through; bytes that are not UTF-8 become U+FFFD.
  EXPECT_EQ(JsonString("caf\xc3\xa9 \xe2\x80\x9cq\xe2\x80\x9d \xf0\x9f\x98\x80"),
            "\"caf\xc3\xa9 \xe2\x80\x9cq\xe2\x80\x9d \xf0\x9f\x98\x80\"");
  EXPECT_EQ(JsonString("a\xff"
                       "b\xc3"),
            "\"a\\ufffdb\\ufffd\"");
  EXPECT_EQ(JsonString("\xc0\xaf\xed\xa0\x80"), "\"\\ufffd\\ufffd\\ufffd\\ufffd\\ufffd\"");

  SourceDiagnostic d;
  d.file = "dir\\my \"app\".py";
  d.message = "expected `)`,\nfound \"\\\"";
  EXPECT_EQ(DiagnosticsJson({d}),
            "[{\"severity\": \"error\", \"file\": \"dir\\\\my \\\"app\\\".py\", \"line\": 0, "
            "\"column\": 0, \"message\": \"expected `)`,\\nfound \\\"\\\\\\\"\", \"notes\": []}]");
}

TEST(CApiErrors, InternalCompilerErrorIsInternal) {
  EXPECT_EQ(Throwing(InternalCompilerError("lower", "no lowering for x",
                                           {"app.py", "saxpy", "float32", "sm_90"},
                                           "compiler/lower/lower_expr.cpp", 130)),
            DSLC_INTERNAL_ERROR);
  std::string message = dslc_error_message();
  EXPECT_EQ(message.find("internal compiler error: lower: no lowering for x"), 0u) << message;
  EXPECT_NE(message.find("please report"), std::string::npos) << message;
  EXPECT_STREQ(dslc_error_kernel(), "saxpy");
}

TEST(CApiErrors, OutOfMemoryIsAnError) {
  EXPECT_EQ(Throwing(std::bad_alloc()), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "out of memory");
}

TEST(CApiErrors, OtherExceptionsAreInternal) {
  EXPECT_EQ(Throwing(std::out_of_range("vector index")), DSLC_INTERNAL_ERROR);
  std::string message = dslc_error_message();
  EXPECT_EQ(message.find("internal error in dslc_test: vector index"), 0u) << message;
  EXPECT_EQ(Throwing(42), DSLC_INTERNAL_ERROR);
  message = dslc_error_message();
  EXPECT_EQ(message.find("internal error in dslc_test: an exception of unknown type"), 0u)
      << message;
}

TEST(CApiErrors, GuardPointerReturnsNullOnFailure) {
  int value = 7;
  EXPECT_EQ(GuardPointer("dslc_test", [&] { return &value; }), &value);
  EXPECT_EQ(GuardPointer("dslc_test", [&]() -> int* { throw Error("no"); }), nullptr);
  EXPECT_STREQ(dslc_error_message(), "no");
}

TEST(CApiErrors, LastErrorIsPerThread) {
  EXPECT_EQ(Throwing(Error("main thread")), DSLC_ERROR);
  std::string seen;
  std::thread([&] {
    seen = dslc_error_message();
    Throwing(Error("other thread"));
  }).join();
  EXPECT_EQ(seen, "");
  EXPECT_STREQ(dslc_error_message(), "main thread");
}

TEST(CApiErrors, CopyStringIsFreedByStringFree) {
  char* copy = CopyString("text");
  EXPECT_STREQ(copy, "text");
  dslc_string_free(copy);
  dslc_string_free(nullptr);
}

}  // namespace
}  // namespace dslc::c_api
