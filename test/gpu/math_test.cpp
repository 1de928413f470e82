// math functions against the host's C++ library (std::exp2 for math.exp2,
// as NumPy's np.exp2 computes it), for float32, float64 and integer
// arguments; kernels in test/gpu/kernels/math.py.
#include <cmath>
#include <limits>

#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {
namespace {

// Each element of `got` within `tolerance` (relative) of exp2 of `x` in
// float64; infinities and NaN exactly.
template <typename T, typename R>
void ExpectExp2(const std::vector<T>& x, const std::vector<R>& got, double tolerance,
                const std::string& what) {
  for (size_t i = 0; i < x.size(); ++i) {
    double ref = std::exp2(static_cast<double>(x[i]));
    double value = static_cast<double>(got[i]);
    bool close = std::isnan(ref)   ? std::isnan(value)
                 : std::isinf(ref) ? value == ref
                                   : std::fabs(value - ref) <= tolerance * ref;
    if (close) continue;
    Fail(what + ": [" + std::to_string(i) + "] exp2(" + Show(x[i]) + ") is " + Show(got[i]) +
         ", expected " + Show(ref));
  }
}

// Random values whose powers of two are normal numbers of T, and the
// special values.
template <typename T>
std::vector<T> Exponents(double limit) {
  std::vector<T> x;
  for (double value : RandomDoubles(100000, -limit, limit)) x.push_back(static_cast<T>(value));
  constexpr T kInfinity = std::numeric_limits<T>::infinity();
  for (T special : {T(0), T(-0.0), T(1), T(-1), T(0.5), kInfinity, -kInfinity,
                    std::numeric_limits<T>::quiet_NaN()}) {
    x.push_back(special);
  }
  return x;
}

// exp2 of T, computed in T: CUDA documents 2 ulp for exp2f, 1 for exp2.
template <typename T>
void CheckExp2(const Program& program, const char* type, double limit, double tolerance) {
  std::vector<T> x = Exponents<T>(limit);
  int64_t n = static_cast<int64_t>(x.size());
  DeviceArray dx = DeviceArray::FromVector(x), out(DTypeOf<T>::value, {n});
  out.Fill(0xFF);
  KernelOf(program, "exp2s").Launch(Dim3(BlocksFor(n, 256)), Dim3(256), dx, out);
  ExpectExp2(x, out.ToVector<T>(), tolerance, std::string("exp2 of ") + type);
}

// An integer argument computes in float64, as in Numba.
void CheckExp2OfIntegers(const Program& program) {
  std::vector<int32_t> x;
  for (int32_t k = -1000; k <= 1000; ++k) x.push_back(k);
  int64_t n = static_cast<int64_t>(x.size());
  DeviceArray dx = DeviceArray::FromVector(x), out(DType::Float64, {n});
  out.Fill(0xFF);
  KernelOf(program, "exp2s").Launch(Dim3(BlocksFor(n, 256)), Dim3(256), dx, out);
  ExpectExp2(x, out.ToVector<double>(), 5e-16, "exp2 of int32");
}

GPU_TEST(math_exp2) {
  Program program = LoadTestKernels("math.py");
  CheckExp2<float>(program, "float32", 120, 3e-7);
  CheckExp2<double>(program, "float64", 1000, 5e-16);
  CheckExp2OfIntegers(program);
}

}  // namespace
}  // namespace dslc::gpu_test
