// What every GPU dslc compiles for allows a kernel: shared, constant and
// parameter memory. Checked at compile time (plan/kernel_resources.h,
// scope/constant_array_eval.cpp).
#pragma once

#include <cstdint>

namespace dslc {

// Every GPU gives a block 48 KiB of static shared memory; more must be
// dynamic, which the runtime opts in.
constexpr uint64_t kMaxStaticSharedBytes = 48 * 1024;

// Constant memory: 64 KiB per module, which holds the constant arrays a
// host program froze into it.
constexpr uint64_t kMaxConstantBytes = 64 * 1024;

// Kernel parameter space: PTX before ISA 8.1 and GPUs before sm_70 give a
// kernel 4352 bytes of parameters; from PTX 8.1 on, sm_70 and newer 32764.
constexpr uint64_t kMaxParameterBytes = 4352;
constexpr uint64_t kMaxParameterBytesFromSm70 = 32764;
constexpr int kLargeParametersPtx = 81;

}  // namespace dslc
