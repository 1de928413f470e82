#include "compiler/sema/infer.h"

#include <set>
#include <tuple>

#include "compiler/base/internal_error.h"
#include "compiler/scope/constant_eval.h"
#include "compiler/sema/infer_impl.h"
#include "compiler/types/promotion.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(SignatureArity, Error,
                "`{0}` takes {1} parameter{2}, but the signature gives {3} type{4}",
                llvm::StringRef, size_t, llvm::StringRef, size_t, llvm::StringRef);
DSLC_DIAGNOSTIC(KernelReturnType, Error,
                "a kernel returns nothing, but the signature gives the return type `{0}`",
                std::string);
DSLC_DIAGNOSTIC(DefinedHere, Note, "`{0}` is defined here", llvm::StringRef);
// The parser's UnsupportedConstruct, deferred to the function's typing.
DSLC_DIAGNOSTIC(UnsupportedInFunction, Error, "{0} is not supported in kernel code",
                llvm::StringRef);
DSLC_DIAGNOSTIC(EntryResultNotAValue, Error,
                "a device function compiled on its own returns a number, a tuple of numbers or "
                "None, not {0}",
                std::string);
DSLC_DIAGNOSTIC(EntryResultMismatch, Error,
                "`{0}` returns {1}, which the signature's return type `{2}` cannot hold",
                llvm::StringRef, std::string, std::string);
DSLC_DIAGNOSTIC(ConflictingTypes, Error,
                "`{0}` is {1} here and {2} elsewhere, and no type holds both; a variable "
                "has one type where control flow joins",
                llvm::StringRef, std::string, std::string);
DSLC_DIAGNOSTIC(OtherTypeHere, Note, "`{0}` is {1} here", llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(UnassignedRead, Error, "local variable `{0}` is read before any assignment to it",
                llvm::StringRef);
DSLC_DIAGNOSTIC(LocalBecauseAssigned, Note, "`{0}` is local to `{1}` because it is assigned here",
                llvm::StringRef, llvm::StringRef);
DSLC_DIAGNOSTIC(KernelReturnsValue, Error,
                "a kernel cannot return a value; store results in an array argument");
DSLC_DIAGNOSTIC(ReturnsNotAValue, Error,
                "a device function returns numbers, arrays and tuples, not {0}", std::string);
DSLC_DIAGNOSTIC(MixedReturns, Error,
                "`{0}` returns {1} here but nothing elsewhere; a device function returns a value "
                "on every path or on none",
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(ReturnsNothingHere, Note, "returns nothing here");
DSLC_DIAGNOSTIC(FallsOffTheEnd, Note, "the end of the function can be reached without a `return`");
DSLC_DIAGNOSTIC(SelfCallResultMismatch, Error,
                "`{0}` returns {1}, which its calls of itself cannot take as the {2} its "
                "signature declares",
                llvm::StringRef, Quoted, Quoted);
DSLC_DIAGNOSTIC(ReturnTypesDiffer, Error,
                "`{0}` returns {1} here and {2} elsewhere, and no type holds both", llvm::StringRef,
                std::string, std::string);
DSLC_DIAGNOSTIC(OtherReturn, Note, "returns {0} here", std::string);
DSLC_DIAGNOSTIC(AugmentedNotApplicable, Error, "operator `{0}=` does not apply to {1} and {2}",
                llvm::StringRef, Quoted, Quoted);
DSLC_DIAGNOSTIC(AttributeReadOnly, Error,
                "cannot assign to the attribute `{0}`: attributes are read-only in kernel code",
                llvm::StringRef);
DSLC_DIAGNOSTIC(UnpackNotTuple, Error,
                "cannot unpack {0} into {1} targets; only a tuple can be unpacked", Described,
                size_t);
DSLC_DIAGNOSTIC(UnpackCountMismatch, Error, "cannot unpack a tuple of {0} values into {1} targets",
                size_t, size_t);
DSLC_DIAGNOSTIC(RangeStored, Error,
                "cannot store a `range` in `{0}`: a range can only be looped over directly, as "
                "in `for i in range(n)`",
                llvm::StringRef);
DSLC_DIAGNOSTIC(TupleImmutable, Error, "cannot assign to an element of {0}: tuples are immutable",
                Quoted);
DSLC_DIAGNOSTIC(ConstantArrayWrite, Error,
                "cannot write to an element of {0}: it is {1}, a constant array frozen from the "
                "host program when the kernel was compiled",
                std::string, Quoted);
DSLC_DIAGNOSTIC(ElementTypeMismatch, Error,
                "cannot store {0} in an element of {1}, which holds one {2}", Described, Quoted,
                Quoted);
DSLC_DIAGNOSTIC(AssignToView, Error,
                "{0} is a view of many elements; kernel code stores one element at a time, so "
                "assign to each element (in a loop) instead",
                std::string);
DSLC_DIAGNOSTIC(NotIterable, Error, "cannot loop over {0}", std::string);
DSLC_DIAGNOSTIC(ArrayAsCondition, Error,
                "the truth value of an array is ambiguous; test an element, or `a.size > 0`");
DSLC_DIAGNOSTIC(NotACondition, Error, "{0} cannot be used as a condition", Described);
DSLC_DIAGNOSTIC(SpecializedForCall, Note, "in `{0}`, called here", std::string);
DSLC_DIAGNOSTIC(SpecializedForCallElided, Note,
                "in `{0}`, called here (through {1} more calls not shown)", std::string,
                std::string);

// Keeps the first of the diagnostics that say the same thing at the same
// place: a device function's errors come back with every call that reaches it.
std::vector<Diagnostic> WithoutRepeats(const std::vector<Diagnostic>& diagnostics) {
  std::vector<Diagnostic> kept;
  std::set<std::tuple<const SourceBuffer*, uint32_t, uint32_t, std::string>> seen;
  for (const Diagnostic& diagnostic : diagnostics) {
    const DiagnosticMessage& m = diagnostic.message;
    if (seen.insert({m.location.buffer, m.location.range.begin, m.location.range.end, m.text})
            .second) {
      kept.push_back(diagnostic);
    }
  }
  return kept;
}

// A long chain of calls to an error keeps its innermost notes and the
// outermost call, which says how many calls between were left out.
void ShortenCallNotes(Diagnostic& diagnostic) {
  constexpr size_t kMaxCallNotes = 8;
  std::vector<DiagnosticMessage>& notes = diagnostic.notes;
  auto first = std::find_if(notes.begin(), notes.end(), [](const DiagnosticMessage& note) {
    return note.kind == SpecializedForCall.kind;
  });
  size_t calls = static_cast<size_t>(notes.end() - first);  // they come last
  if (calls <= kMaxCallNotes) return;
  size_t elided = calls - kMaxCallNotes;
  DiagnosticMessage outermost = notes.back();
  notes.erase(first + (kMaxCallNotes - 1), notes.end());
  std::string name = outermost.args.at(0);  // SpecializedForCall's function
  outermost.kind = SpecializedForCallElided.kind;
  outermost.args = {name, std::to_string(elided)};
  outermost.text = FormatDiagnostic(SpecializedForCallElided.format, outermost.args);
  notes.push_back(std::move(outermost));
}

// Slot types only widen, by a handful of steps each (bool, int8, ... int64,
// float64; more for tuples), and every round but the last widens one; this
// bound is far above what a real function needs.
int MaxRounds(uint32_t slot_count) { return 64 + 16 * static_cast<int>(slot_count); }

}  // namespace

bool IsValue(const Type* type) {
  return type->is_scalar() || type->is_array() || type->is_tuple() || type->is_none() ||
         type->is_record() || type->is_vector() || type->is_enum_member();
}

std::string Quote(const Type* type) {
  if (type->is_none()) return "`None`";
  if (type->kind() == TypeKind::GridGroup) return "the grid group";
  return IsValue(type) ? "`" + type->name() + "`" : type->name();
}

std::string Describe(const Type* type) {
  if (type->is_none()) return "`None`";
  if (type->kind() == TypeKind::GridGroup) return "the grid group";
  return IsValue(type) ? "a value of type `" + type->name() + "`" : type->name();
}

namespace {

// Whether the signature gives a type per parameter; reports it when not.
bool CheckSignatureArity(const FunctionInfo& function, const Signature& signature,
                         DiagnosticEmitter& emitter) {
  const FunctionDefStmt& def = *function.def;
  if (signature.params.size() == def.params.size()) return true;
  auto plural = [](size_t n) { return n == 1 ? llvm::StringRef("") : llvm::StringRef("s"); };
  Location where = signature.where.buffer ? signature.where : function.At(def.name_range);
  emitter
      .Build(where, SignatureArity, def.name, def.params.size(), plural(def.params.size()),
             signature.params.size(), plural(signature.params.size()))
      .Note(function.At(def.name_range), DefinedHere, def.name)
      .Emit();
  return false;
}

}  // namespace

namespace {

// The block of `kernel`'s launches, as far as the compiler knows it: its
// `launch_bounds` (the thread count; the caller's shape where it has as
// many threads), else what the caller knows.
BlockShape KernelBlock(const FunctionInfo& kernel, const BlockShape& given) {
  int64_t bound = kernel.options.launch_bounds_threads;
  if (bound <= 0) return given;
  BlockShape block = given.known() && given.threads() == bound ? given : BlockShape{bound, 0, 0};
  block.source = "`launch_bounds=" + std::to_string(bound) + "`";
  return block;
}

}  // namespace

std::unique_ptr<TypedProgram> InferKernel(const FunctionInfo& kernel, const Signature& signature,
                                          DiagnosticEmitter& emitter, const BlockShape& block) {
  const FunctionDefStmt& def = *kernel.def;
  if (!CheckSignatureArity(kernel, signature, emitter)) return nullptr;
  if (signature.return_type && !signature.return_type->is_none()) {
    emitter.Build(signature.where, KernelReturnType, signature.return_type->name())
        .Note(kernel.At(def.name_range), DefinedHere, def.name)
        .Emit();
    return nullptr;
  }
  ProgramTyper program(kernel.scope->types(), emitter);
  program.set_block(KernelBlock(kernel, block));
  return program.Run(kernel, signature.params);
}

namespace {

bool IsEntryResult(const Type* type) {
  if (type->is_none() || type->is_scalar()) return true;
  return type->is_tuple() &&
         llvm::all_of(type->elements(), [](const Type* element) { return element->is_scalar(); });
}

// Whether a value of type `from` converts to `to` as Numba converts a
// returned value to the declared return type: numbers to numbers, tuples
// element by element.
bool ConvertsTo(const Type* from, const Type* to) {
  if (from == to) return true;
  if (from->is_scalar() && to->is_scalar()) return true;
  if (!from->is_tuple() || !to->is_tuple()) return false;
  if (from->elements().size() != to->elements().size()) return false;
  for (size_t i = 0; i < from->elements().size(); ++i) {
    if (!ConvertsTo(from->elements()[i], to->elements()[i])) return false;
  }
  return true;
}

}  // namespace

std::unique_ptr<TypedProgram> InferDeviceEntry(const FunctionInfo& function,
                                               const Signature& signature,
                                               DiagnosticEmitter& emitter) {
  const FunctionDefStmt& def = *function.def;
  Location where = signature.where.buffer ? signature.where : function.At(def.name_range);
  if (!CheckSignatureArity(function, signature, emitter)) return nullptr;
  const Type* declared = signature.return_type;
  if (declared && !IsEntryResult(declared)) {
    emitter.Emit(where, EntryResultNotAValue, Quote(declared));
    return nullptr;
  }
  ProgramTyper typer(function.scope->types(), emitter);
  std::unique_ptr<TypedProgram> program = typer.Run(function, signature.params, true);
  if (!program) return nullptr;
  const Type* returned = program->kernel->return_type();
  if (!declared && !IsEntryResult(returned)) {
    emitter.Emit(function.At(def.name_range), EntryResultNotAValue, Quote(returned));
    return nullptr;
  }
  if (declared && !ConvertsTo(returned, declared)) {
    emitter.Build(where, EntryResultMismatch, def.name, Quote(returned), declared->name())
        .Note(function.At(def.name_range), DefinedHere, def.name)
        .Emit();
    return nullptr;
  }
  program->entry_result = declared ? declared : returned;
  return program;
}

std::unique_ptr<TypedProgram> ProgramTyper::Run(const FunctionInfo& kernel,
                                                const std::vector<const Type*>& params,
                                                bool as_device) {
  CollectingDiagnosticConsumer held;
  DiagnosticEmitter held_emitter(held, UINT32_MAX);
  std::unique_ptr<TypedFunction> typed =
      FunctionTyper(*this, kernel, CallArgs::OfTypes(params), held_emitter, as_device).Run();
  for (Diagnostic diagnostic : WithoutRepeats(held.diagnostics())) {
    ShortenCallNotes(diagnostic);
    emitter_.Forward(diagnostic);
  }
  if (!typed || held_emitter.has_errors()) return nullptr;
  // Only what the kernel calls: specialisations for argument types of early
  // rounds that later widened are dropped.
  std::vector<const TypedFunction*> reachable;
  std::set<const TypedFunction*> seen;
  CollectCallees(*typed, seen, reachable);
  auto program = std::make_unique<TypedProgram>();
  for (const TypedFunction* function : reachable) {
    for (auto& [key, specialization] : cache_) {
      if (specialization.function.get() == function) {
        program->functions.push_back(std::move(specialization.function));
      }
    }
  }
  program->kernel = typed.get();
  program->functions.push_back(std::move(typed));
  program->block = block_used_;
  return program;
}

// Callees before callers, each once, in the order of the calls in the source.
void ProgramTyper::CollectCallees(const TypedFunction& caller, std::set<const TypedFunction*>& seen,
                                  std::vector<const TypedFunction*>& order) {
  std::vector<std::pair<uint32_t, const TypedFunction*>> calls(caller.callees_.begin(),
                                                               caller.callees_.end());
  std::sort(calls.begin(), calls.end());
  for (const auto& [call, callee] : calls) {
    if (!seen.insert(callee).second) continue;
    CollectCallees(*callee, seen, order);
    order.push_back(callee);
  }
}

const TypedFunction* ProgramTyper::Specialize(const FunctionInfo& info, const CallArgs& args,
                                              DiagnosticEmitter* report, Location call,
                                              bool* recursive, bool* reported) {
  auto [it, inserted] = cache_.try_emplace({&info, args.types, args.ConstantTexts()});
  Specialization& entry = it->second;
  *recursive = entry.in_progress;
  *reported = false;
  if (entry.in_progress) return nullptr;
  if (inserted) {
    entry.in_progress = true;
    ++depth_;
    CollectingDiagnosticConsumer held;
    DiagnosticEmitter held_emitter(held, UINT32_MAX);
    entry.function = FunctionTyper(*this, info, args, held_emitter, false).Run();
    entry.diagnostics = WithoutRepeats(held.diagnostics());
    entry.in_progress = false;
    --depth_;
    if (entry.function) entry.same_as = Generalize(info, args, *entry.function);
  }
  const TypedFunction* result = entry.same_as ? entry.same_as : entry.function.get();
  if (!report || entry.diagnostics.empty()) return result;
  std::string name = SpecializationName(info, args);
  for (Diagnostic diagnostic : entry.diagnostics) {
    if (diagnostic.message.level == DiagnosticLevel::Error) {
      diagnostic.notes.push_back(DiagnosticEmitter::MakeMessage(call, SpecializedForCall, name));
    }
    report->Forward(diagnostic);
  }
  *reported = true;
  return result;
}

bool ProgramTyper::InProgress(const FunctionInfo& info) const {
  return llvm::any_of(cache_, [&](const auto& entry) {
    return std::get<0>(entry.first) == &info && entry.second.in_progress;
  });
}

// The specialisation for `args` less the constants that `typed` (typed for
// `args`) only folded: calls that differ in those alone share one function,
// which takes them at run time. Null when it needs them all, or when the
// general one cannot be had (it is being typed, or has errors).
const TypedFunction* ProgramTyper::Generalize(const FunctionInfo& info, const CallArgs& args,
                                              const TypedFunction& typed) {
  CallArgs general = args;
  bool dropped = false;
  for (size_t i = 0; i < general.constants.size(); ++i) {
    if (!general.constants[i] || typed.constants_used_[i]) continue;
    general.constants[i].reset();
    dropped = true;
  }
  if (!dropped) return nullptr;
  bool recursive = false;
  bool reported = false;
  return Specialize(info, general, nullptr, Location{}, &recursive, &reported);
}

FunctionTyper::FunctionTyper(ProgramTyper& program, const FunctionInfo& info, CallArgs args,
                             DiagnosticEmitter& emitter, bool as_device)
    : program_(program),
      info_(info),
      emitter_(emitter),
      as_device_(as_device || info.options.device),
      result_(std::make_unique<TypedFunction>(info, std::move(args))) {}

std::unique_ptr<TypedFunction> FunctionTyper::Run() {
  // Constructs kernel code lacks, and mistakes in the decorator, fail this
  // function, and so the kernels that use it, only.
  for (const Diagnostic& diagnostic : info_.decorator_diagnostics) emitter_.Forward(diagnostic);
  for (const UnsupportedUse& use : info_.def->unsupported) {
    emitter_.Emit(Loc(use.range), UnsupportedInFunction, use.construct);
  }
  FindStaticConditions();
  result_->static_conditions_ = static_conditions_;
  variables_ = AnalyzeVariables(*info_.def, static_conditions_);
  result_->dead_ = variables_.dead;
  slot_types_.assign(variables_.slot_count, nullptr);
  slot_origins_.assign(variables_.slot_count, SourceRange{});
  for (size_t i = 0; i < info_.def->params.size(); ++i) {
    for (int slot : {static_cast<int>(variables_.slot_of_definition[i]),
                     variables_.value_slot_of_definition[i]}) {
      if (slot < 0) continue;
      slot_types_[slot] = result_->param_types()[i];
      slot_origins_[slot] = info_.def->params[i].range;
    }
  }
  int round = 0;
  int max_rounds = MaxRounds(variables_.slot_count);
  do {
    ++round;
    DSLC_CHECK(round <= max_rounds, "the types of `" + info_.def->name.str() +
                                        "` did not settle after " + std::to_string(max_rounds) +
                                        " rounds");
    RunRound(/*final=*/false);
  } while (changed_);
  uint32_t errors = emitter_.error_count();
  RunRound(/*final=*/true);
  if (emitter_.error_count() != errors) return nullptr;

  result_->return_type_ = FinishReturnType();
  if (emitter_.error_count() != errors) return nullptr;
  if (!CheckSelfCallResult()) return nullptr;
  for (uint32_t slot = 0; slot < variables_.slot_count; ++slot) {
    result_->slots_.push_back({"", slot_types_[slot], slot_origins_[slot]});
  }
  for (size_t i = 0; i < variables_.definitions.size(); ++i) {
    const Definition& definition = variables_.definitions[i];
    for (int index : {static_cast<int>(variables_.slot_of_definition[i]),
                      variables_.value_slot_of_definition[i]}) {
      if (index < 0) continue;
      Slot& slot = result_->slots_[index];
      if (slot.name.empty()) slot.name = variables_.locals[definition.local];
    }
  }
  for (size_t i = 0; i < info_.def->params.size(); ++i) {
    result_->param_slots_.push_back(static_cast<int>(variables_.slot_of_definition[i]));
    result_->param_value_slots_.push_back(variables_.value_slot_of_definition[i]);
  }
  return std::move(result_);
}

// Conditions of `if`, `elif` and `while` that are compile-time constants:
// literals, module constants and parameters specialised for a constant that
// the body never assigns, with no other local variable in them.
void FunctionTyper::FindStaticConditions() {
  std::vector<llvm::StringRef> locals = CollectLocals(*info_.def);
  llvm::StringMap<ConstantParam> constant_params = ConstantParams();
  std::vector<size_t> params_read;  // by the condition being evaluated
  GlobalLookup lookup = [&](llvm::StringRef name) -> const GlobalBinding* {
    auto param = constant_params.find(name);
    if (param != constant_params.end()) {
      if (param->second.binding.constant) params_read.push_back(param->second.index);
      return &param->second.binding;
    }
    if (llvm::is_contained(locals, name)) return nullptr;
    return scope().Lookup(name);
  };
  used_by_conditions_.assign(info_.def->params.size(), false);
  auto check = [&](const Expr& condition) {
    std::string why;
    SourceRange where;
    params_read.clear();
    std::optional<ConstValue> value = EvaluateConstant(types(), condition, lookup, &why, &where);
    if (!value) return;
    static_conditions_[condition.id()] = value->IsTruthy();
    for (size_t param : params_read) used_by_conditions_[param] = true;
  };
  ForEachCondition(info_.def->body, check);
}

// The parameters that no statement assigns and whose values or types decide
// conditions: those specialised for a constant, bound to it, and tuples and
// arrays, bound to their types (so that `len(t)` and `a.ndim` are constants,
// as in Numba's rewrites before branch pruning).
llvm::StringMap<FunctionTyper::ConstantParam> FunctionTyper::ConstantParams() const {
  std::vector<llvm::StringRef> assigned = CollectAssignedNames(*info_.def);
  llvm::StringMap<ConstantParam> params;
  for (size_t i = 0; i < info_.def->params.size(); ++i) {
    const Param& param = info_.def->params[i];
    if (llvm::is_contained(assigned, param.name)) continue;
    const ConstValue* constant = result_->param_constant(i);
    const Type* type = i < result_->param_types().size() ? result_->param_types()[i] : nullptr;
    if (constant) {
      GlobalBinding binding = GlobalBinding::Value(constant->type(), Loc(param.range), *constant);
      params.try_emplace(param.name, ConstantParam{i, std::move(binding)});
    } else if (type && (type->is_tuple() || type->is_array() || type->is_scalar())) {
      params.try_emplace(param.name,
                         ConstantParam{i, GlobalBinding::Value(type, Loc(param.range))});
    }
  }
  return params;
}

// Calls `check` on every `if`, `elif` and `while` condition of `body`.
void FunctionTyper::ForEachCondition(llvm::ArrayRef<Stmt*> body,
                                     llvm::function_ref<void(const Expr&)> check) {
  for (const Stmt* stmt : body) {
    if (const auto* if_stmt = llvm::dyn_cast<IfStmt>(stmt)) {
      for (const IfClause& clause : if_stmt->clauses) {
        check(*clause.condition);
        ForEachCondition(clause.body, check);
      }
      ForEachCondition(if_stmt->else_body, check);
    } else if (const auto* loop = llvm::dyn_cast<WhileStmt>(stmt)) {
      check(*loop->condition);
      ForEachCondition(loop->body, check);
      ForEachCondition(loop->else_body, check);
    } else if (const auto* loop = llvm::dyn_cast<ForStmt>(stmt)) {
      ForEachCondition(loop->body, check);
      ForEachCondition(loop->else_body, check);
    }
  }
}

void FunctionTyper::RunRound(bool final) {
  final_ = final;
  changed_ = false;
  returns_.clear();
  result_->expr_types_.clear();
  result_->constants_.clear();
  result_->callees_.clear();
  result_->allocations_.clear();
  result_->const_arrays_.clear();
  result_->arch_requirements_.clear();
  result_->uses_grid_group_ = false;
  result_->self_recursive_ = false;
  self_call_result_ = nullptr;
  self_call_seen_ = false;
  result_->constants_used_ = used_by_conditions_;
  if (final) {
    errors_at_final_round_ = emitter_.error_count();
    for (const NameExpr* name : variables_.unassigned_reads) {
      emitter_.Build(Loc(name->range()), UnassignedRead, name->name)
          .Note(Loc(FirstAssignment(name->name)), LocalBecauseAssigned, name->name, info_.def->name)
          .Emit();
    }
  }
  TypeBody(info_.def->body);
  if (!final) SettleSelfCallResult();
}

// A function that calls itself without a declared result: its calls of
// itself take the type its other returns unify to, another round when
// that changed.
void FunctionTyper::SettleSelfCallResult() {
  if (!self_call_seen_) return;
  const Type* result = nullptr;
  for (const auto& [type, at] : returns_) {
    if (type->is_none()) continue;
    result = result ? Unify(types(), result, type) : type;
    if (!result) return;
  }
  if (result && result != provisional_result_) {
    provisional_result_ = result;
    changed_ = true;
  }
}

SourceRange FunctionTyper::FirstAssignment(llvm::StringRef name) const {
  for (const Definition& definition : variables_.definitions) {
    if (definition.target && definition.target->name == name) return definition.target->range();
  }
  return info_.def->name_range;
}

void FunctionTyper::TypeBody(llvm::ArrayRef<Stmt*> body) {
  for (const Stmt* stmt : body) {
    if (!variables_.dead.contains(stmt->id())) TypeStmt(*stmt);
  }
}

void FunctionTyper::TypeStmt(const Stmt& stmt) {
  switch (stmt.kind()) {
    case NodeKind::ExprStmt: {
      const Expr* expr = llvm::cast<ExprStmt>(stmt).expr;
      if (!llvm::isa<StringLiteralExpr>(expr)) TypeExpr(*expr);  // docstrings are comments
      return;
    }
    case NodeKind::AssignStmt:
      TypeAssign(llvm::cast<AssignStmt>(stmt));
      return;
    case NodeKind::AugAssignStmt:
      TypeAugAssign(llvm::cast<AugAssignStmt>(stmt));
      return;
    case NodeKind::AnnAssignStmt: {
      // Numba ignores variable annotations; so do we.
      const auto& assign = llvm::cast<AnnAssignStmt>(stmt);
      if (assign.value) AssignTo(*assign.target, TypeExpr(*assign.value), stmt.range());
      return;
    }
    case NodeKind::IfStmt: {
      const auto& if_stmt = llvm::cast<IfStmt>(stmt);
      for (const IfClause& clause : if_stmt.clauses) {
        std::optional<bool> known = result_->StaticCondition(*clause.condition);
        if (known == false) continue;
        TypeCondition(*clause.condition);
        TypeBody(clause.body);
        if (known == true) return;
      }
      TypeBody(if_stmt.else_body);
      return;
    }
    case NodeKind::WhileStmt: {
      const auto& loop = llvm::cast<WhileStmt>(stmt);
      if (result_->StaticCondition(*loop.condition) != false) {
        TypeCondition(*loop.condition);
        TypeBody(loop.body);
      }
      TypeBody(loop.else_body);
      return;
    }
    case NodeKind::ForStmt:
      TypeFor(llvm::cast<ForStmt>(stmt));
      return;
    case NodeKind::ReturnStmt:
      TypeReturn(llvm::cast<ReturnStmt>(stmt));
      return;
    case NodeKind::RaiseStmt:
      TypeRaise(llvm::cast<RaiseStmt>(stmt));
      return;
    case NodeKind::AssertStmt:
      TypeAssert(llvm::cast<AssertStmt>(stmt));
      return;
    case NodeKind::BreakStmt:
    case NodeKind::ContinueStmt:
    case NodeKind::PassStmt:
    case NodeKind::FunctionDefStmt:
    case NodeKind::ClassDefStmt:
    case NodeKind::ImportStmt:
    case NodeKind::ImportFromStmt:
    case NodeKind::SkippedStmt:
    case NodeKind::UnsupportedStmt:
      return;  // nothing to type; unsupported statements were reported by the parser
#define DSLC_EXPR(Name) case NodeKind::Name##Expr:
#include "compiler/parse/node_kinds.def"
      DSLC_FATAL("an expression among a function's statements");
  }
}

void FunctionTyper::TypeAssign(const AssignStmt& assign) {
  const Type* value = TypeExpr(*assign.value);
  for (const Expr* target : assign.targets) AssignTo(*target, value, assign.range());
}

// `x op= v` reads x, computes, and defines x anew (so it may widen, as
// `x = x op v` would); `a[i] op= v` stores the result back as the element type.
void FunctionTyper::TypeAugAssign(const AugAssignStmt& assign) {
  const Type* current = TypeExpr(*assign.target);
  const Type* value = TypeExpr(*assign.value);
  if (!current || !value) return;
  std::optional<OperatorTyping> typing = dslc::TypeBinary(types(), assign.op, current, value);
  if (!typing) {
    Error(assign.op_range, AugmentedNotApplicable, Spelling(assign.op), current, value);
    return;
  }
  if (const auto* name = llvm::dyn_cast<NameExpr>(assign.target)) {
    AssignToName(*name, typing->result);
  } else if (const auto* element = llvm::dyn_cast<SubscriptExpr>(assign.target)) {
    const Type* object = result_->TypeOf(*element->object);
    if (object->is_array()) CheckWritable(*element->object, object, assign.target->range());
  } else if (FieldOwner(*assign.target)) {
    // a record's field: written in place
  } else if (llvm::isa<AttributeExpr>(assign.target)) {
    const auto& attribute = llvm::cast<AttributeExpr>(*assign.target);
    Error(assign.target->range(), AttributeReadOnly, attribute.name);
  }
}

void FunctionTyper::AssignTo(const Expr& target, const Type* value, SourceRange where) {
  if (!value) return;
  switch (target.kind()) {
    case NodeKind::NameExpr:
      AssignToName(llvm::cast<NameExpr>(target), value);
      return;
    case NodeKind::SubscriptExpr:
      AssignToElement(llvm::cast<SubscriptExpr>(target), value);
      return;
    case NodeKind::AttributeExpr: {
      const Type* object = TypeExpr(*llvm::cast<AttributeExpr>(target).object);
      if (object && object->is_record()) return AssignToField(target, value);
      if (object) Error(target.range(), AttributeReadOnly, llvm::cast<AttributeExpr>(target).name);
      return;
    }
    case NodeKind::UnsupportedExpr:
      return;  // a starred target: reported with the function's unsupported constructs
    case NodeKind::TupleExpr:
    case NodeKind::ListExpr: {
      llvm::ArrayRef<Expr*> elements = llvm::isa<TupleExpr>(target)
                                           ? llvm::cast<TupleExpr>(target).elements
                                           : llvm::cast<ListExpr>(target).elements;
      if (!value->is_tuple()) {
        Error(target.range(), UnpackNotTuple, value, elements.size());
        return;
      }
      if (value->elements().size() != elements.size()) {
        Error(target.range(), UnpackCountMismatch, value->elements().size(), elements.size());
        return;
      }
      for (size_t i = 0; i < elements.size(); ++i) {
        AssignTo(*elements[i], value->elements()[i], where);
      }
      Record(target, value);
      return;
    }
    // The parser accepts only names, attributes, subscripts and tuples or
    // lists of them as targets ("cannot assign to an expression").
    case NodeKind::IntLiteralExpr:
    case NodeKind::FloatLiteralExpr:
    case NodeKind::BoolLiteralExpr:
    case NodeKind::NoneLiteralExpr:
    case NodeKind::StringLiteralExpr:
    case NodeKind::EllipsisExpr:
    case NodeKind::UnaryExpr:
    case NodeKind::BinaryExpr:
    case NodeKind::BoolOpExpr:
    case NodeKind::CompareExpr:
    case NodeKind::ConditionalExpr:
    case NodeKind::CallExpr:
    case NodeKind::SliceExpr:
#define DSLC_STMT(Name) case NodeKind::Name##Stmt:
#include "compiler/parse/node_kinds.def"
      DSLC_FATAL("an assignment target the parser does not produce");
  }
}

void FunctionTyper::AssignToName(const NameExpr& name, const Type* value) {
  int slot = SlotOfWrite(name);
  if (slot < 0) return;
  if (value->kind() == TypeKind::Range) {
    Error(name.range(), RangeStored, name.name);
    return;
  }
  result_->store_slots_[name.id()] = slot;
  AssignToValueSlot(name, value);
  const Type* current = slot_types_[slot];
  if (!current) {
    slot_types_[slot] = value;
    slot_origins_[slot] = name.range();
    changed_ = true;
  } else if (const Type* unified = Unify(types(), current, value)) {
    if (unified != current) {
      slot_types_[slot] = unified;
      changed_ = true;
    }
  } else if (final_) {
    emitter_.Build(Loc(name.range()), ConflictingTypes, name.name, Quote(value), Quote(current))
        .Note(Loc(slot_origins_[slot]), OtherTypeHere, name.name, Quote(current))
        .Emit();
  }
  Record(name, slot_types_[slot]);
}

void FunctionTyper::AssignToElement(const SubscriptExpr& target, const Type* value) {
  const Type* object = TypeExpr(*target.object);
  if (!object) return;
  if (object->is_record()) return AssignToField(target, value);
  if (object->is_tuple()) {
    TypeExpr(*target.index);
    Error(target.range(), TupleImmutable, object);
    return;
  }
  const Type* element = TypeExpr(target);
  if (!element || !CheckWritable(*target.object, object, target.range())) return;
  if (element->is_array()) {
    Error(target.range(), AssignToView, SourceText(target));
    return;
  }
  if (element->is_record() || value->is_record()) return CheckRecordStore(target, element, value);
  // An IntEnum member is stored as its integer, into an array of numbers.
  if (value->is_int_enum()) value = value->dtype();
  if (!value->is_scalar() || (value->is_complex() && !element->is_complex())) {
    Error(target.range(), ElementTypeMismatch, value, object, element);
  }
}

bool FunctionTyper::CheckWritable(const Expr& array, const Type* type, SourceRange what) {
  if (!type->readonly()) return true;
  Error(what, ConstantArrayWrite, SourceText(array), type);
  return false;
}

void FunctionTyper::TypeFor(const ForStmt& loop) {
  loop_iterables_.insert(loop.iterable);
  const Type* iterable = TypeExpr(*loop.iterable);
  if (!iterable) return;
  const Type* element = nullptr;
  if (result_->IsIterator(*loop.iterable)) {
    element = iterable;
    result_->loop_kinds_[loop.id()] = LoopKind::Indexed;
  } else if (iterable->kind() == TypeKind::Range) {
    element = iterable->dtype();
    result_->loop_kinds_[loop.id()] = LoopKind::Range;
  } else if (iterable->is_array() && iterable->ndim() == 1) {
    element = iterable->dtype();
    result_->loop_kinds_[loop.id()] = LoopKind::Array;
  } else if (iterable->is_tuple() && iterable->elements().empty()) {
    Error(loop.iterable->range(), NotIterable,
          "an empty tuple: the loop variable would have no type");
    return;
  } else if (iterable->is_array()) {
    Error(loop.iterable->range(), NotIterable,
          Quote(iterable) + ": only 1-D arrays can be looped over; index the others");
    return;
  } else if (iterable->is_tuple()) {
    element = iterable->elements()[0];
    for (const Type* other : iterable->elements())
      element = element ? Unify(types(), element, other) : nullptr;
    result_->loop_kinds_[loop.id()] = LoopKind::Tuple;
    if (!element) {
      Error(loop.iterable->range(), NotIterable,
            Quote(iterable) + ": its elements have no common type");
      return;
    }
  } else {
    Error(loop.iterable->range(), NotIterable,
          Describe(iterable) + ": a `for` loop runs over `range(...)`, a tuple or a 1-D array");
    return;
  }
  AssignTo(*loop.target, element, loop.target->range());
  TypeBody(loop.body);
  TypeBody(loop.else_body);
}

void FunctionTyper::TypeReturn(const ReturnStmt& ret) {
  const Type* value = ret.value ? TypeExpr(*ret.value) : types().None();
  if (!value) return;
  if (!as_device_ && !value->is_none() && ret.value) {
    Error(ret.value->range(), KernelReturnsValue);
    return;
  }
  if (!IsValue(value)) {
    Error(ret.value->range(), ReturnsNotAValue, Describe(value));
    return;
  }
  returns_.push_back({value, ret.value ? ret.value->range() : ret.range()});
}

// Any number is a condition (zero is false); a tuple's truth is its length.
void FunctionTyper::TypeCondition(const Expr& condition) {
  const Type* type = TypeExpr(condition);
  if (!type || type->is_scalar() || type->is_tuple() || type->is_none()) return;
  if (type->is_array()) {
    Error(condition.range(), ArrayAsCondition);
    return;
  }
  Error(condition.range(), NotACondition, type);
}

// The types of every `return` (and falling off the end) must unify.
const Type* FunctionTyper::FinishReturnType() {
  if (variables_.end_reachable) returns_.push_back({types().None(), info_.def->name_range});
  const Type* result = nullptr;
  SourceRange result_at;
  const std::pair<const Type*, SourceRange>* none_at = nullptr;
  for (const auto& entry : returns_) {
    const auto& [type, at] = entry;
    if (type->is_none()) {
      none_at = &entry;
      continue;
    }
    if (!result) {
      result = type;
      result_at = at;
      continue;
    }
    const Type* unified = Unify(types(), result, type);
    if (!unified) {
      emitter_.Build(Loc(at), ReturnTypesDiffer, info_.def->name, Quote(type), Quote(result))
          .Note(Loc(result_at), OtherReturn, Quote(result))
          .Emit();
      return nullptr;
    }
    result = unified;
  }
  if (result && none_at) {
    bool falls_off = none_at->second.begin == info_.def->name_range.begin;
    emitter_.Build(Loc(result_at), MixedReturns, info_.def->name, Quote(result))
        .Note(Loc(none_at->second), falls_off ? FallsOffTheEnd : ReturnsNothingHere)
        .Emit();
    return nullptr;
  }
  return result ? result : types().None();
}

// A function that calls itself gives its callers the signature's result:
// what it returns must convert to that (numbers to numbers), as Numba
// converts the returned value.
bool FunctionTyper::CheckSelfCallResult() {
  const Type* returned = result_->return_type_;
  const Type* declared = self_call_result_;
  if (!declared || returned == declared) return true;
  if (returned->is_number() && declared->is_number()) return true;
  emitter_.Emit(Loc(info_.def->name_range), SelfCallResultMismatch, info_.def->name, returned,
                declared);
  return false;
}

// The value slot of an assignment (variables.h): the value's own type.
void FunctionTyper::AssignToValueSlot(const NameExpr& name, const Type* value) {
  int slot = variables_.value_slot_of_definition[variables_.definition_of.find(name.id())->second];
  if (slot < 0) return;
  result_->value_store_slots_[name.id()] = slot;
  const Type* current = slot_types_[slot];
  const Type* unified = current ? Unify(types(), current, value) : value;
  if (unified && unified != current) {
    slot_types_[slot] = unified;
    slot_origins_[slot] = name.range();
    changed_ = true;
  }
}

// The value slot a read loads, when a single definition reaches it and has one.
int FunctionTyper::ValueSlotOfRead(const NameExpr& name) const {
  auto it = variables_.reaching.find(name.id());
  if (it == variables_.reaching.end() || it->second.size() != 1) return -1;
  return variables_.value_slot_of_definition[it->second.front()];
}

int FunctionTyper::SlotOfRead(const NameExpr& name) const {
  auto it = variables_.reaching.find(name.id());
  if (it == variables_.reaching.end() || it->second.empty()) return -1;
  return static_cast<int>(variables_.slot_of_definition[it->second.front()]);
}

int FunctionTyper::SlotOfWrite(const NameExpr& name) const {
  auto it = variables_.definition_of.find(name.id());
  if (it == variables_.definition_of.end()) return -1;
  return static_cast<int>(variables_.slot_of_definition[it->second]);
}

}  // namespace dslc
