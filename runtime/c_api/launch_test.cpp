// Packed launch words decoded without a GPU: signature keys, layouts,
// overlap, parameter pointers into the words, and the checks.
#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <vector>

#include "dslc/error.h"
#include "interface/launch_words.h"
#include "runtime/c_api/packed_launch.h"
#include "runtime/tuple_types.h"

namespace dslc {
namespace {

constexpr int64_t kArray = 16;
constexpr int64_t kX = 0x7f0000000000, kY = 0x7f0000100000;

int64_t Code(DType dtype, int ndim = 0) {
  return static_cast<int64_t>(dtype) | (ndim > 0 ? kArray | ndim << 5 : 0);
}

int64_t FloatBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

// Words for a launch of `arguments` (already encoded) on a 4 x 1 x 1 grid
// of 256 x 1 x 1 blocks.
std::vector<int64_t> Packed(int64_t count, std::vector<int64_t> arguments) {
  std::vector<int64_t> words = {4, 1, 1, 256, 1, 1, 0, 0, count};
  words.insert(words.end(), arguments.begin(), arguments.end());
  return words;
}

std::unique_ptr<internal::KernelState> Kernel(std::vector<std::string> parameters) {
  auto kernel = std::make_unique<internal::KernelState>();
  kernel->name = "saxpy";
  kernel->parameters = std::move(parameters);
  return kernel;
}

PackedLaunch Decode(const internal::KernelState& kernel, const std::vector<int64_t>& words) {
  PackedLaunch launch;
  DecodePackedLaunch(kernel, words.data(), &launch);
  return launch;
}

std::string DecodeError(const internal::KernelState& kernel, const std::vector<int64_t>& words) {
  try {
    Decode(kernel, words);
  } catch (const Error& error) {
    return error.what();
  }
  return "";
}

TEST(PackedLaunch, SaxpyContiguous) {
  auto saxpy = Kernel({"a", "x", "y"});
  std::vector<int64_t> words =
      Packed(3, {Code(DType::Float32), FloatBits(2.5f), Code(DType::Float32, 1), kX, 1000, 4,
                 Code(DType::Float32, 1), kY, 1000, 4});
  PackedLaunch launch = Decode(*saxpy, words);
  EXPECT_EQ(launch.grid[0], 4);
  EXPECT_EQ(launch.block.x, 256u);
  EXPECT_EQ(launch.shared_bytes, 0u);
  EXPECT_EQ(launch.stream, nullptr);
  EXPECT_EQ(SignatureText(launch.key), "float32, float32[::1], float32[::1]");
  EXPECT_FALSE(launch.key.may_alias);
  // The parameters point into the words: a, x's pointer and extent, y's.
  ASSERT_EQ(launch.param_count, 5);
  EXPECT_EQ(launch.params[0], &words[10]);
  EXPECT_EQ(launch.params[1], &words[12]);
  EXPECT_EQ(launch.params[2], &words[13]);
  EXPECT_EQ(launch.params[3], &words[16]);
  EXPECT_EQ(launch.params[4], &words[17]);
  float a;
  std::memcpy(&a, launch.params[0], sizeof a);
  EXPECT_EQ(a, 2.5f);
  EXPECT_EQ(GridOf(*saxpy, launch).x, 4u);
}

TEST(PackedLaunch, StridedArraysPassTheirStrides) {
  auto saxpy = Kernel({"a", "x", "y"});
  // Every other element of x (8-byte strides): `[:]`, with its stride.
  std::vector<int64_t> words =
      Packed(3, {Code(DType::Float32), FloatBits(1), Code(DType::Float32, 1), kX, 500, 8,
                 Code(DType::Float32, 1), kY, 500, 4});
  PackedLaunch launch = Decode(*saxpy, words);
  EXPECT_EQ(SignatureText(launch.key), "float32, float32[:], float32[::1]");
  ASSERT_EQ(launch.param_count, 6);
  EXPECT_EQ(launch.params[3], &words[14]);  // x's stride
  EXPECT_EQ(launch.params[4], &words[16]);  // y's pointer
}

TEST(PackedLaunch, LayoutsAsDeviceArraysDecide) {
  auto k = Kernel({"a"});
  auto signature = [&](std::vector<int64_t> extents, std::vector<int64_t> strides) {
    std::vector<int64_t> argument = {Code(DType::Float64, static_cast<int>(extents.size())), kX};
    argument.insert(argument.end(), extents.begin(), extents.end());
    argument.insert(argument.end(), strides.begin(), strides.end());
    return SignatureText(Decode(*k, Packed(1, argument)).key);
  };
  EXPECT_EQ(signature({3, 4}, {32, 8}), "float64[:, ::1]");
  EXPECT_EQ(signature({3, 4}, {8, 24}), "float64[::1, :]");
  EXPECT_EQ(signature({3, 4}, {64, 16}), "float64[:, :]");
  EXPECT_EQ(signature({3, 4}, {-32, 8}), "float64[:, :]");
  // Extents of 1 leave their strides unread: both orders; C comes first.
  EXPECT_EQ(signature({1, 4}, {12345 * 8, 8}), "float64[:, ::1]");
  EXPECT_EQ(signature({3, 1}, {8, 0}), "float64[:, ::1]");
  EXPECT_EQ(signature({2, 3, 4, 5}, {480, 160, 40, 8}), "float64[:, :, :, ::1]");
}

TEST(PackedLaunch, OverlapGivesTheAliasingVariant) {
  auto k = Kernel({"x", "y"});
  auto may_alias = [&](int64_t x, int64_t y, int64_t y_extent) {
    return Decode(*k, Packed(2, {Code(DType::Float32, 1), x, 100, 4, Code(DType::Float32, 1), y,
                                 y_extent, 4}))
        .key.may_alias;
  };
  EXPECT_FALSE(may_alias(kX, kY, 100));
  EXPECT_TRUE(may_alias(kX, kX, 100));
  EXPECT_TRUE(may_alias(kX, kX + 396, 1));   // y's one element is x's last
  EXPECT_FALSE(may_alias(kX, kX + 400, 1));  // just after it
  // A scalar between the arrays does not count.
  EXPECT_TRUE(Decode(*Kernel({"x", "n", "y"}),
                     Packed(3, {Code(DType::Float32, 1), kX, 100, 4, Code(DType::Int64), 7,
                                Code(DType::Float32, 1), kX + 40, 10, -4}))
                  .key.may_alias);
}

TEST(PackedLaunch, ScalarsOfEveryDType) {
  std::vector<std::string> names;
  std::vector<int64_t> arguments;
  for (int dtype = 0; dtype < 12; ++dtype) {
    names.push_back("p" + std::to_string(dtype));
    arguments.push_back(dtype);
    arguments.push_back(dtype);
  }
  PackedLaunch launch = Decode(*Kernel(names), Packed(12, arguments));
  EXPECT_EQ(SignatureText(launch.key),
            "bool, int8, int16, int32, int64, uint8, uint16, uint32, uint64, float16, float32, "
            "float64");
  EXPECT_EQ(launch.param_count, 12);
}

// Every dtype launch_words.def lists, as a scalar and as arrays of 1 to
// kMaxDims dimensions of each layout: the words decode to the signature
// that names them, each taking its words and its parameters.
TEST(PackedLaunch, EveryDTypeOfTheFormat) {
  using namespace launch_words;
  const char* kLayouts[] = {"A", "F", "C"};  // by ndim - 1, in turn
  for (const DTypeEntry& dtype : kDTypes) {
    SCOPED_TRACE(std::string(dtype.name));
    std::vector<std::string> names = {"s"};
    std::vector<int64_t> arguments = {dtype.code};
    for (int w = 0; w < dtype.words; ++w) arguments.push_back(0);
    std::string expected(dtype.name);
    int params = 1;
    for (int ndim = 1; ndim <= launch_words::kMaxDims; ++ndim) {
      const std::string layout = kLayouts[(ndim - 1) % 3];
      names.push_back("a" + std::to_string(ndim));
      arguments.push_back(dtype.code | kArrayField.Bits(1) | kNdimField.Bits(ndim));
      arguments.push_back(kX + (int64_t{ndim} << 24));
      std::vector<int64_t> strides(ndim);
      int64_t stride = dtype.item_bytes * (layout == "A" ? 2 : 1);
      for (int k = 0; k < ndim; ++k) {
        const int d = layout == "F" ? k : ndim - 1 - k;
        strides[d] = stride;
        stride *= 3;
      }
      for (int d = 0; d < ndim; ++d) arguments.push_back(3);
      arguments.insert(arguments.end(), strides.begin(), strides.end());
      expected += ", " + std::string(dtype.name) + "[";
      for (int d = 0; d < ndim; ++d) {
        const bool contiguous = (layout == "C" && d == ndim - 1) || (layout == "F" && d == 0);
        expected += std::string(d > 0 ? ", " : "") + (contiguous ? "::1" : ":");
      }
      expected += "]";
      params += 1 + ndim + (layout == "A" ? ndim : 0);
    }
    const int count = static_cast<int>(names.size());
    std::vector<int64_t> words = Packed(count, arguments);
    PackedLaunch launch = Decode(*Kernel(names), words);
    EXPECT_EQ(SignatureText(launch.key), expected);
    ASSERT_EQ(launch.param_count, params);
    EXPECT_EQ(launch.params[0], &words[kHeaderWords + 1]);                    // the scalar's words
    EXPECT_EQ(launch.params[1], &words[kHeaderWords + 1 + dtype.words + 1]);  // a1's pointer
  }
}

TEST(PackedLaunch, HeaderFields) {
  auto k = Kernel({});
  std::vector<int64_t> words = {7, 8, 9, 32, 4, 2, 65536, 0x1234, 0};
  PackedLaunch launch = Decode(*k, words);
  Dim3 grid = GridOf(*k, launch);
  EXPECT_EQ(grid.x, 7u);
  EXPECT_EQ(grid.y, 8u);
  EXPECT_EQ(grid.z, 9u);
  EXPECT_EQ(launch.block.y, 4u);
  EXPECT_EQ(launch.block.z, 2u);
  EXPECT_EQ(launch.shared_bytes, 65536u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(launch.stream), 0x1234u);
  EXPECT_EQ(launch.key.count, 0);
  EXPECT_EQ(launch.param_count, 0);
  // The grid is checked only when a launch uses it.
  words[0] = -1;
  launch = Decode(*k, words);
  EXPECT_THROW(GridOf(*k, launch), Error);
  words[3] = int64_t{1} << 32;
  EXPECT_EQ(DecodeError(*k, words),
            "`saxpy`: block x of 4294967296 is not possible (0 to 4294967295)");
}

// A complex128 scalar is two words, its parts; the next argument follows
// them.
TEST(PackedLaunch, Complex128ScalarsTakeTwoWords) {
  auto k = Kernel({"z", "y"});
  const double real = 1.5, imag = -2.0;
  int64_t parts[2];
  std::memcpy(&parts[0], &real, 8);
  std::memcpy(&parts[1], &imag, 8);
  // The parameters point into the words: they outlive the launch.
  std::vector<int64_t> words =
      Packed(2, {Code(DType::Complex128), parts[0], parts[1], Code(DType::Float32, 1), kX, 10, 4});
  PackedLaunch launch = Decode(*k, words);
  ASSERT_EQ(launch.param_count, 3);
  double read[2];
  std::memcpy(read, launch.params[0], 16);
  EXPECT_EQ(read[0], 1.5);
  EXPECT_EQ(read[1], -2.0);
  EXPECT_EQ(*static_cast<int64_t*>(launch.params[1]), static_cast<int64_t>(kX));
}

// A record: code 14 with its DType in bits 16-23; an array of them checked
// against the record's alignment, not its size; a record scalar is the
// address of its bytes.
TEST(PackedLaunch, Records) {
  const DType record = RecordDType(
      "Record(i[type=int32;offset=0],j[type=nestedarray(float32, (3, 2));offset=4];28;False)");
  EXPECT_EQ(
      record,
      RecordDType(
          "Record(i[type=int32;offset=0],j[type=nestedarray(float32, (3, 2));offset=4];28;False)"));
  EXPECT_GE(static_cast<int>(record), 16);
  EXPECT_EQ(ItemSize(record), 28u);
  const int64_t code = 14 | static_cast<int64_t>(record) << 16;
  auto k = Kernel({"a", "r"});
  std::vector<int64_t> words = Packed(2, {code | kArray | 1 << 5, kX, 10, 28, code, kY + 4});
  PackedLaunch launch = Decode(*k, words);
  EXPECT_EQ(launch.param_count, 3);
  EXPECT_EQ(SignatureText(launch.key),
            std::string(Name(record)) + "[::1], " + std::string(Name(record)));
  EXPECT_EQ(DecodeError(*k, Packed(2, {code | kArray | 1 << 5, kX + 2, 10, 28, code, kY})),
            "`saxpy`, argument 1 (`a`): the pointer 0x7f0000000002 is not a multiple of the "
            "alignment (4 bytes) of " +
                std::string(Name(record)) + "; kernels load whole, aligned elements");
  EXPECT_EQ(DecodeError(*k, Packed(2, {code | kArray | 1 << 5, kX, 10, 28, code, 0})),
            "`saxpy`, argument 2 (`r`): a null pointer for a record");
  EXPECT_THROW(RecordDType("Record(a[type=float64;offset=4];8;True)"), CompileError);
  EXPECT_THROW(RecordDType("float32"), Error);
}

TEST(PackedLaunch, Tuples) {
  // A tuple's members follow its code in turn, flattened: a number's bits,
  // an array's pointer, extents and strides (its parameters as a top-level
  // array's); its arrays count for overlap.
  const int64_t code =
      TupleCode("Tuple((float32[::1], int64, UniTuple(float64[:] x 1), Tuple(())))");
  EXPECT_EQ(code & 0xFFFF, 15 | 1 << 12);
  EXPECT_EQ(code, TupleCode("tuple(float32[::1], int64, tuple(float64[:]), tuple())"));
  auto k = Kernel({"t", "y"});
  std::vector<int64_t> words = Packed(2, {code, kX, 10, 4, 7, kY, 5, 16, Code(DType::Int32), 3});
  PackedLaunch launch = Decode(*k, words);
  EXPECT_EQ(SignatureText(launch.key),
            "tuple(float32[::1], int64, tuple(float64[:]), tuple()), int32");
  ASSERT_EQ(launch.param_count, 7);  // x, its extent, 7, y, its extent and stride, 3
  EXPECT_EQ(*static_cast<int64_t*>(launch.params[2]), 7);
  EXPECT_EQ(*static_cast<int64_t*>(launch.params[5]), 16);
  EXPECT_EQ(*static_cast<int32_t*>(launch.params[6]), 3);
  EXPECT_FALSE(launch.key.may_alias);
  EXPECT_TRUE(Decode(*k, Packed(2, {code, kX, 10, 4, 7, kX + 8, 5, 16, Code(DType::Int32), 3}))
                  .key.may_alias);
  // An array typed contiguous must be so.
  EXPECT_EQ(DecodeError(*k, Packed(2, {code, kX, 10, 8, 7, kY, 5, 16, Code(DType::Int32), 3})),
            "`saxpy`, argument 1 (`t`): an array of the tuple is typed C-contiguous, but its "
            "strides are not");
  EXPECT_EQ(TupleName(static_cast<int>(code >> 16)),
            "tuple(float32[::1], int64, tuple(float64[:]), tuple())");
  EXPECT_NE(DecodeError(*k, Packed(2, {(15 | 1 << 12) | 250 << 16, Code(DType::Int32), 3})), "");
  EXPECT_THROW(TupleCode("float32"), Error);
  EXPECT_THROW(TupleCode("tuple(float32"), CompileError);
}

TEST(PackedLaunch, Errors) {
  auto saxpy = Kernel({"a", "x", "y"});
  EXPECT_EQ(
      DecodeError(*saxpy, Packed(2, {Code(DType::Float32), 0, Code(DType::Float32, 1), kX, 10, 4})),
      "`saxpy` takes 3 arguments, but 2 were given");
  auto x = Kernel({"x"});
  EXPECT_EQ(DecodeError(*x, Packed(1, {14, 0})),
            "`saxpy`, argument 1 (`x`): the code 14 is not dtype | 16 * array | ndim << 5 with a "
            "dtype of 0 to 13 (or 14 and a record dtype in bits 16-23, or 15 and an enum type in "
            "bits 16-23 for a scalar, or 15 | 1 << 12 and a tuple type in bits 16-23) and 1 to 4 "
            "dimensions for an array, none for a scalar");
  EXPECT_NE(DecodeError(*x, Packed(1, {14 | 250 << 16, kX})), "");                // no such record
  EXPECT_NE(DecodeError(*x, Packed(1, {Code(DType::Float32) | 5 << 5, 0})), "");  // scalar, ndim 5
  EXPECT_NE(DecodeError(*x, Packed(1, {kArray | 10, kX})), "");                   // ndim 0
  EXPECT_NE(DecodeError(*x, Packed(1, {kArray | 10 | 5 << 5, kX})), "");          // ndim 5
  EXPECT_NE(DecodeError(*x, Packed(1, {Code(DType::Float32) | 1 << 8, 0})), "");  // other bits
  EXPECT_NE(DecodeError(*x, Packed(1, {-1, 0})), "");
  // Array memory as DeviceArray::Borrow checks it.
  EXPECT_EQ(DecodeError(*x, Packed(1, {Code(DType::Float32, 1), kX + 2, 10, 4})),
            "`saxpy`, argument 1 (`x`): the pointer 0x7f0000000002 is not a multiple of the "
            "element size of float32 (4 bytes); kernels load whole, aligned elements");
  EXPECT_EQ(DecodeError(*x, Packed(1, {Code(DType::Float64, 2), kX, 3, 4, 32, 12})),
            "`saxpy`, argument 1 (`x`): stride 12 of dimension 1 is not a multiple of the "
            "element size of float64 (8 bytes); strides are in bytes");
  EXPECT_EQ(DecodeError(*x, Packed(1, {Code(DType::Float32, 1), 0, 10, 4})),
            "`saxpy`, argument 1 (`x`): a null pointer for an array of shape (10,) (only an "
            "array without elements may be null)");
  EXPECT_EQ(DecodeError(*x, Packed(1, {Code(DType::Float32, 1), kX, -1, 4})),
            "`saxpy`, argument 1 (`x`): an array extent cannot be negative (-1)");
  EXPECT_EQ(DecodeError(*x, Packed(1, {Code(DType::Float32, 1), kX, 3, int64_t{1} << 62})),
            "`saxpy`, argument 1 (`x`): an array of shape (3,) with strides "
            "(4611686018427387904,) would span 2^63 bytes or more");
  // An array without elements may have any pointer.
  EXPECT_EQ(DecodeError(*x, Packed(1, {Code(DType::Float32, 1), 3, 0, 4})), "");
  EXPECT_EQ(DecodeError(*Kernel({}), {1, 1, 1, 1, 1, 1, 0, 0, -1}),
            "`saxpy`: a negative argument count");
}

}  // namespace
}  // namespace dslc
