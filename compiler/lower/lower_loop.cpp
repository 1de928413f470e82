// `for` loops. A range loop keeps a hidden induction variable, so assigning
// to the loop variable in the body does not change the iteration (Python's
// rule), and it never computes a value past the end of the range, so it
// cannot overflow:
//
//   preheader: if not (start < stop)            -> else (zero iterations)
//   body:      iv = phi(start, next); target = iv; ...
//   latch:     step 1:  next = iv + 1; continue while next < stop
//              step k:  continue while stop - iv > k (unsigned); next = iv + k
//   (mirrored for negative steps; a step whose sign is only known at run
//   time selects between the two forms, and LLVM unswitches the loop)
#include "compiler/lower/lower_impl.h"
#include "compiler/sema/promotion.h"

namespace dslc {
namespace {

struct RangeBounds {
  llvm::Value* start;
  llvm::Value* stop;
  llvm::Value* step;
  std::optional<int64_t> constant_step;
};

}  // namespace

void FunctionLowering::LowerRangeLoop(const ForStmt& loop, const CallExpr& range) {
  const Type* element = TypeOf(*loop.iterable)->dtype();
  llvm::Type* type = Llvm(element);
  bool is_signed = element->is_signed();
  RangeBounds bounds;
  size_t n = range.args.size();
  bounds.start = n == 1 ? llvm::ConstantInt::get(type, 0) : EmitAs(*range.args[0], element);
  bounds.stop = EmitAs(*range.args[n == 1 ? 0 : 1], element);
  bounds.step = n == 3 ? EmitAs(*range.args[2], element) : llvm::ConstantInt::get(type, 1);
  if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(bounds.step)) {
    bounds.constant_step = is_signed ? constant->getSExtValue() : static_cast<int64_t>(constant->getZExtValue());
  }
  // Which way the range runs: known, or decided once before the loop.
  llvm::Value* upward = bounds.constant_step
                            ? builder_.getInt1(*bounds.constant_step > 0)
                            : builder_.CreateICmpSGT(bounds.step, llvm::ConstantInt::get(type, 0));
  if (!is_signed) upward = builder_.getInt1(true);
  auto in_range = [&](llvm::Value* iv) {
    llvm::Value* below = builder_.CreateICmp(is_signed ? llvm::CmpInst::ICMP_SLT : llvm::CmpInst::ICMP_ULT, iv, bounds.stop);
    llvm::Value* above = builder_.CreateICmpSGT(iv, bounds.stop);
    return builder_.CreateSelect(upward, below, above);
  };

  llvm::BasicBlock* preheader = builder_.GetInsertBlock();
  llvm::BasicBlock* body = NewBlock("for.body");
  llvm::BasicBlock* latch = NewBlock("for.latch");
  llvm::BasicBlock* exit = NewBlock("for.end");
  llvm::BasicBlock* else_block = loop.else_body.empty() ? exit : NewBlock("for.else");
  builder_.CreateCondBr(in_range(bounds.start), body, else_block);

  builder_.SetInsertPoint(body);
  llvm::PHINode* iv = builder_.CreatePHI(type, 2, "iv");
  iv->addIncoming(bounds.start, preheader);
  LowerAssign(*loop.target, iv, element);
  loops_.push_back({exit, latch});
  LowerBody(loop.body);
  loops_.pop_back();
  BranchTo(latch);

  builder_.SetInsertPoint(latch);
  llvm::Value* next;
  llvm::Value* again;
  if (bounds.constant_step && (*bounds.constant_step == 1 || *bounds.constant_step == -1)) {
    // iv is inside the range, so iv +/- 1 cannot overflow.
    next = builder_.CreateAdd(iv, bounds.step, "next", /*HasNUW=*/!is_signed, /*HasNSW=*/is_signed);
    again = in_range(next);
  } else {
    llvm::Value* remaining = builder_.CreateSelect(upward, builder_.CreateSub(bounds.stop, iv),
                                                   builder_.CreateSub(iv, bounds.stop));
    llvm::Value* stride = builder_.CreateSelect(upward, bounds.step, builder_.CreateNeg(bounds.step));
    again = builder_.CreateICmpUGT(remaining, stride);
    next = builder_.CreateAdd(iv, bounds.step, "next");
  }
  iv->addIncoming(next, latch);
  builder_.CreateCondBr(again, body, else_block);
  LowerLoopElse(loop.else_body, else_block, exit);
}

// Over a tuple (its elements) or a 1-D array (its elements, in order).
void FunctionLowering::LowerSequenceLoop(const ForStmt& loop) {
  const Type* sequence = TypeOf(*loop.iterable);
  llvm::Value* value = Emit(*loop.iterable);
  llvm::Type* i64 = builder_.getInt64Ty();
  llvm::Value* count;
  ArrayParts parts;
  const Type* element;
  if (sequence->is_array()) {
    parts = Unpack(value, sequence);
    count = parts.shape[0];
    element = sequence->dtype();
  } else {
    count = llvm::ConstantInt::get(i64, sequence->elements().size());
    // The elements' common type, as sema unified them for the loop variable.
    element = sequence->elements()[0];
    for (const Type* other : sequence->elements()) element = Unify(types(), element, other);
  }
  llvm::BasicBlock* preheader = builder_.GetInsertBlock();
  llvm::BasicBlock* body = NewBlock("for.body");
  llvm::BasicBlock* latch = NewBlock("for.latch");
  llvm::BasicBlock* exit = NewBlock("for.end");
  llvm::BasicBlock* else_block = loop.else_body.empty() ? exit : NewBlock("for.else");
  llvm::Value* zero = llvm::ConstantInt::get(i64, 0);
  builder_.CreateCondBr(builder_.CreateICmpSLT(zero, count), body, else_block);

  builder_.SetInsertPoint(body);
  llvm::PHINode* index = builder_.CreatePHI(i64, 2, "index");
  index->addIncoming(zero, preheader);
  llvm::Value* item;
  if (sequence->is_array()) {
    const Type* int64 = types().Int64();
    llvm::Value* address = ElementAddress(parts, sequence, {index}, {int64});
    item = builder_.CreateAlignedLoad(element->is_bool() ? builder_.getInt8Ty() : Llvm(element),
                                      address, llvm::Align(std::max(1u, element->bits() / 8)));
    if (element->is_bool()) item = builder_.CreateTrunc(item, builder_.getInt1Ty());
  } else {
    item = TupleElement(value, sequence, index, types().Int64(), element);
  }
  LowerAssign(*loop.target, item, element);
  loops_.push_back({exit, latch});
  LowerBody(loop.body);
  loops_.pop_back();
  BranchTo(latch);

  builder_.SetInsertPoint(latch);
  llvm::Value* next = builder_.CreateAdd(index, llvm::ConstantInt::get(i64, 1), "next", true, true);
  index->addIncoming(next, latch);
  builder_.CreateCondBr(builder_.CreateICmpSLT(next, count), body, else_block);
  LowerLoopElse(loop.else_body, else_block, exit);
}

}  // namespace dslc
