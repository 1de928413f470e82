// The GPU target: one small value that every architecture-dependent decision
// reads (triple, CPU, PTX ISA version, feature gates). Mapped to LLVM's
// NVPTX triple, CPU and features in one place.
#pragma once

#include <optional>
#include <string>

#include "compiler/diagnostics/diagnostic.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace dslc {

// An instruction dslc emits that needs a minimum architecture or PTX ISA
// version, as the PTX ISA reference gives them (each instruction's "PTX ISA
// Notes" and "Target ISA Notes").
struct PtxFeature {
  const char* name;  // "match.sync"
  int min_sm;        // 70: compute capability 7.0
  int min_ptx;       // 60: PTX ISA 6.0
};

// Every instruction in PtxFeature's sense that dslc emits (target.cpp). A
// feature whose PTX ISA is above an architecture's minimum raises the
// `.version` of the kernels that use it (ArchRequirement::min_ptx and
// Target::WithPtxAtLeast); with today's minima none does.
llvm::ArrayRef<PtxFeature> PtxFeatures();

class Target {
 public:
  // sm_90 unless the user says otherwise; written in `dslc --help`. Fixed,
  // as nvcc's is, so that a command line gives the same PTX on every machine
  // (`--arch native` asks for the GPU's).
  static constexpr int kDefaultSm = 90;
  // The newest PTX ISA LLVM 19's NVPTX back end emits (x 10): 8.5.
  static constexpr int kNewestPtx = 85;

  // "sm_90", "sm_80", ...; nothing (and `error` set) for an unknown
  // architecture, one LLVM 19's NVPTX back end cannot target, or one older
  // than Maxwell (sm_50). The error is a diagnostic without a location: the
  // command line emits it, the runtime throws its text.
  static std::optional<Target> Parse(llvm::StringRef arch, DiagnosticMessage* error);
  static Target Default() { return Target(kDefaultSm); }
  // The target for a GPU of compute capability major.minor: the newest known
  // architecture it can run (the driver compiles PTX for newer GPUs).
  // Nothing, with `error` set, for GPUs older than the oldest supported.
  static std::optional<Target> ForComputeCapability(int major, int minor, DiagnosticMessage* error);
  // `sm` must be one that Parse accepts (see SupportedNames).
  explicit Target(int sm) : sm_(sm) {}
  // This target, with a PTX ISA version (x 10) of at least `ptx`: for
  // kernels that use a feature the architecture's minimum lacks. At most
  // kNewestPtx.
  Target WithPtxAtLeast(int ptx) const;

  // The architectures Parse accepts, for messages and `--help`:
  // "sm_50, sm_52, ..., sm_89, sm_90".
  static std::string SupportedNames();

  int sm() const { return sm_; }  // compute capability x 10: 90
  std::string Name() const;       // "sm_90"
  static llvm::StringRef Triple() { return "nvptx64-nvidia-cuda"; }
  std::string CpuName() const { return Name(); }
  // The lowest PTX ISA version (x 10) that LLVM 19 and ptxas accept for this
  // architecture: 78 (PTX 7.8) for sm_90.
  int ArchPtxVersion() const;
  // The PTX ISA version (x 10) the PTX is emitted with (`.version`): the
  // architecture's minimum, or more when WithPtxAtLeast asked for more.
  int PtxVersion() const;
  std::string Features() const;  // "+ptx78"

  bool operator==(const Target& other) const {
    return sm_ == other.sm_ && PtxVersion() == other.PtxVersion();
  }

 private:
  int sm_;
  int min_ptx_ = 0;  // from the features used; 0: the architecture's
};

}  // namespace dslc
