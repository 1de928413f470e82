// Thread coarsening of an elementwise kernel (plan/elementwise.h): each GPU
// block does the work of `factor` consecutive blocks of the launch the user
// asked for, along the plan's axis (x for `cuda.grid(1)`, y for
// `cuda.grid(2)`). Physical block b runs the *virtual* blocks b*C + k,
// k = 0..C-1, with its own threadIdx, so the virtual thread of position
// (b*C + k) * blockDim + threadIdx along the axis runs the kernel's body
// once, as written: results are those of the uncoarsened kernel, bit for
// bit.
//
// The entry takes the user's grid along the axis as a hidden last
// parameter (0: the launch is not coarsened, each block is its own virtual
// block) and runs
//
//   fast path, when every virtual block of the chunk exists, every tap
//   (an element at a constant offset from the position: `u[y - 1, x]`) of
//   every virtual thread of the chunk is inside its array, and no array
//   the kernel writes overlaps another array it indexes (tests of the data
//   ranges, uniform over the block): the loads of every tap the kernel
//   reads for every k first, back to back, then the C bodies, each reading
//   those values (and seeing its own writes to its own element). A GPU
//   thread so keeps C loads per tap in flight instead of one.
//
//   one by one otherwise: the bodies of the virtual blocks that exist, one
//   after the other, as written; an uncoarsened launch runs its own block
//   the same way.
//
// A 2-D kernel that cannot tell the difference (ElementwisePlan::
// consecutive) runs consecutive positions instead: the GPU thread
// (blockIdx.x * blockDim.x + threadIdx.x) runs the positions x = that * C
// + k along x, k = 0..C-1, the same chunk of C blocks' positions per GPU
// block; its taps are then consecutive elements of rows, which the fast
// path loads a vector at a time where the arrays are aligned
// (coarsen_rows.h), and the one-by-one path runs positions, not blocks.
//
// The body is one internal function, called C times by the fast path and
// once by the one-by-one loop, which passes no values and has it read its
// taps from memory (VirtualThread::from_memory), as the kernel as written
// does. A `return` in it ends only its virtual thread. LLVM inlines it (C + 1
// copies, each specialised to its caller) when it is small once libdevice is
// inlined into it; a larger body stays one `.func`, so that the compile time
// does not grow C + 1 times, and the fast path still issues its loads before
// the first call.
#include "compiler/lower/coarsen_rows.h"
#include "compiler/lower/lower_impl.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {
namespace {

// LLVM's inliner reads this attribute of a callee as the inline threshold
// of its calls, in place of the one it computes (which NVPTX multiplies by
// 11: inlining is mostly a gain on GPUs, but here it copies C + 1 times).
constexpr const char* kInlineThresholdAttribute = "function-inline-threshold";
// The cost, in LLVM's inline-cost units (about 5 per instruction), that the
// C + 1 inlined copies of a body may have together: a body inlines when its
// cost, libdevice inlined into it, is below this / (C + 1). saxpy's body
// costs about 0 after the call's own savings, to_polar's (sqrt, atan2) about
// 210: inlined, so that both keep the fast path without a call; damped_wave's
// (seven math functions) about 1400: one `.func`. Inlined at 1400, its C + 1
// copies made the compile 3 times slower.
constexpr int kInlinedBodiesCost = 1600;

int BodyInlineThreshold(int factor) { return kInlinedBodiesCost / (factor + 1); }

// The body of lanes (LowerLanesBody) inlines at any size.
constexpr int kLanesInlineThreshold = 1 << 20;

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
               llvm::ArrayRef<const Type*> params, const BlockShape& shape)
      : entry_(entry), plan_(plan), shape_(shape), builder_(entry->getContext()) {
    starts_ = ParameterStarts(params);
    builder_.SetInsertPoint(llvm::BasicBlock::Create(entry->getContext(), "entry", entry));
  }

  // `lanes`: the body of a thread of lanes (plan.lanes), else null.
  void Build(llvm::Function* body, llvm::Function* lanes);

 private:
  llvm::Value* Register(llvm::Intrinsic::ID id) { return builder_.CreateIntrinsic(id, {}, {}); }
  llvm::Value* Data(const ElementwiseArray& array) { return entry_->getArg(starts_[array.param]); }
  // Extent `d` of an array (i64).
  llvm::Value* Extent(const ElementwiseArray& array, int d) {
    return entry_->getArg(starts_[array.param] + 1 + static_cast<unsigned>(d));
  }
  llvm::BasicBlock* Block(const char* name) {
    return llvm::BasicBlock::Create(entry_->getContext(), name, entry_);
  }
  llvm::Value* Wide(llvm::Value* value) {
    return builder_.CreateZExt(value, builder_.getInt64Ty());
  }
  bool consecutive() const { return plan_.consecutive; }
  // `value` + k, no wrap (the k-th virtual block or position of a chunk).
  llvm::Value* Plus(llvm::Value* value, int k) {
    if (k == 0) return value;
    return builder_.CreateAdd(value, llvm::ConstantInt::get(value->getType(), k), "", true,
                              value->getType()->isIntegerTy(64));
  }
  // blockDim along `axis`: a constant where the kernel is compiled for one
  // block shape, as the body reads it (Dim3Component).
  llvm::Value* BlockDim(int axis);
  void ReadRegisters();
  // The body's call for the virtual thread `index`: the virtual block (i32)
  // or, of consecutive positions, the position (i64). The kernel's
  // arguments, then `index`, whether it reads from memory and the slots.
  void CallBody(llvm::Value* index, bool from_memory);
  // The call of the body of lanes: their positions, whether it reads from
  // memory, the shuffles' member mask and each lane's slots.
  void CallLanes(bool from_memory, llvm::Value* warp_mask);
  // A chunk not wholly inside, of lanes: the thread runs its lanes reading
  // from memory where they exist (all or none: its virtual warp exists).
  void BuildLanesFromMemory();
  void CreateSlots();
  // Component `c` of the position of the thread's k-th virtual thread in
  // the chunk of virtual blocks from `base`, as cuda.grid computes it
  // (EmitGrid), so that the optimiser sees one value.
  llvm::Value* Component(int c, int k, llvm::Value* base);
  // Index `d` of tap `tap` of that virtual thread.
  llvm::Value* TapIndexValue(const ElementwiseTap& tap, size_t d, int k, llvm::Value* base);
  // The address of that tap's element (C order, from the extents).
  llvm::Value* TapAddress(const ElementwiseTap& tap, int k, llvm::Value* base);
  // The first and one past the last value of component `c` over the chunk
  // of virtual blocks from `base` (i64).
  std::pair<llvm::Value*, llvm::Value*> ChunkRange(int c, llvm::Value* base);
  llvm::Value* FastPathApplies(llvm::Value* base);
  llvm::Value* Disjoint(const ElementwiseArray& a, const ElementwiseArray& b);
  // Assumes what the fast path's test showed: every tap's index inside its
  // extent.
  void AssumeTapsInside(llvm::Value* base);
  void BuildAhead(llvm::Value* base);
  void BuildAheadConsecutive(llvm::Value* base);
  // Whether every array a row reads along x is aligned to its vectors, and
  // so are its rows (coarsen_rows.h).
  llvm::Value* RowsAligned(const AheadRows& rows);
  // The address of `row`'s element at offset 0 (the thread's first
  // position along x).
  llvm::Value* RowStart(const AheadRow& row, llvm::Value* base);
  // Stores each loaded tap's value for the k-th virtual thread into its
  // slot and runs the bodies: `value(j, k)` for loaded tap j.
  template <typename ValueOf>
  void RunBodies(llvm::Value* base, ValueOf value);
  // Virtual threads [first, end) (blocks or positions), run one by one
  // from the block `from`.
  struct IndexRange {
    llvm::BasicBlock* from;
    llvm::Value* first;
    llvm::Value* end;
  };
  void BuildOneByOne(llvm::ArrayRef<IndexRange> ranges);

  llvm::Function* entry_;
  llvm::Function* body_ = nullptr;
  llvm::Function* lanes_body_ = nullptr;
  const ElementwisePlan& plan_;
  const BlockShape& shape_;
  llvm::IRBuilder<> builder_;
  std::vector<unsigned> starts_;
  // Per loaded tap of the plan: where the body finds it loaded ahead; per
  // lane, of a thread of lanes (slots_ is lane 0's).
  std::vector<llvm::AllocaInst*> slots_;
  std::vector<std::vector<llvm::AllocaInst*>> lane_slots_;
  llvm::Value* grid_ = nullptr;  // the user's grid along the axis (i32)
  // Per component of the position: threadIdx, blockDim and blockIdx.
  llvm::Value* tid_[2] = {nullptr, nullptr};
  llvm::Value* ntid_[2] = {nullptr, nullptr};
  llvm::Value* ctaid_[2] = {nullptr, nullptr};
  // Of consecutive positions: the GPU thread's index along x (its position
  // when the launch is not coarsened) and its first position (i64).
  llvm::Value* thread_ = nullptr;
  llvm::Value* first_ = nullptr;
};

llvm::Value* EntryBuilder::BlockDim(int axis) {
  const int64_t extents[2] = {shape_.x, shape_.y};
  if (shape_.shape_known()) return builder_.getInt32(static_cast<uint32_t>(extents[axis]));
  return Register(axis == 0 ? llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_x
                            : llvm::Intrinsic::nvvm_read_ptx_sreg_ntid_y);
}

void EntryBuilder::CallBody(llvm::Value* index, bool from_memory) {
  std::vector<llvm::Value*> args;
  size_t kernel_args = entry_->arg_size() - 1;  // all but the hidden grid extent
  for (size_t i = 0; i < kernel_args; ++i) args.push_back(entry_->getArg(i));
  args.push_back(index);
  args.push_back(builder_.getInt1(from_memory));
  args.insert(args.end(), slots_.begin(), slots_.end());
  builder_.CreateCall(body_, args);
}

void EntryBuilder::CreateSlots() {
  lane_slots_.resize(plan_.lanes ? static_cast<size_t>(plan_.factor) : 1);
  for (std::vector<llvm::AllocaInst*>& slots : lane_slots_) {
    for (const ElementwiseTap& tap : plan_.taps) {
      if (!tap.loaded) continue;
      const Type* dtype = plan_.arrays[tap.array].type->dtype();
      llvm::AllocaInst* slot =
          builder_.CreateAlloca(MemoryType(entry_->getContext(), dtype), nullptr, "slot");
      slot->setAlignment(ElementAlign(dtype));
      slots.push_back(slot);
    }
  }
  slots_ = lane_slots_[0];
}

void EntryBuilder::CallLanes(bool from_memory, llvm::Value* warp_mask) {
  std::vector<llvm::Value*> args;
  size_t kernel_args = entry_->arg_size() - 1;  // all but the hidden grid extent
  for (size_t i = 0; i < kernel_args; ++i) args.push_back(entry_->getArg(i));
  for (int k = 0; k < plan_.factor; ++k) args.push_back(Component(0, k, nullptr));
  args.push_back(builder_.getInt1(from_memory));
  args.push_back(warp_mask);
  for (const std::vector<llvm::AllocaInst*>& slots : lane_slots_) {
    args.insert(args.end(), slots.begin(), slots.end());
  }
  builder_.CreateCall(lanes_body_, args);
}

void EntryBuilder::BuildLanesFromMemory() {
  llvm::Value* positions = builder_.CreateMul(Wide(grid_), Wide(ntid_[0]), "", true, true);
  llvm::Value* end = Plus(first_, plan_.factor);
  llvm::BasicBlock* run = Block("lanes.from.memory");
  llvm::BasicBlock* done = Block("lanes.none");
  builder_.CreateCondBr(builder_.CreateICmpULE(end, positions), run, done);
  builder_.SetInsertPoint(run);
  // Only this thread's virtual warp's threads are sure to be here.
  uint32_t threads = 32 / static_cast<uint32_t>(plan_.factor);
  llvm::Value* lane = Register(llvm::Intrinsic::nvvm_read_ptx_sreg_laneid);
  llvm::Value* first_thread = builder_.CreateAnd(lane, builder_.getInt32(~(threads - 1)));
  llvm::Value* mask =
      builder_.CreateShl(builder_.getInt32((uint32_t{1} << threads) - 1), first_thread);
  CallLanes(/*from_memory=*/true, mask);
  builder_.CreateRetVoid();
  builder_.SetInsertPoint(done);
  builder_.CreateRetVoid();
}

void EntryBuilder::ReadRegisters() {
  using llvm::Intrinsic::ID;
  static constexpr ID kTid[2] = {llvm::Intrinsic::nvvm_read_ptx_sreg_tid_x,
                                 llvm::Intrinsic::nvvm_read_ptx_sreg_tid_y};
  static constexpr ID kCtaid[2] = {llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
                                   llvm::Intrinsic::nvvm_read_ptx_sreg_ctaid_y};
  for (int c = 0; c < plan_.dims; ++c) {
    tid_[c] = Register(kTid[c]);
    ntid_[c] = BlockDim(c);
    ctaid_[c] = Register(kCtaid[c]);
  }
  if (!consecutive()) return;
  thread_ = builder_.CreateAdd(Wide(tid_[0]),
                               builder_.CreateMul(Wide(ctaid_[0]), Wide(ntid_[0]), "", true, true),
                               "thread", true, true);
  first_ = builder_.CreateMul(thread_, builder_.getInt64(static_cast<uint64_t>(plan_.factor)),
                              "first", true, true);
}

llvm::Value* EntryBuilder::Component(int c, int k, llvm::Value* base) {
  if (c == plan_.axis() && consecutive()) return Plus(first_, k);
  llvm::Value* block_index = c == plan_.axis() ? Plus(base, k) : ctaid_[c];
  llvm::Value* block_start = builder_.CreateMul(Wide(block_index), Wide(ntid_[c]), "", true, true);
  return builder_.CreateAdd(Wide(tid_[c]), block_start, "", true, true);
}

llvm::Value* EntryBuilder::TapIndexValue(const ElementwiseTap& tap, size_t d, int k,
                                         llvm::Value* base) {
  const TapIndex& index = tap.index[d];
  if (index.component < 0) return builder_.getInt64(index.offset);
  llvm::Value* component = Component(index.component, k, base);
  if (index.offset == 0) return component;
  // On the fast path every index is inside its extent: no wrap.
  return builder_.CreateAdd(component, builder_.getInt64(index.offset), "", false, true);
}

llvm::Value* EntryBuilder::TapAddress(const ElementwiseTap& tap, int k, llvm::Value* base) {
  const ElementwiseArray& array = plan_.arrays[tap.array];
  llvm::Value* linear = nullptr;
  for (size_t d = 0; d < tap.index.size(); ++d) {
    llvm::Value* index = TapIndexValue(tap, d, k, base);
    llvm::Value* extent = Extent(array, static_cast<int>(d));
    linear = linear ? builder_.CreateAdd(builder_.CreateMul(linear, extent, "", true, true), index,
                                         "", true, true)
                    : index;
  }
  return builder_.CreateInBoundsGEP(MemoryType(entry_->getContext(), array.type->dtype()),
                                    Data(array), linear);
}

std::pair<llvm::Value*, llvm::Value*> EntryBuilder::ChunkRange(int c, llvm::Value* base) {
  if (c == plan_.axis()) {
    llvm::Value* end_block =
        builder_.CreateAdd(base, builder_.getInt32(static_cast<uint32_t>(plan_.factor)), "", true);
    return {builder_.CreateMul(Wide(base), Wide(ntid_[c]), "", true, true),
            builder_.CreateMul(Wide(end_block), Wide(ntid_[c]), "", true, true)};
  }
  llvm::Value* first = builder_.CreateMul(Wide(ctaid_[c]), Wide(ntid_[c]), "", true, true);
  return {first, builder_.CreateAdd(first, Wide(ntid_[c]), "", true, true)};
}

// Whether the bytes of `a` and `b` (C-contiguous: their extents' product
// times the item size from their data) do not meet. Pointers are
// compared, not converted to integers: a pointer that becomes an integer
// escapes, and the optimiser could then no longer tell that the kernel
// only reads an array (its loads use the read-only cache).
llvm::Value* EntryBuilder::Disjoint(const ElementwiseArray& a, const ElementwiseArray& b) {
  auto end = [&](const ElementwiseArray& array) {
    llvm::Value* bytes = builder_.getInt64(array.type->dtype()->bits() / 8);
    for (int d = 0; d < array.type->ndim(); ++d)
      bytes = builder_.CreateMul(bytes, Extent(array, d));
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
  // Every tap of the chunk lies inside its array.
  for (const ElementwiseTap& tap : plan_.taps) {
    const ElementwiseArray& array = plan_.arrays[tap.array];
    for (size_t d = 0; d < tap.index.size(); ++d) {
      const TapIndex& index = tap.index[d];
      llvm::Value* extent = Extent(array, static_cast<int>(d));
      llvm::Value* offset = builder_.getInt64(index.offset);
      if (index.component < 0) {
        applies = builder_.CreateAnd(applies, builder_.CreateICmpSLT(offset, extent));
        continue;
      }
      auto [first, end] = ChunkRange(index.component, base);
      if (index.offset < 0) {
        applies = builder_.CreateAnd(
            applies,
            builder_.CreateICmpSGE(builder_.CreateAdd(first, offset), builder_.getInt64(0)));
      }
      applies = builder_.CreateAnd(applies,
                                   builder_.CreateICmpSLE(builder_.CreateAdd(end, offset), extent));
    }
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

// Stated of the position's components themselves, which the bodies
// compare (`row == 0` folds away where `u[row - 1, x]` is a tap).
void EntryBuilder::AssumeTapsInside(llvm::Value* base) {
  for (int k = 0; k < plan_.factor; ++k) {
    for (const ElementwiseTap& tap : plan_.taps) {
      for (size_t d = 0; d < tap.index.size(); ++d) {
        const TapIndex& index = tap.index[d];
        if (index.component < 0) continue;
        llvm::Value* component = Component(index.component, k, base);
        llvm::Value* offset = builder_.getInt64(index.offset);
        llvm::Value* extent = Extent(plan_.arrays[tap.array], static_cast<int>(d));
        builder_.CreateAssumption(
            builder_.CreateICmpSLT(component, builder_.CreateSub(extent, offset, "", false, true)));
        if (index.offset < 0) {
          builder_.CreateAssumption(
              builder_.CreateICmpSGE(component, builder_.getInt64(-index.offset)));
        }
      }
    }
  }
}

template <typename ValueOf>
void EntryBuilder::RunBodies(llvm::Value* base, ValueOf value) {
  if (lanes_body_) {
    for (int k = 0; k < plan_.factor; ++k) {
      std::vector<llvm::AllocaInst*>& slots = lane_slots_[static_cast<size_t>(k)];
      for (size_t j = 0; j < slots.size(); ++j) {
        builder_.CreateAlignedStore(value(j, k), slots[j], slots[j]->getAlign());
      }
    }
    // The whole block runs here: every thread of the warp shuffles.
    CallLanes(/*from_memory=*/false, builder_.getInt32(0xFFFFFFFFu));
    builder_.CreateRetVoid();
    return;
  }
  for (int k = 0; k < plan_.factor; ++k) {
    for (size_t j = 0; j < slots_.size(); ++j) {
      builder_.CreateAlignedStore(value(j, k), slots_[j], slots_[j]->getAlign());
    }
    CallBody(consecutive() ? Component(0, k, base) : Plus(base, k), /*from_memory=*/false);
  }
  builder_.CreateRetVoid();
}

// Loads every tap read of each virtual thread, then runs the bodies.
void EntryBuilder::BuildAhead(llvm::Value* base) {
  AssumeTapsInside(base);
  std::vector<std::vector<llvm::Value*>> loaded;
  for (int k = 0; k < plan_.factor; ++k) {
    loaded.emplace_back();
    for (const ElementwiseTap& tap : plan_.taps) {
      if (!tap.loaded) continue;
      const Type* dtype = plan_.arrays[tap.array].type->dtype();
      loaded.back().push_back(builder_.CreateAlignedLoad(
          MemoryType(entry_->getContext(), dtype), TapAddress(tap, k, base), ElementAlign(dtype)));
    }
  }
  RunBodies(base, [&](size_t j, int k) { return loaded[static_cast<size_t>(k)][j]; });
}

llvm::Value* EntryBuilder::RowStart(const AheadRow& row, llvm::Value* base) {
  return TapAddress(ElementwiseTap{row.array, row.index, true}, 0, base);
}

llvm::Value* EntryBuilder::RowsAligned(const AheadRows& rows) {
  llvm::Value* aligned = builder_.getTrue();
  std::vector<bool> tested(plan_.arrays.size(), false);
  for (const AheadRow& row : rows.rows) {
    if (row.x_dimension < 0 || tested[row.array]) continue;
    tested[row.array] = true;
    const ElementwiseArray& array = plan_.arrays[row.array];
    uint64_t elements = static_cast<uint64_t>(VectorElements(plan_, row.array));
    uint64_t bytes = elements * (array.type->dtype()->bits() / 8);
    // The data pointer, masked to the vector's alignment, is itself (a
    // mask, not an integer conversion: see Disjoint).
    llvm::Value* data = Data(array);
    llvm::Value* masked =
        builder_.CreateIntrinsic(llvm::Intrinsic::ptrmask, {data->getType(), builder_.getInt64Ty()},
                                 {data, builder_.getInt64(~(bytes - 1))});
    aligned = builder_.CreateAnd(aligned, builder_.CreateICmpEQ(masked, data));
    // A row's length, in elements, is a multiple of the vector's.
    int ndim = array.type->ndim();
    if (ndim < 2) continue;
    llvm::Value* length = Extent(array, ndim - 1);
    aligned = builder_.CreateAnd(
        aligned,
        builder_.CreateICmpEQ(builder_.CreateAnd(length, elements - 1), builder_.getInt64(0)));
  }
  return aligned;
}

// The consecutive positions' loads: aligned rows a vector at a time, others
// one element at a time; then the bodies.
void EntryBuilder::BuildAheadConsecutive(llvm::Value* base) {
  AssumeTapsInside(base);
  AheadRows rows = GroupRows(plan_);
  std::vector<llvm::Value*> starts;
  for (const AheadRow& row : rows.rows) starts.push_back(RowStart(row, base));
  llvm::BasicBlock* vectors = Block("ahead.vectors");
  llvm::BasicBlock* elements = Block("ahead.elements");
  llvm::BasicBlock* bodies = Block("ahead.bodies");
  builder_.CreateCondBr(RowsAligned(rows), vectors, elements);
  AheadRows loaded[2] = {rows, rows};
  llvm::BasicBlock* from[2] = {vectors, elements};
  for (int path = 0; path < 2; ++path) {
    builder_.SetInsertPoint(from[path]);
    for (size_t r = 0; r < rows.rows.size(); ++r) {
      AheadRow& row = loaded[path].rows[r];
      LoadRow(builder_, plan_.arrays[row.array].type->dtype(), VectorElements(plan_, row.array),
              starts[r], /*vectors=*/path == 0, row);
    }
    from[path] = builder_.GetInsertBlock();
    builder_.CreateBr(bodies);
  }
  builder_.SetInsertPoint(bodies);
  for (size_t r = 0; r < rows.rows.size(); ++r) {
    for (auto& [offset, value] : rows.rows[r].elements) {
      llvm::Value* a = loaded[0].rows[r].elements.at(offset);
      llvm::PHINode* phi = builder_.CreatePHI(a->getType(), 2);
      phi->addIncoming(a, from[0]);
      phi->addIncoming(loaded[1].rows[r].elements.at(offset), from[1]);
      value = phi;
    }
  }
  RunBodies(base, [&](size_t j, int k) { return rows.Value(j, k); });
}

// The bodies of the virtual threads [first, end) of each range, in order,
// reading from memory: one call site for both ranges.
void EntryBuilder::BuildOneByOne(llvm::ArrayRef<IndexRange> ranges) {
  llvm::BasicBlock* loop = Block("one.loop");
  llvm::BasicBlock* run = Block("one.run");
  llvm::BasicBlock* done = Block("one.done");
  for (const IndexRange& range : ranges) {
    builder_.SetInsertPoint(range.from);
    builder_.CreateBr(loop);
  }
  builder_.SetInsertPoint(loop);
  llvm::Type* type = ranges.front().first->getType();
  auto phi = [&](const char* name) {
    return builder_.CreatePHI(type, static_cast<unsigned>(ranges.size() + 1), name);
  };
  llvm::PHINode* index = phi(consecutive() ? "position" : "block");
  llvm::PHINode* end = phi("end");
  for (const IndexRange& range : ranges) {
    index->addIncoming(range.first, range.from);
    end->addIncoming(range.end, range.from);
  }
  builder_.CreateCondBr(builder_.CreateICmpULT(index, end), run, done);
  builder_.SetInsertPoint(run);
  CallBody(index, /*from_memory=*/true);
  index->addIncoming(builder_.CreateAdd(index, llvm::ConstantInt::get(type, 1), "", true), run);
  end->addIncoming(end, run);
  // Not unrolled: each copy of the body would add to the compile time, for
  // the few chunks that take this path.
  llvm::BranchInst* back = builder_.CreateBr(loop);
  llvm::LLVMContext& context = entry_->getContext();
  llvm::MDNode* no_unroll =
      llvm::MDNode::get(context, llvm::MDString::get(context, "llvm.loop.unroll.disable"));
  llvm::MDNode* loop_id = llvm::MDNode::getDistinct(context, {nullptr, no_unroll});
  loop_id->replaceOperandWith(0, loop_id);  // a loop's id names itself first
  back->setMetadata(llvm::LLVMContext::MD_loop, loop_id);
  builder_.SetInsertPoint(done);
  builder_.CreateRetVoid();
}

void EntryBuilder::Build(llvm::Function* body, llvm::Function* lanes) {
  body_ = body;
  lanes_body_ = lanes;
  CreateSlots();
  grid_ = entry_->getArg(entry_->arg_size() - 1);
  ReadRegisters();
  const int axis = plan_.axis();
  llvm::BasicBlock* single = Block("uncoarsened");
  llvm::BasicBlock* coarse = Block("coarsened");
  builder_.CreateCondBr(builder_.CreateICmpEQ(grid_, builder_.getInt32(0)), single, coarse);

  // An uncoarsened launch: its own block, or its own position.
  builder_.SetInsertPoint(single);
  llvm::Value* own = consecutive() ? thread_ : ctaid_[axis];
  IndexRange alone{single, own,
                   builder_.CreateAdd(own, llvm::ConstantInt::get(own->getType(), 1), "", true)};

  builder_.SetInsertPoint(coarse);
  llvm::Value* factor = builder_.getInt32(static_cast<uint32_t>(plan_.factor));
  llvm::Value* base = builder_.CreateMul(ctaid_[axis], factor, "base", true);
  llvm::BasicBlock* fast = Block("ahead");
  llvm::BasicBlock* slow = Block("one.by.one");
  builder_.CreateCondBr(FastPathApplies(base), fast, slow);
  builder_.SetInsertPoint(fast);
  if (consecutive()) {
    BuildAheadConsecutive(base);
  } else {
    BuildAhead(base);
  }

  // A chunk not wholly inside: the virtual blocks (positions) that exist.
  builder_.SetInsertPoint(slow);
  if (lanes_body_) {
    BuildLanesFromMemory();
    return BuildOneByOne({alone});
  }
  IndexRange chunk{slow, base, builder_.CreateAdd(base, factor, "", true)};
  if (consecutive()) {
    chunk.first = first_;
    chunk.end = builder_.CreateAdd(first_, Wide(factor), "", true, true);
    grid_ = builder_.CreateMul(Wide(grid_), Wide(ntid_[axis]), "", true, true);
  }
  chunk.end = builder_.CreateBinaryIntrinsic(llvm::Intrinsic::umin, chunk.end, grid_);
  BuildOneByOne({alone, chunk});
}

}  // namespace

llvm::Function* ModuleLowering::LowerCoarsenedKernel(llvm::StringRef entry_name,
                                                     const ElementwisePlan& plan) {
  llvm::LLVMContext& context = module_.getContext();
  llvm::Type* i32 = llvm::Type::getInt32Ty(context);
  DSLC_CHECK(!module_.getNamedValue(entry_name),
             "the entry name `" + entry_name.str() + "` is already in the module");
  llvm::Function* entry = KernelAbiFunction(entry_name, llvm::Function::ExternalLinkage, {i32});
  entry->getArg(entry->arg_size() - 1)->setName(plan.axis() == 1 ? "grid.y" : "grid.x");
  const TypedFunction& kernel = *program_.kernel;

  // One thread of the kernel: its arguments, then the virtual block (or its
  // position), whether it reads its taps from memory and, per tap it reads,
  // where the caller put the element when it does not.
  llvm::Type* index = plan.consecutive ? llvm::Type::getInt64Ty(context) : i32;
  std::vector<llvm::Type*> extra{index, llvm::Type::getInt1Ty(context)};
  for (const ElementwiseTap& tap : plan.taps) {
    if (tap.loaded) extra.push_back(llvm::PointerType::get(context, 0));
  }
  llvm::Function* body =
      KernelAbiFunction(entry_name.str() + ".thread", llvm::Function::InternalLinkage, extra);
  body->addFnAttr(kInlineThresholdAttribute, std::to_string(BodyInlineThreshold(plan.factor)));
  unsigned first_extra = static_cast<unsigned>(body->arg_size() - extra.size());
  llvm::Argument* which = body->getArg(first_extra);
  which->setName(plan.consecutive ? "position" : "block");
  body->getArg(first_extra + 1)->setName("from.memory");
  VirtualThread thread;
  thread.axis = plan.axis();
  thread.plan = &plan;
  thread.from_memory = body->getArg(first_extra + 1);
  (plan.consecutive ? thread.position : thread.block) = which;
  unsigned next = first_extra + 2;
  for (const ElementwiseTap& tap : plan.taps) {
    thread.ahead.push_back(tap.loaded ? body->getArg(next++) : nullptr);
  }
  FunctionLowering(*this, kernel, body, /*is_kernel=*/true, &thread).Run();
  llvm::Function* lanes = plan.lanes ? LowerLanesBody(entry_name, plan) : nullptr;

  EntryBuilder(entry, plan, kernel.param_types(), block()).Build(body, lanes);
  if (LineTable* table = line_table()) {
    // The entry's own code, the body's calls among it, is at the `def`.
    const SourceBuffer& source = kernel.info().source();
    llvm::DISubprogram* subprogram = table->AddSubprogram(*entry, kernel.def(), source);
    llvm::DILocation* at = LineTable::Location(subprogram, source, kernel.def().name_range.begin);
    for (llvm::BasicBlock& block : *entry) {
      for (llvm::Instruction& instruction : block) instruction.setDebugLoc(at);
    }
  }
  return entry;
}

// The body of a thread of lanes (lower_lanes.cpp): the kernel's arguments,
// then each lane's position, whether it reads its taps from memory, the
// shuffles' member mask and, lane by lane, where the caller put each tap
// it reads.
llvm::Function* ModuleLowering::LowerLanesBody(llvm::StringRef entry_name,
                                               const ElementwisePlan& plan) {
  llvm::LLVMContext& context = module_.getContext();
  std::vector<llvm::Type*> extra(static_cast<size_t>(plan.factor), llvm::Type::getInt64Ty(context));
  extra.push_back(llvm::Type::getInt1Ty(context));
  extra.push_back(llvm::Type::getInt32Ty(context));
  size_t taps = static_cast<size_t>(std::count_if(plan.taps.begin(), plan.taps.end(),
                                                  [](const auto& tap) { return tap.loaded; }));
  extra.insert(extra.end(), taps * static_cast<size_t>(plan.factor),
               llvm::PointerType::get(context, 0));
  llvm::Function* body =
      KernelAbiFunction(entry_name.str() + ".lanes", llvm::Function::InternalLinkage, extra);
  // Called twice, each call already C threads' work: inlined whatever its
  // size, so that the fast path's lanes take their taps in registers and
  // its shuffles the whole warp's constant mask.
  body->addFnAttr(kInlineThresholdAttribute, std::to_string(kLanesInlineThreshold));
  unsigned next = static_cast<unsigned>(body->arg_size() - extra.size());
  VirtualThread thread;
  thread.axis = 0;
  thread.plan = &plan;
  for (int k = 0; k < plan.factor; ++k) thread.lane_positions.push_back(body->getArg(next++));
  thread.from_memory = body->getArg(next++);
  thread.from_memory->setName("from.memory");
  thread.warp_mask = body->getArg(next++);
  thread.warp_mask->setName("warp.mask");
  for (int k = 0; k < plan.factor; ++k) {
    thread.lane_ahead.emplace_back();
    for (const ElementwiseTap& tap : plan.taps) {
      thread.lane_ahead.back().push_back(tap.loaded ? body->getArg(next++) : nullptr);
    }
  }
  thread.position = thread.lane_positions[0];
  thread.ahead = thread.lane_ahead[0];
  FunctionLowering(*this, *program_.kernel, body, /*is_kernel=*/true, &thread).Run();
  return body;
}

}  // namespace dslc
