// Arrays (element addresses, attributes) and tuples.
//
// Indexing follows Numba: a negative index counts from the end (for signed
// index types; LLVM removes the check where the index is known to be
// non-negative, as for `cuda.grid(1)`), and there is no bounds check
// unless debug mode asks for one (debug_checks.cpp).
// C-contiguous arrays index with the extents only; strided arrays with their
// byte strides.
#include "compiler/lower/lower_impl.h"
#include "compiler/types/array_attributes.h"

namespace dslc {
namespace {

// Whether every element of a tuple has the same type.
bool IsUniformTuple(const Type* type) {
  const std::vector<const Type*>& elements = type->elements();
  return llvm::all_of(elements, [&](const Type* e) { return e == elements[0]; });
}

}  // namespace

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
  if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(a); constant && constant->isOne())
    return b;
  if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(b); constant && constant->isOne())
    return a;
  return builder_.CreateMul(a, b, "", /*HasNUW=*/true, /*HasNSW=*/true);
}

// A signed index below zero counts from the end (`extent` is the length);
// a constant index needs no test.
llvm::Value* FunctionLowering::WrapNegative(llvm::Value* index, bool is_signed,
                                            llvm::Value* extent) {
  if (!is_signed) return index;
  if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(index)) {
    return constant->isNegative() ? builder_.CreateAdd(index, extent) : index;
  }
  llvm::Value* negative =
      builder_.CreateICmpSLT(index, llvm::ConstantInt::get(index->getType(), 0));
  return builder_.CreateSelect(negative, builder_.CreateAdd(index, extent), index);
}

llvm::Value* FunctionLowering::ElementAddress(const ArrayParts& parts, const Type* type,
                                              llvm::ArrayRef<llvm::Value*> indices,
                                              llvm::ArrayRef<const Type*> index_types) {
  llvm::Type* i64 = builder_.getInt64Ty();
  std::vector<llvm::Value*> index;
  for (size_t d = 0; d < indices.size(); ++d) {
    bool is_signed = index_types[d]->is_signed() && !index_types[d]->is_bool();
    llvm::Value* given = builder_.CreateIntCast(indices[d], i64, is_signed);
    index.push_back(WrapNegative(given, is_signed, parts.shape[d]));
    CheckIndex(given, index.back(), parts.shape[d], static_cast<int>(d));
  }
  llvm::Type* memory = MemoryType(builder_.getContext(), type->dtype());
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
  return IndexedElementAddress(*subscript.object, *subscript.index);
}

llvm::Value* FunctionLowering::EmitSubscript(const SubscriptExpr& subscript) {
  const Type* object = TypeOf(*subscript.object);
  if (object->is_tuple()) {
    if (const ConstValue* index = typed_.ConstantOf(*subscript.index)) {
      int64_t i = index->as_int();
      if (i < 0) i += static_cast<int64_t>(object->elements().size());
      unsigned k = static_cast<unsigned>(i);
      llvm::AllocaInst* slot = IsLongTuple(object) ? TupleVariableSlot(*subscript.object) : nullptr;
      if (slot) {
        auto* layout = llvm::cast<llvm::StructType>(slot->getAllocatedType());
        return builder_.CreateLoad(layout->getElementType(k), SlotElementAddress(slot, k));
      }
      return builder_.CreateExtractValue(Emit(*subscript.object), {k});
    }
    if (!IsLongTuple(object)) {
      llvm::Value* tuple = Emit(*subscript.object);
      llvm::Value* index = Emit(*subscript.index);
      return TupleElement(tuple, object, index, TypeOf(*subscript.index), TypeOf(subscript));
    }
    llvm::Value* index = Emit(*subscript.index);
    return TupleElementOf(*subscript.object, index, TypeOf(*subscript.index), TypeOf(subscript));
  }
  if (std::optional<Place> field = FieldPlace(subscript)) return LoadPlace(*field);
  if (TypeOf(subscript)->is_array()) return EmitArrayView(subscript);
  return LoadPlace(ElementPlace(subscript));
}

// The slot of a variable that holds a tuple, when `expr` names one. Its
// elements are read in place: loading a long tuple whole makes LLVM rebuild
// it element by element, and fold each step into a new constant of the
// whole length when the elements are constants (memory quadratic in it).
llvm::AllocaInst* FunctionLowering::TupleVariableSlot(const Expr& expr) {
  const auto* name = llvm::dyn_cast<NameExpr>(&expr);
  if (!name || typed_.ConstantOf(expr)) return nullptr;
  int slot = typed_.ReadSlot(*name);
  return slot >= 0 ? slots_[slot] : nullptr;
}

llvm::Value* FunctionLowering::TupleElementOf(const Expr& tuple, llvm::Value* index,
                                              const Type* index_type, const Type* as) {
  const Type* type = TypeOf(tuple);
  if (llvm::AllocaInst* slot = TupleVariableSlot(tuple)) {
    return SlotTupleElement(slot, type, index, index_type, as);
  }
  size_t size = type->elements().size();
  if (size <= kMaxTupleSelects) return TupleElement(Emit(tuple), type, index, index_type, as);
  llvm::Value* i = TupleIndex(index, index_type, size);
  return ArrayElement(TupleArray(TupleElementValues(tuple), type, as), size, i, as);
}

std::vector<llvm::Value*> FunctionLowering::TupleElementValues(const Expr& tuple) {
  const Type* type = TypeOf(tuple);
  size_t size = type->elements().size();
  std::vector<llvm::Value*> values;
  const auto* literal = llvm::dyn_cast<TupleExpr>(&tuple);
  llvm::AllocaInst* slot = TupleVariableSlot(tuple);
  if (literal && !typed_.ConstantOf(tuple)) {
    for (const Expr* element : literal->elements) values.push_back(Emit(*element));
  } else if (slot || LongTupleCallee(tuple)) {
    llvm::Value* memory = slot;
    if (!slot) {
      memory = EntryAlloca(Llvm(type), "call.result");
      CallDevice(llvm::cast<CallExpr>(tuple), *LongTupleCallee(tuple), memory);
    }
    for (unsigned k = 0; k < size; ++k) {
      values.push_back(
          builder_.CreateLoad(Llvm(type->elements()[k]), TupleElementAddress(memory, type, k)));
    }
  } else {
    llvm::Value* value = Emit(tuple);
    for (unsigned k = 0; k < size; ++k) {
      auto* constant = llvm::dyn_cast<llvm::Constant>(value);
      values.push_back(constant ? constant->getAggregateElement(k)
                                : builder_.CreateExtractValue(value, {k}));
    }
  }
  return values;
}

// A long tuple variable's element, read from its slot as from an array when
// all its elements have one type; else from its value.
llvm::Value* FunctionLowering::SlotTupleElement(llvm::AllocaInst* slot, const Type* type,
                                                llvm::Value* index, const Type* index_type,
                                                const Type* as) {
  size_t size = type->elements().size();
  if (!IsUniformTuple(type) || size <= kMaxTupleSelects) {
    llvm::Value* tuple = builder_.CreateLoad(slot->getAllocatedType(), slot);
    return TupleElement(tuple, type, index, index_type, as);
  }
  const Type* element = type->elements()[0];
  llvm::Value* value = ArrayElement(slot, size, TupleIndex(index, index_type, size), element);
  return Convert(builder_, value, element, as);
}

// A run-time tuple index as an int64: negative ones count from the end. One
// out of range gives the last element: a short tuple's select chain ends
// with it, and a long tuple's index, which addresses memory, is clamped.
llvm::Value* FunctionLowering::TupleIndex(llvm::Value* index, const Type* index_type, size_t size) {
  llvm::Type* i64 = builder_.getInt64Ty();
  bool is_signed = index_type->is_signed() && !index_type->is_bool();
  llvm::Value* i = WrapNegative(builder_.CreateIntCast(index, i64, is_signed), is_signed,
                                llvm::ConstantInt::get(i64, size));
  if (size <= kMaxTupleSelects) return i;
  llvm::Value* last = llvm::ConstantInt::get(i64, size - 1);
  return builder_.CreateSelect(builder_.CreateICmpULE(i, last), i, last);
}

// `value` as a private constant in global memory.
llvm::GlobalVariable* FunctionLowering::ConstantInGlobalMemory(llvm::Constant* value) {
  // Named in the reserved space (compiler/codegen/ptx_names.h).
  auto* global = new llvm::GlobalVariable(
      module_.module(), value->getType(), /*isConstant=*/true, llvm::GlobalValue::PrivateLinkage,
      value, "__dslc_constant", nullptr, llvm::GlobalValue::NotThreadLocal, /*AddressSpace=*/1);
  global->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
  global->setAlignment(module_.module().getDataLayout().getABITypeAlign(value->getType()));
  return global;
}

// A tuple element by run-time index. A short tuple is a chain of selects,
// which stays in registers (an indexed stack array would go to local
// memory); a long one is an array in memory, indexed once, so that code
// and compile time grow linearly with its length (a select chain over
// thousands of elements made LLVM's optimiser take memory quadratic in it).
// An index out of range gives the last element either way.
llvm::Value* FunctionLowering::TupleElement(llvm::Value* tuple, const Type* type,
                                            llvm::Value* index, const Type* index_type,
                                            const Type* as) {
  size_t size = type->elements().size();
  llvm::Value* i = TupleIndex(index, index_type, size);
  if (size > kMaxTupleSelects) return TupleElementFromMemory(tuple, type, i, as);
  llvm::Value* result = nullptr;
  for (size_t k = size; k-- > 0;) {
    llvm::Value* element = builder_.CreateExtractValue(tuple, {static_cast<unsigned>(k)});
    element = Convert(builder_, element, type->elements()[k], as);
    if (!result) {
      result = element;
      continue;
    }
    llvm::Value* is_k = builder_.CreateICmpEQ(i, builder_.getInt64(k));
    result = builder_.CreateSelect(is_k, element, result);
  }
  return result;
}

// Element `i` (in range: TupleIndex) of a long tuple, from TupleArray.
llvm::Value* FunctionLowering::TupleElementFromMemory(llvm::Value* tuple, const Type* type,
                                                      llvm::Value* i, const Type* as) {
  std::vector<llvm::Value*> values;
  for (unsigned k = 0; k < type->elements().size(); ++k) {
    auto* constant = llvm::dyn_cast<llvm::Constant>(tuple);
    values.push_back(constant ? constant->getAggregateElement(k)
                              : builder_.CreateExtractValue(tuple, {k}));
  }
  return ArrayElement(TupleArray(values, type, as), values.size(), i, as);
}

// A tuple's element values, converted to `as`, as an array: a constant one
// in global memory when they are all constants, else one on the stack.
llvm::Value* FunctionLowering::TupleArray(const std::vector<llvm::Value*>& values, const Type* type,
                                          const Type* as) {
  auto* array_type = llvm::ArrayType::get(Llvm(as), values.size());
  std::vector<llvm::Value*> converted;
  for (size_t k = 0; k < values.size(); ++k) {
    converted.push_back(Convert(builder_, values[k], type->elements()[k], as));
  }
  if (llvm::all_of(converted, [](llvm::Value* v) { return llvm::isa<llvm::Constant>(v); })) {
    std::vector<llvm::Constant*> constants;
    for (llvm::Value* value : converted) constants.push_back(llvm::cast<llvm::Constant>(value));
    return ConstantInGlobalMemory(llvm::ConstantArray::get(array_type, constants));
  }
  llvm::Value* array = EntryAlloca(array_type, "tuple.elements");
  for (size_t k = 0; k < converted.size(); ++k) {
    builder_.CreateStore(converted[k],
                         builder_.CreateConstInBoundsGEP2_64(array_type, array, 0, k));
  }
  return array;
}

// A long tuple's elements as `as`, in memory, as they are now: a variable's
// slot is copied whole when its elements are all `as` already.
llvm::Value* FunctionLowering::LongTupleArray(const Expr& tuple, const Type* as) {
  const Type* type = TypeOf(tuple);
  llvm::AllocaInst* slot = TupleVariableSlot(tuple);
  if (!slot || !IsUniformTuple(type) || type->elements()[0] != as) {
    return TupleArray(TupleElementValues(tuple), type, as);
  }
  llvm::AllocaInst* copy = EntryAlloca(slot->getAllocatedType(), "tuple.copy");
  const llvm::DataLayout& layout = module_.module().getDataLayout();
  builder_.CreateMemCpy(copy, copy->getAlign(), slot, slot->getAlign(),
                        layout.getTypeAllocSize(slot->getAllocatedType()));
  return copy;
}

// Element `i` of an array of `size` elements of `type` at `array`.
llvm::Value* FunctionLowering::ArrayElement(llvm::Value* array, size_t size, llvm::Value* i,
                                            const Type* type) {
  auto* array_type = llvm::ArrayType::get(Llvm(type), size);
  llvm::Value* address = builder_.CreateInBoundsGEP(array_type, array, {builder_.getInt64(0), i});
  return builder_.CreateLoad(Llvm(type), address);
}

// The address of element `k` of a tuple variable's slot, as a byte offset:
// a GEP through a struct type of thousands of elements costs InstCombine
// time in proportion to it, each.
llvm::Value* FunctionLowering::SlotElementAddress(llvm::AllocaInst* slot, unsigned k) {
  auto* layout = llvm::cast<llvm::StructType>(slot->getAllocatedType());
  uint64_t offset = module_.module().getDataLayout().getStructLayout(layout)->getElementOffset(k);
  return builder_.CreateConstInBoundsGEP1_64(builder_.getInt8Ty(), slot, offset);
}

llvm::Value* FunctionLowering::TupleElementAddress(llvm::Value* address, const Type* type,
                                                   unsigned k) {
  auto* layout = llvm::cast<llvm::StructType>(Llvm(type));
  uint64_t offset = module_.module().getDataLayout().getStructLayout(layout)->getElementOffset(k);
  return builder_.CreateConstInBoundsGEP1_64(builder_.getInt8Ty(), address, offset);
}

// Element by element (TupleElementValues); a constant is copied in whole
// from global memory.
void FunctionLowering::StoreTuple(llvm::Value* address, const Expr& value, const Type* to) {
  const Type* from = TypeOf(value);
  if (typed_.ConstantOf(value)) {
    auto* constant = llvm::cast<llvm::Constant>(Convert(builder_, Emit(value), from, to));
    llvm::GlobalVariable* global = ConstantInGlobalMemory(constant);
    builder_.CreateMemCpy(address, llvm::MaybeAlign(), global, global->getAlign(),
                          module_.module().getDataLayout().getTypeAllocSize(constant->getType()));
    return;
  }
  std::vector<llvm::Value*> elements = TupleElementValues(value);
  for (size_t k = 0; k < elements.size(); ++k) {
    elements[k] = Convert(builder_, elements[k], from->elements()[k], to->elements()[k]);
  }
  for (unsigned k = 0; k < elements.size(); ++k) {
    builder_.CreateStore(elements[k], TupleElementAddress(address, to, k));
  }
}

// A stack slot in the entry block, whatever block code is emitted into.
llvm::AllocaInst* FunctionLowering::EntryAlloca(llvm::Type* type, const char* name) {
  llvm::BasicBlock& entry = function_->getEntryBlock();
  llvm::IRBuilder<> at_entry(&entry, entry.getFirstInsertionPt());
  return at_entry.CreateAlloca(type, nullptr, name);
}

// The constant elements go into one constant first, the others then one by
// one: inserting constants one at a time into a constant would fold each
// step into a new constant of the whole length.
llvm::Value* FunctionLowering::EmitTuple(const TupleExpr& tuple) {
  auto* type = llvm::cast<llvm::StructType>(Llvm(TypeOf(tuple)));
  std::vector<llvm::Value*> elements;
  std::vector<llvm::Constant*> constants;
  for (size_t i = 0; i < tuple.elements.size(); ++i) {
    elements.push_back(Emit(*tuple.elements[i]));
    auto* constant = llvm::dyn_cast<llvm::Constant>(elements.back());
    constants.push_back(constant ? constant : llvm::PoisonValue::get(type->getElementType(i)));
  }
  llvm::Value* result = llvm::ConstantStruct::get(type, constants);
  for (size_t i = 0; i < elements.size(); ++i) {
    if (llvm::isa<llvm::Constant>(elements[i])) continue;
    result = builder_.CreateInsertValue(result, elements[i], {static_cast<unsigned>(i)});
  }
  return result;
}

llvm::Value* FunctionLowering::EmitArrayAttribute(const AttributeExpr& attribute) {
  const Type* type = TypeOf(*attribute.object);
  std::optional<ArrayAttribute> which = LookupArrayAttribute(attribute.name);
  DSLC_CHECK(which, "no array attribute `" + attribute.name.str() + "`");
  ArrayParts parts = Unpack(Emit(*attribute.object), type);
  switch (*which) {
    case ArrayAttribute::Shape:
      return TupleOfValues(parts.shape, type->ndim());
    case ArrayAttribute::Strides:
      return TupleOfValues(parts.strides, type->ndim());
    case ArrayAttribute::Size:
      return ElementCount(parts, type);
    case ArrayAttribute::Nbytes: {
      llvm::Value* item_size = builder_.getInt64(type->dtype()->bits() / 8);
      return SizeProduct(ElementCount(parts, type), item_size);
    }
    case ArrayAttribute::Dtype:
      return NoRunTimeValue(attribute);  // a number class
    case ArrayAttribute::Transpose:
      return EmitTranspose(parts, type);
    case ArrayAttribute::Ndim:
    case ArrayAttribute::Itemsize:
      break;  // constants, which Emit makes
  }
  DSLC_FATAL("no lowering for the array attribute `" + attribute.name.str() + "`");
}

// The tuple of int64 `values` (shape or strides) of an array of `ndim`
// dimensions.
llvm::Value* FunctionLowering::TupleOfValues(const std::vector<llvm::Value*>& values, int ndim) {
  const Type* tuple = types().Tuple(std::vector<const Type*>(ndim, types().Int64()));
  llvm::Value* result = llvm::PoisonValue::get(Llvm(tuple));
  for (int d = 0; d < ndim; ++d) {
    result = builder_.CreateInsertValue(result, values[d], {static_cast<unsigned>(d)});
  }
  return result;
}

// The product of the extents.
llvm::Value* FunctionLowering::ElementCount(const ArrayParts& parts, const Type* type) {
  llvm::Value* size = parts.shape[0];
  for (int d = 1; d < type->ndim(); ++d) size = SizeProduct(size, parts.shape[d]);
  return size;
}

}  // namespace dslc
