// How the C interface (dslc/c_api.h) reports failures: every exported
// function runs its body in Guard, which turns any exception into a status
// and records its details as the calling thread's last error (what
// dslc_error_* return). No exception leaves an exported function. Internal
// to the runtime.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "dslc/c_api.h"
#include "dslc/error.h"

namespace dslc::c_api {

// A null handle or pointer where the function needs one; Guard names the
// function in the message.
struct NullArgument {
  const char* argument;
};

// Throws NullArgument{name} when `pointer` is null.
template <typename T>
void Require(const T* pointer, const char* name) {
  if (!pointer) throw NullArgument{name};
}

// Records the exception being handled (call it in a catch block) as this
// thread's last error, `function` being the exported function, and returns
// its status. Never throws.
int RecordCurrentException(const char* function) noexcept;

// Runs `body` (void) and returns DSLC_OK, or the status of what it threw.
template <typename Body>
int Guard(const char* function, Body&& body) noexcept {
  try {
    body();
    return DSLC_OK;
  } catch (...) {
    return RecordCurrentException(function);
  }
}

// Runs `body`, which returns a pointer, and returns it, or null after
// recording what it threw.
template <typename Body>
auto GuardPointer(const char* function, Body&& body) noexcept -> decltype(body()) {
  try {
    return body();
  } catch (...) {
    RecordCurrentException(function);
    return nullptr;
  }
}

// A copy of `text` for a char** result, freed with dslc_string_free.
char* CopyString(std::string_view text);

// Diagnostics as dslc_error_diagnostics gives them: a JSON array of objects
// with severity, file, line, column, message and notes.
std::string DiagnosticsJson(const std::vector<SourceDiagnostic>& diagnostics);

// `text` as a JSON string, quotes included: quotes, backslashes and control
// characters escaped; bytes that are not UTF-8 become U+FFFD.
std::string JsonString(std::string_view text);

}  // namespace dslc::c_api
