// Wall time of each compiler phase, printed by --time-passes. (PhaseName
// returns string literals, whose data() the timer may keep.)
#pragma once

#include <chrono>
#include <utility>
#include <vector>

#include "compiler/base/internal_error.h"
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

  // `run`, timed under the phase's name, inside the phase's CompileContext.
  template <typename F>
  auto Time(Phase phase, const CompileSubject& subject, F&& run) {
    return Time(PhaseName(phase).data(), [&] {
      CompileContext context(phase, subject);
      return run();
    });
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
