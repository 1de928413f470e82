#include "compiler/codegen/target.h"

#include <gtest/gtest.h>

namespace dslc {
namespace {

std::string Rejection(llvm::StringRef arch) {
  std::string error;
  std::optional<Target> target = Target::Parse(arch, &error);
  EXPECT_FALSE(target.has_value()) << arch.str();
  return error;
}

TEST(TargetTest, AcceptsEachArchitectureWithItsLowestPtxVersion) {
  // Each pair checked with llc-19 (.version it emits) and ptxas 13.0 (which
  // rejects one version lower).
  const std::pair<const char*, int> expected[] = {
      {"sm_75", 63}, {"sm_80", 70}, {"sm_86", 71}, {"sm_87", 74}, {"sm_89", 78}, {"sm_90", 78},
  };
  for (const auto& [name, ptx] : expected) {
    std::string error;
    std::optional<Target> target = Target::Parse(name, &error);
    ASSERT_TRUE(target.has_value()) << name << ": " << error;
    EXPECT_EQ(target->Name(), name);
    EXPECT_EQ(target->CpuName(), name);
    EXPECT_EQ(target->PtxVersion(), ptx) << name;
    EXPECT_EQ(target->Features(), "+ptx" + std::to_string(ptx));
  }
}

TEST(TargetTest, DefaultIsSm90WithPtx78) {
  Target target = Target::Default();
  EXPECT_EQ(target.sm(), 90);
  EXPECT_EQ(target.Features(), "+ptx78");
  EXPECT_EQ(Target::Triple(), "nvptx64-nvidia-cuda");
  EXPECT_EQ(target, Target(90));
  EXPECT_EQ(Target::SupportedNames(), "sm_75, sm_80, sm_86, sm_87, sm_89, sm_90");
}

TEST(TargetTest, RejectsArchitectureSpecificSm90a) {
  std::string error = Rejection("sm_90a");
  EXPECT_NE(error.find("wgmma"), std::string::npos) << error;
  EXPECT_NE(error.find("use `sm_90`"), std::string::npos) << error;
}

TEST(TargetTest, RejectsArchitecturesCuda13Dropped) {
  for (const char* arch : {"sm_50", "sm_60", "sm_70", "sm_72"}) {
    std::string error = Rejection(arch);
    EXPECT_NE(error.find("CUDA 13 dropped"), std::string::npos) << error;
    EXPECT_NE(error.find("accepted: sm_75"), std::string::npos) << error;
  }
}

TEST(TargetTest, RejectsArchitecturesNewerThanLlvm19) {
  for (const char* arch : {"sm_100", "sm_120", "sm_100a"}) {
    std::string error = Rejection(arch);
    EXPECT_NE(error.find("newer than LLVM 19"), std::string::npos) << error;
  }
}

TEST(TargetTest, RejectsUnknownAndMalformedNames) {
  EXPECT_EQ(Rejection("sm_88"),
            "unknown GPU architecture `sm_88`; accepted: sm_75, sm_80, sm_86, sm_87, sm_89, sm_90");
  for (const char* arch : {"", "90", "sm90", "sm_", "sm_9x", "sm_90b", "compute_90", "SM_90",
                           "sm_-90", "sm_99999999999999999999"}) {
    std::string error = Rejection(arch);
    EXPECT_NE(error.find("expected `sm_XX`"), std::string::npos) << arch << ": " << error;
  }
}

}  // namespace
}  // namespace dslc
