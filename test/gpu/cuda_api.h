// The few CUDA driver functions the borrow tests call themselves, as a CUDA
// program that owns its memory and streams calls them: from libcuda.so.1,
// opened with dlopen, so that the tests build without CUDA headers.
#pragma once

#include <cstddef>
#include <cstdint>

#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {

using CUdeviceptr = unsigned long long;
using CUstream = CUstream_st*;

struct CudaApi {
  int (*cuMemAlloc)(CUdeviceptr* pointer, size_t bytes) = nullptr;
  int (*cuMemFree)(CUdeviceptr pointer) = nullptr;
  int (*cuMemcpyHtoD)(CUdeviceptr to, const void* from, size_t bytes) = nullptr;
  int (*cuMemcpyDtoH)(void* to, CUdeviceptr from, size_t bytes) = nullptr;
  int (*cuStreamCreate)(CUstream* stream, unsigned flags) = nullptr;
  int (*cuStreamDestroy)(CUstream stream) = nullptr;
  int (*cuStreamSynchronize)(CUstream stream) = nullptr;
};

// The driver's functions (the test fails when one is missing).
const CudaApi& Cuda();

// Fails the running test naming `call` unless `result` is CUDA_SUCCESS (0).
void CheckCuda(int result, const char* call);

// Device memory from cuMemAlloc in the current context (make the test
// device's context current first). Free() frees it and checks the result
// (memory dslc had freed would fail there); the destructor frees it if the
// test did not get that far.
class RawBuffer {
 public:
  explicit RawBuffer(size_t bytes);
  ~RawBuffer();
  RawBuffer(const RawBuffer&) = delete;
  RawBuffer& operator=(const RawBuffer&) = delete;

  CUdeviceptr pointer() const { return pointer_; }
  void CopyIn(const void* data, size_t bytes, size_t offset = 0) const;
  void CopyOut(void* data, size_t bytes, size_t offset = 0) const;
  void Free();

 private:
  CUdeviceptr pointer_ = 0;
};

// A non-blocking stream from cuStreamCreate. Destroy() destroys it and
// checks the result; the destructor destroys it if the test did not.
class RawStream {
 public:
  RawStream();
  ~RawStream();
  RawStream(const RawStream&) = delete;
  RawStream& operator=(const RawStream&) = delete;

  CUstream handle() const { return handle_; }
  void Synchronize() const;
  void Destroy();

 private:
  CUstream handle_ = nullptr;
};

}  // namespace dslc::gpu_test
