// Loops over a tuple, a 1-D array, `enumerate` and `zip`: an index runs
// from 0 to the (shortest) source's length, and each source gives its item
// at the index:
//
//   range(start, stop, step)  start + index * step; its length is computed
//                             once, before the loop (0 for an empty range)
//   a 1-D array               its element at the index
//   a tuple                   its element at the index, in the common type
//   enumerate(x, start)       (start + index, x's item)
//   zip(a, b, ...)            (a's item, b's item, ...)
#include "compiler/lower/lower_impl.h"
#include "compiler/types/promotion.h"

namespace dslc {

struct FunctionLowering::LoopSource {
  enum class Kind { Range, Array, Tuple, Enumerate, Zip } kind;
  const Type* item = nullptr;    // what it gives, as sema typed it
  llvm::Value* value = nullptr;  // an array or tuple; a range's or enumerate's start
  llvm::Value* step = nullptr;   // a range's
  llvm::Value* count = nullptr;  // a range's length (i64)
  ArrayParts parts;              // an array's
  const Type* type = nullptr;    // a tuple's or an array's own type
  std::vector<LoopSource> inner;
};

namespace {

// The length of range(start, stop, step) as an i64: the number of values
// before the stop, 0 for a range that runs the other way (or a zero step).
// The direction is compared in the range's own type and the distance taken
// unsigned, so that no range overflows, the whole of int64 or uint64
// included.
llvm::Value* RangeLength(llvm::IRBuilder<>& b, llvm::Value* start, llvm::Value* stop,
                         llvm::Value* step, bool is_signed) {
  llvm::Value* zero_step = llvm::ConstantInt::get(step->getType(), 0);
  // An unsigned range only counts up (its step cannot be negative).
  llvm::Value* up = is_signed ? b.CreateICmpSGT(step, zero_step) : b.getTrue();
  llvm::Value* ahead = is_signed ? b.CreateICmpSLT(start, stop) : b.CreateICmpULT(start, stop);
  llvm::Value* behind = b.CreateICmpSGT(start, stop);
  llvm::Value* some =
      b.CreateAnd(b.CreateSelect(up, ahead, behind), b.CreateICmpNE(step, zero_step));
  llvm::Type* i64 = b.getInt64Ty();
  auto wide = [&](llvm::Value* v) {
    return is_signed ? b.CreateSExt(v, i64) : b.CreateZExt(v, i64);
  };
  llvm::Value* distance = b.CreateSelect(up, b.CreateSub(wide(stop), wide(start)),
                                         b.CreateSub(wide(start), wide(stop)));
  llvm::Value* stride = b.CreateSelect(up, wide(step), b.CreateNeg(wide(step)));
  llvm::Value* safe_stride = b.CreateSelect(some, stride, b.getInt64(1));
  llvm::Value* safe_distance = b.CreateSelect(some, distance, b.getInt64(1));
  // (distance - 1) / stride + 1 cannot overflow where distance + stride - 1 could.
  llvm::Value* length = b.CreateAdd(
      b.CreateUDiv(b.CreateSub(safe_distance, b.getInt64(1)), safe_stride), b.getInt64(1));
  return b.CreateSelect(some, length, b.getInt64(0));
}

}  // namespace

FunctionLowering::LoopSource FunctionLowering::MakeLoopSource(const Expr& expr) {
  LoopSource source;
  source.type = TypeOf(expr);
  source.item = source.type;
  llvm::Type* i64 = builder_.getInt64Ty();
  if (typed_.IsIterator(expr)) {
    const auto& call = llvm::cast<CallExpr>(expr);
    auto which = static_cast<BuiltinId>(TypeOf(*call.callee)->id());
    if (which == BuiltinId::PythonEnumerate) {
      source.kind = LoopSource::Kind::Enumerate;
      source.inner.push_back(MakeLoopSource(*call.args[0]));
      const Expr* start = call.args.size() == 2 ? call.args[1] : nullptr;
      if (!start && !call.keywords.empty()) start = call.keywords[0].value;
      source.value = start ? EmitAs(*start, types().Int64()) : builder_.getInt64(0);
      return source;
    }
    source.kind = LoopSource::Kind::Zip;
    for (const Expr* arg : call.args) source.inner.push_back(MakeLoopSource(*arg));
    return source;
  }
  if (source.type->kind() == TypeKind::Range) {
    const auto& range = llvm::cast<CallExpr>(expr);
    const Type* element = source.type->dtype();
    size_t n = range.args.size();
    source.kind = LoopSource::Kind::Range;
    source.item = element;
    source.value =
        n == 1 ? llvm::ConstantInt::get(Llvm(element), 0) : EmitAs(*range.args[0], element);
    llvm::Value* stop = EmitAs(*range.args[n == 1 ? 0 : 1], element);
    source.step =
        n == 3 ? EmitAs(*range.args[2], element) : llvm::ConstantInt::get(Llvm(element), 1);
    source.count = RangeLength(builder_, source.value, stop, source.step, element->is_signed());
    return source;
  }
  if (source.type->is_array()) {
    source.kind = LoopSource::Kind::Array;
    source.item = source.type->dtype();
    source.parts = Unpack(Emit(expr), source.type);
    source.count = source.parts.shape[0];
    return source;
  }
  // A tuple: its elements in their common type, as sema unified them.
  source.kind = LoopSource::Kind::Tuple;
  source.item = source.type->elements()[0];
  for (const Type* other : source.type->elements())
    source.item = Unify(types(), source.item, other);
  source.value = source.type->elements().size() > kMaxTupleSelects
                     ? LongTupleArray(expr, source.item)
                     : Emit(expr);
  source.count = llvm::ConstantInt::get(i64, source.type->elements().size());
  return source;
}

llvm::Value* FunctionLowering::LoopSourceCount(const LoopSource& source) {
  switch (source.kind) {
    case LoopSource::Kind::Enumerate:
      return LoopSourceCount(source.inner[0]);
    case LoopSource::Kind::Zip: {
      llvm::Value* count = nullptr;
      for (const LoopSource& inner : source.inner) {
        llvm::Value* n = LoopSourceCount(inner);
        count = count ? builder_.CreateBinaryIntrinsic(llvm::Intrinsic::smin, count, n) : n;
      }
      return count;
    }
    case LoopSource::Kind::Range:
    case LoopSource::Kind::Array:
    case LoopSource::Kind::Tuple:
      return source.count;
  }
  DSLC_FATAL("a loop source of no known kind");
}

llvm::Value* FunctionLowering::LoopSourceItem(const LoopSource& source, llvm::Value* index) {
  switch (source.kind) {
    case LoopSource::Kind::Range: {
      llvm::Value* i = builder_.CreateTrunc(index, source.step->getType());
      return builder_.CreateAdd(source.value, builder_.CreateMul(i, source.step));
    }
    case LoopSource::Kind::Array: {
      // The index is never negative: unsigned, it gets no wraparound test.
      const Type* element = source.item;
      llvm::Value* address = ElementAddress(source.parts, source.type, {index}, {types().UInt64()});
      llvm::Value* item =
          builder_.CreateAlignedLoad(element->is_bool() ? builder_.getInt8Ty() : Llvm(element),
                                     address, ElementAlign(element));
      return element->is_bool() ? builder_.CreateTrunc(item, builder_.getInt1Ty()) : item;
    }
    case LoopSource::Kind::Tuple:
      if (source.type->elements().size() > kMaxTupleSelects) {
        return ArrayElement(source.value, source.type->elements().size(), index, source.item);
      }
      return TupleElement(source.value, source.type, index, types().UInt64(), source.item);
    case LoopSource::Kind::Enumerate:
    case LoopSource::Kind::Zip: {
      llvm::Value* item = llvm::PoisonValue::get(Llvm(source.item));
      unsigned k = 0;
      if (source.kind == LoopSource::Kind::Enumerate) {
        item = builder_.CreateInsertValue(item, builder_.CreateAdd(source.value, index), k++);
      }
      for (const LoopSource& inner : source.inner) {
        llvm::Value* value =
            Convert(builder_, LoopSourceItem(inner, index), inner.item, source.item->elements()[k]);
        item = builder_.CreateInsertValue(item, value, k++);
      }
      return item;
    }
  }
  DSLC_FATAL("a loop source of no known kind");
}

void FunctionLowering::LowerIndexedLoop(const ForStmt& loop) {
  LoopSource source = MakeLoopSource(*loop.iterable);
  llvm::Value* count = LoopSourceCount(source);
  llvm::Type* i64 = builder_.getInt64Ty();
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
  LowerAssign(*loop.target, LoopSourceItem(source, index), source.item);
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
