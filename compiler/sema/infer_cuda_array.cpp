// Typing of `cuda.shared.array(shape, dtype, alignment=None)` and
// `cuda.local.array(...)`, after Numba-CUDA's Cuda_array_decl: the shape is a
// compile-time constant (an integer or a tuple of them), the dtype a number
// class, the result a C-contiguous array. Each call's allocation is recorded
// for lowering and for the kernel's shared-memory total (kernel_resources).
#include "compiler/sema/call_diagnostics.h"
#include "compiler/sema/infer_impl.h"
#include "llvm/Support/MathExtras.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(ConstArrayLikeNeedsHostArray, Error,
                "`{0}` takes a NumPy array of the host program (a global or closure variable "
                "of the kernel), not {1}",
                std::string, Described);
DSLC_DIAGNOSTIC(UnknownDtypeName, Error,
                "{0} names no number type; a dtype string is a type's name such as \"float32\", "
                "\"int64\" or \"f4\"",
                std::string);
DSLC_DIAGNOSTIC(UnknownArrayParameter, Error,
                "`{0}` has no parameter `{1}`; it takes `shape`, `dtype` and `alignment`",
                std::string, llvm::StringRef);
DSLC_DIAGNOSTIC(MissingArrayArgument, Error, "`{0}` needs its `{1}` argument", std::string,
                llvm::StringRef);
DSLC_DIAGNOSTIC(ArrayShapeNotConstant, Error,
                "the shape of `{0}` must be a compile-time constant, but {1} is a run-time value; "
                "{2}",
                std::string, std::string, std::string);
DSLC_DIAGNOSTIC(ShapeNotIntegers, Error,
                "the shape of `{0}` must be an integer or a tuple of integers, not {1}",
                llvm::StringRef, Described);
DSLC_DIAGNOSTIC(ShapeDimensions, Error,
                "`{0}` makes arrays of 1 to 3 dimensions, but the shape `{1}` has {2}",
                llvm::StringRef, std::string, size_t);
DSLC_DIAGNOSTIC(SharedShapeNotPositive, Error,
                "the extents of `{0}` must be positive, but the shape is `{1}`; the shape `0` "
                "alone makes a dynamic shared array, sized at launch",
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(LocalShapeNotPositive, Error,
                "the extents of `{0}` must be positive, but the shape is `{1}`; a local array has "
                "at least one element",
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(BadArrayDtype, Error,
                "the dtype of `{0}` must be a number type such as `float32`, `np.int32` or "
                "`numba.uint8`, not {1}",
                std::string, std::string);
DSLC_DIAGNOSTIC(BadArrayAlignment, Error,
                "the alignment of `{0}` must be a constant power of two from 1 to {1} (bytes), "
                "not {2}",
                std::string, uint64_t, std::string);
DSLC_DIAGNOSTIC(LocalArrayTooLarge, Error,
                "this `cuda.local.array` of shape {0} and dtype {1} takes {2} bytes per thread, "
                "more than the {3} (512 KiB) a thread can have",
                std::string, std::string, std::string, uint64_t);

// Positions of the parameters (builtins.def).
constexpr size_t kShape = 0, kDtype = 1, kAlignment = 2;
// Beyond any GPU's needs, and far from LLVM's limit on alignments.
constexpr uint64_t kMaxAlignment = 65536;
// CUDA's limit on local memory per thread.
constexpr uint64_t kMaxLocalBytes = 512 * 1024;

ArrayAllocation::Space SpaceOf(ArrayBuiltin which) {
  switch (which) {
    case ArrayBuiltin::Shared:
      return ArrayAllocation::Space::Shared;
    case ArrayBuiltin::Local:
      return ArrayAllocation::Space::Local;
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` allocates in no known memory");
}

std::string ShapeText(llvm::ArrayRef<int64_t> shape) {
  std::string text = "(";
  for (size_t i = 0; i < shape.size(); ++i) text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + (shape.size() == 1 ? ",)" : ")");
}

// Why the shape must be known, and what to do instead.
std::string ConstantShapeReason(bool shared) {
  if (shared) {
    return "shared arrays are allocated when the kernel is compiled; for a size chosen at "
           "launch use dynamic shared memory, `cuda.shared.array(0, dtype)`";
  }
  return "local arrays are allocated when the kernel is compiled; give the largest size the "
         "kernel needs as a constant";
}

}  // namespace

// The source text of a short expression, quoted, for messages; else "this
// expression".
std::string FunctionTyper::SourceText(const Expr& expr) const {
  SourceRange range = expr.range();
  llvm::StringRef text = info_.source().text().slice(range.begin, range.end);
  if (text.empty() || text.size() > 40 || text.contains('\n')) return "this expression";
  return "`" + text.str() + "`";
}

// The argument for the parameter at `position`: positional or keyword.
const Expr* FunctionTyper::ArrayConstructorArgument(const CallExpr& call, ArrayBuiltin which,
                                                    size_t position) {
  if (position < call.args.size()) return call.args[position];
  llvm::StringRef name = Info(IdOf(which)).params()[position];
  for (const KeywordArg& keyword : call.keywords) {
    if (keyword.name == name) return keyword.value;
  }
  return nullptr;
}

// An argument of a call to `callee`: the dtype of `cuda.shared.array` and
// `cuda.local.array` may be a string naming a number type, as NumPy reads
// it (`dtype="int32"`); every other argument is an expression.
const Type* FunctionTyper::TypeCallArgument(const Type* callee, const Expr& arg, size_t index,
                                            llvm::StringRef keyword) {
  const auto* string = llvm::dyn_cast<StringLiteralExpr>(&arg);
  if (string && IsPrint(callee)) return types().None();  // printed as it is (infer_print.cpp)
  bool array_constructor = callee && callee->kind() == TypeKind::Builtin &&
                           (static_cast<BuiltinId>(callee->id()) == BuiltinId::ArrayShared ||
                            static_cast<BuiltinId>(callee->id()) == BuiltinId::ArrayLocal);
  if (!string || !array_constructor || (index != kDtype && keyword != "dtype")) {
    return TypeExpr(arg);
  }
  ScalarKind kind;
  if (string->bytes || !LookupScalar(string->value, &kind)) {
    Error(arg.range(), UnknownDtypeName, SourceText(arg));
    return nullptr;
  }
  return Record(arg, types().NumberClass(kind));
}

// cuda.const.array_like(ndarray): the host program's NumPy array itself,
// which is in constant memory already (a read-only array).
const Type* FunctionTyper::TypeConstMemoryCall(const CallExpr& call, ConstMemoryBuiltin which,
                                               llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  if (!CheckArity(call, name, 1, 1)) return nullptr;
  switch (which) {
    case ConstMemoryBuiltin::ArrayLike:
      if (!result_->ConstArrayOf(*call.args[0]) || !args[0]->readonly()) {
        Error(call.args[0]->range(), ConstArrayLikeNeedsHostArray, name, args[0]);
        return nullptr;
      }
      return args[0];
  }
  DSLC_FATAL("`" + name + "` is not a constant-memory builtin");
}

const Type* FunctionTyper::TypeArrayCall(const CallExpr& call, ArrayBuiltin which,
                                         llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  bool shared = SpaceOf(which) == ArrayAllocation::Space::Shared;
  llvm::ArrayRef<llvm::StringRef> params = Info(IdOf(which)).params();
  if (call.args.size() > params.size()) return CheckArity(call, name, 2, 3), nullptr;
  for (const KeywordArg& keyword : call.keywords) {
    const auto* known = llvm::find(params, keyword.name);
    if (known == params.end()) {
      Error(keyword.name_range, UnknownArrayParameter, name, keyword.name);
      return nullptr;
    }
    if (static_cast<size_t>(known - params.begin()) < call.args.size()) {
      Error(keyword.name_range, ArgumentGivenTwice, keyword.name);
      return nullptr;
    }
  }
  const Expr* shape_arg = ArrayConstructorArgument(call, which, kShape);
  const Expr* dtype_arg = ArrayConstructorArgument(call, which, kDtype);
  if (!shape_arg || !dtype_arg) {
    if (call.keywords.empty()) return CheckArity(call, name, 2, 3), nullptr;
    Error(call.range(), MissingArrayArgument, name, params[shape_arg ? kDtype : kShape]);
    return nullptr;
  }
  std::optional<llvm::SmallVector<int64_t, 3>> shape = ArrayShape(*shape_arg, name, shared);
  if (!shape) return nullptr;
  const Type* dtype_class = result_->TypeOf(*dtype_arg);
  if (dtype_class->kind() != TypeKind::NumberClass) {
    Error(dtype_arg->range(), BadArrayDtype, name, Describe(dtype_class));
    return nullptr;
  }
  std::optional<uint64_t> alignment =
      ArrayAlignment(ArrayConstructorArgument(call, which, kAlignment), name);
  if (!alignment) return nullptr;

  ArrayAllocation allocation;
  allocation.space = SpaceOf(which);
  allocation.dtype = types().Scalar(dtype_class->scalar());
  allocation.dynamic = shared && *shape == llvm::ArrayRef<int64_t>{0};
  if (!allocation.dynamic) allocation.shape = *shape;
  allocation.alignment = *alignment;
  allocation.where = call.range();
  if (!shared && !CheckLocalArraySize(call, allocation)) return nullptr;
  result_->allocations_[call.id()] = allocation;
  int ndim = allocation.dynamic ? 1 : static_cast<int>(shape->size());
  return types().Array(allocation.dtype, ndim, Layout::C);
}

// The extents of a constant shape: an integer or a tuple of 1 to 3 integers,
// each positive; `0` (or `(0,)`) alone for dynamic shared memory.
std::optional<llvm::SmallVector<int64_t, 3>> FunctionTyper::ArrayShape(const Expr& shape,
                                                                       llvm::StringRef name,
                                                                       bool shared) {
  const Type* type = result_->TypeOf(shape);
  bool integers = type->is_integer() ||
                  (type->is_tuple() && llvm::all_of(type->elements(), [](const Type* element) {
                     return element->is_integer();
                   }));
  if (!integers) {
    Error(shape.range(), ShapeNotIntegers, name, type);
    return std::nullopt;
  }
  const ConstValue* value = ConstantOf(shape);
  if (!value) {
    // Point at the first element that is not constant, if it is written out.
    const Expr* culprit = &shape;
    if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&shape)) {
      for (const Expr* element : tuple->elements) {
        if (!ConstantOf(*element)) {
          culprit = element;
          break;
        }
      }
    }
    Error(culprit->range(), ArrayShapeNotConstant, name.str(), SourceText(*culprit),
          ConstantShapeReason(shared));
    return std::nullopt;
  }
  NeedConstant(shape);
  std::vector<ConstValue> values = type->is_tuple() ? value->elements() : std::vector{*value};
  if (values.empty() || values.size() > 3) {
    Error(shape.range(), ShapeDimensions, name, value->ToString(), values.size());
    return std::nullopt;
  }
  llvm::SmallVector<int64_t, 3> extents;
  bool positive = true;
  for (const ConstValue& extent : values) {
    bool too_large = !extent.type()->is_signed() && extent.as_uint() > uint64_t{INT64_MAX};
    extents.push_back(too_large ? INT64_MAX : extent.as_int());
    positive = positive && extents.back() > 0;
  }
  if (positive || (shared && extents == llvm::ArrayRef<int64_t>{0})) return extents;
  Error(shape.range(), shared ? SharedShapeNotPositive : LocalShapeNotPositive, name,
        value->ToString());
  return std::nullopt;
}

// `alignment=`: absent or None (0: the element's own), or a constant power
// of two.
std::optional<uint64_t> FunctionTyper::ArrayAlignment(const Expr* alignment, llvm::StringRef name) {
  if (!alignment) return 0;
  const Type* type = result_->TypeOf(*alignment);
  if (type->is_none()) return 0;
  const ConstValue* value = ConstantOf(*alignment);
  std::string seen = !type->is_integer() ? Describe(type)
                     : !value            ? "a run-time value"
                                         : "`" + value->ToString() + "`";
  if (type->is_integer() && value) {
    NeedConstant(*alignment);
    uint64_t bytes = value->as_uint();
    bool negative = value->type()->is_signed() && value->as_int() < 0;
    if (!negative && llvm::isPowerOf2_64(bytes) && bytes <= kMaxAlignment) return bytes;
  }
  Error(alignment->range(), BadArrayAlignment, name.str(), kMaxAlignment, seen);
  return std::nullopt;
}

bool FunctionTyper::CheckLocalArraySize(const CallExpr& call, const ArrayAllocation& allocation) {
  uint64_t bytes = allocation.dtype->bits() / 8;
  for (int64_t extent : allocation.shape) {
    bytes = llvm::SaturatingMultiply(bytes, static_cast<uint64_t>(extent));
  }
  if (bytes <= kMaxLocalBytes) return true;
  // SaturatingMultiply stops at the largest uint64_t.
  std::string bytes_text = bytes == UINT64_MAX ? "over 2^64" : std::to_string(bytes);
  Error(call.range(), LocalArrayTooLarge, ShapeText(allocation.shape), allocation.dtype->name(),
        bytes_text, kMaxLocalBytes);
  return false;
}

}  // namespace dslc
