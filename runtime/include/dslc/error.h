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

 private:
  std::string call_;
  int result_;
  std::string result_name_;
  std::string kernel_;
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
