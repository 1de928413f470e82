// A thread of lanes of virtual warps (plan/virtual_lanes.h): the GPU thread
// runs C consecutive positions as lanes 0..C-1, lane k of the thread whose
// lane id (among its warp's 32) is l being lane (l * C) % 32 + k of its
// virtual warp, which 32 / C consecutive GPU threads hold.
//
// Each lane has its own slots, except the uniform variables', which the
// lanes share. A statement runs as the plan's LaneStep for it says (plan/
// plan.h): once per lane (LowerEachLane); once for all lanes (an `if`,
// `while` or `for` branches once on its uniform condition); or, for an
// assignment with shuffles, the exchange first (ExchangeShuffles), then each
// lane with their results.
//
// A shuffle by d of virtual lane v reads lane v + d (down), v - d (up),
// v ^ d (xor) or d (idx) of its virtual warp: lane k of the thread j
// threads away, a GPU shuffle by j within the virtual warp's threads (PTX
// segments of 32 / C lanes), of the source lane's value, which is the same
// choice of k in every thread since d is uniform. Where the source lane
// lies outside the virtual warp, a lane keeps its own value, as a GPU
// shuffle does outside the warp.
#include "compiler/lower/lower_impl.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/Support/MathExtras.h"

namespace dslc {
namespace {

ShuffleMode ModeOf(WarpBuiltin which) {
  switch (which) {
    case WarpBuiltin::ShflSync:
      return ShuffleMode::Idx;
    case WarpBuiltin::ShflUpSync:
      return ShuffleMode::Up;
    case WarpBuiltin::ShflDownSync:
      return ShuffleMode::Down;
    case WarpBuiltin::ShflXorSync:
      return ShuffleMode::Bfly;
    default:
      DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not a shuffle");
  }
}

}  // namespace

void FunctionLowering::CreateLaneSlots() {
  const ElementwisePlan& plan = *lane_thread_.plan;
  lane_slots_.assign(lane_thread_.lane_positions.size(), slots_);
  for (size_t lane = 1; lane < lane_slots_.size(); ++lane) {
    for (size_t slot = 0; slot < slots_.size(); ++slot) {
      if (!slots_[slot] || plan.uniform_slots.contains(static_cast<int>(slot))) continue;
      lane_slots_[lane][slot] = NewSlot(typed_.slots()[slot]);
    }
  }
}

void FunctionLowering::SetLane(int lane) {
  lane_ = lane;
  slots_ = lane_slots_[static_cast<size_t>(lane)];
  lane_thread_.position = lane_thread_.lane_positions[static_cast<size_t>(lane)];
  lane_thread_.ahead = lane_thread_.lane_ahead[static_cast<size_t>(lane)];
}

void FunctionLowering::LowerLanes(const Stmt& stmt) {
  switch (module_.plan().lanes.Step(stmt)) {
    case LaneStep::EachLane:
      return LowerEachLane(stmt);
    case LaneStep::Shuffle:
      ExchangeShuffles(stmt);
      LowerEachLane(stmt);
      lane_results_.clear();
      return;
    case LaneStep::Once:
      break;
  }
  // Once: control flow, whose conditions are uniform, the same in any
  // lane's slots (the statements in it come back here), a jump, or an
  // assignment of uniform variables.
  llvm::SaveAndRestore<const Stmt*> once(lockstep_stmt_, &stmt);
  SetLane(0);
  LowerStmt(stmt);
}

void FunctionLowering::LowerEachLane(const Stmt& stmt) {
  llvm::SaveAndRestore<bool> alone(in_lane_, true);
  for (int lane = 0; lane < lanes(); ++lane) {
    SetLane(lane);
    EnsureInsertionPoint();
    LowerStmt(stmt);
  }
}

void FunctionLowering::ExchangeShuffles(const Stmt& stmt) {
  LocatedAt located(*this, stmt.range());
  for (const CallExpr* call : module_.plan().lanes.shuffles.find(stmt.id())->second) {
    llvm::SaveAndRestore<const Node*> at(check_node_, call);
    auto which = static_cast<WarpBuiltin>(TypeOf(*call->callee)->id());
    std::vector<const Expr*> args = Arguments(*call, IdOf(which));
    std::vector<llvm::Value*> values;
    llvm::Value* delta = nullptr;
    {
      llvm::SaveAndRestore<bool> alone(in_lane_, true);
      for (int lane = 0; lane < lanes(); ++lane) {
        SetLane(lane);
        std::vector<llvm::Value*> operands = EmitArguments(args);
        values.push_back(Convert(builder_, operands[1], TypeOf(*args[1]), TypeOf(*call)));
        // Uniform: lane 0's.
        if (lane == 0) delta = Convert(builder_, operands[2], TypeOf(*args[2]), types().Int32());
      }
    }
    lane_results_[call->id()] = LaneShuffle(ModeOf(which), values, delta);
  }
}

std::vector<llvm::Value*> FunctionLowering::LaneShuffle(ShuffleMode mode,
                                                        llvm::ArrayRef<llvm::Value*> values,
                                                        llvm::Value* delta) {
  const int count = lanes();
  const unsigned log = llvm::Log2_32(static_cast<uint32_t>(count));
  const int threads = 32 / count;  // GPU threads per virtual warp
  auto constant = [&](int64_t value) { return builder_.getInt32(static_cast<uint32_t>(value)); };
  // The value of the thread's lane `lane` (uniform).
  auto lane_value = [&](llvm::Value* lane) {
    llvm::Value* value = values[0];
    for (int k = 1; k < count; ++k) {
      value = builder_.CreateSelect(builder_.CreateICmpEQ(lane, constant(k)), values[k], value);
    }
    return value;
  };
  if (mode == ShuffleMode::Idx) {
    // Every lane reads the same source lane.
    llvm::Value* source = builder_.CreateAnd(delta, constant(31));
    llvm::Value* value = lane_value(builder_.CreateAnd(source, constant(count - 1)));
    llvm::Value* read = SegmentShuffle(mode, value, builder_.CreateLShr(source, log)).first;
    return std::vector<llvm::Value*>(values.size(), read);
  }
  std::vector<llvm::Value*> results;
  for (int k = 0; k < count; ++k) {
    llvm::Value* lane = nullptr;    // the source lane in its thread
    llvm::Value* thread = nullptr;  // how many threads away
    llvm::Value* inside = builder_.getTrue();
    if (mode == ShuffleMode::Down) {
      llvm::Value* source = builder_.CreateAdd(delta, constant(k));
      lane = builder_.CreateAnd(source, constant(count - 1));
      thread = builder_.CreateLShr(source, log);
    } else if (mode == ShuffleMode::Up) {
      llvm::Value* source = builder_.CreateSub(constant(k), delta);
      lane = builder_.CreateAnd(source, constant(count - 1));
      thread = builder_.CreateNeg(builder_.CreateAShr(source, log));
    } else {
      lane = builder_.CreateXor(builder_.CreateAnd(delta, constant(count - 1)), constant(k));
      thread = builder_.CreateAnd(builder_.CreateLShr(delta, log), constant(threads - 1));
      inside = builder_.CreateICmpULT(delta, constant(32));
    }
    if (mode != ShuffleMode::Bfly) {
      // Past the virtual warp (PTX reads only 5 bits of a shuffle's lane).
      thread = builder_.CreateBinaryIntrinsic(llvm::Intrinsic::umin, thread, constant(threads));
    }
    llvm::Value* value = lane_value(lane);
    llvm::Value* result = value;
    auto* fixed = llvm::dyn_cast<llvm::ConstantInt>(thread);
    if (!fixed || !fixed->isZero()) {
      // No shuffle where the source is the thread's own (a branch the same
      // in every thread, which folds once the delta is known).
      llvm::BasicBlock* before = builder_.GetInsertBlock();
      llvm::BasicBlock* shuffle = NewBlock("lane.shuffle");
      llvm::BasicBlock* join = NewBlock("lane.join");
      builder_.CreateCondBr(builder_.CreateICmpEQ(thread, constant(0)), join, shuffle);
      StartBlock(shuffle);
      auto [read, read_inside] = SegmentShuffle(mode, value, thread);
      llvm::Value* shuffled = builder_.CreateSelect(read_inside, read, values[k]);
      llvm::BasicBlock* shuffled_in = builder_.GetInsertBlock();
      builder_.CreateBr(join);
      StartBlock(join);
      llvm::PHINode* phi = builder_.CreatePHI(value->getType(), 2);
      phi->addIncoming(value, before);
      phi->addIncoming(shuffled, shuffled_in);
      result = phi;
    }
    results.push_back(builder_.CreateSelect(inside, result, values[k]));
  }
  return results;
}

std::pair<llvm::Value*, llvm::Value*> FunctionLowering::SegmentShuffle(ShuffleMode mode,
                                                                       llvm::Value* value,
                                                                       llvm::Value* lane) {
  llvm::Type* type = value->getType();
  llvm::Type* i32 = builder_.getInt32Ty();
  if (type->isFloatTy() || type->isIntegerTy(32)) return SegmentShuffle32(mode, value, lane);
  unsigned bits = type->getPrimitiveSizeInBits();
  llvm::Type* integer = builder_.getIntNTy(bits);
  llvm::Value* as_integer = builder_.CreateBitCast(value, integer);
  if (bits < 32) {
    auto [wide, inside] = SegmentShuffle32(mode, builder_.CreateZExt(as_integer, i32), lane);
    return {builder_.CreateBitCast(builder_.CreateTrunc(wide, integer), type), inside};
  }
  auto [low, inside] = SegmentShuffle32(mode, builder_.CreateTrunc(as_integer, i32), lane);
  llvm::Value* high =
      SegmentShuffle32(mode, builder_.CreateTrunc(builder_.CreateLShr(as_integer, 32), i32), lane)
          .first;
  llvm::Value* high_up = builder_.CreateShl(builder_.CreateZExt(high, integer), 32);
  llvm::Value* joined = builder_.CreateOr(high_up, builder_.CreateZExt(low, integer));
  return {builder_.CreateBitCast(joined, type), inside};
}

std::pair<llvm::Value*, llvm::Value*> FunctionLowering::SegmentShuffle32(ShuffleMode mode,
                                                                         llvm::Value* value,
                                                                         llvm::Value* lane) {
  // c: the segment mask (32 - width) << 8 and the clamp lane, 0x1f except
  // for up, which clamps at the segment's first lane.
  uint32_t width = 32 / static_cast<uint32_t>(lanes());
  uint32_t c = ((32 - width) << 8) | (mode == ShuffleMode::Up ? 0 : 0x1f);
  llvm::Intrinsic::ID intrinsic =
      ShuffleIntrinsic(mode, value->getType()->isFloatTy(), /*predicated=*/true);
  llvm::Value* pair = builder_.CreateIntrinsic(
      intrinsic, {}, {lane_thread_.warp_mask, value, lane, builder_.getInt32(c)});
  return {builder_.CreateExtractValue(pair, {0}), builder_.CreateExtractValue(pair, {1})};
}

llvm::Value* FunctionLowering::VirtualLaneId() {
  llvm::Value* lane = SpecialRegister(llvm::Intrinsic::nvvm_read_ptx_sreg_laneid);
  llvm::Value* first = builder_.CreateAnd(
      builder_.CreateMul(lane, builder_.getInt32(static_cast<uint32_t>(lanes()))),
      builder_.getInt32(31));
  return builder_.CreateOr(first, builder_.getInt32(static_cast<uint32_t>(lane_)));
}

}  // namespace dslc
