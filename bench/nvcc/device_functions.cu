// to_polar and blend of lang-examples/device_functions.py in CUDA C++, as a
// CUDA programmer writes the same algorithms: the helpers as __device__
// functions (inlined, as dslc inlines device functions), one element per
// thread, an int64 index as Numba's cuda.grid(1) gives. to_polar works in
// float32 (sqrtf, atan2f), blend in float64 throughout (the example's
// defaults are Python floats); min(max(x, lo), hi) is fmin(fmax(x, lo), hi).
__device__ float2 polar(float x, float y) {
  return make_float2(sqrtf(x * x + y * y), atan2f(y, x));
}

__device__ double clamp(double x, double lo = 0.0, double hi = 1.0) {
  return fmin(fmax(x, lo), hi);
}

__device__ double lerp(double a, double b, double t) { return a + (b - a) * t; }

extern "C" __global__ void to_polar(const float* __restrict__ x, const float* __restrict__ y,
                                    float* __restrict__ radius, float* __restrict__ angle,
                                    long long n) {
  long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) {
    float2 r_theta = polar(x[i], y[i]);
    radius[i] = r_theta.x;
    angle[i] = r_theta.y;
  }
}

extern "C" __global__ void blend(const double* __restrict__ src, double* __restrict__ dst, double t,
                                 double ceiling, long long n) {
  long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) {
    double mixed = lerp(dst[i], src[i], clamp(t));
    dst[i] = clamp(mixed, 0.0, ceiling);
  }
}
