// What the PTX assembler says about each kernel it compiled: the verbose
// log of ptxas (`ptxas -v`) or of nvJitLink (`-verbose`), which contains
// ptxas's lines and, from nvJitLink, a summary of the linked cubin:
//
//   ptxas info    : Compiling entry function 'spill' for 'sm_90'
//   ptxas info    : Function properties for spill
//       512 bytes stack frame, 8 bytes spill stores, 8 bytes spill loads
//   ptxas info    : Used 28 registers, used 1 barriers, 1024 bytes smem, 356 bytes cmem[0]
//   info    : 0 bytes gmem, 1200 bytes cmem[3]
//   info    : Function properties for 'spill':
//   info    : used 28 registers, used 1 barriers, 512 stack, 2048 bytes smem, ...
//
// A pure text reader, shared by `dslc compile --resource-usage` and the
// runtime (which asks the driver's JIT for the same log).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "llvm/ADT/StringRef.h"

namespace dslc {

struct KernelResourceUsage {
  std::string entry;  // the PTX entry name
  std::string arch;   // "sm_90", as the log names it; "" when it does not
  int registers = 0;  // per thread
  int barriers = 0;
  uint64_t spill_store_bytes = 0;
  uint64_t spill_load_bytes = 0;
  uint64_t local_bytes = 0;          // the stack frame: local memory per thread
  uint64_t static_shared_bytes = 0;  // per block, as ptxas counts the kernel's arrays
  // User constant memory of the module (banks other than cmem[0], which
  // holds the parameters): dslc's constant arrays.
  uint64_t constant_bytes = 0;
  bool constant_bytes_known = false;  // the log named a user bank (ptxas 13 alone does not)
};

// Every kernel entry the log describes, in the order it first names them.
// Functions that are not entries (ptxas's "Function properties" of device
// functions it kept) are left out, unless the log names no entry at all:
// then every function it describes is given. Lines it does not know are skipped, so a
// newer assembler's extra words do not break it.
std::vector<KernelResourceUsage> ParseAssemblerLog(llvm::StringRef log);

}  // namespace dslc
