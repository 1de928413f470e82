#include "compiler/lower/coarsen_rows.h"

#include <algorithm>
#include <cstdlib>
#include <optional>

#include "compiler/lower/values.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {
namespace {

// The dimension of `tap` that x indexes, or -1.
int XDimension(const ElementwiseTap& tap) {
  for (size_t d = 0; d < tap.index.size(); ++d) {
    if (tap.index[d].component == 0) return static_cast<int>(d);
  }
  return -1;
}

// The NVVM intrinsic that loads a vector of `type` through the read-only
// data cache (ld.global.nc.v4.f32 and the like), or none: 4- and 8-byte
// numbers only (records, complex pairs and narrower numbers are loaded
// one at a time). An intrinsic, not a vector `load`: LLVM turns a vector
// load whose elements are only extracted back into scalar loads, which the
// two paths' loads then merge into, and their alignment is lost.
std::optional<llvm::Intrinsic::ID> VectorLoad(llvm::Type* type) {
  unsigned bits = type->getPrimitiveSizeInBits();
  if (bits != 32 && bits != 64) return std::nullopt;
  if (type->isFloatingPointTy()) return llvm::Intrinsic::nvvm_ldg_global_f;
  if (type->isIntegerTy()) return llvm::Intrinsic::nvvm_ldg_global_i;
  return std::nullopt;
}

}  // namespace

llvm::Value* AheadRows::Value(size_t tap, int k) const {
  const TapPlace& place = taps[tap];
  const AheadRow& row = rows[place.row];
  int64_t offset = row.x_dimension < 0 ? 0 : place.offset + k;
  return row.elements.at(offset);
}

AheadRows GroupRows(const ElementwisePlan& plan) {
  AheadRows result;
  for (const ElementwiseTap& tap : plan.taps) {
    if (!tap.loaded) continue;
    int x = XDimension(tap);
    std::vector<TapIndex> index = tap.index;
    int64_t offset = 0;
    if (x >= 0) {
      offset = index[static_cast<size_t>(x)].offset;
      index[static_cast<size_t>(x)].offset = 0;
    }
    auto same = [&](const AheadRow& row) { return row.array == tap.array && row.index == index; };
    auto it = std::find_if(result.rows.begin(), result.rows.end(), same);
    if (it == result.rows.end()) {
      result.rows.push_back({tap.array, index, x, {}});
      it = result.rows.end() - 1;
    }
    for (int k = 0; k < (x >= 0 ? plan.factor : 1); ++k) it->elements[offset + k] = nullptr;
    result.taps.push_back({static_cast<size_t>(it - result.rows.begin()), offset});
  }
  return result;
}

int VectorElements(const ElementwisePlan& plan, size_t array) {
  int bytes = static_cast<int>(plan.arrays[array].type->dtype()->bits() / 8);
  return std::max(1, std::min(plan.factor, kVectorBytes / std::max(bytes, 1)));
}

void LoadRow(llvm::IRBuilder<>& builder, const Type* dtype, int vector_elements, llvm::Value* first,
             bool vectors, AheadRow& row) {
  llvm::Type* type = MemoryType(builder.getContext(), dtype);
  llvm::Align element_align = ElementAlign(dtype);
  uint64_t element_bytes = dtype->bits() / 8;
  llvm::Align vector_align(element_bytes * static_cast<uint64_t>(vector_elements));
  auto address = [&](int64_t offset) {
    return offset == 0 ? first : builder.CreateInBoundsGEP(type, first, builder.getInt64(offset));
  };
  auto needed = [&](int64_t offset) {
    auto it = row.elements.find(offset);
    return it != row.elements.end() && !it->second;
  };
  std::optional<llvm::Intrinsic::ID> vector_load = VectorLoad(type);
  if (vectors && vector_elements > 1 && vector_load) {
    auto* vector = llvm::FixedVectorType::get(type, static_cast<unsigned>(vector_elements));
    for (auto& [offset, value] : row.elements) {
      // A vector starts at each aligned offset whose whole vector is read.
      if (value || offset % vector_elements != 0) continue;
      bool whole = true;
      for (int e = 0; e < vector_elements; ++e) whole = whole && needed(offset + e);
      if (!whole) continue;
      llvm::Value* at = address(offset);
      llvm::Value* loaded = builder.CreateIntrinsic(
          *vector_load, {vector, at->getType()},
          {at, builder.getInt32(static_cast<uint32_t>(vector_align.value()))});
      for (int e = 0; e < vector_elements; ++e) {
        row.elements[offset + e] = builder.CreateExtractElement(loaded, static_cast<uint64_t>(e));
      }
    }
  }
  for (auto& [offset, value] : row.elements) {
    if (value) continue;
    // Alone: aligned as its offset from an aligned first element allows.
    llvm::Align align =
        vectors ? llvm::commonAlignment(vector_align,
                                        static_cast<uint64_t>(std::llabs(offset)) * element_bytes)
                : element_align;
    value = builder.CreateAlignedLoad(type, address(offset), std::max(align, element_align));
  }
}

}  // namespace dslc
