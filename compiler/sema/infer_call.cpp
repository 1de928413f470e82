// Typing of calls: Python's builtins, `math`, `cuda.grid`, casts such as
// `float32(x)`, and device functions (specialised per argument types). The
// other numba.cuda builtins are typed in infer_cuda.cpp,
// infer_cuda_array.cpp and infer_atomic.cpp.
#include "compiler/scope/constant_eval.h"
#include "compiler/scope/library_modules.h"
#include "compiler/sema/call_diagnostics.h"
#include "compiler/sema/infer_impl.h"
#include "compiler/types/promotion.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(NotCallable, Error, "{0} cannot be called", std::string);
DSLC_DIAGNOSTIC(NoMatchingSignature, Error,
                "no signature of `{0}` takes ({1}); its signatures are {2}", std::string,
                std::string, std::string);
DSLC_DIAGNOSTIC(EagerReturnMismatch, Error,
                "`{0}` returns {1}, which does not convert to its signature's return type {2}",
                std::string, std::string, std::string);
DSLC_DIAGNOSTIC(RandomStatesExpected, Error,
                "`{0}` draws from an array of xoroshiro128p states (made by "
                "`create_xoroshiro128p_states`: records with uint64 fields `s0` and `s1`), not {1}",
                std::string, std::string);
DSLC_DIAGNOSTIC(WrongArgumentCount, Error, "`{0}` takes {1}, but {2} given", std::string,
                std::string, std::string);
DSLC_DIAGNOSTIC(NoKeywordArguments, Error, "`{0}` takes no keyword arguments", std::string);
DSLC_DIAGNOSTIC(TakesNumbers, Error, "`{0}` takes numbers, not {1}", llvm::StringRef, Quoted);
DSLC_DIAGNOSTIC(TakesRealNumbers, Error, "`{0}` takes real numbers, not {1}", llvm::StringRef,
                Quoted);
DSLC_DIAGNOSTIC(LenTakesArrayOrTuple, Error, "`len` takes an array or a tuple, not {0}", Quoted);
DSLC_DIAGNOSTIC(TupleTakesTuple, Error,
                "`tuple` takes a tuple (or nothing), not {0}; kernel code makes no tuple of "
                "another iterable",
                std::string);
DSLC_DIAGNOSTIC(RoundDigitsNotInteger, Error,
                "the number of digits of `round` must be an integer, not {0}", Quoted);
DSLC_DIAGNOSTIC(CannotConvert, Error, "cannot convert {0} to {1}", Quoted, Quoted);
DSLC_DIAGNOSTIC(BuiltinTakesNoEnumMember, Error,
                "`{0}` does not take an enum member such as {1}, as in Numba; read its value "
                "with `.value`, or convert an IntEnum member with a cast such as `np.int64(x)`",
                llvm::StringRef, Quoted);
DSLC_DIAGNOSTIC(RangeTakesIntegers, Error, "`range` takes integers, not {0}", Quoted);
DSLC_DIAGNOSTIC(RangeZeroStep, Error, "the step of `range` must not be zero");
DSLC_DIAGNOSTIC(MinMaxArguments, Error,
                "`{0}` takes two or more numbers, or one tuple of numbers, not {1}",
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(NdimNotConstant, Error,
                "`{0}` takes the number of dimensions as a constant 1, 2 or 3, not {1}",
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(NoSuchParameter, Error, "`{0}` has no parameter `{1}`", llvm::StringRef,
                llvm::StringRef);
DSLC_DIAGNOSTIC(MissingArgument, Error, "missing argument `{0}` in the call to `{1}`",
                llvm::StringRef, llvm::StringRef);
DSLC_DIAGNOSTIC(MissingArgumentDefaultNotConstant, Error,
                "missing argument `{0}` in the call to `{1}`; its default is not a compile-time "
                "constant",
                llvm::StringRef, llvm::StringRef);
DSLC_DIAGNOSTIC(GridGroupAsArgument, Error,
                "device functions take numbers, arrays, tuples, number classes and functions, "
                "not the grid group; call `cuda.cg.this_grid()` in the device function instead");
DSLC_DIAGNOSTIC(DeviceArgumentNotValue, Error,
                "device functions take numbers, arrays, tuples, number classes and functions, "
                "not {0}",
                Described);
DSLC_DIAGNOSTIC(DefaultNotValue, Error,
                "the default of `{0}` is {1}; device functions take numbers, arrays and tuples",
                llvm::StringRef, Described);
DSLC_DIAGNOSTIC(SpecializationFailed, Error, "`{0}` cannot be compiled", std::string);
DSLC_DIAGNOSTIC(RecursiveCall, Error,
                "recursive call to `{0}` through other functions; kernel code supports a "
                "function calling itself directly, or recursion that constant arguments end",
                std::string);
DSLC_DIAGNOSTIC(SelfCallWithoutResult, Error,
                "recursive call to `{0}`, whose result has no type: no `return` outside the "
                "recursion gives one, and no signature declares it",
                std::string);
DSLC_DIAGNOSTIC(CalleeDefinedHere, Note, "`{0}` is defined here", llvm::StringRef);
DSLC_DIAGNOSTIC(CallsTooDeep, Error,
                "this call to `{0}` is nested more than {1} device-function calls deep, the most "
                "dslc compiles",
                std::string, int);
DSLC_DIAGNOSTIC(RecursionTooDeep, Error,
                "recursive call to `{0}`, nested more than {1} device-function calls deep; "
                "kernel code supports recursion only where constant arguments end it sooner",
                std::string, int);
DSLC_DIAGNOSTIC(CallInDeepExpressions, Error,
                "this call to `{0}` is inside {1} levels of expressions, counted through the "
                "calls that lead to it; dslc compiles at most {2}",
                std::string, int, int);

std::string Count(size_t n, const char* what) {
  return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

bool IsIntegral(const Type* type) { return type->is_integer() || type->is_bool(); }

// What a device function's parameter may hold: a value (a number, an array,
// a tuple), or a compile-time thing a call can be specialised for (a number
// class, a builtin or device function).
bool IsDeviceArgument(const Type* type) {
  switch (type->kind()) {
    case TypeKind::Scalar:
    case TypeKind::Array:
    case TypeKind::Tuple:
    case TypeKind::NumberClass:
    case TypeKind::Builtin:
    case TypeKind::DeviceFunction:
    case TypeKind::Record:
    case TypeKind::Vector:
    case TypeKind::VectorClass:
    case TypeKind::EnumMember:
      return true;
    case TypeKind::None:
    case TypeKind::EnumClass:
    case TypeKind::Module:
    case TypeKind::Range:
    case TypeKind::Dim3:
    case TypeKind::GridGroup:
      return false;
  }
  DSLC_FATAL("an argument of `" + type->name() + "`, a type of no known kind");
}

}  // namespace

std::optional<ConstValue> DefaultArgument(const FunctionInfo& function, const Param& param) {
  if (const FunctionInfo::BoundArgument* bound = function.Bound(param.name)) return bound->constant;
  if (!param.default_value) return std::nullopt;
  std::string why;
  SourceRange where;
  const ModuleScope& scope = *function.scope;
  GlobalLookup lookup = [&](llvm::StringRef name) { return scope.Lookup(name); };
  return EvaluateConstant(scope.types(), *param.default_value, lookup, &why, &where);
}

std::vector<const Expr*> MatchArguments(const FunctionDefStmt& callee, const CallExpr& call) {
  std::vector<const Expr*> matched(callee.params.size(), nullptr);
  for (size_t i = 0; i < call.args.size() && i < matched.size(); ++i) matched[i] = call.args[i];
  for (const KeywordArg& keyword : call.keywords) {
    for (size_t i = 0; i < callee.params.size(); ++i) {
      if (callee.params[i].name == keyword.name) matched[i] = keyword.value;
    }
  }
  return matched;
}

const Type* FunctionTyper::TypeCall(const CallExpr& call) {
  const Type* callee = TypeExpr(*call.callee);
  std::vector<const Type*> args;
  bool ok = callee != nullptr;
  // The arguments of a loop's `enumerate` or `zip` may be others.
  if (loop_iterables_.contains(&call)) {
    for (const Expr* arg : call.args) loop_iterables_.insert(arg);
  }
  for (size_t i = 0; i < call.args.size(); ++i) {
    args.push_back(TypeCallArgument(callee, *call.args[i], i, ""));
    ok = ok && args.back();
  }
  for (const KeywordArg& keyword : call.keywords) {
    ok = TypeCallArgument(callee, *keyword.value, SIZE_MAX, keyword.name) && ok;
  }
  if (!ok) return nullptr;
  switch (callee->kind()) {
    case TypeKind::DeviceFunction:
      return TypeDeviceCall(call, *callee->function());
    case TypeKind::Builtin:
      return TypeBuiltinCall(call, static_cast<BuiltinId>(callee->id()), args);
    case TypeKind::NumberClass:
      if (!call.keywords.empty()) {
        Error(call.keywords[0].name_range, NoKeywordArguments, Info(callee->scalar()).name.str());
        return nullptr;
      }
      return TypeCast(call, types().Scalar(callee->scalar()), args);
    case TypeKind::VectorClass:
      if (!call.keywords.empty()) {
        Error(call.keywords[0].name_range, NoKeywordArguments, callee->dtype()->name());
        return nullptr;
      }
      return TypeVectorConstructor(call, callee->dtype(), args);
    case TypeKind::Scalar:
    case TypeKind::Array:
    case TypeKind::Tuple:
    case TypeKind::None:
    case TypeKind::Module:
    case TypeKind::Range:
    case TypeKind::Dim3:
    case TypeKind::GridGroup:
    case TypeKind::Record:
    case TypeKind::Vector:
    case TypeKind::EnumClass:
    case TypeKind::EnumMember:
      Error(call.callee->range(), NotCallable, Describe(callee));
      return nullptr;
  }
  DSLC_FATAL("a call of `" + callee->name() + "`, a type of no known kind");
}

bool FunctionTyper::CheckArity(const CallExpr& call, llvm::StringRef name, size_t min, size_t max) {
  size_t given = call.args.size();
  if (given >= min && given <= max) return true;
  std::string takes = min == max        ? Count(min, "argument")
                      : max == SIZE_MAX ? "at least " + Count(min, "argument")
                      : max == min + 1  ? std::to_string(min) + " or " + Count(max, "argument")
                                        : std::to_string(min) + " to " + Count(max, "argument");
  Error(call.range(), WrongArgumentCount, name.str(), takes,
        std::to_string(given) + (given == 1 ? " was" : " were"));
  return false;
}

// Numba's `int`, `float` and `bool` take no enum member (IntEnum members
// convert by a cast to an integer type, or through `.value`).
bool FunctionTyper::CheckNotEnumMember(const CallExpr& call, llvm::StringRef name,
                                       const Type* arg) {
  if (!arg->is_enum_member()) return true;
  Error(call.args[0]->range(), BuiltinTakesNoEnumMember, name, arg);
  return false;
}

bool FunctionTyper::CheckNumbers(const CallExpr& call, llvm::StringRef name,
                                 llvm::ArrayRef<const Type*> args, bool complex_allowed) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (!args[i]->is_scalar()) {
      Error(call.args[i]->range(), TakesNumbers, name, args[i]);
      return false;
    }
    if (args[i]->is_complex() && !complex_allowed) {
      Error(call.args[i]->range(), TakesRealNumbers, name, args[i]);
      return false;
    }
  }
  return true;
}

// Keywords only where builtins.def allows them, then the family's typing
// handler (DSLC_FAMILY) with the family's own enum.
const Type* FunctionTyper::TypeBuiltinCall(const CallExpr& call, BuiltinId id,
                                           llvm::ArrayRef<const Type*> args) {
  const BuiltinInfo& info = Info(id);
  if (!call.keywords.empty() && !info.takes_keywords) {
    Error(call.keywords[0].name_range, NoKeywordArguments, QualifiedName(id));
    return nullptr;
  }
  switch (info.family) {
#define DSLC_FAMILY(Family, TypeHandler, LowerHandler) \
  case BuiltinFamily::Family:                          \
    return TypeHandler(call, static_cast<Family##Builtin>(id), args);
#include "compiler/types/builtins.def"
  }
  DSLC_FATAL("`" + QualifiedName(id) + "` has no builtin family");
}

// Python's builtins, one by one.
const Type* FunctionTyper::TypePythonCall(const CallExpr& call, PythonBuiltin which,
                                          llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  switch (which) {
    case PythonBuiltin::Range:
      return TypeRangeCall(call, args);
    case PythonBuiltin::Len:
      if (!CheckArity(call, name, 1, 1)) return nullptr;
      if (args[0]->is_tuple()) {
        return RecordConstant(call, ConstValue::Int(types().Int64(), args[0]->elements().size()));
      }
      if (const ConstArray* known = result_->ConstArrayOf(*call.args[0])) {
        return RecordConstant(call, ConstValue::Int(types().Int64(), known->shape[0]));
      }
      if (args[0]->is_array()) return types().Int64();
      Error(call.args[0]->range(), LenTakesArrayOrTuple, args[0]);
      return nullptr;
    case PythonBuiltin::Abs:
      if (!CheckArity(call, name, 1, 1) || !CheckNumbers(call, name, args, true)) return nullptr;
      // |z| of a complex number: a float of its parts' precision.
      if (args[0]->is_complex())
        return types().Scalar(args[0]->bits() == 64 ? ScalarKind::Float32 : ScalarKind::Float64);
      // Numba's `abs` has no bool version; of the versions a bool converts to
      // equally well, int8 is listed first.
      return args[0]->is_bool() ? types().Scalar(ScalarKind::Int8) : args[0];
    case PythonBuiltin::Min:
    case PythonBuiltin::Max:
      return TypeMinMax(call, which, args);
    case PythonBuiltin::Round:
      if (!CheckArity(call, name, 1, 2) || !CheckNumbers(call, name, args)) return nullptr;
      if (args.size() == 2) {
        if (!IsIntegral(args[1])) {
          Error(call.args[1]->range(), RoundDigitsNotInteger, args[1]);
          return nullptr;
        }
        return args[0]->is_float() ? args[0] : types().Float64();
      }
      // Numba rounds any number as a float, to an int64.
      return types().Int64();
    case PythonBuiltin::Int:
      if (!CheckArity(call, name, 1, 1) || !CheckNotEnumMember(call, name, args[0]) ||
          !CheckNumbers(call, name, args)) {
        return nullptr;
      }
      return TypeCast(call, args[0]->is_integer() ? args[0] : types().Int64(), args);
    case PythonBuiltin::Float:
      if (!CheckArity(call, name, 1, 1) || !CheckNotEnumMember(call, name, args[0]) ||
          !CheckNumbers(call, name, args)) {
        return nullptr;
      }
      return TypeCast(call, args[0]->is_float() ? args[0] : types().Float64(), args);
    case PythonBuiltin::Bool:
      if (!CheckArity(call, name, 1, 1) || !CheckNotEnumMember(call, name, args[0]) ||
          !CheckNumbers(call, name, args, true)) {
        return nullptr;
      }
      return TypeCast(call, types().Bool(), args);
    case PythonBuiltin::Pow: {
      if (!CheckArity(call, name, 2, 2) || !CheckNumbers(call, name, args, true)) return nullptr;
      std::optional<OperatorTyping> typing =
          dslc::TypeBinary(types(), BinaryOp::Pow, args[0], args[1]);
      return typing ? typing->result : nullptr;
    }
    case PythonBuiltin::Complex:
      return TypeComplexConstructor(call, args);
    case PythonBuiltin::Tuple:
      if (!CheckArity(call, name, 0, 1)) return nullptr;
      if (args.empty()) return RecordConstant(call, ConstValue::Tuple(types().Tuple({}), {}));
      if (!args[0]->is_tuple()) {
        Error(call.args[0]->range(), TupleTakesTuple, Describe(args[0]));
        return nullptr;
      }
      if (const ConstValue* value = ConstantOf(*call.args[0])) return RecordConstant(call, *value);
      return args[0];
    case PythonBuiltin::Enumerate:
    case PythonBuiltin::Zip:
      return TypeIteratorCall(call, which, args);
    case PythonBuiltin::Print:
      return TypePrint(call, args);
  }
  DSLC_FATAL("`" + name + "` is not one of Python's builtins");
}

// `float32(x)` and friends: any number converts (floats truncate toward zero).
const Type* FunctionTyper::TypeCast(const CallExpr& call, const Type* to,
                                    llvm::ArrayRef<const Type*> args) {
  std::string name = to->name();
  if (!CheckArity(call, name, 1, 1)) return nullptr;
  // An IntEnum member converts to integer types, as its value (Numba has
  // no conversion of one to floats).
  const Type* from = args[0]->is_int_enum() && to->is_integer() ? args[0]->dtype() : args[0];
  // Numba converts a complex number to no real type (bool tests it).
  if (!from->is_scalar() || (from->is_complex() && !to->is_complex() && !to->is_bool())) {
    Error(call.args[0]->range(), CannotConvert, args[0], to);
    return nullptr;
  }
  // float16 constants are not folded: the host has no half-precision arithmetic.
  const ConstValue* value = ConstantOf(*call.args[0]);
  if (value && !(to->is_float() && to->bits() == 16)) {
    return RecordConstant(call, value->ConvertTo(types(), to));
  }
  return to;
}

// range(stop), range(start, stop), range(start, stop, step): Numba has an
// int32, an int64 and a uint64 version and picks one by its casting rules, so
// int32 arguments give int32, a literal or any int64 gives int64, and
// unsigned arguments give uint64.
const Type* FunctionTyper::TypeRangeCall(const CallExpr& call, llvm::ArrayRef<const Type*> args) {
  if (!CheckArity(call, "range", 1, 3)) return nullptr;
  for (size_t i = 0; i < args.size(); ++i) {
    if (!IsIntegral(args[i])) {
      Error(call.args[i]->range(), RangeTakesIntegers, args[i]);
      return nullptr;
    }
  }
  if (args.size() == 3) {
    const ConstValue* step = ConstantOf(*call.args[2]);
    if (step && step->as_int() == 0) {
      Error(call.args[2]->range(), RangeZeroStep);
      return nullptr;
    }
  }
  const Type* versions[] = {types().Int32(), types().Int64(), types().UInt64()};
  return types().Range(ChooseOverload(versions, args));
}

const Type* FunctionTyper::TypeMinMax(const CallExpr& call, PythonBuiltin which,
                                      llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  if (!CheckArity(call, name, 1, SIZE_MAX)) return nullptr;
  llvm::ArrayRef<const Type*> values = args;
  if (args.size() == 1) {
    if (!args[0]->is_tuple() || args[0]->elements().empty()) {
      Error(call.args[0]->range(), MinMaxArguments, name,
            args[0]->is_tuple() ? std::string("an empty tuple") : Describe(args[0]));
      return nullptr;
    }
    values = args[0]->elements();
  }
  const Type* result = nullptr;
  for (size_t i = 0; i < values.size(); ++i) {
    if (!values[i]->is_scalar()) {
      Error(call.args[args.size() == 1 ? 0 : i]->range(), TakesNumbers, name, values[i]);
      return nullptr;
    }
    if (values[i]->is_complex()) {
      Error(call.args[args.size() == 1 ? 0 : i]->range(), TakesRealNumbers, name, values[i]);
      return nullptr;
    }
    result = result ? Promote(types(), result, values[i]) : values[i];
  }
  return result;
}

// cuda.grid(n), cuda.gridsize(n), typed alike: n a constant 1, 2 or 3;
// int64 values.
const Type* FunctionTyper::TypeGridCall(const CallExpr& call, GridBuiltin which,
                                        llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  if (!CheckArity(call, name, 1, 1)) return nullptr;
  const ConstValue* ndim = ConstantOf(*call.args[0]);
  if (!ndim || !args[0]->is_integer() || ndim->as_int() < 1 || ndim->as_int() > 3) {
    std::string seen = !ndim ? "a value known only at run time" : "`" + ndim->ToString() + "`";
    Error(call.args[0]->range(), NdimNotConstant, name, seen);
    return nullptr;
  }
  NeedConstant(*call.args[0]);
  if (ndim->as_int() == 1) return types().Int64();
  return types().Tuple(std::vector<const Type*>(ndim->as_int(), types().Int64()));
}

// math functions, typed from builtins.def alone (arity and result): float32
// in, float32 out; other numbers become float64 (float16 computes in
// float32). isnan and friends give bool. Numba-CUDA's floor, ceil and trunc
// return floats too, unlike CPython's.
const Type* FunctionTyper::TypeMathCall(const CallExpr& call, MathBuiltin which,
                                        llvm::ArrayRef<const Type*> args) {
  const BuiltinInfo& info = Info(IdOf(which));
  std::string name = QualifiedName(IdOf(which));
  size_t arity = info.params().size();
  if (!CheckArity(call, name, arity, arity) || !CheckNumbers(call, name, args)) return nullptr;
  bool all_float32 =
      llvm::all_of(args, [](const Type* t) { return t->is_float() && t->bits() <= 32; });
  const Type* floating = all_float32 ? types().Float32() : types().Float64();
  switch (info.math_result) {
    case MathResult::Float:
      return floating;
    case MathResult::Int:
      return args[0]->is_integer() ? args[0] : types().Int64();
    case MathResult::Bool:
      return types().Bool();
    case MathResult::FirstFloat:
      return args[0]->is_float() && args[0]->bits() <= 32 ? types().Float32() : types().Float64();
    case MathResult::FloatPair:
      return types().Tuple({floating, floating});
    case MathResult::MantissaExponent:
      return types().Tuple({floating, types().Int32()});
  }
  DSLC_FATAL("`" + name + "` has no result kind");
}

// The type of each parameter of `callee` in `call`, the argument's or the
// default's (a constant in the callee's scope), and the constant where the
// argument is one or the default applies. Null after reporting a mismatch.
std::optional<CallArgs> FunctionTyper::DeviceCallArguments(const CallExpr& call,
                                                           const FunctionInfo& callee) {
  const FunctionDefStmt& def = *callee.def;
  // Each mistake in matching arguments to parameters also shows the `def`.
  auto fail = [&](SourceRange at, const auto& base, auto... args) -> std::optional<CallArgs> {
    if (final_) {
      emitter_.Build(Loc(at), base, args...)
          .Note(callee.At(def.name_range), CalleeDefinedHere, def.name)
          .Emit();
    }
    return std::nullopt;
  };
  if (call.args.size() > def.params.size()) {
    return fail(call.range(), WrongArgumentCount, def.name.str(),
                Count(def.params.size(), "argument"), std::to_string(call.args.size()) + " were");
  }
  for (const KeywordArg& keyword : call.keywords) {
    auto param = llvm::find_if(def.params, [&](const Param& p) { return p.name == keyword.name; });
    if (param == def.params.end()) {
      return fail(keyword.name_range, NoSuchParameter, def.name, keyword.name);
    }
    if (param - def.params.begin() < static_cast<ptrdiff_t>(call.args.size())) {
      return fail(keyword.name_range, ArgumentGivenTwice, keyword.name);
    }
  }
  std::vector<const Expr*> matched = MatchArguments(def, call);
  CallArgs args;
  for (size_t i = 0; i < matched.size(); ++i) {
    const Param& param = def.params[i];
    if (matched[i]) {
      args.types.push_back(result_->TypeOf(*matched[i]));
      const ConstValue* constant = ConstantOf(*matched[i]);
      args.constants.push_back(constant ? std::optional(*constant) : std::nullopt);
    } else if (const FunctionInfo::BoundArgument* bound = callee.Bound(param.name)) {
      args.types.push_back(bound->type);  // a cuda.coop object's
      args.constants.push_back(bound->constant);
    } else if (std::optional<ConstValue> value = DefaultArgument(callee, param)) {
      args.types.push_back(value->type());
      args.constants.push_back(std::move(value));
    } else {
      return param.default_value
                 ? fail(call.range(), MissingArgumentDefaultNotConstant, param.name, def.name)
                 : fail(call.range(), MissingArgument, param.name, def.name);
    }
    const Type* type = args.types.back();
    // None is left out, or passed between a library module's functions
    // (whose parameters default to None).
    bool library = IsLibraryScope(*callee.scope);
    if (IsDeviceArgument(type) || ((!matched[i] || library) && type->is_none())) continue;
    if (matched[i] && type->kind() == TypeKind::GridGroup) {
      return fail(matched[i]->range(), GridGroupAsArgument);
    }
    if (matched[i]) {
      return fail(matched[i]->range(), DeviceArgumentNotValue, Described(type));
    }
    return fail(call.range(), DefaultNotValue, param.name, Described(type));
  }
  return args;
}

const Type* FunctionTyper::TypeDeviceCall(const CallExpr& call, const FunctionInfo& callee) {
  const FunctionDefStmt& def = *callee.def;
  const CmathFunction* cmath = CmathFunctionOf(callee);
  if (cmath && !CheckCmathCall(call, *cmath)) return nullptr;
  if (IsCoopFunction(callee) && !IsLibraryScope(scope()) && !CheckCoopCall(call, callee)) {
    return nullptr;
  }
  std::optional<CallArgs> args = DeviceCallArguments(call, callee);
  if (!args) return nullptr;
  const Type* declared_result = nullptr;
  if (!callee.signatures.empty() && !ApplyEagerSignature(call, callee, &*args, &declared_result)) {
    return nullptr;
  }
  if (WrongRandomStates(callee, args->types)) {
    const Expr* states = MatchArguments(def, call)[0];
    Error(states ? states->range() : call.range(), RandomStatesExpected, def.name.str(),
          Describe(args->types[0]));
    return nullptr;
  }
  if (program_.call_depth() >= ProgramTyper::kMaxCallDepth) {
    // Calls of one function, each for other constants, that never end.
    const auto& error = program_.InProgress(callee) ? RecursionTooDeep : CallsTooDeep;
    Error(call.range(), error, def.name.str(), ProgramTyper::kMaxCallDepth);
    return nullptr;
  }
  if (program_.expr_depth() >= ProgramTyper::kMaxExprDepth) {
    Error(call.range(), CallInDeepExpressions, def.name.str(), program_.expr_depth(),
          ProgramTyper::kMaxExprDepth);
    return nullptr;
  }
  bool recursive = false;
  bool reported = false;
  const TypedFunction* typed = program_.Specialize(callee, *args, final_ ? &emitter_ : nullptr,
                                                   Loc(call.range()), &recursive, &reported);
  if (!typed && recursive && IsSelfCall(callee, *args)) return TypeSelfCall(call, declared_result);
  if (!typed && final_ && recursive) {
    Error(call.callee->range(), RecursiveCall, def.name.str());
  } else if (!typed && final_ && !reported) {
    // Not expected: a failed specialisation reports why.
    Error(call.range(), SpecializationFailed, SpecializationName(callee, *args));
  }
  if (!typed) return nullptr;
  result_->callees_[call.id()] = typed;
  std::vector<const Expr*> matched = MatchArguments(def, call);
  for (size_t i = 0; i < matched.size(); ++i) {
    if (matched[i] && typed->param_constant(i)) NeedConstant(*matched[i]);
  }
  if (declared_result && declared_result != typed->return_type()) {
    // The signature's return type: the result converted as Numba converts it.
    if (!declared_result->is_number() || !typed->return_type()->is_number()) {
      Error(call.range(), EagerReturnMismatch, def.name.str(), Quote(typed->return_type()),
            Quote(declared_result));
      return nullptr;
    }
    return declared_result;
  }
  return typed->return_type();
}

// A function calling itself, as Numba allows: the call's type is the
// signature's result where one is declared, else what the function's other
// returns gave in the round before (rounds repeat until it settles). The
// function calls itself at run time.
const Type* FunctionTyper::TypeSelfCall(const CallExpr& call, const Type* declared_result) {
  const Type* result = declared_result ? declared_result : provisional_result_;
  self_call_seen_ = true;
  if (!result) {
    Error(call.callee->range(), SelfCallWithoutResult, info_.def->name.str());
    return nullptr;
  }
  result_->callees_[call.id()] = result_.get();
  result_->self_recursive_ = true;
  self_call_result_ = result;
  return result;
}

// Whether a call of `callee` for `args` is the specialisation being typed.
bool FunctionTyper::IsSelfCall(const FunctionInfo& callee, const CallArgs& args) const {
  return &callee == &info_ && args.types == result_->args().types &&
         args.ConstantTexts() == result_->args().ConstantTexts();
}

// A device function given signatures (`@cuda.jit(["(int64, int64)"],
// device=True)`) is compiled for those only, as in Numba: the call takes
// the signature that fits its arguments best (ChooseSignature) and its
// arguments are converted to it (constants too); its result is the
// signature's return type where one is written.
bool FunctionTyper::ApplyEagerSignature(const CallExpr& call, const FunctionInfo& callee,
                                        CallArgs* args, const Type** declared_result) {
  std::vector<std::vector<const Type*>> params;
  for (const Signature& signature : callee.signatures) params.push_back(signature.params);
  int chosen = ChooseSignature(params, args->types);
  if (chosen < 0) {
    std::string given, listed;
    for (const Type* type : args->types) given += (given.empty() ? "" : ", ") + type->name();
    for (const Signature& signature : callee.signatures) {
      listed += (listed.empty() ? "`" : ", `") + signature.ToString() + "`";
    }
    Error(call.range(), NoMatchingSignature, callee.def->name.str(), given, listed);
    return false;
  }
  const Signature& signature = callee.signatures[static_cast<size_t>(chosen)];
  for (size_t i = 0; i < args->types.size(); ++i) {
    // Compiled once per signature, as in Numba: numbers are not
    // specialised by value (so self-recursion reaches the same function).
    if (signature.params[i]->is_scalar()) args->constants[i].reset();
    args->types[i] = signature.params[i];
  }
  *declared_result =
      signature.return_type && !signature.return_type->is_none() ? signature.return_type : nullptr;
  return true;
}

}  // namespace dslc
