// Typing of `enumerate` and `zip`, which a `for` loop runs over directly
// (Numba's iterators): each argument is a range, a 1-D array, a tuple whose
// elements have a common type, or another `enumerate` or `zip`.
//   enumerate(x, start=0) gives (int64 count, item of x)
//   zip(a, b, ...)        gives (item of a, item of b, ...), as long as the
//                         shortest
#include "compiler/sema/infer_impl.h"
#include "compiler/types/promotion.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(IteratorOutsideLoop, Error,
                "`{0}` can only be looped over directly, as in `for i, x in {0}(...)`",
                llvm::StringRef);
DSLC_DIAGNOSTIC(NotAnIterable, Error,
                "`{0}` runs over ranges, 1-D arrays, tuples and other `enumerate` or `zip`, "
                "not {1}",
                llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(EnumerateStart, Error, "the start of `enumerate` must be an integer, not {0}",
                Quoted);
DSLC_DIAGNOSTIC(ZipNeedsArguments, Error, "`zip` needs at least one iterable");

}  // namespace

// What looping over `source` (of type `type`) gives, or null after an error.
const Type* FunctionTyper::ItemType(const Expr& source, const Type* type) {
  if (result_->IsIterator(source)) return type;
  if (type->kind() == TypeKind::Range) return type->dtype();
  if (type->is_array() && type->ndim() == 1) return type->dtype();
  if (type->is_tuple() && !type->elements().empty()) {
    const Type* item = type->elements()[0];
    for (const Type* other : type->elements()) item = item ? Unify(types(), item, other) : nullptr;
    if (item) return item;
  }
  return nullptr;
}

const Type* FunctionTyper::TypeIteratorCall(const CallExpr& call, PythonBuiltin which,
                                            llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  if (!loop_iterables_.contains(&call)) {
    Error(call.range(), IteratorOutsideLoop, name);
    return nullptr;
  }
  std::vector<const Type*> items;
  size_t sources = which == PythonBuiltin::Enumerate ? 1 : call.args.size();
  if (which == PythonBuiltin::Enumerate) {
    if (!CheckArity(call, name, 1, 2)) return nullptr;
    items.push_back(types().Int64());
    const Expr* start = call.args.size() == 2 ? call.args[1] : nullptr;
    if (!start && !call.keywords.empty()) start = call.keywords[0].value;
    if (start && !result_->TypeOf(*start)->is_integer()) {
      Error(start->range(), EnumerateStart, result_->TypeOf(*start));
      return nullptr;
    }
  } else if (call.args.empty()) {
    Error(call.range(), ZipNeedsArguments);
    return nullptr;
  }
  for (size_t i = 0; i < sources; ++i) {
    const Type* item = ItemType(*call.args[i], args[i]);
    if (!item) {
      Error(call.args[i]->range(), NotAnIterable, name, Describe(args[i]));
      return nullptr;
    }
    items.push_back(item);
  }
  result_->iterators_.insert(call.id());
  return types().Tuple(items);
}

}  // namespace dslc
