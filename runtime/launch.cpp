// The launch path. A launch of a kernel already compiled for its arguments'
// signature builds a small key on the stack, finds the loaded function with
// a lock-free scan, compares the block's threads with what the function
// allows (a larger block takes the form compiled to fit it,
// fitting_forms.h), points the parameter array at the arguments (scalars'
// bits, arrays' pointer/extent/stride slots), compares the dynamic shared
// memory with what the function allows, and calls cuLaunchKernel: no
// allocation, no strings, no map lookups, no other driver call. Kernels that
// synchronise the grid take cuLaunchCooperativeKernel after a grid check
// against their cached occupancy. Kernel::Launch builds the key and the
// parameters from Args here; the C interface's packed launch
// (c_api/launch.cpp) from its words; both then take LaunchWithParams.
#include <algorithm>

#include "dslc/error.h"
#include "runtime/array_layout.h"
#include "runtime/coarsening.h"
#include "runtime/cuda_driver.h"
#include "runtime/enum_types.h"
#include "runtime/fitting_forms.h"
#include "runtime/gpu_fault.h"
#include "runtime/kernel_error.h"
#include "runtime/kernel_state.h"
#include "runtime/launch.h"
#include "runtime/launch_limits.h"
#include "runtime/tuple_types.h"

namespace dslc {
namespace {

int LayoutOf(const DeviceArray& array) {
  const size_t ndim = static_cast<size_t>(array.ndim());
  return LayoutCode(array.dtype(), {array.shape_slots(), ndim}, {array.stride_slots(), ndim});
}

// Whether any two arrays share memory: then the kernel may not assume
// `noalias` and a variant without it is compiled.
bool ArraysOverlap(std::span<const Arg> args) {
  AddressRange ranges[SignatureKey::kMaxArgs];
  size_t count = 0;
  for (const Arg& arg : args) {
    if (arg.kind() != Arg::Kind::Array) continue;
    const DeviceArray& array = *arg.array();
    const size_t ndim = static_cast<size_t>(array.ndim());
    ByteSpan span =
        SpanOf(array.dtype(), {array.shape_slots(), ndim}, {array.stride_slots(), ndim});
    ranges[count++] = {array.device_pointer() + static_cast<uint64_t>(span.low),
                       array.device_pointer() + static_cast<uint64_t>(span.high)};
  }
  return AnyOverlap({ranges, count});
}

// The fewest threads a coarsened launch of a kernel with `facts` keeps
// (coarsening.h). None for a kernel of lanes read from a binary file: it has
// no uncoarsened compile to run small launches (SmallLaunchForm), and its
// coarsened path is right at every size, where its uncoarsened path is the
// one ptxas can get wrong (fitting_forms.h).
uint64_t CoarsenMinThreads(const internal::KernelState& state, const KernelFacts& facts) {
  if (facts.coarsen_whole_warps && !MayCompileForms(*state.program)) return 0;
  int64_t given = state.program->coarsen_min_threads;
  if (given >= 0) return static_cast<uint64_t>(given);
  const DeviceProperties& p = state.program->device->properties;
  return DefaultCoarsenMinThreads(p.multiprocessors, p.max_threads_per_multiprocessor);
}

// The grid a launch of a kernel with `facts`, coarsened by more than 1,
// runs on, and the user's extent along the coarsened axis (0: uncoarsened).
CoarsenedLaunch CoarsenFor(const internal::KernelState& state, const KernelFacts& facts,
                           const LaunchConfig& config) {
  return CoarsenLaunch(config.grid, config.block, facts.coarsening, facts.coarsen_axis,
                       facts.coarsen_whole_warps, CoarsenMinThreads(state, facts));
}

}  // namespace

void CheckArity(const internal::KernelState& state, size_t given) {
  if (given == state.parameters.size()) return;
  throw Error("`" + state.name + "` takes " + std::to_string(state.parameters.size()) +
              " arguments, but " + std::to_string(given) + " were given");
}

HostArray Arg::AsHostArray() const {
  if (host_) return *host_;
  return HostArray{vector_data_, dtype_, {vector_size_}, Order::C, read_only_};
}

Arg Arg::Scalar(DType dtype, uint64_t bits, uint64_t high) {
  Arg arg;
  arg.kind_ = Kind::Scalar;
  arg.dtype_ = dtype;
  arg.bits_[0] = bits;
  arg.bits_[1] = high;
  return arg;
}

bool MakeSignatureKey(std::span<const Arg> args, SignatureKey* key) {
  if (args.size() > static_cast<size_t>(SignatureKey::kMaxArgs)) {
    throw Error("a kernel takes at most " + std::to_string(SignatureKey::kMaxArgs) + " arguments");
  }
  key->count = static_cast<uint16_t>(args.size());
  for (size_t i = 0; i < args.size(); ++i) {
    const Arg& arg = args[i];
    uint32_t code = DTypeCode(arg.dtype());
    if (arg.kind() == Arg::Kind::Host) return false;
    if (arg.kind() == Arg::Kind::Array) {
      const DeviceArray& array = *arg.array();
      code |= launch_words::kArrayField.Bits(1) |
              launch_words::kNdimField.Bits(static_cast<uint32_t>(array.ndim())) |
              launch_words::kLayoutField.Bits(static_cast<uint32_t>(LayoutOf(array)));
    }
    key->codes[i] = code;
  }
  key->may_alias = ArraysOverlap(args);
  return true;
}

std::string SignatureText(const SignatureKey& key) {
  std::string text;
  for (int i = 0; i < key.count; ++i) {
    uint32_t code = key.codes[i];
    if (i > 0) text += ", ";
    const int index = static_cast<int>(launch_words::kIndexField.Read(code));
    switch (launch_words::KindOf(code)) {
      case launch_words::CodeKind::Tuple:
        text += TupleName(index);
        continue;
      case launch_words::CodeKind::Enum:
        text += EnumName(index);
        continue;
      case launch_words::CodeKind::Record:
      case launch_words::CodeKind::Number:
        break;
    }
    text += Name(CodeDType(code));
    if (!CodeIsArray(code)) continue;
    // `::1` marks the contiguous dimension: the last in C order, the first
    // in Fortran order; none for any strides.
    const int ndim = CodeNdim(code), layout = CodeLayout(code);
    text += "[";
    for (int d = 0; d < ndim; ++d) {
      bool contiguous = (layout == 0 && d == ndim - 1) || (layout == 1 && d == 0);
      text += d > 0 ? ", " : "";
      text += contiguous ? "::1" : ":";
    }
    text += "]";
  }
  return text;
}

namespace {

// Host arrays are copied to the GPU, the kernel runs, and writable ones are
// copied back once it has finished: Numba's behaviour for NumPy arrays. The
// copies run on the launch's stream, in order with the kernel, and the
// launch waits for that stream before it returns.
void LaunchWithHostArrays(Kernel& kernel, const internal::KernelState& state,
                          const LaunchConfig& config, std::span<const Arg> args) {
  Device device = Device::Get(state.program->options.device);
  CUstream stream = config.stream ? config.stream->handle() : nullptr;
  std::vector<DeviceArray> copies;
  copies.reserve(args.size());
  std::vector<Arg> device_args;
  for (const Arg& arg : args) {
    if (arg.kind() != Arg::Kind::Host) {
      device_args.push_back(arg);
      continue;
    }
    HostArray host = arg.AsHostArray();
    copies.emplace_back(host.dtype, host.shape, host.order, device);
    Check(Driver().cuMemcpyHtoDAsync(copies.back().device_pointer(), host.data,
                                     static_cast<size_t>(copies.back().nbytes()), stream),
          "cuMemcpyHtoDAsync");
    device_args.push_back(Arg(copies.back()));
  }
  kernel.Launch(config, device_args);
  size_t copy = 0;
  for (const Arg& arg : args) {
    if (arg.kind() != Arg::Kind::Host) continue;
    HostArray host = arg.AsHostArray();
    if (!host.read_only) {
      Check(Driver().cuMemcpyDtoHAsync(host.data, copies[copy].device_pointer(),
                                       static_cast<size_t>(copies[copy].nbytes()), stream),
            "cuMemcpyDtoHAsync");
    }
    ++copy;
  }
  Check(Driver().cuStreamSynchronize(stream), "cuStreamSynchronize", state.name);
}

}  // namespace

void Kernel::Launch(const LaunchConfig& config, std::span<const Arg> args) {
  internal::KernelState& state = *state_;
  CheckArity(state, args.size());
  SignatureKey key;
  if (!MakeSignatureKey(args, &key)) {
    LaunchWithHostArrays(*this, state, config, args);
    return;
  }
  void* params[kMaxParams + kHiddenParams];
  int count = 0;
  for (const Arg& arg : args) {
    if (arg.kind() == Arg::Kind::Scalar) {
      params[count++] = const_cast<uint64_t*>(arg.bits());
      continue;
    }
    const DeviceArray& array = *arg.array();
    params[count++] = const_cast<uint64_t*>(array.pointer_slot());
    for (int d = 0; d < array.ndim(); ++d)
      params[count++] = const_cast<int64_t*>(&array.shape_slots()[d]);
    if (!array.c_contiguous() && !array.f_contiguous()) {
      for (int d = 0; d < array.ndim(); ++d)
        params[count++] = const_cast<int64_t*>(&array.stride_slots()[d]);
    }
  }
  LaunchWithParams(state, key, params, config, config.stream ? config.stream->handle() : nullptr);
}

LoadedKernel* FindOrCompile(internal::KernelState& state, const SignatureKey& key,
                            const Dim3* block) {
  LoadedKernel* compiled = state.Find(key, block);
  return compiled ? compiled : state.Compile(key, block);
}

namespace {

// A launch of `compiled` on the user's grid as it is (not coarsened).
void LaunchAsIs(internal::KernelState& state, LoadedKernel& compiled, void** params,
                const LaunchConfig& config, CUstream stream) {
  DeviceState& device = *state.program->device;
  AllowDynamicShared(compiled, device, config.shared_bytes, state.name);
  if (compiled.info.facts.cooperative) {
    CheckCooperativeLaunch(compiled, device, state.program->options.device, config, state.name);
    Check(Driver().cuLaunchCooperativeKernel(compiled.function, config.grid.x, config.grid.y,
                                             config.grid.z, config.block.x, config.block.y,
                                             config.block.z, config.shared_bytes, stream, params),
          "cuLaunchCooperativeKernel", state.name);
  } else {
    Check(Driver().cuLaunchKernel(compiled.function, config.grid.x, config.grid.y, config.grid.z,
                                  config.block.x, config.block.y, config.block.z,
                                  config.shared_bytes, stream, params, nullptr),
          "cuLaunchKernel", state.name);
  }
  NoteLaunch(device, compiled, config);
  // Debug mode: wait, and report the first failed check as KernelError.
  if (compiled.error_record) ThrowIfKernelFailed(compiled, stream, state.name);
}

}  // namespace

void LaunchWithParams(internal::KernelState& state, const SignatureKey& key, void** params,
                      const LaunchConfig& config, CUstream stream) {
  // A block the kernel as compiled does not fit runs a form that fits it.
  LoadedKernel& compiled = FormFor(state, *FindOrCompile(state, key, &config.block), config.block);
  CheckLaunchBlock(compiled.info.facts, config.block, state.name);
  MakeContextCurrent(*state.program->device);
  const KernelFacts& facts = compiled.info.facts;
  if (facts.coarsening <= 1) return LaunchAsIs(state, compiled, params, config, stream);
  // The user's grid, checked as such by the driver's error messages'
  // readers, runs on fewer blocks; the kernel learns the original extent
  // along the coarsened axis.
  CoarsenedLaunch coarsened = CoarsenFor(state, facts, config);
  if (coarsened.grid_extent == 0 && facts.coarsen_whole_warps) {
    // Too small to coarsen, and of lanes: the kernel compiled uncoarsened.
    LoadedKernel& small = SmallLaunchFormFor(state, compiled, config.block);
    if (&small != &compiled) return LaunchAsIs(state, small, params, config, stream);
  }
  AllowDynamicShared(compiled, *state.program->device, config.shared_bytes, state.name);
  params[facts.grid_parameter] = &coarsened.grid_extent;
  Check(Driver().cuLaunchKernel(compiled.function, coarsened.grid.x, coarsened.grid.y,
                                coarsened.grid.z, config.block.x, config.block.y, config.block.z,
                                config.shared_bytes, stream, params, nullptr),
        "cuLaunchKernel", state.name);
  NoteLaunch(*state.program->device, compiled, config);
}

namespace {

// The compiled kernel for `args` (device arrays and scalars), for a launch
// of blocks of `block` when given; `what` names the caller in the error for
// host arrays.
LoadedKernel* FindOrCompile(internal::KernelState& state, std::span<const Arg> args,
                            const char* what, const Dim3* block = nullptr) {
  CheckArity(state, args.size());
  SignatureKey key;
  if (!MakeSignatureKey(args, &key)) {
    throw Error(std::string(what) + " takes device arrays and scalars, not host arrays");
  }
  return FindOrCompile(state, key, block);
}

}  // namespace

CompiledInfo Kernel::Compile(std::span<const Arg> args) {
  return FindOrCompile(*state_, args, "Compile")->info;
}

CompiledInfo Kernel::Compile(std::span<const Arg> args, Dim3 block) {
  return FormFor(*state_, *FindOrCompile(*state_, args, "Compile", &block), block).info;
}

Dim3 Kernel::LaunchedGrid(const LaunchConfig& config, std::span<const Arg> args) {
  // The kernel the launch would run (a kernel compiled for one block shape
  // is compiled for config.block).
  const KernelFacts& facts =
      FormFor(*state_, *FindOrCompile(*state_, args, "LaunchedGrid", &config.block), config.block)
          .info.facts;
  if (facts.coarsening <= 1) return config.grid;
  return CoarsenFor(*state_, facts, config).grid;
}

uint32_t Kernel::MaxCooperativeBlocks(Dim3 block, uint32_t dynamic_shared_bytes,
                                      std::span<const Arg> args) {
  LoadedKernel& compiled =
      FormFor(*state_, *FindOrCompile(*state_, args, "MaxCooperativeBlocks"), block);
  return ResidentBlocks(*state_, compiled, block, dynamic_shared_bytes);
}

uint32_t ResidentBlocks(internal::KernelState& state, LoadedKernel& compiled, Dim3 block,
                        uint32_t dynamic_shared_bytes) {
  const DeviceState& device = *state.program->device;
  const DeviceProperties& p = device.properties;
  uint64_t threads = Volume(block);
  if (threads == 0 || threads > static_cast<uint64_t>(p.max_threads_per_block)) {
    throw Error("MaxCooperativeBlocks of `" + state.name + "`: a block of " +
                std::to_string(threads) + " threads is not possible; " + p.name + " runs 1 to " +
                std::to_string(p.max_threads_per_block) + " threads per block");
  }
  MakeContextCurrent(device);
  AllowDynamicShared(compiled, device, dynamic_shared_bytes, state.name);
  int per_sm =
      BlocksPerSm(compiled, static_cast<uint32_t>(threads), dynamic_shared_bytes, state.name);
  return static_cast<uint32_t>(per_sm) * static_cast<uint32_t>(p.multiprocessors);
}

}  // namespace dslc
