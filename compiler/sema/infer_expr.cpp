// Typing of expressions: Numba's rules for operators, names, attributes and
// indexing. Each expression's type (and constant value, when it folds) is
// recorded in the TypedFunction's side tables.
#include "compiler/parse/ast_walk.h"
#include "compiler/scope/constant_eval.h"
#include "compiler/scope/module_members.h"
#include "compiler/scope/unusable_global.h"
#include "compiler/sema/infer_impl.h"
#include "compiler/types/array_attributes.h"
#include "compiler/types/enums.h"
#include "compiler/types/promotion.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(UndefinedName, Error, "name `{0}` is not defined", llvm::StringRef);
DSLC_DIAGNOSTIC(TupleTooLong, Error,
                "a tuple of {0} elements, more than the {1} a tuple can hold; use an array "
                "(`cuda.local.array`, or an array argument) for a table this long",
                size_t, size_t);
DSLC_DIAGNOSTIC(GlobalDefinedHere, Note, "`{0}` is defined here", llvm::StringRef);
DSLC_DIAGNOSTIC(IntLiteralTooLarge, Error,
                "integer literal does not fit in 64 bits (the largest is 18446744073709551615)");
// Modules, functions, number classes and the grid group are names kernel
// code uses, not values it can put in a tuple or choose between.
DSLC_DIAGNOSTIC(NotAValue, Error, "{0} numbers, arrays and tuples, not {1}", llvm::StringRef,
                std::string);
DSLC_DIAGNOSTIC(UnsupportedValue, Error, "{0} not supported in kernel code{1}", llvm::StringRef,
                llvm::StringRef);
DSLC_DIAGNOSTIC(UnaryNotApplicable, Error, "operator `{0}` does not apply to {1}", llvm::StringRef,
                Quoted);
DSLC_DIAGNOSTIC(BinaryNotApplicable, Error, "operator `{0}` does not apply to {1} and {2}",
                llvm::StringRef, Quoted, Quoted);
DSLC_DIAGNOSTIC(BinaryOnArrays, Error,
                "operator `{0}` does not apply to {1} and {2}; kernel code works on arrays one "
                "element at a time",
                llvm::StringRef, Quoted, Quoted);
DSLC_DIAGNOSTIC(MatMulUnsupported, Error,
                "matrix multiplication (`@`) is not supported in kernel code");
DSLC_DIAGNOSTIC(BoolOpNeedsNumbers, Error, "`{0}` needs numbers or booleans, not {1}",
                llvm::StringRef, Quoted);
DSLC_DIAGNOSTIC(IsComparesNone, Error,
                "`{0}` cannot compare {1} with {2}: kernel code uses `is` only to test for "
                "`None` and on enum members; compare numbers with `==`",
                llvm::StringRef, Quoted, Quoted);
DSLC_DIAGNOSTIC(EnumCompareOtherEnum, Error,
                "cannot compare {0} and {1} with `{2}`: members of an enum compare with `==` and "
                "`!=` only to members of the same enum (IntEnum members also to integers)",
                Quoted, Quoted, llvm::StringRef);
DSLC_DIAGNOSTIC(
    EnumNotOrdered, Error,
    "members of an `Enum` have no order: cannot compare {0} and {1} with `{2}` (members "
    "of an `IntEnum` compare as integers)",
    Quoted, Quoted, llvm::StringRef);
DSLC_DIAGNOSTIC(EnumHasNoMember, Error, "enum class `{0}` has no member `{1}`", llvm::StringRef,
                llvm::StringRef);
DSLC_DIAGNOSTIC(EnumIndexNotName, Error,
                "an enum class is indexed by the name of one of its members in quotes, such as "
                "`{0}[\"{1}\"]`",
                llvm::StringRef, llvm::StringRef);
DSLC_DIAGNOSTIC(EnumMemberAttribute, Error,
                "{0} has no attribute `{1}`; kernel code reads an enum member's `.value`", Quoted,
                llvm::StringRef);
DSLC_DIAGNOSTIC(InNeedsNumbers, Error,
                "`in` tests a number against a tuple of numbers, not {0} against {1}", Quoted,
                Quoted);
DSLC_DIAGNOSTIC(CannotCompare, Error, "cannot compare {0} and {1} with `{2}`", Quoted, Quoted,
                llvm::StringRef);
DSLC_DIAGNOSTIC(ComplexNotOrdered, Error,
                "complex numbers have no order: cannot compare {0} and {1} with `{2}`", Quoted,
                Quoted, llvm::StringRef);
DSLC_DIAGNOSTIC(ConditionalNoCommonType, Error,
                "the two values of this conditional expression, {0} and {1}, have no common type",
                Quoted, Quoted);
DSLC_DIAGNOSTIC(ModuleHasNoAttribute, Error, "{0} has no attribute `{1}` that kernel code can use",
                std::string, llvm::StringRef);
DSLC_DIAGNOSTIC(Dim3Attributes, Error, "{0} has the attributes `x`, `y` and `z`, not `{1}`",
                std::string, llvm::StringRef);
DSLC_DIAGNOSTIC(NoSuchAttribute, Error, "{0} has no attribute `{1}`", Described, llvm::StringRef);
DSLC_DIAGNOSTIC(NoSuchTupleField, Error, "{0} has no field `{1}`; its fields are {2}", Described,
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(NoArrayAttribute, Error, "arrays have no attribute `{0}`; they have {1}",
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(NotIndexable, Error, "{0} cannot be indexed", Described);
DSLC_DIAGNOSTIC(ArrayIndexNotInteger, Error, "an array index must be an integer, not {0}",
                std::string);
DSLC_DIAGNOSTIC(ArrayTupleIndex, Error,
                "a tuple indexing {0} must hold {1}, one per dimension, not {2}; for a view, "
                "write the subscripts out (`a[i]`, `a[i, :]`)",
                std::string, std::string, std::string);
DSLC_DIAGNOSTIC(TooManySubscripts, Error, "{0} has {1}, but the index gives {2}", Quoted,
                std::string, std::string);
DSLC_DIAGNOSTIC(TupleIndexNotInteger, Error, "a tuple index must be an integer, not {0}", Quoted);
DSLC_DIAGNOSTIC(TupleIndexOutOfRange, Error, "index {0} is out of range for {1}", std::string,
                Quoted);
DSLC_DIAGNOSTIC(TupleIndexNotConstant, Error,
                "the elements of {0} have different types, so the index must be a constant",
                Quoted);
DSLC_DIAGNOSTIC(EmptyTupleIndexed, Error, "an empty tuple cannot be indexed");
DSLC_DIAGNOSTIC(TypeNotInferredHere, Error,
                "the type of `{0}` cannot be inferred: every assignment to it uses its own value",
                llvm::StringRef);

// `a is b`, known from the types alone for None, and from the values of
// constant members of one enum (members of one enum are the same object
// when their values are equal, as Numba has it); nothing when it is decided
// at run time.
std::optional<ConstValue> FoldIdentity(TypeContext& types, CompareOp op, const Type* lhs,
                                       const Type* rhs, const ConstValue* a, const ConstValue* b) {
  bool is = op == CompareOp::Is;
  if (lhs->is_enum_member() && lhs == rhs) {
    if (!a || !b) return std::nullopt;
    std::optional<ConstValue> equal = FoldCompare(types, CompareOp::Eq, *a, *b);
    if (!equal) return std::nullopt;
    return ConstValue::Bool(types.Bool(), equal->as_bool() == is);
  }
  bool same = lhs->is_none() && rhs->is_none();
  return ConstValue::Bool(types.Bool(), is == same);
}

std::string Plural(size_t n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

}  // namespace

const Type* FunctionTyper::Record(const Expr& expr, const Type* type) {
  result_->expr_types_[expr.id()] = type;
  return type;
}

const Type* FunctionTyper::RecordConstant(const Expr& expr, const ConstValue& value) {
  result_->constants_[expr.id()] = value;
  return Record(expr, value.type());
}

const ConstValue* FunctionTyper::ConstantOf(const Expr& expr) const {
  return result_->ConstantOf(expr);
}

const Type* FunctionTyper::TypeExpr(const Expr& expr) {
  ProgramTyper::ExprScope scope(program_);
  return Record(expr, TypeExprKind(expr));
}

const Type* FunctionTyper::TypeExprKind(const Expr& expr) {
  switch (expr.kind()) {
    case NodeKind::NameExpr:
      return TypeName(llvm::cast<NameExpr>(expr));
    case NodeKind::IntLiteralExpr:
      return TypeIntLiteral(llvm::cast<IntLiteralExpr>(expr));
    case NodeKind::FloatLiteralExpr:
      return RecordConstant(expr, FloatLiteralValue(types(), llvm::cast<FloatLiteralExpr>(expr)));
    case NodeKind::BoolLiteralExpr:
      return RecordConstant(
          expr, ConstValue::Bool(types().Bool(), llvm::cast<BoolLiteralExpr>(expr).value));
    case NodeKind::NoneLiteralExpr:
      return RecordConstant(expr, ConstValue::None(types().None()));
    case NodeKind::StringLiteralExpr:
      Error(expr.range(), UnsupportedValue, "strings are", "");
      return nullptr;
    case NodeKind::EllipsisExpr:
      Error(expr.range(), UnsupportedValue, "`...` is", "");
      return nullptr;
    case NodeKind::ListExpr:
      Error(expr.range(), UnsupportedValue, "lists are",
            "; use a tuple, or `cuda.local.array` for an array");
      return nullptr;
    case NodeKind::SliceExpr:
      Error(expr.range(), UnsupportedValue, "slices are", "; index one element at a time");
      return nullptr;
    case NodeKind::UnsupportedExpr:
      return nullptr;  // reported by the parser
    case NodeKind::TupleExpr:
      return TypeTuple(llvm::cast<TupleExpr>(expr));
    case NodeKind::UnaryExpr:
      return TypeUnary(llvm::cast<UnaryExpr>(expr));
    case NodeKind::BinaryExpr:
      return TypeBinary(llvm::cast<BinaryExpr>(expr));
    case NodeKind::BoolOpExpr:
      return TypeBoolOp(llvm::cast<BoolOpExpr>(expr));
    case NodeKind::CompareExpr:
      return TypeCompare(llvm::cast<CompareExpr>(expr));
    case NodeKind::ConditionalExpr:
      return TypeConditional(llvm::cast<ConditionalExpr>(expr));
    case NodeKind::CallExpr:
      return TypeCall(llvm::cast<CallExpr>(expr));
    case NodeKind::AttributeExpr:
      return TypeAttribute(llvm::cast<AttributeExpr>(expr));
    case NodeKind::SubscriptExpr:
      return TypeSubscript(llvm::cast<SubscriptExpr>(expr));
#define DSLC_STMT(Name) case NodeKind::Name##Stmt:
#include "compiler/parse/node_kinds.def"
      DSLC_FATAL("a statement where an expression belongs");
  }
  DSLC_FATAL("an expression of no known kind");
}

const Type* FunctionTyper::TypeName(const NameExpr& name) {
  if (variables_.LocalIndex(name.name) < 0) return TypeGlobal(name);
  int slot = SlotOfRead(name);
  if (slot < 0) return nullptr;  // read before assignment: reported once per round
  result_->load_slots_[name.id()] = slot;
  int value_slot = ValueSlotOfRead(name);
  if (value_slot >= 0) {
    result_->value_read_slots_[name.id()] = value_slot;
    slot = value_slot;
  }
  int param = ConstantParamOf(name);
  if (param >= 0) return RecordConstant(name, *result_->param_constant(param));
  const Type* type = slot_types_[slot];
  // Still unknown in the last round: nothing gave the slot a type except
  // itself (an error elsewhere would already have been reported).
  if (!type && final_ && emitter_.error_count() == errors_at_final_round_) {
    Error(name.range(), TypeNotInferredHere, name.name);
  }
  return type;
}

// The parameter a name reads when it is one specialised for a constant and
// only its incoming value reaches the read (the read is that constant), else
// -1.
int FunctionTyper::ConstantParamOf(const NameExpr& name) const {
  auto it = variables_.reaching.find(name.id());
  if (it == variables_.reaching.end() || it->second.size() != 1) return -1;
  int param = variables_.definitions[it->second.front()].param_index;
  return param >= 0 && result_->param_constant(param) ? param : -1;
}

void FunctionTyper::NeedConstant(const Expr& expr) {
  if (const auto* name = llvm::dyn_cast<NameExpr>(&expr)) {
    int param = ConstantParamOf(*name);
    if (param >= 0) result_->constants_used_[param] = true;
  }
  ForEachChild(expr, [&](const Expr& child) { NeedConstant(child); });
}

const Type* FunctionTyper::TypeGlobal(const NameExpr& name) {
  const GlobalBinding* binding = scope().Lookup(name.name);
  if (!binding) {
    Error(name.range(), UndefinedName, name.name);
    return nullptr;
  }
  switch (binding->kind) {
    case GlobalBinding::Kind::Value:
      if (binding->constant) return RecordConstant(name, *binding->constant);
      if (binding->array) result_->const_arrays_[name.id()] = {binding->array, name.range()};
      return binding->type;
    case GlobalBinding::Kind::Function:
      return binding->type;
    case GlobalBinding::Kind::Unusable:
      if (final_) {
        WithUnusableReason(*binding, [&](const auto& kind, auto... args) {
          DiagnosticEmitter::Builder error = emitter_.Build(Loc(name.range()), kind, args...);
          // A host program's value was bound by no statement to point at.
          if (binding->where.buffer) error.Note(binding->where, GlobalDefinedHere, name.name);
          error.Emit();
        });
      }
      return nullptr;
  }
  DSLC_FATAL("`" + name.name.str() + "` is bound to nothing known");
}

const Type* FunctionTyper::TypeIntLiteral(const IntLiteralExpr& literal) {
  std::optional<ConstValue> value = IntLiteralValue(types(), literal);
  if (!value) {
    Error(literal.range(), IntLiteralTooLarge);
    return nullptr;
  }
  return RecordConstant(literal, *value);
}

const Type* FunctionTyper::TypeTuple(const TupleExpr& tuple) {
  if (tuple.elements.size() > kMaxTupleElements) {
    Error(tuple.range(), TupleTooLong, tuple.elements.size(), kMaxTupleElements);
    return nullptr;
  }
  std::vector<const Type*> elements;
  std::vector<ConstValue> values;
  bool constant = true;
  for (const Expr* element : tuple.elements) {
    const Type* type = TypeExpr(*element);
    if (!type) return nullptr;
    if (!IsValue(type)) {
      Error(element->range(), NotAValue, "a tuple holds", Describe(type));
      return nullptr;
    }
    elements.push_back(type);
    const ConstValue* value = ConstantOf(*element);
    constant = constant && value;
    if (value) values.push_back(*value);
  }
  const Type* type = types().Tuple(elements);
  if (constant) return RecordConstant(tuple, ConstValue::Tuple(type, std::move(values)));
  return type;
}

const Type* FunctionTyper::TypeUnary(const UnaryExpr& unary) {
  const Type* operand = TypeExpr(*unary.operand);
  if (!operand) return nullptr;
  if (unary.op == UnaryOp::Not && (operand->is_tuple() || operand->is_none())) {
    const ConstValue value =
        ConstValue::Bool(types().Bool(), !(operand->is_tuple() && !operand->elements().empty()));
    return RecordConstant(unary, value);
  }
  std::optional<OperatorTyping> typing = dslc::TypeUnary(types(), unary.op, operand);
  if (!typing) {
    Error(unary.range(), UnaryNotApplicable, Spelling(unary.op), operand);
    return nullptr;
  }
  if (const ConstValue* value = ConstantOf(*unary.operand)) {
    std::string error;
    if (auto folded = FoldUnary(types(), unary.op, *value, &error))
      return RecordConstant(unary, *folded);
  }
  return typing->result;
}

const Type* FunctionTyper::TypeBinary(const BinaryExpr& binary) {
  const Type* lhs = TypeExpr(*binary.lhs);
  const Type* rhs = TypeExpr(*binary.rhs);
  if (!lhs || !rhs) return nullptr;
  std::optional<OperatorTyping> typing = dslc::TypeBinary(types(), binary.op, lhs, rhs);
  if (!typing) {
    if (binary.op == BinaryOp::MatMul) {
      Error(binary.op_range, MatMulUnsupported);
    } else if (lhs->is_array() || rhs->is_array()) {
      Error(binary.op_range, BinaryOnArrays, Spelling(binary.op), lhs, rhs);
    } else {
      Error(binary.op_range, BinaryNotApplicable, Spelling(binary.op), lhs, rhs);
    }
    return nullptr;
  }
  const ConstValue* a = ConstantOf(*binary.lhs);
  const ConstValue* b = ConstantOf(*binary.rhs);
  if (a && b) {
    std::string error;
    if (auto folded = FoldBinary(types(), binary.op, *a, *b, &error)) {
      return RecordConstant(binary, *folded);
    }
  }
  return typing->result;
}

// `a and b` is one of its operands, as in Python; the operands unify.
const Type* FunctionTyper::TypeBoolOp(const BoolOpExpr& bool_op) {
  const Type* result = nullptr;
  for (const Expr* operand : bool_op.operands) {
    const Type* type = TypeExpr(*operand);
    if (!type) return nullptr;
    if (!type->is_scalar()) {
      Error(operand->range(), BoolOpNeedsNumbers, Spelling(bool_op.op), type);
      return nullptr;
    }
    result = result ? Unify(types(), result, type) : type;
  }
  return result;
}

const Type* FunctionTyper::TypeCompare(const CompareExpr& compare) {
  std::vector<const Type*> operands;
  for (const Expr* operand : compare.operands) {
    const Type* type = TypeExpr(*operand);
    if (!type) return nullptr;
    operands.push_back(type);
  }
  bool constant = true;
  bool value = true;
  for (size_t i = 0; i < compare.ops.size(); ++i) {
    const Type* pair = TypeComparePair(compare, compare.ops[i], operands[i], operands[i + 1]);
    if (!pair) return nullptr;
    const ConstValue* a = ConstantOf(*compare.operands[i]);
    const ConstValue* b = ConstantOf(*compare.operands[i + 1]);
    std::optional<ConstValue> folded;
    if (a && b) folded = FoldCompare(types(), compare.ops[i], *a, *b);
    if (compare.ops[i] == CompareOp::Is || compare.ops[i] == CompareOp::IsNot) {
      folded = FoldIdentity(types(), compare.ops[i], operands[i], operands[i + 1], a, b);
    }
    constant = constant && folded;
    if (folded) value = value && folded->as_bool();
  }
  if (constant) return RecordConstant(compare, ConstValue::Bool(types().Bool(), value));
  return types().Bool();
}

const Type* FunctionTyper::TypeComparePair(const Expr& at, CompareOp op, const Type* lhs,
                                           const Type* rhs) {
  switch (op) {
    case CompareOp::Is:
    case CompareOp::IsNot:
      if (lhs->is_none() || rhs->is_none() || lhs->is_enum_member() || rhs->is_enum_member()) {
        return types().Bool();
      }
      Error(at.range(), IsComparesNone, Spelling(op), lhs, rhs);
      return nullptr;
    case CompareOp::In:
    case CompareOp::NotIn:
      if (rhs->is_tuple() && lhs->is_scalar() &&
          llvm::all_of(rhs->elements(), [](const Type* e) { return e->is_scalar(); })) {
        return types().Bool();
      }
      Error(at.range(), InNeedsNumbers, lhs, rhs);
      return nullptr;
    case CompareOp::Lt:
    case CompareOp::LtE:
    case CompareOp::Gt:
    case CompareOp::GtE:
      if ((lhs->is_enum_member() && !lhs->is_int_enum()) ||
          (rhs->is_enum_member() && !rhs->is_int_enum())) {
        Error(at.range(), EnumNotOrdered, lhs, rhs, Spelling(op));
        return nullptr;
      }
      if (lhs->is_complex() || rhs->is_complex()) {
        Error(at.range(), ComplexNotOrdered, lhs, rhs, Spelling(op));
        return nullptr;
      }
      [[fallthrough]];
    case CompareOp::Eq:
    case CompareOp::NotEq:
      if (dslc::TypeCompare(types(), lhs, rhs)) return types().Bool();
      if (lhs->is_enum_member() && lhs == rhs) return types().Bool();
      if (lhs->is_enum_member() || rhs->is_enum_member()) {
        Error(at.range(), EnumCompareOtherEnum, lhs, rhs, Spelling(op));
        return nullptr;
      }
      Error(at.range(), CannotCompare, lhs, rhs, Spelling(op));
      return nullptr;
  }
  DSLC_FATAL("no such comparison");
}

const Type* FunctionTyper::TypeConditional(const ConditionalExpr& conditional) {
  TypeCondition(*conditional.condition);
  const Type* then_type = TypeExpr(*conditional.then_value);
  const Type* else_type = TypeExpr(*conditional.else_value);
  if (!then_type || !else_type) return nullptr;
  for (const Expr* value : {conditional.then_value, conditional.else_value}) {
    const Type* type = result_->TypeOf(*value);
    if (IsValue(type)) continue;
    Error(value->range(), NotAValue, "a conditional expression chooses between", Describe(type));
    return nullptr;
  }
  const Type* unified = Unify(types(), then_type, else_type);
  if (!unified) {
    Error(conditional.range(), ConditionalNoCommonType, then_type, else_type);
    return nullptr;
  }
  const ConstValue* condition = ConstantOf(*conditional.condition);
  const ConstValue* chosen = condition ? ConstantOf(condition->IsTruthy() ? *conditional.then_value
                                                                          : *conditional.else_value)
                                       : nullptr;
  if (chosen) return RecordConstant(conditional, chosen->ConvertTo(types(), unified));
  return unified;
}

const Type* FunctionTyper::TypeAttribute(const AttributeExpr& attribute) {
  const Type* object = TypeExpr(*attribute.object);
  if (!object) return nullptr;
  switch (object->kind()) {
    case TypeKind::Module: {
      auto module = static_cast<ModuleId>(object->id());
      std::optional<ModuleMember> member = LookupMember(types(), module, attribute.name);
      if (!member) {
        Error(attribute.name_range, ModuleHasNoAttribute, object->name(), attribute.name);
        return nullptr;
      }
      if (member->constant) return RecordConstant(attribute, *member->constant);
      return member->type;
    }
    case TypeKind::Dim3:
      if (attribute.name == "x" || attribute.name == "y" || attribute.name == "z") {
        return types().Int32();
      }
      Error(attribute.name_range, Dim3Attributes, object->name(), attribute.name);
      return nullptr;
    case TypeKind::Array:
      if (auto method = LookupMember(types(), ModuleId::ArrayMethods, attribute.name)) {
        return method->type;
      }
      return TypeArrayAttribute(attribute, object);
    case TypeKind::GridGroup:
      return TypeGridGroupAttribute(attribute, object);
    case TypeKind::Record:
      return TypeRecordField(object, attribute.name, attribute.name_range);
    case TypeKind::Vector:
      return TypeVectorMember(attribute, object);
    case TypeKind::EnumClass:
      return TypeEnumMember(attribute, object, attribute.name, attribute.name_range);
    case TypeKind::EnumMember:
      if (attribute.name == "value") {
        if (const ConstValue* member = ConstantOf(*attribute.object)) {
          return RecordConstant(attribute, member->Value());
        }
        return object->dtype();
      }
      Error(attribute.name_range, EnumMemberAttribute, object, attribute.name);
      return nullptr;
    case TypeKind::Scalar:
      if (object->is_integer()) {
        if (auto method = LookupMember(types(), ModuleId::IntMethods, attribute.name)) {
          return method->type;
        }
      }
      if (!object->is_bool()) {
        if (const Type* part = TypeNumberPart(attribute, object)) return part;
        if (auto method = LookupMember(types(), ModuleId::NumberMethods, attribute.name)) {
          return method->type;
        }
      }
      Error(attribute.name_range, NoSuchAttribute, object, attribute.name);
      return nullptr;
    case TypeKind::Tuple:
      if (object->is_named_tuple()) return TypeNamedTupleField(attribute, object);
      [[fallthrough]];
    case TypeKind::None:
    case TypeKind::Builtin:
    case TypeKind::NumberClass:
    case TypeKind::DeviceFunction:
    case TypeKind::Range:
    case TypeKind::VectorClass:
      Error(attribute.name_range, NoSuchAttribute, object, attribute.name);
      return nullptr;
  }
  DSLC_FATAL("an attribute of `" + object->name() + "`, a type of no known kind");
}

// `p.x` of a named tuple: its element of that name, as `p[0]` reads it.
const Type* FunctionTyper::TypeNamedTupleField(const AttributeExpr& attribute, const Type* tuple) {
  int index = tuple->FieldIndex(attribute.name);
  if (index >= 0) return tuple->elements()[static_cast<size_t>(index)];
  std::string fields;
  for (const std::string& field : tuple->field_names()) {
    fields += (fields.empty() ? "`" : ", `") + field + "`";
  }
  Error(attribute.name_range, NoSuchTupleField, tuple, attribute.name,
        fields.empty() ? std::string("none") : fields);
  return nullptr;
}

// `Color.red` or `Color["red"]`: the member, a constant.
const Type* FunctionTyper::TypeEnumMember(const Expr& expr, const Type* enum_class,
                                          llvm::StringRef name, SourceRange name_range) {
  if (std::optional<ConstValue> member = EnumMemberNamed(enum_class, name)) {
    return RecordConstant(expr, *member);
  }
  Error(name_range, EnumHasNoMember, enum_class->enum_name(), name);
  return nullptr;
}

const Type* FunctionTyper::TypeArrayAttribute(const AttributeExpr& attribute, const Type* array) {
  std::optional<ArrayAttribute> which = LookupArrayAttribute(attribute.name);
  if (!which) {
    Error(attribute.name_range, NoArrayAttribute, attribute.name, ArrayAttributeList());
    return nullptr;
  }
  const Type* int64 = types().Int64();
  // A host program's constant array has its extents known.
  if (const ConstArray* known = result_->ConstArrayOf(*attribute.object)) {
    if (std::optional<ConstValue> value = KnownArrayAttribute(*known, *which)) {
      return RecordConstant(attribute, *value);
    }
  }
  switch (*which) {
    case ArrayAttribute::Shape:
    case ArrayAttribute::Strides:
      return types().Tuple(std::vector<const Type*>(array->ndim(), int64));
    case ArrayAttribute::Size:
    case ArrayAttribute::Nbytes:
      return int64;
    case ArrayAttribute::Ndim:
      return RecordConstant(attribute, ConstValue::Int(int64, array->ndim()));
    case ArrayAttribute::Itemsize:
      return RecordConstant(attribute, ConstValue::Int(int64, array->dtype()->bits() / 8));
    case ArrayAttribute::Dtype:
      return types().NumberClass(array->dtype()->scalar());
    case ArrayAttribute::Transpose:
      return TransposedType(array);
  }
  DSLC_FATAL("no typing for the array attribute `" + attribute.name.str() + "`");
}

// `.shape`, `.strides`, `.size` and `.nbytes` of a host program's array
// (constant or on the device); nothing
// for the attributes typed alike for every array.
std::optional<ConstValue> FunctionTyper::KnownArrayAttribute(const ConstArray& array,
                                                             ArrayAttribute which) {
  const Type* int64 = types().Int64();
  int64_t itemsize = array.type->dtype()->bits() / 8;
  auto tuple = [&](const std::vector<int64_t>& values) {
    std::vector<ConstValue> elements;
    for (int64_t value : values) elements.push_back(ConstValue::Int(int64, value));
    return ConstValue::Tuple(types().Tuple(std::vector<const Type*>(values.size(), int64)),
                             std::move(elements));
  };
  switch (which) {
    case ArrayAttribute::Shape:
      return tuple(array.shape);
    case ArrayAttribute::Strides:
      return tuple(array.strides);
    case ArrayAttribute::Size:
      return ConstValue::Int(int64, array.size());
    case ArrayAttribute::Nbytes:
      return ConstValue::Int(int64, array.size() * itemsize);
    case ArrayAttribute::Ndim:
    case ArrayAttribute::Itemsize:
    case ArrayAttribute::Dtype:
    case ArrayAttribute::Transpose:
      return std::nullopt;
  }
  DSLC_FATAL("no such array attribute");
}

const Type* FunctionTyper::TypeSubscript(const SubscriptExpr& subscript) {
  const Type* object = TypeExpr(*subscript.object);
  if (!object) return nullptr;
  if (object->is_array()) return TypeArrayIndex(subscript, object);
  if (object->is_tuple()) return TypeTupleIndex(subscript, object);
  if (object->is_record()) return TypeRecordSubscript(subscript, object);
  if (object->kind() == TypeKind::EnumClass) {
    const auto* name = llvm::dyn_cast<StringLiteralExpr>(subscript.index);
    if (name && !name->bytes) {
      return TypeEnumMember(subscript, object, name->value, name->range());
    }
    Error(subscript.index->range(), EnumIndexNotName, object->enum_name(),
          object->enum_members().names.front());
    return nullptr;
  }
  TypeExpr(*subscript.index);
  Error(subscript.range(), NotIndexable, object);
  return nullptr;
}

// One integer per dimension gives an element; fewer subscripts, or a slice
// among them, give a view (TypeArrayView).
const Type* FunctionTyper::TypeArrayIndex(const SubscriptExpr& subscript, const Type* array) {
  const Expr& index = *subscript.index;
  llvm::SmallVector<const Expr*, 4> parts = SubscriptParts(subscript);
  if (static_cast<int>(parts.size()) > array->ndim()) {
    for (const Expr* part : parts) {
      if (!llvm::isa<SliceExpr>(part)) TypeExpr(*part);
    }
    Error(index.range(), TooManySubscripts, array, Plural(array->ndim(), "dimension"),
          Plural(parts.size(), "subscript"));
    return nullptr;
  }
  bool view = static_cast<int>(parts.size()) < array->ndim() ||
              llvm::any_of(parts, [](const Expr* part) { return llvm::isa<SliceExpr>(part); });
  const Type* index_type = nullptr;
  if (view && parts.size() == 1 && !llvm::isa<SliceExpr>(index)) {
    // `a[t]` with `t` a tuple value of one integer per dimension, as
    // `cuda.grid(2)` gives, is an element; an integer gives a view.
    if (!(index_type = TypeExpr(index))) return nullptr;
    if (index_type->is_tuple()) return TypeArrayTupleIndex(index, index_type, array);
  }
  if (view) return TypeArrayView(array, parts, index_type);
  if (!(index_type = TypeExpr(index))) return nullptr;
  for (const Expr* part : parts) {
    const Type* type = result_->TypeOf(*part);
    // As in Numba, a bool is not an index (NumPy would read it as a mask).
    if (!type || !type->is_integer()) {
      Error(part->range(), ArrayIndexNotInteger, type ? Quote(type) : std::string("this"));
      return nullptr;
    }
  }
  return array->dtype();
}

const Type* FunctionTyper::TypeArrayTupleIndex(const Expr& index, const Type* tuple,
                                               const Type* array) {
  bool integers = llvm::all_of(tuple->elements(), [](const Type* t) { return t->is_integer(); });
  if (!integers || static_cast<int>(tuple->elements().size()) != array->ndim()) {
    Error(index.range(), ArrayTupleIndex, Quote(array), Plural(array->ndim(), "integer"),
          Quote(tuple));
    return nullptr;
  }
  return array->dtype();
}

const Type* FunctionTyper::TypeTupleIndex(const SubscriptExpr& subscript, const Type* tuple) {
  const Type* index = TypeExpr(*subscript.index);
  if (!index) return nullptr;
  if (!index->is_integer()) {
    Error(subscript.index->range(), TupleIndexNotInteger, index);
    return nullptr;
  }
  size_t size = tuple->elements().size();
  if (const ConstValue* constant = ConstantOf(*subscript.index)) {
    if (!llvm::all_equal(tuple->elements())) NeedConstant(*subscript.index);  // picks the type
    int64_t i = index->is_signed() ? constant->as_int() : static_cast<int64_t>(constant->as_uint());
    if (i < 0) i += static_cast<int64_t>(size);
    if (i < 0 || i >= static_cast<int64_t>(size)) {
      Error(subscript.index->range(), TupleIndexOutOfRange, constant->ToString(), tuple);
      return nullptr;
    }
    if (const ConstValue* whole = ConstantOf(*subscript.object)) {
      return RecordConstant(subscript, whole->elements()[i]);
    }
    return tuple->elements()[i];
  }
  for (const Type* element : tuple->elements()) {
    if (element != tuple->elements()[0]) {
      Error(subscript.index->range(), TupleIndexNotConstant, tuple);
      return nullptr;
    }
  }
  if (size == 0) {
    Error(subscript.range(), EmptyTupleIndexed);
    return nullptr;
  }
  return tuple->elements()[0];
}

}  // namespace dslc
