#include "compiler/scope/library_modules.h"

#include <map>
#include <memory>
#include <string>

#include "compiler/base/internal_error.h"
#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/lex/lexer.h"
#include "compiler/parse/parser.h"

namespace dslc {
namespace {

#include "compiler/library/cmath.inc"
#include "compiler/library/cuda_coop.inc"
#include "compiler/library/numba_cuda_random.inc"

struct LibrarySource {
  llvm::StringRef dotted;
  const char* text;
};

constexpr LibrarySource kLibraries[] = {
    {"numba.cuda.random", kNumbaCudaRandom},
    {"cmath", kCmath},
    {"cuda.coop", kCudaCoop},
};

// The public functions of compiler/library/cmath.py, typed as Numba-CUDA
// types them (numba/cuda/typing/cmathdecl.py for Numbers, @overload
// implementations of numba/cuda/cpython/cmathimpl.py for the others).
constexpr CmathFunction kCmathFunctions[] = {
    {"sqrt", 1, 1, CmathArguments::Numbers},  {"exp", 1, 1, CmathArguments::Numbers},
    {"log", 1, 2, CmathArguments::Numbers},   {"log10", 1, 1, CmathArguments::Complex},
    {"phase", 1, 1, CmathArguments::Complex}, {"polar", 1, 1, CmathArguments::Complex},
    {"rect", 2, 2, CmathArguments::Floats},   {"isnan", 1, 1, CmathArguments::Numbers},
    {"isinf", 1, 1, CmathArguments::Numbers}, {"isfinite", 1, 1, CmathArguments::Numbers},
    {"sin", 1, 1, CmathArguments::Numbers},   {"cos", 1, 1, CmathArguments::Numbers},
    {"tan", 1, 1, CmathArguments::Numbers},   {"asin", 1, 1, CmathArguments::Numbers},
    {"acos", 1, 1, CmathArguments::Numbers},  {"atan", 1, 1, CmathArguments::Numbers},
    {"sinh", 1, 1, CmathArguments::Complex},  {"cosh", 1, 1, CmathArguments::Complex},
    {"tanh", 1, 1, CmathArguments::Complex},  {"asinh", 1, 1, CmathArguments::Numbers},
    {"acosh", 1, 1, CmathArguments::Complex}, {"atanh", 1, 1, CmathArguments::Numbers},
};

// A library module compiles without diagnostics; the first one is kept for
// the internal error that reports one.
class FirstMessage : public DiagnosticConsumer {
 public:
  void Handle(const Diagnostic& diagnostic) override {
    if (text.empty()) text = diagnostic.message.text;
  }
  std::string text;
};

const LibrarySource* FindLibrary(llvm::StringRef dotted) {
  for (const LibrarySource& library : kLibraries) {
    if (library.dotted == dotted) return &library;
  }
  return nullptr;
}

}  // namespace

namespace {

const ModuleScope& Load(TypeContext& types, const LibrarySource& library) {
  LibraryModules& modules = types.Libraries();
  auto it = modules.loaded.find(library.dotted);
  if (it != modules.loaded.end()) return *it->second.scope;
  LoadedLibrary& loaded = modules.loaded[library.dotted.str()];
  // Named as a file would be, so that a diagnostic inside a library
  // function (an argument it cannot take) points at a readable place.
  std::string name = "<" + library.dotted.str() + ">";
  loaded.source = std::make_unique<SourceBuffer>(SourceBuffer::FromText(name, library.text));
  FirstMessage consumer;
  DiagnosticEmitter emitter(consumer);
  TokenizedBuffer tokens = Lex(*loaded.source, emitter);
  loaded.ast = Parse(tokens, emitter);
  loaded.scope = modules.analyze(*loaded.ast, types, emitter);
  DSLC_CHECK(emitter.error_count() == 0, "the library module `" + library.dotted.str() +
                                             "` does not compile: " + consumer.text);
  return *loaded.scope;
}

}  // namespace

bool WrongRandomStates(const FunctionInfo& callee, llvm::ArrayRef<const Type*> args) {
  const LibraryModules& modules = callee.scope->types().Libraries();
  auto random = modules.loaded.find("numba.cuda.random");
  if (random == modules.loaded.end() || callee.scope != random->second.scope.get() ||
      callee.def->params.empty() || callee.def->params[0].name != "states" || args.empty()) {
    return false;
  }
  const Type* states = args[0];
  if (!states->is_array() || states->ndim() != 1 || !states->dtype()->is_record()) return true;
  for (llvm::StringRef name : {"s0", "s1"}) {
    const RecordField* field = states->dtype()->Field(name);
    if (!field || !field->shape.empty() || field->type->name() != "uint64") return true;
  }
  return false;
}

const CmathFunction* CmathFunctionOf(const FunctionInfo& callee) {
  const LibraryModules& modules = callee.scope->types().Libraries();
  auto cmath = modules.loaded.find("cmath");
  if (cmath == modules.loaded.end() || callee.scope != cmath->second.scope.get()) return nullptr;
  for (const CmathFunction& function : kCmathFunctions) {
    if (function.name == callee.def->name) return &function;
  }
  return nullptr;
}

const Type* LibraryClass(TypeContext& types, llvm::StringRef dotted, llvm::StringRef name) {
  const LibrarySource* library = FindLibrary(dotted);
  if (!library || name.starts_with("_")) return nullptr;
  const GlobalBinding* binding = Load(types, *library).Lookup(name);
  if (!binding || binding->kind != GlobalBinding::Kind::Value || !binding->type) return nullptr;
  return binding->type->kind() == TypeKind::EnumClass ? binding->type : nullptr;
}

bool IsLibraryScope(const ModuleScope& scope) {
  for (const auto& [dotted, loaded] : scope.types().Libraries().loaded) {
    if (loaded.scope.get() == &scope) return true;
  }
  return false;
}

bool IsCoopFunction(const FunctionInfo& function) {
  const LibraryModules& modules = function.scope->types().Libraries();
  auto coop = modules.loaded.find("cuda.coop");
  return coop != modules.loaded.end() && function.scope == coop->second.scope.get();
}

const FunctionInfo* LibraryFunctionAny(TypeContext& types, llvm::StringRef dotted,
                                       llvm::StringRef name) {
  const LibrarySource* library = FindLibrary(dotted);
  return library ? Load(types, *library).FindFunction(name) : nullptr;
}

bool IsLibraryModule(llvm::StringRef dotted) { return FindLibrary(dotted) != nullptr; }

const FunctionInfo* LibraryFunction(TypeContext& types, llvm::StringRef dotted,
                                    llvm::StringRef name) {
  const LibrarySource* library = FindLibrary(dotted);
  if (!library || name.starts_with("_")) return nullptr;  // `_` names are the module's own
  const FunctionInfo* function = Load(types, *library).FindFunction(name);
  return function && function->options.device ? function : nullptr;
}

}  // namespace dslc
