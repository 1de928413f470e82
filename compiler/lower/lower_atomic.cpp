// cuda.atomic.*: relaxed read-modify-writes on one array element, each
// returning the element's old value, as in Numba. The element is found as
// a subscript finds it (negative indices count from the end; no bounds
// check) and the value is converted to the array's dtype first.
//
//   add, sub          atomicrmw add/sub; floats: fadd (sub adds -value)
//   and_, or_, xor    atomicrmw and/or/xor
//   exch              atomicrmw xchg (floats as integers of their width)
//   max, min          integers: atomicrmw max/min (umax/umin if unsigned);
//   nanmax, nanmin    floats: a compare-and-swap loop with Numba's NaN rules
//   inc, dec          CUDA's atomicInc/Dec (unsigned): inc: old >= v ? 0 :
//                     old + 1; dec: old == 0 || old > v ? v : old - 1.
//                     32-bit: llvm.nvvm.atomic.load.inc/dec.32, PTX's own
//                     atom.inc/dec.u32; 64-bit (PTX has none): atomicrmw
//                     uinc_wrap/udec_wrap, which LLVM expands into a
//                     compare-and-swap loop
//   compare_and_swap(a, old, v), cas(a, i, old, v)
//                     cmpxchg on a[0] / a[i]
#include "compiler/lower/lower_impl.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {
namespace {

// The read-modify-write of an update on integers.
llvm::AtomicRMWInst::BinOp IntegerOperation(AtomicBuiltin which, bool is_signed) {
  switch (which) {
    case AtomicBuiltin::Add:
      return llvm::AtomicRMWInst::Add;
    case AtomicBuiltin::Sub:
      return llvm::AtomicRMWInst::Sub;
    case AtomicBuiltin::And:
      return llvm::AtomicRMWInst::And;
    case AtomicBuiltin::Or:
      return llvm::AtomicRMWInst::Or;
    case AtomicBuiltin::Xor:
      return llvm::AtomicRMWInst::Xor;
    case AtomicBuiltin::Exch:
      return llvm::AtomicRMWInst::Xchg;
    case AtomicBuiltin::Inc:
      return llvm::AtomicRMWInst::UIncWrap;
    case AtomicBuiltin::Dec:
      return llvm::AtomicRMWInst::UDecWrap;
    case AtomicBuiltin::Max:
    case AtomicBuiltin::Nanmax:
      return is_signed ? llvm::AtomicRMWInst::Max : llvm::AtomicRMWInst::UMax;
    case AtomicBuiltin::Min:
    case AtomicBuiltin::Nanmin:
      return is_signed ? llvm::AtomicRMWInst::Min : llvm::AtomicRMWInst::UMin;
    case AtomicBuiltin::CompareAndSwap:
    case AtomicBuiltin::Cas:
      break;  // cmpxchg (AtomicCompareExchange)
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not a read-modify-write");
}

llvm::Type* IntegerOfWidth(llvm::Type* type) {
  return llvm::Type::getIntNTy(type->getContext(), type->getPrimitiveSizeInBits());
}

}  // namespace

llvm::Value* FunctionLowering::EmitAtomicCall(const CallExpr& call, AtomicBuiltin which) {
  switch (which) {
    case AtomicBuiltin::CompareAndSwap:
    case AtomicBuiltin::Cas:
      return EmitCompareAndSwap(call, which);
    case AtomicBuiltin::Add:
    case AtomicBuiltin::Sub:
    case AtomicBuiltin::Max:
    case AtomicBuiltin::Min:
    case AtomicBuiltin::Nanmax:
    case AtomicBuiltin::Nanmin:
    case AtomicBuiltin::And:
    case AtomicBuiltin::Or:
    case AtomicBuiltin::Xor:
    case AtomicBuiltin::Exch:
    case AtomicBuiltin::Inc:
    case AtomicBuiltin::Dec: {
      std::vector<const Expr*> args = Arguments(call, IdOf(which));  // ary, idx, val
      const Type* dtype = TypeOf(*args[0])->dtype();
      llvm::Value* address = IndexedElementAddress(*args[0], *args[1]);
      llvm::Value* value = EmitAs(*args[2], dtype);
      return Convert(builder_, AtomicUpdate(which, address, value, dtype), dtype, TypeOf(call));
    }
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not an atomic operation");
}

// cas(ary, idx, old, val); compare_and_swap(ary, old, val) on element 0.
llvm::Value* FunctionLowering::EmitCompareAndSwap(const CallExpr& call, AtomicBuiltin which) {
  bool indexed = which == AtomicBuiltin::Cas;
  std::vector<const Expr*> args = Arguments(call, IdOf(which));
  const Type* dtype = TypeOf(*args[0])->dtype();
  llvm::Value* address = indexed ? IndexedElementAddress(*args[0], *args[1])
                                 : IndexedElementAddress(*args[0], *args[0]);
  llvm::Value* expected = EmitAs(*args[indexed ? 2 : 1], dtype);
  llvm::Value* desired = EmitAs(*args[indexed ? 3 : 2], dtype);
  return Convert(builder_, AtomicCompareExchange(address, expected, desired), dtype, TypeOf(call));
}

// The type an index is addressed as: unsigned (no negative-index
// wrap-around) where plan/nonnegative.h shows it is never negative.
const Type* FunctionLowering::IndexType(const Expr& index) {
  if (nonnegative_indices_.contains(index.id())) return types().UInt64();
  return TypeOf(index);
}

// `array[index]`'s address; `index` is an integer or a tuple of them. With
// `index` the array itself, element 0 (compare_and_swap's).
llvm::Value* FunctionLowering::IndexedElementAddress(const Expr& array, const Expr& index) {
  const Type* type = TypeOf(array);
  ArrayParts parts = Unpack(Emit(array), type);
  std::vector<llvm::Value*> indices;
  std::vector<const Type*> index_types;
  if (&index == &array) {
    indices.assign(type->ndim(), builder_.getInt64(0));
    index_types.assign(type->ndim(), types().Int64());
  } else if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&index)) {
    for (const Expr* part : tuple->elements) {
      indices.push_back(Emit(*part));
      index_types.push_back(IndexType(*part));
    }
  } else if (const Type* index_type = TypeOf(index); index_type->is_tuple()) {
    llvm::Value* value = Emit(index);
    for (size_t d = 0; d < index_type->elements().size(); ++d) {
      indices.push_back(builder_.CreateExtractValue(value, {static_cast<unsigned>(d)}));
      index_types.push_back(index_type->elements()[d]);
    }
  } else {
    indices.push_back(Emit(index));
    index_types.push_back(IndexType(index));
  }
  return ElementAddress(parts, type, indices, index_types);
}

llvm::Value* FunctionLowering::AtomicUpdate(AtomicBuiltin which, llvm::Value* address,
                                            llvm::Value* value, const Type* dtype) {
  auto rmw = [&](llvm::AtomicRMWInst::BinOp op, llvm::Value* operand) {
    return builder_.CreateAtomicRMW(op, address, operand, llvm::MaybeAlign(),
                                    llvm::AtomicOrdering::Monotonic);
  };
  if (dtype->is_bool()) {
    // Bytes in memory.
    llvm::Value* byte = builder_.CreateZExt(value, builder_.getInt8Ty());
    llvm::Value* old = AtomicUpdate(which, address, byte, types().UInt8());
    return builder_.CreateICmpNE(old, builder_.getInt8(0));
  }
  bool is_wrap = which == AtomicBuiltin::Inc || which == AtomicBuiltin::Dec;
  if (is_wrap && value->getType()->isIntegerTy(32)) {
    // LLVM 19 selects no atom.inc/dec for atomicrmw uinc_wrap/udec_wrap.
    llvm::Intrinsic::ID intrinsic = which == AtomicBuiltin::Inc
                                        ? llvm::Intrinsic::nvvm_atomic_load_inc_32
                                        : llvm::Intrinsic::nvvm_atomic_load_dec_32;
    return builder_.CreateIntrinsic(intrinsic, {address->getType()}, {address, value});
  }
  if (!dtype->is_float()) return rmw(IntegerOperation(which, dtype->is_signed()), value);
  switch (which) {
    case AtomicBuiltin::Add:
      return rmw(llvm::AtomicRMWInst::FAdd, value);
    case AtomicBuiltin::Sub:
      return rmw(llvm::AtomicRMWInst::FAdd, builder_.CreateFNeg(value));
    case AtomicBuiltin::Max:
    case AtomicBuiltin::Min:
    case AtomicBuiltin::Nanmax:
    case AtomicBuiltin::Nanmin:
      return builder_.CreateCall(module_.AtomicFloatMinMax(which, value->getType()),
                                 {address, value});
    case AtomicBuiltin::And:
    case AtomicBuiltin::Or:
    case AtomicBuiltin::Xor:
    case AtomicBuiltin::Exch:
    case AtomicBuiltin::Inc:
    case AtomicBuiltin::Dec: {
      // exch and the bitwise operations move bits: as integers.
      llvm::Type* bits = IntegerOfWidth(value->getType());
      llvm::Value* old = rmw(IntegerOperation(which, false), builder_.CreateBitCast(value, bits));
      return builder_.CreateBitCast(old, value->getType());
    }
    case AtomicBuiltin::CompareAndSwap:
    case AtomicBuiltin::Cas:
      break;  // EmitCompareAndSwap
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not an update");
}

// cmpxchg of `desired` for `expected`; returns the element's old value.
// Floats compare and swap as the integers of their bits.
llvm::Value* FunctionLowering::AtomicCompareExchange(llvm::Value* address, llvm::Value* expected,
                                                     llvm::Value* desired) {
  llvm::Type* type = expected->getType();
  bool is_bool = type->isIntegerTy(1);
  llvm::Type* bits = is_bool ? builder_.getInt8Ty() : IntegerOfWidth(type);
  auto to_bits = [&](llvm::Value* v) {
    return is_bool ? builder_.CreateZExt(v, bits) : builder_.CreateBitCast(v, bits);
  };
  // Separate statements: argument order is the host compiler's choice.
  llvm::Value* expected_bits = to_bits(expected);
  llvm::Value* desired_bits = to_bits(desired);
  llvm::Value* pair = builder_.CreateAtomicCmpXchg(
      address, expected_bits, desired_bits, llvm::MaybeAlign(), llvm::AtomicOrdering::Monotonic,
      llvm::AtomicOrdering::Monotonic);
  llvm::Value* old = builder_.CreateExtractValue(pair, {0});
  return is_bool ? builder_.CreateICmpNE(old, builder_.getInt8(0))
                 : builder_.CreateBitCast(old, type);
}

// Numba's loop, which returns the element as first loaded:
//
//   old = load volatile *p
//   if isnan(value) or (max/min only) isnan(old): return old   (unchanged)
//   current = old
//   while current < value (max; min: >; nanmax/nanmin: or current is NaN):
//     current, swapped = cmpxchg(p, current, value)
//     if swapped: break
//   return old
llvm::Function* ModuleLowering::AtomicFloatMinMax(AtomicBuiltin which, llvm::Type* type) {
  // Named after the builtin: dslc.atomic.max.f32, dslc.atomic.nanmin.f64, ...
  std::string name = "dslc.atomic." + Info(IdOf(which)).name.str() +
                     (type->isHalfTy()    ? ".f16"
                      : type->isFloatTy() ? ".f32"
                                          : ".f64");
  if (llvm::Function* existing = module_.getFunction(name)) return existing;
  llvm::LLVMContext& context = module_.getContext();
  llvm::Type* ptr = llvm::PointerType::get(context, 0);
  auto* function = llvm::Function::Create(llvm::FunctionType::get(type, {ptr, type}, false),
                                          llvm::Function::InternalLinkage, name, module_);
  function->addFnAttr(llvm::Attribute::AlwaysInline);
  function->addFnAttr(llvm::Attribute::NoUnwind);
  llvm::Value* address = function->getArg(0);
  llvm::Value* value = function->getArg(1);
  address->setName("address");
  value->setName("value");
  auto* entry = llvm::BasicBlock::Create(context, "entry", function);
  auto* check = llvm::BasicBlock::Create(context, "cas.check", function);
  auto* attempt = llvm::BasicBlock::Create(context, "cas.attempt", function);
  auto* done = llvm::BasicBlock::Create(context, "cas.done", function);
  llvm::IRBuilder<> b(entry);
  llvm::Align align(type->getPrimitiveSizeInBits() / 8);
  llvm::Value* old = b.CreateAlignedLoad(type, address, align, /*isVolatile=*/true, "old");
  bool nan_variant = which == AtomicBuiltin::Nanmax || which == AtomicBuiltin::Nanmin;
  // fcmp uno: true when either side is NaN.
  llvm::Value* unchanged = b.CreateFCmpUNO(value, nan_variant ? value : old);
  b.CreateCondBr(unchanged, done, check);

  b.SetInsertPoint(check);
  llvm::PHINode* current = b.CreatePHI(type, 2, "current");
  current->addIncoming(old, entry);
  bool is_max = which == AtomicBuiltin::Max || which == AtomicBuiltin::Nanmax;
  // The unordered comparisons (nanmax/nanmin) also replace a NaN element.
  llvm::CmpInst::Predicate predicate =
      is_max ? (nan_variant ? llvm::CmpInst::FCMP_ULT : llvm::CmpInst::FCMP_OLT)
             : (nan_variant ? llvm::CmpInst::FCMP_UGT : llvm::CmpInst::FCMP_OGT);
  b.CreateCondBr(b.CreateFCmp(predicate, current, value), attempt, done);

  b.SetInsertPoint(attempt);
  llvm::Type* bits = IntegerOfWidth(type);
  // Separate statements: argument order is the host compiler's choice.
  llvm::Value* expected = b.CreateBitCast(current, bits);
  llvm::Value* replacement = b.CreateBitCast(value, bits);
  llvm::Value* pair =
      b.CreateAtomicCmpXchg(address, expected, replacement, align, llvm::AtomicOrdering::Monotonic,
                            llvm::AtomicOrdering::Monotonic);
  current->addIncoming(b.CreateBitCast(b.CreateExtractValue(pair, {0}), type), attempt);
  b.CreateCondBr(b.CreateExtractValue(pair, {1}), done, check);

  b.SetInsertPoint(done);
  b.CreateRet(old);
  return function;
}

}  // namespace dslc
