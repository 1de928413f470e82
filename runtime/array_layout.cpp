#include "runtime/array_layout.h"

#include <cstdio>
#include <limits>

#include "dslc/error.h"

namespace dslc {
namespace {

Error BorrowError(const std::string& what) { return Error("DeviceArray::Borrow: " + what); }

std::string Hex(uint64_t value) {
  char text[32];
  std::snprintf(text, sizeof text, "0x%llx", static_cast<unsigned long long>(value));
  return text;
}

// "float32 (4 bytes)"
std::string ElementText(DType dtype) {
  size_t item = ItemSize(dtype);
  return std::string(Name(dtype)) + " (" + std::to_string(item) +
         (item == 1 ? " byte)" : " bytes)");
}

[[noreturn]] void ThrowTooLarge(const std::vector<int64_t>& shape,
                                const std::vector<int64_t>& strides) {
  throw BorrowError("an array of shape " + TupleText(shape) + " with strides " +
                    TupleText(strides) + " would span 2^63 bytes or more");
}

}  // namespace

std::string TupleText(const std::vector<int64_t>& values) {
  std::string text = "(";
  for (size_t i = 0; i < values.size(); ++i) {
    if (i > 0) text += ", ";
    text += std::to_string(values[i]);
  }
  return text + (values.size() == 1 ? ",)" : ")");
}

void CheckShape(DType dtype, const std::vector<int64_t>& shape) {
  if (shape.empty() || shape.size() > static_cast<size_t>(kMaxDims)) {
    throw Error("an array has 1 to 4 dimensions, not " + std::to_string(shape.size()));
  }
  for (int64_t extent : shape) {
    if (extent < 0)
      throw Error("an array extent cannot be negative (" + std::to_string(extent) + ")");
  }
  int64_t bytes = static_cast<int64_t>(ItemSize(dtype));
  for (int64_t extent : shape) {
    if (extent == 0) return;
  }
  for (int64_t extent : shape) {
    if (__builtin_mul_overflow(bytes, extent, &bytes)) {
      throw Error("an array of shape " + TupleText(shape) + " and " + ElementText(dtype) +
                  " elements would take 2^63 bytes or more");
    }
  }
}

std::vector<int64_t> CStrides(DType dtype, const std::vector<int64_t>& shape) {
  std::vector<int64_t> strides(shape.size());
  int64_t stride = static_cast<int64_t>(ItemSize(dtype));
  for (size_t k = shape.size(); k-- > 0;) {
    strides[k] = stride;
    stride *= shape[k];
  }
  return strides;
}

BorrowedLayout CheckBorrowed(uint64_t pointer, DType dtype, const std::vector<int64_t>& shape,
                             const std::vector<int64_t>& strides) {
  CheckShape(dtype, shape);
  if (!strides.empty() && strides.size() != shape.size()) {
    throw BorrowError(std::to_string(strides.size()) + " strides for an array of " +
                      std::to_string(shape.size()) +
                      " dimensions; give one stride (in bytes) per dimension, or none for C order");
  }
  BorrowedLayout layout;
  layout.strides = strides.empty() ? CStrides(dtype, shape) : strides;
  bool empty = false;
  for (int64_t extent : shape) empty = empty || extent == 0;
  if (empty) return layout;  // no element is ever read: any pointer and strides

  const int64_t item = static_cast<int64_t>(ItemSize(dtype));
  if (pointer == 0) {
    throw BorrowError("a null pointer for an array of shape " + TupleText(shape) +
                      " (only an array without elements may be null)");
  }
  if (pointer % static_cast<uint64_t>(item) != 0) {
    throw BorrowError("the pointer " + Hex(pointer) + " is not a multiple of the element size of " +
                      ElementText(dtype) + "; kernels load whole, aligned elements");
  }
  int64_t low = 0, high = item;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 1) continue;  // the stride of an extent of 1 is never used
    int64_t stride = layout.strides[d];
    if (stride % item != 0) {
      throw BorrowError("stride " + std::to_string(stride) + " of dimension " + std::to_string(d) +
                        " is not a multiple of the element size of " + ElementText(dtype) +
                        "; strides are in bytes");
    }
    int64_t reach = 0;
    if (__builtin_mul_overflow(shape[d] - 1, stride, &reach) ||
        __builtin_add_overflow(reach < 0 ? low : high, reach, reach < 0 ? &low : &high)) {
      ThrowTooLarge(shape, layout.strides);
    }
  }
  int64_t bytes = 0;
  if (__builtin_sub_overflow(high, low, &bytes)) ThrowTooLarge(shape, layout.strides);
  if ((low < 0 && pointer < static_cast<uint64_t>(-low)) ||
      pointer > std::numeric_limits<uint64_t>::max() - static_cast<uint64_t>(high)) {
    throw BorrowError("an array of shape " + TupleText(shape) + " with strides " +
                      TupleText(layout.strides) + " at " + Hex(pointer) +
                      " reaches outside the address space");
  }
  layout.span = {low, high};
  return layout;
}

}  // namespace dslc
