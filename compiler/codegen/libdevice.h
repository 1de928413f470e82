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

// Where libdevice.10.bc is looked for, in order: $DSLC_LIBDEVICE (used even
// when missing, so a wrong setting is reported), <prefix>/share/dslc/ where
// <prefix> is the directory above the one holding libdslc.so or the
// executable (the package layout), $CUDA_HOME/nvvm/libdevice,
// $CUDA_PATH/nvvm/libdevice, /usr/local/cuda/nvvm/libdevice. "" if none.
std::string FindLibdevice();

// The file a compile that needs libdevice reads: the pieces installed beside
// dslc (libdevice_pieces.h) unless $DSLC_LIBDEVICE is set, else
// FindLibdevice(). "" if none.
std::string LibdeviceInUse();

}  // namespace dslc
