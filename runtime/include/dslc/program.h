// JIT-compiled kernels from source.
//
//   dslc::Program program = dslc::Program::Load("saxpy.py");
//   dslc::Kernel saxpy = program.kernel("saxpy");
//   saxpy.Launch(dslc::Dim3(blocks), dslc::Dim3(256), 2.0f, x, y);
//
// The file is parsed once. Each launch infers the signature from its
// arguments (C++ scalar types, DeviceArray dtype/ndim/layout, HostArray),
// compiles on the first launch with that signature, and afterwards finds the
// loaded function without allocating or comparing strings. A kernel that
// calls cuda.cg.this_grid() is launched cooperatively, its grid checked
// against what fits on the GPU at once (MaxCooperativeBlocks).
#pragma once

#include <concepts>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "dslc/array.h"
#include "dslc/device.h"
#include "dslc/error.h"
#include "dslc/export.h"
#include "dslc/kernel_facts.h"

namespace dslc {

namespace internal {
struct ProgramState;
struct KernelState;
}  // namespace internal

struct ProgramOptions {
  int opt_level = 3;
  int device = 0;    // the GPU kernels are compiled for and launched on
  std::string arch;  // "sm_80": compile for this architecture; empty or "native": the GPU's
  // The disk cache of compiled kernels (docs/runtime.md): entries are looked
  // up before compiling and stored after. Off also with DSLC_DISABLE_CACHE=1.
  bool use_cache = true;
  std::string cache_dir;  // "": $DSLC_CACHE_DIR, else $XDG_CACHE_HOME/dslc, else ~/.cache/dslc
  // Line tables in every kernel's PTX (`.loc` lines, kept by the driver's
  // JIT), as if each kernel's decorator said `lineinfo=True`: Nsight
  // Compute and cuda-gdb show the Python source.
  bool line_info = false;
  // Debug mode for every kernel, as `debug=True` gives one kernel (`-g`):
  // array bounds and zero divisors are checked, and `raise` and `assert`
  // report; a launch that fails one throws KernelError.
  bool debug = false;
  // Thread coarsening of elementwise kernels (docs/performance.md): off
  // compiles every kernel as written, as `coarsen=False` does one.
  bool coarsen = true;
  // dslc's own optimisations not to use, comma-separated ("coarsen,lanes";
  // the names `dslc compile --help` lists under --disable-opt). Programs
  // also leave out those $DSLC_DISABLE_OPTIMIZATIONS names.
  std::string disable_optimizations;
  // a*b+c fused into one rounding (fma), as nvcc and Numba do; off rounds
  // each operation (nvcc's --fmad=false). Also off with DSLC_FMAD=0.
  bool fmad = true;
  // Called with each remark on how a kernel is compiled and launched, a
  // line of text without its newline (`dslc run --coarsening-remarks`):
  // why a kernel is or is not coarsened, and which form a launch takes
  // whose block the kernel as compiled does not fit. Called while the
  // program compiles, under its lock: it must not use the program. Empty:
  // no remarks.
  std::function<void(const std::string& remark)> remarks;
};

struct LaunchConfig {
  Dim3 grid;
  Dim3 block;
  // Dynamic shared memory (cuda.shared.array(0, dtype)). Above 48 KiB the
  // runtime opts the kernel in, up to the GPU's opt-in limit minus the
  // kernel's static shared memory; more throws Error.
  uint32_t shared_bytes = 0;
  const Stream* stream = nullptr;  // null: the legacy default stream
};

// One kernel argument, for launches whose arguments are known only at run
// time (tools such as `dslc run`). Typed launches build these too.
class DSLC_API Arg {
 public:
  enum class Kind : uint8_t { Scalar, Array, Host };

  template <typename T, typename = std::enable_if_t<std::is_arithmetic_v<T>>>
  Arg(T value) : kind_(Kind::Scalar), dtype_(DTypeOf<T>::value) {
    std::memcpy(&bits_, &value, sizeof(T));
  }
  Arg(Half value) : kind_(Kind::Scalar), dtype_(DType::Float16) {
    std::memcpy(&bits_, &value.bits, sizeof(value.bits));
  }
  Arg(std::complex<float> value) : kind_(Kind::Scalar), dtype_(DType::Complex64) {
    std::memcpy(&bits_, &value, sizeof(value));
  }
  Arg(std::complex<double> value) : kind_(Kind::Scalar), dtype_(DType::Complex128) {
    std::memcpy(&bits_, &value, sizeof(value));
  }
  Arg(const DeviceArray& array) : kind_(Kind::Array), dtype_(array.dtype()), array_(&array) {}
  Arg(HostArray& host) : kind_(Kind::Host), dtype_(host.dtype), host_(&host) {}
  // A host vector: copied in, and back out unless it is const.
  template <typename T>
  Arg(std::vector<T>& values)
      : kind_(Kind::Host),
        dtype_(DTypeOf<T>::value),
        vector_data_(values.data()),
        vector_size_(static_cast<int64_t>(values.size())) {}
  template <typename T>
  Arg(const std::vector<T>& values)
      : kind_(Kind::Host),
        dtype_(DTypeOf<T>::value),
        vector_data_(const_cast<T*>(values.data())),
        vector_size_(static_cast<int64_t>(values.size())),
        read_only_(true) {}
  // A scalar of an explicit type from its bits (little-endian, zero-padded);
  // a complex128's imaginary part is the second word (`high`).
  static Arg Scalar(DType dtype, uint64_t bits, uint64_t high = 0);

  Kind kind() const { return kind_; }
  DType dtype() const { return dtype_; }
  // Two words: a complex128 fills both.
  const uint64_t* bits() const { return bits_; }
  const DeviceArray* array() const { return array_; }
  // Host memory as a HostArray (a vector argument becomes a 1-D one).
  HostArray AsHostArray() const;

 private:
  Arg() = default;
  Kind kind_ = Kind::Scalar;
  DType dtype_ = DType::Int64;
  uint64_t bits_[2] = {0, 0};
  const DeviceArray* array_ = nullptr;
  HostArray* host_ = nullptr;
  void* vector_data_ = nullptr;
  int64_t vector_size_ = 0;
  bool read_only_ = false;
};

// Which form of a kernel a launch runs. The kernel as compiled (its
// optimised form) runs every launch whose block it fits; a block of more
// threads than its registers allow (CompiledInfo::max_threads_per_block)
// takes a form compiled to fit it (docs/runtime.md, "Blocks the kernel does
// not fit").
enum class KernelForm : uint8_t {
  AsCompiled,
  RegistersCapped,    // compiled for blocks of `form_threads` threads (.maxntid)
  Uncoarsened,        // a coarsened kernel's body as written, one element per thread
  UncoarsenedCapped,  // both
};

// "as compiled", "registers capped for 1024 threads", "uncoarsened for
// 1024 threads", "uncoarsened, registers capped for 1024 threads".
DSLC_API std::string KernelFormText(KernelForm form, uint32_t threads);

// What a compile produced, for inspection and tools.
struct CompiledInfo {
  // Kernel, signature ("float32, float32[::1]"), target, PTX entry name, and
  // what a launch needs: cooperative (calls cuda.cg.this_grid(), so launched
  // with cuLaunchCooperativeKernel on a grid of at most
  // MaxCooperativeBlocks), shared memory.
  KernelFacts facts;
  std::string ptx;
  double compile_ms = 0;  // source -> PTX; 0 when loaded from the disk cache
  double load_ms = 0;     // PTX -> loaded function (the driver's JIT), or cubin -> loaded
  // Loaded from the disk cache: nothing was compiled (compile_ms is 0).
  bool from_cache = false;
  std::string cache_path;    // the cache entry's file; "" without a cache
  void* function = nullptr;  // the loaded CUfunction, for tools that launch it themselves
  // The loaded function's resources, as the driver reports them
  // (cuFuncGetAttribute):
  uint32_t static_shared_bytes = 0;  // CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES
  int max_threads_per_block = 0;     // CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: for its registers
  int registers = 0;                 // per thread (CU_FUNC_ATTRIBUTE_NUM_REGS)
  uint64_t local_bytes = 0;          // per thread, the stack frame (..._LOCAL_SIZE_BYTES)
  uint64_t constant_bytes = 0;       // user constant memory (..._CONST_SIZE_BYTES)
  // Spills, which the driver does not report: from the assembler's log
  // (ptxas, or the driver's JIT run verbosely, when dslc compiled the
  // kernel; a disk cache entry keeps them); -1 when there was none (a
  // binary file's kernel).
  int64_t spill_store_bytes = -1;
  int64_t spill_load_bytes = -1;
  // The form this is: AsCompiled, or one compiled for launches whose block
  // the kernel as compiled does not fit, of up to `form_threads` threads
  // (the block's, rounded up to whole warps; 0 as compiled). Text:
  // KernelFormText(form, form_threads).
  KernelForm form = KernelForm::AsCompiled;
  uint32_t form_threads = 0;
};

class Kernel;

template <typename T>
struct IsVector : std::false_type {};
template <typename T>
struct IsVector<std::vector<T>> : std::true_type {};

// What a typed launch takes as a kernel argument: a number of a DType, a
// dslc::Half, a DeviceArray, a HostArray, a std::vector of numbers, or an
// Arg.
template <typename T>
concept HasDType = requires { DTypeOf<T>::value; };
template <typename T>
concept KernelArgument =
    HasDType<std::remove_cvref_t<T>> || std::same_as<std::remove_cvref_t<T>, Arg> ||
    std::same_as<std::remove_cvref_t<T>, DeviceArray> ||
    std::same_as<std::remove_reference_t<T>, HostArray> ||
    (IsVector<std::remove_cvref_t<T>>::value &&
     HasDType<typename std::remove_cvref_t<T>::value_type>);

class DSLC_API Program {
 public:
  // Reads and parses a kernel file; throws CompileError with the diagnostics.
  static Program Load(const std::string& path, const ProgramOptions& options = {});
  static Program FromSource(std::string name, std::string source,
                            const ProgramOptions& options = {});
  // A cubin or fat binary made by `dslc compile --emit=cubin|fatbin`, loaded
  // on options.device (a fat binary's best code for it: a cubin, or its PTX
  // compiled by the driver). Its kernels launch like any others, but only
  // with arguments of the signatures they were compiled for: another
  // signature throws Error naming them, as do overlapping arrays for a
  // kernel compiled without --may-alias. Throws Error when the file is
  // unreadable or not such a binary, CudaError when the driver rejects it.
  //   dslc::Program program = dslc::Program::LoadBinary("saxpy.fatbin");
  //   program.kernel("saxpy").Launch(dslc::Dim3(blocks), dslc::Dim3(256), 2.0f, x, y);
  static Program LoadBinary(const std::string& path, const ProgramOptions& options = {});

  // A kernel of the file; throws Error when there is none by that name.
  Kernel kernel(const std::string& name) const;
  const std::string& name() const;

 private:
  explicit Program(std::shared_ptr<internal::ProgramState> state) : state_(std::move(state)) {}
  std::shared_ptr<internal::ProgramState> state_;
};

class DSLC_API Kernel {
 public:
  // Launches on the legacy default stream.
  //   saxpy.Launch(Dim3(blocks), Dim3(256), 2.0f, x, y);
  template <KernelArgument... Args>
  void Launch(Dim3 grid, Dim3 block, Args&&... args) {
    Launch(LaunchConfig{grid, block, 0, nullptr}, std::forward<Args>(args)...);
  }
  // Launches on `stream` (made by Stream::Create or borrowed).
  template <KernelArgument... Args>
  void Launch(Dim3 grid, Dim3 block, const Stream& stream, Args&&... args) {
    Launch(LaunchConfig{grid, block, 0, &stream}, std::forward<Args>(args)...);
  }
  // With dynamic shared memory and a stream.
  template <KernelArgument... Args>
  void Launch(const LaunchConfig& config, Args&&... args) {
    if constexpr (sizeof...(Args) == 0) {
      Launch(config, std::span<const Arg>());
    } else {
      const Arg packed[] = {ToArg(std::forward<Args>(args))...};
      Launch(config, std::span<const Arg>(packed, sizeof...(Args)));
    }
  }
  // The type-erased launch, for arguments known only at run time.
  void Launch(const LaunchConfig& config, std::span<const Arg> args);

  // Compiles (or finds) the kernel for these arguments without launching.
  CompiledInfo Compile(std::span<const Arg> args);
  // The same for the form a launch with `block` runs: the kernel as
  // compiled, or the form compiled for a block it does not fit
  // (CompiledInfo::form).
  //   CompiledInfo info = kernel.Compile(args, Dim3(1024));
  CompiledInfo Compile(std::span<const Arg> args, Dim3 block);

  // The grid the GPU runs for a launch of `config` with these arguments:
  // config.grid, or fewer blocks along one axis when the kernel is
  // coarsened (each GPU thread doing the work of several). Arrays must be
  // device arrays.
  //   Dim3 grid = kernel.LaunchedGrid(LaunchConfig{Dim3(4096), Dim3(256)}, args);
  Dim3 LaunchedGrid(const LaunchConfig& config, std::span<const Arg> args);

  // The most blocks of `block` threads with `dynamic_shared_bytes` of
  // dynamic shared memory that can be resident on the GPU at once, for the
  // kernel compiled for `args`: the largest grid a kernel that calls
  // cuda.cg.this_grid() may be launched with (Numba's
  // `kernel.max_cooperative_grid_blocks(blockdim, dynsmemsize)`). Arrays
  // must be device arrays.
  //   uint32_t blocks = kernel.MaxCooperativeBlocks(Dim3(256), 0, x, y);
  //   kernel.Launch(Dim3(blocks), Dim3(256), x, y);
  template <KernelArgument... Args>
  uint32_t MaxCooperativeBlocks(Dim3 block, uint32_t dynamic_shared_bytes, Args&&... args) {
    if constexpr (sizeof...(Args) == 0) {
      return MaxCooperativeBlocks(block, dynamic_shared_bytes, std::span<const Arg>());
    } else {
      const Arg packed[] = {ToArg(std::forward<Args>(args))...};
      return MaxCooperativeBlocks(block, dynamic_shared_bytes,
                                  std::span<const Arg>(packed, sizeof...(Args)));
    }
  }
  // The type-erased form.
  uint32_t MaxCooperativeBlocks(Dim3 block, uint32_t dynamic_shared_bytes,
                                std::span<const Arg> args);

  const std::string& name() const;
  // Parameter names, in order.
  std::vector<std::string> parameters() const;

 private:
  friend class Program;
  explicit Kernel(std::shared_ptr<internal::KernelState> state) : state_(std::move(state)) {}

  template <typename T>
  static Arg ToArg(T&& value) {
    if constexpr (std::is_same_v<std::remove_cvref_t<T>, Arg>) {
      return value;
    } else {
      return Arg(value);
    }
  }

  std::shared_ptr<internal::KernelState> state_;
};

}  // namespace dslc
