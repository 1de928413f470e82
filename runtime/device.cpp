#include <memory>
#include <mutex>
#include <vector>

#include "compiler/pipeline/target_selection.h"
#include "dslc/error.h"
#include "runtime/cuda_driver.h"
#include "runtime/device_state.h"

namespace dslc {
namespace {

int Attribute(CUdevice device, CUdevice_attribute attribute) {
  int value = 0;
  Check(Driver().cuDeviceGetAttribute(&value, attribute, device), "cuDeviceGetAttribute");
  return value;
}

DeviceProperties QueryProperties(CUdevice device) {
  const CudaDriver& driver = Driver();
  DeviceProperties p;
  char name[256] = {};
  Check(driver.cuDeviceGetName(name, sizeof name - 1, device), "cuDeviceGetName");
  p.name = name;
  size_t memory = 0;
  Check(driver.cuDeviceTotalMem(&memory, device), "cuDeviceTotalMem");
  p.total_memory = static_cast<int64_t>(memory);
  p.compute_major = Attribute(device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR);
  p.compute_minor = Attribute(device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
  p.multiprocessors = Attribute(device, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
  p.max_threads_per_block = Attribute(device, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK);
  p.max_threads_per_multiprocessor =
      Attribute(device, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR);
  p.max_shared_memory_per_block =
      Attribute(device, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK);
  p.max_shared_memory_per_block_optin =
      Attribute(device, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
  p.max_shared_memory_per_multiprocessor =
      Attribute(device, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR);
  p.warp_size = Attribute(device, CU_DEVICE_ATTRIBUTE_WARP_SIZE);
  p.l2_cache_bytes = Attribute(device, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE);
  p.cooperative_launch = Attribute(device, CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH) != 0;
  DiagnosticMessage unsupported;  // the architecture stays empty
  std::optional<Target> target =
      Target::ForComputeCapability(p.compute_major, p.compute_minor, &unsupported);
  p.arch = target ? target->Name() : "";
  return p;
}

std::mutex states_mutex;
std::vector<std::unique_ptr<DeviceState>> states;

// The context dslc last made current on this thread. A program that makes
// another one current itself calls Device::MakeCurrent, which always sets it.
thread_local CUcontext current_context = nullptr;

void SetContextCurrent(const DeviceState& state) {
  Check(Driver().cuCtxSetCurrent(state.context), "cuCtxSetCurrent");
  current_context = state.context;
}

}  // namespace

DeviceState& StateOf(int ordinal) {
  std::lock_guard<std::mutex> lock(states_mutex);
  if (ordinal < 0 || ordinal >= Device::Count()) {
    throw Error("no GPU " + std::to_string(ordinal) + ": there are " +
                std::to_string(Device::Count()) + " GPUs");
  }
  if (states.size() <= static_cast<size_t>(ordinal)) states.resize(ordinal + 1);
  std::unique_ptr<DeviceState>& state = states[ordinal];
  if (!state) {
    auto created = std::make_unique<DeviceState>();
    const CudaDriver& driver = Driver();
    created->ordinal = ordinal;
    Check(driver.cuDeviceGet(&created->device, ordinal), "cuDeviceGet");
    Check(driver.cuDevicePrimaryCtxRetain(&created->context, created->device),
          "cuDevicePrimaryCtxRetain");
    created->properties = QueryProperties(created->device);
    if (!created->properties.arch.empty())
      created->sm = std::stoi(created->properties.arch.substr(3));
    state = std::move(created);
  }
  return *state;
}

void MakeContextCurrent(const DeviceState& state) {
  if (current_context != state.context) SetContextCurrent(state);
}

DeviceState* StateOfCurrentContext() {
  CUcontext context = nullptr;
  if (Driver().cuCtxGetCurrent(&context) != CUDA_SUCCESS || !context) return nullptr;
  std::lock_guard<std::mutex> lock(states_mutex);
  for (const std::unique_ptr<DeviceState>& state : states) {
    if (state && state->context == context) return state.get();
  }
  return nullptr;
}

int Device::Count() {
  int count = 0;
  Check(Driver().cuDeviceGetCount(&count), "cuDeviceGetCount");
  return count;
}

Device Device::Get(int ordinal) {
  StateOf(ordinal);
  return Device(ordinal);
}

int Device::DriverVersion() {
  int version = 0;
  Check(Driver().cuDriverGetVersion(&version), "cuDriverGetVersion");
  return version;
}

bool Device::DriverAvailable(std::string* why) { return dslc::DriverAvailable(why); }

const DeviceProperties& Device::properties() const { return StateOf(ordinal_).properties; }

void Device::MakeCurrent() const { SetContextCurrent(StateOf(ordinal_)); }

void Device::Synchronize() const {
  MakeCurrent();
  Check(Driver().cuCtxSynchronize(), "cuCtxSynchronize");
}

Stream Stream::Create(const Device& device) {
  device.MakeCurrent();
  Stream stream;
  CUstream handle = nullptr;
  Check(Driver().cuStreamCreate(&handle, CU_STREAM_NON_BLOCKING), "cuStreamCreate");
  stream.handle_ = handle;
  stream.owned_ = true;
  return stream;
}

Stream Stream::Borrow(CUstream_st* handle) {
  Stream stream;
  stream.handle_ = handle;
  stream.owned_ = false;
  return stream;
}

Stream::Stream(Stream&& other) noexcept : handle_(other.handle_), owned_(other.owned_) {
  other.handle_ = nullptr;
  other.owned_ = false;
}

Stream& Stream::operator=(Stream&& other) noexcept {
  std::swap(handle_, other.handle_);
  std::swap(owned_, other.owned_);
  return *this;
}

Stream::~Stream() {
  if (owned_ && handle_) Driver().cuStreamDestroy(handle_);
}

void Stream::Synchronize() const {
  Check(Driver().cuStreamSynchronize(handle_), "cuStreamSynchronize");
}

Event::Event(const Device& device) {
  device.MakeCurrent();
  CUevent event = nullptr;
  Check(Driver().cuEventCreate(&event, CU_EVENT_DEFAULT), "cuEventCreate");
  handle_ = event;
}

Event::Event(Event&& other) noexcept : handle_(other.handle_) { other.handle_ = nullptr; }

Event& Event::operator=(Event&& other) noexcept {
  std::swap(handle_, other.handle_);
  return *this;
}

Event::~Event() {
  if (handle_) Driver().cuEventDestroy(static_cast<CUevent>(handle_));
}

void Event::Record(const Stream& stream) {
  Check(Driver().cuEventRecord(static_cast<CUevent>(handle_), stream.handle()), "cuEventRecord");
}

void Event::Synchronize() const {
  Check(Driver().cuEventSynchronize(static_cast<CUevent>(handle_)), "cuEventSynchronize");
}

float Event::ElapsedMs(const Event& start, const Event& end) {
  float ms = 0;
  Check(Driver().cuEventElapsedTime(&ms, static_cast<CUevent>(start.handle_),
                                    static_cast<CUevent>(end.handle_)),
        "cuEventElapsedTime");
  return ms;
}

}  // namespace dslc
