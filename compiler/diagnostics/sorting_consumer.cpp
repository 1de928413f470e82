#include "compiler/diagnostics/sorting_consumer.h"

#include <algorithm>
#include <tuple>

namespace dslc {

void SortingDiagnosticConsumer::Flush() {
  std::stable_sort(held_.begin(), held_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    const Location& x = a.message.location;
    const Location& y = b.message.location;
    auto key = [](const Location& l) {
      return std::make_tuple(l.buffer == nullptr, l.buffer ? l.buffer->name() : llvm::StringRef(),
                             l.range.begin);
    };
    return key(x) < key(y);
  });
  for (const Diagnostic& diagnostic : held_) next_.Handle(diagnostic);
  held_.clear();
}

}  // namespace dslc
