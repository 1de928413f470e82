// dslc-bench --parity: every lang-example kernel compiled by dslc beside the
// same algorithm in CUDA C++ (bench/nvcc/<file>.cu, built by nvcc into
// <file>.cubin), launched with the same grid, block and dynamic shared
// memory on the same device arrays, timed side by side in one run, their
// outputs compared.
#pragma once

#include <vector>

#include "bench/raw_driver.h"
#include "bench/report.h"
#include "dslc/runtime.h"

namespace dslc_bench {

struct SideBySideOptions {
  int log2_size = 28;  // memory-bound kernels: 2^K float32 (or 4 * 2^K bytes) per array
  int repeats = 50;    // timed launches of each side
};

// Prints the table and appends its rows (section "parity"); false when an
// output is wrong (FAILED).
bool Parity(const dslc::Device& device, CubinKernels& cubins, const SideBySideOptions& options,
            std::vector<Row>* rows);

}  // namespace dslc_bench
