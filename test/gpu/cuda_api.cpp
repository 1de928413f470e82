#include "test/gpu/cuda_api.h"

#include <dlfcn.h>

#include <string>

namespace dslc::gpu_test {
namespace {

constexpr unsigned kStreamNonBlocking = 0x1;  // CU_STREAM_NON_BLOCKING

template <typename Function>
void Resolve(void* library, const char* symbol, Function* function) {
  *function = reinterpret_cast<Function>(dlsym(library, symbol));
  if (!*function) Fail(std::string("libcuda.so.1 has no ") + symbol);
}

CudaApi Load() {
  void* library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!library) Fail("cannot open libcuda.so.1");
  CudaApi api;
  Resolve(library, "cuMemAlloc_v2", &api.cuMemAlloc);
  Resolve(library, "cuMemFree_v2", &api.cuMemFree);
  Resolve(library, "cuMemcpyHtoD_v2", &api.cuMemcpyHtoD);
  Resolve(library, "cuMemcpyDtoH_v2", &api.cuMemcpyDtoH);
  Resolve(library, "cuStreamCreate", &api.cuStreamCreate);
  Resolve(library, "cuStreamDestroy_v2", &api.cuStreamDestroy);
  Resolve(library, "cuStreamSynchronize", &api.cuStreamSynchronize);
  return api;
}

}  // namespace

const CudaApi& Cuda() {
  static const CudaApi api = Load();
  return api;
}

void CheckCuda(int result, const char* call) {
  if (result != 0) Fail(std::string(call) + " failed with CUresult " + std::to_string(result));
}

RawBuffer::RawBuffer(size_t bytes) { CheckCuda(Cuda().cuMemAlloc(&pointer_, bytes), "cuMemAlloc"); }

RawBuffer::~RawBuffer() {
  if (pointer_) Cuda().cuMemFree(pointer_);
}

void RawBuffer::Free() {
  CUdeviceptr pointer = pointer_;
  pointer_ = 0;
  CheckCuda(Cuda().cuMemFree(pointer), "cuMemFree");
}

void RawBuffer::CopyIn(const void* data, size_t bytes, size_t offset) const {
  CheckCuda(Cuda().cuMemcpyHtoD(pointer_ + offset, data, bytes), "cuMemcpyHtoD");
}

void RawBuffer::CopyOut(void* data, size_t bytes, size_t offset) const {
  CheckCuda(Cuda().cuMemcpyDtoH(data, pointer_ + offset, bytes), "cuMemcpyDtoH");
}

RawStream::RawStream() {
  CheckCuda(Cuda().cuStreamCreate(&handle_, kStreamNonBlocking), "cuStreamCreate");
}

RawStream::~RawStream() {
  if (handle_) Cuda().cuStreamDestroy(handle_);
}

void RawStream::Destroy() {
  CUstream handle = handle_;
  handle_ = nullptr;
  CheckCuda(Cuda().cuStreamDestroy(handle), "cuStreamDestroy");
}

void RawStream::Synchronize() const {
  CheckCuda(Cuda().cuStreamSynchronize(handle_), "cuStreamSynchronize");
}

}  // namespace dslc::gpu_test
