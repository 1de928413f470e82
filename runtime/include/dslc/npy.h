// Reading and writing NumPy's .npy files (format versions 1.0 to 3.0, C and
// Fortran order, the element types of dslc::DType, either byte order).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dslc/array.h"

namespace dslc {

struct NpyArray {
  DType dtype = DType::Float32;
  std::vector<int64_t> shape;
  Order order = Order::C;
  std::vector<uint8_t> data;  // native byte order, `order` layout

  int64_t size() const;
};

// Throws dslc::Error naming the file and what is wrong with it.
NpyArray ReadNpy(const std::string& path);
// Writes version 1.0 (2.0 when the header needs it), atomically.
void WriteNpy(const std::string& path, const NpyArray& array);

}  // namespace dslc
