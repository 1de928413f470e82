#include "compiler/diagnostics/diagnostic_emitter.h"

#include <gtest/gtest.h>

#include "compiler/diagnostics/console_consumer.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(ExpectedToken, Error, "expected {0}, found {1}", std::string, std::string);
DSLC_DIAGNOSTIC(BracketOpenedHere, Note, "`{0}` opened here", llvm::StringRef);

struct CollectingConsumer : DiagnosticConsumer {
  std::vector<Diagnostic> seen;
  void Handle(const Diagnostic& diagnostic) override { seen.push_back(diagnostic); }
};

std::string Render(const SourceBuffer& source, SourceRange range) {
  std::string text;
  llvm::raw_string_ostream out(text);
  ConsoleDiagnosticConsumer console(out, /*color=*/false);
  DiagnosticEmitter emitter(console);
  emitter.Emit({&source, range}, ExpectedToken, "`)`", "end of line");
  return text;
}

TEST(DiagnosticEmitterTest, FormatsArguments) {
  EXPECT_EQ(FormatDiagnostic("a {1} b {0} {2}", {"x", "y"}), "a y b x {2}");
  EXPECT_EQ(FormatDiagnostic("{ {0}", {"x"}), "{ x");
}

TEST(DiagnosticEmitterTest, AttachesNotesAndCountsErrors) {
  CollectingConsumer consumer;
  DiagnosticEmitter emitter(consumer);
  emitter.Build({}, ExpectedToken, "a", "b").Note({}, BracketOpenedHere, "(").Emit();
  ASSERT_EQ(consumer.seen.size(), 1u);
  EXPECT_EQ(consumer.seen[0].message.text, "expected a, found b");
  ASSERT_EQ(consumer.seen[0].notes.size(), 1u);
  EXPECT_EQ(consumer.seen[0].notes[0].text, "`(` opened here");
  EXPECT_EQ(emitter.error_count(), 1u);
}

TEST(DiagnosticEmitterTest, StopsAtTheErrorLimit) {
  CollectingConsumer consumer;
  DiagnosticEmitter emitter(consumer, /*error_limit=*/3);
  for (int i = 0; i < 10; ++i) emitter.Emit({}, ExpectedToken, "a", "b");
  // Three errors, then one "too many errors", then silence.
  ASSERT_EQ(consumer.seen.size(), 4u);
  EXPECT_EQ(consumer.seen[3].message.kind, DiagnosticKind::TooManyErrors);
  EXPECT_TRUE(emitter.stopped());
  EXPECT_EQ(emitter.error_count(), 3u);
}

TEST(ConsoleConsumerTest, PrintsLocationLineAndCaretRange) {
  SourceBuffer source = SourceBuffer::FromText("k.py", "x = 1\ny = (a + b\n");
  EXPECT_EQ(Render(source, {10, 16}),
            "k.py:2:5: error: expected `)`, found end of line\n"
            "y = (a + b\n"
            "    ^~~~~~\n");
}

TEST(ConsoleConsumerTest, KeepsTabsAndCountsCharactersNotBytes) {
  SourceBuffer source = SourceBuffer::FromText("k.py", "\t\xC3\xA9 = 1 $\n");
  // Column 7: tab, é (two bytes), space, =, space, 1, space, then `$`.
  EXPECT_EQ(Render(source, {8, 9}),
            "k.py:1:8: error: expected `)`, found end of line\n"
            "\t\xC3\xA9 = 1 $\n"
            "\t      ^\n");
}

TEST(ConsoleConsumerTest, ShowsInvalidBytesAndNulSafely) {
  SourceBuffer source = SourceBuffer::FromText("k.py", std::string("a\xFF\0b", 4));
  EXPECT_EQ(Render(source, {3, 4}),
            "k.py:1:4: error: expected `)`, found end of line\n"
            "a\xEF\xBF\xBD?b\n"
            "   ^\n");
}

TEST(ConsoleConsumerTest, WindowsVeryLongLines) {
  std::string line(10000, 'x');
  SourceBuffer source = SourceBuffer::FromText("k.py", line + "\n");
  std::string text = Render(source, {5000, 5001});
  EXPECT_NE(text.find("k.py:1:5001:"), std::string::npos);
  EXPECT_LT(text.size(), 500u);
  EXPECT_NE(text.find("...x"), std::string::npos);
}

TEST(ConsoleConsumerTest, NoLocationPrintsProgramName) {
  std::string text;
  llvm::raw_string_ostream out(text);
  ConsoleDiagnosticConsumer console(out, false);
  DiagnosticEmitter emitter(console);
  emitter.Emit({}, ExpectedToken, "a", "b");
  EXPECT_EQ(text, "dslc: error: expected a, found b\n");
}

}  // namespace
}  // namespace dslc
