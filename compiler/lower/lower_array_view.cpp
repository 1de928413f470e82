// Views of arrays: slicing (`a[i, 1:n:2]`), `.T`, `.reshape(...)` and
// `.view(dtype)`. A view is a new array value over the same memory: its data
// pointer moved by a byte offset, its own shape and strides. Nothing is
// copied, and stores through a view reach the original array.
//
// Slices follow Python (PySlice_AdjustIndices, as Numba's fix_slice and
// get_slice_length): negative bounds count from the end, bounds beyond the
// ends are clamped, and a negative step walks backwards. A step of zero
// known at compile time is a typing error; one found at run time gives an
// empty view (Numba raises an exception, which kernels cannot).
#include "compiler/lower/lower_impl.h"
#include "compiler/parse/ast_walk.h"

namespace dslc {

llvm::Value* FunctionLowering::EmitArrayView(const SubscriptExpr& subscript) {
  const Type* type = TypeOf(*subscript.object);
  ArrayParts from = Unpack(Emit(*subscript.object), type);
  llvm::SmallVector<const Expr*, 4> parts = SubscriptParts(subscript);
  llvm::Type* i64 = builder_.getInt64Ty();
  ArrayParts view;
  llvm::Value* offset = builder_.getInt64(0);
  auto advance = [&](llvm::Value* index, llvm::Value* stride) {
    offset = builder_.CreateAdd(offset, builder_.CreateMul(index, stride, "", false, true), "",
                                false, true);
  };
  for (int d = 0; d < type->ndim(); ++d) {
    const Expr* part = d < static_cast<int>(parts.size()) ? parts[d] : nullptr;
    if (!part) {  // a dimension not subscripted is kept whole
      view.shape.push_back(from.shape[d]);
      view.strides.push_back(from.strides[d]);
      continue;
    }
    if (const auto* slice = llvm::dyn_cast<SliceExpr>(part)) {
      SliceRange range = NormalizeSlice(*slice, from.shape[d]);
      advance(range.start, from.strides[d]);
      view.shape.push_back(range.length);
      view.strides.push_back(builder_.CreateMul(from.strides[d], range.step, "", false, true));
      continue;
    }
    const Type* index_type = TypeOf(*part);
    bool is_signed = index_type->is_signed();
    llvm::Value* index = builder_.CreateIntCast(Emit(*part), i64, is_signed);
    llvm::Value* wrapped = WrapNegative(index, is_signed, from.shape[d]);
    CheckIndex(index, wrapped, from.shape[d], d);
    advance(wrapped, from.strides[d]);
  }
  view.data = builder_.CreateInBoundsGEP(builder_.getInt8Ty(), from.data, offset);
  return Pack(view, TypeOf(subscript));
}

// The start, length and step of `slice` over `extent` elements. Its parts
// are evaluated in the order written.
FunctionLowering::SliceRange FunctionLowering::NormalizeSlice(const SliceExpr& slice,
                                                              llvm::Value* extent) {
  auto given = [&](const Expr* part) -> llvm::Value* {
    if (!part || TypeOf(*part)->is_none()) return nullptr;
    const Type* type = TypeOf(*part);
    return builder_.CreateIntCast(Emit(*part), builder_.getInt64Ty(), type->is_signed());
  };
  llvm::Value* lower = given(slice.lower);
  llvm::Value* upper = given(slice.upper);
  llvm::Value* step = given(slice.step);
  llvm::Value* zero = builder_.getInt64(0);
  llvm::Value* minus_one = builder_.getInt64(-1);
  if (!step) step = builder_.getInt64(1);
  llvm::Value* negative = builder_.CreateICmpSLT(step, zero);
  llvm::Value* last = builder_.CreateSub(extent, builder_.getInt64(1));
  bool lower_signed = lower && TypeOf(*slice.lower)->is_signed();
  bool upper_signed = upper && TypeOf(*slice.upper)->is_signed();
  llvm::Value* start = lower ? SliceBound(lower, lower_signed, extent, negative)
                             : builder_.CreateSelect(negative, last, zero);
  llvm::Value* stop = upper ? SliceBound(upper, upper_signed, extent, negative)
                            : builder_.CreateSelect(negative, minus_one, extent);
  return {start, SliceLength(start, stop, step, negative), step};
}

// A given start or stop, wrapped when negative and clamped to the range a
// slice of this direction can take: [0, extent] forwards, [-1, extent - 1]
// backwards.
llvm::Value* FunctionLowering::SliceBound(llvm::Value* value, bool is_signed, llvm::Value* extent,
                                          llvm::Value* negative_step) {
  llvm::Value* zero = builder_.getInt64(0);
  llvm::Value* low = builder_.CreateSelect(negative_step, builder_.getInt64(-1), zero);
  llvm::Value* high = builder_.CreateSelect(
      negative_step, builder_.CreateSub(extent, builder_.getInt64(1)), extent);
  if (is_signed) {
    value = WrapNegative(value, true, extent);
    value = builder_.CreateSelect(builder_.CreateICmpSLT(value, zero), low, value);
    return builder_.CreateSelect(builder_.CreateICmpSGE(value, extent), high, value);
  }
  return builder_.CreateSelect(builder_.CreateICmpUGE(value, extent), high, value);
}

// How many indices start, start + step, ... lie before stop: 0 when stop
// is not beyond start in the step's direction, or when the step is zero.
llvm::Value* FunctionLowering::SliceLength(llvm::Value* start, llvm::Value* stop, llvm::Value* step,
                                           llvm::Value* negative_step) {
  llvm::Value* zero = builder_.getInt64(0);
  llvm::Value* one = builder_.getInt64(1);
  llvm::Value* span = builder_.CreateSelect(negative_step, builder_.CreateSub(start, stop),
                                            builder_.CreateSub(stop, start));
  llvm::Value* magnitude = builder_.CreateSelect(negative_step, builder_.CreateNeg(step), step);
  llvm::Value* step_is_zero = builder_.CreateICmpEQ(step, zero);
  llvm::Value* divisor = builder_.CreateSelect(step_is_zero, one, magnitude);
  llvm::Value* count =
      builder_.CreateAdd(builder_.CreateUDiv(builder_.CreateSub(span, one), divisor), one);
  llvm::Value* empty = builder_.CreateOr(builder_.CreateICmpSLE(span, zero), step_is_zero);
  return builder_.CreateSelect(empty, zero, count);
}

// `.T`: the shape and strides reversed.
llvm::Value* FunctionLowering::EmitTranspose(const ArrayParts& parts, const Type* type) {
  ArrayParts transposed{parts.data,
                        std::vector<llvm::Value*>(parts.shape.rbegin(), parts.shape.rend()),
                        std::vector<llvm::Value*>(parts.strides.rbegin(), parts.strides.rend())};
  const Type* result = types().Array(type->dtype(), type->ndim(),
                                     type->layout() == Layout::C && type->ndim() > 1 ? Layout::F
                                     : type->layout() == Layout::F                   ? Layout::C
                                                                   : type->layout(),
                                     type->readonly());
  return Pack(transposed, result);
}

llvm::Value* FunctionLowering::EmitArrayMethodCall(const CallExpr& call, ArrayMethodBuiltin which) {
  const Expr& object = *llvm::cast<AttributeExpr>(call.callee)->object;
  const Type* type = TypeOf(object);
  ArrayParts parts = Unpack(Emit(object), type);
  switch (which) {
    case ArrayMethodBuiltin::Reshape:
      return EmitReshape(call, parts, type);
    case ArrayMethodBuiltin::View:
      return EmitDtypeView(call, parts, type);
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not an array method");
}

// The extents typing checked, constants or run-time integers; a `-1` is the
// element count divided by the product of the others (0 when that is 0).
// C strides over the same data. Constant extents fold to constants.
llvm::Value* FunctionLowering::EmitReshape(const CallExpr& call, const ArrayParts& from,
                                           const Type* from_type) {
  std::vector<llvm::Value*> extents;
  for (const Expr* arg : call.args) {
    const Type* type = TypeOf(*arg);
    llvm::Value* value = Emit(*arg);
    if (!type->is_tuple()) {
      extents.push_back(builder_.CreateIntCast(value, builder_.getInt64Ty(), type->is_signed()));
      continue;
    }
    for (unsigned d = 0; d < type->elements().size(); ++d) {
      extents.push_back(builder_.CreateIntCast(builder_.CreateExtractValue(value, {d}),
                                               builder_.getInt64Ty(),
                                               type->elements()[d]->is_signed()));
    }
  }
  llvm::Value* minus_one = builder_.getInt64(-1);
  llvm::Value* known = builder_.getInt64(1);
  for (llvm::Value* extent : extents) {
    llvm::Value* inferred = builder_.CreateICmpEQ(extent, minus_one);
    known =
        builder_.CreateMul(known, builder_.CreateSelect(inferred, builder_.getInt64(1), extent));
  }
  // The divisor is never 0, so the division cannot trap.
  llvm::Value* none = builder_.CreateICmpEQ(known, builder_.getInt64(0));
  llvm::Value* rest = builder_.CreateUDiv(ElementCount(from, from_type),
                                          builder_.CreateSelect(none, builder_.getInt64(1), known));
  rest = builder_.CreateSelect(none, builder_.getInt64(0), rest);
  ArrayParts view;
  view.data = from.data;
  for (llvm::Value* extent : extents) {
    view.shape.push_back(
        builder_.CreateSelect(builder_.CreateICmpEQ(extent, minus_one), rest, extent));
  }
  view.strides.resize(extents.size());
  llvm::Value* stride = builder_.getInt64(from_type->dtype()->bits() / 8);
  for (size_t d = extents.size(); d-- > 0;) {
    view.strides[d] = stride;
    stride = SizeProduct(stride, view.shape[d]);
  }
  return Pack(view, TypeOf(call));
}

// The same memory as another number type: the contiguous axis (the last
// of a C array, the first of an F one) is rescaled by the item sizes.
llvm::Value* FunctionLowering::EmitDtypeView(const CallExpr& call, ArrayParts parts,
                                             const Type* from_type) {
  const Type* result = TypeOf(call);
  unsigned from = from_type->dtype()->bits() / 8, to = result->dtype()->bits() / 8;
  if (from != to) {
    size_t axis = from_type->layout() == Layout::F ? 0 : parts.shape.size() - 1;
    llvm::Value* bytes = SizeProduct(parts.shape[axis], builder_.getInt64(from));
    parts.shape[axis] = builder_.CreateUDiv(bytes, builder_.getInt64(to));
    parts.strides[axis] = builder_.getInt64(to);
  }
  return Pack(parts, result);
}

}  // namespace dslc
