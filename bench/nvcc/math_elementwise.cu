// damped_wave of lang-examples/math_elementwise.py in CUDA C++, as a CUDA
// programmer writes the same algorithm: one element per thread, all in
// float32 with the float32 math functions (expf, sinf, cosf, sqrtf, fabsf,
// tanhf, log1pf: libdevice's __nv_*f, as dslc calls; no fast math), an int64
// index as Numba's cuda.grid(1) gives.
extern "C" __global__ void damped_wave(const float* __restrict__ t, const float* __restrict__ phase,
                                       float* __restrict__ out, float decay, long long n) {
  long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = t[i];
    float envelope = expf(-decay * x);
    float wave = sinf(x + phase[i]) * cosf(0.5f * x);
    float gate = 1.0f / (1.0f + expf(-x));
    float ripple = sqrtf(fabsf(x)) * tanhf(x) + log1pf(x * x);
    out[i] = envelope * wave * gate + 0.01f * ripple;
  }
}
