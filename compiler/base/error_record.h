// The error record of a debug kernel's module (`debug=True`, `-g`): one
// device global, `__dslc_error`, of kErrorRecordWords 64-bit words. The
// first thread whose check fails sets the flag with a compare-and-swap from
// 0 to 1 and writes the other words; later failures of the launch leave it
// alone. The runtime reads it after the launch, and clears it. The compiler
// writes it (debug_checks.cpp) and the runtime reads it
// (runtime/kernel_error.cpp): this header is their one layout.
#pragma once

namespace dslc {

inline constexpr const char* kErrorRecordName = "__dslc_error";

enum ErrorRecordWord : unsigned {
  kErrorFlag,    // 0: no failure; 1: the words below are set
  kErrorSite,    // the index into KernelFacts::error_sites
  kErrorIndex,   // a bounds check: the index as written (before wrapping)
  kErrorExtent,  // a bounds check: the axis's extent
  kErrorAxis,    // a bounds check: the axis
  kErrorThreadX,
  kErrorThreadY,
  kErrorThreadZ,
  kErrorBlockX,
  kErrorBlockY,
  kErrorBlockZ,
  kErrorRecordWords
};

}  // namespace dslc
