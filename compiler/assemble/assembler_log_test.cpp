#include "compiler/assemble/assembler_log.h"

#include <gtest/gtest.h>

namespace dslc {
namespace {

// `ptxas -v -arch=sm_90` (CUDA 13.0) on a module of two kernels; a device
// function's properties come between them.
constexpr const char* kPtxasLog = R"(ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'spill' for 'sm_90'
ptxas info    : Function properties for spill
    512 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 28 registers, used 1 barriers, 512 bytes cumulative stack size, 1024 bytes smem
ptxas info    : Compile time = 97.642 ms
ptxas info    : Function properties for __cuda_sm20_rem_s64
    40 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Compiling entry function 'saxpy' for 'sm_90'
ptxas info    : Function properties for saxpy
    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 10 registers, used 0 barriers
ptxas info    : Compile time = 1.723 ms
)";

// nvJitLink 13.0 with -verbose: ptxas's lines (the stack line prefixed),
// then its summary of the linked cubin, and the module's constant bank.
constexpr const char* kNvJitLinkLog = R"(ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'spill' for 'sm_90'
ptxas info    : Function properties for spill
ptxas         .     512 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 26 registers, used 1 barriers, 1024 bytes smem
ptxas info    : Compile time = 15.422 ms
ptxas info    : Compiling entry function 'saxpy' for 'sm_90'
ptxas info    : Function properties for saxpy
ptxas         .     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 10 registers, used 0 barriers
ptxas info    : Compile time = 1.316 ms
info    : 0 bytes gmem, 1200 bytes cmem[3]
info    : Function properties for 'saxpy':
info    : used 10 registers, used 0 barriers, 0 stack, 0 bytes smem, 568 bytes cmem[0], 0 bytes lmem
info    : Function properties for 'spill':
info    : used 28 registers, used 1 barriers, 512 stack, 2048 bytes smem, 544 bytes cmem[0], 0 bytes lmem
)";

// ptxas of CUDA 12 (`-arch=sm_80 -v`), which names the parameter bank on
// the registers line, and a kernel that spills.
constexpr const char* kPtxas12Log = R"(ptxas info    : 8 bytes gmem, 64 bytes cmem[4]
ptxas info    : Compiling entry function 'big' for 'sm_80'
ptxas info    : Function properties for big
    96 bytes stack frame, 88 bytes spill stores, 92 bytes spill loads
ptxas info    : Used 255 registers, 380 bytes cmem[0], 16 bytes cmem[2]
)";

TEST(AssemblerLogTest, PtxasKernelsInOrderWithoutDeviceFunctions) {
  std::vector<KernelResourceUsage> kernels = ParseAssemblerLog(kPtxasLog);
  ASSERT_EQ(kernels.size(), 2u);
  EXPECT_EQ(kernels[0].entry, "spill");
  EXPECT_EQ(kernels[0].arch, "sm_90");
  EXPECT_EQ(kernels[0].registers, 28);
  EXPECT_EQ(kernels[0].barriers, 1);
  EXPECT_EQ(kernels[0].local_bytes, 512u);
  EXPECT_EQ(kernels[0].static_shared_bytes, 1024u);
  EXPECT_FALSE(kernels[0].constant_bytes_known);
  EXPECT_EQ(kernels[1].entry, "saxpy");
  EXPECT_EQ(kernels[1].registers, 10);
  EXPECT_EQ(kernels[1].local_bytes, 0u);
  EXPECT_EQ(kernels[1].static_shared_bytes, 0u);
}

TEST(AssemblerLogTest, NvJitLinkSummaryGivesTheLinkedRegisters) {
  std::vector<KernelResourceUsage> kernels = ParseAssemblerLog(kNvJitLinkLog);
  ASSERT_EQ(kernels.size(), 2u);
  const KernelResourceUsage& spill = kernels[0];
  EXPECT_EQ(spill.entry, "spill");
  EXPECT_EQ(spill.registers, 28);  // the summary's, not the 26 before linking
  EXPECT_EQ(spill.local_bytes, 512u);
  EXPECT_EQ(spill.static_shared_bytes, 1024u);  // ptxas's count of the kernel's arrays
  EXPECT_TRUE(spill.constant_bytes_known);
  EXPECT_EQ(spill.constant_bytes, 1200u);  // cmem[3]; cmem[0] holds parameters
  EXPECT_EQ(kernels[1].entry, "saxpy");
  EXPECT_EQ(kernels[1].constant_bytes, 1200u);
}

// A kernel whose only shared memory is dynamic: ptxas names no smem, and
// the linked summary's 1024 bytes are what sm_90 reserves, not the kernel's
// (nvJitLink 13.0 -verbose on lang-examples/dynamic_shared.py).
TEST(AssemblerLogTest, DynamicSharedOnlyKernelHasNoStaticShared) {
  std::vector<KernelResourceUsage> kernels = ParseAssemblerLog(R"(ptxas info    : 0 bytes gmem
ptxas info    : Compiling entry function 'reverse_tiles' for 'sm_90'
ptxas info    : Function properties for reverse_tiles
ptxas         .     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
ptxas info    : Used 22 registers, used 1 barriers
ptxas info    : Compile time = 7.053 ms
info    : 0 bytes gmem
info    : Function properties for 'reverse_tiles':
info    : used 22 registers, used 1 barriers, 0 stack, 1024 bytes smem, 560 bytes cmem[0], 0 bytes lmem
)");
  ASSERT_EQ(kernels.size(), 1u);
  EXPECT_EQ(kernels[0].entry, "reverse_tiles");
  EXPECT_EQ(kernels[0].registers, 22);
  EXPECT_EQ(kernels[0].static_shared_bytes, 0u);
}

TEST(AssemblerLogTest, SpillsAndConstantBanksOfOlderPtxas) {
  std::vector<KernelResourceUsage> kernels = ParseAssemblerLog(kPtxas12Log);
  ASSERT_EQ(kernels.size(), 1u);
  EXPECT_EQ(kernels[0].registers, 255);
  EXPECT_EQ(kernels[0].spill_store_bytes, 88u);
  EXPECT_EQ(kernels[0].spill_load_bytes, 92u);
  EXPECT_EQ(kernels[0].local_bytes, 96u);
  EXPECT_EQ(kernels[0].constant_bytes, 64u + 16u);
}

TEST(AssemblerLogTest, UnknownAndDamagedLinesAreSkipped) {
  std::vector<KernelResourceUsage> kernels = ParseAssemblerLog(
      "ptxas info    : Compiling entry function 'k' for 'sm_90'\n"
      "ptxas info    : Used registers, lots of words\n"
      "ptxas warning : something new\n"
      "ptxas info    : Used 12 registers, 7 frobs\n"
      "garbage 99 bytes spill stores\n");
  ASSERT_EQ(kernels.size(), 1u);
  EXPECT_EQ(kernels[0].registers, 12);
  EXPECT_EQ(kernels[0].spill_store_bytes, 0u);
  EXPECT_TRUE(ParseAssemblerLog("").empty());
  EXPECT_TRUE(ParseAssemblerLog("Function properties for \n    8 bytes stack frame\n").empty());
}

TEST(AssemblerLogTest, WithoutEntryLinesEveryFunctionIsGiven) {
  std::vector<KernelResourceUsage> kernels = ParseAssemblerLog(
      "ptxas info    : Function properties for saxpy\n"
      "    16 bytes stack frame, 4 bytes spill stores, 8 bytes spill loads\n"
      "ptxas info    : Used 10 registers\n");
  ASSERT_EQ(kernels.size(), 1u);
  EXPECT_EQ(kernels[0].entry, "saxpy");
  EXPECT_EQ(kernels[0].spill_store_bytes, 4u);
  EXPECT_EQ(kernels[0].spill_load_bytes, 8u);
  EXPECT_EQ(kernels[0].registers, 10);
}

}  // namespace
}  // namespace dslc
