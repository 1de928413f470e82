// print() in kernel code, as Numba's CUDA target has it: through vprintf,
// each argument formatted by its kind (integers as %lld or %llu, floats as
// %f of a double, bools as True/False, tuples as "(a, b)" and "(a,)",
// string literals as they are, cuda.threadIdx-style objects as
// "(x, y, z)"), separated by blanks and
// ended by a newline (lower_print.cpp).
#include "compiler/parse/ast.h"
#include "compiler/sema/infer_impl.h"

namespace dslc {

DSLC_DIAGNOSTIC(NotPrintable, Error,
                "print() in kernel code prints numbers, bools, tuples of them, string "
                "literals and `cuda.threadIdx`-style objects, not {0}",
                std::string);
DSLC_DIAGNOSTIC(TooManyPrintItems, Warning,
                "CUDA's print() prints at most 32 items; with {0} the kernel prints its raw format "
                "string instead, as Numba's does",
                size_t);

namespace {

// Numbers, bools and tuples of them.
bool IsPrintable(const Type* type) {
  if (type->is_tuple()) return llvm::all_of(type->elements(), IsPrintable);
  return type->is_integer() || type->is_bool() || type->is_float();
}

}  // namespace

bool FunctionTyper::IsPrint(const Type* callee) {
  return callee && callee->kind() == TypeKind::Builtin &&
         static_cast<BuiltinId>(callee->id()) == IdOf(PythonBuiltin::Print);
}

const Type* FunctionTyper::TypePrint(const CallExpr& call, llvm::ArrayRef<const Type*> args) {
  bool ok = true;
  for (size_t i = 0; i < args.size(); ++i) {
    const auto* string = llvm::dyn_cast<StringLiteralExpr>(call.args[i]);
    if (string && !string->bytes) continue;
    const Type* type = args[i];
    if (!string && (IsPrintable(type) || type->kind() == TypeKind::Dim3)) continue;
    Error(call.args[i]->range(), NotPrintable, string ? "a bytes literal" : Describe(type));
    ok = false;
  }
  if (!ok) return nullptr;
  if (args.size() > 32 && final_) {
    emitter_.Build(Loc(call.range()), TooManyPrintItems, args.size()).Emit();
  }
  return types().None();
}

}  // namespace dslc
