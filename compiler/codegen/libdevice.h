// libdevice, NVIDIA's math library as LLVM bitcode (`__nv_sinf`, ...):
// linked into a module that calls it, only the functions it calls.
#pragma once

#include <string>

#include "compiler/diagnostics/diagnostic.h"
#include "llvm/IR/Module.h"

namespace dslc {

// The first `__nv_*` function `module` declares but does not define, or "".
llvm::StringRef FirstLibdeviceCall(const llvm::Module& module);

// Links the libdevice functions `module` calls, found by FindLibdevice.
// False, with `error` set, when libdevice cannot be found, read or linked.
bool LinkLibdevice(llvm::Module& module, DiagnosticMessage* error);

}  // namespace dslc
