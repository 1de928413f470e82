// `for` loops. A range loop keeps a hidden induction variable, so assigning
// to the loop variable in the body does not change the iteration (Python's
// rule), and it never uses a value past the end of the range, so it cannot
// overflow:
//
//   preheader: if not (start < stop)            -> else (zero iterations)
//   count:     step k:  count = (stop - start - 1) / k + 1 (unsigned)
//   body:      iv = phi(start, next); target = iv; ...
//   latch:     step 1:  next = iv + 1; continue while next < stop
//              step k:  continue while --count != 0; next = iv + k
//   (mirrored for negative steps; a step whose sign is only known at run
//   time selects between the two forms, and LLVM unswitches the loop)
#include "compiler/lower/lower_impl.h"

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

  const bool unit_step = bounds.constant_step == 1 || bounds.constant_step == -1;
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
  // Any other step than 1 counts its iterations before the loop, as Numba
  // does, so that LLVM knows the trip count and unrolls the loop (several
  // loads in flight): distance = |stop - start| and stride = |step| as
  // unsigned numbers, which cannot overflow; count = (distance - 1) / stride + 1.
  llvm::BasicBlock* count_block = unit_step ? nullptr : NewBlock("for.count");
  builder_.CreateCondBr(enter, unit_step ? body : count_block, else_block);
  llvm::BasicBlock* into_body = builder_.GetInsertBlock();
  llvm::Value* count = nullptr;
  if (!unit_step) {
    StartBlock(count_block);
    llvm::Value* distance =
        by_direction([&] { return builder_.CreateSub(bounds.stop, bounds.start, "distance"); },
                     [&] { return builder_.CreateSub(bounds.start, bounds.stop, "distance"); });
    llvm::Value* stride =
        by_direction([&] { return bounds.step; }, [&] { return builder_.CreateNeg(bounds.step); });
    llvm::Value* one = llvm::ConstantInt::get(type, 1);
    count = builder_.CreateAdd(builder_.CreateUDiv(builder_.CreateSub(distance, one), stride), one,
                               "count");
    builder_.CreateBr(body);
    into_body = count_block;
  }

  StartBlock(body);
  llvm::PHINode* iv = builder_.CreatePHI(type, 2, "iv");
  iv->addIncoming(bounds.start, into_body);
  llvm::PHINode* remaining = nullptr;
  if (!unit_step) {
    remaining = builder_.CreatePHI(type, 2, "remaining");
    remaining->addIncoming(count, into_body);
  }
  LowerAssign(*loop.target, iv, element);
  loops_.push_back({exit, latch});
  LowerBody(loop.body);
  loops_.pop_back();
  BranchTo(latch);

  StartBlock(latch);
  llvm::Value* next;
  llvm::Value* again;
  if (unit_step) {
    // iv is inside the range, so iv +/- 1 cannot overflow.
    next = builder_.CreateAdd(iv, bounds.step, "next", /*HasNUW=*/!bounds.is_signed,
                              /*HasNSW=*/bounds.is_signed);
    again = in_range(next);
  } else {
    llvm::Value* left = builder_.CreateSub(remaining, llvm::ConstantInt::get(type, 1), "left");
    remaining->addIncoming(left, latch);
    again = builder_.CreateICmpNE(left, llvm::ConstantInt::get(type, 0));
    // Used only when `again` holds, so that iv + step lies inside the
    // range and cannot overflow: the flag lets LLVM prove, for one, that an
    // index counting up from 0 is never negative, so that Python's wrapping
    // of negative indices disappears.
    next = builder_.CreateAdd(iv, bounds.step, "next", /*HasNUW=*/!bounds.is_signed,
                              /*HasNSW=*/bounds.is_signed);
  }
  iv->addIncoming(next, latch);
  builder_.CreateCondBr(again, body, else_block);
  LowerLoopElse(loop.else_body, else_block, exit);
}

}  // namespace dslc
