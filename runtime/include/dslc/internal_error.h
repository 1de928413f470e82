// The exception for a bug in dslc itself: an "internal compiler error".
//
// It is public (error.h includes it) so that a program using libdslc can
// catch it, and it is deliberately not a dslc::Error: code that catches
// dslc::Error to report a bad kernel or a CUDA failure and carry on must not
// swallow a broken invariant of the compiler. `catch (const std::exception&)`
// catches both.
#pragma once

#include <exception>
#include <string>

#include "dslc/export.h"

namespace dslc {

// What was being compiled; a field is empty where it was not known.
struct CompileSubject {
  std::string file;       // the kernel file, as it was named to dslc
  std::string kernel;     // the kernel, or the kernels of a module, comma-separated
  std::string signature;  // the parameter types, e.g. "float32, float32[::1]"
  std::string target;     // e.g. "sm_90"
};

// A check inside dslc failed, or LLVM reported a fatal error while dslc was
// compiling. what() is one line: the phase, the message, the subject and
// the place in dslc's sources, e.g.
//   lower: no lowering for ... (kernel `saxpy`, signature `float32, float32[::1]`,
//   target sm_90, file `saxpy.py`) [compiler/lower/lower_expr.cpp:130]
class DSLC_API InternalCompilerError : public std::exception {
 public:
  InternalCompilerError(std::string phase, std::string message, CompileSubject subject,
                        std::string dslc_file, int dslc_line);

  const char* what() const noexcept override { return what_.c_str(); }

  // "lex", "parse", "scope", "units", "infer", "plan", "lower" or "codegen"; "" when
  // the error happened outside the compiler's phases.
  const std::string& phase() const { return phase_; }
  const std::string& message() const { return message_; }
  const CompileSubject& subject() const { return subject_; }
  // The check's place in dslc's sources, relative to the source tree.
  const std::string& dslc_file() const { return dslc_file_; }
  int dslc_line() const { return dslc_line_; }

 private:
  std::string phase_;
  std::string message_;
  CompileSubject subject_;
  std::string dslc_file_;
  int dslc_line_;
  std::string what_;
};

}  // namespace dslc
