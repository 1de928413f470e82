// The C interface's devices, memory, streams and events: thin wrappers over
// the driver table (cuda_functions.def), each on the device's primary
// context, made current first.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>

#include "dslc/device.h"
#include "runtime/c_api/errors.h"
#include "runtime/cuda_driver.h"
#include "runtime/device_state.h"

namespace dslc::c_api {
namespace {

// The state of GPU `device`, its primary context current on this thread.
const DeviceState& Current(int device) {
  const DeviceState& state = StateOf(device);
  MakeContextCurrent(state);
  return state;
}

CUstream StreamOf(void* stream) { return static_cast<CUstream>(stream); }
CUevent EventOf(void* event) { return static_cast<CUevent>(event); }

// Copies `text` into a fixed field, cut to fit and terminated.
template <size_t N>
void CopyField(char (&field)[N], const std::string& text) {
  size_t length = std::min(text.size(), N - 1);
  std::memcpy(field, text.data(), length);
  field[length] = '\0';
}

// "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", as nvidia-smi writes it.
std::string UuidText(const CUuuid& uuid) {
  std::string text = "GPU-";
  char hex[3];
  for (int i = 0; i < 16; ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) text += '-';
    std::snprintf(hex, sizeof hex, "%02x", static_cast<unsigned char>(uuid.bytes[i]));
    text += hex;
  }
  return text;
}

}  // namespace
}  // namespace dslc::c_api

using namespace dslc;
using namespace dslc::c_api;

extern "C" {

int dslc_driver_available(char** why) {
  try {
    std::string reason;
    bool available = DriverAvailable(&reason);
    if (why) *why = available ? nullptr : CopyString(reason);
    return available ? 1 : 0;
  } catch (...) {
    RecordCurrentException(__func__);
    if (why) *why = nullptr;
    return 0;
  }
}

int dslc_device_count(int* count) {
  return Guard(__func__, [&] {
    Require(count, "count");
    *count = Device::Count();
  });
}

int dslc_driver_version(int* version) {
  return Guard(__func__, [&] {
    Require(version, "version");
    *version = Device::DriverVersion();
  });
}

int dslc_device_properties(int device, struct dslc_device_properties* out) {
  return Guard(__func__, [&] {
    Require(out, "out");
    const DeviceState& state = StateOf(device);
    const DeviceProperties& p = state.properties;
    struct dslc_device_properties result = {};
    CopyField(result.name, p.name);
    result.compute_major = p.compute_major;
    result.compute_minor = p.compute_minor;
    result.multiprocessors = p.multiprocessors;
    result.total_memory = p.total_memory;
    result.max_threads_per_block = p.max_threads_per_block;
    result.max_threads_per_multiprocessor = p.max_threads_per_multiprocessor;
    result.max_shared_memory_per_block = p.max_shared_memory_per_block;
    result.max_shared_memory_per_block_optin = p.max_shared_memory_per_block_optin;
    result.warp_size = p.warp_size;
    result.l2_cache_bytes = p.l2_cache_bytes;
    result.cooperative_launch = p.cooperative_launch ? 1 : 0;
    CopyField(result.arch, p.arch);
    const CudaDriver& driver = Driver();
    CUuuid uuid = {};
    Check(driver.cuDeviceGetUuid(&uuid, state.device), "cuDeviceGetUuid");
    CopyField(result.uuid, UuidText(uuid));
    Check(driver.cuDeviceGetAttribute(&result.pci_bus_id, CU_DEVICE_ATTRIBUTE_PCI_BUS_ID,
                                      state.device),
          "cuDeviceGetAttribute");
    *out = result;
  });
}

int dslc_device_make_current(int device) {
  return Guard(__func__, [&] { Device::Get(device).MakeCurrent(); });
}

int dslc_device_synchronize(int device) {
  return Guard(__func__, [&] {
    Current(device);
    Check(Driver().cuCtxSynchronize(), "cuCtxSynchronize");
  });
}

int dslc_device_memory_info(int device, uint64_t* free_bytes, uint64_t* total_bytes) {
  return Guard(__func__, [&] {
    Require(free_bytes, "free_bytes");
    Require(total_bytes, "total_bytes");
    Current(device);
    size_t free = 0, total = 0;
    Check(Driver().cuMemGetInfo(&free, &total), "cuMemGetInfo");
    *free_bytes = free;
    *total_bytes = total;
  });
}

int dslc_mem_alloc(int device, uint64_t bytes, uint64_t* pointer) {
  return Guard(__func__, [&] {
    Require(pointer, "pointer");
    Current(device);
    CUdeviceptr allocated = 0;
    if (bytes > 0) Check(Driver().cuMemAlloc(&allocated, bytes), "cuMemAlloc");
    *pointer = allocated;
  });
}

int dslc_mem_free(int device, uint64_t pointer) {
  return Guard(__func__, [&] {
    if (pointer == 0) return;
    Current(device);
    Check(Driver().cuMemFree(pointer), "cuMemFree");
  });
}

int dslc_host_alloc(int device, uint64_t bytes, void** pointer) {
  return Guard(__func__, [&] {
    Require(pointer, "pointer");
    Current(device);
    void* allocated = nullptr;
    if (bytes > 0) Check(Driver().cuMemAllocHost(&allocated, bytes), "cuMemAllocHost");
    *pointer = allocated;
  });
}

int dslc_host_free(int device, void* pointer) {
  return Guard(__func__, [&] {
    if (!pointer) return;
    Current(device);
    Check(Driver().cuMemFreeHost(pointer), "cuMemFreeHost");
  });
}

int dslc_memcpy_htod(int device, uint64_t dst, const void* src, uint64_t bytes, void* stream) {
  return Guard(__func__, [&] {
    if (bytes == 0) return;
    Require(src, "src");
    Current(device);
    Check(Driver().cuMemcpyHtoDAsync(dst, src, bytes, StreamOf(stream)), "cuMemcpyHtoDAsync");
  });
}

int dslc_memcpy_dtoh(int device, void* dst, uint64_t src, uint64_t bytes, void* stream) {
  return Guard(__func__, [&] {
    if (bytes == 0) return;
    Require(dst, "dst");
    Current(device);
    Check(Driver().cuMemcpyDtoHAsync(dst, src, bytes, StreamOf(stream)), "cuMemcpyDtoHAsync");
  });
}

int dslc_memcpy_dtod(int device, uint64_t dst, uint64_t src, uint64_t bytes, void* stream) {
  return Guard(__func__, [&] {
    if (bytes == 0) return;
    Current(device);
    Check(Driver().cuMemcpyDtoDAsync(dst, src, bytes, StreamOf(stream)), "cuMemcpyDtoDAsync");
  });
}

int dslc_memset(int device, uint64_t dst, uint8_t byte, uint64_t bytes, void* stream) {
  return Guard(__func__, [&] {
    if (bytes == 0) return;
    Current(device);
    Check(Driver().cuMemsetD8Async(dst, byte, bytes, StreamOf(stream)), "cuMemsetD8Async");
  });
}

int dslc_stream_create(int device, void** stream) {
  return Guard(__func__, [&] {
    Require(stream, "stream");
    Current(device);
    CUstream created = nullptr;
    Check(Driver().cuStreamCreate(&created, CU_STREAM_DEFAULT), "cuStreamCreate");
    *stream = created;
  });
}

int dslc_stream_destroy(int device, void* stream) {
  return Guard(__func__, [&] {
    Require(stream, "stream");
    Current(device);
    Check(Driver().cuStreamDestroy(StreamOf(stream)), "cuStreamDestroy");
  });
}

int dslc_stream_synchronize(int device, void* stream) {
  return Guard(__func__, [&] {
    Current(device);
    Check(Driver().cuStreamSynchronize(StreamOf(stream)), "cuStreamSynchronize");
  });
}

int dslc_event_create(int device, int timing, void** event) {
  return Guard(__func__, [&] {
    Require(event, "event");
    Current(device);
    CUevent created = nullptr;
    Check(Driver().cuEventCreate(&created, timing ? CU_EVENT_DEFAULT : CU_EVENT_DISABLE_TIMING),
          "cuEventCreate");
    *event = created;
  });
}

int dslc_event_destroy(int device, void* event) {
  return Guard(__func__, [&] {
    Require(event, "event");
    Current(device);
    Check(Driver().cuEventDestroy(EventOf(event)), "cuEventDestroy");
  });
}

int dslc_event_record(int device, void* event, void* stream) {
  return Guard(__func__, [&] {
    Require(event, "event");
    Current(device);
    Check(Driver().cuEventRecord(EventOf(event), StreamOf(stream)), "cuEventRecord");
  });
}

int dslc_event_synchronize(int device, void* event) {
  return Guard(__func__, [&] {
    Require(event, "event");
    Current(device);
    Check(Driver().cuEventSynchronize(EventOf(event)), "cuEventSynchronize");
  });
}

int dslc_event_query(int device, void* event, int* done) {
  return Guard(__func__, [&] {
    Require(event, "event");
    Require(done, "done");
    Current(device);
    CUresult result = Driver().cuEventQuery(EventOf(event));
    if (result != CUDA_ERROR_NOT_READY) Check(result, "cuEventQuery");
    *done = result == CUDA_SUCCESS ? 1 : 0;
  });
}

int dslc_stream_wait_event(int device, void* stream, void* event) {
  return Guard(__func__, [&] {
    Require(event, "event");
    Current(device);
    Check(Driver().cuStreamWaitEvent(StreamOf(stream), EventOf(event), 0), "cuStreamWaitEvent");
  });
}

int dslc_event_elapsed_ms(void* start, void* end, float* ms) {
  return Guard(__func__, [&] {
    Require(start, "start");
    Require(end, "end");
    Require(ms, "ms");
    Check(Driver().cuEventElapsedTime(ms, EventOf(start), EventOf(end)), "cuEventElapsedTime");
  });
}

}  // extern "C"
