// The rule that decides an array's layout from its extents and byte
// strides, shared by the runtime (arrays it launches with) and the compiler
// (device arrays a host program hands it): C or Fortran order when the
// stride of every dimension of an extent other than 1 is that order's, C
// first; strided (`[:]`) otherwise.
#pragma once

#include <cstdint>
#include <span>

namespace dslc {

enum class StrideOrder : uint8_t { C, F, Strided };

// Whether the strides are those of C order (`c_order`) or Fortran order for
// elements of `item_bytes`.
bool HasContiguousStrides(int64_t item_bytes, std::span<const int64_t> shape,
                          std::span<const int64_t> strides, bool c_order);

StrideOrder OrderOfStrides(int64_t item_bytes, std::span<const int64_t> shape,
                           std::span<const int64_t> strides);

}  // namespace dslc
