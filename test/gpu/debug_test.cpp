// Debug mode (`debug=True`, ProgramOptions::debug): a failed bounds check,
// zero divisor, raise or assert is reported after the launch as a
// KernelError naming the kernel, place, index and thread; the next launch
// works. Kernels in test/gpu/kernels/debug_checks.py.
#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "test/gpu/gpu_test.h"
#include "test/gpu/process.h"

namespace dslc::gpu_test {
namespace {

constexpr char kFile[] = "debug_checks.py";

ProgramOptions Uncached() {
  ProgramOptions options;
  options.use_cache = false;
  return options;
}

std::string KernelFile() { return TestKernelsDir() + "/" + kFile; }

// "line:column" (1-based) of the first `text` after the line `def
// <function>(` in the kernel file.
std::string PlaceOf(const std::string& function, const std::string& text) {
  std::string source = ReadWholeFile(KernelFile());
  size_t def = source.find("def " + function + "(");
  size_t at = def == std::string::npos ? def : source.find(text, def);
  if (at == std::string::npos) Fail("no `" + text + "` in " + function + " of " + KernelFile());
  size_t line_start = source.rfind('\n', at) + 1;
  int line = 1 + static_cast<int>(std::count(source.begin(), source.begin() + at, '\n'));
  return std::to_string(line) + ":" + std::to_string(at - line_start + 1);
}

std::string PlaceOf(const KernelError& error) {
  return std::to_string(error.line()) + ":" + std::to_string(error.column());
}

std::vector<int64_t> Iota(int64_t n) {
  std::vector<int64_t> values(static_cast<size_t>(n));
  std::iota(values.begin(), values.end(), int64_t{0});
  return values;
}

void ExpectThread(const KernelError& error, unsigned tx, unsigned ty, unsigned bx) {
  EXPECT_EQ(error.thread()[0], tx);
  EXPECT_EQ(error.thread()[1], ty);
  EXPECT_EQ(error.thread()[2], 0u);
  EXPECT_EQ(error.block()[0], bx);
  EXPECT_EQ(error.block()[1], 0u);
  EXPECT_EQ(error.block()[2], 0u);
}

// One past the end (only thread 999 reads it), then too negative (only
// thread 0: -1001 is -1 past the start once counted from the end); then the
// same kernel, correct, in the same process.
GPU_TEST(debug_index_out_of_bounds) {
  Kernel shifted = KernelOf(LoadTestKernels(kFile, Uncached()), "shifted");
  const int64_t n = 1000;
  DeviceArray out = DeviceArray::FromVector(std::vector<int64_t>(n, -7));
  DeviceArray a = DeviceArray::FromVector(Iota(n));
  const std::string place = PlaceOf("shifted", "a[i + k]");
  EXPECT_THROWS(KernelError, shifted.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), out, a, int64_t{1}),
                {
                  EXPECT_EQ(std::string(error.what()),
                            "IndexError: index 1000 is out of bounds for axis 0 with size 1000 in "
                            "kernel `shifted` at " +
                                KernelFile() + ":" + place + " (thread (231,0,0), block (3,0,0))");
                  EXPECT_EQ(error.kernel(), std::string("shifted"));
                  EXPECT_EQ(error.function(), std::string("shifted"));
                  EXPECT_EQ(error.exception_class(), std::string("IndexError"));
                  EXPECT_TRUE(error.is_index_error());
                  EXPECT_EQ(error.index(), int64_t{1000});
                  EXPECT_EQ(error.extent(), int64_t{1000});
                  EXPECT_EQ(error.axis(), 0);
                  EXPECT_EQ(PlaceOf(error), place);
                  ExpectThread(error, 231, 0, 3);
                });
  EXPECT_THROWS(KernelError,
                shifted.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), out, a, int64_t{-1001}), {
                  EXPECT_EQ(error.message(),
                            std::string("index -1001 is out of bounds for axis 0 with size 1000"));
                  EXPECT_EQ(error.index(), int64_t{-1001});
                  ExpectThread(error, 0, 0, 0);
                });
  shifted.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), out, a, int64_t{0});
  EXPECT_ALL_EQ(out.ToVector<int64_t>(), Iota(n));
  // A negative index within bounds counts from the end, as without debug.
  shifted.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), out, a, int64_t{-n});
  EXPECT_ALL_EQ(out.ToVector<int64_t>(), Iota(n));
}

// m is 4 x 8; threads (x, 7) read m[x, 8]: axis 1. Which of the four
// writes the record first is not known, but only one does.
GPU_TEST(debug_index_second_axis) {
  Kernel second_axis = KernelOf(LoadTestKernels(kFile, Uncached()), "second_axis");
  std::vector<int64_t> values = Iota(32);
  DeviceArray m = DeviceArray::FromVector(values, {4, 8});
  DeviceArray out = DeviceArray::FromVector(std::vector<int64_t>(32, 0), {4, 8});
  EXPECT_THROWS(KernelError, second_axis.Launch(Dim3(1), Dim3(4, 8), out, m, int64_t{1}), {
    EXPECT_EQ(error.message(), std::string("index 8 is out of bounds for axis 1 with size 8"));
    EXPECT_EQ(error.axis(), 1);
    EXPECT_EQ(PlaceOf(error), PlaceOf("second_axis", "m[i, j + k]"));
    EXPECT_TRUE(error.thread()[0] < 4u);
    EXPECT_EQ(error.thread()[1], 7u);
  });
  second_axis.Launch(Dim3(1), Dim3(4, 8), out, m, int64_t{0});
  EXPECT_ALL_EQ(out.ToVector<int64_t>(), values);
}

// `//` by zero raises ZeroDivisionError; the kernel without debug=True
// gives 0 (NumPy's error model) and reports nothing.
GPU_TEST(debug_division_by_zero) {
  Program program = LoadTestKernels(kFile, Uncached());
  Kernel divide = KernelOf(program, "divide");
  const int64_t n = 300;
  DeviceArray a = DeviceArray::FromVector(Iota(n));
  DeviceArray out = DeviceArray::FromVector(std::vector<int64_t>(n, -7));
  EXPECT_THROWS(KernelError, divide.Launch(Dim3(2), Dim3(256), out, a, int64_t{0}), {
    EXPECT_EQ(error.exception_class(), std::string("ZeroDivisionError"));
    EXPECT_EQ(error.message(), std::string("integer division by zero"));
    EXPECT_TRUE(!error.is_index_error());
    EXPECT_EQ(PlaceOf(error), PlaceOf("divide", "a[i] // d"));
    EXPECT_TRUE(std::string(error.what())
                    .starts_with("ZeroDivisionError: integer division by zero "
                                 "in kernel `divide` at "));
  });
  divide.Launch(Dim3(2), Dim3(256), out, a, int64_t{3});
  std::vector<int64_t> thirds = Iota(n);
  for (int64_t& v : thirds) v /= 3;
  EXPECT_ALL_EQ(out.ToVector<int64_t>(), thirds);

  Kernel unchecked = KernelOf(program, "unchecked_divide");
  unchecked.Launch(Dim3(2), Dim3(256), out, a, int64_t{0});
  EXPECT_ALL_EQ(out.ToVector<int64_t>(), std::vector<int64_t>(n, 0));
}

// A raise and a failed assert report their class and message; thread 5 of
// the kernel without debug=True ends silently.
GPU_TEST(debug_raise_and_assert) {
  Program program = LoadTestKernels(kFile, Uncached());
  const int64_t n = 64;
  DeviceArray out = DeviceArray::FromVector(std::vector<int64_t>(n, 0));
  Kernel raising = KernelOf(program, "raising");
  EXPECT_THROWS(KernelError, raising.Launch(Dim3(1), Dim3(n), out, int64_t{5}), {
    EXPECT_EQ(std::string(error.what()),
              "ValueError: bad element in kernel `raising` at " + KernelFile() + ":" +
                  PlaceOf("raising", "raise ValueError") + " (thread (5,0,0), block (0,0,0))");
    EXPECT_EQ(error.exception_class(), std::string("ValueError"));
    EXPECT_EQ(error.message(), std::string("bad element"));
  });
  raising.Launch(Dim3(1), Dim3(n), out, int64_t{-1});
  EXPECT_ALL_EQ(out.ToVector<int64_t>(), Iota(n));

  Kernel asserting = KernelOf(program, "asserting");
  EXPECT_THROWS(KernelError, asserting.Launch(Dim3(1), Dim3(n), out, int64_t{7}), {
    EXPECT_EQ(error.exception_class(), std::string("AssertionError"));
    EXPECT_EQ(error.message(), std::string("hit k"));
    EXPECT_EQ(PlaceOf(error), PlaceOf("asserting", "assert i != k"));
    ExpectThread(error, 7, 0, 0);
  });
  asserting.Launch(Dim3(1), Dim3(n), out, int64_t{-1});

  DeviceArray fresh = DeviceArray::FromVector(std::vector<int64_t>(n, 0));
  KernelOf(program, "unchecked_raise").Launch(Dim3(1), Dim3(n), fresh, int64_t{5});
  std::vector<int64_t> expected = Iota(n);
  expected[5] = 0;
  EXPECT_ALL_EQ(fresh.ToVector<int64_t>(), expected);
}

// A check inside an inlined device function names that function and its
// own line; the kernel is the one launched.
GPU_TEST(debug_in_device_function) {
  Kernel in_device = KernelOf(LoadTestKernels(kFile, Uncached()), "in_device");
  const int64_t n = 100;
  DeviceArray a = DeviceArray::FromVector(Iota(n));
  DeviceArray out = DeviceArray::FromVector(std::vector<int64_t>(n, 0));
  EXPECT_THROWS(KernelError, in_device.Launch(Dim3(1), Dim3(128), out, a, int64_t{1}), {
    EXPECT_EQ(error.kernel(), std::string("in_device"));
    EXPECT_EQ(error.function(), std::string("element"));
    EXPECT_EQ(PlaceOf(error), PlaceOf("element", "a[i]"));
    EXPECT_TRUE(std::string(error.what()).find("in kernel `in_device` in function `element` at ") !=
                std::string::npos);
    ExpectThread(error, 99, 0, 0);
  });
  in_device.Launch(Dim3(1), Dim3(128), out, a, int64_t{0});
  EXPECT_ALL_EQ(out.ToVector<int64_t>(), Iota(n));
}

// ProgramOptions::debug checks a kernel whose decorator does not ask; the
// sites come back from the disk cache in a second program.
GPU_TEST(debug_option_and_disk_cache) {
  const char* off = std::getenv("DSLC_DISABLE_CACHE");
  if (off && *off && std::string(off) != "0") Skip("DSLC_DISABLE_CACHE is set");
  TempDir dir;
  ProgramOptions options;
  options.debug = true;
  options.cache_dir = dir.path();
  const int64_t n = 50;
  DeviceArray a = DeviceArray::FromVector(Iota(n));
  DeviceArray out = DeviceArray::FromVector(std::vector<int64_t>(n, 0));
  const std::string place = PlaceOf("unchecked_divide", "a[i] // d");
  for (int round = 0; round < 2; ++round) {
    Kernel unchecked = KernelOf(LoadTestKernels(kFile, options), "unchecked_divide");
    const Arg args[] = {out, a, int64_t{0}};
    EXPECT_EQ(unchecked.Compile(args).from_cache, round == 1);
    EXPECT_THROWS(KernelError, unchecked.Launch(Dim3(1), Dim3(64), out, a, int64_t{0}), {
      EXPECT_EQ(error.exception_class(), std::string("ZeroDivisionError"));
      EXPECT_EQ(PlaceOf(error), place);
    });
  }
}

// A cubin compiled with `dslc compile -g` carries its error sites: loaded
// with Program::LoadBinary, its failure reads as the JIT's does.
GPU_TEST(debug_binary) {
  TempDir dir;
  const DeviceProperties& p = TheDevice().properties();
  const std::string arch = "sm_" + std::to_string(p.compute_major * 10 + p.compute_minor);
  const std::string cubin = dir.path() + "/shifted.cubin";
  std::vector<std::string> argv = {Dslc(),
                                   "compile",
                                   KernelFile(),
                                   "--kernel",
                                   "shifted",
                                   "--signature",
                                   "int64[::1], int64[::1], int64",
                                   "-g",
                                   "--emit=cubin",
                                   "--arch",
                                   arch,
                                   "-o",
                                   cubin};
  ProcessResult run = RunProcess(argv);
  if (run.status != 0 && run.output.find("without the CUDA toolkit's") != std::string::npos) {
    Skip("no CUDA toolkit to assemble with: " + run.output);
  }
  ExpectSuccess(argv, run);
  Kernel shifted = KernelOf(Program::LoadBinary(cubin), "shifted");
  const int64_t n = 1000;
  DeviceArray out = DeviceArray::FromVector(std::vector<int64_t>(n, 0));
  DeviceArray a = DeviceArray::FromVector(Iota(n));
  EXPECT_THROWS(KernelError, shifted.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), out, a, int64_t{1}),
                {
                  EXPECT_EQ(error.message(), std::string("index 1000 is out of bounds for axis 0 "
                                                         "with size 1000"));
                  EXPECT_EQ(PlaceOf(error), PlaceOf("shifted", "a[i + k]"));
                  ExpectThread(error, 231, 0, 3);
                });
  shifted.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), out, a, int64_t{0});
  EXPECT_ALL_EQ(out.ToVector<int64_t>(), Iota(n));
}

}  // namespace
}  // namespace dslc::gpu_test
