// The set of dslc's optimisations a compile may use (optimizations.def):
// all of them unless switched off by name.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace dslc {

enum class Optimization : uint8_t {
#define DSLC_OPTIMIZATION(id, name, what) id,
#include "compiler/base/optimizations.def"
};

inline constexpr int kOptimizationCount = 0
#define DSLC_OPTIMIZATION(id, name, what) +1
#include "compiler/base/optimizations.def"
    ;

// The name users write ("coarsen") and what it does, for --help.
std::string_view OptimizationName(Optimization optimization);
std::string_view OptimizationDescription(Optimization optimization);

class Optimizations {
 public:
  bool enabled(Optimization optimization) const { return !(disabled_ & Bit(optimization)); }
  void Disable(Optimization optimization) { disabled_ |= Bit(optimization); }
  bool all_enabled() const { return disabled_ == 0; }
  // The disabled ones' names in the file's order, comma-separated ("" for
  // none): for cache keys, remarks and the PTX header.
  std::string DisabledNames() const;
  bool operator==(const Optimizations& other) const = default;

 private:
  static uint32_t Bit(Optimization optimization) {
    return uint32_t{1} << static_cast<int>(optimization);
  }
  uint32_t disabled_ = 0;
};

// Disables each name of the comma-separated `names` ("coarsen,lanes";
// spaces around names and empty items are ignored). Returns false with
// `error` naming the first unknown name and listing the known ones.
bool DisableOptimizations(std::string_view names, Optimizations* set, std::string* error);

// "coarsen, consecutive, ...": every name, for messages and --help.
std::string OptimizationNames();

}  // namespace dslc
