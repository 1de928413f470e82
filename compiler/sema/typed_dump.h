// `dslc compile --emit=typed`: each typed function (the kernel, then the
// device-function specialisations it calls) as its AST with every
// expression's type, and the value of each compile-time constant.
#pragma once

#include "compiler/parse/ast.h"
#include "compiler/sema/typed_function.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {

void DumpTyped(const TypedProgram& program, llvm::raw_ostream& out);

}  // namespace dslc
