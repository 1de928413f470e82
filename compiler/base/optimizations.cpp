#include "compiler/base/optimizations.h"

#include <array>

namespace dslc {
namespace {

struct Row {
  std::string_view name;
  std::string_view description;
};

constexpr std::array<Row, kOptimizationCount> kRows = {{
#define DSLC_OPTIMIZATION(id, name, what) {name, what},
#include "compiler/base/optimizations.def"
}};

std::string_view Trimmed(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  return text;
}

}  // namespace

std::string_view OptimizationName(Optimization optimization) {
  return kRows[static_cast<int>(optimization)].name;
}

std::string_view OptimizationDescription(Optimization optimization) {
  return kRows[static_cast<int>(optimization)].description;
}

std::string Optimizations::DisabledNames() const {
  std::string names;
  for (int i = 0; i < kOptimizationCount; ++i) {
    if (enabled(static_cast<Optimization>(i))) continue;
    if (!names.empty()) names += ",";
    names += kRows[i].name;
  }
  return names;
}

std::string OptimizationNames() {
  std::string names;
  for (const Row& row : kRows) names += (names.empty() ? "" : ", ") + std::string(row.name);
  return names;
}

bool DisableOptimizations(std::string_view names, Optimizations* set, std::string* error) {
  while (true) {
    size_t comma = names.find(',');
    std::string_view name = Trimmed(names.substr(0, comma));
    if (!name.empty()) {
      int found = -1;
      for (int i = 0; i < kOptimizationCount; ++i) {
        if (kRows[i].name == name) found = i;
      }
      if (found < 0) {
        *error = "`" + std::string(name) + "` is not one of dslc's optimisations (" +
                 OptimizationNames() + ")";
        return false;
      }
      set->Disable(static_cast<Optimization>(found));
    }
    if (comma == std::string_view::npos) return true;
    names.remove_prefix(comma + 1);
  }
}

}  // namespace dslc
