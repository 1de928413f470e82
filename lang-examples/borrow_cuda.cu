// A CUDA C++ program, built with nvcc, that owns its memory and stream and
// hands them to a dslc kernel: it allocates x and y with cudaMalloc, makes a
// stream with cudaStreamCreate, fills the arrays with a CUDA kernel of its
// own on that stream, launches dslc's saxpy (saxpy.py) on the same memory and
// stream through DeviceArray::Borrow and Stream::Borrow, and checks y on the
// host. Nothing is copied and dslc frees nothing.
//
// From the root of the unpacked package (with the CUDA toolkit installed):
//
//   nvcc -std=c++20 share/dslc/lang-examples/borrow_cuda.cu -Iinclude -Llib -ldslc \
//     -Xlinker -rpath=$PWD/lib -o borrow_cuda
//   ./borrow_cuda share/dslc/lang-examples/saxpy.py
#include <cuda_runtime.h>
#include <dslc/runtime.h>

#include <cmath>
#include <cstdio>
#include <vector>

namespace {

__global__ void Fill(float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    x[i] = 0.5f * static_cast<float>(i % 1000);
    y[i] = 1.0f;
  }
}

void Check(cudaError_t status, const char* what) {
  if (status != cudaSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(status));
    std::exit(1);
  }
}

}  // namespace

int main(int argc, char** argv) {
  const char* path = argc > 1 ? argv[1] : "saxpy.py";
  const int n = 1 << 22;
  float* x = nullptr;
  float* y = nullptr;
  cudaStream_t stream;
  Check(cudaMalloc(&x, n * sizeof(float)), "cudaMalloc");
  Check(cudaMalloc(&y, n * sizeof(float)), "cudaMalloc");
  Check(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), "cudaStreamCreate");
  Fill<<<(n + 255) / 256, 256, 0, stream>>>(x, y, n);
  Check(cudaGetLastError(), "Fill");

  try {
    dslc::Program program = dslc::Program::Load(path);
    dslc::Kernel saxpy = program.kernel("saxpy");
    dslc::DeviceArray dx = dslc::DeviceArray::Borrow(x, dslc::DType::Float32, {n});
    dslc::DeviceArray dy = dslc::DeviceArray::Borrow(y, dslc::DType::Float32, {n});
    // On the program's own stream: ordered after Fill, with no synchronisation.
    saxpy.Launch(dslc::Dim3((n + 255) / 256), dslc::Dim3(256), dslc::Stream::Borrow(stream), 2.0f,
                 dx, dy);
  } catch (const std::exception& error) {
    std::fprintf(stderr, "dslc: %s\n", error.what());
    return 1;
  }

  std::vector<float> result(n);
  Check(cudaMemcpyAsync(result.data(), y, n * sizeof(float), cudaMemcpyDeviceToHost, stream),
        "cudaMemcpyAsync");
  Check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    float expected = 2.0f * (0.5f * static_cast<float>(i % 1000)) + 1.0f;
    if (std::fabs(result[i] - expected) > 1e-5f * std::fabs(expected)) ++wrong;
  }
  std::printf("saxpy on cudaMalloc memory and a cudaStreamCreate stream: %d elements, %d wrong\n",
              n, wrong);
  cudaFree(x);
  cudaFree(y);
  cudaStreamDestroy(stream);
  return wrong == 0 ? 0 : 1;
}
