// The grid barrier, as cooperative_groups implements it (sync_grids in
// cooperative_groups/details/sync.h):
//
//   bar.sync 0
//   if this is thread (0,0,0) of its block:
//     word = workspace + 4, workspace = (%envreg1 << 32) | %envreg2 (null:
//     not a cooperative launch: trap)
//     add 1 to the word (block (0,0,0) adds 0x80000000 - (blocks - 1)), so
//     that bit 31 flips when every block has arrived
//     spin until bit 31 differs from the value before the add
//   bar.sync 0
//
// From sm_70 the add is a release and the spinning loads are acquires.
// Older GPUs have neither: a fence before the (relaxed) add, volatile
// loads, and a fence after the spin.
//
// LLVM 19's NVPTX back end cannot select IR fences or acquire/release
// atomics, so the ordered accesses are inline PTX with a memory clobber.
#include "compiler/lower/grid_sync.h"

#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {
namespace {

constexpr int kFirstAcquireReleaseSm = 70;

llvm::Value* Register(llvm::IRBuilder<>& builder, llvm::Intrinsic::ID id) {
  return builder.CreateIntrinsic(id, {}, {});
}

llvm::Value* AllZero(llvm::IRBuilder<>& builder, llvm::Intrinsic::ID x, llvm::Intrinsic::ID y,
                     llvm::Intrinsic::ID z) {
  // One statement per instruction: the order of a call's arguments is the
  // host compiler's choice, and the IR must not depend on it.
  llvm::Value* x_value = Register(builder, x);
  llvm::Value* y_value = Register(builder, y);
  llvm::Value* xy = builder.CreateOr(x_value, y_value);
  llvm::Value* any = builder.CreateOr(xy, Register(builder, z));
  return builder.CreateICmpEQ(any, builder.getInt32(0));
}

// What this block adds to the barrier word: 1, or for block (0,0,0)
// 0x80000000 - (blocks - 1), so that all of them together flip bit 31.
llvm::Value* Arrival(llvm::IRBuilder<>& builder) {
  llvm::Value* blocks_x = Register(builder, llvm::Intrinsic::nvvm_read_ptx_sreg_nctaid_x);
  llvm::Value* blocks_y = Register(builder, llvm::Intrinsic::nvvm_read_ptx_sreg_nctaid_y);
  llvm::Value* blocks_xy = builder.CreateMul(blocks_x, blocks_y);
  llvm::Value* blocks =
      builder.CreateMul(blocks_xy, Register(builder, llvm::Intrinsic::nvvm_read_ptx_sreg_nctaid_z));
  llvm::Value* first_block = AllZero(builder, llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
                                     llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                                     llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_z);
  llvm::Value* rest = builder.CreateSub(blocks, builder.getInt32(1));
  return builder.CreateSelect(first_block, builder.CreateSub(builder.getInt32(0x80000000u), rest),
                              builder.getInt32(1));
}

llvm::Value* AsmCall(llvm::IRBuilder<>& builder, llvm::FunctionType* type, const char* text,
                     const char* constraints, llvm::ArrayRef<llvm::Value*> args) {
  auto* assembly = llvm::InlineAsm::get(type, text, constraints, /*hasSideEffects=*/true);
  return builder.CreateCall(assembly, args);
}

// Adds `increment` to the barrier word; returns the word's value before.
llvm::Value* Arrive(llvm::IRBuilder<>& builder, llvm::Value* word, llvm::Value* increment, int sm) {
  if (sm < kFirstAcquireReleaseSm) {
    builder.CreateIntrinsic(llvm::Intrinsic::nvvm_membar_gl, {}, {});
    // The workspace is global memory: said so, the add is `atom.global`, and
    // no local-memory check is put in front of it (local_atomics.h).
    llvm::Value* global_word = builder.CreateAddrSpaceCast(word, builder.getPtrTy(1));
    return builder.CreateAtomicRMW(llvm::AtomicRMWInst::Add, global_word, increment,
                                   llvm::MaybeAlign(4), llvm::AtomicOrdering::Monotonic);
  }
  llvm::Type* i32 = builder.getInt32Ty();
  auto* type = llvm::FunctionType::get(i32, {word->getType(), i32}, false);
  return AsmCall(builder, type, "atom.add.release.gpu.u32 $0, [$1], $2;", "=r,l,r,~{memory}",
                 {word, increment});
}

// The barrier word as this spin iteration sees it.
llvm::Value* Poll(llvm::IRBuilder<>& builder, llvm::Value* word, int sm) {
  llvm::Type* i32 = builder.getInt32Ty();
  if (sm < kFirstAcquireReleaseSm) {
    return builder.CreateAlignedLoad(i32, word, llvm::Align(4), /*isVolatile=*/true);
  }
  auto* type = llvm::FunctionType::get(i32, {word->getType()}, false);
  return AsmCall(builder, type, "ld.acquire.gpu.u32 $0, [$1];", "=r,l,~{memory}", {word});
}

}  // namespace

void EmitGridSync(llvm::IRBuilder<>& builder, int sm) {
  llvm::LLVMContext& context = builder.getContext();
  llvm::Function* function = builder.GetInsertBlock()->getParent();
  llvm::Type* i64 = builder.getInt64Ty();

  builder.CreateIntrinsic(llvm::Intrinsic::nvvm_barrier0, {}, {});
  llvm::Value* master =
      AllZero(builder, llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x,
              llvm::Intrinsic::nvvm_read_ptx_sreg_tid_y, llvm::Intrinsic::nvvm_read_ptx_sreg_tid_z);
  auto* arrive = llvm::BasicBlock::Create(context, "gridsync.arrive", function);
  auto* no_workspace = llvm::BasicBlock::Create(context, "gridsync.noworkspace", function);
  auto* add = llvm::BasicBlock::Create(context, "gridsync.add", function);
  auto* spin = llvm::BasicBlock::Create(context, "gridsync.spin", function);
  auto* left = llvm::BasicBlock::Create(context, "gridsync.left", function);
  auto* done = llvm::BasicBlock::Create(context, "gridsync.done", function);
  builder.CreateCondBr(master, arrive, done);

  // The workspace; null when the kernel was not launched cooperatively.
  builder.SetInsertPoint(arrive);
  llvm::Value* high =
      builder.CreateZExt(Register(builder, llvm::Intrinsic::nvvm_read_ptx_sreg_envreg1), i64);
  llvm::Value* low =
      builder.CreateZExt(Register(builder, llvm::Intrinsic::nvvm_read_ptx_sreg_envreg2), i64);
  llvm::Value* workspace = builder.CreateOr(builder.CreateShl(high, 32), low, "workspace");
  builder.CreateCondBr(builder.CreateICmpEQ(workspace, builder.getInt64(0)), no_workspace, add);

  builder.SetInsertPoint(no_workspace);
  builder.CreateIntrinsic(llvm::Intrinsic::trap, {}, {});
  builder.CreateUnreachable();

  builder.SetInsertPoint(add);
  llvm::Value* word = builder.CreateIntToPtr(builder.CreateAdd(workspace, builder.getInt64(4)),
                                             builder.getPtrTy(0), "barrier_word");
  llvm::Value* before = Arrive(builder, word, Arrival(builder), sm);
  builder.CreateBr(spin);

  builder.SetInsertPoint(spin);
  llvm::Value* now = Poll(builder, word, sm);
  llvm::Value* flipped = builder.CreateICmpNE(
      builder.CreateAnd(builder.CreateXor(before, now), builder.getInt32(0x80000000u)),
      builder.getInt32(0));
  builder.CreateCondBr(flipped, left, spin);

  builder.SetInsertPoint(left);
  if (sm < kFirstAcquireReleaseSm) builder.CreateIntrinsic(llvm::Intrinsic::nvvm_membar_gl, {}, {});
  builder.CreateBr(done);

  builder.SetInsertPoint(done);
  builder.CreateIntrinsic(llvm::Intrinsic::nvvm_barrier0, {}, {});
}

}  // namespace dslc
