// Warp-level primitives, as NVVM intrinsics with Numba's semantics:
//
//   shfl_sync(mask, v, src_lane)   llvm.nvvm.shfl.sync.idx.{i32,f32}
//   shfl_up_sync(mask, v, delta)   llvm.nvvm.shfl.sync.up.*
//   shfl_down_sync(mask, v, delta) llvm.nvvm.shfl.sync.down.*
//   shfl_xor_sync(mask, v, lanes)  llvm.nvvm.shfl.sync.bfly.*
//       over the whole warp (width 32): c = 0x1f, 0 for up. 64-bit values
//       move as two 32-bit halves, narrower ones widened to 32 bits.
//   all_sync/any_sync/eq_sync(mask, p)  llvm.nvvm.vote.{all,any,uni}.sync
//   ballot_sync(mask, p)                llvm.nvvm.vote.ballot.sync
//   match_any_sync(mask, v)             llvm.nvvm.match.any.sync.{i32,i64}
//   match_all_sync(mask, v)             llvm.nvvm.match.all.sync.{i32p,i64p}
//       -> (mask, all equal); floats compare as their bits
//   activemask(), lanemask_lt()         llvm.nvvm.activemask,
//                                       llvm.nvvm.read.ptx.sreg.lanemask.lt
#include "compiler/lower/lower_impl.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {

llvm::Value* FunctionLowering::EmitWarpCall(const CallExpr& call, WarpBuiltin which) {
  // A shuffle of lanes of virtual warps, already exchanged.
  if (auto it = lane_results_.find(call.id()); it != lane_results_.end()) {
    return it->second[static_cast<size_t>(lane_)];
  }
  const Type* result = TypeOf(call);
  switch (which) {
    case WarpBuiltin::ShflSync:
      return EmitShuffle(call, which, ShuffleMode::Idx);
    case WarpBuiltin::ShflUpSync:
      return EmitShuffle(call, which, ShuffleMode::Up);
    case WarpBuiltin::ShflDownSync:
      return EmitShuffle(call, which, ShuffleMode::Down);
    case WarpBuiltin::ShflXorSync:
      return EmitShuffle(call, which, ShuffleMode::Bfly);
    case WarpBuiltin::AllSync:
      return EmitVote(call, which, llvm::Intrinsic::nvvm_vote_all_sync);
    case WarpBuiltin::AnySync:
      return EmitVote(call, which, llvm::Intrinsic::nvvm_vote_any_sync);
    case WarpBuiltin::EqSync:
      return EmitVote(call, which, llvm::Intrinsic::nvvm_vote_uni_sync);
    case WarpBuiltin::BallotSync:
      return EmitVote(call, which, llvm::Intrinsic::nvvm_vote_ballot_sync);
    case WarpBuiltin::MatchAnySync:
    case WarpBuiltin::MatchAllSync:
      return EmitMatch(call, which);
    case WarpBuiltin::Activemask:
      return Convert(builder_, SpecialRegister(llvm::Intrinsic::nvvm_activemask), types().UInt32(),
                     result);
    case WarpBuiltin::LanemaskLt:
      return Convert(builder_, SpecialRegister(llvm::Intrinsic::nvvm_read_ptx_sreg_lanemask_lt),
                     types().UInt32(), result);
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not a warp builtin");
}

llvm::Value* FunctionLowering::EmitShuffle(const CallExpr& call, WarpBuiltin which,
                                           ShuffleMode mode) {
  std::vector<const Expr*> args = Arguments(call, IdOf(which));
  std::vector<llvm::Value*> values = EmitArguments(args);
  llvm::Value* mask = Convert(builder_, values[0], TypeOf(*args[0]), types().UInt32());
  llvm::Value* value = Convert(builder_, values[1], TypeOf(*args[1]), TypeOf(call));
  llvm::Value* lane = Convert(builder_, values[2], TypeOf(*args[2]), types().Int32());
  return Shuffle(mode, mask, value, lane);
}

// A value of any scalar type through 32-bit shuffles: f32 and i32 as they
// are, 64-bit values as two halves, narrower ones widened.
llvm::Value* FunctionLowering::Shuffle(ShuffleMode mode, llvm::Value* mask, llvm::Value* value,
                                       llvm::Value* lane) {
  llvm::Type* type = value->getType();
  llvm::Type* i32 = builder_.getInt32Ty();
  if (type->isFloatTy() || type->isIntegerTy(32)) return Shuffle32(mode, mask, value, lane);
  unsigned bits = type->getPrimitiveSizeInBits();
  llvm::Type* integer = builder_.getIntNTy(bits);
  llvm::Value* as_integer = builder_.CreateBitCast(value, integer);
  if (bits < 32) {
    llvm::Value* wide = Shuffle32(mode, mask, builder_.CreateZExt(as_integer, i32), lane);
    return builder_.CreateBitCast(builder_.CreateTrunc(wide, integer), type);
  }
  llvm::Value* low = Shuffle32(mode, mask, builder_.CreateTrunc(as_integer, i32), lane);
  llvm::Value* high =
      Shuffle32(mode, mask, builder_.CreateTrunc(builder_.CreateLShr(as_integer, 32), i32), lane);
  // One statement per instruction, so the IR does not depend on the order
  // the host compiler evaluates arguments in.
  llvm::Value* high_up = builder_.CreateShl(builder_.CreateZExt(high, integer), 32);
  llvm::Value* joined = builder_.CreateOr(high_up, builder_.CreateZExt(low, integer));
  return builder_.CreateBitCast(joined, type);
}

llvm::Value* FunctionLowering::Shuffle32(ShuffleMode mode, llvm::Value* mask, llvm::Value* value,
                                         llvm::Value* lane) {
  // c packs the segment mask (32 - width) << 8, 0 for a whole warp, and the
  // clamp lane: 0x1f, except for up, which clamps at lane 0.
  uint32_t clamp = mode == ShuffleMode::Up ? 0 : 0x1f;
  llvm::Intrinsic::ID intrinsic =
      ShuffleIntrinsic(mode, value->getType()->isFloatTy(), /*predicated=*/false);
  return builder_.CreateIntrinsic(intrinsic, {}, {mask, value, lane, builder_.getInt32(clamp)});
}

// `vote` is the vote's intrinsic; a ballot's result is a mask, the others'
// a bool.
llvm::Value* FunctionLowering::EmitVote(const CallExpr& call, WarpBuiltin which,
                                        llvm::Intrinsic::ID vote_intrinsic) {
  std::vector<const Expr*> args = Arguments(call, IdOf(which));
  std::vector<llvm::Value*> values = EmitArguments(args);
  llvm::Value* mask = Convert(builder_, values[0], TypeOf(*args[0]), types().UInt32());
  llvm::Value* predicate = Truth(builder_, values[1], TypeOf(*args[1]));
  llvm::Value* vote = builder_.CreateIntrinsic(vote_intrinsic, {}, {mask, predicate});
  bool ballot = vote_intrinsic == llvm::Intrinsic::nvvm_vote_ballot_sync;
  const Type* vote_type = ballot ? types().UInt32() : types().Bool();
  return Convert(builder_, vote, vote_type, TypeOf(call));
}

llvm::Value* FunctionLowering::EmitMatch(const CallExpr& call, WarpBuiltin which) {
  std::vector<const Expr*> args = Arguments(call, IdOf(which));
  std::vector<llvm::Value*> values = EmitArguments(args);
  llvm::Value* mask = Convert(builder_, values[0], TypeOf(*args[0]), types().UInt32());
  llvm::Value* value = values[1];
  const Type* value_type = TypeOf(*args[1]);
  // Equal values have equal bits: floats as integers, narrow ones widened.
  bool wide = value_type->bits() == 64;
  llvm::Type* bits = builder_.getIntNTy(wide ? 64 : 32);
  if (value_type->is_bool()) {
    value = builder_.CreateZExt(value, bits);
  } else {
    value = builder_.CreateBitCast(value, builder_.getIntNTy(value_type->bits()));
    value = builder_.CreateZExt(value, bits);
  }
  bool is_all = which == WarpBuiltin::MatchAllSync;
  llvm::Intrinsic::ID intrinsic = is_all ? (wide ? llvm::Intrinsic::nvvm_match_all_sync_i64p
                                                 : llvm::Intrinsic::nvvm_match_all_sync_i32p)
                                         : (wide ? llvm::Intrinsic::nvvm_match_any_sync_i64
                                                 : llvm::Intrinsic::nvvm_match_any_sync_i32);
  llvm::Value* match = builder_.CreateIntrinsic(intrinsic, {}, {mask, value});
  const Type* result = TypeOf(call);
  if (!is_all) return Convert(builder_, match, types().UInt32(), result);
  // (mask, pred): the lanes of equal values (0 unless all are), and whether
  // all are equal.
  llvm::Value* lanes = builder_.CreateExtractValue(match, {0});
  llvm::Value* all_equal = builder_.CreateExtractValue(match, {1});
  const Type* pair = types().Tuple({types().UInt32(), types().Bool()});
  llvm::Value* tuple = llvm::PoisonValue::get(Llvm(pair));
  tuple = builder_.CreateInsertValue(tuple, lanes, {0});
  tuple = builder_.CreateInsertValue(tuple, all_equal, {1});
  return Convert(builder_, tuple, pair, result);
}

llvm::Intrinsic::ID ShuffleIntrinsic(ShuffleMode mode, bool is_float, bool predicated) {
  using llvm::Intrinsic::ID;
  // [mode][is_float][predicated]
  static constexpr ID kIntrinsics[4][2][2] = {
      {{llvm::Intrinsic::nvvm_shfl_sync_idx_i32, llvm::Intrinsic::nvvm_shfl_sync_idx_i32p},
       {llvm::Intrinsic::nvvm_shfl_sync_idx_f32, llvm::Intrinsic::nvvm_shfl_sync_idx_f32p}},
      {{llvm::Intrinsic::nvvm_shfl_sync_up_i32, llvm::Intrinsic::nvvm_shfl_sync_up_i32p},
       {llvm::Intrinsic::nvvm_shfl_sync_up_f32, llvm::Intrinsic::nvvm_shfl_sync_up_f32p}},
      {{llvm::Intrinsic::nvvm_shfl_sync_down_i32, llvm::Intrinsic::nvvm_shfl_sync_down_i32p},
       {llvm::Intrinsic::nvvm_shfl_sync_down_f32, llvm::Intrinsic::nvvm_shfl_sync_down_f32p}},
      {{llvm::Intrinsic::nvvm_shfl_sync_bfly_i32, llvm::Intrinsic::nvvm_shfl_sync_bfly_i32p},
       {llvm::Intrinsic::nvvm_shfl_sync_bfly_f32, llvm::Intrinsic::nvvm_shfl_sync_bfly_f32p}}};
  return kIntrinsics[static_cast<int>(mode)][is_float][predicated];
}

}  // namespace dslc
