// The state behind dslc::Program and dslc::Kernel (internal::ProgramState and
// internal::KernelState). Internal to the runtime.
//
// A launch looks its arguments' signature up in the kernel's cache without
// taking a lock: compiled entries are appended to a fixed array under the
// program's mutex and published by a release-store of the count, which a
// launch reads with an acquire-load.
#pragma once

#include <cuda.h>

#include <array>
#include <atomic>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <vector>

#include "compiler/pipeline/compile.h"
#include "dslc/program.h"
#include "interface/launch_words.h"
#include "runtime/device_state.h"

namespace dslc {

// A launch signature in a few bytes: one code per argument (element type,
// kind, dimensions, layout) and whether arrays may overlap.
struct SignatureKey {
  static constexpr int kMaxArgs = launch_words::kMaxArgs;
  uint16_t count = 0;
  bool may_alias = false;
  uint32_t codes[kMaxArgs];

  bool operator==(const SignatureKey& other) const {
    return count == other.count && may_alias == other.may_alias &&
           std::memcmp(codes, other.codes, count * sizeof(uint32_t)) == 0;
  }
};

// The code of one argument: a launch code word (interface/launch_words.def:
// a number's dtype, or an array's element, array bit and dimensions; a
// record's code with its DType, record_types.h; an enum or tuple type's)
// with an array's layout in its Layout field.
inline uint32_t DTypeCode(DType dtype) {
  int value = static_cast<int>(dtype);
  return value >= launch_words::kDTypeCount
             ? launch_words::kRecordCode | launch_words::kIndexField.Bits(value)
             : value;
}
inline DType CodeDType(uint32_t code) {
  uint32_t element = launch_words::kElementField.Read(code);
  return static_cast<DType>(
      element == launch_words::kRecordCode ? launch_words::kIndexField.Read(code) : element);
}
inline bool CodeIsArray(uint32_t code) { return launch_words::kArrayField.Read(code); }
inline int CodeNdim(uint32_t code) { return launch_words::kNdimField.Read(code); }
inline int CodeLayout(uint32_t code) {
  return launch_words::kLayoutField.Read(code);
}  // 0 C, 1 F, 2 A

// Resident blocks per SM of a cooperative kernel for one block size and
// dynamic shared memory size (cuOccupancyMaxActiveBlocksPerMultiprocessor).
struct Occupancy {
  uint32_t threads;
  uint32_t shared_bytes;
  int blocks_per_sm;
};

// Forms of a kernel for blocks its registers do not allow (fitting_forms.h),
// one per block size in whole warps.
constexpr int kFitSlots = 32;  // blocks of 1 to 32 warps: every block a GPU runs

struct LoadedKernel {
  SignatureKey key;
  CUmodule module = nullptr;
  CUfunction function = nullptr;
  CompiledInfo info;
  // Compiled for the block its launch gave (cuda.coop): set once when
  // published, so that the lookup on the launch path compares a bool, not
  // KernelFacts::block_dim_source.
  bool block_from_launch = false;

  // Read from the loaded function (ReadLaunchLimits), as are
  // info.static_shared_bytes, registers and max_threads_per_block.
  // The dynamic shared memory a launch may ask for without first raising
  // CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: one compare on the
  // launch path. Only grows, under `limits_mutex`.
  std::atomic<uint32_t> max_dynamic_shared_bytes{0};
  // Guards raising the above and `occupancy`.
  std::mutex limits_mutex;
  std::vector<Occupancy> occupancy;
  // A debug kernel's error record in its module (kernel_error.h); 0 for
  // other kernels, whose launches then skip the check.
  CUdeviceptr error_record = 0;
  const char* interned_name = nullptr;  // for LaunchRecord (device_state.h); set by Publish

  // The most threads a launch's block may have: info.max_threads_per_block,
  // set by Prepare. The launch path's one compare; a larger block takes a
  // fitting form (FormForBlock).
  uint64_t max_threads = 0;
  // The kernel as compiled: the form a launch of n warps runs when they do
  // not fit it, in fits[n - 1] (this entry itself when no form fits them);
  // null until a launch asks. Read without a lock; written under the
  // program's mutex.
  std::array<std::atomic<LoadedKernel*>, kFitSlots> fits{};
  // A lanes kernel's body compiled uncoarsened, for the launches too small
  // to coarsen (SmallLaunchForm); null until one asks.
  std::atomic<LoadedKernel*> small_launch{nullptr};
  // Owns those forms and the ones tried and not chosen; guarded by the
  // program's mutex.
  std::vector<std::unique_ptr<LoadedKernel>> forms;
};

namespace internal {

// A kernel of a binary file (Program::LoadBinary): its module is loaded
// once; each signature it is launched with gets a LoadedKernel of its own.
struct BinaryKernel {
  KernelFacts facts;
  bool noalias = true;
  CUfunction function = nullptr;
};

struct ProgramState {
  std::string name;
  ProgramOptions options;
  std::unique_ptr<LoadedModule> module;  // null for a binary file's program
  // A binary file's program: its module and kernels, found by signature.
  CUmodule binary_module = nullptr;
  std::vector<BinaryKernel> binary_kernels;
  // Guards compiles: the TypeContext, module scope and caches' writers.
  std::mutex mutex;
  // Owned here; a Kernel handle shares ownership of the whole program
  // (shared_ptr's aliasing constructor), so that a kernel keeps its program
  // alive without the program and its kernels owning each other in a cycle.
  std::map<std::string, std::unique_ptr<KernelState>> kernels;
  DeviceState* device = nullptr;  // resolved at the first compile
  // DSLC_COARSEN_MIN_THREADS when the program was made, else -1: the
  // device's default (coarsening.h).
  int64_t coarsen_min_threads = -1;
  // What options.disable_optimizations and coarsen leave (program_environment.h).
  Optimizations optimizations;
};

struct KernelState {
  static constexpr int kSlots = 16;

  ProgramState* program = nullptr;  // the owner
  std::string name;
  std::vector<std::string> parameters;
  // The decorator's `launch_bounds` thread count (0: none): blocks of more
  // threads are the caller's error, and take no fitting form.
  int launch_bounds = 0;

  std::array<LoadedKernel*, kSlots> slots = {};
  std::atomic<int> slot_count{0};
  std::vector<std::unique_ptr<LoadedKernel>> compiled;  // owns; guarded by program->mutex

  // The compiled kernel for `key` (and, for a kernel whose block comes from
  // its launch, `block`), or null. Lock-free for the first kSlots
  // signatures; more (rare) take the lock.
  LoadedKernel* Find(const SignatureKey& key, const Dim3* block = nullptr);
  // Compiles and loads the kernel for `key` (under the program's mutex);
  // for a binary file's program, finds the kernel compiled for it.
  // `block`: the launch's, for a kernel whose code depends on its block
  // (cuda.coop's block collectives), which is then compiled for each block
  // it is launched with, as cuda.coop recompiles for each launch
  // configuration; null when not launching.
  LoadedKernel* Compile(const SignatureKey& key, const Dim3* block = nullptr);
  // Adds `entry` to `compiled` and the lock-free slots (under the mutex).
  LoadedKernel* Publish(std::unique_ptr<LoadedKernel> entry);

  // The unit a launch with `key` compiles (for a kernel whose block comes
  // from its launch, `block`). Under the program's mutex.
  CompileUnit UnitFor(const SignatureKey& key, const Dim3* block);
  // Compiles `unit`, or loads it from the disk cache, into a new entry for
  // `key`, its launch limits read and Prepare'd, not published. Under the
  // program's mutex. Reports the coarsening remark when asked to
  // (ProgramOptions::remarks).
  std::unique_ptr<LoadedKernel> Load(const CompileUnit& unit, const SignatureKey& key,
                                     bool coarsening_remark);
  // What Publish sets on an entry, for the entries it does not publish
  // (fitting forms) too.
  void Prepare(LoadedKernel& entry);
};

// A program over `module`, which loaded without errors: Program::Load,
// Program::FromSource and the C interface's dslc_program_load make theirs
// here.
std::shared_ptr<ProgramState> MakeProgramState(std::unique_ptr<LoadedModule> module,
                                               const ProgramOptions& options);

// The kernel `name` of `program`, made at its first use (Program::kernel,
// dslc_program_kernel); throws Error when the module has no function of
// that name or it is a device function.
KernelState& KernelNamed(ProgramState& program, const std::string& name);

}  // namespace internal

// What KernelFacts::block_dim_source says of a block taken from the launch.
inline constexpr char kLaunchBlockSource[] = "the launch";

// Whether `compiled` may run a launch with `block` (null: any): false only
// for a kernel compiled for another block that a launch gave it.
bool ServesBlock(const LoadedKernel& compiled, const Dim3* block);

// The signature key of `args`; false when some argument is host memory.
bool MakeSignatureKey(std::span<const Arg> args, SignatureKey* key);

// The signature `key` stands for, as Numba writes it: "float32, int64[:, ::1]".
std::string SignatureText(const SignatureKey& key);

}  // namespace dslc
