// Arrays (element addresses, attributes) and tuples.
//
// Indexing follows Numba: a negative index counts from the end (for signed
// index types; LLVM removes the check where the index is known to be
// non-negative, as for `cuda.grid(1)`), and there is no bounds check.
// C-contiguous arrays index with the extents only; strided arrays with their
// byte strides.
#include "compiler/lower/lower_impl.h"

namespace dslc {

ArrayParts FunctionLowering::Unpack(llvm::Value* array, const Type* type) {
  ArrayParts parts;
  parts.data = builder_.CreateExtractValue(array, {0});
  for (int d = 0; d < type->ndim(); ++d) {
    parts.shape.push_back(builder_.CreateExtractValue(array, {1, static_cast<unsigned>(d)}));
    parts.strides.push_back(builder_.CreateExtractValue(array, {2, static_cast<unsigned>(d)}));
  }
  return parts;
}

llvm::Value* FunctionLowering::Pack(const ArrayParts& parts, const Type* type) {
  llvm::Value* array = llvm::PoisonValue::get(Llvm(type));
  array = builder_.CreateInsertValue(array, parts.data, {0});
  for (int d = 0; d < type->ndim(); ++d) {
    array = builder_.CreateInsertValue(array, parts.shape[d], {1, static_cast<unsigned>(d)});
    array = builder_.CreateInsertValue(array, parts.strides[d], {2, static_cast<unsigned>(d)});
  }
  return array;
}

// The product of two sizes (never negative, never overflowing: `nuw nsw`),
// without the multiplication when one is the constant 1.
llvm::Value* FunctionLowering::SizeProduct(llvm::Value* a, llvm::Value* b) {
  if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(a); constant && constant->isOne()) return b;
  if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(b); constant && constant->isOne()) return a;
  return builder_.CreateMul(a, b, "", /*HasNUW=*/true, /*HasNSW=*/true);
}

// A signed index below zero counts from the end (`extent` is the length);
// a constant index needs no test.
llvm::Value* FunctionLowering::WrapNegative(llvm::Value* index, bool is_signed, llvm::Value* extent) {
  if (!is_signed) return index;
  if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(index)) {
    return constant->isNegative() ? builder_.CreateAdd(index, extent) : index;
  }
  llvm::Value* negative = builder_.CreateICmpSLT(index, llvm::ConstantInt::get(index->getType(), 0));
  return builder_.CreateSelect(negative, builder_.CreateAdd(index, extent), index);
}

llvm::Value* FunctionLowering::ElementAddress(const ArrayParts& parts, const Type* type,
                                              llvm::ArrayRef<llvm::Value*> indices,
                                              llvm::ArrayRef<const Type*> index_types) {
  llvm::Type* i64 = builder_.getInt64Ty();
  std::vector<llvm::Value*> index;
  for (size_t d = 0; d < indices.size(); ++d) {
    bool is_signed = index_types[d]->is_signed() && !index_types[d]->is_bool();
    index.push_back(WrapNegative(builder_.CreateIntCast(indices[d], i64, is_signed), is_signed, parts.shape[d]));
  }
  const Type* element = type->dtype();
  llvm::Type* memory = element->is_bool() ? builder_.getInt8Ty() : Llvm(element);
  int ndim = type->ndim();
  if (type->layout() == Layout::A) {
    // Byte offsets; strides may be negative, so no `nuw`.
    llvm::Value* offset = nullptr;
    for (int d = 0; d < ndim; ++d) {
      llvm::Value* term = builder_.CreateMul(index[d], parts.strides[d], "", false, true);
      offset = offset ? builder_.CreateAdd(offset, term, "", false, true) : term;
    }
    return builder_.CreateInBoundsGEP(builder_.getInt8Ty(), parts.data, offset);
  }
  // Row-major (C) or column-major (F): a linear element index from the extents.
  llvm::Value* linear = nullptr;
  for (int k = 0; k < ndim; ++k) {
    int d = type->layout() == Layout::C ? k : ndim - 1 - k;
    linear = linear ? builder_.CreateAdd(builder_.CreateMul(linear, parts.shape[d], "", true, true),
                                         index[d], "", true, true)
                    : index[d];
  }
  return builder_.CreateInBoundsGEP(memory, parts.data, linear);
}

llvm::Value* FunctionLowering::ElementAddress(const SubscriptExpr& subscript) {
  const Type* type = TypeOf(*subscript.object);
  ArrayParts parts = Unpack(Emit(*subscript.object), type);
  std::vector<llvm::Value*> indices;
  std::vector<const Type*> index_types;
  if (const auto* tuple = llvm::dyn_cast<TupleExpr>(subscript.index)) {
    for (const Expr* part : tuple->elements) {
      indices.push_back(Emit(*part));
      index_types.push_back(TypeOf(*part));
    }
  } else {
    indices.push_back(Emit(*subscript.index));
    index_types.push_back(TypeOf(*subscript.index));
  }
  return ElementAddress(parts, type, indices, index_types);
}

llvm::Value* FunctionLowering::EmitSubscript(const SubscriptExpr& subscript) {
  const Type* object = TypeOf(*subscript.object);
  if (object->is_tuple()) {
    llvm::Value* tuple = Emit(*subscript.object);
    if (const ConstValue* index = typed_.ConstantOf(*subscript.index)) {
      int64_t i = index->as_int();
      if (i < 0) i += static_cast<int64_t>(object->elements().size());
      return builder_.CreateExtractValue(tuple, {static_cast<unsigned>(i)});
    }
    llvm::Value* index = Emit(*subscript.index);
    return TupleElement(tuple, object, index, TypeOf(*subscript.index), TypeOf(subscript));
  }
  const Type* element = object->dtype();
  llvm::Value* address = ElementAddress(subscript);
  if (element->is_bool()) {
    llvm::Value* byte = builder_.CreateAlignedLoad(builder_.getInt8Ty(), address, llvm::Align(1));
    return builder_.CreateICmpNE(byte, builder_.getInt8(0));
  }
  return builder_.CreateAlignedLoad(Llvm(element), address,
                                    llvm::Align(std::max(1u, element->bits() / 8)));
}

// A tuple element by run-time index: a chain of selects, which stays in
// registers (an indexed stack array would go to local memory).
llvm::Value* FunctionLowering::TupleElement(llvm::Value* tuple, const Type* type,
                                            llvm::Value* index, const Type* index_type,
                                            const Type* as) {
  size_t size = type->elements().size();
  llvm::Type* i64 = builder_.getInt64Ty();
  bool is_signed = index_type->is_signed() && !index_type->is_bool();
  llvm::Value* i = WrapNegative(builder_.CreateIntCast(index, i64, is_signed), is_signed,
                                llvm::ConstantInt::get(i64, size));
  llvm::Value* result = nullptr;
  for (size_t k = size; k-- > 0;) {
    llvm::Value* element = builder_.CreateExtractValue(tuple, {static_cast<unsigned>(k)});
    element = Convert(builder_, element, type->elements()[k], as);
    if (!result) {
      result = element;
      continue;
    }
    llvm::Value* is_k = builder_.CreateICmpEQ(i, llvm::ConstantInt::get(i64, k));
    result = builder_.CreateSelect(is_k, element, result);
  }
  return result;
}

llvm::Value* FunctionLowering::EmitTuple(const TupleExpr& tuple) {
  const Type* type = TypeOf(tuple);
  llvm::Value* result = llvm::PoisonValue::get(Llvm(type));
  for (size_t i = 0; i < tuple.elements.size(); ++i) {
    llvm::Value* element = Emit(*tuple.elements[i]);
    result = builder_.CreateInsertValue(result, element, {static_cast<unsigned>(i)});
  }
  return result;
}

llvm::Value* FunctionLowering::ArrayAttribute(llvm::Value* array, const Type* type,
                                              llvm::StringRef name) {
  ArrayParts parts = Unpack(array, type);
  llvm::Type* i64 = builder_.getInt64Ty();
  if (name == "shape" || name == "strides") {
    const std::vector<llvm::Value*>& values = name == "shape" ? parts.shape : parts.strides;
    const Type* tuple = types().Tuple(std::vector<const Type*>(type->ndim(), types().Int64()));
    llvm::Value* result = llvm::PoisonValue::get(Llvm(tuple));
    for (int d = 0; d < type->ndim(); ++d) {
      result = builder_.CreateInsertValue(result, values[d], {static_cast<unsigned>(d)});
    }
    return result;
  }
  llvm::Value* size = parts.shape[0];
  for (int d = 1; d < type->ndim(); ++d) size = SizeProduct(size, parts.shape[d]);
  if (name == "size") return size;
  if (name == "nbytes") return SizeProduct(size, llvm::ConstantInt::get(i64, type->dtype()->bits() / 8));
  return nullptr;  // ndim, itemsize and dtype are constants or compile-time
}

}  // namespace dslc
