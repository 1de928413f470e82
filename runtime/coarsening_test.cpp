#include "runtime/coarsening.h"

#include <gtest/gtest.h>

#include <cstdlib>

namespace dslc {
namespace {

TEST(CoarsenLaunch, DividesGridXRoundingUp) {
  CoarsenedLaunch launch = CoarsenLaunch({1001, 1, 1}, {256, 1, 1}, 4, 0, false, 0);
  EXPECT_EQ(launch.grid.x, 251u);  // 250 blocks of 4 and one of 1
  EXPECT_EQ(launch.grid.y, 1u);
  EXPECT_EQ(launch.grid.z, 1u);
  EXPECT_EQ(launch.grid_extent, 1001u);
}

TEST(CoarsenLaunch, ExactMultiple) {
  CoarsenedLaunch launch = CoarsenLaunch({1024, 1, 1}, {128, 1, 1}, 8, 0, false, 0);
  EXPECT_EQ(launch.grid.x, 128u);
  EXPECT_EQ(launch.grid_extent, 1024u);
}

TEST(CoarsenLaunch, GridSmallerThanFactorRunsOneBlock) {
  CoarsenedLaunch launch = CoarsenLaunch({3, 1, 1}, {32, 1, 1}, 4, 0, false, 0);
  EXPECT_EQ(launch.grid.x, 1u);
  EXPECT_EQ(launch.grid_extent, 3u);
  launch = CoarsenLaunch({1, 1, 1}, {1, 1, 1}, 8, 0, false, 0);
  EXPECT_EQ(launch.grid.x, 1u);
  EXPECT_EQ(launch.grid_extent, 1u);
}

TEST(CoarsenLaunch, LargestGrid) {
  CoarsenedLaunch launch = CoarsenLaunch({0x7fffffffu, 1, 1}, {1024, 1, 1}, 8, 0, false, 0);
  EXPECT_EQ(launch.grid.x, 0x10000000u);
  EXPECT_EQ(launch.grid_extent, 0x7fffffffu);
}

TEST(CoarsenLaunch, FactorOneChangesNothing) {
  CoarsenedLaunch launch = CoarsenLaunch({1000, 1, 1}, {256, 1, 1}, 1, 0, false, 0);
  EXPECT_EQ(launch.grid.x, 1000u);
  EXPECT_EQ(launch.grid_extent, 0u);
}

TEST(CoarsenLaunch, AlongYDividesGridY) {
  // heat_step's launch: blocks of 32 x 8 over 16384 x 16384 points.
  CoarsenedLaunch launch = CoarsenLaunch({512, 2048, 1}, {32, 8, 1}, 4, 1, false, 0);
  EXPECT_EQ(launch.grid.x, 512u);
  EXPECT_EQ(launch.grid.y, 512u);
  EXPECT_EQ(launch.grid.z, 1u);
  EXPECT_EQ(launch.grid_extent, 2048u);
  launch = CoarsenLaunch({7, 1001, 1}, {16, 16, 1}, 4, 1, false, 0);
  EXPECT_EQ(launch.grid.y, 251u);
  EXPECT_EQ(launch.grid_extent, 1001u);
}

TEST(CoarsenLaunch, AlongYNeedsNoExtentAlongZ) {
  for (auto [grid, block] :
       {std::pair<Dim3, Dim3>{{100, 100, 2}, {32, 8, 1}}, {{100, 100, 1}, {32, 4, 2}}}) {
    CoarsenedLaunch launch = CoarsenLaunch(grid, block, 4, 1, false, 0);
    EXPECT_EQ(launch.grid.y, grid.y);
    EXPECT_EQ(launch.grid_extent, 0u);
  }
}

TEST(CoarsenLaunch, AlongYCountsEveryThread) {
  // 4 waves of an H200: 1081344 threads. 64 x 1024 blocks of 32 x 8 leave
  // 64 x 256 x 256 = 4194304 threads coarsened by 4; 16 x 1024, 1048576.
  uint64_t min_threads = DefaultCoarsenMinThreads(132, 2048);
  EXPECT_EQ(CoarsenLaunch({64, 1024, 1}, {32, 8, 1}, 4, 1, false, min_threads).grid_extent, 1024u);
  EXPECT_EQ(CoarsenLaunch({16, 1024, 1}, {32, 8, 1}, 4, 1, false, min_threads).grid_extent, 0u);
}

TEST(CoarsenLaunch, AlongXKeepsGridY) {
  // heat_step's launch, 4 consecutive columns per thread: 512 / 4 blocks
  // along x, every row of blocks.
  CoarsenedLaunch launch = CoarsenLaunch({512, 2048, 1}, {32, 8, 1}, 4, 0, false, 0);
  EXPECT_EQ(launch.grid.x, 128u);
  EXPECT_EQ(launch.grid.y, 2048u);
  EXPECT_EQ(launch.grid_extent, 512u);
  // A 1-D kernel launched in 2-D blocks is divided the same way.
  launch = CoarsenLaunch({100, 1, 1}, {16, 16, 1}, 4, 0, false, 0);
  EXPECT_EQ(launch.grid.x, 25u);
  EXPECT_EQ(launch.grid_extent, 100u);
}

TEST(CoarsenLaunch, AlongXCountsEveryThread) {
  // 4 waves of an H200: 1081344 threads. 512 x 64 blocks of 32 x 8 leave
  // 128 x 64 x 256 = 2097152 threads coarsened by 4; 512 x 16, 524288.
  uint64_t min_threads = DefaultCoarsenMinThreads(132, 2048);
  EXPECT_EQ(CoarsenLaunch({512, 64, 1}, {32, 8, 1}, 4, 0, false, min_threads).grid_extent, 512u);
  EXPECT_EQ(CoarsenLaunch({512, 16, 1}, {32, 8, 1}, 4, 0, false, min_threads).grid_extent, 0u);
}

TEST(CoarsenLaunch, LaunchesAlongZAreNotCoarsened) {
  for (auto [grid, block] :
       {std::pair<Dim3, Dim3>{{100, 1, 2}, {256, 1, 1}}, {{100, 1, 1}, {16, 1, 2}}}) {
    CoarsenedLaunch launch = CoarsenLaunch(grid, block, 4, 0, false, 0);
    EXPECT_EQ(launch.grid.x, grid.x);
    EXPECT_EQ(launch.grid.y, grid.y);
    EXPECT_EQ(launch.grid.z, grid.z);
    EXPECT_EQ(launch.grid_extent, 0u);
  }
}

TEST(CoarsenLaunch, WholeWarpsNeedsBlocksOfWholeWarpsAlongX) {
  // A kernel whose GPU threads are lanes of warps: blocks of 48 or 16
  // threads along x run uncoarsened, blocks of 64 or 256 as any other.
  for (uint32_t block_y : {1u, 4u}) {
    for (uint32_t block_x : {48u, 16u}) {
      Dim3 block(block_x, block_y, 1);
      CoarsenedLaunch launch = CoarsenLaunch({1001, 3, 1}, block, 4, 0, true, 0);
      EXPECT_EQ(launch.grid.x, 1001u) << block_x << " x " << block_y;
      EXPECT_EQ(launch.grid.y, 3u);
      EXPECT_EQ(launch.grid.z, 1u);
      EXPECT_EQ(launch.grid_extent, 0u);
      EXPECT_EQ(CoarsenLaunch({1001, 3, 1}, block, 4, 0, false, 0).grid_extent, 1001u);
    }
    for (uint32_t block_x : {64u, 256u}) {
      Dim3 block(block_x, block_y, 1);
      CoarsenedLaunch launch = CoarsenLaunch({1001, 3, 1}, block, 4, 0, true, 0);
      CoarsenedLaunch without = CoarsenLaunch({1001, 3, 1}, block, 4, 0, false, 0);
      EXPECT_EQ(launch.grid.x, 251u) << block_x << " x " << block_y;
      EXPECT_EQ(launch.grid.y, 3u);
      EXPECT_EQ(launch.grid_extent, 1001u);
      EXPECT_EQ(launch.grid.x, without.grid.x);
      EXPECT_EQ(launch.grid.y, without.grid.y);
      EXPECT_EQ(launch.grid.z, without.grid.z);
      EXPECT_EQ(launch.grid_extent, without.grid_extent);
    }
  }
}

TEST(CoarsenLaunch, EmptyGridIsLeftToTheDriver) {
  CoarsenedLaunch launch = CoarsenLaunch({0, 1, 1}, {256, 1, 1}, 4, 0, false, 0);
  EXPECT_EQ(launch.grid.x, 0u);
  EXPECT_EQ(launch.grid_extent, 0u);
}

TEST(CoarsenLaunch, SmallGridsAreNotCoarsened) {
  // 4 waves of an H200 (132 multiprocessors of 2048 threads).
  uint64_t min_threads = DefaultCoarsenMinThreads(132, 2048);
  EXPECT_EQ(min_threads, 1081344u);
  // 2^20 + 7 elements in blocks of 256: 4097 blocks, 1025 after coarsening.
  CoarsenedLaunch small = CoarsenLaunch({4097, 1, 1}, {256, 1, 1}, 4, 0, false, min_threads);
  EXPECT_EQ(small.grid.x, 4097u);
  EXPECT_EQ(small.grid_extent, 0u);
  // 2^24 + 7: 65537 blocks, 16385 after coarsening.
  CoarsenedLaunch large = CoarsenLaunch({65537, 1, 1}, {256, 1, 1}, 4, 0, false, min_threads);
  EXPECT_EQ(large.grid.x, 16385u);
  EXPECT_EQ(large.grid_extent, 65537u);
  // Just at the limit: 4224 blocks of 256 after coarsening.
  EXPECT_EQ(CoarsenLaunch({4224 * 4, 1, 1}, {256, 1, 1}, 4, 0, false, min_threads).grid.x, 4224u);
  EXPECT_EQ(CoarsenLaunch({4223 * 4, 1, 1}, {256, 1, 1}, 4, 0, false, min_threads).grid_extent, 0u);
}

TEST(CoarsenMinThreadsFromEnvironment, ReadsANumber) {
  const char* saved = std::getenv("DSLC_COARSEN_MIN_THREADS");
  std::string old = saved ? saved : "";
  unsetenv("DSLC_COARSEN_MIN_THREADS");
  EXPECT_EQ(CoarsenMinThreadsFromEnvironment(), -1);
  setenv("DSLC_COARSEN_MIN_THREADS", "0", 1);
  EXPECT_EQ(CoarsenMinThreadsFromEnvironment(), 0);
  setenv("DSLC_COARSEN_MIN_THREADS", "123456", 1);
  EXPECT_EQ(CoarsenMinThreadsFromEnvironment(), 123456);
  setenv("DSLC_COARSEN_MIN_THREADS", "many", 1);
  EXPECT_EQ(CoarsenMinThreadsFromEnvironment(), -1);
  setenv("DSLC_COARSEN_MIN_THREADS", "-5", 1);
  EXPECT_EQ(CoarsenMinThreadsFromEnvironment(), -1);
  if (saved) {
    setenv("DSLC_COARSEN_MIN_THREADS", old.c_str(), 1);
  } else {
    unsetenv("DSLC_COARSEN_MIN_THREADS");
  }
}

}  // namespace
}  // namespace dslc
