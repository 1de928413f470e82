// How a compiled function is entered from outside the module: launched as a
// kernel, or called as a device function that other code links against
// (`dslc compile --abi`, Numba's compile_ptx(device=True, abi=...)).
#pragma once

#include <cstdint>

namespace dslc {

enum class EntryAbi : uint8_t {
  Kernel,  // a `.entry` the runtime launches
  // Numba's device-function ABI, the one its `cuda.declare_device` calls:
  //   int f(T* result, args...)  -- returns 0, stores the result through
  //   its first parameter (nothing is stored for a function returning None)
  Numba,
  // The C ABI: T f(args...), or void f(args...) for None.
  C,
};

inline const char* EntryAbiName(EntryAbi abi) {
  switch (abi) {
    case EntryAbi::Kernel:
      return "kernel";
    case EntryAbi::Numba:
      return "numba";
    case EntryAbi::C:
      return "c";
  }
  return "?";
}

}  // namespace dslc
