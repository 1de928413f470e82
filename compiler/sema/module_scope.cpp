#include "compiler/sema/module_scope.h"

#include "compiler/base/internal_error.h"
#include "compiler/sema/builtins.h"
#include "compiler/sema/constant_eval.h"
#include "compiler/sema/decorator.h"

namespace dslc {

DSLC_DIAGNOSTIC(RedefinedFunction, Warning,
                "`{0}` is defined again on line {1}, which replaces this definition: it is not "
                "compiled",
                llvm::StringRef, uint32_t);

class ModuleScopeBuilder {
 public:
  ModuleScopeBuilder(const Ast& ast, TypeContext& types, DiagnosticEmitter& emitter)
      : ast_(ast), types_(types), emitter_(emitter), scope_(std::make_unique<ModuleScope>()) {
    scope_->ast_ = &ast;
    scope_->types_ = &types;
    lookup_ = [this](llvm::StringRef name) { return scope_->Lookup(name); };
    BindPythonBuiltins();
  }

  std::unique_ptr<ModuleScope> Build() {
    for (const Stmt* stmt : ast_.body()) Bind(*stmt);
    return std::move(scope_);
  }

 private:
  void BindPythonBuiltins() {
    for (BuiltinId id : BuiltinsOf(ModuleId::Python)) {
      GlobalBinding binding;
      binding.kind = GlobalBinding::Kind::Value;
      binding.type = BuiltinType(types_, id);
      scope_->python_builtins_[Info(id).name] = binding;
    }
  }

  void Set(llvm::StringRef name, GlobalBinding binding) {
    scope_->globals_[name] = std::move(binding);
  }

  static GlobalBinding Unusable(GlobalBinding::Reason reason, llvm::StringRef subject,
                                SourceRange where, std::string detail = "") {
    GlobalBinding binding;
    binding.reason = reason;
    binding.subject = subject.str();
    binding.detail = std::move(detail);
    binding.where = where;
    return binding;
  }

  static GlobalBinding Value(const Type* type, SourceRange where,
                             std::optional<ConstValue> constant = std::nullopt) {
    GlobalBinding binding;
    binding.kind = GlobalBinding::Kind::Value;
    binding.type = type;
    binding.constant = std::move(constant);
    binding.where = where;
    return binding;
  }

  void Bind(const Stmt& stmt) {
    switch (stmt.kind()) {
      case NodeKind::ImportStmt:
        BindImport(llvm::cast<ImportStmt>(stmt));
        return;
      case NodeKind::ImportFromStmt:
        BindImportFrom(llvm::cast<ImportFromStmt>(stmt));
        return;
      case NodeKind::AssignStmt: {
        const auto& assign = llvm::cast<AssignStmt>(stmt);
        for (const Expr* target : assign.targets)
          BindConstant(*target, *assign.value, stmt.range());
        return;
      }
      case NodeKind::AnnAssignStmt: {
        const auto& assign = llvm::cast<AnnAssignStmt>(stmt);
        if (assign.value) BindConstant(*assign.target, *assign.value, stmt.range());
        return;
      }
      case NodeKind::FunctionDefStmt:
        BindFunction(llvm::cast<FunctionDefStmt>(stmt));
        return;
      case NodeKind::SkippedStmt: {
        const auto& skipped = llvm::cast<SkippedStmt>(stmt);
        if (!skipped.name.empty()) {
          Set(skipped.name, Unusable(GlobalBinding::Reason::HostCode, skipped.name, stmt.range(),
                                     skipped.what.str()));
        }
        return;
      }
      case NodeKind::ExprStmt:
      case NodeKind::AugAssignStmt:
      case NodeKind::IfStmt:
      case NodeKind::WhileStmt:
      case NodeKind::ForStmt:
      case NodeKind::BreakStmt:
      case NodeKind::ContinueStmt:
      case NodeKind::ReturnStmt:
      case NodeKind::PassStmt:
      case NodeKind::UnsupportedStmt:
        return;  // binds no name kernel code can use
#define DSLC_EXPR(Name) case NodeKind::Name##Expr:
#include "compiler/parse/node_kinds.def"
        DSLC_FATAL("an expression among the module's statements");
    }
  }

  GlobalBinding ModuleBinding(llvm::StringRef dotted, SourceRange where) {
    if (std::optional<ModuleId> module = LookupModule(dotted)) {
      return Value(ModuleType(types_, *module), where);
    }
    return Unusable(GlobalBinding::Reason::Module, dotted, where);
  }

  // import a.b [as c]: binds `c` to a.b, or `a` to a.
  void BindImport(const ImportStmt& import) {
    for (const ImportAlias& alias : import.names) {
      if (!alias.alias.empty()) {
        Set(alias.alias, ModuleBinding(alias.name, alias.range));
      } else {
        llvm::StringRef first = alias.name.split('.').first;
        Set(first, ModuleBinding(first, alias.range));
      }
    }
  }

  void BindImportFrom(const ImportFromStmt& import) {
    std::optional<ModuleId> module = import.level == 0 ? LookupModule(import.module) : std::nullopt;
    for (const ImportAlias& alias : import.names) {
      llvm::StringRef bound = alias.alias.empty() ? alias.name : alias.alias;
      std::string qualified = import.module.str() + "." + alias.name.str();
      if (!module) {
        Set(bound, Unusable(GlobalBinding::Reason::Module, import.module, alias.range));
        continue;
      }
      if (std::optional<ModuleId> submodule = LookupModule(qualified)) {
        Set(bound, Value(ModuleType(types_, *submodule), alias.range));
        continue;
      }
      std::optional<ModuleMember> member = LookupMember(types_, *module, alias.name);
      if (!member) {
        Set(bound, Unusable(GlobalBinding::Reason::Import, qualified, alias.range));
        continue;
      }
      Set(bound, Value(member->type, alias.range, member->constant));
    }
  }

  // NAME = value, or A, B = value with a tuple value.
  void BindConstant(const Expr& target, const Expr& value, SourceRange where) {
    std::string why;
    SourceRange why_where;
    std::optional<ConstValue> constant = EvaluateConstant(types_, value, lookup_, &why, &why_where);
    // Errors about a constant that is not one point at the part that is not.
    BindTarget(target, constant, why, why.empty() ? where : why_where, where);
  }

  void BindTarget(const Expr& target, const std::optional<ConstValue>& constant,
                  const std::string& why, SourceRange culprit, SourceRange where) {
    if (const auto* name = llvm::dyn_cast<NameExpr>(&target)) {
      if (constant) {
        Set(name->name, Value(constant->type(), where, constant));
      } else {
        Set(name->name, Unusable(GlobalBinding::Reason::NotConstant, name->name, culprit, why));
      }
      return;
    }
    const auto* tuple = llvm::dyn_cast<TupleExpr>(&target);
    if (!tuple) return;
    size_t count = tuple->elements.size();
    std::string unpack_why = why;
    bool unpacks = constant && constant->type()->is_tuple() && constant->elements().size() == count;
    if (constant && !unpacks) {
      unpack_why = constant->type()->is_tuple()
                       ? "its value has " + std::to_string(constant->elements().size()) +
                             " elements, for " + std::to_string(count) + " names"
                       : "its value `" + constant->ToString() + "` is not a tuple";
    }
    for (size_t i = 0; i < count; ++i) {
      std::optional<ConstValue> part;
      if (unpacks) part = constant->elements()[i];
      BindTarget(*tuple->elements[i], part, unpack_why, culprit, where);
    }
  }

  void BindFunction(const FunctionDefStmt& def) {
    WarnIfRedefined(def);
    auto info = std::make_unique<FunctionInfo>();
    info->def = &def;
    ReadJitDecorator(ast_, lookup_, types_, emitter_, scope_->extra_buffers_, *info);
    GlobalBinding binding;
    binding.kind = GlobalBinding::Kind::Function;
    binding.function = info.get();
    binding.type = types_.DeviceFunction(&def, def.name);
    binding.where = def.name_range;
    Set(def.name, binding);
    scope_->functions_.push_back(std::move(info));
  }

  // As in Python, a later `def` of the same name replaces the earlier one,
  // which then can neither be launched nor called: it is not compiled.
  void WarnIfRedefined(const FunctionDefStmt& def) {
    auto it = scope_->globals_.find(def.name);
    if (it == scope_->globals_.end() || it->second.kind != GlobalBinding::Kind::Function) return;
    const FunctionDefStmt& earlier = *it->second.function->def;
    emitter_.Emit({&ast_.source(), earlier.name_range}, RedefinedFunction, def.name,
                  ast_.source().GetLineColumn(def.name_range.begin).line);
  }

  const Ast& ast_;
  TypeContext& types_;
  DiagnosticEmitter& emitter_;
  std::unique_ptr<ModuleScope> scope_;
  GlobalLookup lookup_;
};

std::unique_ptr<ModuleScope> ModuleScope::Analyze(const Ast& ast, TypeContext& types,
                                                  DiagnosticEmitter& emitter) {
  return ModuleScopeBuilder(ast, types, emitter).Build();
}

const GlobalBinding* ModuleScope::Lookup(llvm::StringRef name) const {
  auto it = globals_.find(name);
  if (it != globals_.end()) return &it->second;
  auto builtin = python_builtins_.find(name);
  return builtin == python_builtins_.end() ? nullptr : &builtin->second;
}

const FunctionInfo* ModuleScope::FindFunction(llvm::StringRef name) const {
  // The last definition wins, as in Python.
  for (auto it = functions_.rbegin(); it != functions_.rend(); ++it) {
    if ((*it)->def->name == name) return it->get();
  }
  return nullptr;
}

const FunctionInfo* ModuleScope::FunctionFor(const FunctionDefStmt* def) const {
  for (const auto& function : functions_) {
    if (function->def == def) return function.get();
  }
  return nullptr;
}

}  // namespace dslc
