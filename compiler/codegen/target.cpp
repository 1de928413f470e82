#include "compiler/codegen/target.h"

#include <algorithm>
#include <cassert>

#include "compiler/diagnostics/diagnostic_emitter.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(MalformedArch, Error,
                "invalid GPU architecture `{0}`: expected `sm_XX`, one of {1}", llvm::StringRef,
                std::string);
DSLC_DIAGNOSTIC(ArchSpecificTarget, Error,
                "`{0}` is an architecture-specific target: its cubin runs only on compute "
                "capability {1}.{2} and it is needed only for wgmma and setmaxnreg, which dslc "
                "does not emit; use `sm_{3}`; accepted: {4}",
                llvm::StringRef, int, int, int, std::string);
DSLC_DIAGNOSTIC(ArchTooOld, Error,
                "`{0}` is not supported: dslc targets Maxwell (sm_50) and newer; accepted: {1}",
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(ArchTooNew, Error,
                "`{0}` is newer than LLVM 19's NVPTX back end knows; PTX built for `sm_90` is "
                "compiled for newer GPUs by the driver; accepted: {1}",
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(UnknownArch, Error, "unknown GPU architecture `{0}`; accepted: {1}",
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(GpuTooOld, Error,
                "the GPU has compute capability {0}.{1}, older than the oldest architecture dslc "
                "supports ({2})",
                int, int, std::string);

struct Architecture {
  int sm;
  int ptx;  // the lowest PTX ISA (x 10) for `sm`
};

// Every architecture LLVM 19's NVPTX back end targets and the kernel language
// can use, with the lowest PTX ISA that allows its `.target` and the warp
// intrinsics: LLVM emits max(this, +ptxNN), and ptxas rejects anything lower
// ("PTX .version 7.7 does not support .target sm_90"). The lowest version
// lets the PTX load on the oldest driver that knows the architecture.
// Maxwell to Volta (sm_50 to sm_72) get PTX 6.3, the first with every
// `*.sync` warp intrinsic; CUDA 13 no longer compiles for these GPUs, but a
// CUDA 12 driver loads their PTX on them, and newer GPUs' drivers compile it
// too (which is how their code paths are tested).
constexpr Architecture kArchitectures[] = {
    {50, 63}, {52, 63}, {53, 63}, {60, 63}, {61, 63}, {62, 63}, {70, 63},
    {72, 63}, {75, 63}, {80, 70}, {86, 71}, {87, 74}, {89, 78}, {90, 78},
};

// Instructions dslc emits with an architecture or PTX ISA minimum. All are
// at most 6.3, the lowest version of any architecture above, so none raises
// `.version` today. LLVM's own choices (float16 arithmetic from sm_53, `abs`
// and `min`/`max` on float16 from PTX 6.5/7.0) fall back to other code on
// their own and are not listed.
constexpr PtxFeature kPtxFeatures[] = {
    // cuda.shared.array(0, dtype): the dynamic shared size, inline PTX
    {"mov %dynamic_smem_size", 20, 41},
    // cuda.atomic.add/sub on float64
    {"atom.add.f64", 60, 50},
    // shfl_*_sync, all/any/eq/ballot_sync, syncwarp
    {"shfl.sync", 30, 60},
    {"vote.sync", 30, 60},
    {"bar.warp.sync", 30, 60},
    // activemask()
    {"activemask", 30, 62},
    // match_any_sync, match_all_sync
    {"match.sync", 70, 60},
    // grid sync from sm_70: the arrival and the polling, inline PTX
    {"atom.add.release.gpu", 70, 60},
    {"ld.acquire.gpu", 70, 60},
};

// Kepler and older: LLVM 19 still targets some, but `*.sync` warp
// intrinsics, which the language has, need sm_30 with PTX 6.0 and CUDA 12
// dropped them; dslc starts at Maxwell.
constexpr int kTooOld[] = {20, 21, 30, 32, 35, 37};

const Architecture* Find(int sm) {
  for (const Architecture& arch : kArchitectures) {
    if (arch.sm == sm) return &arch;
  }
  return nullptr;
}

bool IsTooOld(int sm) {
  for (int old : kTooOld) {
    if (old == sm) return true;
  }
  return false;
}

// Why `arch` (well formed, "sm_<sm>" plus `suffix`) is not accepted.
DiagnosticMessage RejectionReason(llvm::StringRef arch, int sm, llvm::StringRef suffix) {
  const std::string accepted = Target::SupportedNames();
  if (!suffix.empty() && Find(sm)) {
    return DiagnosticEmitter::MakeMessage({}, ArchSpecificTarget, arch, sm / 10, sm % 10, sm,
                                          accepted);
  }
  if (IsTooOld(sm)) return DiagnosticEmitter::MakeMessage({}, ArchTooOld, arch, accepted);
  if (sm > kArchitectures[std::size(kArchitectures) - 1].sm) {
    return DiagnosticEmitter::MakeMessage({}, ArchTooNew, arch, accepted);
  }
  return DiagnosticEmitter::MakeMessage({}, UnknownArch, arch, accepted);
}

}  // namespace

llvm::ArrayRef<PtxFeature> PtxFeatures() { return kPtxFeatures; }

std::optional<Target> Target::Parse(llvm::StringRef arch, DiagnosticMessage* error) {
  llvm::StringRef rest = arch;
  unsigned sm = 0;
  // consumeInteger takes the longest digit prefix; what is left must be
  // empty or an architecture-specific suffix ("a").
  if (!rest.consume_front("sm_") || rest.consumeInteger(10, sm) || !(rest.empty() || rest == "a") ||
      sm > 1000) {
    *error = DiagnosticEmitter::MakeMessage({}, MalformedArch, arch, SupportedNames());
    return std::nullopt;
  }
  if (!rest.empty() || !Find(static_cast<int>(sm))) {
    *error = RejectionReason(arch, static_cast<int>(sm), rest);
    return std::nullopt;
  }
  return Target(static_cast<int>(sm));
}

std::optional<Target> Target::ForComputeCapability(int major, int minor, DiagnosticMessage* error) {
  int sm = major * 10 + minor;
  const Architecture* best = nullptr;
  for (const Architecture& arch : kArchitectures) {
    if (arch.sm <= sm && (!best || arch.sm > best->sm) && arch.sm / 10 <= major) best = &arch;
  }
  if (!best) {
    *error = DiagnosticEmitter::MakeMessage({}, GpuTooOld, major, minor, SupportedNames());
    return std::nullopt;
  }
  return Target(best->sm);
}

std::string Target::SupportedNames() {
  std::string names;
  for (const Architecture& arch : kArchitectures) {
    if (!names.empty()) names += ", ";
    names += "sm_" + std::to_string(arch.sm);
  }
  return names;
}

std::string Target::Name() const { return "sm_" + std::to_string(sm_); }

Target Target::WithPtxAtLeast(int ptx) const {
  assert(ptx <= kNewestPtx && "a feature needs a PTX ISA newer than LLVM 19 emits");
  Target raised = *this;
  raised.min_ptx_ = std::max(min_ptx_, std::min(ptx, kNewestPtx));
  return raised;
}

int Target::ArchPtxVersion() const {
  const Architecture* arch = Find(sm_);
  assert(arch && "a Target for an architecture that Parse rejects");
  // Outside assertions builds, the newest version LLVM 19 knows at least
  // lets ptxas say what is wrong.
  return arch ? arch->ptx : kNewestPtx;
}

int Target::PtxVersion() const { return std::max(ArchPtxVersion(), min_ptx_); }

std::string Target::Features() const { return "+ptx" + std::to_string(PtxVersion()); }

}  // namespace dslc
