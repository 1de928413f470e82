// Modules of the dialect that dslc writes in the kernel language itself and
// compiles with the user's code: numba.cuda.random (the xoroshiro128p
// functions) and cmath (Numba's complex functions). Their source is built into the compiler
// (compiler/library/*.py); a module is parsed and analysed at its first use
// in a TypeContext and kept as long as it, so its functions are device
// functions like the user's own.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "compiler/scope/module_scope.h"
#include "llvm/ADT/StringRef.h"

namespace dslc {

// One loaded library module: its text, syntax tree and scope.
struct LoadedLibrary {
  std::unique_ptr<SourceBuffer> source;
  std::unique_ptr<Ast> ast;
  std::unique_ptr<ModuleScope> scope;
};

// The library modules a TypeContext has loaded (TypeContext::Libraries()).
// A module is analysed as a file is, by the scope phase's entry, which
// makes this object with itself as `analyze` (analyze_module.cpp): name
// resolution here loads modules without depending on the phase.
struct LibraryModules {
  using Analyzer = std::unique_ptr<ModuleScope> (*)(const Ast&, TypeContext&, DiagnosticEmitter&);
  explicit LibraryModules(Analyzer analyzer) : analyze(analyzer) {}
  Analyzer analyze;
  std::map<std::string, LoadedLibrary, std::less<>> loaded;
};

// The function `name` of the library module `dotted`, private ones too;
// null when it has none.
const FunctionInfo* LibraryFunctionAny(TypeContext& types, llvm::StringRef dotted,
                                       llvm::StringRef name);

// Whether `dotted` names a library module.
bool IsLibraryModule(llvm::StringRef dotted);

// The function `name` of the library module `dotted`, loaded into `types`
// at its first use; null when the module has no such public function.
const FunctionInfo* LibraryFunction(TypeContext& types, llvm::StringRef dotted,
                                    llvm::StringRef name);

// The enum class `name` of the library module `dotted`, or null.
const Type* LibraryClass(TypeContext& types, llvm::StringRef dotted, llvm::StringRef name);

// Whether `scope` is a library module's.
bool IsLibraryScope(const ModuleScope& scope);

// Whether `function` is one of cuda.coop's (compiler/library/cuda_coop.py).
bool IsCoopFunction(const FunctionInfo& function);

// Whether `callee` is a numba.cuda.random function whose `states` argument
// (the first) is not what it draws from: a 1-D array of records with the
// uint64 fields `s0` and `s1`. The functions index such records; anything
// else would fail inside them, far from the user's mistake.
bool WrongRandomStates(const FunctionInfo& callee, llvm::ArrayRef<const Type*> args);

// What a function of `cmath` takes, as Numba types it: positional arguments
// only, between `min_args` and `max_args` of them, each of one kind.
enum class CmathArguments : uint8_t {
  Numbers,  // any numbers, converted to complex64 or complex128
  Complex,  // complex numbers only (Numba's overloads for types.Complex)
  Floats,   // float32 or float64 only (`rect`)
};
struct CmathFunction {
  llvm::StringRef name;
  size_t min_args;
  size_t max_args;
  CmathArguments arguments;
};

// The cmath function `callee` is, or null when it is not one (a user's
// function, another library's, or one of cmath's own helpers).
const CmathFunction* CmathFunctionOf(const FunctionInfo& callee);

}  // namespace dslc
