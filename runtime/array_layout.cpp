#include "runtime/array_layout.h"

#include <cstdio>
#include <limits>

#include "compiler/base/array_strides.h"
#include "dslc/error.h"
#include "runtime/record_types.h"

namespace dslc {
namespace {

// TupleText of a span (the checks take spans, so that they allocate nothing
// unless they throw).
std::string Tuple(std::span<const int64_t> values) {
  std::string text = "(";
  for (size_t i = 0; i < values.size(); ++i) {
    if (i > 0) text += ", ";
    text += std::to_string(values[i]);
  }
  return text + (values.size() == 1 ? ",)" : ")");
}

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

[[noreturn]] void ThrowTooLarge(std::string_view prefix, std::span<const int64_t> shape,
                                std::span<const int64_t> strides) {
  throw Error(std::string(prefix) + "an array of shape " + Tuple(shape) + " with strides " +
              Tuple(strides) + " would span 2^63 bytes or more");
}

// "the element size of float32 (4 bytes)", "the alignment (8 bytes) of
// complex128", "the alignment (8 bytes) of Record(...)".
std::string AlignmentText(DType dtype) {
  size_t align = ElementAlignment(dtype);
  if (!IsRecordDType(dtype) && align == ItemSize(dtype)) {
    return "the element size of " + ElementText(dtype);
  }
  return "the alignment (" + std::to_string(align) + " bytes) of " + std::string(Name(dtype));
}

}  // namespace

void CheckElementPointer(uint64_t pointer, DType dtype, std::string_view prefix) {
  if (pointer % ElementAlignment(dtype) == 0) return;
  throw Error(std::string(prefix) + "the pointer " + Hex(pointer) + " is not a multiple of " +
              AlignmentText(dtype) + "; kernels load whole, aligned elements");
}

std::string TupleText(const std::vector<int64_t>& values) { return Tuple(values); }

void CheckShape(DType dtype, std::span<const int64_t> shape) {
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
      throw Error("an array of shape " + Tuple(shape) + " and " + ElementText(dtype) +
                  " elements would take 2^63 bytes or more");
    }
  }
}

void CheckShape(DType dtype, const std::vector<int64_t>& shape) {
  CheckShape(dtype, std::span<const int64_t>(shape));
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

bool IsCContiguous(DType dtype, std::span<const int64_t> shape, std::span<const int64_t> strides) {
  return HasContiguousStrides(static_cast<int64_t>(ItemSize(dtype)), shape, strides, true);
}

bool IsFContiguous(DType dtype, std::span<const int64_t> shape, std::span<const int64_t> strides) {
  return HasContiguousStrides(static_cast<int64_t>(ItemSize(dtype)), shape, strides, false);
}

int LayoutCode(DType dtype, std::span<const int64_t> shape, std::span<const int64_t> strides) {
  // 0, 1, 2: the order of StrideOrder, as signature keys store it.
  return static_cast<int>(OrderOfStrides(static_cast<int64_t>(ItemSize(dtype)), shape, strides));
}

ByteSpan SpanOf(DType dtype, std::span<const int64_t> shape, std::span<const int64_t> strides) {
  ByteSpan span{0, static_cast<int64_t>(ItemSize(dtype))};
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 0) return {};
    int64_t reach = (shape[d] - 1) * strides[d];
    (reach < 0 ? span.low : span.high) += reach;
  }
  return span;
}

bool AnyOverlap(std::span<const AddressRange> ranges) {
  for (size_t i = 0; i < ranges.size(); ++i) {
    for (size_t j = i + 1; j < ranges.size(); ++j) {
      if (ranges[i].low < ranges[j].high && ranges[j].low < ranges[i].high) return true;
    }
  }
  return false;
}

ByteSpan CheckArrayMemory(uint64_t pointer, DType dtype, std::span<const int64_t> shape,
                          std::span<const int64_t> strides, std::string_view prefix) {
  CheckShape(dtype, shape);
  for (int64_t extent : shape) {
    if (extent == 0) return {};  // no element is ever read: any pointer and strides
  }
  auto error = [&](const std::string& what) { return Error(std::string(prefix) + what); };
  const int64_t item = static_cast<int64_t>(ItemSize(dtype));
  if (pointer == 0) {
    throw error("a null pointer for an array of shape " + Tuple(shape) +
                " (only an array without elements may be null)");
  }
  CheckElementPointer(pointer, dtype, prefix);
  // A record needs its alignment, not its size (record_types.h).
  const int64_t align = static_cast<int64_t>(ElementAlignment(dtype));
  int64_t low = 0, high = item;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 1) continue;  // the stride of an extent of 1 is never used
    int64_t stride = strides[d];
    if (stride % align != 0) {
      throw error("stride " + std::to_string(stride) + " of dimension " + std::to_string(d) +
                  " is not a multiple of " + AlignmentText(dtype) + "; strides are in bytes");
    }
    int64_t reach = 0;
    if (__builtin_mul_overflow(shape[d] - 1, stride, &reach) ||
        __builtin_add_overflow(reach < 0 ? low : high, reach, reach < 0 ? &low : &high)) {
      ThrowTooLarge(prefix, shape, strides);
    }
  }
  int64_t bytes = 0;
  if (__builtin_sub_overflow(high, low, &bytes)) ThrowTooLarge(prefix, shape, strides);
  if ((low < 0 && pointer < static_cast<uint64_t>(-low)) ||
      pointer > std::numeric_limits<uint64_t>::max() - static_cast<uint64_t>(high)) {
    throw error("an array of shape " + Tuple(shape) + " with strides " + Tuple(strides) + " at " +
                Hex(pointer) + " reaches outside the address space");
  }
  return {low, high};
}

BorrowedLayout CheckBorrowed(uint64_t pointer, DType dtype, const std::vector<int64_t>& shape,
                             const std::vector<int64_t>& strides) {
  CheckShape(dtype, shape);
  if (!strides.empty() && strides.size() != shape.size()) {
    throw Error("DeviceArray::Borrow: " + std::to_string(strides.size()) +
                " strides for an array of " + std::to_string(shape.size()) +
                " dimensions; give one stride (in bytes) per dimension, or none for C order");
  }
  BorrowedLayout layout;
  layout.strides = strides.empty() ? CStrides(dtype, shape) : strides;
  layout.span = CheckArrayMemory(pointer, dtype, shape, layout.strides, "DeviceArray::Borrow: ");
  return layout;
}

}  // namespace dslc
