// `dslc compile --emit=ast`: the tree, one node per line, indented by depth,
// each node with its source range as <line:col-line:col>.
#pragma once

#include <string>

#include "compiler/parse/ast.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {

// Text appended to an expression's line (the typed dump prints ": float32").
using ExprAnnotation = llvm::function_ref<std::string(const Expr&)>;

void DumpAst(const Ast& ast, llvm::raw_ostream& out);
void DumpAst(const Ast& ast, llvm::raw_ostream& out, ExprAnnotation annotate);

// One statement and everything under it, indented by `depth`.
void DumpStatement(const Ast& ast, const Stmt& stmt, llvm::raw_ostream& out,
                   ExprAnnotation annotate, int depth);

// Prints `<line:col-line:col>` for a range of `source`.
void PrintRange(const SourceBuffer& source, SourceRange range, llvm::raw_ostream& out);

}  // namespace dslc
