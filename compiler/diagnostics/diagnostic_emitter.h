// The one diagnostic emitter: formats diagnostics, attaches notes, counts
// errors, stops after the error limit, and hands each diagnostic to a consumer.
#pragma once

#include <type_traits>

#include "compiler/diagnostics/diagnostic.h"

namespace dslc {

class DiagnosticConsumer {
 public:
  virtual ~DiagnosticConsumer() = default;
  virtual void Handle(const Diagnostic& diagnostic) = 0;
  // Passes on anything held back. Called before the sources that held
  // diagnostics point into are destroyed.
  virtual void Flush() {}
};

// Keeps diagnostics instead of printing them.
class CollectingDiagnosticConsumer : public DiagnosticConsumer {
 public:
  void Handle(const Diagnostic& diagnostic) override { diagnostics_.push_back(diagnostic); }
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

 private:
  std::vector<Diagnostic> diagnostics_;
};

class DiagnosticEmitter {
 public:
  static constexpr uint32_t kDefaultErrorLimit = 20;

  explicit DiagnosticEmitter(DiagnosticConsumer& consumer,
                             uint32_t error_limit = kDefaultErrorLimit)
      : consumer_(consumer), error_limit_(error_limit) {}

  // Collects one diagnostic and its notes; nothing is printed until Emit().
  class Builder {
   public:
    template <typename... Args>
    Builder& Note(Location location, const DiagnosticBase<Args...>& base,
                  std::type_identity_t<Args>... args) {
      diagnostic_.notes.push_back(MakeMessage(location, base, args...));
      return *this;
    }
    void Emit() { emitter_.Deliver(std::move(diagnostic_)); }

   private:
    friend class DiagnosticEmitter;
    Builder(DiagnosticEmitter& emitter, DiagnosticMessage message)
        : emitter_(emitter), diagnostic_{std::move(message), {}} {}
    DiagnosticEmitter& emitter_;
    Diagnostic diagnostic_;
  };

  template <typename... Args>
  [[nodiscard]] Builder Build(Location location, const DiagnosticBase<Args...>& base,
                              std::type_identity_t<Args>... args) {
    return Builder(*this, MakeMessage(location, base, args...));
  }

  template <typename... Args>
  void Emit(Location location, const DiagnosticBase<Args...>& base,
            std::type_identity_t<Args>... args) {
    Build(location, base, args...).Emit();
  }

  void Flush() { consumer_.Flush(); }
  // Emits a diagnostic built elsewhere (one held back by a collecting
  // consumer), counting it like any other.
  void Forward(const Diagnostic& diagnostic) { Deliver(diagnostic); }

  uint32_t error_count() const { return error_count_; }
  bool has_errors() const { return error_count_ > 0; }
  // True once the error limit was reached; phases check it to stop early.
  bool stopped() const { return stopped_; }

  // One message of `base` at `location`: its text and its arguments. For
  // notes added to a diagnostic built elsewhere (see Forward).
  template <typename... Args>
  static DiagnosticMessage MakeMessage(Location location, const DiagnosticBase<Args...>& base,
                                       std::type_identity_t<Args>... args) {
    std::vector<std::string> texts = {DiagnosticArg(args)...};
    std::string text = FormatDiagnostic(base.format, texts);
    return {base.kind, base.level, location, std::move(text), std::move(texts)};
  }

 private:
  void Deliver(Diagnostic diagnostic);

  DiagnosticConsumer& consumer_;
  uint32_t error_limit_;
  uint32_t error_count_ = 0;
  bool stopped_ = false;
};

}  // namespace dslc
