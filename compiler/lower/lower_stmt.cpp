// Statements: assignments, control flow, loops.
#include "compiler/lower/lower_impl.h"
#include "compiler/types/promotion.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {

void FunctionLowering::LowerBody(llvm::ArrayRef<Stmt*> body) {
  for (const Stmt* stmt : body) {
    if (typed_.IsDead(*stmt)) continue;
    EnsureInsertionPoint();
    LowerStmt(*stmt);
  }
}

void FunctionLowering::BranchTo(llvm::BasicBlock* block) {
  if (!Terminated()) builder_.CreateBr(block);
}

void FunctionLowering::LowerStmt(const Stmt& stmt) {
  if (lanes() > 1 && !in_lane_ && &stmt != lockstep_stmt_) return LowerLanes(stmt);
  LocatedAt located(*this, stmt.range());
  llvm::SaveAndRestore<const Node*> at(check_node_, &stmt);
  switch (stmt.kind()) {
    case NodeKind::ExprStmt: {
      const Expr* expr = llvm::cast<ExprStmt>(stmt).expr;
      if (!llvm::isa<StringLiteralExpr>(expr)) Emit(*expr);
      return;
    }
    case NodeKind::AssignStmt: {
      const auto& assign = llvm::cast<AssignStmt>(stmt);
      if (assign.targets.size() == 1 && StoreLongTuple(*assign.targets[0], *assign.value)) return;
      if (assign.targets.size() == 1 && UnpackTuple(*assign.targets[0], *assign.value)) return;
      llvm::Value* value = Emit(*assign.value);
      for (const Expr* target : assign.targets) LowerAssign(*target, value, TypeOf(*assign.value));
      return;
    }
    case NodeKind::AnnAssignStmt: {
      const auto& assign = llvm::cast<AnnAssignStmt>(stmt);
      if (assign.value) LowerAssign(*assign.target, Emit(*assign.value), TypeOf(*assign.value));
      return;
    }
    case NodeKind::AugAssignStmt:
      LowerAugAssign(llvm::cast<AugAssignStmt>(stmt));
      return;
    case NodeKind::IfStmt:
      LowerIf(llvm::cast<IfStmt>(stmt));
      return;
    case NodeKind::WhileStmt:
      LowerWhile(llvm::cast<WhileStmt>(stmt));
      return;
    case NodeKind::ForStmt:
      LowerFor(llvm::cast<ForStmt>(stmt));
      return;
    case NodeKind::ReturnStmt:
      LowerReturn(llvm::cast<ReturnStmt>(stmt));
      return;
    case NodeKind::RaiseStmt:
      LowerRaise(llvm::cast<RaiseStmt>(stmt));
      return;
    case NodeKind::AssertStmt:
      LowerAssert(llvm::cast<AssertStmt>(stmt));
      return;
    case NodeKind::BreakStmt:
      BranchTo(loops_.back().break_to);
      return;
    case NodeKind::ContinueStmt:
      BranchTo(loops_.back().continue_to);
      return;
    case NodeKind::PassStmt:
    case NodeKind::FunctionDefStmt:
    case NodeKind::ClassDefStmt:
    case NodeKind::ImportStmt:
    case NodeKind::ImportFromStmt:
    case NodeKind::SkippedStmt:
    case NodeKind::UnsupportedStmt:
      return;
#define DSLC_EXPR(Name) case NodeKind::Name##Expr:
#include "compiler/parse/node_kinds.def"
      DSLC_FATAL("an expression among a function's statements");
  }
}

// An assignment to a local: its slot, and its value slot where it has one.
void FunctionLowering::StoreName(const NameExpr& name, llvm::Value* value, const Type* type) {
  StoreSlot(typed_.StoreSlot(name), value, type);
  int value_slot = typed_.ValueSlot(name);
  if (value_slot >= 0) StoreSlot(value_slot, value, type);
}

void FunctionLowering::LowerAssign(const Expr& target, llvm::Value* value, const Type* type) {
  if (const auto* name = llvm::dyn_cast<NameExpr>(&target)) {
    StoreName(*name, value, type);
    return;
  }
  if (std::optional<Place> field = FieldPlace(target)) {
    StorePlace(*field, value, type);
    return;
  }
  if (const auto* subscript = llvm::dyn_cast<SubscriptExpr>(&target)) {
    StorePlace(ElementPlace(*subscript), value, type);
    return;
  }
  llvm::ArrayRef<Expr*> elements = llvm::isa<TupleExpr>(target)
                                       ? llvm::cast<TupleExpr>(target).elements
                                       : llvm::cast<ListExpr>(target).elements;
  for (size_t i = 0; i < elements.size(); ++i) {
    llvm::Value* element = builder_.CreateExtractValue(value, {static_cast<unsigned>(i)});
    LowerAssign(*elements[i], element, type->elements()[i]);
  }
}

// `t = value` for a long tuple: stored into t's slot element by element
// (StoreTuple), after all are evaluated (one may read t); a device call
// returns into the slot directly. Built as one value and stored, a tuple of
// thousands of elements made LLVM take time quadratic in its length. False,
// doing nothing, for any other assignment.
bool FunctionLowering::StoreLongTuple(const Expr& target, const Expr& value) {
  const auto* name = llvm::dyn_cast<NameExpr>(&target);
  if (!name || !IsLongTuple(TypeOf(value)) || typed_.ConstantOf(value)) return false;
  if (typed_.ValueSlot(*name) >= 0) return false;  // two slots: stored as any value
  int slot = typed_.StoreSlot(*name);
  if (slot < 0 || !slots_[slot]) return false;
  const Type* slot_type = typed_.slots()[slot].type;
  const TypedFunction* callee = LongTupleCallee(value);
  if (callee && callee->return_type() == slot_type) {
    CallDevice(llvm::cast<CallExpr>(value), *callee, slots_[slot]);
  } else {
    StoreTuple(slots_[slot], value, slot_type);
  }
  return true;
}

// `a, b = t`: each target gets its element, all evaluated first (`a, b = b,
// a` swaps), without making the tuple one value (TupleElementValues). False,
// doing nothing, when the target is not a tuple of names and subscripts.
bool FunctionLowering::UnpackTuple(const Expr& target, const Expr& value) {
  const Type* type = TypeOf(value);
  if (!llvm::isa<TupleExpr, ListExpr>(target) || !type->is_tuple()) return false;
  llvm::ArrayRef<Expr*> targets = llvm::isa<TupleExpr>(target)
                                      ? llvm::cast<TupleExpr>(target).elements
                                      : llvm::cast<ListExpr>(target).elements;
  std::vector<llvm::Value*> elements = TupleElementValues(value);
  for (size_t i = 0; i < targets.size(); ++i) {
    LowerAssign(*targets[i], elements[i], type->elements()[i]);
  }
  return true;
}

// `x op= v` defines x anew from its old value; `a[i] op= v` and `r.x op= v`
// evaluate the place's address once, then load, compute and store.
void FunctionLowering::LowerAugAssign(const AugAssignStmt& assign) {
  if (const auto* name = llvm::dyn_cast<NameExpr>(assign.target)) {
    int load = typed_.ReadSlot(*name);
    const Type* current = typed_.slots()[load].type;
    llvm::Value* value = Emit(*assign.value);
    llvm::Value* result =
        BinaryOperation(assign.op, LoadSlot(load), current, value, TypeOf(*assign.value));
    const Type* result_type =
        TypeBinary(types(), assign.op, current, TypeOf(*assign.value))->result;
    StoreName(*name, result, result_type);
    return;
  }
  std::optional<Place> place = FieldPlace(*assign.target);
  if (!place) place = ElementPlace(llvm::cast<SubscriptExpr>(*assign.target));
  llvm::Value* current = LoadPlace(*place);
  llvm::Value* value = Emit(*assign.value);
  const Type* value_type = TypeOf(*assign.value);
  llvm::Value* result = BinaryOperation(assign.op, current, place->type, value, value_type);
  StorePlace(*place, result, TypeBinary(types(), assign.op, place->type, value_type)->result);
}

void FunctionLowering::LowerIf(const IfStmt& if_stmt) {
  llvm::BasicBlock* exit = NewBlock("if.end");
  for (size_t i = 0; i < if_stmt.clauses.size(); ++i) {
    const IfClause& clause = if_stmt.clauses[i];
    std::optional<bool> known = typed_.StaticCondition(*clause.condition);
    if (known == false) continue;
    if (known == true) {
      LowerBody(clause.body);
      if (exit->use_empty()) return;  // no test before it: straight-line code
      BranchTo(exit);
      StartBlock(exit);
      return;
    }
    llvm::Value* condition = EmitCondition(*clause.condition);
    llvm::BasicBlock* then_block = NewBlock("if.then");
    // The last test of an `if` without `else` goes straight to the end.
    bool last = i + 1 == if_stmt.clauses.size() && if_stmt.else_body.empty();
    llvm::BasicBlock* next = last ? exit : NewBlock("if.else");
    builder_.CreateCondBr(condition, then_block, next);
    StartBlock(then_block);
    LowerBody(clause.body);
    BranchTo(exit);
    if (last) {
      StartBlock(exit);
      return;
    }
    StartBlock(next);
  }
  LowerBody(if_stmt.else_body);
  if (exit->use_empty()) return;  // every test was static
  BranchTo(exit);
  StartBlock(exit);
}

void FunctionLowering::LowerWhile(const WhileStmt& loop) {
  std::optional<bool> known = typed_.StaticCondition(*loop.condition);
  if (known == false) {
    LowerBody(loop.else_body);
    return;
  }
  llvm::BasicBlock* header = NewBlock("while.cond");
  llvm::BasicBlock* body = NewBlock("while.body");
  llvm::BasicBlock* exit = NewBlock("while.end");
  llvm::BasicBlock* else_block = loop.else_body.empty() ? exit : NewBlock("while.else");
  BranchTo(header);
  StartBlock(header);
  if (known == true) {
    builder_.CreateBr(body);
  } else {
    builder_.CreateCondBr(EmitCondition(*loop.condition), body, else_block);
  }
  StartBlock(body);
  loops_.push_back({exit, header});
  LowerBody(loop.body);
  loops_.pop_back();
  BranchTo(header);
  LowerLoopElse(loop.else_body, else_block, exit);
}

// The `else` of a loop runs when the loop ends without `break` (which
// jumps straight to `exit`).
void FunctionLowering::LowerLoopElse(llvm::ArrayRef<Stmt*> else_body, llvm::BasicBlock* else_block,
                                     llvm::BasicBlock* exit) {
  if (else_block != exit) {
    StartBlock(else_block);
    LowerBody(else_body);
    BranchTo(exit);
  }
  StartBlock(exit);
}

void FunctionLowering::LowerFor(const ForStmt& loop) {
  switch (typed_.LoopKindOf(loop)) {
    case LoopKind::Range:
      return LowerRangeLoop(loop, llvm::cast<CallExpr>(*loop.iterable));
    case LoopKind::Indexed:
    case LoopKind::Tuple:
    case LoopKind::Array:
      return LowerIndexedLoop(loop);
  }
}

// The thread ends as a raise ends it in Numba (its kernel returns): what it
// stored before stays stored. LLVM's `llvm.nvvm.exit` touches no memory it
// can see, so on its own a store the thread would overwrite had it gone on
// is dead to LLVM on every path, and is removed; an empty asm that may read
// any memory keeps it.
void FunctionLowering::EndThread() {
  auto* keep_stores = llvm::InlineAsm::get(llvm::FunctionType::get(builder_.getVoidTy(), false), "",
                                           "~{memory}", /*hasSideEffects=*/true);
  builder_.CreateCall(keep_stores);
  builder_.CreateIntrinsic(llvm::Intrinsic::nvvm_exit, {}, {});
  builder_.CreateUnreachable();
}

void FunctionLowering::LowerAssert(const AssertStmt& assert_stmt) {
  llvm::BasicBlock* failed = NewBlock("assert.failed");
  llvm::BasicBlock* passed = NewBlock("assert.passed");
  builder_.CreateCondBr(EmitCondition(*assert_stmt.test), passed, failed);
  StartBlock(failed);
  FailAssert(assert_stmt);
  StartBlock(passed);
}

void FunctionLowering::LowerReturn(const ReturnStmt& ret) {
  if (!return_block_) {
    // A kernel, or a device function that returns nothing.
    if (ret.value) Emit(*ret.value);
    builder_.CreateRetVoid();
    return;
  }
  if (returns_in_memory_) {
    StoreTuple(return_slot_, *ret.value, typed_.return_type());
  } else {
    builder_.CreateStore(EmitAs(*ret.value, typed_.return_type()), return_slot_);
  }
  builder_.CreateBr(return_block_);
}

}  // namespace dslc
