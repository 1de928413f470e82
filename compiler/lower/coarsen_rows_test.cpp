// The rows of a thread of consecutive positions (coarsen_rows.h): which
// elements each row holds, where each tap finds its value, and how wide
// a vector each array loads.
#include "compiler/lower/coarsen_rows.h"

#include <gtest/gtest.h>

#include "compiler/types/types.h"

namespace dslc {
namespace {

// heat_step's plan over 4 positions: u read at (y, x), (y - 1, x),
// (y + 1, x), (y, x - 1), (y, x + 1); out written at (y, x).
ElementwisePlan HeatPlan(TypeContext& types) {
  const Type* grid = types.Array(types.Float32(), 2, Layout::C);
  ElementwisePlan plan;
  plan.factor = 4;
  plan.dims = 2;
  plan.consecutive = true;
  plan.arrays = {{0, grid, true, false}, {1, grid, false, true}};
  auto tap = [](size_t array, int64_t dy, int64_t dx, bool loaded) {
    return ElementwiseTap{array, {{1, dy}, {0, dx}}, loaded};
  };
  plan.taps = {tap(0, 0, 0, true),  tap(0, -1, 0, true), tap(0, 1, 0, true),
               tap(0, 0, -1, true), tap(0, 0, 1, true),  tap(1, 0, 0, false)};
  return plan;
}

std::vector<int64_t> Offsets(const AheadRow& row) {
  std::vector<int64_t> offsets;
  for (const auto& element : row.elements) offsets.push_back(element.first);
  return offsets;
}

TEST(CoarsenRowsTest, TapsOfOneRowShareItsElements) {
  TypeContext types;
  ElementwisePlan plan = HeatPlan(types);
  AheadRows rows = GroupRows(plan);
  ASSERT_EQ(rows.rows.size(), 3u);  // rows y, y - 1 and y + 1 of u
  EXPECT_EQ(Offsets(rows.rows[0]), (std::vector<int64_t>{-1, 0, 1, 2, 3, 4}));
  EXPECT_EQ(Offsets(rows.rows[1]), (std::vector<int64_t>{0, 1, 2, 3}));
  EXPECT_EQ(Offsets(rows.rows[2]), (std::vector<int64_t>{0, 1, 2, 3}));
  EXPECT_EQ(rows.rows[1].index, (std::vector<TapIndex>{{1, -1}, {0, 0}}));
  EXPECT_EQ(rows.rows[0].x_dimension, 1);
  // One place per loaded tap: out's tap is not loaded.
  ASSERT_EQ(rows.taps.size(), 5u);
  EXPECT_EQ(rows.taps[0].row, 0u);
  EXPECT_EQ(rows.taps[0].offset, 0);
  EXPECT_EQ(rows.taps[3].row, 0u);
  EXPECT_EQ(rows.taps[3].offset, -1);
  EXPECT_EQ(rows.taps[4].offset, 1);
  EXPECT_EQ(rows.taps[2].row, 2u);
}

TEST(CoarsenRowsTest, TapWithoutXIsOneElement) {
  TypeContext types;
  ElementwisePlan plan = HeatPlan(types);
  plan.taps = {{0, {{1, 0}, {-1, 0}}, true}};  // u[y, 0]
  AheadRows rows = GroupRows(plan);
  ASSERT_EQ(rows.rows.size(), 1u);
  EXPECT_EQ(rows.rows[0].x_dimension, -1);
  EXPECT_EQ(Offsets(rows.rows[0]), (std::vector<int64_t>{0}));
}

TEST(CoarsenRowsTest, VectorsAreSixteenBytesAtMost) {
  TypeContext types;
  ElementwisePlan plan = HeatPlan(types);
  EXPECT_EQ(VectorElements(plan, 0), 4);  // float32, 4 positions
  plan.arrays[0].type = types.Array(types.Float64(), 2, Layout::C);
  EXPECT_EQ(VectorElements(plan, 0), 2);
  plan.factor = 2;
  plan.arrays[0].type = types.Array(types.Float32(), 2, Layout::C);
  EXPECT_EQ(VectorElements(plan, 0), 2);  // no more than the positions
}

}  // namespace
}  // namespace dslc
