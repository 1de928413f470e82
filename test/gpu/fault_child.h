// The runner's hidden child mode for the GPU-fault test (fault_test.cpp): a
// fresh process that makes a kernel fault, checks the error and that later
// launches work, and prints `fault-child: ok MESSAGE` (exit 0) or
// `fault-child: error: WHAT` (exit 1).
//
//   dslc-gpu-tests --fault-child
#pragma once

namespace dslc::gpu_test {

inline constexpr char kFaultChildFlag[] = "--fault-child";

// Runs the child mode. Returns the exit status.
int RunFaultChild();

}  // namespace dslc::gpu_test
