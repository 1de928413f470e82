// dslc-bench --collectives: cuda.coop's block and warp collectives compiled
// by dslc (bench/coop_kernels.py) beside CUB's (bench/cub/collectives.cu,
// built by nvcc into collectives.cubin), one microbenchmark kernel per
// primitive, block size, items per thread and dtype (int32, float32), on the
// same arrays in the same run, each side checked against a CPU reference.
#pragma once

#include <vector>

#include "bench/parity.h"

namespace dslc_bench {

// Prints the table and appends its rows (section "collectives"); false when
// an output is wrong (FAILED). A dslc kernel that does not compile is a
// row with the first line of its error, not a failure.
bool Collectives(const dslc::Device& device, CubinKernels& cubins, const SideBySideOptions& options,
                 std::vector<Row>* rows);

}  // namespace dslc_bench
