// The launch side of fitting forms without a GPU: which entry a launch of a
// block runs, when the kernel as compiled fits it, when its form is known
// (found without a lock or a compile), and when no form may be compiled.
#include "runtime/fitting_forms.h"

#include <gtest/gtest.h>

#include "compiler/pipeline/compile.h"
#include "compiler/pipeline/compile_diagnostics.h"

namespace dslc {
namespace {

constexpr const char* kSource = R"(from numba import cuda

@cuda.jit
def k(x):
    x[0] = 1

@cuda.jit(launch_bounds=256)
def bounded(x):
    x[0] = 1
)";

// A program over kSource on a made-up GPU of 1024 threads per block, and
// the state of its kernel `k`, whose kernel as compiled allows 896.
struct Fixture {
  Fixture() {
    CompileDiagnostics diagnostics;
    PhaseTimer timer;
    program.module =
        LoadModule(SourceBuffer::FromText("k.py", kSource), diagnostics.emitter(), timer);
    device.properties.max_threads_per_block = 1024;
    program.device = &device;
    state.program = &program;
    state.name = "k";
    compiled.max_threads = 896;
  }
  internal::ProgramState program;
  DeviceState device;
  internal::KernelState state;
  LoadedKernel compiled;
};

TEST(FittingForms, BlockThatFitsRunsTheKernelAsCompiled) {
  Fixture f;
  f.program.device = nullptr;  // nothing beyond the compare is read
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(896)), &f.compiled);
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(128, 7)), &f.compiled);
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(1)), &f.compiled);
}

TEST(FittingForms, KnownFormIsFoundForEveryBlockOfItsWarps) {
  Fixture f;
  LoadedKernel form;
  f.compiled.fits[31].store(&form);  // 32 warps
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(1024)), &form);
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(1000)), &form);
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(32, 32)), &form);
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(8, 8, 16)), &form);
  // None fits 29 warps: the kernel as compiled, for the driver to refuse.
  f.compiled.fits[28].store(&f.compiled);
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(928)), &f.compiled);
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(900)), &f.compiled);
}

TEST(FittingForms, NoFormWhereNoneMayBeCompiled) {
  Fixture f;
  // A block the GPU cannot run, and the same for no GPU's block limit.
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(2048)), &f.compiled);
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(1024, 1024, 64)), &f.compiled);
  // A kernel with launch bounds of its own.
  f.state.launch_bounds = 256;
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(1024)), &f.compiled);
  f.state.launch_bounds = 0;
  // A binary file's kernel: nothing to compile from.
  f.program.module.reset();
  EXPECT_EQ(&FormFor(f.state, f.compiled, Dim3(1024)), &f.compiled);
  for (const auto& slot : f.compiled.fits) EXPECT_EQ(slot.load(), nullptr);
}

TEST(FittingForms, KernelsKnowTheirOwnLaunchBounds) {
  Fixture f;
  EXPECT_EQ(DescribeFunction(*f.program.module, "bounded")->launch_bounds, 256);
  EXPECT_EQ(DescribeFunction(*f.program.module, "k")->launch_bounds, 0);
  EXPECT_EQ(internal::KernelNamed(f.program, "bounded").launch_bounds, 256);
  EXPECT_EQ(internal::KernelNamed(f.program, "k").launch_bounds, 0);
}

TEST(FittingForms, SmallLaunchFormOnceKnownIsFoundWithoutACompile) {
  Fixture f;
  f.program.device = nullptr;  // neither compiled nor looked up further
  LoadedKernel form;
  f.compiled.small_launch.store(&form);
  EXPECT_EQ(&SmallLaunchForm(f.state, f.compiled), &form);
}

TEST(FittingForms, SmallLaunchFormIsFittedToABlockItDoesNotFit) {
  Fixture f;
  LoadedKernel small, fitted;
  small.max_threads = 896;
  small.fits[31].store(&fitted);  // 32 warps
  f.compiled.small_launch.store(&small);
  EXPECT_EQ(&SmallLaunchFormFor(f.state, f.compiled, Dim3(256)), &small);
  EXPECT_EQ(&SmallLaunchFormFor(f.state, f.compiled, Dim3(1024)), &fitted);
}

TEST(FittingForms, BinaryFileKernelHasNoSmallLaunchForm) {
  Fixture f;
  f.program.module.reset();  // a binary file's kernel: nothing to compile
  EXPECT_EQ(&SmallLaunchForm(f.state, f.compiled), &f.compiled);
  EXPECT_EQ(f.compiled.small_launch.load(), nullptr);
}

}  // namespace
}  // namespace dslc
