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

llvm::Value* FunctionLowering::EmitBitsCall(const CallExpr& call, BitsBuiltin which) {
  const Type* result = TypeOf(call);
  std::vector<const Expr*> args = Arguments(call, IdOf(which));
  switch (which) {
    case BitsBuiltin::Fma: {
      std::vector<llvm::Value*> values = EmitArguments(args);
      for (size_t i = 0; i < values.size(); ++i) {
        values[i] = Convert(builder_, values[i], TypeOf(*args[i]), result);
      }
      return builder_.CreateIntrinsic(llvm::Intrinsic::fma, {values[0]->getType()}, values);
    }
    case BitsBuiltin::Cbrt:
      return LibdeviceCall("cbrt", {EmitAs(*args[0], result)}, result);
    case BitsBuiltin::Brev:
      return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::bitreverse, EmitAs(*args[0], result));
    case BitsBuiltin::Popc: {
      auto [x, type] = IntegerBits(*args[0]);
      llvm::Value* count = builder_.CreateUnaryIntrinsic(llvm::Intrinsic::ctpop, x);
      return Convert(builder_, count, type, result);
    }
    case BitsBuiltin::Clz: {
      auto [x, type] = IntegerBits(*args[0]);
      llvm::Value* zeros =
          builder_.CreateBinaryIntrinsic(llvm::Intrinsic::ctlz, x, builder_.getFalse());
      return Convert(builder_, zeros, type, result);
    }
    case BitsBuiltin::Ffs: {
      llvm::Value* x = IntegerBits(*args[0]).first;
      llvm::Value* zeros =
          builder_.CreateBinaryIntrinsic(llvm::Intrinsic::cttz, x, builder_.getTrue());
      llvm::Value* zeros32 = builder_.CreateZExtOrTrunc(zeros, builder_.getInt32Ty());
      llvm::Value* position = builder_.CreateAdd(zeros32, builder_.getInt32(1));
      llvm::Value* is_zero = builder_.CreateICmpEQ(x, llvm::ConstantInt::get(x->getType(), 0));
      llvm::Value* ffs = builder_.CreateSelect(is_zero, builder_.getInt32(0), position);
      return Convert(builder_, ffs, types().UInt32(), result);
    }
    case BitsBuiltin::Selp: {
      llvm::Value* test = Truth(builder_, Emit(*args[0]), TypeOf(*args[0]));
      llvm::Value* a = Emit(*args[1]);
      return builder_.CreateSelect(test, a, Emit(*args[2]));
    }
    case BitsBuiltin::BitCount: {
      llvm::Value* x = Emit(*llvm::cast<AttributeExpr>(call.callee)->object);
      return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::ctpop, x);
    }
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not a bit or float intrinsic");
}

// The integer whose bits popc, clz and ffs count, and its type: a bool
// counts as the integer 0 or 1.
std::pair<llvm::Value*, const Type*> FunctionLowering::IntegerBits(const Expr& arg) {
  llvm::Value* x = Emit(arg);
  if (!TypeOf(arg)->is_bool()) return {x, TypeOf(arg)};
  return {builder_.CreateZExt(x, builder_.getInt8Ty()), types().UInt8()};
}

}  // namespace dslc
