// The lexer's messages for what the literal scanners find wrong
// (numeric_literal.h, string_literal.h): a diagnostic kind per problem, with
// the problem's data as typed arguments.
#pragma once

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/lex/numeric_literal.h"
#include "compiler/lex/string_literal.h"

namespace dslc {

// Reports `literal`'s problem, which is at `at` and reads `text` there.
void ReportNumericLiteralProblem(DiagnosticEmitter& emitter, Location at, llvm::StringRef text,
                                 const NumericLiteral& literal);

// Reports `error`, which is at `at` and reads `text` there. Not for an
// invalid UTF-8 byte, which the lexer reports once for the file.
void ReportStringLiteralProblem(DiagnosticEmitter& emitter, Location at, llvm::StringRef text,
                                const StringLiteralError& error);

}  // namespace dslc
