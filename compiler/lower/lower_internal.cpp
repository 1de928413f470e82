// dslc.internal's run-time operations (typed in infer_internal.cpp): what
// the cuda.coop library (compiler/library/cuda_coop.py) needs beyond the
// kernel language, to compile to what CUB compiles to.
//
//   warp_redux_add(v)            llvm.nvvm.redux.sync.add on sm_80 and newer
//                                (CUB's __reduce_add_sync); before, five
//                                shfl.sync.bfly and adds. The sum in every lane.
//   shfl_up_valid(m, v, d, w)    llvm.nvvm.shfl.sync.up.{i32p,f32p}: the value
//                                and the shuffle's predicate, whether the
//                                source lane is in this lane's group of w
//   shfl_up_add(m, v, d, w)      for 32 bits, inline PTX as CUB's:
//                                `shfl.sync.up.b32 r|p, ...; @p add r, r, v`
//   exclusive_sum_of(i, v)       i - v; for 32 bits `sub.s32` in inline PTX
//   address_in_register(a)       a; a whole shared array's address kept in
//                                a register (its loads `ld.shared [%r+k]`,
//                                not `[symbol+k]`)
//   aligned(a, w)                the data address a multiple of w elements
//                                (llvm.ptrmask), and for a layout-A array the
//                                stride one element
//   load_vector / store_vector(dst, src, start, w)
//                                one `load <w x T>` from src / `store <w x T>`
//                                to dst, the array the library has checked
//                                aligned, with that alignment: ld/st.global.v4
#include "compiler/codegen/shared_address_registers.h"
#include "compiler/lower/lower_impl.h"
#include "compiler/lower/values.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {

llvm::Value* FunctionLowering::EmitInternalOperation(const CallExpr& call, InternalBuiltin which) {
  std::vector<const Expr*> args = Arguments(call, IdOf(which));
  switch (which) {
    case InternalBuiltin::WarpReduxAdd:
      return WarpReduxAdd(Emit(*args[0]));
    case InternalBuiltin::ShflUpValid:
      return EmitShuffleUpValid(call, args);
    case InternalBuiltin::ShflUpAdd:
      return EmitShuffleUpAdd(args);
    case InternalBuiltin::ExclusiveSumOf:
      return EmitExclusiveSumOf(args);
    case InternalBuiltin::AddressInRegister:
      return EmitAddressInRegister(args);
    case InternalBuiltin::Aligned:
      return EmitAligned(args);
    case InternalBuiltin::LoadVector:
    case InternalBuiltin::StoreVector:
      EmitVectorCopy(args, /*load=*/which == InternalBuiltin::LoadVector);
      return NoValue();
    default:  // a fact (IsInternalOperation)
      break;
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` has no run-time value");
}

// `value` (i32) summed over the whole warp.
llvm::Value* FunctionLowering::WarpReduxAdd(llvm::Value* value) {
  llvm::Value* full = builder_.getInt32(0xFFFFFFFFu);
  if (module_.options().sm >= 80) {
    return builder_.CreateIntrinsic(llvm::Intrinsic::nvvm_redux_sync_add, {}, {value, full});
  }
  llvm::Value* sum = value;
  for (uint32_t lanes = 16; lanes >= 1; lanes /= 2) {
    llvm::Value* other = Shuffle32(ShuffleMode::Bfly, full, sum, builder_.getInt32(lanes));
    sum = builder_.CreateAdd(sum, other);
  }
  return sum;
}

FunctionLowering::ShuffleOperands FunctionLowering::UpShuffleOperands(
    llvm::ArrayRef<const Expr*> args) {
  std::vector<llvm::Value*> values = EmitArguments(args);
  ShuffleOperands operands;
  operands.mask = Convert(builder_, values[0], TypeOf(*args[0]), types().UInt32());
  operands.value = values[1];
  operands.delta = Convert(builder_, values[2], TypeOf(*args[2]), types().Int32());
  llvm::Value* width = Convert(builder_, values[3], TypeOf(*args[3]), types().Int32());
  // The segment mask (32 - width) << 8; up clamps at the group's lane 0.
  operands.c = builder_.CreateShl(builder_.CreateSub(builder_.getInt32(32), width), 8);
  return operands;
}

// (value moved, valid): a 32-bit value (or float) through the `p`
// intrinsic, a narrower one widened, a 64-bit one as two halves with the
// low half's predicate.
std::pair<llvm::Value*, llvm::Value*> FunctionLowering::ShuffleUpWithPredicate(
    const ShuffleOperands& operands, const Type* type) {
  llvm::Type* i32 = builder_.getInt32Ty();
  auto shuffle = [&](llvm::Value* word) {
    bool is_float = word->getType()->isFloatTy();
    llvm::Intrinsic::ID id = is_float ? llvm::Intrinsic::nvvm_shfl_sync_up_f32p
                                      : llvm::Intrinsic::nvvm_shfl_sync_up_i32p;
    return builder_.CreateIntrinsic(id, {}, {operands.mask, word, operands.delta, operands.c});
  };
  llvm::Value* value = operands.value;
  llvm::Type* llvm_type = value->getType();
  if (llvm_type->isFloatTy() || llvm_type->isIntegerTy(32)) {
    llvm::Value* pair = shuffle(value);
    return {builder_.CreateExtractValue(pair, {0}), builder_.CreateExtractValue(pair, {1})};
  }
  unsigned bits = type->bits();
  llvm::Type* integer = builder_.getIntNTy(bits);
  llvm::Value* as_integer = builder_.CreateBitCast(value, integer);
  llvm::Value* low =
      bits < 32 ? builder_.CreateZExt(as_integer, i32) : builder_.CreateTrunc(as_integer, i32);
  llvm::Value* pair = shuffle(low);
  llvm::Value* valid = builder_.CreateExtractValue(pair, {1});
  llvm::Value* low_moved = builder_.CreateExtractValue(pair, {0});
  llvm::Value* joined;
  if (bits < 32) {
    joined = builder_.CreateTrunc(low_moved, integer);
  } else {
    llvm::Value* high = builder_.CreateTrunc(builder_.CreateLShr(as_integer, 32), i32);
    llvm::Value* high_moved = builder_.CreateExtractValue(shuffle(high), {0});
    llvm::Value* high_up = builder_.CreateShl(builder_.CreateZExt(high_moved, integer), 32);
    joined = builder_.CreateOr(high_up, builder_.CreateZExt(low_moved, integer));
  }
  return {builder_.CreateBitCast(joined, llvm_type), valid};
}

llvm::Value* FunctionLowering::EmitShuffleUpValid(const CallExpr& call,
                                                  llvm::ArrayRef<const Expr*> args) {
  const Type* type = TypeOf(*args[1]);
  auto [moved, valid] = ShuffleUpWithPredicate(UpShuffleOperands(args), type);
  const Type* pair_type = types().Tuple({type, types().Bool()});
  llvm::Value* tuple = llvm::PoisonValue::get(Llvm(pair_type));
  tuple = builder_.CreateInsertValue(tuple, moved, {0});
  tuple = builder_.CreateInsertValue(tuple, valid, {1});
  return Convert(builder_, tuple, pair_type, TypeOf(call));
}

// A 32-bit value's step is CUB's inline PTX: the add is predicated on the
// shuffle's predicate, and opaque to LLVM, which would otherwise
// reassociate an integer scan's adds into two per step. Other widths: the
// shuffle, the add in the value's type, and a select.
llvm::Value* FunctionLowering::EmitShuffleUpAdd(llvm::ArrayRef<const Expr*> args) {
  const Type* type = TypeOf(*args[1]);
  ShuffleOperands operands = UpShuffleOperands(args);
  llvm::Type* llvm_type = operands.value->getType();
  bool is_float = type->is_float();
  if (llvm_type->isFloatTy() || llvm_type->isIntegerTy(32)) {
    const char* kind = is_float ? "f32" : "s32";
    std::string text = std::string("{ .reg .pred p; .reg .") + (is_float ? "f32" : "b32") +
                       " r; shfl.sync.up.b32 r|p, $1, $2, $3, $4; @p add." + kind +
                       " r, r, $1; mov." + (is_float ? "f32" : "b32") + " $0, r; }";
    llvm::Type* i32 = builder_.getInt32Ty();
    auto* signature = llvm::FunctionType::get(llvm_type, {llvm_type, i32, i32, i32}, false);
    auto* step = llvm::InlineAsm::get(signature, text, is_float ? "=f,f,r,r,r" : "=r,r,r,r,r",
                                      /*hasSideEffects=*/false);
    llvm::CallInst* result =
        builder_.CreateCall(step, {operands.value, operands.delta, operands.c, operands.mask});
    // A shuffle: LLVM must not move it into or out of control flow.
    result->addFnAttr(llvm::Attribute::Convergent);
    return result;
  }
  auto [moved, valid] = ShuffleUpWithPredicate(operands, type);
  llvm::Value* sum = is_float ? builder_.CreateFAdd(moved, operands.value)
                              : builder_.CreateAdd(moved, operands.value);
  return builder_.CreateSelect(valid, sum, operands.value);
}

// The subtraction is opaque to LLVM for 32 bits: in a loop whose item is an
// induction expression (x + r), loop strength reduction otherwise rewrites
// the item's uses into extra induction variables and keeps copies for their
// exit values (59 SASS instructions for 4 trips of a warp's exclusive sum
// against 53 this way, and CUB's 55).
llvm::Value* FunctionLowering::EmitExclusiveSumOf(llvm::ArrayRef<const Expr*> args) {
  std::vector<llvm::Value*> values = EmitArguments(args);
  llvm::Type* llvm_type = values[0]->getType();
  if (!llvm_type->isIntegerTy(32)) return builder_.CreateSub(values[0], values[1]);
  auto* signature = llvm::FunctionType::get(llvm_type, {llvm_type, llvm_type}, false);
  auto* sub = llvm::InlineAsm::get(signature, "sub.s32 $0, $1, $2;", "=r,r,r",
                                   /*hasSideEffects=*/false);
  return builder_.CreateCall(sub, values);
}

// The data address through a call of the marker that
// KeepSharedAddressesInRegistersPass resolves once inlining has shown
// which array it is (compiler/codegen/shared_address_registers.h).
llvm::Value* FunctionLowering::EmitAddressInRegister(llvm::ArrayRef<const Expr*> args) {
  const Type* type = TypeOf(*args[0]);
  ArrayParts parts = Unpack(Emit(*args[0]), type);
  llvm::Type* pointer = parts.data->getType();
  llvm::FunctionCallee marker = function_->getParent()->getOrInsertFunction(
      kAddressInRegister, llvm::FunctionType::get(pointer, {pointer}, false));
  auto* declaration = llvm::cast<llvm::Function>(marker.getCallee());
  // Pure: LLVM may hoist, merge or drop it as any computation.
  declaration->setDoesNotAccessMemory();
  declaration->setDoesNotThrow();
  declaration->setWillReturn();
  declaration->setSpeculatable();
  parts.data = builder_.CreateCall(marker, {parts.data});
  return Pack(parts, type);
}

llvm::Value* FunctionLowering::EmitAligned(llvm::ArrayRef<const Expr*> args) {
  const Type* type = TypeOf(*args[0]);
  ArrayParts parts = Unpack(Emit(*args[0]), type);
  int64_t itemsize = type->dtype()->bits() / 8;
  int64_t bytes = typed_.ConstantOf(*args[1])->as_int() * itemsize;
  // The pointer with its low bits cleared, compared with itself: unlike a
  // ptrtoint, this lets LLVM still find a read-only array read-only (and
  // its loads use the read-only cache, ld.global.nc).
  llvm::Value* rounded = builder_.CreateIntrinsic(llvm::Intrinsic::ptrmask,
                                                  {parts.data->getType(), builder_.getInt64Ty()},
                                                  {parts.data, builder_.getInt64(~(bytes - 1))});
  llvm::Value* aligned = builder_.CreateICmpEQ(rounded, parts.data);
  if (type->layout() == Layout::A) {
    llvm::Value* unit = builder_.CreateICmpEQ(parts.strides[0], builder_.getInt64(itemsize));
    aligned = builder_.CreateAnd(aligned, unit);
  }
  return aligned;
}

// dst[start + k] = src[start + k], k < width: one vector load and one
// vector store, the global side (`src` for a load, `dst` for a store)
// aligned to the whole vector, the other to one element.
void FunctionLowering::EmitVectorCopy(llvm::ArrayRef<const Expr*> args, bool load) {
  int64_t width = typed_.ConstantOf(*args[3])->as_int();
  const Type* dtype = TypeOf(*args[0])->dtype();
  llvm::Value* start = Emit(*args[2]);
  const Type* start_type = TypeOf(*args[2]);
  auto address = [&](const Expr& array) {
    ArrayParts parts = Unpack(Emit(array), TypeOf(array));
    if (debug()) {
      // Under debug=True the vector's last element is checked too.
      llvm::Value* last = builder_.CreateAdd(
          builder_.CreateIntCast(start, builder_.getInt64Ty(), start_type->is_signed()),
          builder_.getInt64(width - 1));
      ElementAddress(parts, TypeOf(array), {last}, {types().Int64()});
    }
    return ElementAddress(parts, TypeOf(array), {start}, {start_type});
  };
  llvm::Value* dst = address(*args[0]);
  llvm::Value* src = address(*args[1]);
  auto* vector = llvm::FixedVectorType::get(MemoryType(context(), dtype), width);
  llvm::Align element = ElementAlign(dtype);
  llvm::Align whole(static_cast<uint64_t>(width) * (dtype->bits() / 8));
  llvm::Value* value = builder_.CreateAlignedLoad(vector, src, load ? whole : element);
  builder_.CreateAlignedStore(value, dst, load ? element : whole);
}

}  // namespace dslc
