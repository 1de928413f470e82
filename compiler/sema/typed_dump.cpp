#include "compiler/sema/typed_dump.h"

#include "compiler/parse/ast_dump.h"
#include "compiler/sema/infer_impl.h"

namespace dslc {
namespace {

void DumpFunction(const TypedFunction& function, bool is_kernel, llvm::raw_ostream& out) {
  out << (is_kernel ? "Kernel " : "DeviceFunction ")
      << SpecializationName(function.info(), function.args());
  if (!is_kernel) out << " -> " << function.return_type()->name();
  out << "\n";
  auto annotate = [&](const Expr& expr) -> std::string {
    const Type* type = function.TypeOf(expr);
    if (!type) return "";
    std::string text = type->name();
    if (const ConstValue* constant = function.ConstantOf(expr)) {
      if (constant->type()->is_scalar() || constant->type()->is_tuple())
        text += " = " + constant->ToString();
    }
    return text;
  };
  DumpStatement(function.info().scope->ast(), function.def(), out, annotate, 1);
}

}  // namespace

void DumpTyped(const TypedProgram& program, llvm::raw_ostream& out) {
  DumpFunction(*program.kernel, true, out);
  for (const auto& function : program.functions) {
    if (function.get() != program.kernel) DumpFunction(*function, false, out);
  }
}

}  // namespace dslc
