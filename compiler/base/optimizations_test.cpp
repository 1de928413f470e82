#include "compiler/base/optimizations.h"

#include <gtest/gtest.h>

namespace dslc {
namespace {

TEST(Optimizations, AllEnabledByDefault) {
  Optimizations set;
  EXPECT_TRUE(set.all_enabled());
  for (int i = 0; i < kOptimizationCount; ++i) EXPECT_TRUE(set.enabled(Optimization(i)));
  EXPECT_EQ(set.DisabledNames(), "");
}

TEST(Optimizations, DisablesByNameInTheListsOrder) {
  Optimizations set;
  std::string error;
  ASSERT_TRUE(DisableOptimizations(" sink-stores , coarsen,,", &set, &error)) << error;
  EXPECT_FALSE(set.enabled(Optimization::Coarsen));
  EXPECT_FALSE(set.enabled(Optimization::SinkStores));
  EXPECT_TRUE(set.enabled(Optimization::VirtualLanes));
  EXPECT_EQ(set.DisabledNames(), "coarsen,sink-stores");
}

TEST(Optimizations, UnknownNameNamesTheKnownOnes) {
  Optimizations set;
  std::string error;
  EXPECT_FALSE(DisableOptimizations("coarsen,fast", &set, &error));
  EXPECT_NE(error.find("`fast` is not one of dslc's optimisations"), std::string::npos) << error;
  EXPECT_NE(error.find("coarsen, consecutive, lanes"), std::string::npos) << error;
}

TEST(Optimizations, EveryNameHasADescription) {
  for (int i = 0; i < kOptimizationCount; ++i) {
    EXPECT_FALSE(OptimizationName(Optimization(i)).empty());
    EXPECT_FALSE(OptimizationDescription(Optimization(i)).empty());
  }
}

}  // namespace
}  // namespace dslc
