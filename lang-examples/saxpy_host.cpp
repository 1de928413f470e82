// A C++ program that JIT-compiles two of these Python kernels and launches
// them: saxpy.py (y = a * x + y) and segmented_sum.py (one block per
// segment), checked against a CPU reference.
//
// Build against the package (include/ and lib/ beside share/):
//
//   g++ -std=c++20 saxpy_host.cpp -I$DSLC/include -L$DSLC/lib -ldslc -Wl,-rpath,$DSLC/lib -o
//   saxpy_host
//   ./saxpy_host [saxpy.py [segmented_sum.py]]
//
// The package has it built as bin/dslc-example-saxpy.
#include <dslc/runtime.h>

#include <unistd.h>

#include <climits>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

namespace {

// share/dslc/lang-examples/<file> of the package this program is in.
std::string DefaultPath(const std::string& file) {
  char exe[PATH_MAX] = {};
  ssize_t length = readlink("/proc/self/exe", exe, sizeof exe - 1);
  std::string bin(exe, length > 0 ? static_cast<size_t>(length) : 0);
  bin = bin.substr(0, bin.rfind('/'));
  std::string path = bin + "/../share/dslc/lang-examples/" + file;
#ifdef DSLC_SOURCE_DIR
  if (access(path.c_str(), R_OK) != 0)
    path = DSLC_SOURCE_DIR "/lang-examples/" + file;  // a build tree
#endif
  return path;
}

// ||out - ref|| / ||ref||, in double; NaN fails.
double RelativeError(const std::vector<float>& out, const std::vector<double>& ref) {
  double diff = 0, norm = 0;
  for (size_t i = 0; i < out.size(); ++i) {
    if (std::isnan(out[i])) return INFINITY;
    diff += (out[i] - ref[i]) * (out[i] - ref[i]);
    norm += ref[i] * ref[i];
  }
  return std::sqrt(diff / norm);
}

std::vector<float> Random(size_t n, std::mt19937& rng) {
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> values(n);
  for (float& value : values) value = uniform(rng);
  return values;
}

// y = a * x + y on 1 000 003 elements, the arrays in GPU memory.
bool Saxpy(const std::string& path, std::mt19937& rng) {
  dslc::Program program = dslc::Program::Load(path);
  dslc::Kernel saxpy = program.kernel("saxpy");

  const int64_t n = 1'000'003;
  const float a = 2.5f;
  std::vector<float> x = Random(n, rng), y = Random(n, rng);
  dslc::DeviceArray dx = dslc::DeviceArray::FromVector(x);
  dslc::DeviceArray dy = dslc::DeviceArray::FromVector(y);
  // The first launch with (float32, float32[::1], float32[::1]) compiles.
  saxpy.Launch(dslc::Dim3((n + 255) / 256), dslc::Dim3(256), a, dx, dy);
  std::vector<float> result = dy.ToVector<float>();

  std::vector<double> ref(n);
  for (int64_t i = 0; i < n; ++i) ref[i] = double(a) * x[i] + y[i];
  double error = RelativeError(result, ref);
  std::printf("saxpy: %lld elements, relative error %.2e\n", static_cast<long long>(n), error);
  return error <= 1e-6;
}

// Sums of 3000 segments of 1000 elements: one block of 256 threads each.
// Host vectors are copied to the GPU and (unless const) back.
bool SegmentedSum(const std::string& path, std::mt19937& rng) {
  dslc::Program program = dslc::Program::Load(path);
  dslc::Kernel segmented_sum = program.kernel("segmented_sum");

  const int64_t segments = 3000, seglen = 1000;
  const std::vector<float> data = Random(segments * seglen, rng);
  std::vector<float> sums(segments, NAN);
  segmented_sum.Launch(dslc::Dim3(segments), dslc::Dim3(256), data, sums, seglen);
  std::vector<double> ref(segments, 0.0);
  for (int64_t s = 0; s < segments; ++s) {
    for (int64_t j = 0; j < seglen; ++j) ref[s] += data[s * seglen + j];
  }
  double error = RelativeError(sums, ref);
  std::printf("segmented_sum: %lld segments of %lld, relative error %.2e\n",
              static_cast<long long>(segments), static_cast<long long>(seglen), error);
  return error <= 1e-5;
}

}  // namespace

int main(int argc, char** argv) {
  std::string saxpy_path = argc > 1 ? argv[1] : DefaultPath("saxpy.py");
  std::string segmented_sum_path = argc > 2 ? argv[2] : DefaultPath("segmented_sum.py");
  std::string why;
  if (!dslc::Device::DriverAvailable(&why)) {
    std::printf("needs a GPU: %s\n", why.c_str());
    return 0;
  }
  try {
    std::printf("GPU: %s\n", dslc::Device::Get().properties().name.c_str());
    std::mt19937 rng(std::random_device{}());
    bool ok = Saxpy(saxpy_path, rng);
    ok = SegmentedSum(segmented_sum_path, rng) && ok;
    std::printf("%s\n", ok ? "ok" : "MISMATCH");
    return ok ? 0 : 1;
  } catch (const dslc::Error& error) {  // CompileError, CudaError, ...
    std::fprintf(stderr, "error: %s\n", error.what());
    return 1;
  }
}
