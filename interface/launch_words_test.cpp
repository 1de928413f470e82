// The public C header generated from launch_words.def (dslc/launch_words.h)
// and the C++ constants that include the .def (launch_words.h) say the same.
#include "interface/launch_words.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <utility>

#include "dslc/launch_words.h"

namespace dslc::launch_words {
namespace {

// The positions, as ints: the two are enums of their own.
constexpr bool Same(std::initializer_list<std::pair<int, int>> pairs) {
  for (const auto& [c, cpp] : pairs) {
    if (c != cpp) return false;
  }
  return true;
}
static_assert(Same({{DSLC_LAUNCH_GRID_X, kGridXWord},
                    {DSLC_LAUNCH_GRID_Y, kGridYWord},
                    {DSLC_LAUNCH_GRID_Z, kGridZWord},
                    {DSLC_LAUNCH_BLOCK_X, kBlockXWord},
                    {DSLC_LAUNCH_BLOCK_Y, kBlockYWord},
                    {DSLC_LAUNCH_BLOCK_Z, kBlockZWord},
                    {DSLC_LAUNCH_SHARED_BYTES, kSharedBytesWord},
                    {DSLC_LAUNCH_STREAM, kStreamWord},
                    {DSLC_LAUNCH_COUNT, kCountWord},
                    {DSLC_LAUNCH_HEADER_WORDS, kHeaderWords}}));

constexpr bool Same(int shift, int width, uint64_t bits, CodeField field) {
  return shift == field.shift && width == field.width && bits == field.mask();
}
static_assert(Same(DSLC_CODE_ELEMENT_SHIFT, DSLC_CODE_ELEMENT_WIDTH, DSLC_CODE_ELEMENT_BITS,
                   kElementField));
static_assert(Same(DSLC_CODE_ARRAY_SHIFT, DSLC_CODE_ARRAY_WIDTH, DSLC_CODE_ARRAY_BITS,
                   kArrayField));
static_assert(Same(DSLC_CODE_NDIM_SHIFT, DSLC_CODE_NDIM_WIDTH, DSLC_CODE_NDIM_BITS, kNdimField));
static_assert(Same(DSLC_CODE_LAYOUT_SHIFT, DSLC_CODE_LAYOUT_WIDTH, DSLC_CODE_LAYOUT_BITS,
                   kLayoutField));
static_assert(Same(DSLC_CODE_TUPLE_SHIFT, DSLC_CODE_TUPLE_WIDTH, DSLC_CODE_TUPLE_BITS,
                   kTupleField));
static_assert(Same(DSLC_CODE_INDEX_SHIFT, DSLC_CODE_INDEX_WIDTH, DSLC_CODE_INDEX_BITS,
                   kIndexField));

static_assert(DSLC_DTYPE_COUNT == kDTypeCount);
static_assert(DSLC_DTYPE_BOOL == 0 && kDTypes[DSLC_DTYPE_BOOL].name == "bool");
static_assert(kDTypes[DSLC_DTYPE_INT8].name == "int8" &&
              kDTypes[DSLC_DTYPE_INT16].name == "int16" &&
              kDTypes[DSLC_DTYPE_INT32].name == "int32" &&
              kDTypes[DSLC_DTYPE_INT64].name == "int64");
static_assert(kDTypes[DSLC_DTYPE_UINT8].name == "uint8" &&
              kDTypes[DSLC_DTYPE_UINT16].name == "uint16" &&
              kDTypes[DSLC_DTYPE_UINT32].name == "uint32" &&
              kDTypes[DSLC_DTYPE_UINT64].name == "uint64");
static_assert(kDTypes[DSLC_DTYPE_FLOAT16].name == "float16" &&
              kDTypes[DSLC_DTYPE_FLOAT32].name == "float32" &&
              kDTypes[DSLC_DTYPE_FLOAT64].name == "float64");
static_assert(kDTypes[DSLC_DTYPE_COMPLEX64].name == "complex64" &&
              kDTypes[DSLC_DTYPE_COMPLEX128].name == "complex128");

static_assert(DSLC_CODE_RECORD == kRecordCode && DSLC_CODE_ENUM == kEnumCode &&
              DSLC_CODE_TUPLE == kTupleCode);
static_assert(DSLC_LAUNCH_MAX_ARGS == kMaxArgs && DSLC_LAUNCH_MAX_DIMS == kMaxDims);

// A code is read as the .def says: a tuple by its bits below Index, then a
// record or an enum member by its Element; any type index.
TEST(LaunchWords, KindsOfCodes) {
  EXPECT_EQ(KindOf(DSLC_DTYPE_FLOAT32), CodeKind::Number);
  EXPECT_EQ(KindOf(DSLC_DTYPE_FLOAT32 | kArrayField.Bits(1) | kNdimField.Bits(2)),
            CodeKind::Number);
  for (uint32_t index : {0u, 1u, 255u}) {
    EXPECT_EQ(KindOf(kRecordCode | kIndexField.Bits(index)), CodeKind::Record);
    EXPECT_EQ(KindOf(kRecordCode | kArrayField.Bits(1) | kIndexField.Bits(index)),
              CodeKind::Record);
    EXPECT_EQ(KindOf(kEnumCode | kIndexField.Bits(index)), CodeKind::Enum);
    EXPECT_EQ(KindOf(kTupleCode | kIndexField.Bits(index)), CodeKind::Tuple);
  }
}

TEST(LaunchWords, ValueWordsOfTheDTypes) {
  for (const DTypeEntry& dtype : kDTypes) {
    EXPECT_TRUE(dtype.words * 8 >= dtype.item_bytes && (dtype.words - 1) * 8 < dtype.item_bytes)
        << dtype.name;
  }
  EXPECT_EQ(kDTypes[DSLC_DTYPE_COMPLEX128].words, 2);
  EXPECT_EQ(kDTypes[DSLC_DTYPE_COMPLEX64].words, 1);
}

}  // namespace
}  // namespace dslc::launch_words
