// The layout rules of device arrays, shared by owned arrays, views and
// borrowed memory: 1 to 4 dimensions, extents that are not negative, and
// byte sizes and strides that fit in 64 bits. Kernels load whole elements
// from addresses aligned to the element size (the kernel ABI gives every
// array's data pointer that alignment), so borrowed memory must be aligned
// and its strides multiples of the element size. Internal to the runtime.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dslc/array.h"

namespace dslc {

// "(3, 4)", "(5,)": a shape or strides as NumPy prints them.
std::string TupleText(const std::vector<int64_t>& values);

// Throws Error unless `shape` has 1 to 4 extents, none below zero, whose
// elements of `dtype` take fewer than 2^63 bytes.
void CheckShape(DType dtype, const std::vector<int64_t>& shape);

// The byte strides of a C-contiguous array of `shape`.
std::vector<int64_t> CStrides(DType dtype, const std::vector<int64_t>& shape);

// The bytes an array's elements span, from `low` (zero or below, for
// negative strides) to `high` (exclusive), relative to the first element.
// Both are 0 for an array without elements.
struct ByteSpan {
  int64_t low = 0;
  int64_t high = 0;
};

// Checks memory of `dtype` and `shape` at `pointer` with `strides` (bytes;
// empty: C order) for DeviceArray::Borrow, and returns its strides and the
// bytes it spans. Throws Error naming what is wrong.
struct BorrowedLayout {
  std::vector<int64_t> strides;
  ByteSpan span;
};
BorrowedLayout CheckBorrowed(uint64_t pointer, DType dtype, const std::vector<int64_t>& shape,
                             const std::vector<int64_t>& strides);

}  // namespace dslc
