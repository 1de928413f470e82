// Device arrays: GPU memory with an element type, a shape and strides, as
// NumPy arrays have; and host array views for launches that copy data in and
// out, as Numba does with NumPy arrays.
#pragma once

#include <complex>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string_view>
#include <vector>

#include "dslc/device.h"
#include "dslc/export.h"

namespace dslc {

// Element types, in the order the compiler lists its scalar types.
enum class DType : uint8_t {
  Bool,
  Int8,
  Int16,
  Int32,
  Int64,
  UInt8,
  UInt16,
  UInt32,
  UInt64,
  Float16,
  Float32,
  Float64,
  Complex64,   // two float32: real, imaginary (NumPy's and C++'s layout)
  Complex128,  // two float64
};

DSLC_API size_t ItemSize(DType dtype);
// "float32", as signatures spell it.
DSLC_API std::string_view Name(DType dtype);

// The element type of a NumPy structured dtype, spelled as Numba prints
// its record type, e.g. "Record(a[type=float64;offset=0],b[type=int32;
// offset=8];16;True)" (the language reference's "Records"): a DType value
// above the numbers', the same for the same record everywhere in the
// process. ItemSize and Name know it. Arrays of records launch as any
// array; their data pointer and strides must be multiples of the record's
// alignment (its largest field's, at most what its size allows) rather
// than of its size. Throws CompileError for a spelling the compiler does
// not read, Error beyond 240 record types in a process.
DSLC_API DType RecordDType(std::string_view spelling);

// float16 storage (the bits of an IEEE half).
struct Half {
  uint16_t bits = 0;
};

template <typename T>
struct DTypeOf;
#define DSLC_DTYPE_OF(T, D)                  \
  template <>                                \
  struct DTypeOf<T> {                        \
    static constexpr DType value = DType::D; \
  };
DSLC_DTYPE_OF(bool, Bool)
DSLC_DTYPE_OF(int8_t, Int8)
DSLC_DTYPE_OF(int16_t, Int16)
DSLC_DTYPE_OF(int32_t, Int32)
DSLC_DTYPE_OF(int64_t, Int64)
DSLC_DTYPE_OF(uint8_t, UInt8)
DSLC_DTYPE_OF(uint16_t, UInt16)
DSLC_DTYPE_OF(uint32_t, UInt32)
DSLC_DTYPE_OF(uint64_t, UInt64)
DSLC_DTYPE_OF(Half, Float16)
DSLC_DTYPE_OF(float, Float32)
DSLC_DTYPE_OF(double, Float64)
DSLC_DTYPE_OF(std::complex<float>, Complex64)
DSLC_DTYPE_OF(std::complex<double>, Complex128)
// `long long` is a distinct type from int64_t (`long`) on LP64 systems.
template <>
struct DTypeOf<long long> {
  static constexpr DType value = DType::Int64;
};
template <>
struct DTypeOf<unsigned long long> {
  static constexpr DType value = DType::UInt64;
};
#undef DSLC_DTYPE_OF

// Memory order of a new array.
enum class Order { C, F };

constexpr int kMaxDims = 4;

namespace internal {
struct Allocation;
}  // namespace internal

class DSLC_API DeviceArray {
 public:
  DeviceArray() = default;
  // Uninitialised memory for an array of `shape` on `device`.
  DeviceArray(DType dtype, const std::vector<int64_t>& shape, Order order = Order::C,
              const Device& device = Device::Get());

  // A copy of host data laid out in `order`.
  static DeviceArray FromHost(const void* data, DType dtype, const std::vector<int64_t>& shape,
                              Order order = Order::C, const Device& device = Device::Get());
  template <typename T>
  static DeviceArray FromVector(const std::vector<T>& values) {
    return FromHost(values.data(), DTypeOf<T>::value, {static_cast<int64_t>(values.size())});
  }
  template <typename T>
  static DeviceArray FromVector(const std::vector<T>& values, const std::vector<int64_t>& shape,
                                Order order = Order::C) {
    return FromHost(values.data(), DTypeOf<T>::value, shape, order);
  }

  // An array over GPU memory the program allocated itself (cuMemAlloc,
  // cudaMalloc, CuPy, PyTorch): no copy, and the array never frees it. The
  // caller keeps the memory alive as long as this array, its views, or a
  // kernel launched with them use it. `strides` are in bytes, one per
  // dimension; empty means C-contiguous. The pointer and every stride must
  // be multiples of the element size (kernels load whole, aligned
  // elements), and the memory must be usable from the primary context of
  // `device`. Throws Error for a null pointer to an array with elements,
  // an extent below zero, 0 or more than 4 dimensions, strides that are not
  // one per dimension, a misaligned pointer or stride, or elements that
  // span 2^63 bytes or more. Borrowed arrays launch exactly as owned ones:
  // C, F or A (strided) from their strides.
  static DeviceArray Borrow(uint64_t device_pointer, DType dtype, const std::vector<int64_t>& shape,
                            const std::vector<int64_t>& strides = {},
                            const Device& device = Device::Get());
  static DeviceArray Borrow(void* device_pointer, DType dtype, const std::vector<int64_t>& shape,
                            const std::vector<int64_t>& strides = {},
                            const Device& device = Device::Get());

  // A view of the same memory with other shape and strides (bytes), from
  // `offset` bytes on: a transpose, every other element, a sub-block.
  DeviceArray View(const std::vector<int64_t>& shape, const std::vector<int64_t>& strides,
                   int64_t offset = 0) const;

  // Copies between contiguous host memory and a contiguous array.
  void CopyFromHost(const void* data);
  void CopyToHost(void* data) const;
  template <typename T>
  std::vector<T> ToVector() const {
    std::vector<T> values(static_cast<size_t>(size()));
    CopyToHost(values.data());
    return values;
  }
  // Sets every byte (poisons outputs before a test launch). A strided view
  // of an owned array sets its whole allocation; a strided borrowed array
  // throws, as the bytes between its elements are not its own.
  void Fill(uint8_t byte);

  DType dtype() const { return dtype_; }
  int ndim() const { return ndim_; }
  int64_t shape(int axis) const { return shape_[axis]; }
  int64_t stride(int axis) const { return strides_[axis]; }  // bytes
  int64_t size() const;
  int64_t nbytes() const { return size() * static_cast<int64_t>(ItemSize(dtype_)); }
  bool empty() const { return !allocation_; }
  // Over memory made by Borrow (views of it too): never freed by dslc.
  bool borrowed() const;
  uint64_t device_pointer() const { return data_; }  // a CUdeviceptr
  bool c_contiguous() const;
  bool f_contiguous() const;

  // For launches: where the pointer, extents and strides live.
  const uint64_t* pointer_slot() const { return &data_; }
  const int64_t* shape_slots() const { return shape_; }
  const int64_t* stride_slots() const { return strides_; }

 private:
  std::shared_ptr<internal::Allocation> allocation_;
  uint64_t data_ = 0;
  DType dtype_ = DType::Float32;
  int ndim_ = 0;
  int64_t shape_[kMaxDims] = {};
  int64_t strides_[kMaxDims] = {};
};

// Host memory passed to a launch: copied to the GPU before it and, unless
// read-only, back after it (the launch then waits for the kernel).
struct HostArray {
  void* data = nullptr;
  DType dtype = DType::Float32;
  std::vector<int64_t> shape;
  Order order = Order::C;
  bool read_only = false;

  template <typename T>
  static HostArray Of(std::vector<T>& values) {
    return {
        values.data(), DTypeOf<T>::value, {static_cast<int64_t>(values.size())}, Order::C, false};
  }
  template <typename T>
  static HostArray Of(const std::vector<T>& values) {
    return {const_cast<T*>(values.data()),
            DTypeOf<T>::value,
            {static_cast<int64_t>(values.size())},
            Order::C,
            true};
  }
};

}  // namespace dslc
