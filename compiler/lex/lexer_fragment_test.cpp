// Lexing a fragment of a file (SourceBuffer::FromFragment): a function cut
// from inside a class or another function reads as written, and its
// diagnostics name the file's lines and columns.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/lex/lexer.h"

namespace dslc {
namespace {

std::vector<TokenKind> KindsOf(const TokenizedBuffer& tokens) {
  std::vector<TokenKind> kinds;
  for (const Token& token : tokens.tokens()) kinds.push_back(token.kind);
  return kinds;
}

TEST(LexerFragmentTest, IndentedFunctionLexesAsAtTopLevel) {
  const std::string nested = "        def k(x):\n            x[0] = 1\n";
  const std::string top = "def k(x):\n    x[0] = 1\n";
  CollectingDiagnosticConsumer consumer;
  DiagnosticEmitter emitter(consumer);
  SourceBuffer fragment = SourceBuffer::FromFragment("app.py", nested, 12);
  SourceBuffer file = SourceBuffer::FromText("top.py", top);
  TokenizedBuffer from_fragment = Lex(fragment, emitter);
  TokenizedBuffer from_file = Lex(file, emitter);
  EXPECT_EQ(emitter.error_count(), 0u);
  EXPECT_EQ(KindsOf(from_fragment), KindsOf(from_file));
}

TEST(LexerFragmentTest, DiagnosticsNameTheFilesLines) {
  const std::string nested = "    def k(x):\n        x[0] = 1 $ 2\n  y = 1\n";
  CollectingDiagnosticConsumer consumer;
  DiagnosticEmitter emitter(consumer);
  SourceBuffer fragment = SourceBuffer::FromFragment("app.py", nested, 30);
  Lex(fragment, emitter);
  emitter.Flush();
  ASSERT_EQ(consumer.diagnostics().size(), 2u);
  const DiagnosticMessage& dollar = consumer.diagnostics()[0].message;
  LineColumn at = fragment.GetLineColumn(dollar.location.range.begin);
  EXPECT_EQ(at.line, 31u);
  EXPECT_EQ(at.column, 18u);
  // Left of the function's own indentation: no enclosing level matches.
  const DiagnosticMessage& dedent = consumer.diagnostics()[1].message;
  EXPECT_EQ(dedent.kind, DiagnosticKind::DedentMismatch);
  EXPECT_EQ(fragment.GetLineColumn(dedent.location.range.begin).line, 32u);
}

}  // namespace
}  // namespace dslc
