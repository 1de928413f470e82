// Records (infer_record.cpp): a record value is the generic address of its
// bytes. A field is read and written at its offset, with the alignment its
// offset and the record's guarantee (values.h, FieldAlign); a nested array
// field is a C view of the bytes; a whole record is copied with memcpy.
#include "compiler/lower/lower_impl.h"

namespace dslc {
// The place `r.x` or `r["x"]` names, or nothing when `expr` is not a field.
std::optional<FunctionLowering::Place> FunctionLowering::FieldPlace(const Expr& expr) {
  FieldAccess access = FieldAccessOf(expr);
  if (!access.object || !TypeOf(*access.object)->is_record()) return std::nullopt;
  const Type* record = TypeOf(*access.object);
  const RecordField& field = *record->Field(access.name);
  llvm::Value* address = builder_.CreateInBoundsGEP(builder_.getInt8Ty(), Emit(*access.object),
                                                    builder_.getInt64(field.offset));
  return Place{address, field.type, FieldAlign(record, field), &field};
}

// The place of an array element `a[i, j]`.
FunctionLowering::Place FunctionLowering::ElementPlace(const SubscriptExpr& subscript) {
  const Type* element = TypeOf(subscript);
  llvm::SaveAndRestore<const Node*> at(check_node_, &subscript);
  Place place{ElementAddress(subscript), element, ElementAlign(element)};
  if (virtual_thread_) {
    auto it = virtual_thread_->plan->tap_accesses.find(subscript.id());
    if (it != virtual_thread_->plan->tap_accesses.end()) {
      place.ahead = virtual_thread_->ahead[it->second];
    }
  }
  return place;
}

llvm::Value* FunctionLowering::LoadPlace(const Place& place) {
  if (place.field && !place.field->shape.empty()) return NestedArrayView(place);
  if (place.type->is_record()) return place.address;
  llvm::Type* type = MemoryType(builder_.getContext(), place.type);
  llvm::Value* from = place.address;
  if (place.ahead) {
    // A coarsened kernel's `a[i]`: the value loaded ahead, or memory. A
    // select of the address, not a branch: the body keeps the blocks of the
    // kernel as written, and with them its fused multiply-adds (which
    // never cross a block).
    from = builder_.CreateSelect(virtual_thread_->from_memory, place.address, place.ahead);
  }
  llvm::Value* value = builder_.CreateAlignedLoad(type, from, place.align);
  if (place.type->is_bool()) return builder_.CreateICmpNE(value, builder_.getInt8(0));
  return value;
}

void FunctionLowering::StorePlace(const Place& place, llvm::Value* value, const Type* type) {
  if (place.field && !place.field->shape.empty()) return CopyIntoNestedArray(place, value, type);
  if (place.type->is_record()) {
    // Both ends are whole records of one dtype.
    llvm::Align align = ElementAlign(place.type);
    builder_.CreateMemCpy(place.address, align, value, align,
                          static_cast<uint64_t>(place.type->record_size()));
    return;
  }
  llvm::Value* stored = Convert(builder_, value, type, place.type);
  if (place.type->is_bool()) stored = builder_.CreateZExt(stored, builder_.getInt8Ty());
  builder_.CreateAlignedStore(stored, place.address, place.align);
  if (place.ahead) builder_.CreateStore(stored, place.ahead);
}

// `r.h = a`: each element of the nested array from `a` at the same
// indices, converted; unrolled (at most kMaxNestedArrayCopy elements).
void FunctionLowering::CopyIntoNestedArray(const Place& place, llvm::Value* value,
                                           const Type* type) {
  const std::vector<int64_t>& shape = place.field->shape;
  ArrayParts source = Unpack(value, type);
  std::vector<const Type*> index_types(shape.size(), types().Int64());
  int64_t item = place.type->bits() / 8;
  int64_t count = 1;
  for (int64_t extent : shape) count *= extent;
  llvm::Align align(NaturalAlignment(place.type));
  for (int64_t linear = 0; linear < count; ++linear) {
    std::vector<llvm::Value*> indices(shape.size());
    for (size_t d = shape.size(), rest = static_cast<size_t>(linear); d-- > 0;) {
      indices[d] = builder_.getInt64(static_cast<int64_t>(rest) % shape[d]);
      rest /= static_cast<size_t>(shape[d]);
    }
    const Type* dtype = type->dtype();
    llvm::Value* element =
        LoadPlace({ElementAddress(source, type, indices, index_types), dtype, ElementAlign(dtype)});
    llvm::Value* to = builder_.CreateInBoundsGEP(builder_.getInt8Ty(), place.address,
                                                 builder_.getInt64(linear * item));
    Place slot{to, place.type, align};
    StorePlace(slot, element, dtype);
  }
}

// A nested array field: a C-contiguous view of the record's bytes, its
// extents and strides constants.
llvm::Value* FunctionLowering::NestedArrayView(const Place& place) {
  const std::vector<int64_t>& shape = place.field->shape;
  ArrayParts parts;
  parts.data = place.address;
  parts.strides.assign(shape.size(), nullptr);
  int64_t stride = place.type->bits() / 8;
  for (size_t k = shape.size(); k-- > 0;) {
    parts.strides[k] = builder_.getInt64(stride);
    stride *= shape[k];
  }
  for (int64_t extent : shape) parts.shape.push_back(builder_.getInt64(extent));
  const Type* view = types().Array(place.type, static_cast<int>(shape.size()), Layout::C);
  return Pack(parts, view);
}

}  // namespace dslc
