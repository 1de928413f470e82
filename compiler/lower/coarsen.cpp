// Thread coarsening of an elementwise kernel (sema/elementwise.h): each GPU
// block does the work of `factor` consecutive blocks of the launch the user
// asked for. Physical block b runs the *virtual* blocks b*C + k, k = 0..C-1,
// with its own threadIdx, so the virtual thread of index
// i_k = (b*C + k) * blockDim.x + threadIdx.x runs the kernel's body once,
// as written: results are those of the uncoarsened kernel, bit for bit.
//
// The entry takes the user's grid.x as a hidden last parameter (0: the
// launch is not coarsened, each block is its own virtual block) and runs
//
//   fast path, when every virtual block of the chunk exists, the chunk's
//   last index is below the extent of every array accessed at `i`, and no
//   array the kernel writes overlaps another array it indexes (a test of
//   the data ranges, uniform over the grid): the loads of a[i_k] for every
//   array read at `i` and every k first, back to back, then the C bodies,
//   each reading those values (and seeing its own writes to a[i]). A GPU
//   thread so keeps C loads per array in flight instead of one.
//
//   one by one otherwise: the bodies of the virtual blocks that exist, one
//   after the other, as written.
//
// A body is a function of its own (always inlined), so a `return` in it
// ends only its virtual thread.
#include "compiler/lower/lower_impl.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {
namespace {

// The kernel-ABI argument each kernel parameter starts at.
std::vector<unsigned> ParameterStarts(llvm::ArrayRef<const Type*> params) {
  std::vector<unsigned> starts;
  unsigned next = 0;
  for (const Type* param : params) {
    starts.push_back(next);
    next += static_cast<unsigned>(KernelAbiParameterCount({param}));
  }
  return starts;
}

// The IR that CoarsenedEntry builds, with what it needs at hand.
class EntryBuilder {
 public:
  EntryBuilder(llvm::Function* entry, const ElementwisePlan& plan,
               llvm::ArrayRef<const Type*> params)
      : entry_(entry), plan_(plan), builder_(entry->getContext()) {
    starts_ = ParameterStarts(params);
    at_thread_.assign(plan.arrays.size(), false);
    for (const auto& [node, array] : plan.thread_accesses) at_thread_[array] = true;
    builder_.SetInsertPoint(llvm::BasicBlock::Create(entry->getContext(), "entry", entry));
  }

  void Build(llvm::Function* one, llvm::Function* ahead);

 private:
  llvm::Value* Register(llvm::Intrinsic::ID id) { return builder_.CreateIntrinsic(id, {}, {}); }
  llvm::Value* Data(const ElementwiseArray& array) { return entry_->getArg(starts_[array.param]); }
  llvm::Value* Extent(const ElementwiseArray& array) {
    return entry_->getArg(starts_[array.param] + 1);
  }
  llvm::BasicBlock* Block(const char* name) {
    return llvm::BasicBlock::Create(entry_->getContext(), name, entry_);
  }
  // A body's call: the kernel's arguments, then `extra`.
  void CallBody(llvm::Function* body, llvm::ArrayRef<llvm::Value*> extra);
  // The virtual thread's index, as cuda.grid(1) computes it (EmitGrid), so
  // that the optimiser sees one value.
  llvm::Value* ThreadIndex(llvm::Value* block);
  llvm::Value* FastPathApplies(llvm::Value* base);
  llvm::Value* Disjoint(const ElementwiseArray& a, const ElementwiseArray& b);
  void BuildAhead(llvm::Function* ahead, llvm::Value* base);
  void BuildOneByOne(llvm::Function* one, llvm::Value* base);

  llvm::Function* entry_;
  const ElementwisePlan& plan_;
  llvm::IRBuilder<> builder_;
  std::vector<unsigned> starts_;
  std::vector<bool> at_thread_;  // per array of the plan: accessed at `i`
  llvm::Value* grid_ = nullptr;  // the user's grid.x (i32)
  llvm::Value* tid_ = nullptr;
  llvm::Value* ntid_ = nullptr;
};

void EntryBuilder::CallBody(llvm::Function* body, llvm::ArrayRef<llvm::Value*> extra) {
  std::vector<llvm::Value*> args;
  size_t kernel_args = entry_->arg_size() - 1;  // all but the hidden grid.x
  for (size_t i = 0; i < kernel_args; ++i) args.push_back(entry_->getArg(i));
  args.insert(args.end(), extra.begin(), extra.end());
  builder_.CreateCall(body, args);
}

llvm::Value* EntryBuilder::ThreadIndex(llvm::Value* block) {
  llvm::Type* i64 = builder_.getInt64Ty();
  llvm::Value* block_dim = builder_.CreateZExt(ntid_, i64);
  llvm::Value* block_start = builder_.CreateMul(builder_.CreateZExt(block, i64), block_dim, "",
                                                /*HasNUW=*/true, /*HasNSW=*/true);
  return builder_.CreateAdd(builder_.CreateZExt(tid_, i64), block_start, "i", true, true);
}

// Whether [a.data, a.data + a.extent * itemsize) and b's do not meet.
// Pointers are compared, not converted to integers: a pointer that
// becomes an integer escapes, and the optimiser could then no longer tell
// that the kernel only reads an array (its loads use the read-only cache).
llvm::Value* EntryBuilder::Disjoint(const ElementwiseArray& a, const ElementwiseArray& b) {
  auto end = [&](const ElementwiseArray& array) {
    llvm::Value* bytes =
        builder_.CreateMul(Extent(array), builder_.getInt64(array.type->dtype()->bits() / 8));
    return builder_.CreateGEP(builder_.getInt8Ty(), Data(array), bytes);
  };
  llvm::Value* a_end = end(a);
  llvm::Value* b_end = end(b);
  return builder_.CreateOr(builder_.CreateICmpULE(a_end, Data(b)),
                           builder_.CreateICmpULE(b_end, Data(a)));
}

// The fast path's test, the same for every thread of the block.
llvm::Value* EntryBuilder::FastPathApplies(llvm::Value* base) {
  unsigned factor = static_cast<unsigned>(plan_.factor);
  llvm::Value* end_block = builder_.CreateAdd(base, builder_.getInt32(factor), "", true);
  llvm::Value* applies = builder_.CreateICmpULE(end_block, grid_, "whole");
  // Every index of the chunk is below end = (base + C) * blockDim.x.
  llvm::Type* i64 = builder_.getInt64Ty();
  llvm::Value* end = builder_.CreateMul(builder_.CreateZExt(end_block, i64),
                                        builder_.CreateZExt(ntid_, i64), "end", true, true);
  for (size_t a = 0; a < plan_.arrays.size(); ++a) {
    if (!at_thread_[a]) continue;
    applies = builder_.CreateAnd(applies, builder_.CreateICmpSLE(end, Extent(plan_.arrays[a])));
  }
  for (size_t w = 0; w < plan_.arrays.size(); ++w) {
    if (!plan_.arrays[w].written) continue;
    for (size_t a = 0; a < plan_.arrays.size(); ++a) {
      if (a == w || (plan_.arrays[a].written && a < w)) continue;  // each pair once
      applies = builder_.CreateAnd(applies, Disjoint(plan_.arrays[w], plan_.arrays[a]));
    }
  }
  return applies;
}

// Loads a[i_k] for each array read at `i` and each k, then runs the bodies.
void EntryBuilder::BuildAhead(llvm::Function* ahead, llvm::Value* base) {
  llvm::LLVMContext& context = entry_->getContext();
  std::vector<llvm::Value*> blocks;
  std::vector<std::vector<llvm::Value*>> loaded;
  for (int k = 0; k < plan_.factor; ++k) {
    llvm::Value* block = builder_.CreateAdd(base, builder_.getInt32(k), "", true);
    llvm::Value* index = ThreadIndex(block);
    blocks.push_back(block);
    loaded.emplace_back();
    for (size_t a = 0; a < plan_.arrays.size(); ++a) {
      const ElementwiseArray& array = plan_.arrays[a];
      // The body's own test `i < a.size` holds on this path.
      if (at_thread_[a]) builder_.CreateAssumption(builder_.CreateICmpSLT(index, Extent(array)));
      if (!array.read_at_thread) continue;
      const Type* dtype = array.type->dtype();
      llvm::Type* type = MemoryType(context, dtype);
      llvm::Value* address = builder_.CreateInBoundsGEP(type, Data(array), index);
      loaded.back().push_back(builder_.CreateAlignedLoad(type, address, ElementAlign(dtype)));
    }
  }
  for (int k = 0; k < plan_.factor; ++k) {
    std::vector<llvm::Value*> extra{blocks[k]};
    extra.insert(extra.end(), loaded[k].begin(), loaded[k].end());
    CallBody(ahead, extra);
  }
  builder_.CreateRetVoid();
}

// The bodies of the chunk's virtual blocks below grid.x, in order.
void EntryBuilder::BuildOneByOne(llvm::Function* one, llvm::Value* base) {
  llvm::BasicBlock* before = builder_.GetInsertBlock();
  llvm::BasicBlock* loop = Block("one.loop");
  llvm::BasicBlock* run = Block("one.run");
  llvm::BasicBlock* done = Block("one.done");
  builder_.CreateBr(loop);
  builder_.SetInsertPoint(loop);
  llvm::PHINode* k = builder_.CreatePHI(builder_.getInt32Ty(), 2, "k");
  k->addIncoming(builder_.getInt32(0), before);
  llvm::Value* block = builder_.CreateAdd(base, k, "", true);
  llvm::Value* more = builder_.CreateAnd(
      builder_.CreateICmpULT(k, builder_.getInt32(static_cast<uint32_t>(plan_.factor))),
      builder_.CreateICmpULT(block, grid_));
  builder_.CreateCondBr(more, run, done);
  builder_.SetInsertPoint(run);
  CallBody(one, {block});
  k->addIncoming(builder_.CreateAdd(k, builder_.getInt32(1), "", true), run);
  builder_.CreateBr(loop);
  builder_.SetInsertPoint(done);
  builder_.CreateRetVoid();
}

void EntryBuilder::Build(llvm::Function* one, llvm::Function* ahead) {
  grid_ = entry_->getArg(entry_->arg_size() - 1);
  llvm::Value* ctaid = Register(llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x);
  llvm::BasicBlock* single = Block("uncoarsened");
  llvm::BasicBlock* coarse = Block("coarsened");
  builder_.CreateCondBr(builder_.CreateICmpEQ(grid_, builder_.getInt32(0)), single, coarse);

  builder_.SetInsertPoint(single);
  CallBody(one, {ctaid});
  builder_.CreateRetVoid();

  builder_.SetInsertPoint(coarse);
  tid_ = Register(llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x);
  ntid_ = Register(llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_x);
  llvm::Value* base = builder_.CreateMul(
      ctaid, builder_.getInt32(static_cast<uint32_t>(plan_.factor)), "base", true);
  llvm::BasicBlock* fast = Block("ahead");
  llvm::BasicBlock* slow = Block("one.by.one");
  builder_.CreateCondBr(FastPathApplies(base), fast, slow);
  builder_.SetInsertPoint(fast);
  BuildAhead(ahead, base);
  builder_.SetInsertPoint(slow);
  BuildOneByOne(one, base);
}

}  // namespace

llvm::Function* ModuleLowering::LowerCoarsenedKernel(llvm::StringRef entry_name,
                                                     const ElementwisePlan& plan) {
  llvm::LLVMContext& context = module_.getContext();
  llvm::Type* i32 = llvm::Type::getInt32Ty(context);
  DSLC_CHECK(!module_.getNamedValue(entry_name),
             "the entry name `" + entry_name.str() + "` is already in the module");
  llvm::Function* entry = KernelAbiFunction(entry_name, llvm::Function::ExternalLinkage, {i32});
  entry->getArg(entry->arg_size() - 1)->setName("grid.x");
  const TypedFunction& kernel = *program_.kernel;

  // One thread of the kernel as written, in the block its last argument names.
  llvm::Function* one =
      KernelAbiFunction(entry_name.str() + ".thread", llvm::Function::InternalLinkage, {i32});
  one->addFnAttr(llvm::Attribute::AlwaysInline);
  VirtualThread plain{one->getArg(one->arg_size() - 1), &plan, {}};
  FunctionLowering(*this, kernel, one, /*is_kernel=*/true, &plain).Run();

  // The same, given the elements it reads at `i`, loaded ahead.
  std::vector<llvm::Type*> extra{i32};
  for (const ElementwiseArray& array : plan.arrays) {
    if (array.read_at_thread) extra.push_back(MemoryType(context, array.type->dtype()));
  }
  llvm::Function* ahead =
      KernelAbiFunction(entry_name.str() + ".thread.ahead", llvm::Function::InternalLinkage, extra);
  ahead->addFnAttr(llvm::Attribute::AlwaysInline);
  unsigned first_extra = static_cast<unsigned>(ahead->arg_size() - extra.size());
  VirtualThread given{ahead->getArg(first_extra), &plan, {}};
  unsigned next = first_extra + 1;
  for (const ElementwiseArray& array : plan.arrays) {
    given.loaded.push_back(array.read_at_thread ? ahead->getArg(next++) : nullptr);
  }
  FunctionLowering(*this, kernel, ahead, /*is_kernel=*/true, &given).Run();

  EntryBuilder(entry, plan, kernel.param_types()).Build(one, ahead);
  if (LineTable* table = line_table()) {
    // The entry's own code is at the `def`, and the bodies inline there.
    const SourceBuffer& source = kernel.info().source();
    llvm::DISubprogram* subprogram = table->AddSubprogram(*entry, kernel.def(), source);
    llvm::DILocation* at = LineTable::Location(subprogram, source, kernel.def().name_range.begin);
    for (llvm::BasicBlock& block : *entry) {
      for (llvm::Instruction& instruction : block) instruction.setDebugLoc(at);
    }
  }
  return entry;
}

}  // namespace dslc
