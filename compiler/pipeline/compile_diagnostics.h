// Diagnostics as a library caller receives them: the runtime (and anything
// built on it) compiles through the same functions as `dslc compile`, and
// gets back what the command line would have printed, as text and as data.
//
//   CompileDiagnostics diagnostics;
//   auto module = LoadModule(std::move(source), diagnostics.emitter(), timer);
//   if (!module->ok()) throw diagnostics.TakeError();
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "dslc/error.h"

namespace dslc {

class DiagnosticEmitter;

class CompileDiagnostics {
 public:
  CompileDiagnostics();
  ~CompileDiagnostics();
  CompileDiagnostics(const CompileDiagnostics&) = delete;
  CompileDiagnostics& operator=(const CompileDiagnostics&) = delete;

  // What the compile API's functions report into.
  DiagnosticEmitter& emitter();
  bool has_errors() const;

  // Everything reported so far, in source order, as a CompileError; `context`
  // is appended to its text ("(while compiling `saxpy` for (float32))").
  // Must be called while the sources the diagnostics point into are alive.
  CompileError TakeError(const std::string& context = "");

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace dslc
