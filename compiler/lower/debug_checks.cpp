// The run-time checks of debug mode (`debug=True`, `-g`): array indices
// against their extents, divisors against zero, and `raise` and `assert`
// made live. A failing thread calls the module's reporter, which records
// the first failure of the launch in the error record (error_record.h), and
// then exits (`exit`, not `trap`: a trap would end the CUDA context). What
// the failure says (class, message, function, file, line, column) is kept
// on the host, in the kernel's error sites, indexed by the number the
// record holds. Without debug every function here emits nothing.
#include "compiler/base/error_record.h"
#include "compiler/lower/lower_impl.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/MDBuilder.h"

namespace dslc {
namespace {

// The module's error record: external, so that the runtime finds it by name
// (cuModuleGetGlobal); zero until a check fails.
llvm::GlobalVariable* ErrorRecord(llvm::Module& module) {
  if (llvm::GlobalVariable* existing = module.getNamedGlobal(kErrorRecordName)) return existing;
  llvm::LLVMContext& context = module.getContext();
  auto* type = llvm::ArrayType::get(llvm::Type::getInt64Ty(context), kErrorRecordWords);
  auto* record = new llvm::GlobalVariable(
      module, type, /*isConstant=*/false, llvm::GlobalValue::ExternalLinkage,
      llvm::ConstantAggregateZero::get(type), kErrorRecordName, nullptr,
      llvm::GlobalValue::NotThreadLocal, /*AddressSpace=*/1);
  record->setAlignment(llvm::Align(8));
  return record;
}

// What an exception expression names: `ValueError`, `errors.BadInput` ->
// `BadInput`.
llvm::StringRef ExceptionClass(const Expr& exception) {
  const Expr* named = &exception;
  if (const auto* call = llvm::dyn_cast<CallExpr>(named)) named = call->callee;
  if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(named)) return attribute->name;
  return llvm::cast<NameExpr>(named)->name;
}

// A condition the builder folded to true (a constant index in a constant
// extent, a constant nonzero divisor): no check, and no site.
bool AlwaysTrue(llvm::Value* condition) {
  auto* constant = llvm::dyn_cast<llvm::ConstantInt>(condition);
  return constant && constant->isOne();
}

}  // namespace

int ModuleLowering::AddErrorSite(ErrorSite site) {
  error_sites_->push_back(std::move(site));
  return static_cast<int>(error_sites_->size() - 1);
}

// void dslc.report_error(i64 site, i64 index, i64 extent, i64 axis): the
// first caller of a launch takes the record (compare-and-swap of the flag
// from 0 to 1) and writes the site, the values and its thread and block,
// then fences them out to the GPU. Out of line and cold: each check costs a
// compare and a branch, the failing path one call.
llvm::Function* ModuleLowering::ErrorReporter() {
  const char* name = "dslc.report_error";
  if (llvm::Function* existing = module_.getFunction(name)) return existing;
  llvm::LLVMContext& context = module_.getContext();
  llvm::Type* i64 = llvm::Type::getInt64Ty(context);
  auto* type = llvm::FunctionType::get(llvm::Type::getVoidTy(context), {i64, i64, i64, i64}, false);
  auto* function = llvm::Function::Create(type, llvm::Function::InternalLinkage, name, module_);
  function->addFnAttr(llvm::Attribute::NoInline);
  function->addFnAttr(llvm::Attribute::Cold);
  function->addFnAttr(llvm::Attribute::NoUnwind);
  auto* entry = llvm::BasicBlock::Create(context, "entry", function);
  auto* write = llvm::BasicBlock::Create(context, "write", function);
  auto* done = llvm::BasicBlock::Create(context, "done", function);
  llvm::IRBuilder<> b(entry);
  llvm::GlobalVariable* record = ErrorRecord(module_);
  auto word = [&](unsigned k) {
    return b.CreateConstInBoundsGEP2_32(record->getValueType(), record, 0, k);
  };
  llvm::Value* exchange =
      b.CreateAtomicCmpXchg(word(kErrorFlag), b.getInt64(0), b.getInt64(1), llvm::MaybeAlign(8),
                            llvm::AtomicOrdering::Monotonic, llvm::AtomicOrdering::Monotonic);
  b.CreateCondBr(b.CreateExtractValue(exchange, {1}), write, done);
  b.SetInsertPoint(write);
  for (unsigned k = 0; k < 4; ++k) {
    b.CreateStore(function->getArg(k), word(kErrorSite + k));
  }
  const llvm::Intrinsic::ID registers[] = {
      llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x,   llvm::Intrinsic::nvvm_read_ptx_sreg_tid_y,
      llvm::Intrinsic::nvvm_read_ptx_sreg_tid_z,   llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
      llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_y, llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_z};
  for (unsigned k = 0; k < 6; ++k) {
    llvm::Value* value = b.CreateIntrinsic(registers[k], {}, {});
    b.CreateStore(b.CreateZExt(value, i64), word(kErrorThreadX + k));
  }
  // __threadfence(): NVPTX in LLVM 19 cannot select an IR `fence`.
  b.CreateIntrinsic(llvm::Intrinsic::nvvm_membar_gl, {}, {});
  b.CreateBr(done);
  b.SetInsertPoint(done);
  b.CreateRetVoid();
  return function;
}

int FunctionLowering::AddErrorSite(llvm::StringRef exception, std::string message, bool bounds) {
  DSLC_CHECK(check_node_, "a debug check outside any expression or statement");
  const SourceBuffer& source = typed_.info().source();
  LineColumn at = source.GetLineColumn(check_node_->range().begin);
  ErrorSite site;
  site.exception = exception.str();
  site.message = std::move(message);
  site.bounds = bounds;
  site.function = typed_.def().name.str();
  site.file = source.name().str();
  site.line = at.line;
  site.column = at.column;
  return module_.AddErrorSite(std::move(site));
}

void FunctionLowering::ReportAndEndThread(int site, llvm::Value* index, llvm::Value* extent,
                                          int axis) {
  llvm::Value* zero = builder_.getInt64(0);
  builder_.CreateCall(module_.ErrorReporter(), {builder_.getInt64(site), index ? index : zero,
                                                extent ? extent : zero, builder_.getInt64(axis)});
  EndThread();
}

// Goes on when `ok`; otherwise reports `site` and ends the thread. The
// branch is marked as almost always taken.
void FunctionLowering::FailUnless(llvm::Value* ok, int site, llvm::Value* index,
                                  llvm::Value* extent, int axis) {
  llvm::BasicBlock* failed = NewBlock("check.failed");
  llvm::BasicBlock* passed = NewBlock("check.passed");
  llvm::MDNode* weights = llvm::MDBuilder(context()).createLikelyBranchWeights();
  builder_.CreateCondBr(ok, passed, failed, weights);
  StartBlock(failed);
  ReportAndEndThread(site, index, extent, axis);
  StartBlock(passed);
}

// An index is in bounds when, after a negative one has counted from the
// end, 0 <= index < extent: one unsigned compare. NumPy's message names the
// index as written.
void FunctionLowering::CheckIndex(llvm::Value* given, llvm::Value* wrapped, llvm::Value* extent,
                                  int axis) {
  if (!debug()) return;
  llvm::Value* ok = builder_.CreateICmpULT(wrapped, extent);
  if (AlwaysTrue(ok)) return;
  FailUnless(ok, AddErrorSite("IndexError", "", /*bounds=*/true), given, extent, axis);
}

// Python's messages (and Numba's under its Python error model, which
// debug=True selects). True division of integers is float division here.
void FunctionLowering::CheckDivisor(BinaryOp op, llvm::Value* divisor, const Type* type) {
  if (!debug()) return;
  if (op != BinaryOp::Div && op != BinaryOp::FloorDiv && op != BinaryOp::Mod) return;
  if (!type->is_float() && !(type->is_integer() && op != BinaryOp::Div)) return;
  std::string message = op == BinaryOp::Mod ? "modulo by zero"
                        : type->is_float()  ? "division by zero"
                                            : "integer division by zero";
  llvm::Value* nonzero =
      type->is_float()
          ? builder_.CreateFCmpUNE(divisor, llvm::ConstantFP::get(divisor->getType(), 0.0))
          : builder_.CreateICmpNE(divisor, llvm::ConstantInt::get(divisor->getType(), 0));
  if (AlwaysTrue(nonzero)) return;
  int site = AddErrorSite("ZeroDivisionError", std::move(message), /*bounds=*/false);
  FailUnless(nonzero, site, nullptr, nullptr, 0);
}

// The source text of `expr`, as the message of a raise or an assert whose
// argument is not a string literal.
std::string FunctionLowering::ExpressionText(const Expr& expr) {
  if (const auto* literal = llvm::dyn_cast<StringLiteralExpr>(&expr); literal && !literal->bytes) {
    return literal->value.str();
  }
  SourceRange range = expr.range();
  return typed_.info().source().text().slice(range.begin, range.end).str();
}

// `raise E`, `raise E("message")`: the class and the message as written
// (the arguments are not evaluated: typing does not type them).
void FunctionLowering::LowerRaise(const RaiseStmt& raise) {
  if (!debug()) {
    EndThread();
    return;
  }
  std::string message;
  if (const auto* call = llvm::dyn_cast<CallExpr>(raise.exception); call && !call->args.empty()) {
    if (call->args.size() == 1) {
      message = ExpressionText(*call->args[0]);
    } else {
      SourceRange first = call->args.front()->range(), last = call->args.back()->range();
      message = typed_.info().source().text().slice(first.begin, last.end).str();
    }
  }
  ReportAndEndThread(AddErrorSite(ExceptionClass(*raise.exception), std::move(message), false),
                     nullptr, nullptr, 0);
}

void FunctionLowering::FailAssert(const AssertStmt& assert_stmt) {
  if (!debug()) {
    EndThread();
    return;
  }
  std::string message = assert_stmt.message ? ExpressionText(*assert_stmt.message) : "";
  ReportAndEndThread(AddErrorSite("AssertionError", std::move(message), false), nullptr, nullptr,
                     0);
}

}  // namespace dslc
