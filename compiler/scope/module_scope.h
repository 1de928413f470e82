// What the names at the top level of a kernel file denote, worked out once
// per file and shared by every compile of its kernels: imports, constants
// (evaluated in file order, as Python runs them), and `@cuda.jit` functions
// with their decorator options and eager signatures. A host program's module
// (pipeline/host_module.h) has one scope per function instead, made of the
// values the host program gives for the function's free names.
#pragma once

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/parse/ast.h"
#include "compiler/types/constant.h"
#include "compiler/types/signature.h"
#include "compiler/types/types.h"
#include "llvm/ADT/StringMap.h"

namespace dslc {

// `@cuda.jit(...)` keyword options.
// The options of `@cuda.jit(...)` (jit_options.def).
struct JitOptions {
#define DSLC_JIT_BOOL(name, default_value) bool name = default_value;
#define DSLC_JIT_COUNT(name) int name = 0;  // 0: not given
#include "compiler/scope/jit_options.def"
  int launch_bounds_threads = 0;  // 0: none given
  int launch_bounds_min_blocks = 0;
};

class ModuleScope;

struct FunctionInfo {
  const FunctionDefStmt* def = nullptr;
  // Where the free names of its body are looked up; its source is the
  // scope's (the file, or the function's own text in a host program).
  const ModuleScope* scope = nullptr;
  JitOptions options;
  std::vector<Signature> signatures;  // eager signatures from the decorator
  // What reading the decorator reported: it fails only the kernels that use
  // the function, when they are typed (as Numba compiles each lazily).
  std::vector<Diagnostic> decorator_diagnostics;
  // A cuda.coop object made at module level (`coop.block.sum(int32, 128)`,
  // coop_objects.cpp): a library function with some of its parameters
  // given (a constant, a function or a number class); calls pass the
  // others. Empty for every other function.
  struct BoundArgument {
    std::string param;
    const Type* type = nullptr;
    std::optional<ConstValue> constant;
  };
  std::vector<BoundArgument> bound;
  // The name the object is bound to, for messages ("block_sum").
  std::string bound_name;

  const BoundArgument* Bound(llvm::StringRef param) const {
    for (const BoundArgument& argument : bound) {
      if (argument.param == param) return &argument;
    }
    return nullptr;
  }
  const SourceBuffer& source() const;
  // A location in the function's source.
  Location At(SourceRange range) const { return {&source(), range}; }
};

struct GlobalBinding {
  enum class Kind {
    Value,     // a module, class, builtin or constant: `type` (and `constant`)
    Function,  // a kernel or device function: `function`
    Unusable,  // defined, but not in kernel code: `reason` says why
  };
  // Why an Unusable name cannot be used; unusable_global.h words it.
  enum class Reason : uint8_t {
    HostCode,     // `subject` is host code, `detail` what it is ("a class")
    Module,       // an import of module `subject`, which kernel code lacks
    Import,       // `from m import x` of `subject` (`m.x`), which kernel code lacks
    NotConstant,  // `subject` is assigned a value that is not a constant: `detail` says why
    HostValue,    // a host program's value of `subject` that kernel code cannot use: `detail`
                  // says what it is ("a list")
    Class,        // `subject` is a class that is not an enum
    Enum,         // `subject` is an enum class kernel code cannot have: `detail` says why
  };
  Kind kind = Kind::Unusable;
  const Type* type = nullptr;
  std::optional<ConstValue> constant;
  const FunctionInfo* function = nullptr;
  const ConstArray* array = nullptr;  // a Value that is a host program's array
  Reason reason = Reason::HostCode;
  std::string subject;  // the name, module or member `reason` is about
  std::string detail;
  // The statement that bound the name; no buffer for a value a host program
  // gave.
  Location where;

  static GlobalBinding Value(const Type* type, Location where,
                             std::optional<ConstValue> constant = std::nullopt);
  static GlobalBinding Function(TypeContext& types, const FunctionInfo& function, Location where);
  static GlobalBinding Array(const ConstArray& array, Location where);
  static GlobalBinding Unusable(Reason reason, llvm::StringRef subject, Location where,
                                std::string detail = "");
};

class ModuleScope {
 public:
  // A scope whose names are bound one by one (Bind), with the functions
  // added to it (AddFunction): a host program's function and its values.
  // Python's builtins are bound already.
  static std::unique_ptr<ModuleScope> Empty(const Ast& ast, TypeContext& types);
  FunctionInfo& AddFunction(const FunctionDefStmt& def);
  // Keeps a cuda.coop object's function (coop_objects.h) as long as the scope.
  const FunctionInfo& KeepFunction(std::unique_ptr<FunctionInfo> function) {
    kept_functions_.push_back(std::move(function));
    return *kept_functions_.back();
  }
  void Bind(llvm::StringRef name, GlobalBinding binding);
  // Text that diagnostics point into (a signature a host program gave),
  // kept as long as the scope.
  const SourceBuffer& KeepBuffer(SourceBuffer buffer);
  // An array a host program gave, kept as long as the scope.
  const ConstArray& KeepArray(ConstArray array);

  // A module-level name, or a Python builtin; null when unbound.
  const GlobalBinding* Lookup(llvm::StringRef name) const;
  const std::vector<std::unique_ptr<FunctionInfo>>& functions() const { return functions_; }
  const FunctionInfo* FindFunction(llvm::StringRef name) const;
  const Ast& ast() const { return *ast_; }
  const SourceBuffer& source() const { return ast_->source(); }
  TypeContext& types() const { return *types_; }

 private:
  std::vector<std::unique_ptr<FunctionInfo>> kept_functions_;
  friend class ModuleScopeBuilder;
  const Ast* ast_ = nullptr;
  TypeContext* types_ = nullptr;
  llvm::StringMap<GlobalBinding> globals_;
  llvm::StringMap<GlobalBinding> python_builtins_;
  std::vector<std::unique_ptr<FunctionInfo>> functions_;
  // Signature strings that could not be located in the file get a buffer of
  // their own; diagnostics point into it, so it lives as long as the scope.
  std::deque<SourceBuffer> extra_buffers_;
  std::deque<ConstArray> arrays_;
};

inline const SourceBuffer& FunctionInfo::source() const { return scope->source(); }

}  // namespace dslc
