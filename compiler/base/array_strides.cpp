#include "compiler/base/array_strides.h"

namespace dslc {

bool HasContiguousStrides(int64_t item_bytes, std::span<const int64_t> shape,
                          std::span<const int64_t> strides, bool c_order) {
  int64_t stride = item_bytes;
  const size_t n = shape.size();
  // From the fastest varying dimension: the last in C order, the first in
  // Fortran order.
  for (size_t k = 0; k < n; ++k) {
    size_t d = c_order ? n - 1 - k : k;
    if (shape[d] != 1 && strides[d] != stride) return false;
    stride *= shape[d];
  }
  return true;
}

StrideOrder OrderOfStrides(int64_t item_bytes, std::span<const int64_t> shape,
                           std::span<const int64_t> strides) {
  if (HasContiguousStrides(item_bytes, shape, strides, true)) return StrideOrder::C;
  if (HasContiguousStrides(item_bytes, shape, strides, false)) return StrideOrder::F;
  return StrideOrder::Strided;
}

}  // namespace dslc
