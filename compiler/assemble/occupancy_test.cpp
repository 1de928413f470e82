#include "compiler/assemble/occupancy.h"

#include <gtest/gtest.h>

namespace dslc {
namespace {

SmLimits Limits(int sm) {
  std::optional<SmLimits> limits = LimitsOf(sm);
  EXPECT_TRUE(limits.has_value()) << sm;
  return limits.value_or(SmLimits{});
}

TEST(OccupancyTest, FewRegistersFillTheSm) {
  // 10 registers, 256 threads on sm_90: 8 warps a block, 64 warps an SM.
  Occupancy o = ComputeOccupancy(Limits(90), 256, 10, 0);
  EXPECT_EQ(o.blocks_per_sm, 8);
  EXPECT_EQ(o.warps_per_sm, 64);
  EXPECT_DOUBLE_EQ(o.percent, 100.0);
  EXPECT_EQ(o.limited_by, "warps");
}

TEST(OccupancyTest, RegistersLimit) {
  // 128 registers: 4096 a warp, 16 warps an SM, 2 blocks of 8 warps.
  Occupancy o = ComputeOccupancy(Limits(90), 256, 128, 0);
  EXPECT_EQ(o.blocks_per_sm, 2);
  EXPECT_DOUBLE_EQ(o.percent, 25.0);
  EXPECT_EQ(o.limited_by, "registers");
  // 33 registers round up to 40 per thread: 1280 a warp, 51 warps, 6 blocks.
  EXPECT_EQ(ComputeOccupancy(Limits(80), 256, 33, 0).blocks_per_sm, 6);
}

TEST(OccupancyTest, SharedMemoryLimitWithTheReservedKilobyte) {
  // 48 KiB + 1 KiB reserved per block in 228 KiB: 4 blocks.
  Occupancy o = ComputeOccupancy(Limits(90), 128, 16, 48 * 1024);
  EXPECT_EQ(o.blocks_per_sm, 4);
  EXPECT_EQ(o.limited_by, "shared memory");
  // Turing reserves none: 64 KiB / 32 KiB.
  EXPECT_EQ(ComputeOccupancy(Limits(75), 128, 16, 32 * 1024).blocks_per_sm, 2);
}

TEST(OccupancyTest, BlockLimitForSmallBlocks) {
  Occupancy o = ComputeOccupancy(Limits(86), 32, 16, 0);
  EXPECT_EQ(o.blocks_per_sm, 16);
  EXPECT_EQ(o.limited_by, "blocks");
  EXPECT_NEAR(o.percent, 100.0 * 16 / 48, 1e-9);
}

TEST(OccupancyTest, ImpossibleLaunches) {
  EXPECT_EQ(ComputeOccupancy(Limits(90), 2048, 16, 0).blocks_per_sm, 0);
  EXPECT_EQ(ComputeOccupancy(Limits(90), 2048, 16, 0).limited_by, "block size");
  EXPECT_EQ(ComputeOccupancy(Limits(90), 256, 16, 300 * 1024).limited_by, "shared memory");
}

TEST(OccupancyTest, TablesPerArchitecture) {
  EXPECT_FALSE(LimitsOf(61).has_value());
  EXPECT_EQ(Limits(89).max_warps, 48);
  EXPECT_EQ(Limits(120).max_blocks, 32);
  // No row of its own: the closest older one of its major version.
  EXPECT_EQ(Limits(101).max_warps, 64);
  EXPECT_EQ(Limits(101).sm, 101);
}

}  // namespace
}  // namespace dslc
