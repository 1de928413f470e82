// Parse: TokenizedBuffer -> Ast. Parses module-level imports, constant
// assignments and `@cuda.jit` functions; skips other top-level code by
// indentation. Reports syntax errors and recovers at statement boundaries, so
// one run reports several; never fails to return a tree.
#pragma once

#include <memory>

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/lex/tokenized_buffer.h"
#include "compiler/parse/ast.h"

namespace dslc {

// When the constructs Python has and kernel code lacks (a list
// comprehension, `raise`, a lambda...) are reported: at once, as the syntax
// stages (`--emit=tokens`, `--emit=ast`) show them, or when each function is
// typed (FunctionDefStmt::unsupported), so that one such construct fails
// only the kernels that use its function, as in Numba.
enum class UnsupportedConstructs { ReportNow, DeferToTyping };

std::unique_ptr<Ast> Parse(const TokenizedBuffer& tokens, DiagnosticEmitter& emitter,
                           UnsupportedConstructs when = UnsupportedConstructs::ReportNow);

// A function's own text, as a host program cuts it from its file (decorators
// excluded): one `def`, parsed as a kernel or device function whatever its
// decorators were; the tree's body is that `def`, or empty after a syntax
// error in its first line.
std::unique_ptr<Ast> ParseFunctionText(const TokenizedBuffer& tokens, DiagnosticEmitter& emitter,
                                       UnsupportedConstructs when);

}  // namespace dslc
