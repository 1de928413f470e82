// dslc-bench --first-launch: how long a new process takes to run its first
// kernel, with the disk cache empty (cold) and filled (warm).
//
// For each lang-example kernel (examples.h), the parent starts a fresh
// process of itself, `dslc-bench --first-launch-child FILE KERNEL`, with
// DSLC_CACHE_DIR set to a new empty directory (cold), then another on the same
// directory (warm); R such pairs per kernel. The parent passes its
// CLOCK_MONOTONIC time just before posix_spawn in DSLC_BENCH_SPAWN_NS; the
// child reads the same clock after each step:
//
//   start     spawn -> main() (exec, dynamic loading, static initialisers)
//   cuda      Device::Get(0): cuInit and the primary context
//   load      Program::Load (read and parse the file) and Program::kernel
//   args      the kernel's small arrays allocated and zeroed (not dslc's part)
//   compile   Kernel::Compile: compile and store (cold) or load from the
//             disk cache (warm), and the module load
//   launch    the launch and cuCtxSynchronize: the kernel has finished
//
// The parent prints per kernel the medians of total (spawn -> kernel
// finished) and of dslc's part (load + compile + launch), cold and warm, and
// whether every warm child reported CompiledInfo::from_cache. The children
// run with CUDA_CACHE_DISABLE=1, so a cold start pays the driver's PTX
// compile as on a machine that never saw the kernel, and a warm one cannot
// lean on the driver's own cache.
#pragma once

#include <cstdint>

namespace dslc_bench {

inline constexpr char kFirstLaunchChildFlag[] = "--first-launch-child";

// CLOCK_MONOTONIC in nanoseconds.
int64_t MonotonicNs();

// The parent: runs the pairs, prints the table; returns the exit status (1
// when a child failed or a warm child compiled).
int FirstLaunch(int repeats);

// The child: argv[1] is kFirstLaunchChildFlag, argv[2] FILE, argv[3] KERNEL;
// `main_ns` is MonotonicNs() at main's first line.
int FirstLaunchChild(int argc, char** argv, int64_t main_ns);

}  // namespace dslc_bench
