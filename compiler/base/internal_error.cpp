#include "compiler/base/internal_error.h"

#include <cstdlib>
#include <utility>

#include "llvm/Support/ErrorHandling.h"

namespace dslc {
namespace {

thread_local const CompileContext* current_context = nullptr;

// `path` relative to the source tree when it is inside it: __FILE__ is
// whatever path the build gave the compiler, usually an absolute one.
std::string RelativeToSourceTree(llvm::StringRef path) {
  llvm::StringRef self = __FILE__;
  llvm::StringRef root = self;
  if (root.consume_back("compiler/base/internal_error.cpp") && !root.empty()) {
    path.consume_front(root);
  }
  return path.str();
}

// `text` on one line: each line break and the indentation after it become
// "; " (LLVM's verifier, for one, reports over several lines).
std::string OneLine(llvm::StringRef text) {
  text = text.trim();
  std::string line;
  while (!text.empty()) {
    auto [first, rest] = text.split('\n');
    line += first.rtrim().str();
    text = rest.ltrim();
    if (!text.empty()) line += "; ";
  }
  return line;
}

std::string Render(const std::string& phase, const std::string& message,
                   const CompileSubject& subject, const std::string& dslc_file, int dslc_line) {
  std::string text;
  if (!phase.empty()) text += phase + ": ";
  text += OneLine(message);
  std::string about;
  auto add = [&](const char* label, const std::string& value, bool quoted) {
    if (value.empty()) return;
    if (!about.empty()) about += ", ";
    about += std::string(label) + " " + (quoted ? "`" + OneLine(value) + "`" : OneLine(value));
  };
  add("kernel", subject.kernel, true);
  add("signature", subject.signature, true);
  add("target", subject.target, false);
  add("file", subject.file, true);
  if (!about.empty()) text += " (" + about + ")";
  text += " [" + dslc_file + ":" + std::to_string(dslc_line) + "]";
  return text;
}

}  // namespace

InternalCompilerError::InternalCompilerError(std::string phase, std::string message,
                                             CompileSubject subject, std::string dslc_file,
                                             int dslc_line)
    : phase_(std::move(phase)),
      message_(std::move(message)),
      subject_(std::move(subject)),
      dslc_file_(RelativeToSourceTree(dslc_file)),
      dslc_line_(dslc_line),
      what_(Render(phase_, message_, subject_, dslc_file_, dslc_line_)) {}

llvm::StringRef PhaseName(Phase phase) {
  switch (phase) {
#define DSLC_PHASE(Name, text) \
  case Phase::Name:            \
    return text;
#include "compiler/base/phases.def"
  }
  return "";
}

CompileContext::CompileContext(Phase phase, CompileSubject subject)
    : phase_(phase), subject_(std::move(subject)), enclosing_(current_context) {
  current_context = this;
  if (TestInternalErrorRequested(PhaseName(phase))) {
    InternalCompilerError error = MakeInternalError(
        "the internal error DSLC_TEST_INTERNAL_ERROR asks for", __FILE__, __LINE__);
    current_context = enclosing_;  // a constructor that throws has no destructor run
    throw error;
  }
  if (phase == Phase::Codegen && TestInternalErrorRequested("llvm")) {
    llvm::report_fatal_error("the fatal error DSLC_TEST_INTERNAL_ERROR=llvm asks for");
  }
}

CompileContext::~CompileContext() { current_context = enclosing_; }

const CompileContext* CompileContext::Current() { return current_context; }

void CompileContext::ResetCurrent(const CompileContext* context) { current_context = context; }

InternalCompilerError MakeInternalError(std::string message, const char* file, int line) {
  const CompileContext* context = current_context;
  if (!context) return InternalCompilerError("", std::move(message), {}, file, line);
  return InternalCompilerError(PhaseName(context->phase()).str(), std::move(message),
                               context->subject(), file, line);
}

void ThrowInternalError(std::string message, const char* file, int line) {
  throw MakeInternalError(std::move(message), file, line);
}

bool TestInternalErrorRequested(llvm::StringRef what) {
  const char* requested = std::getenv("DSLC_TEST_INTERNAL_ERROR");
  return requested && what == requested;
}

}  // namespace dslc
