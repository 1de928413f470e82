#include "runtime/array_layout.h"

#include <gtest/gtest.h>

#include <limits>

#include "dslc/error.h"

namespace dslc {
namespace {

constexpr uint64_t kPointer = 0x7f0000000000;
constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

// What CheckBorrowed says; "" when it accepts the memory.
std::string BorrowError(uint64_t pointer, DType dtype, const std::vector<int64_t>& shape,
                        const std::vector<int64_t>& strides = {}) {
  try {
    CheckBorrowed(pointer, dtype, shape, strides);
  } catch (const Error& error) {
    return error.what();
  }
  return "";
}

TEST(ArrayLayout, TupleText) {
  EXPECT_EQ(TupleText({5}), "(5,)");
  EXPECT_EQ(TupleText({3, 4}), "(3, 4)");
  EXPECT_EQ(TupleText({}), "()");
}

TEST(ArrayLayout, BorrowedCOrderByDefault) {
  BorrowedLayout layout = CheckBorrowed(kPointer, DType::Float32, {3, 4}, {});
  EXPECT_EQ(layout.strides, (std::vector<int64_t>{16, 4}));
  EXPECT_EQ(layout.span.low, 0);
  EXPECT_EQ(layout.span.high, 48);
}

TEST(ArrayLayout, BorrowedFortranAndStrided) {
  BorrowedLayout f = CheckBorrowed(kPointer, DType::Float64, {3, 4}, {8, 24});
  EXPECT_EQ(f.span.high, 96);
  // Every other column of a 5 x 10 float32 matrix: shape (5, 5), strides (40, 8).
  BorrowedLayout view = CheckBorrowed(kPointer, DType::Float32, {5, 5}, {40, 8});
  EXPECT_EQ(view.span.low, 0);
  EXPECT_EQ(view.span.high, 4 * 40 + 4 * 8 + 4);
}

TEST(ArrayLayout, BorrowedNegativeStrides) {
  // x[::-1] of 10 int32: the first element is the highest address.
  BorrowedLayout reversed = CheckBorrowed(kPointer + 36, DType::Int32, {10}, {-4});
  EXPECT_EQ(reversed.span.low, -36);
  EXPECT_EQ(reversed.span.high, 4);
  EXPECT_EQ(BorrowError(8, DType::Int32, {10}, {-4}),
            "DeviceArray::Borrow: an array of shape (10,) with strides (-4,) at 0x8 reaches "
            "outside the address space");
}

TEST(ArrayLayout, BorrowedEmptyArrays) {
  // No element is read: null, unaligned, any strides.
  EXPECT_EQ(BorrowError(0, DType::Float32, {0}), "");
  EXPECT_EQ(BorrowError(3, DType::Float32, {4, 0}, {3, 1}), "");
  EXPECT_EQ(CheckBorrowed(0, DType::Float32, {0, 7}, {}).span.high, 0);
}

TEST(ArrayLayout, BorrowedNull) {
  EXPECT_EQ(BorrowError(0, DType::Float32, {3, 4}),
            "DeviceArray::Borrow: a null pointer for an array of shape (3, 4) (only an array "
            "without elements may be null)");
}

TEST(ArrayLayout, BorrowedMisaligned) {
  EXPECT_EQ(BorrowError(kPointer + 2, DType::Float32, {8}),
            "DeviceArray::Borrow: the pointer 0x7f0000000002 is not a multiple of the element "
            "size of float32 (4 bytes); kernels load whole, aligned elements");
  EXPECT_EQ(BorrowError(kPointer + 1, DType::UInt8, {8}), "");
  EXPECT_EQ(BorrowError(kPointer, DType::Float64, {4, 4}, {64, 12}),
            "DeviceArray::Borrow: stride 12 of dimension 1 is not a multiple of the element "
            "size of float64 (8 bytes); strides are in bytes");
  // The stride of an extent of 1 is never used.
  EXPECT_EQ(BorrowError(kPointer, DType::Float64, {1, 4}, {3, 8}), "");
}

TEST(ArrayLayout, BorrowedComplexAlignedAsParts) {
  // NumPy aligns a complex number as its parts: a complex128 field of an
  // aligned record, viewed as an array, starts 8 bytes past a multiple of
  // 16, its stride the record's size.
  EXPECT_EQ(BorrowError(kPointer + 8, DType::Complex128, {4}, {48}), "");
  EXPECT_EQ(BorrowError(kPointer + 4, DType::Complex64, {4}, {12}), "");
  EXPECT_EQ(BorrowError(kPointer + 4, DType::Complex128, {4}),
            "DeviceArray::Borrow: the pointer 0x7f0000000004 is not a multiple of the alignment "
            "(8 bytes) of complex128; kernels load whole, aligned elements");
  EXPECT_EQ(BorrowError(kPointer, DType::Complex64, {2}, {6}),
            "DeviceArray::Borrow: stride 6 of dimension 0 is not a multiple of the alignment "
            "(4 bytes) of complex64; strides are in bytes");
}

TEST(ArrayLayout, BorrowedStrideCount) {
  EXPECT_EQ(BorrowError(kPointer, DType::Float32, {3, 4}, {4}),
            "DeviceArray::Borrow: 1 strides for an array of 2 dimensions; give one stride (in "
            "bytes) per dimension, or none for C order");
}

TEST(ArrayLayout, BorrowedShape) {
  EXPECT_EQ(BorrowError(kPointer, DType::Float32, {}), "an array has 1 to 4 dimensions, not 0");
  EXPECT_EQ(BorrowError(kPointer, DType::Float32, {1, 1, 1, 1, 1}),
            "an array has 1 to 4 dimensions, not 5");
  EXPECT_EQ(BorrowError(kPointer, DType::Float32, {4, -1}),
            "an array extent cannot be negative (-1)");
  EXPECT_EQ(BorrowError(kPointer, DType::Float32, {int64_t{1} << 31, int64_t{1} << 31}),
            "an array of shape (2147483648, 2147483648) and float32 (4 bytes) elements would "
            "take 2^63 bytes or more");
}

TEST(ArrayLayout, BorrowedOverflow) {
  EXPECT_EQ(BorrowError(kPointer, DType::Float32, {3}, {kMax / 2 + 1 - (kMax / 2 + 1) % 4}),
            "DeviceArray::Borrow: an array of shape (3,) with strides (4611686018427387904,) "
            "would span 2^63 bytes or more");
  EXPECT_EQ(BorrowError(kPointer, DType::Float32, {2, 2}, {int64_t{1} << 62, -(int64_t{1} << 62)}),
            "DeviceArray::Borrow: an array of shape (2, 2) with strides (4611686018427387904, "
            "-4611686018427387904) would span 2^63 bytes or more");
  EXPECT_EQ(BorrowError(std::numeric_limits<uint64_t>::max() - 7, DType::Float64, {2}),
            "DeviceArray::Borrow: an array of shape (2,) with strides (8,) at 0xfffffffffffffff8 "
            "reaches outside the address space");
}

TEST(ArrayLayout, CheckShapeOverflow) {
  EXPECT_NO_THROW(CheckShape(DType::Int8, {kMax}));
  EXPECT_THROW(CheckShape(DType::Int16, {kMax}), Error);
  EXPECT_NO_THROW(CheckShape(DType::Float64, {kMax, 0}));
}

}  // namespace
}  // namespace dslc
