// Complex numbers, as Numba computes them: a complex64 (complex128) is an
// LLVM `{float, float}` (`{double, double}`) of its real and imaginary
// parts; `*` is (ac - bd) + (ad + bc)j, `/` CPython's scaled division
// (_Py_c_quot), `abs` the hypotenuse of the parts, `==` both parts equal.
#include "compiler/lower/lower_impl.h"

namespace dslc {
namespace {

llvm::Value* Real(llvm::IRBuilder<>& builder, llvm::Value* z) {
  return builder.CreateExtractValue(z, 0);
}
llvm::Value* Imag(llvm::IRBuilder<>& builder, llvm::Value* z) {
  return builder.CreateExtractValue(z, 1);
}

}  // namespace

llvm::Value* FunctionLowering::MakeComplex(llvm::Value* real, llvm::Value* imag, const Type* type) {
  llvm::Value* z = llvm::PoisonValue::get(Llvm(type));
  z = builder_.CreateInsertValue(z, real, 0);
  return builder_.CreateInsertValue(z, imag, 1);
}

llvm::Value* FunctionLowering::ComplexArithmetic(BinaryOp op, llvm::Value* a, llvm::Value* b,
                                                 const Type* type) {
  llvm::Value* ar = Real(builder_, a);
  llvm::Value* ai = Imag(builder_, a);
  llvm::Value* br = Real(builder_, b);
  llvm::Value* bi = Imag(builder_, b);
  switch (op) {
    case BinaryOp::Add:
      return MakeComplex(builder_.CreateFAdd(ar, br), builder_.CreateFAdd(ai, bi), type);
    case BinaryOp::Sub:
      return MakeComplex(builder_.CreateFSub(ar, br), builder_.CreateFSub(ai, bi), type);
    case BinaryOp::Mul: {
      llvm::Value* ac = builder_.CreateFMul(ar, br);
      llvm::Value* bd = builder_.CreateFMul(ai, bi);
      llvm::Value* ad = builder_.CreateFMul(ar, bi);
      llvm::Value* bc = builder_.CreateFMul(ai, br);
      return MakeComplex(builder_.CreateFSub(ac, bd), builder_.CreateFAdd(ad, bc), type);
    }
    case BinaryOp::Div:
      return ComplexDivision(a, b, type);
    case BinaryOp::Pow:
      return ComplexPower(a, b, type);
    case BinaryOp::FloorDiv:
    case BinaryOp::Mod:
    case BinaryOp::MatMul:
    case BinaryOp::LShift:
    case BinaryOp::RShift:
    case BinaryOp::BitAnd:
    case BinaryOp::BitOr:
    case BinaryOp::BitXor:
      break;  // not typed for complex numbers (promotion.cpp)
  }
  DSLC_FATAL("no lowering for `" + Spelling(op).str() + "` on `" + type->name() + "`");
}

// CPython's algorithm (_Py_c_quot), which Numba uses: divide top and
// bottom by the larger part of the divisor.
//   if |br| >= |bi|: r = bi / br; d = br + bi * r
//                    ((ar + ai * r) / d, (ai - ar * r) / d)
//   else:            r = br / bi; d = br * r + bi
//                    ((ar * r + ai) / d, (ai * r - ar) / d)
// A zero divisor raises ZeroDivisionError in Numba, which ends the thread
// without debug=True, as a raise does here. (Numba's nan+nanj when the
// larger part is zero follows only a zero divisor, so it is never reached.)
llvm::Value* FunctionLowering::ComplexDivision(llvm::Value* a, llvm::Value* b, const Type* type) {
  llvm::Value* ar = Real(builder_, a);
  llvm::Value* ai = Imag(builder_, a);
  llvm::Value* br = Real(builder_, b);
  llvm::Value* bi = Imag(builder_, b);
  llvm::Value* zero = llvm::ConstantFP::get(ar->getType(), 0.0);
  llvm::BasicBlock* by_zero = NewBlock("complex.div.zero");
  llvm::BasicBlock* divide = NewBlock("complex.div");
  builder_.CreateCondBr(
      builder_.CreateAnd(builder_.CreateFCmpOEQ(br, zero), builder_.CreateFCmpOEQ(bi, zero)),
      by_zero, divide);
  StartBlock(by_zero);
  EndThread();
  StartBlock(divide);

  llvm::Value* abs_br = builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, br);
  llvm::Value* abs_bi = builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, bi);
  llvm::Value* by_real = builder_.CreateFCmpOGE(abs_br, abs_bi);

  llvm::Value* r1 = builder_.CreateFDiv(bi, br);
  llvm::Value* d1 = builder_.CreateFAdd(br, builder_.CreateFMul(bi, r1));
  llvm::Value* re1 = builder_.CreateFDiv(builder_.CreateFAdd(ar, builder_.CreateFMul(ai, r1)), d1);
  llvm::Value* im1 = builder_.CreateFDiv(builder_.CreateFSub(ai, builder_.CreateFMul(ar, r1)), d1);

  llvm::Value* r2 = builder_.CreateFDiv(br, bi);
  llvm::Value* d2 = builder_.CreateFAdd(builder_.CreateFMul(br, r2), bi);
  llvm::Value* re2 = builder_.CreateFDiv(builder_.CreateFAdd(builder_.CreateFMul(ar, r2), ai), d2);
  llvm::Value* im2 = builder_.CreateFDiv(builder_.CreateFSub(builder_.CreateFMul(ai, r2), ar), d2);

  return MakeComplex(builder_.CreateSelect(by_real, re1, re2),
                     builder_.CreateSelect(by_real, im1, im2), type);
}

// `a ** b` as Numba's CUDA target computes it (its translation of CPython's
// _Py_c_pow, in the parts' own precision):
//   b == 0: 1+0j;  a.real == 0 and b.real == 0: 0j
//   else: vabs = hypot(a), len = vabs ** b.real, at = atan2(a.imag, a.real),
//         phase = at * b.real; if b.imag != 0: len /= exp(at * b.imag),
//         phase += b.imag * log(vabs)
//         len * (complex(cos(phase)) + complex(sin(phase)) * 1j)
// with its complex operations as written (0 * inf parts give NaN as there).
llvm::Value* FunctionLowering::ComplexPower(llvm::Value* a, llvm::Value* b, const Type* type) {
  const Type* part_type = type->part_bits() == 32 ? types().Float32() : types().Float64();
  llvm::Value* ar = Real(builder_, a);
  llvm::Value* ai = Imag(builder_, a);
  llvm::Value* br = Real(builder_, b);
  llvm::Value* bi = Imag(builder_, b);
  llvm::Type* part = ar->getType();
  llvm::Value* zero = llvm::ConstantFP::get(part, 0.0);
  llvm::Value* one = llvm::ConstantFP::get(part, 1.0);
  auto call = [&](const char* name, llvm::ArrayRef<llvm::Value*> args) {
    return LibdeviceCall(name, args, part_type);
  };

  llvm::Value* vabs = call("hypot", {ar, ai});
  llvm::Value* len = call("pow", {vabs, br});
  llvm::Value* at = call("atan2", {ai, ar});
  llvm::Value* phase = builder_.CreateFMul(at, br);
  llvm::Value* has_imag = builder_.CreateFCmpUNE(bi, zero);
  len = builder_.CreateSelect(
      has_imag, builder_.CreateFDiv(len, call("exp", {builder_.CreateFMul(at, bi)})), len);
  phase = builder_.CreateSelect(
      has_imag, builder_.CreateFAdd(phase, builder_.CreateFMul(bi, call("log", {vabs}))), phase);
  llvm::Value* unit = MakeComplex(zero, one, type);
  llvm::Value* sine =
      ComplexArithmetic(BinaryOp::Mul, MakeComplex(call("sin", {phase}), zero, type), unit, type);
  llvm::Value* turn =
      ComplexArithmetic(BinaryOp::Add, MakeComplex(call("cos", {phase}), zero, type), sine, type);
  llvm::Value* general = ComplexArithmetic(BinaryOp::Mul, MakeComplex(len, zero, type), turn, type);

  llvm::Value* b_zero =
      builder_.CreateAnd(builder_.CreateFCmpOEQ(br, zero), builder_.CreateFCmpOEQ(bi, zero));
  llvm::Value* zero_real_parts =
      builder_.CreateAnd(builder_.CreateFCmpOEQ(ar, zero), builder_.CreateFCmpOEQ(br, zero));
  llvm::Value* result =
      builder_.CreateSelect(zero_real_parts, MakeComplex(zero, zero, type), general);
  return builder_.CreateSelect(b_zero, MakeComplex(one, zero, type), result);
}

// `==`: both parts equal (ordered); `!=`: either part unequal or unordered.
llvm::Value* FunctionLowering::ComplexEquality(CompareOp op, llvm::Value* a, llvm::Value* b) {
  llvm::Value* ar = Real(builder_, a);
  llvm::Value* ai = Imag(builder_, a);
  llvm::Value* br = Real(builder_, b);
  llvm::Value* bi = Imag(builder_, b);
  if (op == CompareOp::Eq) {
    return builder_.CreateAnd(builder_.CreateFCmpOEQ(ar, br), builder_.CreateFCmpOEQ(ai, bi));
  }
  DSLC_CHECK(op == CompareOp::NotEq, "complex numbers compare only with `==` and `!=`");
  return builder_.CreateOr(builder_.CreateFCmpUNE(ar, br), builder_.CreateFCmpUNE(ai, bi));
}

llvm::Value* FunctionLowering::ComplexNegate(llvm::Value* z, const Type* type) {
  return MakeComplex(builder_.CreateFNeg(Real(builder_, z)), builder_.CreateFNeg(Imag(builder_, z)),
                     type);
}

llvm::Value* FunctionLowering::ComplexAbs(llvm::Value* z, const Type* result) {
  return LibdeviceCall("hypot", {Real(builder_, z), Imag(builder_, z)}, result);
}

// `.real` and `.imag`: the parts of a complex number; of a real one, the
// number itself and a zero of its type.
llvm::Value* FunctionLowering::EmitNumberPart(const AttributeExpr& attribute) {
  const Type* number = TypeOf(*attribute.object);
  llvm::Value* value = Emit(*attribute.object);
  bool real = attribute.name == "real";
  if (number->is_complex()) return real ? Real(builder_, value) : Imag(builder_, value);
  if (real) return value;
  if (number->is_float()) return llvm::ConstantFP::get(Llvm(number), 0.0);
  return llvm::ConstantInt::get(Llvm(number), 0);
}

llvm::Value* FunctionLowering::EmitComplexConstructor(const CallExpr& call) {
  const Type* result = TypeOf(call);
  if (call.args.size() == 1) return EmitAs(*call.args[0], result);
  const Type* part = TypeOf(call)->bits() == 64 ? types().Float32() : types().Float64();
  llvm::Value* real = EmitAs(*call.args[0], part);
  llvm::Value* imag = EmitAs(*call.args[1], part);
  return MakeComplex(real, imag, result);
}

llvm::Value* FunctionLowering::EmitComplexCall(const CallExpr& call, ComplexBuiltin which) {
  const Type* result = TypeOf(call);
  switch (which) {
    case ComplexBuiltin::Conjugate: {
      llvm::Value* z = Emit(*llvm::cast<AttributeExpr>(call.callee)->object);
      if (!result->is_complex()) return z;
      return MakeComplex(Real(builder_, z), builder_.CreateFNeg(Imag(builder_, z)), result);
    }
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not a complex function");
}

}  // namespace dslc
