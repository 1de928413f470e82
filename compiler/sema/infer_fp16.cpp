// Typing of `cuda.fp16`: every argument a number, converted to float16;
// the comparisons (heq, hne, hge, hgt, hle, hlt) return bool, the rest
// float16.
#include "compiler/sema/infer_impl.h"

namespace dslc {

const Type* FunctionTyper::TypeFp16Call(const CallExpr& call, Fp16Builtin which,
                                        llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  size_t arity = Info(IdOf(which)).params().size();
  if (!CheckArity(call, name, arity, arity) || !CheckNumbers(call, name, args)) return nullptr;
  switch (which) {
    case Fp16Builtin::Heq:
    case Fp16Builtin::Hne:
    case Fp16Builtin::Hge:
    case Fp16Builtin::Hgt:
    case Fp16Builtin::Hle:
    case Fp16Builtin::Hlt:
      return types().Bool();
    case Fp16Builtin::Hadd:
    case Fp16Builtin::Hsub:
    case Fp16Builtin::Hmul:
    case Fp16Builtin::Hdiv:
    case Fp16Builtin::Hmax:
    case Fp16Builtin::Hmin:
    case Fp16Builtin::Hfma:
    case Fp16Builtin::Hneg:
    case Fp16Builtin::Habs:
    case Fp16Builtin::Hsin:
    case Fp16Builtin::Hcos:
    case Fp16Builtin::Hlog:
    case Fp16Builtin::Hlog10:
    case Fp16Builtin::Hlog2:
    case Fp16Builtin::Hexp:
    case Fp16Builtin::Hexp10:
    case Fp16Builtin::Hexp2:
    case Fp16Builtin::Hsqrt:
    case Fp16Builtin::Hrsqrt:
    case Fp16Builtin::Hrcp:
    case Fp16Builtin::Hceil:
    case Fp16Builtin::Hfloor:
    case Fp16Builtin::Htrunc:
    case Fp16Builtin::Hrint:
      return types().Scalar(ScalarKind::Float16);
  }
  DSLC_FATAL("`" + name + "` is not a float16 function");
}

}  // namespace dslc
