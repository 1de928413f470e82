#include "compiler/scope/constant_eval.h"

#include "compiler/base/internal_error.h"
#include "compiler/scope/module_members.h"
#include "compiler/scope/module_scope.h"
#include "compiler/scope/unusable_global.h"
#include "compiler/types/builtins.h"
#include "compiler/types/enums.h"
#include "compiler/types/internal_facts.h"

namespace dslc {

std::optional<ConstValue> IntLiteralValue(TypeContext& types, const IntLiteralExpr& literal) {
  if (literal.too_large) return std::nullopt;
  if (literal.value <= static_cast<uint64_t>(INT64_MAX)) {
    return ConstValue::Int(types.Int64(), static_cast<int64_t>(literal.value));
  }
  return ConstValue::UInt(types.UInt64(), literal.value);
}

namespace {

class Evaluator {
 public:
  Evaluator(TypeContext& types, const GlobalLookup& lookup, std::string* why, SourceRange* where)
      : types_(types), lookup_(lookup), why_(why), where_(where) {}

  std::optional<ConstValue> Eval(const Expr& expr) {
    switch (expr.kind()) {
      case NodeKind::IntLiteralExpr: {
        auto value = IntLiteralValue(types_, llvm::cast<IntLiteralExpr>(expr));
        if (!value) return Fail(expr, "the integer literal does not fit in 64 bits");
        return value;
      }
      case NodeKind::FloatLiteralExpr:
        return FloatLiteralValue(types_, llvm::cast<FloatLiteralExpr>(expr));
      case NodeKind::BoolLiteralExpr:
        return ConstValue::Bool(types_.Bool(), llvm::cast<BoolLiteralExpr>(expr).value);
      case NodeKind::NoneLiteralExpr:
        return ConstValue::None(types_.None());
      case NodeKind::NameExpr:
        return EvalName(llvm::cast<NameExpr>(expr));
      case NodeKind::AttributeExpr:
        return EvalAttribute(llvm::cast<AttributeExpr>(expr));
      case NodeKind::TupleExpr:
        return EvalTuple(llvm::cast<TupleExpr>(expr));
      case NodeKind::UnaryExpr:
        return EvalUnary(llvm::cast<UnaryExpr>(expr));
      case NodeKind::BinaryExpr:
        return EvalBinary(llvm::cast<BinaryExpr>(expr));
      case NodeKind::CompareExpr:
        return EvalCompare(llvm::cast<CompareExpr>(expr));
      case NodeKind::BoolOpExpr:
        return EvalBoolOp(llvm::cast<BoolOpExpr>(expr));
      case NodeKind::ConditionalExpr: {
        const auto& conditional = llvm::cast<ConditionalExpr>(expr);
        auto condition = Eval(*conditional.condition);
        if (!condition) return std::nullopt;
        return Eval(condition->IsTruthy() ? *conditional.then_value : *conditional.else_value);
      }
      case NodeKind::SubscriptExpr:
        return EvalSubscript(llvm::cast<SubscriptExpr>(expr));
      case NodeKind::CallExpr:
        return EvalCall(llvm::cast<CallExpr>(expr));
      case NodeKind::UnsupportedExpr:
        return Fail(expr, llvm::cast<UnsupportedExpr>(expr).construct.str() +
                              " is not a compile-time constant");
      case NodeKind::StringLiteralExpr:
        return Fail(expr, "strings are not supported in kernel code");
      case NodeKind::ListExpr:
        return Fail(expr, "lists are not supported in kernel code; use a tuple");
      case NodeKind::EllipsisExpr:
      case NodeKind::SliceExpr:
        return Fail(expr,
                    "a constant is built from numbers, booleans, `None`, tuples and operators");
#define DSLC_STMT(Name) case NodeKind::Name##Stmt:
#include "compiler/parse/node_kinds.def"
        DSLC_FATAL("a statement where an expression belongs");
    }
    DSLC_FATAL("an expression of no known kind");
  }

 private:
  std::optional<ConstValue> Fail(const Expr& expr, std::string why) {
    if (why_->empty()) {
      *why_ = std::move(why);
      *where_ = expr.range();
    }
    return std::nullopt;
  }

  // A name bound to a value: a constant, or a module/class for attributes.
  const GlobalBinding* Binding(const NameExpr& name) {
    const GlobalBinding* binding = lookup_(name.name);
    if (!binding) Fail(name, "`" + name.name.str() + "` is not defined");
    return binding;
  }

  std::optional<ConstValue> EvalName(const NameExpr& name) {
    const GlobalBinding* binding = Binding(name);
    if (!binding) return std::nullopt;
    if (binding->constant) return binding->constant;
    if (binding->kind == GlobalBinding::Kind::Unusable) {
      // The words of the error kernel code reading the name gets.
      return Fail(name, WithUnusableReason(*binding, [](const auto& kind, auto... args) {
                    return DiagnosticEmitter::MakeMessage({}, kind, args...).text;
                  }));
    }
    if (binding->array) {
      return Fail(name, "`" + name.name.str() +
                            "` is an array, not a number: arithmetic on module-level arrays is not "
                            "supported");
    }
    return Fail(name, "`" + name.name.str() + "` is not a constant value");
  }

  // The compile-time type an expression denotes: a module or a class.
  const Type* EvalTypeValue(const Expr& expr) {
    const Expr* root = &expr;
    while (const auto* attribute = llvm::dyn_cast<AttributeExpr>(root)) root = attribute->object;
    if (const auto* name = llvm::dyn_cast<NameExpr>(root); name && !Binding(*name)) return nullptr;
    return EvaluateTypeValue(types_, expr, lookup_);
  }

  // What a name is bound to when it is not a constant: a value of known
  // type (a tuple or array parameter) or a module-level array.
  const GlobalBinding* TypedValue(const Expr& expr) {
    const auto* name = llvm::dyn_cast<NameExpr>(&expr);
    const GlobalBinding* binding = name ? lookup_(name->name) : nullptr;
    if (!binding || binding->kind != GlobalBinding::Kind::Value || binding->constant)
      return nullptr;
    return binding->type->is_tuple() || binding->type->is_array() || binding->type->is_scalar()
               ? binding
               : nullptr;
  }

  // dslc.internal's integer_bits(x) and vector_width(dst, src, count) of
  // parameters (known from their types) and constants; nothing for other
  // calls.
  std::optional<ConstValue> EvalInternalFact(const CallExpr& call, const Type* callee) {
    auto id = static_cast<BuiltinId>(callee->id());
    bool bits = id == BuiltinId::InternalIntegerBits && call.args.size() == 1;
    bool width = id == BuiltinId::InternalVectorWidth && call.args.size() == 3;
    if ((!bits && !width) || !call.keywords.empty()) return std::nullopt;
    std::vector<const Type*> types;
    for (size_t k = 0; k < (bits ? 1 : 2); ++k) {
      if (const GlobalBinding* binding = TypedValue(*call.args[k])) {
        types.push_back(binding->type);
      } else if (std::optional<ConstValue> value = Eval(*call.args[k])) {
        types.push_back(value->type());
      } else {
        return Fail(call, std::string("this `") + (bits ? "integer_bits" : "vector_width") +
                              "` is not a compile-time constant");
      }
    }
    if (bits) return ConstValue::Int(types_.Int64(), IntegerBitsOf(types[0]));
    std::optional<ConstValue> count = Eval(*call.args[2]);
    if (!count || !count->type()->is_integer()) return std::nullopt;
    return ConstValue::Int(types_.Int64(), VectorWidthOf(types[0], types[1], count->as_int()));
  }

  // `len(x)` of a tuple (its size) or of a module-level array (its first
  // extent); nothing when `x` is neither.
  std::optional<ConstValue> EvalLen(const CallExpr& call) {
    if (call.args.size() != 1 || !call.keywords.empty()) return std::nullopt;
    int64_t length;
    if (const GlobalBinding* binding = TypedValue(*call.args[0])) {
      if (binding->type->is_tuple()) {
        length = static_cast<int64_t>(binding->type->elements().size());
      } else if (binding->array) {
        length = binding->array->shape[0];
      } else {
        return std::nullopt;
      }
    } else {
      std::optional<ConstValue> tuple = Eval(*call.args[0]);
      if (!tuple) return std::nullopt;
      if (!tuple->type()->is_tuple()) return Fail(call, "`len` takes a tuple or an array");
      length = static_cast<int64_t>(tuple->elements().size());
    }
    return ConstValue::Int(types_.Int64(), length);
  }

  std::optional<ConstValue> EvalAttribute(const AttributeExpr& attribute) {
    // `a.ndim` of an array parameter or a module-level array.
    if (const GlobalBinding* binding = TypedValue(*attribute.object);
        binding && binding->type->is_array() && attribute.name == "ndim") {
      return ConstValue::Int(types_.Int64(), binding->type->ndim());
    }
    if (attribute.name == "value") {
      // `Color.red.value`: a member's value.
      const auto* name = llvm::dyn_cast<NameExpr>(attribute.object);
      const GlobalBinding* binding = name ? lookup_(name->name) : nullptr;
      if (binding && binding->constant && binding->type->is_enum_member()) {
        return binding->constant->Value();
      }
      if (!name) {
        std::optional<ConstValue> member = Eval(*attribute.object);
        if (!member) return std::nullopt;
        if (member->type()->is_enum_member()) return member->Value();
      }
    }
    const Type* object = EvalTypeValue(*attribute.object);
    if (object && object->kind() == TypeKind::Module) {
      auto member = LookupMember(types_, static_cast<ModuleId>(object->id()), attribute.name);
      if (member && member->constant) return member->constant;
    }
    if (object && object->kind() == TypeKind::EnumClass) {
      return EnumMember(attribute, object, attribute.name);
    }
    return Fail(attribute, "`." + attribute.name.str() + "` is not a compile-time constant");
  }

  std::optional<ConstValue> EvalTuple(const TupleExpr& tuple) {
    if (tuple.elements.size() > kMaxTupleElements) {
      return Fail(tuple, "a tuple of " + std::to_string(tuple.elements.size()) +
                             " elements, more than the " + std::to_string(kMaxTupleElements) +
                             " a tuple can hold");
    }
    std::vector<ConstValue> elements;
    std::vector<const Type*> element_types;
    for (const Expr* element : tuple.elements) {
      auto value = Eval(*element);
      if (!value) return std::nullopt;
      element_types.push_back(value->type());
      elements.push_back(*value);
    }
    return ConstValue::Tuple(types_.Tuple(element_types), std::move(elements));
  }

  std::optional<ConstValue> EvalUnary(const UnaryExpr& unary) {
    auto operand = Eval(*unary.operand);
    if (!operand) return std::nullopt;
    std::string error;
    auto value = FoldUnary(types_, unary.op, *operand, &error);
    if (!value) return Fail(unary, error.empty() ? "the operand is not a number" : error);
    return value;
  }

  std::optional<ConstValue> EvalBinary(const BinaryExpr& binary) {
    auto lhs = Eval(*binary.lhs);
    auto rhs = lhs ? Eval(*binary.rhs) : std::nullopt;
    if (!rhs) return std::nullopt;
    std::string error;
    auto value = FoldBinary(types_, binary.op, *lhs, *rhs, &error);
    if (!value) {
      return Fail(binary, error.empty() ? "`" + Spelling(binary.op).str() + "` does not apply to " +
                                              lhs->type()->name() + " and " + rhs->type()->name()
                                        : error);
    }
    return value;
  }

  std::optional<ConstValue> EvalCompare(const CompareExpr& compare) {
    auto lhs = Eval(*compare.operands[0]);
    if (!lhs) return std::nullopt;
    bool result = true;
    for (size_t i = 0; i < compare.ops.size(); ++i) {
      auto rhs = Eval(*compare.operands[i + 1]);
      if (!rhs) return std::nullopt;
      auto value = FoldCompare(types_, compare.ops[i], *lhs, *rhs);
      if (!value) return Fail(compare, "this comparison is not a compile-time constant");
      result = result && value->as_bool();
      lhs = rhs;
    }
    return ConstValue::Bool(types_.Bool(), result);
  }

  // Python's `and`/`or` give one of their operands.
  std::optional<ConstValue> EvalBoolOp(const BoolOpExpr& bool_op) {
    std::optional<ConstValue> value;
    for (const Expr* operand : bool_op.operands) {
      value = Eval(*operand);
      if (!value) return std::nullopt;
      if (value->IsTruthy() == (bool_op.op == BoolOp::Or)) return value;
    }
    return value;
  }

  // `Color.red`, `Color["red"]`.
  std::optional<ConstValue> EnumMember(const Expr& expr, const Type* enum_class,
                                       llvm::StringRef name) {
    if (std::optional<ConstValue> member = EnumMemberNamed(enum_class, name)) return member;
    return Fail(expr, "enum class `" + enum_class->enum_name().str() + "` has no member `" +
                          name.str() + "`");
  }

  std::optional<ConstValue> EvalSubscript(const SubscriptExpr& subscript) {
    const auto* member = llvm::dyn_cast<StringLiteralExpr>(subscript.index);
    if (const Type* object = member ? EvalTypeValue(*subscript.object) : nullptr;
        object && object->kind() == TypeKind::EnumClass) {
      return EnumMember(subscript, object, member->value);
    }
    auto object = Eval(*subscript.object);
    auto index = object ? Eval(*subscript.index) : std::nullopt;
    if (!index) return std::nullopt;
    if (!object->type()->is_tuple() || !index->type()->is_integer()) {
      return Fail(subscript, "only a tuple can be indexed in a constant expression");
    }
    int64_t size = static_cast<int64_t>(object->elements().size());
    int64_t i = index->as_int();
    if (i < 0) i += size;
    if (i < 0 || i >= size) return Fail(subscript, "the tuple index is out of range");
    return object->elements()[i];
  }

  // `float32(2.5)`, `np.int32(7)`, `int(x)`, `float(x)`.
  std::optional<ConstValue> EvalCall(const CallExpr& call) {
    if (BuildsArray(types_, call, lookup_)) {
      return Fail(call,
                  "an array is not a number: a module-level array is assigned to a name of its "
                  "own (`A = np.arange(8)`), and arithmetic on arrays is not supported");
    }
    const Type* callee = EvalTypeValue(*call.callee);
    if (callee && callee->kind() == TypeKind::Builtin &&
        static_cast<BuiltinId>(callee->id()) == BuiltinId::InternalIsArray &&
        call.args.size() == 1) {
      // dslc.internal.is_array(x) of a parameter: known from its type.
      if (const GlobalBinding* binding = TypedValue(*call.args[0])) {
        return ConstValue::Bool(types_.Bool(), binding->type->is_array());
      }
      if (Eval(*call.args[0])) return ConstValue::Bool(types_.Bool(), false);
      return Fail(call, "this `is_array` is not a compile-time constant");
    }
    if (callee && callee->kind() == TypeKind::Builtin) {
      if (std::optional<ConstValue> fact = EvalInternalFact(call, callee)) return fact;
    }
    if (callee && callee->kind() == TypeKind::Builtin &&
        static_cast<BuiltinId>(callee->id()) == BuiltinId::PythonLen) {
      if (std::optional<ConstValue> length = EvalLen(call)) return length;
      return Fail(call, "this `len` is not a compile-time constant");
    }
    if (std::optional<std::string> function = NumpyFunctionName(*call.callee);
        function && !callee) {
      return Fail(call, "`" + *function +
                            "` is not among the NumPy functions a kernel file builds module-level "
                            "arrays with: `np.array`, `np.asarray`, `np.arange`, `np.zeros`, "
                            "`np.ones`, `np.empty` and `np.full`");
    }
    if (!callee || call.args.size() != 1 || !call.keywords.empty()) {
      return Fail(call, "the only calls in a constant are conversions such as `np.int32(5)`");
    }
    auto arg = Eval(*call.args[0]);
    if (!arg) return std::nullopt;
    if (!arg->type()->is_scalar()) return Fail(call, "only numbers can be converted");
    if (callee->kind() == TypeKind::NumberClass) {
      return arg->ConvertTo(types_, types_.Scalar(callee->scalar()));
    }
    if (callee->kind() == TypeKind::Builtin) {
      BuiltinId id = static_cast<BuiltinId>(callee->id());
      if (id == BuiltinId::PythonInt) {
        return arg->type()->is_integer() ? *arg : arg->ConvertTo(types_, types_.Int64());
      }
      if (id == BuiltinId::PythonFloat) {
        return arg->type()->is_float() ? *arg : arg->ConvertTo(types_, types_.Float64());
      }
      if (id == BuiltinId::PythonBool) return arg->ConvertTo(types_, types_.Bool());
    }
    return Fail(call, "the only calls in a constant are conversions such as `np.int32(5)`");
  }

  // `np.linspace` (NumPy imported under any name) or `linspace` imported
  // from NumPy, as written; nothing for another callee.
  std::optional<std::string> NumpyFunctionName(const Expr& callee) {
    if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(&callee)) {
      const Type* module = EvaluateTypeValue(types_, *attribute->object, lookup_);
      const auto* object = llvm::dyn_cast<NameExpr>(attribute->object);
      if (object && module && module->kind() == TypeKind::Module &&
          static_cast<ModuleId>(module->id()) == ModuleId::Numpy) {
        return object->name.str() + "." + attribute->name.str();
      }
    } else if (const auto* name = llvm::dyn_cast<NameExpr>(&callee)) {
      const GlobalBinding* binding = lookup_(name->name);
      if (binding && binding->kind == GlobalBinding::Kind::Unusable &&
          binding->reason == GlobalBinding::Reason::Import &&
          llvm::StringRef(binding->subject).starts_with("numpy.")) {
        return name->name.str();
      }
    }
    return std::nullopt;
  }

  TypeContext& types_;
  const GlobalLookup& lookup_;
  std::string* why_;
  SourceRange* where_;
};

}  // namespace

const Type* EvaluateTypeValue(TypeContext& types, const Expr& expr, const GlobalLookup& lookup) {
  if (const auto* name = llvm::dyn_cast<NameExpr>(&expr)) {
    const GlobalBinding* binding = lookup(name->name);
    return binding && binding->kind == GlobalBinding::Kind::Value ? binding->type : nullptr;
  }
  if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(&expr)) {
    const Type* object = EvaluateTypeValue(types, *attribute->object, lookup);
    if (!object || object->kind() != TypeKind::Module) return nullptr;
    auto member = LookupMember(types, static_cast<ModuleId>(object->id()), attribute->name);
    return member ? member->type : nullptr;
  }
  return nullptr;
}

std::optional<ConstValue> EvaluateConstant(TypeContext& types, const Expr& expr,
                                           const GlobalLookup& lookup, std::string* why,
                                           SourceRange* where) {
  return Evaluator(types, lookup, why, where).Eval(expr);
}

ConstValue FloatLiteralValue(TypeContext& types, const FloatLiteralExpr& literal) {
  if (literal.imaginary) return ConstValue::Complex(types.Complex128(), 0.0, literal.value);
  return ConstValue::Float(types.Float64(), literal.value);
}

}  // namespace dslc
