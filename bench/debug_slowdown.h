// dslc-bench --debug-slowdown: what debug mode (`debug=True`, `-g`) costs.
// Each lang-example kernel, at a size where it runs for about a
// millisecond, is compiled twice (ProgramOptions::debug off and on, disk
// cache off) and timed each way: the median of R CUDA-event-timed launches
// after warm-up. A debug launch includes what debug mode adds after the
// kernel: waiting for it and reading the 88-byte error record. Prints one
// row per kernel: ms normal, ms debug, slowdown.
#pragma once

namespace dslc_bench {

// Returns the exit status: 1 when a kernel failed to run, or a check failed
// where none should.
int DebugSlowdown(int repeats);

}  // namespace dslc_bench
