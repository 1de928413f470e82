// `cuda.fp16`: float16 arithmetic and comparisons as LLVM's half operations
// (native from sm_53; LLVM widens to float32 and rounds back before), and
// the functions computed in float32, which holds every float16 exactly,
// then rounded to float16.
#include "compiler/lower/lower_impl.h"

namespace dslc {

llvm::Value* FunctionLowering::EmitFp16Call(const CallExpr& call, Fp16Builtin which) {
  const Type* half = types().Scalar(ScalarKind::Float16);
  std::vector<llvm::Value*> x;
  for (const Expr* arg : Arguments(call, IdOf(which))) x.push_back(EmitAs(*arg, half));
  auto unary = [&](llvm::Intrinsic::ID id) { return builder_.CreateUnaryIntrinsic(id, x[0]); };
  switch (which) {
    case Fp16Builtin::Hadd:
      return builder_.CreateFAdd(x[0], x[1]);
    case Fp16Builtin::Hsub:
      return builder_.CreateFSub(x[0], x[1]);
    case Fp16Builtin::Hmul:
      return builder_.CreateFMul(x[0], x[1]);
    case Fp16Builtin::Hdiv:
      return builder_.CreateFDiv(x[0], x[1]);
    case Fp16Builtin::Hmax:
      return builder_.CreateBinaryIntrinsic(llvm::Intrinsic::maxnum, x[0], x[1]);
    case Fp16Builtin::Hmin:
      return builder_.CreateBinaryIntrinsic(llvm::Intrinsic::minnum, x[0], x[1]);
    case Fp16Builtin::Hfma:
      return builder_.CreateIntrinsic(llvm::Intrinsic::fma, {x[0]->getType()}, x);
    case Fp16Builtin::Hneg:
      return builder_.CreateFNeg(x[0]);
    case Fp16Builtin::Habs:
      return unary(llvm::Intrinsic::fabs);
    // Comparisons of ordered operands: any NaN gives false, as CUDA's do.
    case Fp16Builtin::Heq:
      return builder_.CreateFCmpOEQ(x[0], x[1]);
    case Fp16Builtin::Hne:
      return builder_.CreateFCmpONE(x[0], x[1]);
    case Fp16Builtin::Hge:
      return builder_.CreateFCmpOGE(x[0], x[1]);
    case Fp16Builtin::Hgt:
      return builder_.CreateFCmpOGT(x[0], x[1]);
    case Fp16Builtin::Hle:
      return builder_.CreateFCmpOLE(x[0], x[1]);
    case Fp16Builtin::Hlt:
      return builder_.CreateFCmpOLT(x[0], x[1]);
    case Fp16Builtin::Hrcp:
      return builder_.CreateFDiv(llvm::ConstantFP::get(x[0]->getType(), 1.0), x[0]);
    case Fp16Builtin::Hceil:
      return unary(llvm::Intrinsic::ceil);
    case Fp16Builtin::Hfloor:
      return unary(llvm::Intrinsic::floor);
    case Fp16Builtin::Htrunc:
      return unary(llvm::Intrinsic::trunc);
    case Fp16Builtin::Hrint:
      return unary(llvm::Intrinsic::roundeven);
    // LibdeviceCall computes float16 arguments in float32 and rounds back.
    case Fp16Builtin::Hsin:
      return LibdeviceCall("sin", x, types().Float32());
    case Fp16Builtin::Hcos:
      return LibdeviceCall("cos", x, types().Float32());
    case Fp16Builtin::Hlog:
      return LibdeviceCall("log", x, types().Float32());
    case Fp16Builtin::Hlog10:
      return LibdeviceCall("log10", x, types().Float32());
    case Fp16Builtin::Hlog2:
      return LibdeviceCall("log2", x, types().Float32());
    case Fp16Builtin::Hexp:
      return LibdeviceCall("exp", x, types().Float32());
    case Fp16Builtin::Hexp10:
      return LibdeviceCall("exp10", x, types().Float32());
    case Fp16Builtin::Hexp2:
      return LibdeviceCall("exp2", x, types().Float32());
    case Fp16Builtin::Hsqrt:
      return LibdeviceCall("sqrt", x, types().Float32());
    case Fp16Builtin::Hrsqrt:
      return LibdeviceCall("rsqrt", x, types().Float32());
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not a float16 function");
}

}  // namespace dslc
