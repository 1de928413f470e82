// Builtins: Python's (`len`, `abs`, `min`, `round`...), `math` (native
// instructions where PTX has them, libdevice otherwise), and thread indexing.
#include <cmath>

#include "compiler/lower/lower_impl.h"
#include "compiler/sema/promotion.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {
namespace {

// libdevice names the float32 variant with an `f`; `math.gamma` is tgamma.
std::string LibdeviceName(llvm::StringRef base, const Type* type, bool fastmath) {
  if (base == "gamma") base = "tgamma";
  bool is_float32 = type->bits() == 32;
  // The fast (approximate) float32 variants that fastmath=True selects.
  static const char* kFast[] = {"exp", "exp10", "log", "log2", "log10", "sin", "cos", "tan", "pow"};
  if (fastmath && is_float32) {
    for (const char* fast : kFast) {
      if (base == fast) return "__nv_fast_" + base.str() + "f";
    }
  }
  return "__nv_" + base.str() + (is_float32 ? "f" : "");
}

}  // namespace

llvm::Value* FunctionLowering::LibdeviceCall(llvm::StringRef base, llvm::ArrayRef<llvm::Value*> args,
                                             const Type* type) {
  llvm::Type* t = args[0]->getType();
  std::vector<llvm::Type*> params(args.size(), t);
  llvm::FunctionCallee callee =
      module_.Libdevice(LibdeviceName(base, type, module_.options().fastmath), t, params);
  return builder_.CreateCall(callee, args);
}

llvm::Value* FunctionLowering::SpecialRegister(llvm::Intrinsic::ID id) {
  return builder_.CreateIntrinsic(id, {}, {});
}

llvm::Value* FunctionLowering::Dim3Component(Dim3Id which, llvm::StringRef axis) {
  using llvm::Intrinsic::ID;
  static constexpr ID kRegisters[4][3] = {
      {llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x, llvm::Intrinsic::nvvm_read_ptx_sreg_tid_y,
       llvm::Intrinsic::nvvm_read_ptx_sreg_tid_z},
      {llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x, llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
       llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_z},
      {llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_x, llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_y,
       llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_z},
      {llvm::Intrinsic::nvvm_read_ptx_sreg_nctaid_x, llvm::Intrinsic::nvvm_read_ptx_sreg_nctaid_y,
       llvm::Intrinsic::nvvm_read_ptx_sreg_nctaid_z}};
  int a = axis == "x" ? 0 : axis == "y" ? 1 : 2;
  return SpecialRegister(kRegisters[static_cast<int>(which)][a]);
}

// cuda.grid(n): threadIdx + blockIdx * blockDim per axis; cuda.gridsize(n):
// blockDim * gridDim. int64, computed from the 32-bit registers without
// overflow (mul.wide), as Numba defines them.
llvm::Value* FunctionLowering::EmitGrid(const CallExpr& call, bool size) {
  int ndim = static_cast<int>(typed_.ConstantOf(*call.args[0])->as_int());
  llvm::Type* i64 = builder_.getInt64Ty();
  std::vector<llvm::Value*> values;
  const char* axes[] = {"x", "y", "z"};
  for (int d = 0; d < ndim; ++d) {
    auto wide = [&](Dim3Id which) { return builder_.CreateZExt(Dim3Component(which, axes[d]), i64); };
    llvm::Value* value =
        size ? builder_.CreateMul(wide(Dim3Id::BlockDim), wide(Dim3Id::GridDim), "", true, true)
             : builder_.CreateAdd(wide(Dim3Id::ThreadIdx),
                                  builder_.CreateMul(wide(Dim3Id::BlockIdx), wide(Dim3Id::BlockDim), "", true, true),
                                  "", true, true);
    values.push_back(value);
  }
  if (ndim == 1) return values[0];
  llvm::Value* tuple = llvm::PoisonValue::get(Llvm(TypeOf(call)));
  for (int d = 0; d < ndim; ++d) tuple = builder_.CreateInsertValue(tuple, values[d], {static_cast<unsigned>(d)});
  return tuple;
}

llvm::Value* FunctionLowering::EmitBuiltinCall(const CallExpr& call, BuiltinId id) {
  if (Info(id).is_math) return EmitMathCall(call, id);
  const Type* result = TypeOf(call);
  switch (id) {
    case BuiltinId::Len:
      return Unpack(Emit(*call.args[0]), TypeOf(*call.args[0])).shape[0];
    case BuiltinId::Abs: {
      llvm::Value* value = EmitAs(*call.args[0], result);
      if (result->is_float()) return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, value);
      if (!result->is_signed()) return value;
      return builder_.CreateBinaryIntrinsic(llvm::Intrinsic::abs, value, builder_.getFalse());
    }
    case BuiltinId::Min:
    case BuiltinId::Max:
      return EmitMinMax(call, id);
    case BuiltinId::Round:
      return EmitRound(call);
    case BuiltinId::Int:
    case BuiltinId::Float:
    case BuiltinId::BoolCast:
      return EmitAs(*call.args[0], result);
    case BuiltinId::PowFunction: {
      llvm::Value* a = Emit(*call.args[0]);
      llvm::Value* b = Emit(*call.args[1]);
      return BinaryOperation(BinaryOp::Pow, a, TypeOf(*call.args[0]), b, TypeOf(*call.args[1]));
    }
    case BuiltinId::Grid:
      return EmitGrid(call, /*size=*/false);
    case BuiltinId::GridSize:
      return EmitGrid(call, /*size=*/true);
    default:
      return nullptr;  // `range` only appears in `for` loops
  }
}

// Python's min/max: the first of equal values wins, and a NaN compared with
// anything is not smaller (or larger), as in CPython.
llvm::Value* FunctionLowering::EmitMinMax(const CallExpr& call, BuiltinId id) {
  const Type* result = TypeOf(call);
  std::vector<llvm::Value*> values;
  if (call.args.size() == 1) {
    const Type* tuple = TypeOf(*call.args[0]);
    llvm::Value* value = Emit(*call.args[0]);
    for (size_t i = 0; i < tuple->elements().size(); ++i) {
      values.push_back(Convert(builder_, builder_.CreateExtractValue(value, {static_cast<unsigned>(i)}),
                               tuple->elements()[i], result));
    }
  } else {
    for (const Expr* arg : call.args) values.push_back(EmitAs(*arg, result));
  }
  CompareOp better = id == BuiltinId::Min ? CompareOp::Lt : CompareOp::Gt;
  llvm::Value* best = values[0];
  for (size_t i = 1; i < values.size(); ++i) {
    llvm::Value* wins = ComparePair(better, values[i], result, best, result);
    best = builder_.CreateSelect(wins, values[i], best);
  }
  return best;
}

// round(x): to the nearest integer, halves to even, as int64.
// round(x, n): Numba's algorithm, scaling by 10**n.
llvm::Value* FunctionLowering::EmitRound(const CallExpr& call) {
  const Type* arg = TypeOf(*call.args[0]);
  const Type* result = TypeOf(call);
  if (!arg->is_float()) return EmitAs(*call.args[0], result);
  llvm::Value* x = Emit(*call.args[0]);
  if (call.args.size() == 1) {
    llvm::Value* even = builder_.CreateUnaryIntrinsic(llvm::Intrinsic::rint, x);
    return Convert(builder_, even, arg, result);
  }
  llvm::Type* t = x->getType();
  llvm::Value* digits = EmitAs(*call.args[1], arg);
  llvm::Value* zero = llvm::ConstantFP::get(t, 0.0);
  llvm::Value* positive = builder_.CreateFCmpOGE(digits, zero);
  llvm::Value* scale = LibdeviceCall("exp10", {builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, digits)}, arg);
  llvm::Value* y = builder_.CreateSelect(positive, builder_.CreateFMul(x, scale), builder_.CreateFDiv(x, scale));
  llvm::Value* z = builder_.CreateUnaryIntrinsic(llvm::Intrinsic::rint, y);
  z = builder_.CreateSelect(positive, builder_.CreateFDiv(z, scale), builder_.CreateFMul(z, scale));
  // Infinities, NaNs, and values too large to scale come back unchanged.
  llvm::Value* infinity = llvm::ConstantFP::getInfinity(t);
  llvm::Value* finite_y = builder_.CreateFCmpOLT(builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, y), infinity);
  return builder_.CreateSelect(finite_y, z, x);
}

llvm::Value* FunctionLowering::EmitMathCall(const CallExpr& call, BuiltinId id) {
  const BuiltinInfo& info = Info(id);
  const Type* result = TypeOf(call);
  // The float type the function computes in.
  bool all_float32 = llvm::all_of(call.args, [&](const Expr* arg) {
    return TypeOf(*arg)->is_float() && TypeOf(*arg)->bits() <= 32;
  });
  const Type* floating = all_float32 ? types().Float32() : types().Float64();
  if (info.math_result == MathResult::Int && TypeOf(*call.args[0])->is_integer()) {
    return Emit(*call.args[0]);  // floor/ceil/trunc of an integer is itself
  }
  if (info.math_result == MathResult::Bool && !TypeOf(*call.args[0])->is_float()) {
    Emit(*call.args[0]);
    return builder_.getInt1(id == BuiltinId::MathIsfinite);  // integers are finite numbers
  }
  std::vector<llvm::Value*> args;
  for (const Expr* arg : call.args) args.push_back(EmitAs(*arg, floating));
  llvm::Value* value = MathFunction(id, args, floating);
  if (info.math_result == MathResult::Int) return Convert(builder_, value, floating, result);
  return value;
}

llvm::Value* FunctionLowering::MathFunction(BuiltinId id, llvm::ArrayRef<llvm::Value*> args,
                                            const Type* type) {
  llvm::Value* x = args[0];
  llvm::Type* t = x->getType();
  llvm::Value* infinity = llvm::ConstantFP::getInfinity(t);
  switch (id) {
    case BuiltinId::MathSqrt: return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::sqrt, x);
    case BuiltinId::MathFabs: return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x);
    case BuiltinId::MathFloor: return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::floor, x);
    case BuiltinId::MathCeil: return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::ceil, x);
    case BuiltinId::MathTrunc: return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::trunc, x);
    case BuiltinId::MathCopysign:
      return builder_.CreateBinaryIntrinsic(llvm::Intrinsic::copysign, x, args[1]);
    case BuiltinId::MathIsnan: return builder_.CreateFCmpUNO(x, x);
    case BuiltinId::MathIsinf:
      return builder_.CreateFCmpOEQ(builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x), infinity);
    case BuiltinId::MathIsfinite:
      return builder_.CreateFCmpOLT(builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x), infinity);
    case BuiltinId::MathRadians:
      return builder_.CreateFMul(x, llvm::ConstantFP::get(t, M_PI / 180.0));
    case BuiltinId::MathDegrees:
      return builder_.CreateFMul(x, llvm::ConstantFP::get(t, 180.0 / M_PI));
    default:
      return LibdeviceCall(Info(id).name, args, type);
  }
}

// Integer `**` with Numba's rules: a negative exponent gives 0, except for
// bases 1 and -1 (and INT_MIN for base 0, Numba's value without exceptions).
llvm::Function* ModuleLowering::IntegerPower(bool is_signed) {
  std::string name = is_signed ? "dslc.ipow.i64" : "dslc.ipow.u64";
  if (llvm::Function* existing = module_.getFunction(name)) return existing;
  llvm::LLVMContext& context = module_.getContext();
  llvm::Type* i64 = llvm::Type::getInt64Ty(context);
  auto* function = llvm::Function::Create(llvm::FunctionType::get(i64, {i64, i64}, false),
                                          llvm::Function::InternalLinkage, name, module_);
  function->addFnAttr(llvm::Attribute::AlwaysInline);
  llvm::Value* base = function->getArg(0);
  llvm::Value* exponent = function->getArg(1);
  auto* entry = llvm::BasicBlock::Create(context, "entry", function);
  auto* loop = llvm::BasicBlock::Create(context, "loop", function);
  auto* done = llvm::BasicBlock::Create(context, "done", function);
  llvm::IRBuilder<> b(entry);
  llvm::Value* zero = b.getInt64(0);
  llvm::Value* one = b.getInt64(1);
  llvm::Value* negative_result = nullptr;
  llvm::Value* negative = b.getFalse();
  if (is_signed) {
    negative = b.CreateICmpSLT(exponent, zero);
    llvm::Value* odd = b.CreateTrunc(exponent, b.getInt1Ty());
    llvm::Value* minus_one_result = b.CreateSelect(odd, b.getInt64(-1), one);
    negative_result = b.CreateSelect(b.CreateICmpEQ(base, one), one,
                      b.CreateSelect(b.CreateICmpEQ(base, b.getInt64(-1)), minus_one_result,
                      b.CreateSelect(b.CreateICmpEQ(base, zero), b.getInt64(INT64_MIN), zero)));
  }
  llvm::Value* entry_result = is_signed ? b.CreateSelect(negative, negative_result, one) : one;
  b.CreateCondBr(b.CreateOr(negative, b.CreateICmpEQ(exponent, zero)), done, loop);
  // Square and multiply.
  b.SetInsertPoint(loop);
  llvm::PHINode* result = b.CreatePHI(i64, 2);
  llvm::PHINode* square = b.CreatePHI(i64, 2);
  llvm::PHINode* remaining = b.CreatePHI(i64, 2);
  result->addIncoming(one, entry);
  square->addIncoming(base, entry);
  remaining->addIncoming(exponent, entry);
  llvm::Value* bit = b.CreateTrunc(remaining, b.getInt1Ty());
  llvm::Value* next_result = b.CreateSelect(bit, b.CreateMul(result, square), result);
  llvm::Value* next_remaining = b.CreateLShr(remaining, one);
  llvm::Value* next_square = b.CreateMul(square, square);
  result->addIncoming(next_result, loop);
  square->addIncoming(next_square, loop);
  remaining->addIncoming(next_remaining, loop);
  b.CreateCondBr(b.CreateICmpEQ(next_remaining, zero), done, loop);
  b.SetInsertPoint(done);
  llvm::PHINode* out = b.CreatePHI(i64, 2);
  out->addIncoming(entry_result, entry);
  out->addIncoming(next_result, loop);
  b.CreateRet(out);
  return function;
}

}  // namespace dslc
