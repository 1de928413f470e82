// CUB's segmented sum as a CUDA C++ program calls it: cub::DeviceSegmentedReduce::Sum
// over segments of equal length, whose offsets come from a counting iterator (no offset
// array is read, the most favourable setting for CUB). Built into a shared library that
// bench/segmented_sum_bench.py loads with ctypes and times with CUDA events beside dslc's
// kernels on the same device arrays:
//
//   nvcc -O3 -arch=sm_90 -shared -Xcompiler -fPIC -o libcub_segsum.so segmented_reduce.cu
#include <cub/device/device_segmented_reduce.cuh>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include <cstdint>

namespace {

struct TimesLength {
  int64_t length;
  __host__ __device__ int64_t operator()(int64_t i) const { return i * length; }
};

using Offsets = thrust::transform_iterator<TimesLength, thrust::counting_iterator<int64_t>>;

Offsets BeginOffsets(int64_t length) {
  return Offsets(thrust::counting_iterator<int64_t>(0), TimesLength{length});
}

}  // namespace

// Bytes of temporary storage CUB needs for `segments` segments of `length` floats.
extern "C" int64_t cub_segsum_temp_bytes(int64_t segments, int64_t length) {
  size_t bytes = 0;
  Offsets begin = BeginOffsets(length);
  cub::DeviceSegmentedReduce::Sum(nullptr, bytes, static_cast<const float*>(nullptr),
                                  static_cast<float*>(nullptr), segments, begin, begin + 1);
  return static_cast<int64_t>(bytes);
}

// out[s] = sum of in[s*length : (s+1)*length]; returns the cudaError_t.
extern "C" int cub_segsum(const float* in, float* out, int64_t segments, int64_t length,
                          void* temp, int64_t temp_bytes, void* stream) {
  size_t bytes = static_cast<size_t>(temp_bytes);
  Offsets begin = BeginOffsets(length);
  return cub::DeviceSegmentedReduce::Sum(temp, bytes, in, out, segments, begin, begin + 1,
                                         static_cast<cudaStream_t>(stream));
}
