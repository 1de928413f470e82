// The C interface's launches, packed into 64-bit words (dslc/c_api.h):
//
//   grid x, y, z, block x, y, z, dynamic shared bytes, stream, count,
//   then per argument a code word (dtype | 16 for an array | ndim << 5) and
//   its values: a scalar's bits; an array's pointer, ndim extents and ndim
//   byte strides; a tuple's (tuple_types.h) members' values in turn.
//
// DecodePackedLaunch turns the words into what the launch core (launch.h)
// takes: the signature key (layouts from the strides, overlap from the
// addresses) and parameter pointers into the words themselves. It is pure
// (no driver, no allocation unless it throws), so it is tested without a
// GPU. Internal to the runtime.
#pragma once

#include <cstdint>

#include "dslc/device.h"
#include "runtime/kernel_state.h"
#include "runtime/launch.h"

namespace dslc {

// The words before the arguments.
constexpr int kPackedHeaderWords = 9;

struct PackedLaunch {
  int64_t grid[3] = {};  // as given; GridOf checks them (launches only use them)
  Dim3 block;
  uint32_t shared_bytes = 0;
  CUstream_st* stream = nullptr;  // null: the legacy default stream
  SignatureKey key;
  int param_count = 0;
  void* params[kMaxParams + kHiddenParams];  // into the packed words
};

// Decodes `packed` for `kernel` (its name and parameter count). Throws Error,
// naming the kernel and the argument, for a count that is not the kernel's,
// a code that is not a dtype 0 to 11 with 0 (a scalar) or 1 to 4 (an array)
// dimensions, a block or shared memory size outside 0 to 2^32 - 1, and
// array memory DeviceArray::Borrow would refuse (null, misaligned pointer or
// strides, too large).
void DecodePackedLaunch(const internal::KernelState& kernel, const int64_t* packed,
                        PackedLaunch* launch);

// The grid of a decoded launch; throws Error when an extent is outside 0 to
// 2^32 - 1.
Dim3 GridOf(const internal::KernelState& kernel, const PackedLaunch& launch);

}  // namespace dslc
