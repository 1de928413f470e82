#include "dslc/array.h"

#include <algorithm>

#include "dslc/error.h"
#include "interface/launch_words.h"
#include "runtime/array_layout.h"
#include "runtime/cuda_driver.h"
#include "runtime/device_state.h"
#include "runtime/record_types.h"

namespace dslc {

// The numbers' DTypes are the launch words' dtypes (launch_words.def), in
// the same order; their names and item sizes are read from there.
#define DSLC_LAUNCH_DTYPE(code, Name, name, numpy, item_bytes, format, Class) \
  static_assert(static_cast<int>(DType::Name) == code, "DType::" #Name " is not dtype " #code);
#include "interface/launch_words.def"
static_assert(static_cast<int>(DType::Complex128) + 1 == launch_words::kDTypeCount,
              "DType and launch_words.def list different numbers of types");

size_t ItemSize(DType dtype) {
  if (dtype > DType::Complex128) return RecordSize(dtype);  // throws for no record
  return static_cast<size_t>(launch_words::kDTypes[static_cast<size_t>(dtype)].item_bytes);
}
std::string_view Name(DType dtype) {
  if (dtype > DType::Complex128) return RecordName(dtype);
  return launch_words::kDTypes[static_cast<size_t>(dtype)].name;
}

namespace internal {

// The memory behind one or more arrays (views share it): allocated here and
// freed with the last array using it, or borrowed and never freed.
struct Allocation {
  CUdeviceptr pointer = 0;  // the lowest address
  int64_t bytes = 0;
  int device = 0;
  bool owned = true;
  ~Allocation() {
    if (!owned || !pointer) return;
    MakeContextCurrent(StateOf(device));
    Driver().cuMemFree(pointer);
  }
};

}  // namespace internal

DeviceArray::DeviceArray(DType dtype, const std::vector<int64_t>& shape, Order order,
                         const Device& device)
    : dtype_(dtype), ndim_(static_cast<int>(shape.size())) {
  CheckShape(dtype, shape);
  int64_t stride = static_cast<int64_t>(ItemSize(dtype));
  for (int k = 0; k < ndim_; ++k) {
    int d = order == Order::C ? ndim_ - 1 - k : k;
    shape_[d] = shape[d];
    strides_[d] = stride;
    stride *= shape[d];
  }
  allocation_ = std::make_shared<internal::Allocation>();
  allocation_->device = device.ordinal();
  allocation_->bytes = std::max<int64_t>(stride, 1);
  device.MakeCurrent();
  Check(Driver().cuMemAlloc(&allocation_->pointer, static_cast<size_t>(allocation_->bytes)),
        "cuMemAlloc");
  data_ = allocation_->pointer;
}

DeviceArray DeviceArray::FromHost(const void* data, DType dtype, const std::vector<int64_t>& shape,
                                  Order order, const Device& device) {
  DeviceArray array(dtype, shape, order, device);
  array.CopyFromHost(data);
  return array;
}

DeviceArray DeviceArray::Borrow(uint64_t device_pointer, DType dtype,
                                const std::vector<int64_t>& shape,
                                const std::vector<int64_t>& strides, const Device& device) {
  BorrowedLayout layout = CheckBorrowed(device_pointer, dtype, shape, strides);
  DeviceArray array;
  array.dtype_ = dtype;
  array.ndim_ = static_cast<int>(shape.size());
  for (int d = 0; d < array.ndim_; ++d) {
    array.shape_[d] = shape[d];
    array.strides_[d] = layout.strides[d];
  }
  array.data_ = device_pointer;
  array.allocation_ = std::make_shared<internal::Allocation>();
  array.allocation_->pointer = device_pointer + static_cast<uint64_t>(layout.span.low);
  array.allocation_->bytes = layout.span.high - layout.span.low;
  array.allocation_->device = device.ordinal();
  array.allocation_->owned = false;
  return array;
}

DeviceArray DeviceArray::Borrow(void* device_pointer, DType dtype,
                                const std::vector<int64_t>& shape,
                                const std::vector<int64_t>& strides, const Device& device) {
  return Borrow(reinterpret_cast<uint64_t>(device_pointer), dtype, shape, strides, device);
}

DeviceArray DeviceArray::View(const std::vector<int64_t>& shape,
                              const std::vector<int64_t>& strides, int64_t offset) const {
  CheckShape(dtype_, shape);
  if (strides.size() != shape.size()) throw Error("a view needs one stride per dimension");
  // Every element must lie inside the allocation.
  int64_t begin = static_cast<int64_t>(data_ - allocation_->pointer) + offset;
  int64_t low = begin, high = begin;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 0) continue;
    int64_t reach = (shape[d] - 1) * strides[d];
    (reach < 0 ? low : high) += reach;
  }
  if (low < 0 || high + static_cast<int64_t>(ItemSize(dtype_)) > allocation_->bytes) {
    throw Error("the view reaches outside the array's memory");
  }
  DeviceArray view = *this;
  view.ndim_ = static_cast<int>(shape.size());
  view.data_ = allocation_->pointer + static_cast<uint64_t>(begin);
  for (int d = 0; d < view.ndim_; ++d) {
    view.shape_[d] = shape[d];
    view.strides_[d] = strides[d];
  }
  return view;
}

bool DeviceArray::borrowed() const { return allocation_ && !allocation_->owned; }

int64_t DeviceArray::size() const {
  int64_t size = 1;
  for (int d = 0; d < ndim_; ++d) size *= shape_[d];
  return size;
}

bool DeviceArray::c_contiguous() const {
  return IsCContiguous(dtype_, {shape_, static_cast<size_t>(ndim_)},
                       {strides_, static_cast<size_t>(ndim_)});
}

bool DeviceArray::f_contiguous() const {
  return IsFContiguous(dtype_, {shape_, static_cast<size_t>(ndim_)},
                       {strides_, static_cast<size_t>(ndim_)});
}

void DeviceArray::CopyFromHost(const void* data) {
  if (!c_contiguous() && !f_contiguous())
    throw Error("CopyFromHost needs a contiguous array, not a strided view");
  MakeContextCurrent(StateOf(allocation_->device));
  Check(Driver().cuMemcpyHtoD(data_, data, static_cast<size_t>(nbytes())), "cuMemcpyHtoD");
}

void DeviceArray::CopyToHost(void* data) const {
  if (!c_contiguous() && !f_contiguous())
    throw Error("CopyToHost needs a contiguous array, not a strided view");
  MakeContextCurrent(StateOf(allocation_->device));
  Check(Driver().cuMemcpyDtoH(data, data_, static_cast<size_t>(nbytes())), "cuMemcpyDtoH");
}

void DeviceArray::Fill(uint8_t byte) {
  MakeContextCurrent(StateOf(allocation_->device));
  if (c_contiguous() || f_contiguous()) {
    Check(Driver().cuMemsetD8(data_, byte, static_cast<size_t>(nbytes())), "cuMemsetD8");
    return;
  }
  if (!allocation_->owned) {
    throw Error(
        "Fill cannot set a strided borrowed array: the bytes between its elements "
        "belong to other data");
  }
  Check(Driver().cuMemsetD8(allocation_->pointer, byte, static_cast<size_t>(allocation_->bytes)),
        "cuMemsetD8");
}

}  // namespace dslc
