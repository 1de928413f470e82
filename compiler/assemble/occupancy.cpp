#include "compiler/assemble/occupancy.h"

#include <algorithm>
#include <climits>

namespace dslc {
namespace {

constexpr int kWarpSize = 32;
// Registers are given to warps in units of 256, shared memory to blocks in
// units of 128 bytes (the occupancy calculator's allocation granularities
// from Volta on).
constexpr int kRegisterUnit = 256;
constexpr int kSharedUnit = 128;
constexpr int kKiB = 1024;

// sm, warps, blocks, registers, registers per thread, shared per SM, shared
// per block (opt-in), reserved per block.
constexpr SmLimits kLimits[] = {
    {70, 64, 32, 65536, 255, 96 * kKiB, 96 * kKiB, 0},
    {72, 64, 32, 65536, 255, 96 * kKiB, 96 * kKiB, 0},
    {75, 32, 16, 65536, 255, 64 * kKiB, 64 * kKiB, 0},
    {80, 64, 32, 65536, 255, 164 * kKiB, 163 * kKiB, kKiB},
    {86, 48, 16, 65536, 255, 100 * kKiB, 99 * kKiB, kKiB},
    {87, 48, 16, 65536, 255, 164 * kKiB, 163 * kKiB, kKiB},
    {89, 48, 24, 65536, 255, 100 * kKiB, 99 * kKiB, kKiB},
    {90, 64, 32, 65536, 255, 228 * kKiB, 227 * kKiB, kKiB},
    {100, 64, 32, 65536, 255, 228 * kKiB, 227 * kKiB, kKiB},
    {103, 64, 32, 65536, 255, 228 * kKiB, 227 * kKiB, kKiB},
    {110, 48, 24, 65536, 255, 228 * kKiB, 227 * kKiB, kKiB},
    {120, 48, 32, 65536, 255, 100 * kKiB, 99 * kKiB, kKiB},
    {121, 48, 32, 65536, 255, 100 * kKiB, 99 * kKiB, kKiB},
};

int RoundUp(int64_t value, int64_t unit) {
  return static_cast<int>((value + unit - 1) / unit * unit);
}

}  // namespace

std::optional<SmLimits> LimitsOf(int sm) {
  const SmLimits* best = nullptr;
  for (const SmLimits& limits : kLimits) {
    if (limits.sm <= sm && limits.sm / 10 == sm / 10) best = &limits;
  }
  if (!best) return std::nullopt;
  SmLimits result = *best;
  result.sm = sm;
  return result;
}

Occupancy ComputeOccupancy(const SmLimits& limits, int threads, int registers,
                           uint64_t shared_bytes) {
  Occupancy result;
  const int max_threads = 1024;
  if (threads <= 0 || threads > max_threads) {
    result.limited_by = "block size";
    return result;
  }
  if (registers > limits.max_registers_per_thread) {
    result.limited_by = "registers";
    return result;
  }
  const int warps = (threads + kWarpSize - 1) / kWarpSize;
  const uint64_t block_shared =
      shared_bytes == 0 ? 0
                        : static_cast<uint64_t>(RoundUp(
                              static_cast<int64_t>(shared_bytes) + limits.reserved_shared_per_block,
                              kSharedUnit));
  if (shared_bytes > static_cast<uint64_t>(limits.max_shared_per_block)) {
    result.limited_by = "shared memory";
    return result;
  }
  struct Limit {
    int blocks;
    const char* name;
  };
  const int registers_per_warp =
      RoundUp(int64_t{std::max(registers, 1)} * kWarpSize, kRegisterUnit);
  const Limit candidates[] = {
      {limits.max_warps / warps, "warps"},
      {limits.max_blocks, "blocks"},
      {limits.registers / registers_per_warp / warps, "registers"},
      {block_shared == 0 ? INT_MAX : static_cast<int>(limits.shared_bytes / block_shared),
       "shared memory"},
  };
  Limit least = candidates[0];
  for (const Limit& limit : candidates) {
    if (limit.blocks < least.blocks) least = limit;
  }
  result.blocks_per_sm = least.blocks;
  result.limited_by = least.name;
  result.warps_per_sm = least.blocks * warps;
  result.percent = 100.0 * result.warps_per_sm / limits.max_warps;
  return result;
}

int MaxThreadsPerBlock(const SmLimits& limits, int registers) {
  int per_warp = (std::max(registers, 1) * 32 + 255) / 256 * 256;
  return std::min(1024, limits.registers / per_warp * 32);
}

}  // namespace dslc
