// Typing of calls: Python's builtins, `math`, `cuda.grid`, casts such as
// `float32(x)`, and device functions (specialised per argument types).
#include "compiler/sema/constant_eval.h"
#include "compiler/sema/infer_impl.h"
#include "compiler/sema/promotion.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(NotCallable, Error, "{0} cannot be called", std::string);
DSLC_DIAGNOSTIC(WrongArgumentCount, Error, "`{0}` takes {1}, but {2} given", std::string,
                std::string, std::string);
DSLC_DIAGNOSTIC(NoKeywordArguments, Error, "`{0}` takes no keyword arguments", std::string);
DSLC_DIAGNOSTIC(BadArgument, Error, "{0}", std::string);
DSLC_DIAGNOSTIC(RecursiveCall, Error, "`{0}` calls itself; recursion is not supported in kernel code",
                llvm::StringRef);
DSLC_DIAGNOSTIC(CalleeDefinedHere, Note, "`{0}` is defined here", llvm::StringRef);

std::string Quote(const Type* type) { return "`" + type->name() + "`"; }

std::string Count(size_t n, const char* what) {
  return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

bool IsIntegral(const Type* type) { return type->is_integer() || type->is_bool(); }

}  // namespace

std::optional<ConstValue> DefaultArgument(const ModuleScope& scope, const Param& param) {
  if (!param.default_value) return std::nullopt;
  std::string why;
  SourceRange where;
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
  for (const Expr* arg : call.args) {
    args.push_back(TypeExpr(*arg));
    ok = ok && args.back();
  }
  for (const KeywordArg& keyword : call.keywords) ok = TypeExpr(*keyword.value) && ok;
  if (!ok) return nullptr;
  switch (callee->kind()) {
    case TypeKind::DeviceFunction:
      return TypeDeviceCall(call, *program_.scope().FunctionFor(callee->function()));
    case TypeKind::Builtin:
    case TypeKind::NumberClass:
      break;
    default:
      Error(call.callee->range(), NotCallable, callee->name());
      return nullptr;
  }
  std::string name = callee->kind() == TypeKind::Builtin
                         ? QualifiedName(static_cast<BuiltinId>(callee->id()))
                         : Info(callee->scalar()).name.str();
  if (!call.keywords.empty()) {
    Error(call.keywords[0].name_range, NoKeywordArguments, name);
    return nullptr;
  }
  if (callee->kind() == TypeKind::NumberClass) {
    return TypeCast(call, types().Scalar(callee->scalar()), args);
  }
  return TypeBuiltinCall(call, static_cast<BuiltinId>(callee->id()), args);
}

bool FunctionTyper::CheckArity(const CallExpr& call, llvm::StringRef name, size_t min, size_t max) {
  size_t given = call.args.size();
  if (given >= min && given <= max) return true;
  std::string takes = min == max ? Count(min, "argument")
                      : max == SIZE_MAX ? "at least " + Count(min, "argument")
                                        : std::to_string(min) + " to " + Count(max, "argument");
  Error(call.range(), WrongArgumentCount, name.str(), takes,
        std::to_string(given) + (given == 1 ? " was" : " were"));
  return false;
}

bool FunctionTyper::CheckNumbers(const CallExpr& call, llvm::StringRef name,
                                 llvm::ArrayRef<const Type*> args) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (!args[i]->is_scalar()) {
      Error(call.args[i]->range(), BadArgument,
            "`" + name.str() + "` takes numbers, not " + Quote(args[i]));
      return false;
    }
  }
  return true;
}

const Type* FunctionTyper::TypeBuiltinCall(const CallExpr& call, BuiltinId id,
                                           llvm::ArrayRef<const Type*> args) {
  if (Info(id).is_math) return TypeMathCall(call, id, args);
  std::string name = QualifiedName(id);
  switch (id) {
    case BuiltinId::Range:
      return TypeRangeCall(call, args);
    case BuiltinId::Len:
      if (!CheckArity(call, name, 1, 1)) return nullptr;
      if (args[0]->is_tuple()) {
        return RecordConstant(call, ConstValue::Int(types().Int64(), args[0]->elements().size()));
      }
      if (args[0]->is_array()) return types().Int64();
      Error(call.args[0]->range(), BadArgument, "`len` takes an array or a tuple, not " + Quote(args[0]));
      return nullptr;
    case BuiltinId::Abs:
      if (!CheckArity(call, name, 1, 1) || !CheckNumbers(call, name, args)) return nullptr;
      return args[0]->is_bool() ? types().Int64() : args[0];
    case BuiltinId::Min:
    case BuiltinId::Max:
      return TypeMinMax(call, id, args);
    case BuiltinId::Round:
      if (!CheckArity(call, name, 1, 2) || !CheckNumbers(call, name, args)) return nullptr;
      if (args.size() == 2) {
        if (!IsIntegral(args[1])) {
          Error(call.args[1]->range(), BadArgument, "the number of digits must be an integer");
          return nullptr;
        }
        return args[0]->is_float() ? args[0] : types().Float64();
      }
      return args[0]->is_float() ? types().Int64() : args[0];
    case BuiltinId::Int:
      if (!CheckArity(call, name, 1, 1) || !CheckNumbers(call, name, args)) return nullptr;
      return TypeCast(call, args[0]->is_integer() ? args[0] : types().Int64(), args);
    case BuiltinId::Float:
      if (!CheckArity(call, name, 1, 1) || !CheckNumbers(call, name, args)) return nullptr;
      return TypeCast(call, args[0]->is_float() ? args[0] : types().Float64(), args);
    case BuiltinId::BoolCast:
      if (!CheckArity(call, name, 1, 1) || !CheckNumbers(call, name, args)) return nullptr;
      return TypeCast(call, types().Bool(), args);
    case BuiltinId::PowFunction: {
      if (!CheckArity(call, name, 2, 2) || !CheckNumbers(call, name, args)) return nullptr;
      std::optional<OperatorTyping> typing = dslc::TypeBinary(types(), BinaryOp::Pow, args[0], args[1]);
      return typing ? typing->result : nullptr;
    }
    case BuiltinId::Grid:
    case BuiltinId::GridSize:
      return TypeGridCall(call, id, args);
    default:
      Error(call.callee->range(), NotCallable, "`" + name + "`");
      return nullptr;
  }
}

// `float32(x)` and friends: any number converts (floats truncate toward zero).
const Type* FunctionTyper::TypeCast(const CallExpr& call, const Type* to,
                                    llvm::ArrayRef<const Type*> args) {
  std::string name = to->name();
  if (!CheckArity(call, name, 1, 1)) return nullptr;
  if (!args[0]->is_scalar()) {
    Error(call.args[0]->range(), BadArgument, "cannot convert " + Quote(args[0]) + " to " + Quote(to));
    return nullptr;
  }
  if (const ConstValue* value = ConstantOf(*call.args[0])) {
    if (to->bits() != 16) return RecordConstant(call, value->ConvertTo(types(), to));
  }
  return to;
}

// range(stop), range(start, stop), range(start, stop, step): int64 unless
// every argument fits in int32 (then int32), or all are unsigned 64-bit.
const Type* FunctionTyper::TypeRangeCall(const CallExpr& call, llvm::ArrayRef<const Type*> args) {
  if (!CheckArity(call, "range", 1, 3)) return nullptr;
  bool small = true;
  bool unsigned64 = true;
  for (size_t i = 0; i < args.size(); ++i) {
    if (!IsIntegral(args[i])) {
      Error(call.args[i]->range(), BadArgument, "`range` takes integers, not " + Quote(args[i]));
      return nullptr;
    }
    const ConstValue* value = ConstantOf(*call.args[i]);
    bool fits32 = args[i]->bits() <= 32 && !(args[i]->is_integer() && !args[i]->is_signed() && args[i]->bits() == 32);
    if (value && args[i]->is_signed()) fits32 = value->as_int() >= INT32_MIN && value->as_int() <= INT32_MAX;
    small = small && fits32 && !(value && !args[i]->is_signed() && value->as_uint() > INT32_MAX);
    unsigned64 = unsigned64 && args[i]->is_integer() && !args[i]->is_signed() && args[i]->bits() == 64;
  }
  if (args.size() == 3) {
    const ConstValue* step = ConstantOf(*call.args[2]);
    if (step && step->as_int() == 0) {
      Error(call.args[2]->range(), BadArgument, "the step of `range` must not be zero");
      return nullptr;
    }
  }
  // A range whose bounds are all constants still gets the usual element type.
  bool any_variable = false;
  for (const Expr* arg : call.args) any_variable = any_variable || !ConstantOf(*arg);
  const Type* element = unsigned64 ? types().UInt64()
                        : (small && any_variable) ? types().Int32()
                                                  : types().Int64();
  return types().Range(element);
}

const Type* FunctionTyper::TypeMinMax(const CallExpr& call, BuiltinId id,
                                      llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(id);
  if (!CheckArity(call, name, 1, SIZE_MAX)) return nullptr;
  llvm::ArrayRef<const Type*> values = args;
  if (args.size() == 1) {
    if (!args[0]->is_tuple() || args[0]->elements().empty()) {
      Error(call.args[0]->range(), BadArgument,
            "`" + name + "` takes two or more numbers, or one tuple of numbers");
      return nullptr;
    }
    values = args[0]->elements();
  }
  const Type* result = nullptr;
  for (const Type* value : values) {
    if (!value->is_scalar()) {
      Error(call.range(), BadArgument, "`" + name + "` takes numbers, not " + Quote(value));
      return nullptr;
    }
    result = result ? Promote(types(), result, value) : value;
  }
  return result;
}

// cuda.grid(n), cuda.gridsize(n): n a constant 1, 2 or 3; int64 values.
const Type* FunctionTyper::TypeGridCall(const CallExpr& call, BuiltinId id,
                                        llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(id);
  if (!CheckArity(call, name, 1, 1)) return nullptr;
  const ConstValue* ndim = ConstantOf(*call.args[0]);
  if (!ndim || !args[0]->is_integer() || ndim->as_int() < 1 || ndim->as_int() > 3) {
    Error(call.args[0]->range(), BadArgument,
          "`" + name + "` takes the number of dimensions as a constant 1, 2 or 3");
    return nullptr;
  }
  if (ndim->as_int() == 1) return types().Int64();
  return types().Tuple(std::vector<const Type*>(ndim->as_int(), types().Int64()));
}

// math functions: float32 in, float32 out; other numbers become float64.
// floor, ceil and trunc give int64 (Python 3); isnan and friends give bool.
const Type* FunctionTyper::TypeMathCall(const CallExpr& call, BuiltinId id,
                                        llvm::ArrayRef<const Type*> args) {
  const BuiltinInfo& info = Info(id);
  std::string name = QualifiedName(id);
  if (!CheckArity(call, name, info.math_arity, info.math_arity) || !CheckNumbers(call, name, args)) {
    return nullptr;
  }
  bool all_float32 = llvm::all_of(args, [](const Type* t) {
    return t->is_float() && t->bits() <= 32;
  });
  const Type* floating = all_float32 ? types().Float32() : types().Float64();
  switch (info.math_result) {
    case MathResult::Float:
      return floating;
    case MathResult::Int:
      return args[0]->is_integer() ? args[0] : types().Int64();
    case MathResult::Bool:
      return types().Bool();
  }
  return nullptr;
}

// The type of each parameter of `def` in `call`: the argument's, or the
// default's (a module-level constant). Null after reporting a mismatch.
std::optional<std::vector<const Type*>> FunctionTyper::DeviceCallArguments(
    const CallExpr& call, const FunctionDefStmt& def) {
  if (call.args.size() > def.params.size()) {
    Error(call.range(), WrongArgumentCount, def.name.str(), Count(def.params.size(), "argument"),
          std::to_string(call.args.size()) + " were");
    return std::nullopt;
  }
  for (const KeywordArg& keyword : call.keywords) {
    auto param = llvm::find_if(def.params, [&](const Param& p) { return p.name == keyword.name; });
    if (param == def.params.end() || param - def.params.begin() < static_cast<ptrdiff_t>(call.args.size())) {
      Error(keyword.name_range, BadArgument,
            param == def.params.end()
                ? "`" + def.name.str() + "` has no parameter `" + keyword.name.str() + "`"
                : "`" + keyword.name.str() + "` is given twice, by position and by name");
      return std::nullopt;
    }
  }
  std::vector<const Expr*> matched = MatchArguments(def, call);
  std::vector<const Type*> types_out;
  for (size_t i = 0; i < matched.size(); ++i) {
    if (matched[i]) {
      types_out.push_back(result_->TypeOf(*matched[i]));
      continue;
    }
    std::optional<ConstValue> value = DefaultArgument(program_.scope(), def.params[i]);
    if (!value) {
      Error(call.range(), BadArgument,
            "missing argument `" + def.params[i].name.str() + "` in the call to `" +
                def.name.str() + "`" +
                (def.params[i].default_value ? "; its default is not a compile-time constant" : ""));
      return std::nullopt;
    }
    types_out.push_back(value->type());
  }
  for (size_t i = 0; i < types_out.size(); ++i) {
    const Type* type = types_out[i];
    if (!type->is_scalar() && !type->is_array() && !type->is_tuple()) {
      Error(matched[i] ? matched[i]->range() : call.range(), BadArgument,
            "device functions take numbers, arrays and tuples, not " + type->name());
      return std::nullopt;
    }
  }
  return types_out;
}

const Type* FunctionTyper::TypeDeviceCall(const CallExpr& call, const FunctionInfo& callee) {
  const FunctionDefStmt& def = *callee.def;
  std::optional<std::vector<const Type*>> arg_types = DeviceCallArguments(call, def);
  if (!arg_types) return nullptr;
  bool recursive = false;
  const TypedFunction* typed = program_.Specialize(callee, *arg_types, final_, &recursive);
  if (!typed && final_) {
    std::string list;
    for (size_t i = 0; i < arg_types->size(); ++i) list += (i ? ", " : "") + (*arg_types)[i]->name();
    if (recursive) {
      emitter_.Build(Loc(call.callee->range()), RecursiveCall, def.name)
          .Note(Loc(def.name_range), CalleeDefinedHere, def.name)
          .Emit();
    } else {
      emitter_.Build(Loc(call.range()), BadArgument,
                     "`" + def.name.str() + "` cannot be compiled for the arguments (" + list + ")")
          .Note(Loc(def.name_range), CalleeDefinedHere, def.name)
          .Emit();
    }
  }
  if (!typed) return nullptr;
  result_->callees_[call.id()] = typed;
  return typed->return_type();
}

}  // namespace dslc
