// What the side-by-side sections of dslc-bench (--parity, --collectives)
// share: random inputs, paired timing of two launches, and the comparison of
// two outputs.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "dslc/runtime.h"

namespace dslc_bench {

// Uniform floats in [0, 1), filled in parallel (a splitmix64 stream per
// thread, seeded from the clock: fresh data every run).
std::vector<float> RandomFloats(size_t n);

struct PairMs {
  double first = 0, second = 0;
};

// The medians of `repeats` CUDA-event-timed runs each of `first` and
// `second` on the default stream, in ms, after 3 warm-up runs of each. The
// two alternate (first, second, second, first, ...) so that both are
// measured at the same point of the GPU's clocks and temperature.
PairMs PairedMedianMs(const dslc::Device& device, int repeats, const std::function<void()>& first,
                      const std::function<void()>& second);

struct Comparison {
  bool ok = false;
  std::string text;  // "equal", "max diff 1.2e-07", "FAILED: ..."
};

// `got` against `want` (same dtype and size): bitwise equal, else for
// float32/float64 with `tolerance` >= 0 the largest |got - want| /
// max(|want|, 1) must be within it. Integer outputs must be equal.
Comparison CompareArrays(const dslc::DeviceArray& got, const dslc::DeviceArray& want,
                         double tolerance);

}  // namespace dslc_bench
