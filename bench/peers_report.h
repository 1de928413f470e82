// dslc-bench --peers: after dslc-bench's own sections, the segmented sum
// beside CUB, PyTorch and Numba (segmented_sum_bench.py) and one table of
// everything with the peers beside dslc (report.py), through python3.
#pragma once

#include <string>

namespace dslc_bench {

// Runs the peers' scripts on `bench_json` (the rows dslc-bench wrote) and
// puts their JSON and PNG plots in `directory`; false, with what went wrong
// printed, when python3 or the scripts fail.
bool RunPeersReport(const std::string& bench_json, const std::string& directory);

}  // namespace dslc_bench
