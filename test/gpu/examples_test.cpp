// The kernels of lang-examples/, launched on random data and checked against
// a float64 reference computed here. A file that is not there yet skips its
// test; kernels that need a feature the compiler does not have yet (shared
// memory, barriers, grid sync) skip theirs until it lands.
#include <algorithm>
#include <cmath>

#include "test/gpu/gpu_test.h"
#include "test/gpu/sync_checks.h"

namespace dslc::gpu_test {
namespace {

// A random size in [low, high] that is not a multiple of `block`.
int64_t SizeNotMultipleOf(int64_t low, int64_t high, int64_t block) {
  int64_t n = RandomInt(low, high);
  return n % block == 0 ? n + 1 : n;
}

std::vector<double> SaxpyReference(double a, const std::vector<double>& x,
                                   const std::vector<double>& y) {
  std::vector<double> ref(x.size());
  for (size_t i = 0; i < x.size(); ++i) ref[i] = a * x[i] + y[i];
  return ref;
}

std::vector<double> ToDouble(const std::vector<float>& values) {
  return std::vector<double>(values.begin(), values.end());
}

// C = A @ B for row-major A (m x k) and B (k x n), in float64.
std::vector<double> MatmulReference(const std::vector<float>& a, const std::vector<float>& b,
                                    int64_t m, int64_t k, int64_t n) {
  std::vector<double> c(static_cast<size_t>(m * n), 0.0);
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t l = 0; l < k; ++l) {
      double a_il = a[i * k + l];
      for (int64_t j = 0; j < n; ++j) c[i * n + j] += a_il * b[l * n + j];
    }
  }
  return c;
}

// One Kernel, two signatures: float32 arrays, then float64 arrays, then
// float32 again from the cache.
GPU_TEST(example_saxpy) {
  Kernel saxpy = KernelOf(LoadExample("saxpy.py"), "saxpy");
  int64_t n = SizeNotMultipleOf(1 << 20, (1 << 20) + 4096, 256);
  Dim3 grid(BlocksFor(n, 256)), block(256);

  std::vector<float> x = RandomFloats(static_cast<size_t>(n)),
                     y = RandomFloats(static_cast<size_t>(n));
  float a = static_cast<float>(RandomDoubles(1, -3, 3)[0]);
  DeviceArray dx = DeviceArray::FromVector(x), dy = DeviceArray::FromVector(y);
  const Arg args32[] = {a, dx, dy};
  CompiledInfo info32 = saxpy.Compile(args32);
  EXPECT_EQ(info32.facts.signature, std::string("float32, float32[::1], float32[::1]"));
  saxpy.Launch(grid, block, a, dx, dy);
  EXPECT_CLOSE(dy.ToVector<float>(), SaxpyReference(a, ToDouble(x), ToDouble(y)), 1e-6);

  std::vector<double> x64 = RandomDoubles(static_cast<size_t>(n)),
                      y64 = RandomDoubles(static_cast<size_t>(n));
  double a64 = RandomDoubles(1, -3, 3)[0];
  DeviceArray dx64 = DeviceArray::FromVector(x64), dy64 = DeviceArray::FromVector(y64);
  const Arg args64[] = {a64, dx64, dy64};
  CompiledInfo info64 = saxpy.Compile(args64);
  EXPECT_EQ(info64.facts.signature, std::string("float64, float64[::1], float64[::1]"));
  EXPECT_TRUE(info64.function != info32.function);
  saxpy.Launch(grid, block, a64, dx64, dy64);
  EXPECT_CLOSE(dy64.ToVector<double>(), SaxpyReference(a64, x64, y64), 1e-14);

  dy.CopyFromHost(y.data());
  saxpy.Launch(grid, block, a, dx, dy);
  EXPECT_TRUE(saxpy.Compile(args32).function == info32.function);
  EXPECT_CLOSE(dy.ToVector<float>(), SaxpyReference(a, ToDouble(x), ToDouble(y)), 1e-6);
}

// C = A B for sizes that are not multiples of 16, with 16 x 16 blocks
// (column along x, row along y).
void CheckMatmul(const std::string& file) {
  std::string name = file.substr(0, file.find('.'));
  Kernel kernel = KernelOf(LoadExample(file), name);
  int64_t m = SizeNotMultipleOf(100, 200, 16), k = SizeNotMultipleOf(100, 200, 16),
          n = SizeNotMultipleOf(100, 200, 16);
  std::vector<float> a = RandomFloats(static_cast<size_t>(m * k)),
                     b = RandomFloats(static_cast<size_t>(k * n));
  DeviceArray da = DeviceArray::FromVector(a, {m, k}), db = DeviceArray::FromVector(b, {k, n});
  DeviceArray dc(DType::Float32, {m, n});
  dc.Fill(0xFF);
  kernel.Launch(Dim3(BlocksFor(n, 16), BlocksFor(m, 16)), Dim3(16, 16), da, db, dc);
  EXPECT_CLOSE(dc.ToVector<float>(), MatmulReference(a, b, m, k, n), 1e-5);
}

GPU_TEST(example_matmul_naive) { CheckMatmul("matmul_naive.py"); }

// float32 math functions (exp, sin, cos, sqrt, fabs, tanh, log1p) against
// their float64 values.
GPU_TEST(example_math_elementwise) {
  Kernel kernel = KernelOf(LoadExample("math_elementwise.py"), "damped_wave");
  int64_t n = SizeNotMultipleOf(1 << 20, (1 << 20) + 4096, 256);
  std::vector<float> t = RandomFloats(static_cast<size_t>(n), -2, 20);
  std::vector<float> phase = RandomFloats(static_cast<size_t>(n), 0, 1);
  float decay = static_cast<float>(RandomDoubles(1, 0.05, 0.2)[0]);
  DeviceArray dt = DeviceArray::FromVector(t), dphase = DeviceArray::FromVector(phase);
  DeviceArray out(DType::Float32, {n});
  out.Fill(0xFF);
  kernel.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), dt, dphase, out, decay);

  std::vector<double> ref(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    double x = t[i];
    double envelope = std::exp(-double(decay) * x);
    double wave = std::sin(x + phase[i]) * std::cos(0.5 * x);
    double gate = 1.0 / (1.0 + std::exp(-x));
    double ripple = std::sqrt(std::fabs(x)) * std::tanh(x) + std::log1p(x * x);
    ref[i] = envelope * wave * gate + 0.01 * ripple;
  }
  EXPECT_CLOSE(out.ToVector<float>(), ref, 1e-5);
}

// Device functions with defaults, keywords and tuple results, in float32
// (to_polar) and float64 (blend).
GPU_TEST(example_device_functions) {
  Program program = LoadExample("device_functions.py");
  Kernel to_polar = KernelOf(program, "to_polar");
  int64_t n = SizeNotMultipleOf(1 << 18, (1 << 18) + 1000, 128);
  Dim3 grid(BlocksFor(n, 128)), block(128);
  std::vector<float> x = RandomFloats(static_cast<size_t>(n), -3, 3),
                     y = RandomFloats(static_cast<size_t>(n), -3, 3);
  DeviceArray dx = DeviceArray::FromVector(x), dy = DeviceArray::FromVector(y);
  DeviceArray radius(DType::Float32, {n}), angle(DType::Float32, {n});
  radius.Fill(0xFF);
  angle.Fill(0xFF);
  to_polar.Launch(grid, block, dx, dy, radius, angle);
  std::vector<double> radius_ref(static_cast<size_t>(n)), angle_ref(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    radius_ref[i] = std::hypot(double(x[i]), double(y[i]));
    angle_ref[i] = std::atan2(double(y[i]), double(x[i]));
  }
  EXPECT_CLOSE(radius.ToVector<float>(), radius_ref, 1e-5);
  EXPECT_CLOSE(angle.ToVector<float>(), angle_ref, 1e-5);

  // t is clamped to [0, 1] first: once inside, once above.
  Kernel blend = KernelOf(program, "blend");
  double ceiling = RandomDoubles(1, 0.5, 0.95)[0];
  for (double t : {RandomDoubles(1, 0, 1)[0], 1.5}) {
    std::vector<double> src = RandomDoubles(static_cast<size_t>(n), 0, 1),
                        dst = RandomDoubles(static_cast<size_t>(n), 0, 1);
    DeviceArray dsrc = DeviceArray::FromVector(src), ddst = DeviceArray::FromVector(dst);
    blend.Launch(grid, block, dsrc, ddst, t, ceiling);
    double t_clamped = std::min(std::max(t, 0.0), 1.0);
    std::vector<double> ref(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) {
      ref[i] = std::min(std::max(dst[i] + (src[i] - dst[i]) * t_clamped, 0.0), ceiling);
    }
    EXPECT_CLOSE(ddst.ToVector<double>(), ref, 1e-14);
  }
}

// One heat-equation step: interior points from their neighbours, boundary
// points copied; 32 x 8 blocks over a grid that is not a multiple of them.
GPU_TEST(example_stencil2d) {
  Kernel kernel = KernelOf(LoadExample("stencil2d.py"), "heat_step");
  int64_t rows = SizeNotMultipleOf(300, 500, 8), cols = SizeNotMultipleOf(300, 500, 32);
  std::vector<float> u = RandomFloats(static_cast<size_t>(rows * cols), 0, 100);
  float alpha = static_cast<float>(RandomDoubles(1, 0.05, 0.25)[0]);
  DeviceArray du = DeviceArray::FromVector(u, {rows, cols});
  DeviceArray next(DType::Float32, {rows, cols});
  next.Fill(0xFF);
  kernel.Launch(Dim3(BlocksFor(cols, 32), BlocksFor(rows, 8)), Dim3(32, 8), du, next, alpha);

  std::vector<double> ref(u.begin(), u.end());
  for (int64_t r = 1; r + 1 < rows; ++r) {
    for (int64_t c = 1; c + 1 < cols; ++c) {
      auto at = [&](int64_t rr, int64_t cc) { return double(u[rr * cols + cc]); };
      double neighbours = at(r - 1, c) + at(r + 1, c) + at(r, c - 1) + at(r, c + 1);
      ref[r * cols + c] = at(r, c) + double(alpha) * (neighbours - 4.0 * at(r, c));
    }
  }
  EXPECT_CLOSE(next.ToVector<float>(), ref, 1e-6);
}

// One block of TPB = 256 threads per segment.
GPU_TEST(example_segmented_sum) {
  Kernel kernel = KernelOf(LoadExample("segmented_sum.py"), "segmented_sum");
  for (int64_t seglen : {int64_t{128}, int64_t{1000}}) {
    int64_t segments = RandomInt(700, 900);
    std::vector<float> data = RandomFloats(static_cast<size_t>(segments * seglen));
    DeviceArray d_data = DeviceArray::FromVector(data);
    DeviceArray out(DType::Float32, {segments});
    out.Fill(0xFF);
    kernel.Launch(Dim3(static_cast<uint32_t>(segments)), Dim3(256), d_data, out, seglen);

    std::vector<double> ref(static_cast<size_t>(segments), 0.0);
    for (int64_t s = 0; s < segments; ++s) {
      for (int64_t j = 0; j < seglen; ++j) ref[s] += data[s * seglen + j];
    }
    std::vector<float> sums = out.ToVector<float>();
    if (RelativeError<float>(sums, ref) > 1e-5) {
      Fail("segment length " + std::to_string(seglen) + ": relative error " +
           std::to_string(RelativeError<float>(sums, ref)));
    }
  }
}

// lang-examples/segmented_sum_coop.py: each of its three kernels at lengths
// that its host function `segmented_sum` gives it, ragged ones included,
// launched as that function launches them.
GPU_TEST(example_segmented_sum_coop) {
  Program program = LoadExample("segmented_sum_coop.py");
  Kernel tiles = KernelOf(program, "segsum_tiles"), warps = KernelOf(program, "segsum_warps"),
         blocks = KernelOf(program, "segsum_blocks");
  for (int64_t seglen : {32, 64, 512, 48, 1000, 2048, 4096, 8192, 10000, 70000}) {
    int64_t segments = RandomInt(300, 500);
    std::vector<float> data = RandomFloats(static_cast<size_t>(segments * seglen));
    DeviceArray d_data = DeviceArray::FromVector(data);
    DeviceArray out(DType::Float32, {segments});
    out.Fill(0xFF);
    int64_t group = seglen / 16;
    if (seglen % 16 == 0 && group <= 32 && (group & (group - 1)) == 0) {
      auto grid = static_cast<uint32_t>((segments * seglen + 4095) / 4096);
      tiles.Launch(Dim3(grid), Dim3(256), d_data, out, seglen);
    } else if (seglen < 4096) {
      warps.Launch(Dim3(static_cast<uint32_t>((segments * 32 + 255) / 256)), Dim3(256), d_data, out,
                   seglen);
    } else {
      uint32_t threads = seglen < 8192 ? 256 : seglen < 65536 ? 512 : 1024;
      blocks.Launch(Dim3(static_cast<uint32_t>(segments)), Dim3(threads), d_data, out, seglen);
    }
    std::vector<double> ref(static_cast<size_t>(segments), 0.0);
    for (int64_t s = 0; s < segments; ++s) {
      for (int64_t j = 0; j < seglen; ++j) ref[s] += data[s * seglen + j];
    }
    std::vector<float> sums = out.ToVector<float>();
    if (RelativeError<float>(sums, ref) > 1e-5) {
      Fail("segment length " + std::to_string(seglen) + ": relative error " +
           std::to_string(RelativeError<float>(sums, ref)));
    }
  }
}

// The same product with 16 x 16 tiles in shared memory.
GPU_TEST(example_matmul_shared) { CheckMatmul("matmul_shared.py"); }

// A cooperative kernel: phase 2 reads what other blocks wrote in phase 1.
GPU_TEST(example_grid_sync) {
  Kernel kernel = KernelOf(LoadExample("grid_sync.py"), "two_phase");
  int64_t n = SizeNotMultipleOf(1 << 20, (1 << 20) + 5000, 256);
  DeviceArray x(DType::Int64, {n}), y(DType::Int64, {n});
  x.Fill(0xFF);
  y.Fill(0xFF);
  // No more blocks than fit on the GPU at once: one per multiprocessor.
  uint32_t blocks = static_cast<uint32_t>(TheDevice().properties().multiprocessors);
  kernel.Launch(Dim3(blocks), Dim3(256), x, y);
  std::vector<int64_t> x_ref(static_cast<size_t>(n)), y_ref(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) x_ref[i] = i * i;
  for (int64_t i = 0; i < n; ++i) y_ref[i] = x_ref[i] + x_ref[(i + 1) % n];
  EXPECT_ALL_EQ(x.ToVector<int64_t>(), x_ref);
  EXPECT_ALL_EQ(y.ToVector<int64_t>(), y_ref);
}

// 2^24 values into 16 bins, then into 256 bins with 90% in one.
GPU_TEST(example_histogram_heavy_contention) { CheckHistograms(LoadExample("histogram.py")); }

// 100 sweeps in one cooperative kernel, bit-exact against the host's.
GPU_TEST(example_jacobi_grid_sync) {
  Kernel kernel = KernelOf(LoadExample("jacobi_grid_sync.py"), "jacobi");
  Note(CheckJacobi(kernel, 100));
}

}  // namespace
}  // namespace dslc::gpu_test
