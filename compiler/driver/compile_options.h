// What `dslc compile` is asked to do: the command line's options
// (options.cpp reads them, pipeline.h runs them).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "compiler/base/entry_abi.h"
#include "compiler/codegen/target.h"

namespace dslc {

// How far to run; each stage includes the ones before it.
// Cubin and Fatbin also assemble the PTX (compiler/assemble).
enum class Emit { Tokens, Ast, Typed, Llvm, Ptx, Cubin, Fatbin };

struct CompileOptions {
  std::string input_path;
  std::string kernel;     // empty: every kernel with an eager signature
  std::string signature;  // empty: the kernel's eager signatures
  // "sm_XX" or "native"; several only for --emit=fatbin (a cubin each).
  std::vector<std::string> arch = {Target::Default().Name()};
  int opt_level = 3;
  Emit emit = Emit::Ptx;
  std::string output_path;  // empty: standard output; for a binary, <input stem>.cubin/.fatbin
  // Print each kernel's registers, spills, memory and occupancy at
  // `block_size` threads, from the assembler's log.
  bool resource_usage = false;
  int block_size = 256;
  // --block-dim X[,Y[,Z]]: the block the kernels are launched with, for
  // cuda.coop's block collectives; empty when not given.
  std::vector<uint32_t> block_dim;
  std::string cuda_path;  // the toolkit to assemble with; empty: searched for
  bool time_passes = false;
  bool may_alias = false;   // array arguments may overlap: no `noalias`
  bool line_info = false;   // --lineinfo: `.loc` lines in the PTX
  bool debug = false;       // -g: every kernel in debug mode
  bool no_coarsen = false;  // --no-coarsen: no thread coarsening
  // --disable-opt: names of dslc's optimisations not to use (optimizations.def)
  std::vector<std::string> disable_opt;
  bool fmad = true;  // --fmad=false: no fused multiply-adds
  // --coarsening-remarks: why each kernel is or is not coarsened (to standard error)
  bool coarsening_remarks = false;
  // Not Kernel: --kernel names a device function to compile on its own.
  EntryAbi abi = EntryAbi::Kernel;
  std::string abi_name;  // its symbol; empty: its name
};

}  // namespace dslc
