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
  int64_t constant_step = 0;  // 0: known only at run time (sema rejects a constant 0)
  // Which way the range runs: a constant, or the step's sign, decided once
  // before the loop.
  llvm::Value* upward;
  bool is_signed;
};

}  // namespace

void FunctionLowering::LowerRangeLoop(const ForStmt& loop, const CallExpr& range) {
  const Type* element = TypeOf(*loop.iterable)->dtype();
  llvm::Type* type = Llvm(element);
  RangeBounds bounds;
  bounds.is_signed = element->is_signed();
  size_t n = range.args.size();
  bounds.start = n == 1 ? llvm::ConstantInt::get(type, 0) : EmitAs(*range.args[0], element);
  bounds.stop = EmitAs(*range.args[n == 1 ? 0 : 1], element);
  bounds.step = n == 3 ? EmitAs(*range.args[2], element) : llvm::ConstantInt::get(type, 1);
  if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(bounds.step)) {
    bounds.constant_step = bounds.is_signed ? constant->getSExtValue()
                                            : static_cast<int64_t>(constant->getZExtValue());
  }
  // An unsigned range only counts up (its step cannot be negative).
  bounds.upward =
      !bounds.is_signed || bounds.constant_step > 0 ? builder_.getTrue()
      : bounds.constant_step < 0
          ? builder_.getFalse()
          : builder_.CreateICmpSGT(bounds.step, llvm::ConstantInt::get(type, 0), "upward");
  // The `up` form, the `down` form, or a select between them at run time.
  auto by_direction = [&](auto up, auto down) -> llvm::Value* {
    if (auto* known = llvm::dyn_cast<llvm::ConstantInt>(bounds.upward)) {
      return known->isOne() ? up() : down();
    }
    llvm::Value* up_value = up();  // (in this order, whatever the C++ compiler's)
    llvm::Value* down_value = down();
    return builder_.CreateSelect(bounds.upward, up_value, down_value);
  };
  // `iv` lies before the stop.
  auto in_range = [&](llvm::Value* iv) {
    return by_direction(
        [&] {
          return bounds.is_signed ? builder_.CreateICmpSLT(iv, bounds.stop)
                                  : builder_.CreateICmpULT(iv, bounds.stop);
        },
        [&] { return builder_.CreateICmpSGT(iv, bounds.stop); });
  };

  llvm::BasicBlock* preheader = builder_.GetInsertBlock();
  llvm::BasicBlock* body = NewBlock("for.body");
  llvm::BasicBlock* latch = NewBlock("for.latch");
  llvm::BasicBlock* exit = NewBlock("for.end");
  llvm::BasicBlock* else_block = loop.else_body.empty() ? exit : NewBlock("for.else");
  llvm::Value* enter = in_range(bounds.start);
  if (bounds.constant_step == 0) {
    // A zero step (Python's ValueError) runs no iterations instead of forever.
    enter = builder_.CreateAnd(enter,
                               builder_.CreateICmpNE(bounds.step, llvm::ConstantInt::get(type, 0)));
  }
  builder_.CreateCondBr(enter, body, else_block);

  StartBlock(body);
  llvm::PHINode* iv = builder_.CreatePHI(type, 2, "iv");
  iv->addIncoming(bounds.start, preheader);
  LowerAssign(*loop.target, iv, element);
  loops_.push_back({exit, latch});
  LowerBody(loop.body);
  loops_.pop_back();
  BranchTo(latch);

  StartBlock(latch);
  llvm::Value* next;
  llvm::Value* again;
  if (bounds.constant_step == 1 || bounds.constant_step == -1) {
    // iv is inside the range, so iv +/- 1 cannot overflow.
    next = builder_.CreateAdd(iv, bounds.step, "next", /*HasNUW=*/!bounds.is_signed,
                              /*HasNSW=*/bounds.is_signed);
    again = in_range(next);
  } else {
    // Another iteration when the distance left exceeds the stride; the
    // distance, taken unsigned, cannot overflow.
    llvm::Value* distance =
        by_direction([&] { return builder_.CreateSub(bounds.stop, iv, "distance"); },
                     [&] { return builder_.CreateSub(iv, bounds.stop, "distance"); });
    llvm::Value* stride =
        by_direction([&] { return bounds.step; }, [&] { return builder_.CreateNeg(bounds.step); });
    again = builder_.CreateICmpUGT(distance, stride);
    next = builder_.CreateAdd(iv, bounds.step, "next");
  }
  iv->addIncoming(next, latch);
  builder_.CreateCondBr(again, body, else_block);
  LowerLoopElse(loop.else_body, else_block, exit);
}

// Over a tuple (its elements) or a 1-D array (its elements, in order).
void FunctionLowering::LowerSequenceLoop(const ForStmt& loop) {
  const Type* sequence = TypeOf(*loop.iterable);
  llvm::Value* value = nullptr;
  llvm::Type* i64 = builder_.getInt64Ty();
  llvm::Value* count;
  ArrayParts parts;
  const Type* element;
  if (sequence->is_array()) {
    value = Emit(*loop.iterable);
    parts = Unpack(value, sequence);
    count = parts.shape[0];
    element = sequence->dtype();
  } else {
    count = llvm::ConstantInt::get(i64, sequence->elements().size());
    // The elements' common type, as sema unified them for the loop variable.
    element = sequence->elements()[0];
    for (const Type* other : sequence->elements()) element = Unify(types(), element, other);
    // A long tuple is put in memory once, before the loop (TupleElement).
    value = sequence->elements().size() > kMaxTupleSelects ? LongTupleArray(*loop.iterable, element)
                                                           : Emit(*loop.iterable);
  }
  llvm::BasicBlock* preheader = builder_.GetInsertBlock();
  llvm::BasicBlock* body = NewBlock("for.body");
  llvm::BasicBlock* latch = NewBlock("for.latch");
  llvm::BasicBlock* exit = NewBlock("for.end");
  llvm::BasicBlock* else_block = loop.else_body.empty() ? exit : NewBlock("for.else");
  llvm::Value* zero = llvm::ConstantInt::get(i64, 0);
  builder_.CreateCondBr(builder_.CreateICmpSLT(zero, count), body, else_block);

  StartBlock(body);
  llvm::PHINode* index = builder_.CreatePHI(i64, 2, "index");
  index->addIncoming(zero, preheader);
  llvm::Value* item;
  if (sequence->is_array()) {
    // The index is never negative: unsigned, it gets no wraparound test.
    llvm::Value* address = ElementAddress(parts, sequence, {index}, {types().UInt64()});
    item = builder_.CreateAlignedLoad(element->is_bool() ? builder_.getInt8Ty() : Llvm(element),
                                      address, llvm::Align(std::max(1u, element->bits() / 8)));
    if (element->is_bool()) item = builder_.CreateTrunc(item, builder_.getInt1Ty());
  } else if (sequence->elements().size() > kMaxTupleSelects) {
    item = ArrayElement(value, sequence->elements().size(), index, element);
  } else {
    item = TupleElement(value, sequence, index, types().UInt64(), element);
  }
  LowerAssign(*loop.target, item, element);
  loops_.push_back({exit, latch});
  LowerBody(loop.body);
  loops_.pop_back();
  BranchTo(latch);

  StartBlock(latch);
  llvm::Value* next = builder_.CreateAdd(index, llvm::ConstantInt::get(i64, 1), "next", true, true);
  index->addIncoming(next, latch);
  builder_.CreateCondBr(builder_.CreateICmpSLT(next, count), body, else_block);
  LowerLoopElse(loop.else_body, else_block, exit);
}

}  // namespace dslc
