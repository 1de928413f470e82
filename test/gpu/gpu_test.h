// A small test framework for tests that need a GPU. Each test is a function
// registered with GPU_TEST(name); checks throw, so the first failed check
// ends its test. The runner (main.cpp) prints one line per test:
//
//   PASS name
//   PASS name: a note the test printed
//   FAIL name: what went wrong (seed 1234)
//   SKIP name: why it did not run
//
// and a final line `N passed, N failed[, N skipped]`.
#pragma once

#include <cmath>
#include <cstdint>
#include <random>
#include <span>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "dslc/runtime.h"

namespace dslc::gpu_test {

// A failed check; what() is the reason printed after `FAIL name:`.
class Failure : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Thrown to skip the running test; what() is the reason.
class Skipped : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

using TestFunction = void (*)();

struct TestCase {
  const char* name;
  TestFunction function;
};

// All registered tests, in registration order.
std::vector<TestCase>& Registry();

struct Registration {
  Registration(const char* name, TestFunction function) { Registry().push_back({name, function}); }
};

#define GPU_TEST(name)                                                                             \
  static void GpuTest_##name();                                                                    \
  static const ::dslc::gpu_test::Registration gpu_test_registration_##name(#name, GpuTest_##name); \
  static void GpuTest_##name()

[[noreturn]] void Fail(const std::string& message);
[[noreturn]] void Skip(const std::string& reason);
// Text printed after the test's PASS (timings, the device's name).
void Note(const std::string& note);
// The running test's notes, joined with "; " (the runner takes them).
std::string TakeNotes();

// "file.cpp:42: " for messages.
std::string Where(const char* file, int line);

#define EXPECT_TRUE(condition)                                             \
  do {                                                                     \
    if (!(condition))                                                      \
      ::dslc::gpu_test::Fail(::dslc::gpu_test::Where(__FILE__, __LINE__) + \
                             "expected " #condition);                      \
  } while (0)

#define EXPECT_EQ(actual, expected)                                             \
  do {                                                                          \
    const auto& actual_value_ = (actual);                                       \
    const auto& expected_value_ = (expected);                                   \
    if (!(actual_value_ == expected_value_)) {                                  \
      std::ostringstream message_;                                              \
      message_ << ::dslc::gpu_test::Where(__FILE__, __LINE__) << #actual " is " \
               << ::dslc::gpu_test::Show(actual_value_) << ", expected "        \
               << ::dslc::gpu_test::Show(expected_value_);                      \
      ::dslc::gpu_test::Fail(message_.str());                                   \
    }                                                                           \
  } while (0)

// Relative error ||out - ref|| / ||ref|| of `out` against a float64
// reference, at most `tolerance`. NaN (an unwritten, poisoned element) fails.
#define EXPECT_CLOSE(out, ref, tolerance) \
  ::dslc::gpu_test::ExpectClose((out), (ref), (tolerance), #out, __FILE__, __LINE__)

// Every element equal (integer results, bit-exact copies).
#define EXPECT_ALL_EQ(out, ref) \
  ::dslc::gpu_test::ExpectAllEqual((out), (ref), #out, __FILE__, __LINE__)

// `statement` throws `Type`; the exception is bound to `error` inside `checks`.
#define EXPECT_THROWS(Type, statement, checks)                                        \
  do {                                                                                \
    bool thrown_ = false;                                                             \
    try {                                                                             \
      statement;                                                                      \
    } catch (const Type& error) {                                                     \
      thrown_ = true;                                                                 \
      checks;                                                                         \
    }                                                                                 \
    if (!thrown_) {                                                                   \
      ::dslc::gpu_test::Fail(::dslc::gpu_test::Where(__FILE__, __LINE__) + #statement \
                             " did not throw " #Type);                                \
    }                                                                                 \
  } while (0)

template <typename T>
std::string Show(const T& value) {
  std::ostringstream out;
  if constexpr (std::is_same_v<T, bool>) {
    out << (value ? "true" : "false");
  } else if constexpr (std::is_integral_v<T> && sizeof(T) == 1) {
    out << static_cast<int>(value);
  } else {
    out.precision(17);
    out << value;
  }
  return out.str();
}

// ||out - ref|| / ||ref|| in float64; infinity when some element of `out`
// is NaN or ref is all zeros while out is not.
template <typename T>
double RelativeError(std::span<const T> out, std::span<const double> ref) {
  double diff = 0, norm = 0;
  for (size_t i = 0; i < out.size(); ++i) {
    double value = static_cast<double>(out[i]);
    if (std::isnan(value)) return INFINITY;
    diff += (value - ref[i]) * (value - ref[i]);
    norm += ref[i] * ref[i];
  }
  if (norm == 0) return diff == 0 ? 0 : INFINITY;
  return std::sqrt(diff / norm);
}

// The index of the element of `out` furthest from `ref` (NaN counts most).
template <typename T>
size_t WorstIndex(std::span<const T> out, std::span<const double> ref) {
  size_t worst = 0;
  double worst_error = -1;
  for (size_t i = 0; i < out.size(); ++i) {
    double error = std::fabs(static_cast<double>(out[i]) - ref[i]);
    if (std::isnan(error)) return i;
    if (error > worst_error) worst_error = error, worst = i;
  }
  return worst;
}

template <typename T>
void ExpectClose(const std::vector<T>& out, const std::vector<double>& ref, double tolerance,
                 const char* what, const char* file, int line) {
  if (out.size() != ref.size()) {
    Fail(Where(file, line) + what + " has " + std::to_string(out.size()) + " elements, expected " +
         std::to_string(ref.size()));
  }
  double error = RelativeError(std::span<const T>(out), std::span<const double>(ref));
  if (error <= tolerance) return;
  size_t i = WorstIndex(std::span<const T>(out), std::span<const double>(ref));
  std::ostringstream message;
  message.precision(9);
  message << Where(file, line) << what << ": relative error " << error << " > " << tolerance
          << "; worst at [" << i << "] of " << out.size() << ": " << Show(out[i]) << ", expected "
          << ref[i];
  Fail(message.str());
}

// Equal, or both NaN.
template <typename T>
bool SameValue(const T& a, const T& b) {
  if constexpr (std::is_floating_point_v<T>) {
    if (std::isnan(a) && std::isnan(b)) return true;
  }
  return a == b;
}

template <typename T, typename U>
void ExpectAllEqual(const std::vector<T>& out, const std::vector<U>& ref, const char* what,
                    const char* file, int line) {
  if (out.size() != ref.size()) {
    Fail(Where(file, line) + what + " has " + std::to_string(out.size()) + " elements, expected " +
         std::to_string(ref.size()));
  }
  size_t wrong = 0, first = 0;
  for (size_t i = 0; i < out.size(); ++i) {
    bool same;
    if constexpr (std::is_same_v<T, U>) {
      same = SameValue(out[i], ref[i]);  // NaN matches NaN
    } else {
      same = out[i] == ref[i];
    }
    if (same) continue;
    if (wrong++ == 0) first = i;
  }
  if (wrong == 0) return;
  Fail(Where(file, line) + what + ": " + std::to_string(wrong) + " of " +
       std::to_string(out.size()) + " elements differ; first at [" + std::to_string(first) +
       "]: " + Show(out[first]) + ", expected " + Show(ref[first]));
}

// The running test's random numbers: seeded from the run's seed and the
// test's name, so `--seed N name` repeats a failed test exactly.
std::mt19937_64& Random();
std::vector<float> RandomFloats(size_t n, double low = -1, double high = 1);
std::vector<double> RandomDoubles(size_t n, double low = -1, double high = 1);
int64_t RandomInt(int64_t low, int64_t high);  // [low, high]

// Where the kernel files are: <prefix>/share/dslc/lang-examples of the
// package this runner belongs to, else the source tree's lang-examples.
std::string ExamplesDir();
// The directory holding this executable (and `dslc` beside it).
std::string BinDir();

// Where the tests' own kernels are: <prefix>/share/dslc/gpu-test-kernels of
// the package, else the source tree's test/gpu/kernels.
std::string TestKernelsDir();

// Loads lang-examples/<file>; skips the test when the file is not there
// (someone is still writing it).
Program LoadExample(const std::string& file, const ProgramOptions& options = {});
// Loads test/gpu/kernels/<file> (options: another target architecture).
Program LoadTestKernels(const std::string& file, const ProgramOptions& options = {});
// A kernel of `program`; fails naming the kernels the test expected.
Kernel KernelOf(const Program& program, const std::string& name);

// The GPU the tests run on.
Device TheDevice();

// Blocks of `block` threads covering `n`.
inline uint32_t BlocksFor(int64_t n, uint32_t block) {
  return static_cast<uint32_t>((n + block - 1) / block);
}

}  // namespace dslc::gpu_test
