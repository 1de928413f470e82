// Debug mode's report after a launch (compiler/base/error_record.h): the
// error record of a debug kernel's module, read once the launch has
// finished and turned into a KernelError. Internal to the runtime.
#pragma once

#include <cuda.h>

#include <string>

#include "runtime/kernel_state.h"

namespace dslc {

// Finds the error record in `compiled`'s loaded module when its kernel has
// error sites (a debug kernel); leaves it null otherwise.
void FindErrorRecord(LoadedKernel& compiled, const std::string& kernel);

// After a launch of `compiled` on `stream`: for a debug kernel, waits for
// the stream, reads the record and, when a check failed, clears it and
// throws KernelError naming `kernel`. Nothing for other kernels.
void ThrowIfKernelFailed(const LoadedKernel& compiled, CUstream stream, const std::string& kernel);

// KernelError's message (error.h), from its details.
std::string KernelErrorText(const KernelErrorDetails& details);

}  // namespace dslc
