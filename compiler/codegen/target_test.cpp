#include "compiler/codegen/target.h"

#include <gtest/gtest.h>

namespace dslc {
namespace {

// The text of the diagnostic that refuses `arch`.
std::string Rejection(llvm::StringRef arch) {
  DiagnosticMessage error;
  std::optional<Target> target = Target::Parse(arch, &error);
  EXPECT_FALSE(target.has_value()) << arch.str();
  EXPECT_EQ(error.level, DiagnosticLevel::Error) << arch.str();
  return error.text;
}

TEST(TargetTest, AcceptsEachArchitectureWithItsLowestPtxVersion) {
  // Each pair from sm_75 on checked with llc-19 (.version it emits) and
  // ptxas 13.0 (which rejects one version lower); sm_50 to sm_72 take PTX
  // 6.3, the first with every `*.sync` warp intrinsic.
  const std::pair<const char*, int> expected[] = {
      {"sm_50", 63}, {"sm_52", 63}, {"sm_53", 63}, {"sm_60", 63}, {"sm_61", 63},
      {"sm_62", 63}, {"sm_70", 63}, {"sm_72", 63}, {"sm_75", 63}, {"sm_80", 70},
      {"sm_86", 71}, {"sm_87", 74}, {"sm_89", 78}, {"sm_90", 78},
  };
  for (const auto& [name, ptx] : expected) {
    DiagnosticMessage error;
    std::optional<Target> target = Target::Parse(name, &error);
    ASSERT_TRUE(target.has_value()) << name << ": " << error.text;
    EXPECT_EQ(target->Name(), name);
    EXPECT_EQ(target->CpuName(), name);
    EXPECT_EQ(target->PtxVersion(), ptx) << name;
    EXPECT_EQ(target->ArchPtxVersion(), ptx) << name;
    EXPECT_EQ(target->Features(), "+ptx" + std::to_string(ptx));
  }
}

TEST(TargetTest, DefaultIsSm90WithPtx78) {
  Target target = Target::Default();
  EXPECT_EQ(target.sm(), 90);
  EXPECT_EQ(target.Features(), "+ptx78");
  EXPECT_EQ(Target::Triple(), "nvptx64-nvidia-cuda");
  EXPECT_EQ(target, Target(90));
  EXPECT_EQ(Target::SupportedNames(),
            "sm_50, sm_52, sm_53, sm_60, sm_61, sm_62, sm_70, sm_72, sm_75, sm_80, sm_86, sm_87, "
            "sm_89, sm_90");
}

TEST(TargetTest, FeaturesRaiseThePtxVersionAboveTheArchitecturesOnly) {
  Target sm75(75);
  EXPECT_EQ(sm75.WithPtxAtLeast(0), sm75);
  EXPECT_EQ(sm75.WithPtxAtLeast(60).PtxVersion(), 63);  // below the minimum: unchanged
  EXPECT_EQ(sm75.WithPtxAtLeast(63), sm75);
  Target raised = sm75.WithPtxAtLeast(70);
  EXPECT_EQ(raised.PtxVersion(), 70);
  EXPECT_EQ(raised.ArchPtxVersion(), 63);
  EXPECT_EQ(raised.Features(), "+ptx70");
  EXPECT_EQ(raised.Name(), "sm_75");
  EXPECT_FALSE(raised == sm75);                           // other PTX: another compile
  EXPECT_EQ(raised.WithPtxAtLeast(65).PtxVersion(), 70);  // the largest need wins
  EXPECT_EQ(Target(90).WithPtxAtLeast(Target::kNewestPtx).Features(), "+ptx85");
}

TEST(TargetTest, NoFeatureNeedsMoreThanTheArchitecturesItRunsOn) {
  // Each feature's PTX ISA minimum is at most the `.version` of every
  // architecture that has the feature, so none raises `.version` today.
  // A feature for which this fails needs ArchRequirement::min_ptx.
  ASSERT_FALSE(PtxFeatures().empty());
  for (const PtxFeature& feature : PtxFeatures()) {
    EXPECT_LE(feature.min_ptx, Target::kNewestPtx) << feature.name;
    for (int sm : {50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90}) {
      if (sm < feature.min_sm) continue;
      EXPECT_LE(feature.min_ptx, Target(sm).PtxVersion()) << feature.name << " on sm_" << sm;
    }
  }
}

TEST(TargetTest, RejectsArchitectureSpecificSm90a) {
  std::string error = Rejection("sm_90a");
  EXPECT_NE(error.find("wgmma"), std::string::npos) << error;
  EXPECT_NE(error.find("use `sm_90`"), std::string::npos) << error;
}

TEST(TargetTest, RejectsArchitecturesOlderThanMaxwell) {
  for (const char* arch : {"sm_20", "sm_30", "sm_35", "sm_37"}) {
    std::string error = Rejection(arch);
    EXPECT_NE(error.find("dslc targets Maxwell (sm_50) and newer"), std::string::npos) << error;
    EXPECT_NE(error.find("accepted: sm_50, sm_52"), std::string::npos) << error;
  }
}

TEST(TargetTest, MapsEachComputeCapabilityToTheNewestArchitectureItRuns) {
  const std::tuple<int, int, int> expected[] = {
      {5, 0, 50}, {6, 0, 60}, {6, 1, 61}, {7, 0, 70},  {7, 5, 75},  {8, 0, 80},
      {8, 6, 86}, {8, 9, 89}, {9, 0, 90}, {10, 0, 90}, {12, 0, 90},
  };
  for (const auto& [major, minor, sm] : expected) {
    DiagnosticMessage error;
    std::optional<Target> target = Target::ForComputeCapability(major, minor, &error);
    ASSERT_TRUE(target.has_value()) << major << "." << minor << ": " << error.text;
    EXPECT_EQ(target->sm(), sm) << major << "." << minor;
  }
  DiagnosticMessage error;
  EXPECT_FALSE(Target::ForComputeCapability(3, 5, &error).has_value());
  EXPECT_EQ(error.kind, DiagnosticKind::GpuTooOld);
  EXPECT_EQ(error.args, (std::vector<std::string>{"3", "5", Target::SupportedNames()}));
  EXPECT_NE(error.text.find("compute capability 3.5"), std::string::npos) << error.text;
}

TEST(TargetTest, RejectsArchitecturesNewerThanLlvm19) {
  for (const char* arch : {"sm_100", "sm_120", "sm_100a"}) {
    std::string error = Rejection(arch);
    EXPECT_NE(error.find("newer than LLVM 19"), std::string::npos) << error;
  }
}

TEST(TargetTest, RejectsUnknownAndMalformedNames) {
  EXPECT_EQ(Rejection("sm_88"),
            "unknown GPU architecture `sm_88`; accepted: sm_50, sm_52, sm_53, sm_60, sm_61, sm_62, "
            "sm_70, sm_72, sm_75, sm_80, sm_86, sm_87, sm_89, sm_90");
  for (const char* arch : {"", "90", "sm90", "sm_", "sm_9x", "sm_90b", "compute_90", "SM_90",
                           "sm_-90", "sm_99999999999999999999"}) {
    std::string error = Rejection(arch);
    EXPECT_NE(error.find("expected `sm_XX`"), std::string::npos) << arch << ": " << error;
  }
}

}  // namespace
}  // namespace dslc
