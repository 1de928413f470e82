#include "compiler/diagnostics/sorting_consumer.h"

#include <algorithm>
#include <tuple>

namespace dslc {

void SortingDiagnosticConsumer::Flush() {
  std::stable_sort(held_.begin(), held_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    const Location& x = a.message.location;
    const Location& y = b.message.location;
    // By file and line: the fragments of one file (functions a host program
    // cut from it) each count their offsets from their own first line.
    auto key = [](const Location& l) {
      return std::make_tuple(l.buffer == nullptr, l.buffer ? l.buffer->name() : llvm::StringRef(),
                             l.buffer ? l.buffer->GetLineColumn(l.range.begin).line : 0,
                             l.range.begin);
    };
    return key(x) < key(y);
  });
  for (const Diagnostic& diagnostic : held_) next_.Handle(diagnostic);
  held_.clear();
}

}  // namespace dslc
