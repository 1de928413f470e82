// The CUDA driver, opened with dlopen at first use so that dslc builds and
// runs without one: every path that needs no GPU works on any machine, and
// the first thing that needs one fails with "no CUDA driver found: ...".
#pragma once

#include <cuda.h>

#include <string>
#include <string_view>

namespace dslc {

// Pointers to the driver's functions (cuda_functions.def). The member names
// are the API names; cuda.h's macros map some to their `_v2` spellings.
struct CudaDriver {
#define DSLC_CUDA_FUNCTION(Name, Symbol) decltype(&::Name) Name = nullptr;
#include "runtime/cuda_functions.def"
};

// The loaded driver, initialised (cuInit); throws dslc::Error "no CUDA driver
// found: <why>" when libcuda.so.1 or one of its functions is missing.
const CudaDriver& Driver();

// Whether a driver can be loaded; `why` says why not.
bool DriverAvailable(std::string* why);

// Throws dslc::CudaError naming `call`, the result's name and text, and the
// kernel (when given) unless `result` is CUDA_SUCCESS.
void Check(CUresult result, const char* call, std::string_view kernel = {});

}  // namespace dslc
