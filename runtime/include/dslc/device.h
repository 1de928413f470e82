// GPUs, their properties, streams and events.
#pragma once

#include <cstdint>
#include <string>

#include "dslc/export.h"

// The CUDA driver's stream type (CUstream and cudaStream_t point to it),
// declared here so that no CUDA header is needed.
struct CUstream_st;

namespace dslc {

// Grid and block sizes in 1 to 3 dimensions: Dim3(256), Dim3(16, 16).
struct Dim3 {
  uint32_t x = 1, y = 1, z = 1;
  Dim3() = default;
  Dim3(uint32_t x_, uint32_t y_ = 1, uint32_t z_ = 1) : x(x_), y(y_), z(z_) {}
};

struct DeviceProperties {
  std::string name;
  int compute_major = 0;
  int compute_minor = 0;
  int multiprocessors = 0;
  int64_t total_memory = 0;
  int max_threads_per_block = 0;
  int max_threads_per_multiprocessor = 0;
  int max_shared_memory_per_block = 0;        // without opting in: 48 KiB
  int max_shared_memory_per_block_optin = 0;  // with cuFuncSetAttribute
  int max_shared_memory_per_multiprocessor = 0;
  int warp_size = 0;
  int l2_cache_bytes = 0;
  bool cooperative_launch = false;
  // "sm_90": the architecture dslc compiles for on this device (devices
  // newer than dslc knows get the newest it knows; the driver compiles the
  // PTX for them).
  std::string arch;
};

class DSLC_API Device {
 public:
  // The number of GPUs; throws dslc::Error "no CUDA driver found: ..." when
  // there is no driver.
  static int Count();
  // GPU `ordinal`, its primary context retained for the process.
  static Device Get(int ordinal = 0);
  // The driver's CUDA version, e.g. 13000 for 13.0.
  static int DriverVersion();
  // Whether a CUDA driver can be loaded; `why` says why not.
  static bool DriverAvailable(std::string* why = nullptr);

  int ordinal() const { return ordinal_; }
  const DeviceProperties& properties() const;
  // Makes this device's primary context current on the calling thread
  // (also after the program made another context current itself).
  void MakeCurrent() const;
  // Waits for all work on the device.
  void Synchronize() const;

 private:
  explicit Device(int ordinal) : ordinal_(ordinal) {}
  int ordinal_;
};

// A CUDA stream (the legacy default stream when default-constructed).
class DSLC_API Stream {
 public:
  Stream() = default;
  // A new non-default stream on `device`, destroyed with this Stream.
  static Stream Create(const Device& device);
  // A stream the program made itself (cuStreamCreate, cudaStreamCreate,
  // CuPy's or PyTorch's streams): launches and events use it as it is,
  // and dslc never destroys it; the caller keeps it alive while this Stream
  // is used. It must belong to the context of the device the kernels run
  // on (the primary context: what the CUDA runtime, CuPy and PyTorch use).
  // A null handle is the legacy default stream.
  static Stream Borrow(CUstream_st* handle);
  Stream(Stream&& other) noexcept;
  Stream& operator=(Stream&& other) noexcept;
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;
  ~Stream();

  void Synchronize() const;
  CUstream_st* handle() const { return handle_; }  // a CUstream

 private:
  CUstream_st* handle_ = nullptr;
  bool owned_ = false;
};

// A CUDA event, for timing work on a stream.
class DSLC_API Event {
 public:
  explicit Event(const Device& device);
  Event(Event&& other) noexcept;
  Event& operator=(Event&& other) noexcept;
  Event(const Event&) = delete;
  Event& operator=(const Event&) = delete;
  ~Event();

  void Record(const Stream& stream = Stream());
  void Synchronize() const;
  // Milliseconds between two recorded events (both complete).
  static float ElapsedMs(const Event& start, const Event& end);

 private:
  void* handle_ = nullptr;
};

}  // namespace dslc
