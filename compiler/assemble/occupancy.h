// How many blocks of a kernel fit on one SM at once, from its registers and
// shared memory and the architecture's limits: the calculation of CUDA's
// occupancy calculator (and cuOccupancyMaxActiveBlocksPerMultiprocessor),
// without a GPU. It assumes the largest shared memory carve-out.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace dslc {

// The per-SM limits of one compute capability (CUDA C++ Programming
// Guide, "Technical Specifications per Compute Capability", and the
// occupancy calculator's allocation units).
struct SmLimits {
  int sm;                         // 90: compute capability 9.0
  int max_warps;                  // resident warps per SM
  int max_blocks;                 // resident blocks per SM
  int registers;                  // 32-bit registers per SM
  int max_registers_per_thread;   // 255
  int shared_bytes;               // shared memory per SM, largest carve-out
  int max_shared_per_block;       // with opt-in
  int reserved_shared_per_block;  // the system's share of each block's shared memory
};

// The limits of `sm` (70 to 120); for an architecture without a row, those
// of the closest older one with the same major version; nothing before 7.0.
std::optional<SmLimits> LimitsOf(int sm);

struct Occupancy {
  int blocks_per_sm = 0;
  int warps_per_sm = 0;
  double percent = 0;  // of the SM's resident warps
  // What stops another block: "warps", "blocks", "registers", "shared
  // memory"; or why none fits ("block size", "registers", "shared memory").
  std::string limited_by;
};

// Blocks of `threads` threads using `registers` per thread and
// `shared_bytes` (static + dynamic) per block resident on one SM.
Occupancy ComputeOccupancy(const SmLimits& limits, int threads, int registers,
                           uint64_t shared_bytes);

// The most threads a block may have with `registers` per thread: what the
// registers of one SM allow, at most 1024 (CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK
// without launch bounds).
int MaxThreadsPerBlock(const SmLimits& limits, int registers);

}  // namespace dslc
