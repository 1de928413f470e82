// Can a process use the GPU again after a kernel faults? For each way of
// recovering, a child process makes a kernel store to an unmapped address
// (CUDA_ERROR_ILLEGAL_ADDRESS), tries the recovery, then allocates, launches
// a kernel and copies its result back, printing each call's result. This is
// the evidence behind the runtime's GpuFaultError saying to start a new
// process (docs/runtime.md, "GPU faults"). On a GPU machine:
//
//   g++ -I/usr/local/cuda/include bench/probes/context_recovery.cpp
//       -L/usr/local/cuda/lib64/stubs -lcuda -o /tmp/recover && /tmp/recover
//
// (one command).
//
// Driver 580 on an H100: every way fails (the retain or the new context
// reports CUDA_ERROR_ILLEGAL_ADDRESS, allocations CONTEXT_IS_DESTROYED).
#include <cuda.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>

namespace {

const char* kPtx = R"(
.version 8.0
.target sm_90
.address_size 64
.visible .entry poke(.param .u64 p) {
  .reg .b64 %rd<3>; .reg .b32 %r<2>;
  ld.param.u64 %rd1, [p];
  mov.u32 %r1, 7;
  st.global.u32 [%rd1], %r1;
  ret;
}
)";

void Print(const char* call, CUresult result) {
  const char* name = nullptr;
  cuGetErrorName(result, &name);
  std::printf("  %-36s -> %s\n", call, name ? name : "?");
}
#define CALL(x) Print(#x, (x))

CUdevice device;
CUcontext primary;

// Stores 7 at `pointer` from one thread; whether launch and sync worked.
bool Poke(CUdeviceptr pointer) {
  CUmodule module;
  CUfunction function;
  if (cuModuleLoadData(&module, kPtx) != CUDA_SUCCESS) {
    std::printf("  cuModuleLoadData failed\n");
    return false;
  }
  cuModuleGetFunction(&function, module, "poke");
  void* args[] = {&pointer};
  CUresult launched = cuLaunchKernel(function, 1, 1, 1, 1, 1, 1, 0, nullptr, args, nullptr);
  CUresult synced = cuCtxSynchronize();
  Print("cuLaunchKernel", launched);
  Print("cuCtxSynchronize", synced);
  return launched == CUDA_SUCCESS && synced == CUDA_SUCCESS;
}

void Fault() {
  cuInit(0);
  cuDeviceGet(&device, 0);
  cuDevicePrimaryCtxRetain(&primary, device);
  cuCtxSetCurrent(primary);
  Poke(CUdeviceptr{1} << 46);
}

void UseAgain() {
  CUdeviceptr memory = 0;
  CALL(cuMemAlloc(&memory, 4));
  if (!Poke(memory)) return;
  int value = 0;
  CALL(cuMemcpyDtoH(&value, memory, 4));
  std::printf("  value %d (7 means the GPU is usable again)\n", value);
}

void Recover(int way) {
  CUcontext context = nullptr;
  CALL(cuCtxSetCurrent(nullptr));
  switch (way) {
    case 0:
      CALL(cuDevicePrimaryCtxReset(device));
      CALL(cuDevicePrimaryCtxRetain(&context, device));
      CALL(cuCtxSetCurrent(context));
      break;
    case 1:
      CALL(cuDevicePrimaryCtxRelease(device));
      CALL(cuDevicePrimaryCtxRetain(&context, device));
      CALL(cuCtxSetCurrent(context));
      break;
    case 2:
      CALL(cuDevicePrimaryCtxReset(device));
      CALL(cuDevicePrimaryCtxRelease(device));
      CALL(cuDevicePrimaryCtxRetain(&context, device));
      CALL(cuCtxSetCurrent(context));
      break;
    case 3:
      CALL(cuDevicePrimaryCtxReset(device));
      CALL(cuCtxSetCurrent(primary));
      break;
    default:
      CALL(cuCtxCreate(&context, nullptr, 0, device));
      break;
  }
}

}  // namespace

int main() {
  const char* ways[] = {"reset, retain", "release, retain", "reset, release, retain",
                        "reset, same handle", "a new context"};
  for (int way = 0; way < 5; ++way) {
    if (fork() == 0) {
      std::printf("%s\n", ways[way]);
      Fault();
      Recover(way);
      UseAgain();
      std::fflush(stdout);
      _exit(0);
    }
    int status = 0;
    wait(&status);
  }
}
