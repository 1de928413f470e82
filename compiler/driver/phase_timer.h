// Wall time of each compiler phase, printed by --time-passes.
#pragma once

#include <chrono>
#include <utility>
#include <vector>

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {

class PhaseTimer {
 public:
  template <typename F>
  auto Time(const char* phase, F&& run) {
    auto start = std::chrono::steady_clock::now();
    auto result = run();
    std::chrono::duration<double, std::milli> elapsed = std::chrono::steady_clock::now() - start;
    phases_.push_back({phase, elapsed.count()});
    return result;
  }

  void Add(const char* phase, double ms) { phases_.push_back({phase, ms}); }

  double Total() const {
    double total = 0;
    for (const auto& [phase, ms] : phases_) total += ms;
    return total;
  }

  void Print(llvm::raw_ostream& out) const {
    for (const auto& [phase, ms] : phases_) out << llvm::format("%-10s %9.3f ms\n", phase, ms);
    out << llvm::format("%-10s %9.3f ms\n", static_cast<const char*>("total"), Total());
  }

 private:
  std::vector<std::pair<const char*, double>> phases_;
};

}  // namespace dslc
