#include "compiler/scope/analyze_module.h"

#include "compiler/base/internal_error.h"
#include "compiler/scope/constant_eval.h"
#include "compiler/scope/coop_objects.h"
#include "compiler/scope/decorator.h"
#include "compiler/scope/library_modules.h"
#include "compiler/scope/module_members.h"
#include "compiler/types/builtins.h"
#include "compiler/types/enums.h"

namespace dslc {

DSLC_DIAGNOSTIC(RedefinedFunction, Warning,
                "`{0}` is defined again on line {1}, which replaces this definition: it is not "
                "compiled",
                llvm::StringRef, uint32_t);

class ModuleScopeBuilder {
 public:
  ModuleScopeBuilder(const Ast& ast, TypeContext& types, DiagnosticEmitter& emitter)
      : ast_(ast), types_(types), emitter_(emitter), scope_(ModuleScope::Empty(ast, types)) {
    lookup_ = [this](llvm::StringRef name) { return scope_->Lookup(name); };
  }

  std::unique_ptr<ModuleScope> Build() {
    for (const Stmt* stmt : ast_.body()) Bind(*stmt);
    return std::move(scope_);
  }

 private:
  void Set(llvm::StringRef name, GlobalBinding binding) {
    scope_->globals_[name] = std::move(binding);
  }

  Location Loc(SourceRange range) const { return {&ast_.source(), range}; }

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
      case NodeKind::ClassDefStmt:
        BindEnumClass(llvm::cast<ClassDefStmt>(stmt));
        return;
      case NodeKind::SkippedStmt: {
        const auto& skipped = llvm::cast<SkippedStmt>(stmt);
        if (skipped.what == "a class") {
          Set(skipped.name, GlobalBinding::Unusable(GlobalBinding::Reason::Class, skipped.name,
                                                    Loc(stmt.range())));
        } else if (!skipped.name.empty()) {
          Set(skipped.name, GlobalBinding::Unusable(GlobalBinding::Reason::HostCode, skipped.name,
                                                    Loc(stmt.range()), skipped.what.str()));
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
      case NodeKind::RaiseStmt:
      case NodeKind::AssertStmt:
      case NodeKind::PassStmt:
      case NodeKind::UnsupportedStmt:
        return;  // binds no name kernel code can use
#define DSLC_EXPR(Name) case NodeKind::Name##Expr:
#include "compiler/parse/node_kinds.def"
        DSLC_FATAL("an expression among the module's statements");
    }
  }

  // import a.b [as c]: binds `c` to a.b, or `a` to a.
  void BindImport(const ImportStmt& import) {
    for (const ImportAlias& alias : import.names) {
      if (!alias.alias.empty()) {
        Set(alias.alias, ModuleBinding(types_, alias.name, Loc(alias.range)));
      } else {
        llvm::StringRef first = alias.name.split('.').first;
        Set(first, ModuleBinding(types_, first, Loc(alias.range)));
      }
    }
  }

  void BindImportFrom(const ImportFromStmt& import) {
    for (const ImportAlias& alias : import.names) {
      llvm::StringRef bound = alias.alias.empty() ? alias.name : alias.alias;
      if (import.level != 0) {
        Set(bound, GlobalBinding::Unusable(GlobalBinding::Reason::Module, import.module,
                                           Loc(alias.range)));
        continue;
      }
      Set(bound, MemberBinding(types_, import.module, alias.name, Loc(alias.range)));
    }
  }

  // NAME = value, or A, B = value with a tuple value.
  void BindConstant(const Expr& target, const Expr& value, SourceRange where) {
    const auto* name = llvm::dyn_cast<NameExpr>(&target);
    std::unique_ptr<FunctionInfo> made;
    if (name) {
      if (auto object = CoopObjectBinding(types_, name->name, value, lookup_, Loc(where), &made)) {
        if (made) scope_->KeepFunction(std::move(made));
        return Set(name->name, std::move(*object));
      }
    }
    if (BuildsArray(types_, value, lookup_)) return BindArray(target, value, where);
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
        Set(name->name, GlobalBinding::Value(constant->type(), Loc(where), constant));
      } else {
        Set(name->name, GlobalBinding::Unusable(GlobalBinding::Reason::NotConstant, name->name,
                                                Loc(culprit), why));
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

  // NAME = np.array(...): an array frozen as a constant.
  void BindArray(const Expr& target, const Expr& value, SourceRange where) {
    const auto* name = llvm::dyn_cast<NameExpr>(&target);
    if (!name) {
      // `a, b = np.zeros(2)`: each name is an element, which kernel code
      // reads from the array instead.
      if (llvm::isa<TupleExpr>(target)) {
        BindTarget(target, std::nullopt, "unpacking an array at module level is not supported",
                   value.range(), where);
      }
      return;
    }
    std::string why;
    SourceRange why_where;
    std::optional<ConstArray> array =
        EvaluateConstantArray(types_, value, lookup_, &why, &why_where);
    if (!array) {
      Set(name->name, GlobalBinding::Unusable(GlobalBinding::Reason::NotConstant, name->name,
                                              Loc(why_where), why));
      return;
    }
    Set(name->name, GlobalBinding::Array(scope_->KeepArray(std::move(*array)), Loc(where)));
  }

  // class Color(Enum): red = 1 ... Its members' values are evaluated in
  // order, each seeing the earlier ones by name (as Python's class body
  // does) before the module's names.
  void BindEnumClass(const ClassDefStmt& def) {
    auto unusable = [&](SourceRange where, std::string why) {
      Set(def.name,
          GlobalBinding::Unusable(GlobalBinding::Reason::Enum, def.name, Loc(where), why));
    };
    if (def.enum_base != "Enum" && def.enum_base != "IntEnum") {
      return unusable(def.name_range, "it derives from `enum." + def.enum_base.str() +
                                          "`; kernel code has classes deriving from `enum.Enum` "
                                          "or `enum.IntEnum`");
    }
    if (def.bases.size() != 1) {
      return unusable(def.name_range, "it has " + std::to_string(def.bases.size()) +
                                          " bases; kernel code has enum classes of one base, "
                                          "`enum.Enum` or `enum.IntEnum`");
    }
    llvm::StringMap<GlobalBinding> members;
    GlobalLookup lookup = [&](llvm::StringRef name) -> const GlobalBinding* {
      auto it = members.find(name);
      return it != members.end() ? &it->second : scope_->Lookup(name);
    };
    std::vector<std::string> names;
    std::vector<ConstValue> values;
    std::vector<SourceRange> places;
    for (const Stmt* stmt : def.body) {
      const auto* assign = llvm::dyn_cast<AssignStmt>(stmt);
      const auto* name = assign && assign->targets.size() == 1
                             ? llvm::dyn_cast<NameExpr>(assign->targets[0])
                             : nullptr;
      if (!name || !IsEnumMemberName(name->name)) continue;
      std::string why;
      SourceRange where = assign->value->range();
      std::optional<ConstValue> value =
          EvaluateConstant(types_, *assign->value, lookup, &why, &where);
      if (!value) {
        return unusable(where,
                        "the value of member `" + name->name.str() + "` is not a constant: " + why);
      }
      members[name->name] = GlobalBinding::Value(value->type(), Loc(stmt->range()), value);
      names.push_back(name->name.str());
      values.push_back(std::move(*value));
      places.push_back(assign->value->range());
    }
    std::string identity = ast_.source().name().str() + ":" + std::to_string(def.range().begin);
    EnumClassResult made = MakeEnumClass(types_, def.name.str(), def.enum_base == "IntEnum",
                                         identity, std::move(names), std::move(values));
    if (!made.type) {
      return unusable(made.culprit < places.size() ? places[made.culprit] : def.name_range,
                      made.why);
    }
    Set(def.name, GlobalBinding::Value(made.type, Loc(def.name_range)));
  }

  void BindFunction(const FunctionDefStmt& def) {
    WarnIfRedefined(def);
    FunctionInfo& info = scope_->AddFunction(def);
    CollectingDiagnosticConsumer held;
    DiagnosticEmitter held_emitter(held, UINT32_MAX);
    ReadJitDecorator(ast_, lookup_, types_, held_emitter, scope_->extra_buffers_, info);
    info.decorator_diagnostics = held.diagnostics();
    Set(def.name, GlobalBinding::Function(types_, info, Loc(def.name_range)));
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

std::unique_ptr<ModuleScope> AnalyzeModule(const Ast& ast, TypeContext& types,
                                           DiagnosticEmitter& emitter) {
  return ModuleScopeBuilder(ast, types, emitter).Build();
}

// Defined here, not in types/: the library modules a TypeContext loads are
// analysed by this phase, which is what they are given to do it with.
LibraryModules& TypeContext::Libraries() {
  if (!libraries_) libraries_ = std::make_shared<LibraryModules>(&AnalyzeModule);
  return *libraries_;
}

}  // namespace dslc
