// The layout rules of device arrays, shared by owned arrays, views and
// borrowed memory: 1 to 4 dimensions, extents that are not negative, and
// byte sizes and strides that fit in 64 bits. Kernels load whole elements
// from addresses aligned to the element size (the kernel ABI gives every
// array's data pointer that alignment), so borrowed memory must be aligned
// and its strides multiples of the element size. Internal to the runtime.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dslc/array.h"

namespace dslc {

// "(3, 4)", "(5,)": a shape or strides as NumPy prints them.
std::string TupleText(const std::vector<int64_t>& values);

// Throws Error unless `shape` has 1 to 4 extents, none below zero, whose
// elements of `dtype` take fewer than 2^63 bytes.
void CheckShape(DType dtype, std::span<const int64_t> shape);
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

// Whether an array of `dtype` and `shape` with byte `strides` (one per
// dimension) is C-contiguous (F-contiguous): the stride of each dimension
// but those of extent 1 is what that order gives. Both for one dimension.
bool IsCContiguous(DType dtype, std::span<const int64_t> shape, std::span<const int64_t> strides);
bool IsFContiguous(DType dtype, std::span<const int64_t> shape, std::span<const int64_t> strides);

// The layout a launch signature gives the array: 0 C (`[::1]` last), 1 F
// (`[::1]` first), 2 A (strided: `[:]`).
int LayoutCode(DType dtype, std::span<const int64_t> shape, std::span<const int64_t> strides);

// The bytes the elements span relative to the first, without overflow
// checks (for arrays already checked).
ByteSpan SpanOf(DType dtype, std::span<const int64_t> shape, std::span<const int64_t> strides);

// Memory an array's elements occupy: [low, high) in bytes.
struct AddressRange {
  uint64_t low = 0;
  uint64_t high = 0;
};

// Whether any two of `ranges` share a byte: then a launch may not assume
// its arrays do not alias.
bool AnyOverlap(std::span<const AddressRange> ranges);

// The checks of DeviceArray::Borrow on memory of `dtype` and `shape` at
// `pointer` with byte `strides` (one per dimension), without allocating:
// CheckShape, then a pointer that is not null (unless the array has no
// elements) and aligned to the element size, strides that are multiples of
// it, and elements that span less than 2^63 bytes inside the address space.
// Returns the bytes they span. Errors start with `prefix` (except
// CheckShape's).
// Throws Error (after `prefix`) unless `pointer` is a multiple of what
// elements of `dtype` are aligned to (a number's size, a record's
// alignment).
void CheckElementPointer(uint64_t pointer, DType dtype, std::string_view prefix);

ByteSpan CheckArrayMemory(uint64_t pointer, DType dtype, std::span<const int64_t> shape,
                          std::span<const int64_t> strides, std::string_view prefix);

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
