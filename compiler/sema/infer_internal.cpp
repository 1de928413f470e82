// Typing of dslc.internal, what library modules written in the kernel
// language (compiler/library/*.py) need of the compiler: facts known at
// compile time (the block a kernel is compiled for, the type of a value),
// each typed as a constant or a number class, so none reaches lowering; and
// a few run-time operations the kernel language has no words for (a warp's
// redux.sync, a shuffle's predicate, vector loads and stores), lowered in
// lower_internal.cpp.
#include "compiler/sema/infer_impl.h"
#include "compiler/types/internal_facts.h"

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
DSLC_DIAGNOSTIC(InternalArgument, Error, "`{0}` takes {1}, not {2}", std::string, llvm::StringRef,
                Described);
DSLC_DIAGNOSTIC(InternalNotConstant, Error, "`{0}` takes {1} known at compile time", std::string,
                llvm::StringRef);
DSLC_DIAGNOSTIC(VectorTooWide, Error,
                "`{0}` moves 1, 2 or 4 elements of at most 16 bytes in all, not {1}", std::string,
                int64_t);

// A 1-D array of integers or floats (not bools): what vector loads move.
bool IsVectorArray(const Type* type) { return VectorWidthOf(type, type, 4) > 1; }

}  // namespace

void ProgramTyper::NoteBlockUsed(const BlockShape& used) {
  if (!block_used_.known()) block_used_ = used;
}

const Type* FunctionTyper::TypeInternalCall(const CallExpr& call, InternalBuiltin which,
                                            llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  size_t arity = Info(IdOf(which)).params().size();
  if (!CheckArity(call, name, arity, arity)) return nullptr;
  if (IsInternalOperation(which)) return TypeInternalOperation(call, which, args);
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
    case InternalBuiltin::IntegerBits:
      return RecordConstant(call, ConstValue::Int(types().Int64(), IntegerBitsOf(args[0])));
    case InternalBuiltin::VectorWidth: {
      std::optional<int64_t> count = InternalCount(call, name, 2, "a count");
      if (!count) return nullptr;
      int64_t width = VectorWidthOf(args[0], args[1], *count);
      return RecordConstant(call, ConstValue::Int(types().Int64(), width));
    }
    default:  // an operation: typed above
      break;
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

// The constant positive integer argument `position` of `call`, or nothing
// after reporting it is not one.
std::optional<int64_t> FunctionTyper::InternalCount(const CallExpr& call, const std::string& name,
                                                    size_t position, llvm::StringRef what) {
  const ConstValue* value = ConstantOf(*call.args[position]);
  if (!value || !value->type()->is_integer() || value->as_int() <= 0) {
    Error(call.args[position]->range(), InternalNotConstant, name, what);
    return std::nullopt;
  }
  NeedConstant(*call.args[position]);
  return value->as_int();
}

// The run-time helpers: warp_redux_add(int32 or uint32) is its argument's
// type; shfl_up_valid(mask, value, delta, width) is (value's type, bool),
// shfl_up_add(...) the value's type; exclusive_sum_of(inclusive, item) the
// type of both, one integer type; address_in_register(array) the array's;
// aligned(array, width) a bool, constant False for an array vector loads
// cannot move; load_vector and store_vector(dst, src, start, width) return
// nothing and take 1-D arrays of one dtype and a constant width whose
// vector fills at most 16 bytes.
const Type* FunctionTyper::TypeInternalOperation(const CallExpr& call, InternalBuiltin which,
                                                 llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  switch (which) {
    case InternalBuiltin::WarpReduxAdd:
      if (IntegerBitsOf(args[0]) != 32) {
        Error(call.args[0]->range(), InternalArgument, name, "an int32 or uint32", args[0]);
        return nullptr;
      }
      return args[0];
    case InternalBuiltin::ShflUpValid:
    case InternalBuiltin::ShflUpAdd:
      for (size_t k : {0, 2, 3}) {
        if (!CheckInteger(*call.args[k], args[k], name, Info(IdOf(which)).params()[k])) {
          return nullptr;
        }
      }
      if (args[1]->is_bool() || (!args[1]->is_integer() && !args[1]->is_float())) {
        Error(call.args[1]->range(), InternalArgument, name, "an integer or a float", args[1]);
        return nullptr;
      }
      if (which == InternalBuiltin::ShflUpAdd) return args[1];
      return types().Tuple({args[1], types().Bool()});
    case InternalBuiltin::ExclusiveSumOf:
      for (size_t k : {0, 1}) {
        if (IntegerBitsOf(args[k]) == 0 || args[k] != args[0]) {
          Error(call.args[k]->range(), InternalArgument, name, "two integers of one type", args[k]);
          return nullptr;
        }
      }
      return args[0];
    case InternalBuiltin::AddressInRegister:
      if (!args[0]->is_array()) {
        Error(call.args[0]->range(), InternalArgument, name, "an array", args[0]);
        return nullptr;
      }
      return args[0];
    case InternalBuiltin::Aligned: {
      if (!args[0]->is_array()) {
        Error(call.args[0]->range(), InternalArgument, name, "an array", args[0]);
        return nullptr;
      }
      if (!InternalCount(call, name, 1, "a width")) return nullptr;
      if (!IsVectorArray(args[0])) {
        return RecordConstant(call, ConstValue::Bool(types().Bool(), false));
      }
      return types().Bool();
    }
    case InternalBuiltin::LoadVector:
    case InternalBuiltin::StoreVector:
      return TypeVectorCopy(call, which, args);
    default:  // a fact (IsInternalOperation)
      break;
  }
  DSLC_FATAL("`" + name + "` is not a run-time operation");
}

const Type* FunctionTyper::TypeVectorCopy(const CallExpr& call, InternalBuiltin which,
                                          llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  for (size_t k : {0, 1}) {
    if (!IsVectorArray(args[k]) || args[k]->dtype() != args[0]->dtype()) {
      Error(call.args[k]->range(), InternalArgument, name,
            "1-D arrays of one integer or float type", args[k]);
      return nullptr;
    }
  }
  if (!CheckInteger(*call.args[2], args[2], name, "start")) return nullptr;
  std::optional<int64_t> width = InternalCount(call, name, 3, "a width");
  if (!width) return nullptr;
  if (*width > VectorWidthOf(args[0], args[1], 4) || 4 % *width != 0) {
    Error(call.args[3]->range(), VectorTooWide, name, *width);
    return nullptr;
  }
  if (!CheckWritable(*call.args[0], args[0], call.args[0]->range())) return nullptr;
  return types().None();
}

}  // namespace dslc
