// Typing of complex numbers as Numba types them: `complex(re, im)` is a
// complex64 when both parts are float32 and a complex128 otherwise; `.real`
// and `.imag` are the parts of a complex number and, of a real one, the
// number itself and a zero of its type; `.conjugate()` keeps the type. The
// `cmath` functions are device functions of a library module
// (compiler/library/cmath.py); their calls are checked here.
#include "compiler/scope/library_modules.h"
#include "compiler/sema/infer_impl.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(CmathKeywordArgument, Error,
                "`{0}` takes its arguments by position, as in Numba, not by name", std::string);
DSLC_DIAGNOSTIC(CmathArgumentKind, Error, "`{0}` takes {1}, not {2}", std::string, llvm::StringRef,
                Quoted);

}  // namespace

// Positional arguments, as many as the function has, each of the kind
// Numba's typing of it takes; the library function does the rest.
bool FunctionTyper::CheckCmathCall(const CallExpr& call, const CmathFunction& function) {
  std::string name = "cmath." + function.name.str();
  if (!call.keywords.empty()) {
    Error(call.keywords[0].name_range, CmathKeywordArgument, name);
    return false;
  }
  if (!CheckArity(call, name, function.min_args, function.max_args)) return false;
  for (const Expr* arg : call.args) {
    const Type* type = result_->TypeOf(*arg);
    llvm::StringRef expected;
    switch (function.arguments) {
      case CmathArguments::Numbers:
        if (type->is_scalar()) continue;
        expected = "numbers";
        break;
      case CmathArguments::Complex:
        if (type->is_complex()) continue;
        expected = "a complex number (Numba converts no other number for it)";
        break;
      case CmathArguments::Floats:
        if (type->is_float() && type->bits() >= 32) continue;
        expected = "float32 or float64 numbers";
        break;
    }
    Error(arg->range(), CmathArgumentKind, name, expected, type);
    return false;
  }
  return true;
}

const Type* FunctionTyper::TypeComplexConstructor(const CallExpr& call,
                                                  llvm::ArrayRef<const Type*> args) {
  if (!CheckArity(call, "complex", 1, 2)) return nullptr;
  bool complex_allowed = args.size() == 1;
  if (!CheckNumbers(call, "complex", args, complex_allowed)) return nullptr;
  bool single = llvm::all_of(args, [&](const Type* arg) { return arg == types().Float32(); });
  const Type* result = single ? types().Complex64() : types().Complex128();
  std::vector<const ConstValue*> values;
  for (const Expr* arg : call.args) values.push_back(ConstantOf(*arg));
  if (!llvm::all_of(values, [](const ConstValue* value) { return value; })) return result;
  ConstValue folded = values[0]->ConvertTo(types(), result);
  if (values.size() == 2) {
    double imag = values[1]->ConvertTo(types(), types().Float64()).as_float();
    if (result == types().Complex64()) imag = static_cast<float>(imag);
    folded = ConstValue::Complex(result, folded.as_float(), imag);
  }
  return RecordConstant(call, folded);
}

const Type* FunctionTyper::TypeNumberPart(const AttributeExpr& attribute, const Type* number) {
  if (attribute.name != "real" && attribute.name != "imag") return nullptr;
  if (!number->is_complex()) return number;
  return number->bits() == 64 ? types().Float32() : types().Float64();
}

const Type* FunctionTyper::TypeComplexCall(const CallExpr& call, ComplexBuiltin which,
                                           llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  switch (which) {
    case ComplexBuiltin::Conjugate:
      if (!CheckArity(call, name, 0, 0)) return nullptr;
      // The receiver, typed with the callee (TypeAttribute).
      return result_->TypeOf(*llvm::cast<AttributeExpr>(call.callee)->object);
  }
  DSLC_FATAL("`" + name + "` is not a complex function");
}

}  // namespace dslc
