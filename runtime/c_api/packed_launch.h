// The C interface's launches, packed into 64-bit words (dslc/c_api.h) in
// the format interface/launch_words.def declares and describes: a header
// (grid, block, dynamic shared bytes, stream, argument count), then per
// argument a code word and its values.
//
// DecodePackedLaunch turns the words into what the launch core (launch.h)
// takes: the signature key (layouts from the strides, overlap from the
// addresses) and parameter pointers into the words themselves. It is pure
// (no driver, no allocation unless it throws), so it is tested without a
// GPU. Internal to the runtime.
#pragma once

#include <cstdint>

#include "dslc/device.h"
#include "interface/launch_words.h"
#include "runtime/kernel_state.h"
#include "runtime/launch.h"

namespace dslc {

static_assert(kMaxDims == launch_words::kMaxDims,
              "arrays and launch words have as many dimensions");

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
// a code that is not one launch_words.def describes (a dtype with 0 (a
// scalar) or 1 to 4 (an array) dimensions; a registered record, enum or
// tuple type), a block or shared memory size outside 0 to 2^32 - 1, and
// array memory DeviceArray::Borrow would refuse (null, misaligned pointer or
// strides, too large).
void DecodePackedLaunch(const internal::KernelState& kernel, const int64_t* packed,
                        PackedLaunch* launch);

// The grid of a decoded launch; throws Error when an extent is outside 0 to
// 2^32 - 1.
Dim3 GridOf(const internal::KernelState& kernel, const PackedLaunch& launch);

}  // namespace dslc
