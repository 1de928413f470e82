// Expressions and operators, with Python's semantics as Numba implements
// them: `//` and `%` follow the divisor's sign, integer division by zero
// gives 0 (NumPy's error model, which Numba uses on the GPU), shifts past
// the width give 0 (or the sign), and `a < b < c` evaluates `b` once.
#include "compiler/lower/lower_impl.h"
#include "compiler/types/promotion.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {

llvm::Value* FunctionLowering::Emit(const Expr& expr) {
  LocatedAt located(*this, expr.range());
  const Type* type = TypeOf(expr);
  if (const ConstValue* constant = typed_.ConstantOf(expr)) {
    if (type &&
        (type->is_scalar() || type->is_tuple() || type->is_none() || type->is_enum_member())) {
      return EmitConstant(*constant);
    }
  }
  llvm::SaveAndRestore<const Node*> at(check_node_, &expr);
  return EmitKind(expr);
}

llvm::Value* FunctionLowering::EmitAs(const Expr& expr, const Type* to) {
  return Convert(builder_, Emit(expr), TypeOf(expr), to);
}

llvm::Value* FunctionLowering::EmitConstant(const ConstValue& value) {
  const Type* type = value.type();
  if (type->is_enum_member()) return EmitConstant(value.Value());
  if (type->is_tuple()) {
    std::vector<llvm::Constant*> elements;
    for (const ConstValue& element : value.elements()) {
      elements.push_back(llvm::cast<llvm::Constant>(EmitConstant(element)));
    }
    return llvm::ConstantStruct::get(llvm::cast<llvm::StructType>(Llvm(type)), elements);
  }
  if (type->is_none()) return llvm::ConstantStruct::get(llvm::StructType::get(context()), {});
  if (type->is_float()) return llvm::ConstantFP::get(Llvm(type), value.as_float());
  if (type->is_complex()) {
    auto* complex = llvm::cast<llvm::StructType>(Llvm(type));
    llvm::Type* part = complex->getElementType(0);
    return llvm::ConstantStruct::get(complex, {llvm::ConstantFP::get(part, value.as_float()),
                                               llvm::ConstantFP::get(part, value.as_imag())});
  }
  return llvm::ConstantInt::get(Llvm(type), value.as_uint(), type->is_signed());
}

llvm::Value* FunctionLowering::EmitCondition(const Expr& condition) {
  const Type* type = TypeOf(condition);
  if (!type->is_scalar()) {
    // A tuple or None: its truth is known from its type (sema folded it).
    const ConstValue* constant = typed_.ConstantOf(condition);
    bool truth = type->is_tuple() ? !type->elements().empty() : false;
    if (constant) truth = constant->IsTruthy();
    Emit(condition);
    return builder_.getInt1(truth);
  }
  return Truth(builder_, Emit(condition), type);
}

llvm::Value* FunctionLowering::EmitKind(const Expr& expr) {
  switch (expr.kind()) {
    case NodeKind::NameExpr:
      return EmitName(llvm::cast<NameExpr>(expr));
    case NodeKind::UnaryExpr:
      return EmitUnary(llvm::cast<UnaryExpr>(expr));
    case NodeKind::BinaryExpr:
      return EmitBinary(llvm::cast<BinaryExpr>(expr));
    case NodeKind::BoolOpExpr:
      return EmitBoolOp(llvm::cast<BoolOpExpr>(expr));
    case NodeKind::CompareExpr:
      return EmitCompare(llvm::cast<CompareExpr>(expr));
    case NodeKind::ConditionalExpr:
      return EmitConditional(llvm::cast<ConditionalExpr>(expr));
    case NodeKind::CallExpr:
      return EmitCall(llvm::cast<CallExpr>(expr));
    case NodeKind::AttributeExpr:
      return EmitAttribute(llvm::cast<AttributeExpr>(expr));
    case NodeKind::SubscriptExpr:
      return EmitSubscript(llvm::cast<SubscriptExpr>(expr));
    case NodeKind::TupleExpr:
      return EmitTuple(llvm::cast<TupleExpr>(expr));
    // Literals are constants (Emit); the rest has no run-time value.
    case NodeKind::IntLiteralExpr:
    case NodeKind::FloatLiteralExpr:
    case NodeKind::BoolLiteralExpr:
    case NodeKind::NoneLiteralExpr:
    case NodeKind::StringLiteralExpr:
    case NodeKind::EllipsisExpr:
    case NodeKind::ListExpr:
    case NodeKind::SliceExpr:
    case NodeKind::UnsupportedExpr:
      return NoRunTimeValue(expr);
#define DSLC_STMT(Name) case NodeKind::Name##Stmt:
#include "compiler/parse/node_kinds.def"
      DSLC_FATAL("a statement where an expression belongs");
  }
  DSLC_FATAL("an expression of no known kind");
}

llvm::Value* FunctionLowering::NoRunTimeValue(const Expr& expr) {
  const Type* type = TypeOf(expr);
  DSLC_CHECK(!type || !Llvm(type), "no lowering for an expression of type `" + type->name() + "`");
  return nullptr;
}

llvm::Value* FunctionLowering::EmitName(const NameExpr& name) {
  if (llvm::Value* value = LoadSlot(typed_.ReadSlot(name))) return value;
  if (const ConstArray* array = typed_.ConstArrayOf(name)) return EmitConstantArray(*array);
  return NoRunTimeValue(name);  // other globals are constants or compile-time things
}

llvm::Value* FunctionLowering::EmitUnary(const UnaryExpr& unary) {
  const Type* operand_type = TypeOf(*unary.operand);
  llvm::Value* operand = Emit(*unary.operand);
  if (unary.op == UnaryOp::Not) return builder_.CreateNot(Truth(builder_, operand, operand_type));
  OperatorTyping typing = *dslc::TypeUnary(types(), unary.op, operand_type);
  if (operand_type->is_integer() && unary.op != UnaryOp::Plus) {
    // As Numba: negated or inverted in the operand's own width, then
    // widened (-uint8(200) is 56, not 2**64 - 200).
    llvm::Value* own =
        unary.op == UnaryOp::Negate ? builder_.CreateNeg(operand) : builder_.CreateNot(operand);
    return Convert(builder_, own, operand_type, typing.result);
  }
  llvm::Value* value = Convert(builder_, operand, operand_type, typing.lhs);
  switch (unary.op) {
    case UnaryOp::Plus:
      return value;
    case UnaryOp::Negate:
      if (typing.result->is_complex()) return ComplexNegate(value, typing.result);
      return typing.result->is_float() ? builder_.CreateFNeg(value) : builder_.CreateNeg(value);
    case UnaryOp::Invert:
      return builder_.CreateNot(value);
    case UnaryOp::Not:
      break;
  }
  DSLC_FATAL("`not` reached the arithmetic of unary operators");
}

llvm::Value* FunctionLowering::EmitBinary(const BinaryExpr& binary) {
  llvm::Value* lhs = Emit(*binary.lhs);
  llvm::Value* rhs = Emit(*binary.rhs);
  return BinaryOperation(binary.op, lhs, TypeOf(*binary.lhs), rhs, TypeOf(*binary.rhs));
}

llvm::Value* FunctionLowering::FloatOp(unsigned opcode, llvm::Value* a, llvm::Value* b) {
  return builder_.CreateBinOp(static_cast<llvm::Instruction::BinaryOps>(opcode), a, b);
}

llvm::Value* FunctionLowering::BinaryOperation(BinaryOp op, llvm::Value* lhs, const Type* lhs_type,
                                               llvm::Value* rhs, const Type* rhs_type) {
  OperatorTyping typing = *TypeBinary(types(), op, lhs_type, rhs_type);
  llvm::Value* a = Convert(builder_, lhs, lhs_type, typing.lhs);
  llvm::Value* b = Convert(builder_, rhs, rhs_type, typing.rhs);
  const Type* result = typing.result;
  CheckDivisor(op, b, typing.rhs);
  if (result->is_complex()) return ComplexArithmetic(op, a, b, result);
  if (op == BinaryOp::Pow) return Power(a, typing.lhs, b, typing.rhs, result);
  if (result->is_float()) {
    switch (op) {
      case BinaryOp::Add:
        return FloatOp(llvm::Instruction::FAdd, a, b);
      case BinaryOp::Sub:
        return FloatOp(llvm::Instruction::FSub, a, b);
      case BinaryOp::Mul:
        return FloatOp(llvm::Instruction::FMul, a, b);
      case BinaryOp::Div:
        return FloatOp(llvm::Instruction::FDiv, a, b);
      case BinaryOp::FloorDiv:
      case BinaryOp::Mod:
        return FloatDivision(op, a, b, result);
      case BinaryOp::Pow:  // above
      case BinaryOp::MatMul:
      case BinaryOp::LShift:
      case BinaryOp::RShift:
      case BinaryOp::BitAnd:
      case BinaryOp::BitOr:
      case BinaryOp::BitXor:
        break;
    }
    DSLC_FATAL("no lowering for `" + Spelling(op).str() + "` on `" + result->name() + "`");
  }
  bool is_signed = result->is_signed() && !result->is_bool();
  switch (op) {
    case BinaryOp::Add:
      return builder_.CreateAdd(a, b);
    case BinaryOp::Sub:
      return builder_.CreateSub(a, b);
    case BinaryOp::Mul:
      return builder_.CreateMul(a, b);
    case BinaryOp::FloorDiv:
    case BinaryOp::Mod:
      return IntegerDivision(op, a, b, is_signed);
    case BinaryOp::LShift:
    case BinaryOp::RShift:
      return Shift(op, a, b, is_signed);
    case BinaryOp::BitAnd:
      return builder_.CreateAnd(a, b);
    case BinaryOp::BitOr:
      return builder_.CreateOr(a, b);
    case BinaryOp::BitXor:
      return builder_.CreateXor(a, b);
    case BinaryOp::Div:  // true division is on floats
    case BinaryOp::Pow:  // above
    case BinaryOp::MatMul:
      break;
  }
  DSLC_FATAL("no lowering for `" + Spelling(op).str() + "` on `" + result->name() + "`");
}

// Python's `//` and `%` on integers. A zero divisor gives 0, and so does the
// one overflowing case, INT_MIN by -1 (Numba's values, instead of undefined
// behaviour); with a constant divisor LLVM folds these checks away.
llvm::Value* FunctionLowering::IntegerDivision(BinaryOp op, llvm::Value* a, llvm::Value* b,
                                               bool is_signed) {
  if (llvm::Value* shifted = DivideByPowerOfTwo(op, a, b, is_signed)) return shifted;
  llvm::Type* type = a->getType();
  llvm::Value* zero = llvm::ConstantInt::get(type, 0);
  llvm::Value* one = llvm::ConstantInt::get(type, 1);
  llvm::Value* undefined = builder_.CreateICmpEQ(b, zero);
  if (is_signed) {
    unsigned width = type->getIntegerBitWidth();
    // (One instruction per statement: argument evaluation order would
    // otherwise decide the IR's order.)
    llvm::Value* a_is_min =
        builder_.CreateICmpEQ(a, builder_.getInt(llvm::APInt::getSignedMinValue(width)));
    llvm::Value* b_is_minus_one = builder_.CreateICmpEQ(b, llvm::ConstantInt::getSigned(type, -1));
    undefined = builder_.CreateOr(undefined, builder_.CreateAnd(a_is_min, b_is_minus_one));
  }
  llvm::Value* safe = builder_.CreateSelect(undefined, one, b);
  llvm::Value* result;
  if (!is_signed) {
    result = op == BinaryOp::FloorDiv ? builder_.CreateUDiv(a, safe) : builder_.CreateURem(a, safe);
  } else {
    llvm::Value* quotient = builder_.CreateSDiv(a, safe);
    llvm::Value* remainder = builder_.CreateSRem(a, safe);
    // Round toward negative infinity: a nonzero remainder whose sign differs
    // from the divisor's moves the quotient down and the remainder over.
    llvm::Value* remainder_nonzero = builder_.CreateICmpNE(remainder, zero);
    llvm::Value* signs_differ = builder_.CreateICmpSLT(builder_.CreateXor(remainder, b), zero);
    llvm::Value* adjust = builder_.CreateAnd(remainder_nonzero, signs_differ);
    result = op == BinaryOp::FloorDiv
                 ? builder_.CreateSub(quotient, builder_.CreateZExt(adjust, type))
                 : builder_.CreateSelect(adjust, builder_.CreateAdd(remainder, b), remainder);
  }
  return builder_.CreateSelect(undefined, zero, result);
}

// `a // 2**k` and `a % 2**k` for a constant power of two: an arithmetic
// shift and a mask, which round toward negative infinity as Python does.
// (LLVM cannot see this through the sign fix-up of the general form, and
// `i // 2`, `i % 32` are common in index arithmetic.) Null otherwise.
llvm::Value* FunctionLowering::DivideByPowerOfTwo(BinaryOp op, llvm::Value* a, llvm::Value* b,
                                                  bool is_signed) {
  auto* divisor = llvm::dyn_cast<llvm::ConstantInt>(b);
  if (!divisor || !divisor->getValue().isPowerOf2()) return nullptr;
  // A signed divisor 2**(width-1) is INT_MIN, negative: not this case.
  if (is_signed && divisor->getValue().isNegative()) return nullptr;
  if (op == BinaryOp::Mod) return builder_.CreateAnd(a, divisor->getValue() - 1);
  unsigned shift = divisor->getValue().logBase2();
  if (shift == 0) return a;  // a // 1
  return is_signed ? builder_.CreateAShr(a, shift) : builder_.CreateLShr(a, shift);
}

// Python's float `//` and `%` (CPython's algorithm, as Numba uses):
//   mod = fmod(a, b); div = (a - mod) / b
//   if mod: if (b < 0) != (mod < 0): mod += b; div -= 1   else: mod = copysign(0, b)
//   floordiv = floor(div), rounded up when div - floor(div) > 0.5 (or copysign(0, a/b))
// A zero divisor gives what Numba's NumPy error model gives: a / b for `//`
// (an infinity or NaN) and fmod's NaN for `%`.
llvm::Value* FunctionLowering::FloatDivision(BinaryOp op, llvm::Value* a, llvm::Value* b,
                                             const Type* type) {
  llvm::Type* t = a->getType();
  llvm::Value* zero = llvm::ConstantFP::get(t, 0.0);
  llvm::Value* one = llvm::ConstantFP::get(t, 1.0);
  llvm::Value* mod = LibdeviceCall("fmod", {a, b}, type);
  llvm::Value* mod_nonzero = builder_.CreateFCmpUNE(mod, zero);
  llvm::Value* b_negative = builder_.CreateFCmpOLT(b, zero);
  llvm::Value* mod_negative = builder_.CreateFCmpOLT(mod, zero);
  llvm::Value* adjust =
      builder_.CreateAnd(mod_nonzero, builder_.CreateXor(b_negative, mod_negative));
  if (op == BinaryOp::Mod) {
    llvm::Value* moved = builder_.CreateSelect(adjust, builder_.CreateFAdd(mod, b), mod);
    llvm::Value* signed_zero = builder_.CreateBinaryIntrinsic(llvm::Intrinsic::copysign, zero, b);
    return builder_.CreateSelect(mod_nonzero, moved, signed_zero);
  }
  llvm::Value* div = builder_.CreateFDiv(builder_.CreateFSub(a, mod), b);
  div = builder_.CreateSelect(adjust, builder_.CreateFSub(div, one), div);
  llvm::Value* floor = builder_.CreateUnaryIntrinsic(llvm::Intrinsic::floor, div);
  llvm::Value* fraction = builder_.CreateFSub(div, floor);
  llvm::Value* round_up = builder_.CreateFCmpOGT(fraction, llvm::ConstantFP::get(t, 0.5));
  floor = builder_.CreateSelect(round_up, builder_.CreateFAdd(floor, one), floor);
  llvm::Value* quotient = builder_.CreateFDiv(a, b);
  llvm::Value* signed_zero =
      builder_.CreateBinaryIntrinsic(llvm::Intrinsic::copysign, zero, quotient);
  llvm::Value* div_nonzero = builder_.CreateFCmpUNE(div, zero);
  llvm::Value* result = builder_.CreateSelect(div_nonzero, floor, signed_zero);
  llvm::Value* b_is_zero = builder_.CreateFCmpOEQ(b, zero);
  return builder_.CreateSelect(b_is_zero, quotient, result);
}

// A shift by the width or more gives 0, or the sign for `>>` on signed
// values (Python's integers are unbounded; LLVM's shifts would be poison).
llvm::Value* FunctionLowering::Shift(BinaryOp op, llvm::Value* a, llvm::Value* b, bool is_signed) {
  llvm::Type* type = a->getType();
  unsigned width = type->getIntegerBitWidth();
  llvm::Value* wide = builder_.CreateICmpUGE(b, llvm::ConstantInt::get(type, width));
  llvm::Value* zero = llvm::ConstantInt::get(type, 0);
  if (op == BinaryOp::LShift) return builder_.CreateSelect(wide, zero, builder_.CreateShl(a, b));
  if (!is_signed) return builder_.CreateSelect(wide, zero, builder_.CreateLShr(a, b));
  llvm::Value* amount = builder_.CreateSelect(wide, llvm::ConstantInt::get(type, width - 1), b);
  return builder_.CreateAShr(a, amount);
}

// `a ** b`. A constant integer exponent up to 65536 multiplies out, as
// Numba's unrolled loop does, so results match; other integer exponents call
// a helper with Numba's loop; a float exponent calls libdevice's pow.
llvm::Value* FunctionLowering::Power(llvm::Value* a, const Type* a_type, llvm::Value* b,
                                     const Type* b_type, const Type* result) {
  bool integral_exponent = b_type->is_integer() || b_type->is_bool();
  if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(b); constant && integral_exponent) {
    const llvm::APInt& n = constant->getValue();
    bool is_signed = b_type->is_signed() && !b_type->is_bool();
    bool negative = is_signed && n.isNegative();
    // Numba's limit for unrolling; a negative integer power is 0 or +-1,
    // which the helper works out.
    bool small = negative ? result->is_float() && n.sge(-0x10000) : n.ule(0x10000);
    if (small) return UnrolledPower(a, negative ? -n.getSExtValue() : n.getZExtValue(), negative);
  }
  if (!result->is_float()) {
    return builder_.CreateCall(module_.IntegerPower(result->is_signed()), {a, b});
  }
  if (integral_exponent && !a->getType()->isHalfTy()) {
    return builder_.CreateCall(module_.FloatPower(a->getType(), b_type->is_signed()), {a, b});
  }
  if (integral_exponent) b = Convert(builder_, b, b_type, result);
  return LibdeviceCall("pow", {a, b}, result);
}

// `a ** n` for a constant n: square and multiply, then the reciprocal for a
// negative exponent (floats only).
llvm::Value* FunctionLowering::UnrolledPower(llvm::Value* a, uint64_t n, bool reciprocal) {
  bool is_float = a->getType()->isFloatingPointTy();
  auto multiply = [&](llvm::Value* x, llvm::Value* y) {
    return is_float ? FloatOp(llvm::Instruction::FMul, x, y) : builder_.CreateMul(x, y);
  };
  llvm::Value* one =
      is_float ? llvm::ConstantFP::get(a->getType(), 1.0) : llvm::ConstantInt::get(a->getType(), 1);
  llvm::Value* product = nullptr;  // 1, which a first multiplication would not change
  for (llvm::Value* square = a; n > 0; n >>= 1) {
    if (n & 1) product = product ? multiply(product, square) : square;
    if (n > 1) square = multiply(square, square);
  }
  if (!product) product = one;
  if (reciprocal) product = FloatOp(llvm::Instruction::FDiv, one, product);
  return product;
}

// `a or b`: a if a is true, else b; `a and b`: a if a is false, else b,
// each converted to their common type.
llvm::Value* FunctionLowering::EmitBoolOp(const BoolOpExpr& bool_op) {
  const Type* result = TypeOf(bool_op);
  llvm::BasicBlock* end = NewBlock("boolop.end");
  std::vector<std::pair<llvm::Value*, llvm::BasicBlock*>> incoming;
  for (size_t i = 0; i < bool_op.operands.size(); ++i) {
    const Expr& operand = *bool_op.operands[i];
    llvm::Value* value = Emit(operand);
    llvm::Value* converted = Convert(builder_, value, TypeOf(operand), result);
    if (i + 1 == bool_op.operands.size()) {
      incoming.push_back({converted, builder_.GetInsertBlock()});
      builder_.CreateBr(end);
      break;
    }
    llvm::Value* truth = Truth(builder_, value, TypeOf(operand));
    llvm::BasicBlock* next = NewBlock("boolop.next");
    incoming.push_back({converted, builder_.GetInsertBlock()});
    if (bool_op.op == BoolOp::Or) {
      builder_.CreateCondBr(truth, end, next);
    } else {
      builder_.CreateCondBr(truth, next, end);
    }
    StartBlock(next);
  }
  StartBlock(end);
  llvm::PHINode* phi = builder_.CreatePHI(Llvm(result), incoming.size());
  for (const auto& [value, block] : incoming) phi->addIncoming(value, block);
  return phi;
}

llvm::Value* FunctionLowering::EmitCompare(const CompareExpr& compare) {
  llvm::Value* lhs = Emit(*compare.operands[0]);
  const Type* lhs_type = TypeOf(*compare.operands[0]);
  if (compare.ops.size() == 1) {
    CompareOp op = compare.ops[0];
    const Expr& right = *compare.operands[1];
    if (op == CompareOp::In || op == CompareOp::NotIn) {
      llvm::Value* found = Contains(lhs, lhs_type, TupleElementValues(right), TypeOf(right));
      return op == CompareOp::In ? found : builder_.CreateNot(found);
    }
    return ComparePair(op, lhs, lhs_type, Emit(right), TypeOf(right));
  }
  // a < b < c: evaluates b once, and c only when a < b.
  llvm::BasicBlock* end = NewBlock("compare.end");
  std::vector<std::pair<llvm::Value*, llvm::BasicBlock*>> incoming;
  for (size_t i = 0; i < compare.ops.size(); ++i) {
    llvm::Value* rhs = Emit(*compare.operands[i + 1]);
    const Type* rhs_type = TypeOf(*compare.operands[i + 1]);
    llvm::Value* result = ComparePair(compare.ops[i], lhs, lhs_type, rhs, rhs_type);
    incoming.push_back({result, builder_.GetInsertBlock()});
    if (i + 1 == compare.ops.size()) {
      builder_.CreateBr(end);
    } else {
      llvm::BasicBlock* next = NewBlock("compare.next");
      builder_.CreateCondBr(result, next, end);
      StartBlock(next);
    }
    lhs = rhs;
    lhs_type = rhs_type;
  }
  StartBlock(end);
  llvm::PHINode* phi = builder_.CreatePHI(builder_.getInt1Ty(), incoming.size());
  for (const auto& [value, block] : incoming) phi->addIncoming(value, block);
  return phi;
}

llvm::Value* FunctionLowering::ComparePair(CompareOp op, llvm::Value* lhs, const Type* lhs_type,
                                           llvm::Value* rhs, const Type* rhs_type) {
  bool equality = op == CompareOp::Eq || op == CompareOp::NotEq || op == CompareOp::Is ||
                  op == CompareOp::IsNot;
  if (equality && lhs_type->is_enum_member() && lhs_type == rhs_type) {
    // Members of one enum: the same member when their values are equal.
    llvm::Value* equal = ValuesEqual(lhs, rhs, lhs_type->dtype());
    bool negated = op == CompareOp::NotEq || op == CompareOp::IsNot;
    return negated ? builder_.CreateNot(equal) : equal;
  }
  if (op == CompareOp::Is || op == CompareOp::IsNot) {
    bool same = lhs_type->is_none() && rhs_type->is_none();
    return builder_.getInt1((op == CompareOp::Is) == same);
  }
  if (op == CompareOp::In || op == CompareOp::NotIn) {
    std::vector<llvm::Value*> elements;
    for (unsigned i = 0; i < rhs_type->elements().size(); ++i) {
      elements.push_back(builder_.CreateExtractValue(rhs, {i}));
    }
    llvm::Value* found = Contains(lhs, lhs_type, elements, rhs_type);
    return op == CompareOp::In ? found : builder_.CreateNot(found);
  }
  const Type* common = TypeCompare(types(), lhs_type, rhs_type);
  llvm::Value* a = Convert(builder_, lhs, lhs_type, common);
  llvm::Value* b = Convert(builder_, rhs, rhs_type, common);
  if (common->is_complex()) return ComplexEquality(op, a, b);
  if (common->is_float()) {
    static constexpr llvm::CmpInst::Predicate kFloat[] = {
        llvm::CmpInst::FCMP_OEQ, llvm::CmpInst::FCMP_UNE, llvm::CmpInst::FCMP_OLT,
        llvm::CmpInst::FCMP_OLE, llvm::CmpInst::FCMP_OGT, llvm::CmpInst::FCMP_OGE};
    return builder_.CreateFCmp(kFloat[static_cast<int>(op)], a, b);
  }
  bool is_signed = common->is_signed() && !common->is_bool();
  if (common->is_bool() && op != CompareOp::Eq && op != CompareOp::NotEq) {
    // NVPTX cannot select an ordered comparison of i1 values (without the
    // optimiser, which rewrites it, instruction selection fails); as bytes,
    // False < True holds as in Python.
    a = builder_.CreateZExt(a, builder_.getInt8Ty());
    b = builder_.CreateZExt(b, builder_.getInt8Ty());
  }
  static constexpr llvm::CmpInst::Predicate kSigned[] = {
      llvm::CmpInst::ICMP_EQ,  llvm::CmpInst::ICMP_NE,  llvm::CmpInst::ICMP_SLT,
      llvm::CmpInst::ICMP_SLE, llvm::CmpInst::ICMP_SGT, llvm::CmpInst::ICMP_SGE};
  static constexpr llvm::CmpInst::Predicate kUnsigned[] = {
      llvm::CmpInst::ICMP_EQ,  llvm::CmpInst::ICMP_NE,  llvm::CmpInst::ICMP_ULT,
      llvm::CmpInst::ICMP_ULE, llvm::CmpInst::ICMP_UGT, llvm::CmpInst::ICMP_UGE};
  return builder_.CreateICmp((is_signed ? kSigned : kUnsigned)[static_cast<int>(op)], a, b);
}

// Whether two values of `type` are equal: numbers as `==` compares them,
// tuples element by element.
llvm::Value* FunctionLowering::ValuesEqual(llvm::Value* a, llvm::Value* b, const Type* type) {
  if (!type->is_tuple()) return ComparePair(CompareOp::Eq, a, type, b, type);
  llvm::Value* equal = builder_.getTrue();
  for (unsigned i = 0; i < type->elements().size(); ++i) {
    llvm::Value* element = ValuesEqual(builder_.CreateExtractValue(a, {i}),
                                       builder_.CreateExtractValue(b, {i}), type->elements()[i]);
    equal = i == 0 ? element : builder_.CreateAnd(equal, element);
  }
  return equal;
}

// `value in tuple`, given the tuple's element values; false for ().
llvm::Value* FunctionLowering::Contains(llvm::Value* value, const Type* type,
                                        const std::vector<llvm::Value*>& elements,
                                        const Type* tuple) {
  llvm::Value* found = builder_.getFalse();
  for (size_t i = 0; i < elements.size(); ++i) {
    llvm::Value* equal = ComparePair(CompareOp::Eq, value, type, elements[i], tuple->elements()[i]);
    found = i == 0 ? equal : builder_.CreateOr(found, equal);
  }
  return found;
}

llvm::Value* FunctionLowering::EmitConditional(const ConditionalExpr& conditional) {
  const Type* result = TypeOf(conditional);
  llvm::Value* condition = EmitCondition(*conditional.condition);
  llvm::BasicBlock* then_block = NewBlock("cond.then");
  llvm::BasicBlock* else_block = NewBlock("cond.else");
  llvm::BasicBlock* end = NewBlock("cond.end");
  builder_.CreateCondBr(condition, then_block, else_block);
  StartBlock(then_block);
  llvm::Value* then_value = EmitAs(*conditional.then_value, result);
  llvm::BasicBlock* then_end = builder_.GetInsertBlock();
  builder_.CreateBr(end);
  StartBlock(else_block);
  llvm::Value* else_value = EmitAs(*conditional.else_value, result);
  llvm::BasicBlock* else_end = builder_.GetInsertBlock();
  builder_.CreateBr(end);
  StartBlock(end);
  llvm::PHINode* phi = builder_.CreatePHI(Llvm(result), 2);
  phi->addIncoming(then_value, then_end);
  phi->addIncoming(else_value, else_end);
  return phi;
}

llvm::Value* FunctionLowering::EmitAttribute(const AttributeExpr& attribute) {
  const Type* object = TypeOf(*attribute.object);
  switch (object->kind()) {
    case TypeKind::Dim3:
      return Dim3Component(static_cast<Dim3Id>(object->id()), attribute.name);
    case TypeKind::Array:
      return EmitArrayAttribute(attribute);
    case TypeKind::Record:
      return LoadPlace(*FieldPlace(attribute));
    case TypeKind::Vector:
      return EmitVectorMember(attribute);
    case TypeKind::EnumMember:
      return Emit(*attribute.object);  // `.value`: a member is held as its value
    case TypeKind::Module:
      if (std::optional<ValueId> value =
              LookupValue(static_cast<ModuleId>(object->id()), attribute.name)) {
        if (*value == ValueId::LaneId) {
          if (lanes() > 1) return VirtualLaneId();
          return SpecialRegister(llvm::Intrinsic::nvvm_read_ptx_sreg_laneid);
        }
      }
      return NoRunTimeValue(attribute);  // other members are constants or compile-time things
    case TypeKind::Scalar:
      if (attribute.name == "real" || attribute.name == "imag") return EmitNumberPart(attribute);
      return NoRunTimeValue(attribute);  // a method
    case TypeKind::Tuple: {
      // `p.x` of a named tuple: the element of that name.
      int index = object->FieldIndex(attribute.name);
      DSLC_CHECK(index >= 0,
                 "`" + object->name() + "` has no field `" + attribute.name.str() + "`");
      return builder_.CreateExtractValue(Emit(*attribute.object), {static_cast<unsigned>(index)});
    }
    case TypeKind::None:
    case TypeKind::Builtin:
    case TypeKind::NumberClass:
    case TypeKind::DeviceFunction:
    case TypeKind::Range:
    case TypeKind::GridGroup:
    case TypeKind::VectorClass:
    case TypeKind::EnumClass:
      return NoRunTimeValue(attribute);  // a method, or a constant
  }
  DSLC_FATAL("an attribute of `" + object->name() + "`, a type of no known kind");
}

llvm::Value* FunctionLowering::EmitCall(const CallExpr& call) {
  const Type* callee = TypeOf(*call.callee);
  switch (callee->kind()) {
    case TypeKind::Builtin:
      return EmitBuiltinCall(call, static_cast<BuiltinId>(callee->id()));
    case TypeKind::NumberClass:
      return EmitAs(*call.args[0], TypeOf(call));
    case TypeKind::DeviceFunction:
      return EmitDeviceCall(call, *typed_.CalleeOf(call));
    case TypeKind::VectorClass:
      return EmitVectorConstructor(call);
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
      break;  // not callable (infer_call.cpp)
  }
  DSLC_FATAL("no lowering for a call of `" + callee->name() + "`");
}

// Arguments are evaluated in the order they are written, then passed in
// parameter order; a missing one takes its parameter's default. A long
// tuple is passed element by element (ModuleLowering::DeviceFunction).
llvm::Value* FunctionLowering::EmitDeviceCall(const CallExpr& call, const TypedFunction& callee) {
  if (!IsLongTuple(callee.return_type())) return CallDevice(call, callee, nullptr);
  // A long tuple as one value: only where no use reads it in place.
  llvm::Value* memory = EntryAlloca(Llvm(callee.return_type()), "call.result");
  CallDevice(call, callee, memory);
  return builder_.CreateLoad(Llvm(callee.return_type()), memory);
}

// The device function a call returning a long tuple calls, or null.
const TypedFunction* FunctionLowering::LongTupleCallee(const Expr& expr) {
  const auto* call = llvm::dyn_cast<CallExpr>(&expr);
  if (!call || TypeOf(*call->callee)->kind() != TypeKind::DeviceFunction) return nullptr;
  const TypedFunction* callee = typed_.CalleeOf(*call);
  return IsLongTuple(callee->return_type()) ? callee : nullptr;
}

// `result`: where a device function that returns a long tuple puts it. Only
// the parameters the callee takes at run time get values (ModuleLowering::
// Passed); the others (constants, functions, number classes) are in its
// specialisation.
llvm::Value* FunctionLowering::CallDevice(const CallExpr& call, const TypedFunction& callee,
                                          llvm::Value* result) {
  llvm::DenseMap<const Expr*, std::vector<llvm::Value*>> values;
  auto evaluate = [&](const Expr* arg) {
    values[arg] = IsLongTuple(TypeOf(*arg)) ? TupleElementValues(*arg)
                                            : std::vector<llvm::Value*>{Emit(*arg)};
  };
  for (const Expr* arg : call.args) evaluate(arg);
  for (const KeywordArg& keyword : call.keywords) evaluate(keyword.value);
  std::vector<const Expr*> matched = MatchArguments(callee.def(), call);
  std::vector<llvm::Value*> args;
  if (result) args.push_back(result);
  for (size_t i = 0; i < matched.size(); ++i) {
    if (!module_.Passed(callee, i)) continue;
    const Type* param = callee.param_types()[i];
    const Type* from = matched[i] ? TypeOf(*matched[i]) : param;
    std::vector<llvm::Value*> given;
    if (matched[i]) {
      given = values[matched[i]];
    } else {
      auto* fallback = llvm::cast<llvm::Constant>(
          EmitConstant(*DefaultArgument(callee.info(), callee.def().params[i])));
      given.push_back(fallback);
      if (IsLongTuple(param)) {
        given.clear();
        for (unsigned k = 0; k < param->elements().size(); ++k) {
          given.push_back(fallback->getAggregateElement(k));
        }
      }
    }
    if (!IsLongTuple(param)) {
      args.push_back(Convert(builder_, given[0], from, param));
      continue;
    }
    for (size_t k = 0; k < given.size(); ++k) {
      args.push_back(Convert(builder_, given[k], from->elements()[k], param->elements()[k]));
    }
  }
  llvm::Value* returned = builder_.CreateCall(module_.DeviceFunction(callee), args);
  if (callee.return_type()->is_none()) return EmitConstant(ConstValue::None(callee.return_type()));
  // A signature's return type (TypeDeviceCall): the result converted to it.
  const Type* declared = TypeOf(call);
  if (!result && declared && declared != callee.return_type() && declared->is_number()) {
    return Convert(builder_, returned, callee.return_type(), declared);
  }
  return returned;
}

}  // namespace dslc
