// What the C interface's opaque handles (dslc/c_api.h) are. Internal to the
// runtime.
#pragma once

#include <memory>
#include <vector>

#include "compiler/pipeline/host_module.h"
#include "dslc/c_api.h"
#include "runtime/kernel_state.h"

// A host value being assembled, owned by the caller until it is given away.
struct dslc_value {
  dslc::HostValue value;
};

// The functions of a module being assembled, and their host values.
struct dslc_source {
  std::vector<dslc::HostFunction> functions;
};

// A loaded program; its kernels (dslc_kernel) live as long as it.
struct dslc_program {
  std::shared_ptr<dslc::internal::ProgramState> state;
};

namespace dslc::c_api {

// A dslc_kernel is the program's internal::KernelState itself.
inline dslc_kernel* HandleOf(internal::KernelState& kernel) {
  return reinterpret_cast<dslc_kernel*>(&kernel);
}
inline internal::KernelState& KernelOf(dslc_kernel* kernel) {
  return *reinterpret_cast<internal::KernelState*>(kernel);
}

}  // namespace dslc::c_api
