// Errors the runtime reports, as exceptions. A bug in dslc itself is an
// InternalCompilerError (internal_error.h), which is not an Error.
#pragma once

#include <stdexcept>
#include <string>

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

// A kernel file or a kernel failed to compile; what() holds the diagnostics,
// as `dslc compile` prints them.
class DSLC_API CompileError : public Error {
 public:
  using Error::Error;
};

}  // namespace dslc
