// Holds diagnostics back and passes them on in source order. The lexer runs
// to the end of the file before the parser starts, so without this a lexical
// error on line 90 would print before a syntax error on line 5.
#pragma once

#include <vector>

#include "compiler/diagnostics/diagnostic_emitter.h"

namespace dslc {

class SortingDiagnosticConsumer : public DiagnosticConsumer {
 public:
  explicit SortingDiagnosticConsumer(DiagnosticConsumer& next) : next_(next) {}
  ~SortingDiagnosticConsumer() override { Flush(); }

  void Handle(const Diagnostic& diagnostic) override { held_.push_back(diagnostic); }
  // Passes on everything held: by file, then line and offset; those without a
  // location last, each group in the order it arrived.
  void Flush() override;

 private:
  DiagnosticConsumer& next_;
  std::vector<Diagnostic> held_;
};

}  // namespace dslc
