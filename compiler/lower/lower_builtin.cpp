// Builtins: Python's (`len`, `abs`, `min`, `round`...), `math` (native
// instructions where PTX has them, libdevice otherwise), and thread indexing.
#include <cmath>

#include "compiler/lower/lower_impl.h"
#include "compiler/types/internal_facts.h"
#include "compiler/types/promotion.h"
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

llvm::Value* FunctionLowering::LibdeviceCall(llvm::StringRef base,
                                             llvm::ArrayRef<llvm::Value*> args, const Type* type) {
  llvm::Type* t = args[0]->getType();
  if (t->isHalfTy()) {
    // libdevice has no float16 functions: float32 holds every float16
    // exactly, so compute there and round the result back.
    std::vector<llvm::Value*> wide;
    for (llvm::Value* arg : args) wide.push_back(builder_.CreateFPExt(arg, builder_.getFloatTy()));
    return builder_.CreateFPTrunc(LibdeviceCall(base, wide, types().Float32()), t);
  }
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
  // A thread of a coarsened kernel runs in a block of its own.
  if (virtual_thread_ && which == Dim3Id::BlockIdx && a == virtual_thread_->axis) {
    DSLC_CHECK(virtual_thread_->block, "a kernel of consecutive positions reads cuda.blockIdx");
    return virtual_thread_->block;
  }
  DSLC_CHECK(!virtual_thread_ || !virtual_thread_->position || which != Dim3Id::ThreadIdx ||
                 a != virtual_thread_->axis,
             "a kernel of consecutive positions reads cuda.threadIdx");
  // A kernel compiled for one block shape (cuda.coop's collectives) is only
  // ever launched with it (the runtime checks), so its extents are
  // constants: strides and trip counts over them fold.
  const BlockShape& block = module_.block();
  if (which == Dim3Id::BlockDim && block.shape_known()) {
    const int64_t extents[3] = {block.x, block.y, block.z};
    return builder_.getInt32(static_cast<uint32_t>(extents[a]));
  }
  return SpecialRegister(kRegisters[static_cast<int>(which)][a]);
}

// dslc.internal's facts are constants or number classes, typed so
// (infer_internal.cpp): Emit gives a constant's value without coming here.
// Its operations are lowered in lower_internal.cpp.
llvm::Value* FunctionLowering::EmitInternalCall(const CallExpr& call, InternalBuiltin which) {
  if (IsInternalOperation(which)) return EmitInternalOperation(call, which);
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` has no run-time value");
}

llvm::Value* FunctionLowering::EmitGridCall(const CallExpr& call, GridBuiltin which) {
  switch (which) {
    case GridBuiltin::Grid:
      return EmitGrid(call, /*size=*/false);
    case GridBuiltin::GridSize:
      return EmitGrid(call, /*size=*/true);
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not a grid builtin");
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
    // (One register read per statement, so that the IR's order does not
    // depend on the C++ compiler's argument evaluation order.)
    auto wide = [&](Dim3Id which) {
      return builder_.CreateZExt(Dim3Component(which, axes[d]), i64);
    };
    if (!size && virtual_thread_ && virtual_thread_->position && d == virtual_thread_->axis) {
      values.push_back(virtual_thread_->position);
      continue;
    }
    llvm::Value* block_dim = wide(Dim3Id::BlockDim);
    if (size) {
      llvm::Value* grid_dim = wide(Dim3Id::GridDim);
      values.push_back(builder_.CreateMul(block_dim, grid_dim, "", true, true));
      continue;
    }
    llvm::Value* block_idx = wide(Dim3Id::BlockIdx);
    llvm::Value* block_start = builder_.CreateMul(block_idx, block_dim, "", true, true);
    llvm::Value* thread_idx = wide(Dim3Id::ThreadIdx);
    values.push_back(builder_.CreateAdd(thread_idx, block_start, "", true, true));
  }
  if (ndim == 1) return values[0];
  llvm::Value* tuple = llvm::PoisonValue::get(Llvm(TypeOf(call)));
  for (int d = 0; d < ndim; ++d)
    tuple = builder_.CreateInsertValue(tuple, values[d], {static_cast<unsigned>(d)});
  return tuple;
}

// The family's lowering handler (DSLC_FAMILY in builtins.def), with the
// family's own enum.
llvm::Value* FunctionLowering::EmitBuiltinCall(const CallExpr& call, BuiltinId id) {
  switch (Info(id).family) {
#define DSLC_FAMILY(Family, TypeHandler, LowerHandler) \
  case BuiltinFamily::Family:                          \
    return LowerHandler(call, static_cast<Family##Builtin>(id));
#include "compiler/types/builtins.def"
  }
  DSLC_FATAL("`" + QualifiedName(id) + "` has no builtin family");
}

// Python's builtins, one by one.
llvm::Value* FunctionLowering::EmitPythonCall(const CallExpr& call, PythonBuiltin which) {
  const Type* result = TypeOf(call);
  switch (which) {
    case PythonBuiltin::Len:
      return Unpack(Emit(*call.args[0]), TypeOf(*call.args[0])).shape[0];
    case PythonBuiltin::Abs: {
      if (TypeOf(*call.args[0])->is_complex()) return ComplexAbs(Emit(*call.args[0]), result);
      llvm::Value* value = EmitAs(*call.args[0], result);
      if (result->is_float()) return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, value);
      if (!result->is_signed()) return value;
      return builder_.CreateBinaryIntrinsic(llvm::Intrinsic::abs, value, builder_.getFalse());
    }
    case PythonBuiltin::Min:
    case PythonBuiltin::Max:
      return EmitMinMax(call, which);
    case PythonBuiltin::Round:
      return EmitRound(call);
    case PythonBuiltin::Int:
    case PythonBuiltin::Float:
    case PythonBuiltin::Bool:
      return EmitAs(*call.args[0], result);
    case PythonBuiltin::Pow: {
      llvm::Value* a = Emit(*call.args[0]);
      llvm::Value* b = Emit(*call.args[1]);
      return BinaryOperation(BinaryOp::Pow, a, TypeOf(*call.args[0]), b, TypeOf(*call.args[1]));
    }
    case PythonBuiltin::Complex:
      return EmitComplexConstructor(call);
    case PythonBuiltin::Tuple:  // `tuple()` is a constant (Emit)
      return Emit(*call.args[0]);
    case PythonBuiltin::Print:
      EmitPrint(call);
      return NoValue();
    case PythonBuiltin::Range:
    case PythonBuiltin::Enumerate:
    case PythonBuiltin::Zip:
      return NoRunTimeValue(call);  // a `for` loop takes them apart (lower_loop.cpp)
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not one of Python's builtins");
}

// Python binds arguments to parameters by position, then by keyword; the
// values are computed in the order they are written.
std::vector<const Expr*> FunctionLowering::Arguments(const CallExpr& call, BuiltinId id) {
  llvm::ArrayRef<llvm::StringRef> params = Info(id).params();
  std::vector<const Expr*> args(params.size(), nullptr);
  for (size_t i = 0; i < call.args.size() && i < params.size(); ++i) args[i] = call.args[i];
  for (const KeywordArg& keyword : call.keywords) {
    for (size_t i = 0; i < params.size(); ++i) {
      if (params[i] == keyword.name) args[i] = keyword.value;
    }
  }
  return args;
}

std::vector<llvm::Value*> FunctionLowering::EmitArguments(llvm::ArrayRef<const Expr*> args) {
  std::vector<const Expr*> written(args.begin(), args.end());
  written.erase(std::remove(written.begin(), written.end(), nullptr), written.end());
  std::sort(written.begin(), written.end(),
            [](const Expr* a, const Expr* b) { return a->range().begin < b->range().begin; });
  llvm::DenseMap<const Expr*, llvm::Value*> values;
  for (const Expr* arg : written) values[arg] = Emit(*arg);
  std::vector<llvm::Value*> result;
  for (const Expr* arg : args) result.push_back(arg ? values[arg] : nullptr);
  return result;
}

llvm::Value* FunctionLowering::NoValue() { return EmitConstant(ConstValue::None(types().None())); }

// min/max over a long tuple: a loop over its elements in memory, where a
// chain of thousands of selects makes LLVM's optimiser slow down
// quadratically.
llvm::Value* FunctionLowering::MinMaxOverMemory(const Expr& tuple, PythonBuiltin which,
                                                const Type* result) {
  size_t size = TypeOf(tuple)->elements().size();
  llvm::Value* array = TupleArray(TupleElementValues(tuple), TypeOf(tuple), result);
  llvm::Value* first = ArrayElement(array, size, builder_.getInt64(0), result);
  llvm::BasicBlock* before = builder_.GetInsertBlock();
  llvm::BasicBlock* loop = NewBlock("minmax.loop");
  llvm::BasicBlock* done = NewBlock("minmax.done");
  builder_.CreateBr(loop);
  StartBlock(loop);
  llvm::PHINode* index = builder_.CreatePHI(builder_.getInt64Ty(), 2, "index");
  llvm::PHINode* best = builder_.CreatePHI(first->getType(), 2, "best");
  index->addIncoming(builder_.getInt64(1), before);
  best->addIncoming(first, before);
  llvm::Value* value = ArrayElement(array, size, index, result);
  CompareOp better = which == PythonBuiltin::Min ? CompareOp::Lt : CompareOp::Gt;
  llvm::Value* next_best =
      builder_.CreateSelect(ComparePair(better, value, result, best, result), value, best);
  llvm::Value* next = builder_.CreateAdd(index, builder_.getInt64(1), "next", true, true);
  index->addIncoming(next, builder_.GetInsertBlock());
  best->addIncoming(next_best, builder_.GetInsertBlock());
  builder_.CreateCondBr(builder_.CreateICmpULT(next, builder_.getInt64(size)), loop, done);
  StartBlock(done);
  return next_best;
}

namespace {
bool IsFloat32Or64(const Type* type) { return type->is_float() && type->bits() >= 32; }
}  // namespace

// Python's min/max: the first of equal values wins, and a NaN compared with
// anything is not smaller (or larger), as in CPython. Except for two
// float32/float64 arguments, which Numba-CUDA lowers to libdevice's
// fmin/fmax (cudaimpl.py): IEEE minNum/maxNum, so a NaN gives the other
// argument, and min(-0.0, 0.0) is -0.0. llvm.minnum/maxnum are those
// (`min.f32`/`min.f64` in PTX, as libdevice's are).
llvm::Value* FunctionLowering::EmitMinMax(const CallExpr& call, PythonBuiltin which) {
  const Type* result = TypeOf(call);
  if (call.args.size() == 2 && IsFloat32Or64(TypeOf(*call.args[0])) &&
      IsFloat32Or64(TypeOf(*call.args[1]))) {
    llvm::Value* a = EmitAs(*call.args[0], result);
    llvm::Value* b = EmitAs(*call.args[1], result);
    auto id = which == PythonBuiltin::Min ? llvm::Intrinsic::minnum : llvm::Intrinsic::maxnum;
    return builder_.CreateBinaryIntrinsic(id, a, b);
  }
  std::vector<llvm::Value*> values;
  if (call.args.size() == 1 && IsLongTuple(TypeOf(*call.args[0]))) {
    return MinMaxOverMemory(*call.args[0], which, result);
  }
  if (call.args.size() == 1) {
    const Type* tuple = TypeOf(*call.args[0]);
    std::vector<llvm::Value*> elements = TupleElementValues(*call.args[0]);
    for (size_t i = 0; i < elements.size(); ++i) {
      values.push_back(Convert(builder_, elements[i], tuple->elements()[i], result));
    }
  } else {
    for (const Expr* arg : call.args) values.push_back(EmitAs(*arg, result));
  }
  CompareOp better = which == PythonBuiltin::Min ? CompareOp::Lt : CompareOp::Gt;
  llvm::Value* best = values[0];
  for (size_t i = 1; i < values.size(); ++i) {
    llvm::Value* wins = ComparePair(better, values[i], result, best, result);
    best = builder_.CreateSelect(wins, values[i], best);
  }
  return best;
}

// round(x): to the nearest integer, halves to even, as int64.
// round(x, n): Numba's algorithm, so that results match it bit for bit:
//   n >= 0: pow1 = 10.0 ** min(n, 22) ... (10.0 ** (n - 22) and pow2 = 1e22
//           above 22); y = (x * pow1) * pow2; z = rint(y) / pow2 / pow1
//   n < 0:  pow1 = 10.0 ** -n; y = x / pow1; z = rint(y) * pow1
// with 10.0 ** k computed as Numba does (exact up to 10**22), and x itself
// for an infinite or NaN x, or when x * 10**n overflows.
llvm::Value* FunctionLowering::EmitRound(const CallExpr& call) {
  const Type* arg = TypeOf(*call.args[0]);
  const Type* result = TypeOf(call);
  if (call.args.size() == 2 && !arg->is_float()) {
    // round(int, n) is a float64 rounded to n digits, as in Numba.
    llvm::Value* x = EmitAs(*call.args[0], result);  // Python order: x before n
    return RoundDigits(x, EmitAs(*call.args[1], types().Int64()));
  }
  if (!arg->is_float()) return EmitAs(*call.args[0], result);  // whole already
  llvm::Value* x = Emit(*call.args[0]);
  if (call.args.size() == 1) {
    llvm::Value* even = builder_.CreateUnaryIntrinsic(llvm::Intrinsic::rint, x);
    return Convert(builder_, even, arg, result);
  }
  llvm::Value* digits = EmitAs(*call.args[1], types().Int64());
  if (!x->getType()->isDoubleTy()) {
    // Numba scales by 10.0 ** n, a float64, so float32 and float16 round in
    // float64 and narrow the result (in float32, round(0.3425, 3) would
    // give 0.342 where Numba gives 0.343).
    llvm::Value* wide = builder_.CreateFPExt(x, builder_.getDoubleTy());
    return builder_.CreateFPTrunc(RoundDigits(wide, digits), x->getType());
  }
  return RoundDigits(x, digits);
}

llvm::Value* FunctionLowering::RoundDigits(llvm::Value* x, llvm::Value* digits) {
  llvm::Type* t = x->getType();
  llvm::Value* positive = builder_.CreateICmpSGE(digits, builder_.getInt64(0));
  llvm::Value* big = builder_.CreateICmpSGT(digits, builder_.getInt64(22));
  llvm::Value* minus_digits = builder_.CreateNeg(digits);
  llvm::Value* beyond_22 = builder_.CreateSub(digits, builder_.getInt64(22));
  llvm::Value* exponent =
      builder_.CreateSelect(positive, builder_.CreateSelect(big, beyond_22, digits), minus_digits);
  // 10.0 ** 400 is already infinite: capped there, the exponent never takes
  // the helper's pow() path, which LLVM then deletes.
  exponent =
      builder_.CreateBinaryIntrinsic(llvm::Intrinsic::umin, exponent, builder_.getInt64(400));
  llvm::Value* pow1 = builder_.CreateCall(module_.FloatPower(t, /*is_signed=*/false),
                                          {llvm::ConstantFP::get(t, 10.0), exponent});
  llvm::Value* pow2 =
      builder_.CreateSelect(big, llvm::ConstantFP::get(t, 1e22), llvm::ConstantFP::get(t, 1.0));
  llvm::Value* scaled_up = builder_.CreateFMul(builder_.CreateFMul(x, pow1), pow2);
  llvm::Value* scaled_down = builder_.CreateFDiv(x, pow1);
  llvm::Value* y = builder_.CreateSelect(positive, scaled_up, scaled_down);
  llvm::Value* z = builder_.CreateUnaryIntrinsic(llvm::Intrinsic::rint, y);
  llvm::Value* z_down = builder_.CreateFDiv(builder_.CreateFDiv(z, pow2), pow1);
  llvm::Value* z_up = builder_.CreateFMul(z, pow1);
  z = builder_.CreateSelect(positive, z_down, z_up);
  // x itself when it is infinite or NaN, or x * 10**n overflows.
  llvm::Value* infinity = llvm::ConstantFP::getInfinity(t);
  llvm::Value* x_finite =
      builder_.CreateFCmpOLT(builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x), infinity);
  llvm::Value* y_infinite =
      builder_.CreateFCmpOEQ(builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, y), infinity);
  llvm::Value* overflow = builder_.CreateAnd(positive, y_infinite);
  llvm::Value* keep_x = builder_.CreateOr(builder_.CreateNot(x_finite), overflow);
  return builder_.CreateSelect(keep_x, x, z);
}

llvm::Value* FunctionLowering::EmitMathCall(const CallExpr& call, MathBuiltin which) {
  const BuiltinInfo& info = Info(IdOf(which));
  const Type* result = TypeOf(call);
  // The float type the function computes in.
  bool all_float32 = llvm::all_of(call.args, [&](const Expr* arg) {
    return TypeOf(*arg)->is_float() && TypeOf(*arg)->bits() <= 32;
  });
  const Type* floating = all_float32 ? types().Float32() : types().Float64();
  if (info.math_result == MathResult::Int && TypeOf(*call.args[0])->is_integer()) {
    return EmitAs(*call.args[0], result);  // floor/ceil/trunc of an integer is itself
  }
  if (info.math_result == MathResult::Bool && !TypeOf(*call.args[0])->is_float()) {
    Emit(*call.args[0]);
    return builder_.getInt1(which == MathBuiltin::Isfinite);  // integers are finite numbers
  }
  switch (info.math_result) {
    case MathResult::FirstFloat:
      return EmitLdexp(call, result);
    case MathResult::FloatPair:
    case MathResult::MantissaExponent:
      return EmitMathPair(call, which, result);
    case MathResult::Float:
    case MathResult::Int:
    case MathResult::Bool:
      break;
  }
  std::vector<llvm::Value*> args;
  for (const Expr* arg : call.args) args.push_back(EmitAs(*arg, floating));
  llvm::Value* value = MathFunction(which, args, floating);
  if (info.math_result == MathResult::Int) return Convert(builder_, value, floating, result);
  return value;
}

// Native instructions where PTX has them, libdevice for the rest.
llvm::Value* FunctionLowering::MathFunction(MathBuiltin which, llvm::ArrayRef<llvm::Value*> args,
                                            const Type* type) {
  llvm::Value* x = args[0];
  llvm::Type* t = x->getType();
  llvm::Value* infinity = llvm::ConstantFP::getInfinity(t);
  switch (which) {
    case MathBuiltin::Sqrt:
      return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::sqrt, x);
    case MathBuiltin::Fabs:
      return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x);
    case MathBuiltin::Floor:
      return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::floor, x);
    case MathBuiltin::Ceil:
      return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::ceil, x);
    case MathBuiltin::Trunc:
      return builder_.CreateUnaryIntrinsic(llvm::Intrinsic::trunc, x);
    case MathBuiltin::Copysign:
      return builder_.CreateBinaryIntrinsic(llvm::Intrinsic::copysign, x, args[1]);
    case MathBuiltin::Isnan:
      return builder_.CreateFCmpUNO(x, x);
    case MathBuiltin::Isinf:
      return builder_.CreateFCmpOEQ(builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x),
                                    infinity);
    case MathBuiltin::Isfinite:
      return builder_.CreateFCmpOLT(builder_.CreateUnaryIntrinsic(llvm::Intrinsic::fabs, x),
                                    infinity);
    case MathBuiltin::Radians:
      return builder_.CreateFMul(x, llvm::ConstantFP::get(t, M_PI / 180.0));
    case MathBuiltin::Degrees:
      return builder_.CreateFMul(x, llvm::ConstantFP::get(t, 180.0 / M_PI));
    case MathBuiltin::Exp:
    case MathBuiltin::Exp2:
    case MathBuiltin::Expm1:
    case MathBuiltin::Log:
    case MathBuiltin::Log2:
    case MathBuiltin::Log10:
    case MathBuiltin::Log1p:
    case MathBuiltin::Pow:
    case MathBuiltin::Sin:
    case MathBuiltin::Cos:
    case MathBuiltin::Tan:
    case MathBuiltin::Asin:
    case MathBuiltin::Acos:
    case MathBuiltin::Atan:
    case MathBuiltin::Atan2:
    case MathBuiltin::Sinh:
    case MathBuiltin::Cosh:
    case MathBuiltin::Tanh:
    case MathBuiltin::Asinh:
    case MathBuiltin::Acosh:
    case MathBuiltin::Atanh:
    case MathBuiltin::Fmod:
    case MathBuiltin::Hypot:
    case MathBuiltin::Erf:
    case MathBuiltin::Erfc:
    case MathBuiltin::Gamma:
    case MathBuiltin::Lgamma:
    case MathBuiltin::Remainder:
    case MathBuiltin::Nextafter:
      return LibdeviceCall(Info(IdOf(which)).name, args, type);
    case MathBuiltin::Ldexp:
    case MathBuiltin::Modf:
    case MathBuiltin::Frexp:
      break;  // EmitLdexp, EmitMathPair
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` has no lowering");
}

// `math.ldexp(x, i)`: libdevice's, with `i` as an int32, as Numba calls it.
llvm::Value* FunctionLowering::EmitLdexp(const CallExpr& call, const Type* result) {
  llvm::Value* x = EmitAs(*call.args[0], result);
  llvm::Value* exponent = EmitAs(*call.args[1], types().Int32());
  llvm::Type* t = x->getType();
  if (t->isHalfTy()) x = builder_.CreateFPExt(x, builder_.getFloatTy());
  const Type* computed = t->isHalfTy() ? types().Float32() : result;
  llvm::FunctionCallee callee = module_.Libdevice(
      LibdeviceName("ldexp", computed, false), x->getType(), {x->getType(), builder_.getInt32Ty()});
  llvm::Value* value = builder_.CreateCall(callee, {x, exponent});
  return t->isHalfTy() ? builder_.CreateFPTrunc(value, t) : value;
}

// `math.modf(x)` -> (fraction, integer part) and `math.frexp(x)` ->
// (mantissa, exponent): libdevice returns the first and stores the second
// through a pointer to a local.
llvm::Value* FunctionLowering::EmitMathPair(const CallExpr& call, MathBuiltin which,
                                            const Type* result) {
  const Type* floating = result->elements()[0];
  llvm::Value* x = EmitAs(*call.args[0], floating);
  llvm::Type* t = x->getType();
  const Type* computed = t->isHalfTy() ? types().Float32() : floating;
  if (t->isHalfTy()) x = builder_.CreateFPExt(x, builder_.getFloatTy());
  bool modf = which == MathBuiltin::Modf;
  llvm::Type* second_type = modf ? x->getType() : builder_.getInt32Ty();
  llvm::AllocaInst* second = EntryAlloca(second_type, modf ? "modf.integer" : "frexp.exponent");
  llvm::FunctionCallee callee =
      module_.Libdevice(LibdeviceName(modf ? "modf" : "frexp", computed, false), x->getType(),
                        {x->getType(), builder_.getPtrTy()});
  llvm::Value* first = builder_.CreateCall(callee, {x, second});
  llvm::Value* rest = builder_.CreateLoad(second_type, second);
  if (t->isHalfTy()) {
    first = builder_.CreateFPTrunc(first, t);
    if (modf) rest = builder_.CreateFPTrunc(rest, t);
  }
  llvm::Value* tuple = llvm::PoisonValue::get(Llvm(result));
  tuple = builder_.CreateInsertValue(tuple, first, 0);
  return builder_.CreateInsertValue(tuple, rest, 1);
}

namespace {

// Square and multiply, Numba's loop for `**` with an integer exponent:
//   product = 1; while n: (if n & 1: product *= base); n >>= 1; base *= base
// `n` (unsigned) must be nonzero. Emitted from the builder's block; leaves
// the builder after the loop and returns the product.
llvm::Value* SquareAndMultiply(llvm::IRBuilder<>& b, llvm::Value* base, llvm::Value* n) {
  llvm::Function* function = b.GetInsertBlock()->getParent();
  llvm::BasicBlock* before = b.GetInsertBlock();
  auto* loop = llvm::BasicBlock::Create(b.getContext(), "pow.loop", function);
  auto* after = llvm::BasicBlock::Create(b.getContext(), "pow.end", function);
  llvm::Type* type = base->getType();
  bool is_float = type->isFloatingPointTy();
  auto multiply = [&](llvm::Value* x, llvm::Value* y) {
    return is_float ? b.CreateFMul(x, y) : b.CreateMul(x, y);
  };
  b.CreateBr(loop);
  b.SetInsertPoint(loop);
  llvm::PHINode* product = b.CreatePHI(type, 2, "product");
  llvm::PHINode* square = b.CreatePHI(type, 2, "square");
  llvm::PHINode* remaining = b.CreatePHI(n->getType(), 2, "remaining");
  product->addIncoming(
      is_float ? llvm::ConstantFP::get(type, 1.0) : llvm::ConstantInt::get(type, 1), before);
  square->addIncoming(base, before);
  remaining->addIncoming(n, before);
  llvm::Value* bit = b.CreateTrunc(remaining, b.getInt1Ty());
  llvm::Value* next_product = b.CreateSelect(bit, multiply(product, square), product);
  llvm::Value* next_remaining = b.CreateLShr(remaining, 1);
  product->addIncoming(next_product, loop);
  square->addIncoming(multiply(square, square), loop);
  remaining->addIncoming(next_remaining, loop);
  b.CreateCondBr(b.CreateICmpEQ(next_remaining, b.getInt64(0)), after, loop);
  b.SetInsertPoint(after);
  return next_product;
}

// An always-inline helper `result name(params)` with an entry block.
llvm::Function* PowerHelper(llvm::Module& module, llvm::StringRef name, llvm::Type* result,
                            llvm::ArrayRef<llvm::Type*> params) {
  auto* function = llvm::Function::Create(llvm::FunctionType::get(result, params, false),
                                          llvm::Function::InternalLinkage, name, module);
  function->addFnAttr(llvm::Attribute::AlwaysInline);
  function->addFnAttr(llvm::Attribute::NoUnwind);
  llvm::BasicBlock::Create(module.getContext(), "entry", function);
  return function;
}

}  // namespace

// Integer `**` with Numba's rules: a negative exponent gives 0, except for
// bases 1 and -1 (and INT_MIN for base 0, Numba's value without exceptions).
llvm::Function* ModuleLowering::IntegerPower(bool is_signed) {
  std::string name = is_signed ? "dslc.ipow.i64" : "dslc.ipow.u64";
  if (llvm::Function* existing = module_.getFunction(name)) return existing;
  llvm::Type* i64 = llvm::Type::getInt64Ty(module_.getContext());
  llvm::Function* function = PowerHelper(module_, name, i64, {i64, i64});
  llvm::Value* base = function->getArg(0);
  llvm::Value* exponent = function->getArg(1);
  base->setName("base");
  exponent->setName("exponent");
  llvm::BasicBlock* entry = &function->getEntryBlock();
  auto* compute = llvm::BasicBlock::Create(module_.getContext(), "pow.start", function);
  auto* done = llvm::BasicBlock::Create(module_.getContext(), "pow.done");  // placed after the loop
  llvm::IRBuilder<> b(entry);
  llvm::Value* zero = b.getInt64(0);
  llvm::Value* one = b.getInt64(1);
  llvm::Value* early_result = one;  // x ** 0
  llvm::Value* negative = b.getFalse();
  if (is_signed) {
    negative = b.CreateICmpSLT(exponent, zero);
    llvm::Value* odd = b.CreateTrunc(exponent, b.getInt1Ty());
    llvm::Value* minus_one_result = b.CreateSelect(odd, b.getInt64(-1), one);
    llvm::Value* base_is_zero = b.CreateICmpEQ(base, zero);
    llvm::Value* negative_result = b.CreateSelect(base_is_zero, b.getInt64(INT64_MIN), zero);
    llvm::Value* base_is_minus_one = b.CreateICmpEQ(base, b.getInt64(-1));
    negative_result = b.CreateSelect(base_is_minus_one, minus_one_result, negative_result);
    llvm::Value* base_is_one = b.CreateICmpEQ(base, one);
    negative_result = b.CreateSelect(base_is_one, one, negative_result);
    early_result = b.CreateSelect(negative, negative_result, one);
  }
  b.CreateCondBr(b.CreateOr(negative, b.CreateICmpEQ(exponent, zero)), done, compute);
  b.SetInsertPoint(compute);
  llvm::Value* product = SquareAndMultiply(b, base, exponent);
  llvm::BasicBlock* computed = b.GetInsertBlock();
  b.CreateBr(done);
  done->insertInto(function);
  b.SetInsertPoint(done);
  llvm::PHINode* out = b.CreatePHI(i64, 2);
  out->addIncoming(early_result, entry);
  out->addIncoming(product, computed);
  b.CreateRet(out);
  return function;
}

// Float `**` an integer, as Numba's loop computes it (so results match it
// bit for bit): square and multiply by |exponent|, the reciprocal for a
// negative exponent, and pow() when |exponent| is above 65536.
llvm::Function* ModuleLowering::FloatPower(llvm::Type* type, bool is_signed) {
  std::string float_name = type->isFloatTy() ? "f32" : "f64";
  std::string name = "dslc.fpow." + float_name + (is_signed ? ".i64" : ".u64");
  if (llvm::Function* existing = module_.getFunction(name)) return existing;
  llvm::LLVMContext& context = module_.getContext();
  llvm::Type* i64 = llvm::Type::getInt64Ty(context);
  llvm::Function* function = PowerHelper(module_, name, type, {type, i64});
  llvm::Value* base = function->getArg(0);
  llvm::Value* exponent = function->getArg(1);
  base->setName("base");
  exponent->setName("exponent");
  llvm::BasicBlock* entry = &function->getEntryBlock();
  auto* general = llvm::BasicBlock::Create(context, "pow.general", function);
  auto* check = llvm::BasicBlock::Create(context, "pow.check", function);
  auto* compute = llvm::BasicBlock::Create(context, "pow.start", function);
  auto* done = llvm::BasicBlock::Create(context, "pow.done");  // placed after the loop
  llvm::IRBuilder<> b(entry);
  llvm::Value* zero = b.getInt64(0);
  llvm::Value* negative = is_signed ? b.CreateICmpSLT(exponent, zero) : b.getFalse();
  llvm::Value* magnitude = b.CreateSelect(negative, b.CreateNeg(exponent), exponent);
  b.CreateCondBr(b.CreateICmpUGT(magnitude, b.getInt64(0x10000)), general, check);

  b.SetInsertPoint(general);
  llvm::Value* float_exponent =
      is_signed ? b.CreateSIToFP(exponent, type) : b.CreateUIToFP(exponent, type);
  llvm::FunctionCallee pow =
      Libdevice(type->isFloatTy() ? "__nv_powf" : "__nv_pow", type, {type, type});
  b.CreateRet(b.CreateCall(pow, {base, float_exponent}));

  b.SetInsertPoint(check);
  llvm::Value* one = llvm::ConstantFP::get(type, 1.0);
  b.CreateCondBr(b.CreateICmpEQ(magnitude, zero), done, compute);
  b.SetInsertPoint(compute);
  llvm::Value* product = SquareAndMultiply(b, base, magnitude);
  llvm::BasicBlock* computed = b.GetInsertBlock();
  b.CreateBr(done);
  done->insertInto(function);
  b.SetInsertPoint(done);
  llvm::PHINode* out = b.CreatePHI(type, 2);
  out->addIncoming(one, check);
  out->addIncoming(product, computed);
  b.CreateRet(b.CreateSelect(negative, b.CreateFDiv(one, out), out));
  return function;
}

}  // namespace dslc
