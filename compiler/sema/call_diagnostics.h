// Diagnostics about matching a call's arguments to parameters, shared by
// the typing of device-function calls (infer_call.cpp) and of builtins that
// take keywords (infer_cuda_array.cpp).
#pragma once

#include "compiler/diagnostics/diagnostic.h"
#include "llvm/ADT/StringRef.h"

namespace dslc {

DSLC_DIAGNOSTIC(ArgumentGivenTwice, Error, "`{0}` is given twice, by position and by name",
                llvm::StringRef);

}  // namespace dslc
