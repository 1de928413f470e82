// fuzz_parse: the lexer and the parser on the input bytes as a source file,
// with the token and AST dumps (`--emit=tokens|ast`) and the diagnostics
// printed as `dslc` prints them. Any input is a valid test: the lexer and the
// parser must turn every byte string into tokens, a tree and diagnostics.
#include <cstddef>
#include <cstdint>

#include "compiler/lex/lexer.h"
#include "compiler/lex/token_dump.h"
#include "compiler/parse/ast_dump.h"
#include "compiler/parse/parser.h"
#include "test/fuzz/fuzz_common.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  dslc::fuzz::Initialize();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace dslc;
  SourceBuffer source =
      SourceBuffer::FromText("input.py", std::string(reinterpret_cast<const char*>(data), size));
  fuzz::Diagnostics diagnostics;
  TokenizedBuffer tokens = Lex(source, diagnostics.emitter());
  DumpTokens(tokens, llvm::nulls());
  std::unique_ptr<Ast> ast = Parse(tokens, diagnostics.emitter());
  DumpAst(*ast, llvm::nulls());
  diagnostics.Finish();
  return 0;
}
