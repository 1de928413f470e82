// Errors the runtime reports, as exceptions. A bug in dslc itself is an
// InternalCompilerError (internal_error.h), which is not an Error.
#pragma once

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
