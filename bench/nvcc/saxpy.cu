// The saxpy of lang-examples/saxpy.py in CUDA C++, as a CUDA programmer
// writes it: the same arguments (the scalar, the arrays as restrict
// pointers, the length), an int64 index like Numba's cuda.grid(1).
extern "C" __global__ void saxpy(float a, const float* __restrict__ x, float* __restrict__ y,
                                 long long n) {
  long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
