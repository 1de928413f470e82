// The C interface's programs: a module loaded from a dslc_source, compiled
// to PTX, LLVM IR or the typed dump without a GPU (dslc_program_emit), and
// its kernels for launching.
#include <mutex>

#include "compiler/pipeline/compile_diagnostics.h"
#include "compiler/pipeline/target_selection.h"
#include "runtime/c_api/errors.h"
#include "runtime/c_api/handles.h"

namespace dslc::c_api {
namespace {

ProgramOptions OptionsOf(const dslc_program_options* options) {
  ProgramOptions result;
  if (!options) return result;
  if (options->opt_level < 0 || options->opt_level > 3) {
    throw Error("dslc_program_load: the optimisation level is 0 to 3, not " +
                std::to_string(options->opt_level));
  }
  result.opt_level = options->opt_level;
  result.device = options->device;
  result.arch = options->arch ? options->arch : "";
  result.use_cache = options->use_cache != 0;
  result.cache_dir = options->cache_dir ? options->cache_dir : "";
  return result;
}

Product ProductOf(int product) {
  switch (product) {
    case DSLC_PRODUCT_PTX:
      return Product::Ptx;
    case DSLC_PRODUCT_LLVM:
      return Product::Llvm;
    case DSLC_PRODUCT_TYPED:
      return Product::Typed;
  }
  throw Error("dslc_program_emit: product " + std::to_string(product) +
              " is not DSLC_PRODUCT_PTX (0), DSLC_PRODUCT_LLVM (1) or DSLC_PRODUCT_TYPED (2)");
}

// The target of an emit: `arch`, else the program's architecture, else the
// default; no GPU is consulted.
Target TargetOf(const std::string& kernel, const std::string& arch) {
  if (arch.empty() || arch == "native") return Target::Default();
  DiagnosticMessage error;
  std::optional<Target> target = SelectTarget(arch, nullptr, &error);
  if (!target) throw Error("cannot compile `" + kernel + "`: " + error.text);
  return *target;
}

EntryAbi AbiOf(int abi) {
  switch (abi) {
    case DSLC_ABI_NUMBA:
      return EntryAbi::Numba;
    case DSLC_ABI_C:
      return EntryAbi::C;
  }
  throw Error("dslc_program_emit_function: abi " + std::to_string(abi) +
              " is not DSLC_ABI_NUMBA (1) or DSLC_ABI_C (2)");
}

struct Emitted {
  std::string text;
  std::string facts_line;
  std::string result_type;
};

// The unit's text in `product`, its facts line and result, compiled under
// the program's mutex.
Emitted Emit(internal::ProgramState& program, const CompileUnit& unit, Product product) {
  std::lock_guard<std::mutex> lock(program.mutex);
  CompileDiagnostics diagnostics;
  PhaseTimer timer;
  const std::string context =
      "(while compiling `" + unit.kernel + "` for (" + unit.signature + "))";
  std::unique_ptr<TypedKernels> typed =
      TypeKernels(*program.module, {unit}, diagnostics.emitter(), timer);
  if (!typed) throw diagnostics.TakeError(context);
  std::optional<std::string> text = EmitKernels(*typed, product, diagnostics.emitter(), timer);
  if (!text) throw diagnostics.TakeError(context);
  return {std::move(*text), UnitFactsLine(*typed, 0), typed->ResultType(0)};
}

// A unit of `program` for `name` and `signature`, for `arch`.
CompileUnit UnitOf(internal::ProgramState& state, const char* name, const char* signature,
                   const char* arch) {
  CompileUnit unit;
  unit.kernel = name;
  unit.signature = signature;
  unit.target = TargetOf(unit.kernel, arch && *arch ? arch : state.options.arch);
  unit.opt_level = state.options.opt_level;
  unit.line_info = state.options.line_info;
  unit.debug = state.options.debug;
  unit.optimizations = state.optimizations;
  unit.fmad = state.options.fmad;
  return unit;
}

}  // namespace
}  // namespace dslc::c_api

using namespace dslc;
using namespace dslc::c_api;

extern "C" {

int dslc_program_load(dslc_source* source, const struct dslc_program_options* options,
                      dslc_program** out) {
  std::unique_ptr<dslc_source> taken(source);  // also when it fails
  if (out) *out = nullptr;
  return Guard(__func__, [&] {
    Require(taken.get(), "source");
    Require(out, "out");
    if (taken->functions.empty()) throw Error("dslc_program_load: the source has no functions");
    ProgramOptions program_options = OptionsOf(options);
    CompileDiagnostics diagnostics;
    PhaseTimer timer;
    std::unique_ptr<LoadedModule> module =
        LoadHostModule(std::move(taken->functions), diagnostics.emitter(), timer);
    if (!module->ok()) throw diagnostics.TakeError();
    *out = new dslc_program{internal::MakeProgramState(std::move(module), program_options)};
  });
}

void dslc_program_free(dslc_program* program) { delete program; }

int dslc_program_emit(dslc_program* program, const char* kernel, const char* signature,
                      const char* arch, int product, char** text, char** facts) {
  return Guard(__func__, [&] {
    Require(program, "program");
    Require(kernel, "kernel");
    Require(signature, "signature");
    Require(text, "text");
    CompileUnit unit = UnitOf(*program->state, kernel, signature, arch);
    Emitted emitted = Emit(*program->state, unit, ProductOf(product));
    std::unique_ptr<char, void (*)(char*)> copy(CopyString(emitted.text), dslc_string_free);
    if (facts) *facts = CopyString(emitted.facts_line);
    *text = copy.release();
  });
}

int dslc_program_emit_function(dslc_program* program, const char* name, const char* signature,
                               const char* arch, int abi, const char* abi_name, int product,
                               char** text, char** result_type) {
  return Guard(__func__, [&] {
    Require(program, "program");
    Require(name, "name");
    Require(signature, "signature");
    Require(text, "text");
    CompileUnit unit = UnitOf(*program->state, name, signature, arch);
    unit.abi = AbiOf(abi);
    unit.abi_name = abi_name ? abi_name : "";
    Emitted emitted = Emit(*program->state, unit, ProductOf(product));
    std::unique_ptr<char, void (*)(char*)> copy(CopyString(emitted.text), dslc_string_free);
    if (result_type) *result_type = CopyString(emitted.result_type);
    *text = copy.release();
  });
}

int dslc_program_kernel(dslc_program* program, const char* name, dslc_kernel** out) {
  return Guard(__func__, [&] {
    Require(program, "program");
    Require(name, "name");
    Require(out, "out");
    *out = HandleOf(internal::KernelNamed(*program->state, name));
  });
}

}  // extern "C"
