// Typing of dslc.internal, what library modules written in the kernel
// language (compiler/library/*.py) need of the compiler: facts known at
// compile time (the block a kernel is compiled for, the type of a value),
// each typed as a constant or a number class, so none reaches lowering.
#include "compiler/sema/infer_impl.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(BlockSizeUnknown, Error,
                "`{0}` needs the block's thread count at compile time: give the kernel "
                "`launch_bounds=threads`, or compile it with `--block-dim`",
                std::string);
DSLC_DIAGNOSTIC(BlockSizeNotConstant, Error,
                "`threads_per_block` must be a constant positive integer or a tuple of 2 or 3 "
                "of them, not {0}",
                std::string);
DSLC_DIAGNOSTIC(NotANumber, Error, "`{0}` takes a number, not {1}", std::string, Quoted);

}  // namespace

void ProgramTyper::NoteBlockUsed(const BlockShape& used) {
  if (!block_used_.known()) block_used_ = used;
}

const Type* FunctionTyper::TypeInternalCall(const CallExpr& call, InternalBuiltin which,
                                            llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  if (!CheckArity(call, name, 1, 1)) return nullptr;
  switch (which) {
    case InternalBuiltin::BlockDim:
    case InternalBuiltin::BlockThreads:
      return TypeBlockExtents(call, which);
    case InternalBuiltin::DtypeOf:
      if (!args[0]->is_scalar()) {
        Error(call.args[0]->range(), NotANumber, name, args[0]);
        return nullptr;
      }
      return types().NumberClass(args[0]->scalar());
    case InternalBuiltin::IsArray:
      return RecordConstant(call, ConstValue::Bool(types().Bool(), args[0]->is_array()));
  }
  DSLC_FATAL("`" + name + "` is not an internal builtin");
}

// block_dim(threads_per_block): the extents (x, y, z) as a constant tuple,
// 0 for those not known; block_threads(...): their product. From the
// argument when it is not None (a cuda.coop object's), else the program's.
const Type* FunctionTyper::TypeBlockExtents(const CallExpr& call, InternalBuiltin which) {
  const Type* given = result_->TypeOf(*call.args[0]);
  BlockShape block = program_.block();
  if (!given->is_none()) {
    const ConstValue* value = ConstantOf(*call.args[0]);
    std::vector<int64_t> extents;
    if (value && value->type()->is_integer()) extents.push_back(value->as_int());
    if (value && value->type()->is_tuple()) {
      for (const ConstValue& element : value->elements()) {
        if (element.type()->is_integer()) extents.push_back(element.as_int());
      }
      if (extents.size() != value->elements().size()) extents.clear();
    }
    if (extents.empty() || extents.size() > 3 ||
        llvm::any_of(extents, [](int64_t e) { return e <= 0; })) {
      Error(call.args[0]->range(), BlockSizeNotConstant,
            value ? "`" + value->ToString() + "`" : std::string("a value known only at run time"));
      return nullptr;
    }
    NeedConstant(*call.args[0]);
    extents.resize(3, 1);
    block = BlockShape{extents[0], extents[1], extents[2], "`threads_per_block`"};
  }
  if (!block.known()) {
    Error(call.range(), BlockSizeUnknown, QualifiedName(IdOf(which)));
    return nullptr;
  }
  program_.NoteBlockUsed(block);
  const Type* int64 = types().Int64();
  if (which == InternalBuiltin::BlockThreads) {
    return RecordConstant(call, ConstValue::Int(int64, block.threads()));
  }
  std::vector<ConstValue> extents = {ConstValue::Int(int64, block.x),
                                     ConstValue::Int(int64, block.y),
                                     ConstValue::Int(int64, block.z)};
  return RecordConstant(call, ConstValue::Tuple(types().Tuple({int64, int64, int64}), extents));
}

}  // namespace dslc
