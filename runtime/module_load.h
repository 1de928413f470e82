// Compiled code into the driver: PTX through the driver's JIT, PTX to a
// cubin through the toolkit's ptxas where the machine has it, a cubin or
// PTX image loaded as a module. The context must be current. Internal to the runtime.
#pragma once

#include <optional>
#include <string>

#include "llvm/ADT/StringRef.h"
#include "runtime/kernel_state.h"

namespace dslc {

// Loads `image` (PTX text or a cubin) and finds `entry` in it, into
// `compiled`'s module and function; throws CudaError naming `kernel`, with
// the driver's error log. With `info_log`, the driver runs verbosely and
// its info log (ptxas's figures for PTX) is put there.
void LoadModuleImage(const std::string& image, const std::string& entry, const std::string& kernel,
                     LoadedKernel* compiled, std::string* info_log = nullptr);

// Like LoadModuleImage, but false (nothing thrown, nothing left loaded)
// when the driver rejects the image: a cache entry made for another GPU.
bool TryLoadModuleImage(const std::string& image, const std::string& entry, LoadedKernel* compiled);

// Whether `ptx` has line tables (LLVM prints a `.file` directive only then):
// the driver's JIT is then asked to keep them.
bool PtxHasLineInfo(llvm::StringRef ptx);

// A cubin of `ptx` for `arch` ("sm_90") made by the CUDA toolkit's ptxas,
// which compiles it as a whole program as the driver's JIT does, with
// ptxas's verbose log in `info_log`. Nothing where the machine has no ptxas
// or ptxas refuses the PTX: the driver's JIT then compiles it.
std::optional<std::string> PtxasCubin(const std::string& ptx, const std::string& arch,
                                      std::string* info_log);

// Loads a cubin or fat binary file's `image` as a module; throws CudaError
// naming `path`, with the driver's error log (a fat binary without code for
// the GPU, for one).
CUmodule LoadBinaryModule(const std::string& image, const std::string& path);

}  // namespace dslc
