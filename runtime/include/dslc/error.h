// Errors the runtime reports, as exceptions. A bug in dslc itself is an
// InternalCompilerError (internal_error.h), which is not an Error.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "dslc/export.h"
#include "dslc/internal_error.h"

namespace dslc {

// Any runtime failure. what() is a complete, user-facing message.
class DSLC_API Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A CUDA driver call failed: names the call, the CUresult and the kernel.
//   cuLaunchKernel failed for kernel `saxpy`: CUDA_ERROR_INVALID_VALUE (invalid argument)
class DSLC_API CudaError : public Error {
 public:
  CudaError(std::string call, int result, std::string result_name, std::string result_text,
            std::string kernel);
  const std::string& call() const { return call_; }
  int result() const { return result_; }
  const std::string& result_name() const { return result_name_; }
  const std::string& kernel() const { return kernel_; }

 protected:
  // An error whose whole text is `message`.
  struct WholeMessage {
    std::string text;
  };
  CudaError(WholeMessage message, std::string call, int result, std::string result_name,
            std::string kernel);

 private:
  std::string call_;
  int result_;
  std::string result_name_;
  std::string kernel_;
};

// The GPU faulted while running a kernel (an illegal or misaligned address,
// an illegal instruction, a trap, a stack overflow). The message names the
// kernel launched last on the GPU and its launch configuration, and says to
// rerun it in debug mode, which reports a bad index before it faults. The
// CUDA driver runs nothing more in the process after such an error (every
// later call throws this again): the process must be restarted.
//   cuCtxSynchronize failed: CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access was
//   encountered); the last kernel launched on GPU 0 was `poke`, with grid (2, 1, 1), ...
class DSLC_API GpuFaultError : public CudaError {
 public:
  GpuFaultError(std::string message, std::string call, int result, std::string result_name,
                std::string kernel, std::string launch);
  // "grid (2, 1, 1), block (64, 1, 1) and 0 bytes of dynamic shared memory";
  // "" when no launch is known.
  const std::string& launch() const { return launch_; }

 private:
  std::string launch_;
};

// What a failed check of a debug kernel says (KernelError).
struct KernelErrorDetails {
  std::string kernel;
  std::string function;  // where the check is: the kernel or a device function
  std::string file;
  int line = 0;  // 1-based; columns count characters
  int column = 0;
  std::string exception;  // "IndexError", "ZeroDivisionError", "AssertionError", "ValueError"
  std::string message;    // "index 1024 is out of bounds for axis 0 with size 1024"
  bool bounds = false;    // an index check: index, extent and axis are set
  int64_t index = 0;      // as written (a negative index before counting from the end)
  int64_t extent = 0;
  int axis = 0;
  unsigned thread[3] = {0, 0, 0};  // x, y, z
  unsigned block[3] = {0, 0, 0};
};

// A kernel compiled in debug mode (`debug=True`, ProgramOptions::debug,
// `-g`) failed a check: an array index out of bounds, a zero divisor, a
// `raise` or a failed `assert`. The first failure of the launch is
// reported, after the launch has finished; the process and the GPU stay
// usable. what() is one line:
//   IndexError: index 1024 is out of bounds for axis 0 with size 1024 in
//   kernel `saxpy` at saxpy.py:7:9 (thread (0,0,0), block (4,0,0))
// (and ` in function `f`` before ` at` when the failure is in a device
// function).
class DSLC_API KernelError : public Error {
 public:
  explicit KernelError(KernelErrorDetails details);

  const std::string& kernel() const { return details_.kernel; }
  const std::string& function() const { return details_.function; }
  const std::string& file() const { return details_.file; }
  int line() const { return details_.line; }
  int column() const { return details_.column; }
  const std::string& exception_class() const { return details_.exception; }
  const std::string& message() const { return details_.message; }
  bool is_index_error() const { return details_.bounds; }
  int64_t index() const { return details_.index; }
  int64_t extent() const { return details_.extent; }
  int axis() const { return details_.axis; }
  const unsigned* thread() const { return details_.thread; }  // x, y, z
  const unsigned* block() const { return details_.block; }
  const KernelErrorDetails& details() const { return details_; }

 private:
  KernelErrorDetails details_;
};

// One message of a diagnostic: where it points and what it says. `line`
// and `column` count from 1 (columns in characters, as the printed text
// counts them); 0 when the message has no place in a file (a file that
// cannot be read).
struct SourceNote {
  std::string file;
  int line = 0;
  int column = 0;
  std::string message;
};

enum class DiagnosticSeverity { Error, Warning };

// An error or warning of the compiler, with the notes attached to it.
struct SourceDiagnostic {
  DiagnosticSeverity severity = DiagnosticSeverity::Error;
  std::string file;
  int line = 0;
  int column = 0;
  std::string message;  // `expected `)`, found newline`
  std::vector<SourceNote> notes;
};

// A kernel file or a kernel failed to compile. what() holds the diagnostics
// as `dslc compile` prints them (with the quoted source lines and carets);
// diagnostics() holds the same as data.
class DSLC_API CompileError : public Error {
 public:
  explicit CompileError(std::string text, std::vector<SourceDiagnostic> diagnostics = {})
      : Error(std::move(text)), diagnostics_(std::move(diagnostics)) {}
  const std::vector<SourceDiagnostic>& diagnostics() const { return diagnostics_; }

 private:
  std::vector<SourceDiagnostic> diagnostics_;
};

}  // namespace dslc
