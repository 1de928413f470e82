// Prints diagnostics in clang's style:
//
//   file.py:3:9: error: expected `)`, found newline
//       y = (a + b
//           ^~~~~~
//
// with colour only when asked (the driver asks when stderr is a terminal).
#pragma once

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {

class ConsoleDiagnosticConsumer : public DiagnosticConsumer {
 public:
  ConsoleDiagnosticConsumer(llvm::raw_ostream& out, bool color) : out_(out), color_(color) {}
  void Handle(const Diagnostic& diagnostic) override;

 private:
  void Print(const DiagnosticMessage& message);
  void PrintSnippet(const Location& location);

  llvm::raw_ostream& out_;
  bool color_;
};

}  // namespace dslc
