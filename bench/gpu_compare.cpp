#include "bench/gpu_compare.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <thread>

namespace dslc_bench {

using dslc::DeviceArray;
using dslc::DType;

std::vector<float> RandomFloats(size_t n) {
  std::vector<float> values(n);
  uint64_t seed =
      static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  unsigned threads = std::max(1u, std::min(16u, std::thread::hardware_concurrency()));
  std::vector<std::thread> workers;
  for (unsigned t = 0; t < threads; ++t) {
    workers.emplace_back([&, t] {
      uint64_t state = seed + 0x9E3779B97F4A7C15ull * (t + 1);
      for (size_t i = n * t / threads; i < n * (t + 1) / threads; ++i) {
        uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        values[i] = static_cast<float>(z >> 40) * (1.0f / 16777216.0f);
      }
    });
  }
  for (std::thread& worker : workers) worker.join();
  return values;
}

namespace {

double Median(std::vector<float> times) {
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

template <typename T>
double MaxRelativeDiff(const std::vector<unsigned char>& got_bytes,
                       const std::vector<unsigned char>& want_bytes) {
  size_t n = got_bytes.size() / sizeof(T);
  const T* got = reinterpret_cast<const T*>(got_bytes.data());
  const T* want = reinterpret_cast<const T*>(want_bytes.data());
  double worst = 0;
  for (size_t i = 0; i < n; ++i) {
    double g = got[i], w = want[i];
    if (std::isnan(g) || std::isnan(w)) {
      if (std::memcmp(&got[i], &want[i], sizeof(T)) != 0) return INFINITY;
      continue;
    }
    worst = std::max(worst, std::fabs(g - w) / std::max(std::fabs(w), 1.0));
  }
  return worst;
}

std::string Format(const char* format, double value) {
  char text[64];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

}  // namespace

PairMs PairedMedianMs(const dslc::Device& device, int repeats, const std::function<void()>& first,
                      const std::function<void()>& second) {
  for (int i = 0; i < 3; ++i) first(), second();
  device.Synchronize();
  dslc::Event start(device), stop(device);
  std::vector<float> first_ms, second_ms;
  auto time = [&](const std::function<void()>& work, std::vector<float>* times) {
    start.Record();
    work();
    stop.Record();
    stop.Synchronize();
    times->push_back(dslc::Event::ElapsedMs(start, stop));
  };
  for (int i = 0; i < repeats; ++i) {
    if (i % 2 == 0) {
      time(first, &first_ms), time(second, &second_ms);
    } else {
      time(second, &second_ms), time(first, &first_ms);
    }
  }
  return {Median(first_ms), Median(second_ms)};
}

Comparison CompareArrays(const DeviceArray& got, const DeviceArray& want, double tolerance) {
  if (got.dtype() != want.dtype() || got.size() != want.size())
    return {false, "FAILED: outputs of different dtype or size"};
  size_t bytes = static_cast<size_t>(got.size()) * dslc::ItemSize(got.dtype());
  std::vector<unsigned char> got_bytes(bytes), want_bytes(bytes);
  got.CopyToHost(got_bytes.data());
  want.CopyToHost(want_bytes.data());
  if (got_bytes == want_bytes) return {true, "equal"};
  double diff = INFINITY;
  if (tolerance >= 0 && got.dtype() == DType::Float32)
    diff = MaxRelativeDiff<float>(got_bytes, want_bytes);
  else if (tolerance >= 0 && got.dtype() == DType::Float64)
    diff = MaxRelativeDiff<double>(got_bytes, want_bytes);
  if (!std::isinf(diff) && diff <= tolerance) return {true, "max diff " + Format("%.1e", diff)};
  size_t first = 0;
  while (first < bytes && got_bytes[first] == want_bytes[first]) ++first;
  std::string where =
      "first difference at element " + std::to_string(first / dslc::ItemSize(got.dtype()));
  if (std::isinf(diff)) return {false, "FAILED: outputs differ, " + where};
  return {false, "FAILED: max diff " + Format("%.1e", diff) + " > " + Format("%.0e", tolerance) +
                     ", " + where};
}

}  // namespace dslc_bench
