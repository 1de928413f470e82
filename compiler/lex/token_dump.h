// `dslc compile --emit=tokens`: one token per line with its location.
#pragma once

#include "compiler/lex/tokenized_buffer.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {

void DumpTokens(const TokenizedBuffer& tokens, llvm::raw_ostream& out);

}  // namespace dslc
