#include "compiler/pipeline/compile_diagnostics.h"

#include "compiler/base/internal_error.h"
#include "compiler/diagnostics/console_consumer.h"
#include "compiler/diagnostics/sorting_consumer.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {
namespace {

SourceNote ToNote(const DiagnosticMessage& message) {
  SourceNote note;
  note.message = message.text;
  if (const SourceBuffer* buffer = message.location.buffer) {
    LineColumn where = buffer->GetLineColumn(message.location.range.begin);
    note.file = buffer->name().str();
    note.line = static_cast<int>(where.line);
    note.column = static_cast<int>(where.column);
  }
  return note;
}

DiagnosticSeverity ToSeverity(DiagnosticLevel level) {
  switch (level) {
    case DiagnosticLevel::Error:
      return DiagnosticSeverity::Error;
    case DiagnosticLevel::Warning:
      return DiagnosticSeverity::Warning;
    case DiagnosticLevel::Note:
      break;
  }
  DSLC_FATAL("a note reported as a diagnostic of its own");
}

// Renders each diagnostic as the command line prints it and records it as
// data, with the positions resolved while its source is alive.
class RecordingConsumer : public DiagnosticConsumer {
 public:
  RecordingConsumer() : out_(text_), console_(out_, /*color=*/false) {}

  void Handle(const Diagnostic& diagnostic) override {
    console_.Handle(diagnostic);
    SourceNote head = ToNote(diagnostic.message);
    SourceDiagnostic record{ToSeverity(diagnostic.message.level),
                            std::move(head.file),
                            head.line,
                            head.column,
                            std::move(head.message),
                            {}};
    for (const DiagnosticMessage& note : diagnostic.notes) record.notes.push_back(ToNote(note));
    records_.push_back(std::move(record));
  }

  std::string TakeText() {
    out_.flush();
    return std::move(text_);
  }
  std::vector<SourceDiagnostic> TakeRecords() { return std::move(records_); }

 private:
  std::string text_;
  llvm::raw_string_ostream out_;
  ConsoleDiagnosticConsumer console_;
  std::vector<SourceDiagnostic> records_;
};

}  // namespace

struct CompileDiagnostics::State {
  RecordingConsumer recording;
  SortingDiagnosticConsumer sorted{recording};
  DiagnosticEmitter emitter{sorted};
};

CompileDiagnostics::CompileDiagnostics() : state_(std::make_unique<State>()) {}
CompileDiagnostics::~CompileDiagnostics() = default;

DiagnosticEmitter& CompileDiagnostics::emitter() { return state_->emitter; }
bool CompileDiagnostics::has_errors() const { return state_->emitter.has_errors(); }

CompileError CompileDiagnostics::TakeError(const std::string& context) {
  state_->emitter.Flush();
  std::string text = state_->recording.TakeText() + context;
  return CompileError(std::move(text), state_->recording.TakeRecords());
}

}  // namespace dslc
