// The GPU target: one small value that every architecture-dependent decision
// reads (triple, CPU, PTX ISA version, feature gates). Mapped to LLVM's
// NVPTX triple, CPU and features in one place.
#pragma once

#include <optional>
#include <string>

#include "llvm/ADT/StringRef.h"

namespace dslc {

class Target {
 public:
  // sm_90 unless the user says otherwise; written in `dslc --help`.
  static constexpr int kDefaultSm = 90;

  // "sm_90", "sm_80", ...; nothing (and `error` set) for an unknown
  // architecture, one LLVM 19's NVPTX back end cannot target, or one older
  // than Maxwell (sm_50).
  static std::optional<Target> Parse(llvm::StringRef arch, std::string* error);
  static Target Default() { return Target(kDefaultSm); }
  // The target for a GPU of compute capability major.minor: the newest known
  // architecture it can run (the driver compiles PTX for newer GPUs).
  // Nothing, with `error` set, for GPUs older than the oldest supported.
  static std::optional<Target> ForComputeCapability(int major, int minor, std::string* error);
  // `sm` must be one that Parse accepts (see SupportedNames).
  explicit Target(int sm) : sm_(sm) {}

  // The architectures Parse accepts, for messages and `--help`:
  // "sm_50, sm_52, ..., sm_89, sm_90".
  static std::string SupportedNames();

  int sm() const { return sm_; }            // compute capability x 10: 90
  std::string Name() const;                 // "sm_90"
  static llvm::StringRef Triple() { return "nvptx64-nvidia-cuda"; }
  std::string CpuName() const { return Name(); }
  // The lowest PTX ISA version (x 10) that LLVM 19 and ptxas accept for this
  // architecture: 78 (PTX 7.8) for sm_90.
  int PtxVersion() const;
  std::string Features() const;            // "+ptx78"

  bool operator==(const Target& other) const { return sm_ == other.sm_; }

 private:
  int sm_;
};

}  // namespace dslc
