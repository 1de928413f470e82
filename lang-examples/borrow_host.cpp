// A CUDA program that owns its GPU memory and stream, and launches a dslc
// kernel (saxpy.py) on them: DeviceArray::Borrow wraps memory from
// cuMemAlloc without copying it, Stream::Borrow wraps a stream from
// cuStreamCreate. dslc never frees either; the program keeps them alive
// while kernels use them. Pointers from cudaMalloc, CuPy (`array.data.ptr`)
// or PyTorch (`tensor.data_ptr()`) are borrowed the same way.
//
// A CUDA program would include <cuda.h> and link -lcuda; this one opens
// libcuda.so.1 itself so that it builds, like dslc, without CUDA installed:
//
//   g++ -std=c++20 borrow_host.cpp -I$DSLC/include -L$DSLC/lib -ldslc -Wl,-rpath,$DSLC/lib -o
//   borrow_host
//   ./borrow_host [saxpy.py]
//
// The package has it built as bin/dslc-example-borrow.
#include <dlfcn.h>
#include <dslc/runtime.h>
#include <unistd.h>

#include <climits>
#include <cmath>
#include <cstdio>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

// The CUDA driver API types and functions this program uses, as cuda.h
// declares them.
using CUresult = int;
using CUdevice = int;
using CUcontext = struct CUctx_st*;
using CUdeviceptr = unsigned long long;
using CUstream = CUstream_st*;  // dslc/device.h declares CUstream_st too

struct CudaDriver {
  CUresult (*cuInit)(unsigned flags);
  CUresult (*cuDeviceGet)(CUdevice* device, int ordinal);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext* context, CUdevice device);
  CUresult (*cuCtxSetCurrent)(CUcontext context);
  CUresult (*cuMemAlloc)(CUdeviceptr* pointer, size_t bytes);
  CUresult (*cuMemFree)(CUdeviceptr pointer);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr to, const void* from, size_t bytes);
  CUresult (*cuMemcpyDtoH)(void* to, CUdeviceptr from, size_t bytes);
  CUresult (*cuStreamCreate)(CUstream* stream, unsigned flags);
  CUresult (*cuStreamSynchronize)(CUstream stream);
  CUresult (*cuStreamDestroy)(CUstream stream);
};

template <typename Function>
void Resolve(void* library, const char* symbol, Function* function) {
  *function = reinterpret_cast<Function>(dlsym(library, symbol));
  if (!*function) throw std::runtime_error(std::string("libcuda.so.1 has no ") + symbol);
}

CudaDriver LoadDriver() {
  void* library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!library) throw std::runtime_error("cannot open libcuda.so.1");
  CudaDriver cu;
  Resolve(library, "cuInit", &cu.cuInit);
  Resolve(library, "cuDeviceGet", &cu.cuDeviceGet);
  Resolve(library, "cuDevicePrimaryCtxRetain", &cu.cuDevicePrimaryCtxRetain);
  Resolve(library, "cuCtxSetCurrent", &cu.cuCtxSetCurrent);
  Resolve(library, "cuMemAlloc_v2", &cu.cuMemAlloc);
  Resolve(library, "cuMemFree_v2", &cu.cuMemFree);
  Resolve(library, "cuMemcpyHtoD_v2", &cu.cuMemcpyHtoD);
  Resolve(library, "cuMemcpyDtoH_v2", &cu.cuMemcpyDtoH);
  Resolve(library, "cuStreamCreate", &cu.cuStreamCreate);
  Resolve(library, "cuStreamSynchronize", &cu.cuStreamSynchronize);
  Resolve(library, "cuStreamDestroy_v2", &cu.cuStreamDestroy);
  return cu;
}

void Check(CUresult result, const char* call) {
  if (result != 0)
    throw std::runtime_error(std::string(call) + " failed: CUresult " + std::to_string(result));
}

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

// y = a * x + y on memory and a stream the program owns, then once more on
// the even elements only (strided borrowed arrays): y[2k] gets a * x[2k]
// twice.
bool Run(const CudaDriver& cu, const std::string& path) {
  // The device's primary context, which the CUDA runtime, CuPy, PyTorch and
  // dslc all use: memory allocated in it can be borrowed.
  CUdevice device = 0;
  CUcontext context = nullptr;
  Check(cu.cuInit(0), "cuInit");
  Check(cu.cuDeviceGet(&device, 0), "cuDeviceGet");
  Check(cu.cuDevicePrimaryCtxRetain(&context, device), "cuDevicePrimaryCtxRetain");
  Check(cu.cuCtxSetCurrent(context), "cuCtxSetCurrent");

  const int64_t n = 1'000'002;
  const size_t bytes = static_cast<size_t>(n) * sizeof(float);
  const float a = 1.5f;
  std::mt19937 rng(std::random_device{}());
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float> x(n), y(n);
  for (float& value : x) value = uniform(rng);
  for (float& value : y) value = uniform(rng);

  CUdeviceptr x_memory = 0, y_memory = 0;
  CUstream own_stream = nullptr;
  Check(cu.cuMemAlloc(&x_memory, bytes), "cuMemAlloc");
  Check(cu.cuMemAlloc(&y_memory, bytes), "cuMemAlloc");
  Check(cu.cuMemcpyHtoD(x_memory, x.data(), bytes), "cuMemcpyHtoD");
  Check(cu.cuMemcpyHtoD(y_memory, y.data(), bytes), "cuMemcpyHtoD");
  // A blocking stream (flags 0): its work follows the copies above.
  Check(cu.cuStreamCreate(&own_stream, 0), "cuStreamCreate");
  {
    dslc::Program program = dslc::Program::Load(path);
    dslc::Kernel saxpy = program.kernel("saxpy");
    dslc::Stream stream = dslc::Stream::Borrow(own_stream);
    dslc::DeviceArray dx = dslc::DeviceArray::Borrow(x_memory, dslc::DType::Float32, {n});
    dslc::DeviceArray dy = dslc::DeviceArray::Borrow(y_memory, dslc::DType::Float32, {n});
    saxpy.Launch(dslc::Dim3((n + 255) / 256), dslc::Dim3(256), stream, a, dx, dy);

    // Every other element: n / 2 of them, 8 bytes apart (float32[:]).
    dslc::DeviceArray x_even =
        dslc::DeviceArray::Borrow(x_memory, dslc::DType::Float32, {n / 2}, {8});
    dslc::DeviceArray y_even =
        dslc::DeviceArray::Borrow(y_memory, dslc::DType::Float32, {n / 2}, {8});
    saxpy.Launch(dslc::Dim3((n / 2 + 255) / 256), dslc::Dim3(256), stream, a, x_even, y_even);
  }  // the dslc handles are gone; the memory and the stream are still ours
  Check(cu.cuStreamSynchronize(own_stream), "cuStreamSynchronize");
  std::vector<float> result(n);
  Check(cu.cuMemcpyDtoH(result.data(), y_memory, bytes), "cuMemcpyDtoH");
  Check(cu.cuStreamDestroy(own_stream), "cuStreamDestroy");
  Check(cu.cuMemFree(x_memory), "cuMemFree");
  Check(cu.cuMemFree(y_memory), "cuMemFree");

  double diff = 0, norm = 0;
  for (int64_t i = 0; i < n; ++i) {
    double ref = double(y[i]) + double(a) * x[i] * (i % 2 == 0 ? 2 : 1);
    diff += (result[i] - ref) * (result[i] - ref);
    norm += ref * ref;
  }
  double error = std::sqrt(diff / norm);  // NaN when an element is NaN
  std::printf("saxpy on borrowed memory and stream: %lld elements, relative error %.2e\n",
              static_cast<long long>(n), error);
  return error <= 1e-6;
}

}  // namespace

int main(int argc, char** argv) {
  std::string path = argc > 1 ? argv[1] : DefaultPath("saxpy.py");
  std::string why;
  if (!dslc::Device::DriverAvailable(&why)) {
    std::printf("needs a GPU: %s\n", why.c_str());
    return 0;
  }
  try {
    bool ok = Run(LoadDriver(), path);
    std::printf("%s\n", ok ? "ok" : "MISMATCH");
    return ok ? 0 : 1;
  } catch (const std::exception& error) {  // dslc::Error and the driver's failures
    std::fprintf(stderr, "error: %s\n", error.what());
    return 1;
  }
}
