// Barriers and memory fences, as NVVM intrinsics (LLVM 19 cannot select IR
// fences for NVPTX):
//
//   syncthreads()               llvm.nvvm.barrier0          bar.sync 0
//   syncthreads_count/and/or(p) llvm.nvvm.barrier0.popc/and/or on p != 0
//   syncwarp(mask=0xffffffff)   llvm.nvvm.bar.warp.sync     bar.warp.sync
//   threadfence()               llvm.nvvm.membar.gl         membar.gl
//   threadfence_block()         llvm.nvvm.membar.cta        membar.cta
//   threadfence_system()        llvm.nvvm.membar.sys        membar.sys
//   cuda.cg.this_grid()         nothing: the grid group has no run-time value
//   <grid group>.sync()         the inline grid barrier (grid_sync.cpp)
#include "compiler/lower/grid_sync.h"
#include "compiler/lower/lower_impl.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {

llvm::Value* FunctionLowering::EmitBarrierCall(const CallExpr& call, BarrierBuiltin which) {
  auto intrinsic = [&](llvm::Intrinsic::ID intrinsic_id, llvm::ArrayRef<llvm::Value*> args = {}) {
    return builder_.CreateIntrinsic(intrinsic_id, {}, args);
  };
  switch (which) {
    case BarrierBuiltin::Syncthreads:
      intrinsic(llvm::Intrinsic::nvvm_barrier0);
      return NoValue();
    case BarrierBuiltin::SyncthreadsCount:
      return BarrierReduction(call, which, llvm::Intrinsic::nvvm_barrier0_popc);
    case BarrierBuiltin::SyncthreadsAnd:
      return BarrierReduction(call, which, llvm::Intrinsic::nvvm_barrier0_and);
    case BarrierBuiltin::SyncthreadsOr:
      return BarrierReduction(call, which, llvm::Intrinsic::nvvm_barrier0_or);
    case BarrierBuiltin::Syncwarp: {
      const Expr* mask = Arguments(call, IdOf(which))[0];
      llvm::Value* bits = mask ? EmitAs(*mask, types().UInt32()) : builder_.getInt32(0xffffffffu);
      intrinsic(llvm::Intrinsic::nvvm_bar_warp_sync, {bits});
      return NoValue();
    }
    case BarrierBuiltin::Threadfence:
      intrinsic(llvm::Intrinsic::nvvm_membar_gl);
      return NoValue();
    case BarrierBuiltin::ThreadfenceBlock:
      intrinsic(llvm::Intrinsic::nvvm_membar_cta);
      return NoValue();
    case BarrierBuiltin::ThreadfenceSystem:
      intrinsic(llvm::Intrinsic::nvvm_membar_sys);
      return NoValue();
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not a barrier or fence");
}

// syncthreads_count/and/or(predicate): `barrier` on predicate != 0.
llvm::Value* FunctionLowering::BarrierReduction(const CallExpr& call, BarrierBuiltin which,
                                                llvm::Intrinsic::ID barrier) {
  const Expr& predicate = *Arguments(call, IdOf(which))[0];
  llvm::Value* truth = Truth(builder_, Emit(predicate), TypeOf(predicate));
  llvm::Value* flag = builder_.CreateZExt(truth, builder_.getInt32Ty());
  llvm::Value* reduced = builder_.CreateIntrinsic(barrier, {}, {flag});
  return Convert(builder_, reduced, types().Int32(), TypeOf(call));
}

llvm::Value* FunctionLowering::EmitGridGroupCall(const CallExpr& call, GridGroupBuiltin which) {
  switch (which) {
    case GridGroupBuiltin::ThisGrid:
      return NoRunTimeValue(call);
    case GridGroupBuiltin::Sync:
      EmitGridSync(builder_, module_.options().sm);
      return NoValue();
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not a grid-group builtin");
}

}  // namespace dslc
