// How codegen marks a module's entry points (codegen.h's MarkKernel and
// MarkDeviceEntry), for the passes that must keep them.
#pragma once

#include "llvm/IR/Function.h"

namespace dslc {

// A function MarkKernel made an entry point.
bool IsKernel(const llvm::Function& function);

// The attribute MarkDeviceEntry sets.
inline constexpr const char* kDeviceEntryAttribute = "dslc-device-entry";

}  // namespace dslc
