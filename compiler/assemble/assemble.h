// The assemble phase: PTX to a cubin, or to a fat binary of cubins for
// several architectures plus PTX, without a GPU. Through the CUDA toolkit's
// `ptxas`, which compiles the PTX as a whole program; where there is none,
// through its libnvJitLink.so, opened at run time. Fat binaries are packed by the toolkit's
// `fatbinary`. Each assembly also gives the assembler's verbose log, from
// which ParseAssemblerLog (assembler_log.h) reads each kernel's registers,
// spills, stack and shared memory.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "compiler/assemble/toolkit.h"
#include "compiler/codegen/target.h"
#include "compiler/diagnostics/diagnostic.h"

namespace dslc {

// An architecture a cubin is made for, and the target its PTX is compiled
// for: the same, or sm_90 for an architecture newer than LLVM 19 knows
// (sm_100, sm_103, sm_110, sm_120, sm_121 and their `a` and `f` variants),
// whose cubin the toolkit's assembler makes from sm_90 PTX.
struct BinaryArch {
  std::string name;  // "sm_100a"
  Target ptx_target = Target::Default();
  bool FromOlderPtx() const { return name != ptx_target.Name(); }
};

// `--arch` for binary output: what Target::Parse accepts, or `sm_NNN`
// (optionally `a` or `f`) above sm_90. Whether the toolkit knows it is the
// assembler's to say. Nothing, with `error` set, otherwise.
std::optional<BinaryArch> ParseBinaryArch(const std::string& text, DiagnosticMessage* error);

enum class BinaryKind { Cubin, Fatbin };

struct ArchPtx {
  BinaryArch arch;
  std::string ptx;  // compiled for arch.ptx_target
};

struct AssembleRequest {
  BinaryKind kind = BinaryKind::Cubin;
  // One for a cubin. For a fat binary, one cubin each, and the PTX of the
  // newest target, which the driver compiles for GPUs newer than them all.
  std::vector<ArchPtx> units;
  ToolkitSearch search;
};

struct AssembledBinary {
  std::string bytes;
  std::string assembler;               // "libnvJitLink.so.13 (13.0)", or ptxas's path
  std::vector<std::string> info_logs;  // per unit, in order
};

// Nothing, with `error` set, when there is no assembler (the message names
// the places looked in) or it refuses the PTX (with its log).
std::optional<AssembledBinary> Assemble(const AssembleRequest& request, DiagnosticMessage* error);

// The extension of an output of `kind`: ".cubin", ".fatbin".
const char* BinaryExtension(BinaryKind kind);

}  // namespace dslc
