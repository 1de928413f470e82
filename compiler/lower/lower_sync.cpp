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

llvm::Value* FunctionLowering::EmitSyncCall(const CallExpr& call, BuiltinId id) {
  auto intrinsic = [&](llvm::Intrinsic::ID intrinsic_id, llvm::ArrayRef<llvm::Value*> args = {}) {
    return builder_.CreateIntrinsic(intrinsic_id, {}, args);
  };
  switch (id) {
    case BuiltinId::Syncthreads:
      intrinsic(llvm::Intrinsic::nvvm_barrier0);
      return NoValue();
    case BuiltinId::SyncthreadsCount:
    case BuiltinId::SyncthreadsAnd:
    case BuiltinId::SyncthreadsOr: {
      const Expr& predicate = *Arguments(call, {"predicate"})[0];
      llvm::Value* truth = Truth(builder_, Emit(predicate), TypeOf(predicate));
      llvm::Value* flag = builder_.CreateZExt(truth, builder_.getInt32Ty());
      llvm::Intrinsic::ID barrier = id == BuiltinId::SyncthreadsCount ? llvm::Intrinsic::nvvm_barrier0_popc
                                    : id == BuiltinId::SyncthreadsAnd ? llvm::Intrinsic::nvvm_barrier0_and
                                                                      : llvm::Intrinsic::nvvm_barrier0_or;
      return Convert(builder_, intrinsic(barrier, {flag}), types().Int32(), TypeOf(call));
    }
    case BuiltinId::Syncwarp: {
      const Expr* mask = Arguments(call, {"mask"})[0];
      llvm::Value* bits = mask ? EmitAs(*mask, types().UInt32()) : builder_.getInt32(0xffffffffu);
      intrinsic(llvm::Intrinsic::nvvm_bar_warp_sync, {bits});
      return NoValue();
    }
    case BuiltinId::Threadfence:
      intrinsic(llvm::Intrinsic::nvvm_membar_gl);
      return NoValue();
    case BuiltinId::ThreadfenceBlock:
      intrinsic(llvm::Intrinsic::nvvm_membar_cta);
      return NoValue();
    case BuiltinId::ThreadfenceSystem:
      intrinsic(llvm::Intrinsic::nvvm_membar_sys);
      return NoValue();
    case BuiltinId::ThisGrid:
      return NoRunTimeValue(call);
    case BuiltinId::GridSync:
      EmitGridSync(builder_, module_.options().sm);
      return NoValue();
    default:
      DSLC_FATAL("`" + QualifiedName(id) + "` is not a barrier, fence or grid-group builtin");
  }
}

}  // namespace dslc
