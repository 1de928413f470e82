// Typing of array views, after Numba's: slicing and indexing fewer
// dimensions (`a[i, :]`, `a[1:n:2]`, `a[i]` of a 2-D array), `.T`,
// `.reshape(...)` and `.view(dtype)`. A view is an array value (data
// pointer, shape, strides) over the same memory; its layout is C or F only
// where Numba can prove it (get_array_index_type in Numba's arraydecl.py).
#include "compiler/sema/infer_impl.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(SliceBoundNotInteger, Error, "a slice {0} must be an integer or `None`, not {1}",
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(SliceStepZero, Error, "a slice step cannot be zero");
DSLC_DIAGNOSTIC(ArrayIndexNotIntegerOrSlice, Error,
                "an array index must be an integer or a slice, not {0}", std::string);
DSLC_DIAGNOSTIC(ReshapeNotContiguous, Error,
                "`reshape` needs a C-contiguous array, but {0} is not; {1}", Quoted,
                llvm::StringRef);
DSLC_DIAGNOSTIC(ReshapeShapeNotIntegers, Error,
                "the shape given to `reshape` must be integers or a tuple of integers, but {0} is "
                "{1}",
                std::string, std::string);
DSLC_DIAGNOSTIC(ReshapeNoShape, Error, "`reshape` needs the new shape, such as `a.reshape(4, 8)`");
DSLC_DIAGNOSTIC(ReshapeDimensions, Error,
                "`reshape` makes arrays of 1 to {0} dimensions, but the shape has {1}", int,
                size_t);
DSLC_DIAGNOSTIC(ReshapeBadExtent, Error,
                "the extents given to `reshape` must be non-negative, with at most one `-1` for "
                "the extent to infer, not {0}",
                std::string);
DSLC_DIAGNOSTIC(ReshapeSizeMismatch, Error,
                "cannot reshape an array of {0} elements into the shape {1}", int64_t, std::string);
DSLC_DIAGNOSTIC(ViewNeedsDtype, Error,
                "`view` takes a number type such as `np.int32` or `float32`, not {0}", Described);
DSLC_DIAGNOSTIC(ViewNotContiguous, Error,
                "`view` as {0}, whose items are {1} bytes, not {2} as in {3}, needs a C- or "
                "F-contiguous array",
                Quoted, unsigned, unsigned, Quoted);
DSLC_DIAGNOSTIC(ViewSizeMismatch, Error,
                "`view` as {0} does not divide the contiguous axis: {1} bytes cannot be split into "
                "items of {2} bytes",
                Quoted, int64_t, unsigned);

// How a subscript affects contiguity (Numba's keeps_contiguity): an integer
// keeps it; a slice keeps it only as the innermost index and without a step.
enum class IndexKind { Integer, Slice, SteppedSlice };

bool IsNone(const Expr* expr) { return !expr || llvm::isa<NoneLiteralExpr>(expr); }

bool KeepsContiguity(llvm::ArrayRef<IndexKind> outer_to_inner) {
  for (size_t i = 0; i < outer_to_inner.size(); ++i) {
    IndexKind kind = outer_to_inner[i];
    bool innermost = i + 1 == outer_to_inner.size();
    if (kind == IndexKind::SteppedSlice) return false;
    if (kind == IndexKind::Slice && !innermost) return false;
  }
  return true;
}

// The layout of the view that `kinds` (the subscripts written, from the
// first) make of an array of `ndim` dimensions and layout `layout`.
Layout ViewLayout(Layout layout, llvm::ArrayRef<IndexKind> kinds, int ndim) {
  switch (layout) {
    case Layout::C:
      return KeepsContiguity(kinds) ? Layout::C : Layout::A;
    case Layout::F: {
      if (static_cast<int>(kinds.size()) < ndim) return Layout::A;
      llvm::SmallVector<IndexKind, 4> reversed(kinds.rbegin(), kinds.rend());
      return KeepsContiguity(reversed) ? Layout::F : Layout::A;
    }
    case Layout::A:
      return Layout::A;
  }
  DSLC_FATAL("an array of no known layout");
}

std::string ShapeText(llvm::ArrayRef<int64_t> shape) {
  std::string text = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    bool known = shape[i] != kRunTimeExtent;
    text += (i ? ", " : "") + (known ? std::to_string(shape[i]) : std::string("?"));
  }
  return text + (shape.size() == 1 ? ",)" : ")");
}

}  // namespace

// Each subscript is an integer (dropping its dimension) or a slice (keeping
// it); the dimensions not subscripted are kept whole.
const Type* FunctionTyper::TypeArrayView(const Type* array, llvm::ArrayRef<const Expr*> parts,
                                         const Type* first_type) {
  bool ok = true;
  int ndim = array->ndim() - static_cast<int>(parts.size());
  llvm::SmallVector<IndexKind, 4> kinds;
  for (const Expr* part : parts) {
    if (const auto* slice = llvm::dyn_cast<SliceExpr>(part)) {
      ok = TypeSliceBound(slice->lower, false) && ok;
      ok = TypeSliceBound(slice->upper, false) && ok;
      ok = TypeSliceBound(slice->step, true) && ok;
      kinds.push_back(IsNone(slice->step) ? IndexKind::Slice : IndexKind::SteppedSlice);
      ++ndim;
      continue;
    }
    const Type* type = part == parts.front() && first_type ? first_type : TypeExpr(*part);
    if (!type) {
      ok = false;
    } else if (!type->is_integer()) {
      Error(part->range(), ArrayIndexNotIntegerOrSlice, Quote(type));
      ok = false;
    }
    kinds.push_back(IndexKind::Integer);
  }
  if (!ok) return nullptr;
  Layout layout = ViewLayout(array->layout(), kinds, array->ndim());
  return types().Array(array->dtype(), ndim, layout, array->readonly());
}

// A slice's start, stop or step: absent, `None` or an integer; a constant
// step is not zero.
bool FunctionTyper::TypeSliceBound(const Expr* bound, bool is_step) {
  if (!bound) return true;
  const Type* type = TypeExpr(*bound);
  if (!type) return false;
  if (type->is_none()) return true;
  if (!type->is_integer()) {
    Error(bound->range(), SliceBoundNotInteger, is_step ? "step" : "bound", Quote(type));
    return false;
  }
  const ConstValue* constant = ConstantOf(*bound);
  if (is_step && constant && constant->as_int() == 0) {
    Error(bound->range(), SliceStepZero);
    return false;
  }
  return true;
}

// Reversed shape and strides: C and F trade places.
const Type* FunctionTyper::TransposedType(const Type* array) {
  Layout layout = array->layout();
  if (layout == Layout::C && array->ndim() > 1) {
    layout = Layout::F;
  } else if (layout == Layout::F) {
    layout = Layout::C;
  }
  return types().Array(array->dtype(), array->ndim(), layout, array->readonly());
}

const Type* FunctionTyper::TypeArrayMethodCall(const CallExpr& call, ArrayMethodBuiltin which,
                                               llvm::ArrayRef<const Type*> args) {
  // The receiver, typed with the callee (TypeAttribute).
  const Type* array = result_->TypeOf(*llvm::cast<AttributeExpr>(call.callee)->object);
  switch (which) {
    case ArrayMethodBuiltin::Reshape:
      return TypeReshape(call, array);
    case ArrayMethodBuiltin::View:
      if (!CheckArity(call, QualifiedName(IdOf(which)), 1, 1)) return nullptr;
      return TypeDtypeView(call, array, args[0]);
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not an array method");
}

// `a.reshape(4, 8)` or `a.reshape((4, -1))`: a C-contiguous array of the
// new shape over the same elements.
const Type* FunctionTyper::TypeReshape(const CallExpr& call, const Type* array) {
  if (array->layout() != Layout::C) {
    Error(call.callee->range(), ReshapeNotContiguous, array,
          array->layout() == Layout::F ? "reshape its transpose (`a.T.reshape(...)`) instead"
                                       : "a view that skips elements cannot be reshaped in place");
    return nullptr;
  }
  std::optional<std::vector<int64_t>> extents = ReshapeExtents(call);
  if (!extents) return nullptr;
  if (extents->empty() || static_cast<int>(extents->size()) > kMaxArrayDims) {
    if (extents->empty()) {
      Error(call.range(), ReshapeNoShape);
    } else {
      Error(call.range(), ReshapeDimensions, kMaxArrayDims, extents->size());
    }
    return nullptr;
  }
  int inferred = 0;
  int64_t known = 1;
  bool all_known = true;
  for (int64_t extent : *extents) {
    if (extent == kRunTimeExtent) {
      all_known = false;
      continue;
    }
    if (extent == -1) {
      ++inferred;
    } else {
      known *= extent;
    }
    if (extent < -1 || inferred > 1) {
      Error(call.range(), ReshapeBadExtent, ShapeText(*extents));
      return nullptr;
    }
  }
  // A host program's array has its size known.
  if (const ConstArray* host =
          all_known ? result_->ConstArrayOf(*llvm::cast<AttributeExpr>(call.callee)->object)
                    : nullptr) {
    int64_t size = host->size();
    bool fits =
        inferred ? (known != 0 && size % known == 0) || (known == 0 && size == 0) : known == size;
    if (!fits) {
      Error(call.range(), ReshapeSizeMismatch, size, ShapeText(*extents));
      return nullptr;
    }
  }
  return types().Array(array->dtype(), static_cast<int>(extents->size()), Layout::C,
                       array->readonly());
}

// The extents of a reshape call: its arguments, or the one tuple it is
// given; kRunTimeExtent for each extent known only at run time (an integer
// or a tuple of integers that is not a constant, as Numba allows).
std::optional<std::vector<int64_t>> FunctionTyper::ReshapeExtents(const CallExpr& call) {
  std::vector<const Expr*> sources(call.args.begin(), call.args.end());
  std::vector<int64_t> extents;
  for (const Expr* source : sources) {
    const Type* type = result_->TypeOf(*source);
    const ConstValue* constant = ConstantOf(*source);
    bool one_tuple = sources.size() == 1 && type && type->is_tuple();
    if (!constant) {
      auto integer = [](const Type* t) { return t->is_integer(); };
      if (type && type->is_integer()) {
        extents.push_back(kRunTimeExtent);
        continue;
      }
      if (one_tuple && llvm::all_of(type->elements(), integer)) {
        extents.insert(extents.end(), type->elements().size(), kRunTimeExtent);
        continue;
      }
      Error(source->range(), ReshapeShapeNotIntegers, SourceText(*source), Describe(type));
      return std::nullopt;
    }
    NeedConstant(*source);
    std::vector<ConstValue> values =
        one_tuple ? constant->elements() : std::vector<ConstValue>{*constant};
    for (const ConstValue& value : values) {
      if (!value.type()->is_integer()) {
        Error(source->range(), ReshapeShapeNotIntegers, SourceText(*source),
              Describe(value.type()));
        return std::nullopt;
      }
      extents.push_back(value.type()->is_signed() ? value.as_int()
                                                  : static_cast<int64_t>(value.as_uint()));
    }
  }
  return extents;
}

// `a.view(np.int32)`: the same memory read as another number type; the
// contiguous axis (the last of a C array, the first of an F one) is
// rescaled when the item sizes differ, as NumPy does.
const Type* FunctionTyper::TypeDtypeView(const CallExpr& call, const Type* array,
                                         const Type* dtype) {
  if (dtype->kind() != TypeKind::NumberClass) {
    Error(call.args[0]->range(), ViewNeedsDtype, dtype);
    return nullptr;
  }
  const Type* element = types().Scalar(dtype->scalar());
  unsigned from = array->dtype()->bits() / 8, to = element->bits() / 8;
  if (from != to && array->layout() == Layout::A) {
    Error(call.range(), ViewNotContiguous, element, to, from, array);
    return nullptr;
  }
  const Expr& object = *llvm::cast<AttributeExpr>(call.callee)->object;
  if (const ConstArray* host = result_->ConstArrayOf(object); host && from != to) {
    int64_t extent = array->layout() == Layout::F ? host->shape.front() : host->shape.back();
    int64_t bytes = extent * from;
    if (bytes % to != 0) {
      Error(call.range(), ViewSizeMismatch, element, bytes, to);
      return nullptr;
    }
  }
  return types().Array(element, array->ndim(), array->layout(), array->readonly());
}

}  // namespace dslc
