// Reading and writing NumPy's .npy files (format versions 1.0, 2.0 and 3.0,
// C and Fortran order, the element types of dslc::DType, either byte order,
// and structured dtypes of little-endian fields, which are records:
// RecordDType).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "dslc/array.h"
#include "dslc/export.h"

namespace dslc {

struct DSLC_API NpyArray {
  DType dtype = DType::Float32;
  std::vector<int64_t> shape;
  Order order = Order::C;
  std::vector<uint8_t> data;  // native byte order, `order` layout

  int64_t size() const;
};

// The array in `bytes`, the whole contents of a .npy file. Throws
// dslc::Error, naming the file as `name`, for anything NumPy would not load
// or dslc cannot use (a malformed header, a shape of 2^63 bytes or more,
// data shorter or longer than the shape needs). Any bytes are safe to pass:
// it never allocates much more than their size.
DSLC_API NpyArray ParseNpy(std::string_view bytes, const std::string& name);
// Reads the regular file at `path` (at most 64 GiB; a directory, FIFO or
// device is refused without reading it) and parses it with ParseNpy.
// Throws dslc::Error naming the file and what is wrong with it.
DSLC_API NpyArray ReadNpy(const std::string& path);
// Writes version 1.0 (2.0 when the header needs it), atomically.
DSLC_API void WriteNpy(const std::string& path, const NpyArray& array);

}  // namespace dslc
