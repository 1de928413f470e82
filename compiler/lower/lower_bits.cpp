// Bit and float intrinsics of numba.cuda:
//
//   popc(x)   llvm.ctpop, at the width of x
//   clz(x)    llvm.ctlz(x, false): the width of x for 0
//   brev(x)   llvm.bitreverse of x converted to the call's type first
//             (uint32 or uint64, Numba's overload choice: brev of an int64
//             reverses its low 32 bits)
//   ffs(x)    CUDA's __ffs: the 1-based position of the least significant
//             set bit, 0 for 0 (cttz + 1, selected on zero); uint32
//   fma(a, b, c)  llvm.fma, one rounding
//   cbrt(x)   libdevice __nv_cbrtf / __nv_cbrt
//
// Results are then converted to the type sema gave the call.
#include "compiler/lower/lower_impl.h"

namespace dslc {

llvm::Value* FunctionLowering::EmitBitsCall(const CallExpr& call, BuiltinId id) {
  const Type* result = TypeOf(call);
  if (id == BuiltinId::Fma) {
    std::vector<const Expr*> args = Arguments(call, {"a", "b", "c"});
    std::vector<llvm::Value*> values = EmitArguments(args);
    for (size_t i = 0; i < values.size(); ++i) values[i] = Convert(builder_, values[i], TypeOf(*args[i]), result);
    return builder_.CreateIntrinsic(llvm::Intrinsic::fma, {values[0]->getType()}, values);
  }
  if (id == BuiltinId::Cbrt) {
    llvm::Value* x = EmitAs(*Arguments(call, {"a"})[0], result);
    return LibdeviceCall("cbrt", {x}, result);
  }
  const Expr& arg = *Arguments(call, {"x"})[0];
  if (id == BuiltinId::Brev) {
    llvm::Value* x = EmitAs(arg, result);
    return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::bitreverse, x);
  }
  const Type* arg_type = TypeOf(arg);
  llvm::Value* x = Emit(arg);
  if (arg_type->is_bool()) {
    // A bool counts as the integer 0 or 1.
    arg_type = types().UInt8();
    x = builder_.CreateZExt(x, builder_.getInt8Ty());
  }
  llvm::Type* type = x->getType();
  switch (id) {
    case BuiltinId::Popc:
      return Convert(builder_, builder_.CreateUnaryIntrinsic(llvm::Intrinsic::ctpop, x), arg_type, result);
    case BuiltinId::Clz:
      return Convert(builder_, builder_.CreateBinaryIntrinsic(llvm::Intrinsic::ctlz, x, builder_.getFalse()),
                     arg_type, result);
    case BuiltinId::Ffs: {
      llvm::Value* zeros = builder_.CreateBinaryIntrinsic(llvm::Intrinsic::cttz, x, builder_.getTrue());
      llvm::Value* position = builder_.CreateAdd(builder_.CreateZExtOrTrunc(zeros, builder_.getInt32Ty()),
                                                 builder_.getInt32(1));
      llvm::Value* is_zero = builder_.CreateICmpEQ(x, llvm::ConstantInt::get(type, 0));
      llvm::Value* ffs = builder_.CreateSelect(is_zero, builder_.getInt32(0), position);
      return Convert(builder_, ffs, types().UInt32(), result);
    }
    default:
      DSLC_FATAL("`" + QualifiedName(id) + "` is not a bit or float intrinsic");
  }
}

}  // namespace dslc
