// Lex: SourceBuffer -> TokenizedBuffer. Emits INDENT/DEDENT from an indent
// stack, NEWLINE at the end of each logical line (none inside brackets or
// after a `\` continuation), and always ends with EOF. Errors are reported
// through the emitter and leave Error tokens behind; lexing never fails.
#pragma once

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/lex/tokenized_buffer.h"

namespace dslc {

TokenizedBuffer Lex(const SourceBuffer& source, DiagnosticEmitter& emitter);

}  // namespace dslc
