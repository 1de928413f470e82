// The compiler's interface: what `dslc compile`, `dslc cache add` and the
// runtime's JIT call, and nothing else does. It speaks in names, signature
// text, targets and KernelFacts; the AST and the types stay behind it
// (compile_impl.h, for the pipeline's own files and the command line's
// dumps).
//
//   LoadModule:         source -> a parsed, analysed module (once per file)
//   SelectCompileUnits: what `dslc compile` was asked for -> CompileUnits
//   TypeKernels:        CompileUnits -> TypedKernels: typed programs, their
//                       KernelFacts and cache key material
//   EmitKernels:        TypedKernels -> one module as PTX, LLVM IR or the
//                       typed dump
//   CompileKernel:      all of it for one unit -> CompiledKernel
//
// The runtime types first and emits only on a miss of its disk cache, whose
// key is known once typing has decided which device functions a kernel
// calls. Diagnostics go to the emitter passed in; a library caller gets one
// from CompileDiagnostics (compile_diagnostics.h).
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compiler/base/entry_abi.h"
#include "compiler/base/internal_error.h"
#include "compiler/base/optimizations.h"
#include "compiler/base/source_buffer.h"
#include "compiler/codegen/target.h"
#include "compiler/pipeline/phase_timer.h"
#include "dslc/kernel_facts.h"

namespace dslc {

class DiagnosticEmitter;
struct ModuleParts;  // compile_impl.h

// A parsed and analysed kernel file; every compile of its kernels shares it.
// Compiles add to it (types, signature texts): one compile at a time.
class LoadedModule {
 public:
  explicit LoadedModule(std::unique_ptr<ModuleParts> parts);
  ~LoadedModule();

  // No errors: its kernels may be compiled.
  bool ok() const;
  const std::string& name() const { return name_; }
  ModuleParts& parts() { return *parts_; }
  const ModuleParts& parts() const { return *parts_; }

 private:
  std::string name_;
  std::unique_ptr<ModuleParts> parts_;
};

// The loaded file, always: diagnostics point into its source, which it owns.
std::unique_ptr<LoadedModule> LoadModule(SourceBuffer source, DiagnosticEmitter& emitter,
                                         PhaseTimer& timer);

// A function of the file as callers see it.
struct FunctionDescription {
  std::string name;
  std::vector<std::string> parameters;
  bool device = false;  // `device=True`: called from kernels, never launched
  // The decorator's `launch_bounds` thread count; 0: none. Such a kernel is
  // launched with blocks of at most that many threads, as in CUDA.
  int launch_bounds = 0;
};

// The function the name `name` is bound to in the file (the last `def` of
// that name), or nothing.
std::optional<FunctionDescription> DescribeFunction(const LoadedModule& module,
                                                    const std::string& name);

// One kernel, one signature, one target, one set of options.
struct CompileUnit {
  std::string kernel;
  // As in Numba: "float32, float32[::1]" (docs/language.md). A signature of
  // the kernel's decorator, in its canonical text, is that signature: its
  // errors point into the decorator.
  std::string signature;
  Target target = Target::Default();
  int opt_level = 3;  // a kernel with `opt=False` compiles at 0
  // Array arguments never overlap (like C's `restrict`), so reads may use the
  // read-only cache. The runtime checks it at launch.
  bool noalias = true;
  // A kernel, or a device function called from outside (its signature may
  // then give a return type, as "int32(int32, int32)").
  EntryAbi abi = EntryAbi::Kernel;
  // A device function's symbol; empty: its Python name (ptx_names.h).
  std::string abi_name;
  // Line tables in the PTX (`.loc`), also when the kernel's decorator does
  // not ask for them (`lineinfo=True`).
  bool line_info = false;
  // Debug mode (`-g`, ProgramOptions::debug) for this kernel even where its
  // decorator does not say `debug=True`.
  bool debug = false;
  // dslc's optimisations this unit may use (base/optimizations.def): all but
  // those `--disable-opt`, `--no-coarsen` (coarsen),
  // ProgramOptions::disable_optimizations or ProgramOptions::coarsen name.
  Optimizations optimizations;
  // a*b+c fused into one rounding (fma), as nvcc and Numba do by default;
  // off with `--fmad=false` (nvcc's spelling) or ProgramOptions::fmad.
  bool fmad = true;
  // The block it is launched with, {0, 0, 0} when not known (`--block-dim`,
  // or the runtime's launch): cuda.coop's block collectives are compiled
  // for one block (the kernel's `launch_bounds` comes first).
  std::array<uint32_t, 3> block_dim = {0, 0, 0};
  // What gave it, for messages: "`--block-dim`", "the launch".
  std::string block_dim_source;
  // 0: none; else the kernel is compiled to fit blocks of this many threads
  // (`.maxntid`), which caps its registers: the runtime's form for a block
  // the kernel as compiled does not fit (docs/runtime.md). The decorator's
  // `launch_bounds` comes first; `max_registers` gives way to it.
  uint32_t fit_threads = 0;

  // Everything the unit itself decides of the generated code, as text.
  std::string Key() const;
  // The unit as internal errors name it (CompileContext).
  CompileSubject Subject(const std::string& file) const;
};

// What `dslc compile` and `dslc cache add` ask for.
struct UnitRequest {
  std::string kernel;     // empty: every kernel with an eager signature
  std::string signature;  // empty: the kernel's eager signatures
  Target target = Target::Default();
  int opt_level = 3;
  bool noalias = true;
  EntryAbi abi = EntryAbi::Kernel;  // not Kernel: one device function, one signature
  std::string abi_name;
  bool line_info = false;                         // --lineinfo
  bool debug = false;                             // -g: every kernel in debug mode
  Optimizations optimizations;                    // --disable-opt, --no-coarsen
  bool fmad = true;                               // off: --fmad=false
  std::array<uint32_t, 3> block_dim = {0, 0, 0};  // --block-dim
};

// The units a request names; reports what is missing or wrong.
std::vector<CompileUnit> SelectCompileUnits(LoadedModule& module, const UnitRequest& request,
                                            DiagnosticEmitter& emitter);

// What the disk cache key covers beyond the source and the compile options:
// the driver that links the cubin and the GPU it is linked for.
struct CubinTarget {
  int driver_version = 0;  // cuDriverGetVersion: 13000 for 13.0; 0 without a driver
  int compute_major = 0;
  int compute_minor = 0;
};

// Units typed and checked against their targets, ready to emit.
class TypedKernels {
 public:
  struct State;  // compile_impl.h
  explicit TypedKernels(std::unique_ptr<State> state);
  ~TypedKernels();

  size_t size() const;
  // Complete after typing (entry name, cooperative, shared memory), but for
  // a debug kernel's error sites, which EmitKernels adds.
  const KernelFacts& facts(size_t unit) const;
  // What a device-function unit returns, as signatures spell it ("int32",
  // "UniTuple(float32, 2)", "none"); "none" for a kernel.
  std::string ResultType(size_t unit) const;
  // The disk cache key of `unit` (cache_key.cpp): every input of its code.
  std::string KeyMaterial(size_t unit, const CubinTarget& cubin) const;
  State& state() { return *state_; }
  const State& state() const { return *state_; }

 private:
  std::unique_ptr<State> state_;
};

// Null after reporting an error in any unit.
std::unique_ptr<TypedKernels> TypeKernels(LoadedModule& module, std::vector<CompileUnit> units,
                                          DiagnosticEmitter& emitter, PhaseTimer& timer);

enum class Product { Typed, Llvm, Ptx };

// The units in one module: PTX with a `// dslc.kernel` header line per
// entry, optimised LLVM IR, or the typed dump. The units share one
// architecture and code generation options; the PTX ISA version is the
// lowest that it and the features the units use need. Nothing after
// reporting an error. Lowering a debug kernel fills its facts' error sites.
std::optional<std::string> EmitKernels(TypedKernels& typed, Product product,
                                       DiagnosticEmitter& emitter, PhaseTimer& timer);

// The header line of a kernel in PTX, for people and for tools that load it:
//   // dslc.kernel entry=saxpy kernel=saxpy signature="float32, float32[::1]"
//   //   target=sm_90 cooperative=0 static_shared=0 dynamic_shared=0
// (one line; a coarsened kernel adds ` coarsened=4 grid_parameter=5`), and a debug kernel's error
// sites, a line each (the message escaped as in EscapeForPtxComment):
//   // dslc.error_site entry=saxpy site=0 exception=IndexError bounds=1
//   //   function=saxpy file="saxpy.py" line=7 column=9 message=""
std::string KernelFactsLine(const KernelFacts& facts);

// Why unit `unit` of `typed` is, or is not, coarsened, as a remark for
// `dslc compile --coarsening-remarks`: "coarsened by 4: reads x, y and
// writes y at `i`" or "not coarsened: line 7: calls `cuda.syncthreads`".
std::string CoarseningRemark(const TypedKernels& typed, size_t unit);

// The header line of unit `unit` of `typed`: KernelFactsLine for a kernel;
// for a device function
//   // dslc.function entry=add function=add signature="int32, int32"
//   //   result=int32 abi=c target=sm_90
std::string UnitFactsLine(const TypedKernels& typed, size_t unit);

struct CompiledKernel {
  std::string ptx;
  KernelFacts facts;
  std::string key_material;
};

// TypeKernels, KeyMaterial and EmitKernels for one unit.
std::optional<CompiledKernel> CompileKernel(LoadedModule& module, const CompileUnit& unit,
                                            const CubinTarget& cubin, DiagnosticEmitter& emitter,
                                            PhaseTimer& timer);

}  // namespace dslc
