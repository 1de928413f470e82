// Typing of the cache-hint loads and stores: `cuda.ldcg(array, i)` is the
// element's type, `cuda.stcg(array, i, value)` returns nothing; the array
// holds integers or floats, the index is an integer for a 1-D array and a
// tuple of ndim integers otherwise, as Numba types them.
#include "compiler/sema/infer_impl.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(CacheHintNeedsArray, Error,
                "`{0}` loads or stores an element of an array in global memory, not {1}",
                llvm::StringRef, Described);
DSLC_DIAGNOSTIC(CacheHintElementType, Error,
                "`{0}` takes an array of integers or floats, not of `{1}`", llvm::StringRef,
                std::string);
DSLC_DIAGNOSTIC(CacheHintOnConstant, Error,
                "`{0}` reads global memory, and {1} is a constant array in constant memory",
                llvm::StringRef, Quoted);

bool IsStore(CacheHintBuiltin which) {
  switch (which) {
    case CacheHintBuiltin::Stcg:
    case CacheHintBuiltin::Stcs:
    case CacheHintBuiltin::Stwb:
    case CacheHintBuiltin::Stwt:
      return true;
    case CacheHintBuiltin::Ldca:
    case CacheHintBuiltin::Ldcg:
    case CacheHintBuiltin::Ldcs:
    case CacheHintBuiltin::Ldlu:
    case CacheHintBuiltin::Ldcv:
      return false;
  }
  return false;
}

}  // namespace

const Type* FunctionTyper::TypeCacheHintCall(const CallExpr& call, CacheHintBuiltin which,
                                             llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  size_t arity = Info(IdOf(which)).params().size();
  if (!CheckArity(call, name, arity, arity)) return nullptr;
  const Type* array = args[0];
  if (!array->is_array()) {
    Error(call.args[0]->range(), CacheHintNeedsArray, name, array);
    return nullptr;
  }
  const Type* dtype = array->dtype();
  if (!dtype->is_integer() && !dtype->is_float()) {
    Error(call.args[0]->range(), CacheHintElementType, name, dtype->name());
    return nullptr;
  }
  if (!CheckElementIndex(call, name, array, 1)) return nullptr;
  if (!IsStore(which)) {
    if (array->readonly()) {
      Error(call.args[0]->range(), CacheHintOnConstant, name, array);
      return nullptr;
    }
    return dtype;
  }
  if (!CheckWritable(*call.args[0], array, call.args[0]->range())) return nullptr;
  if (!CheckStoredValues(call, name, 2)) return nullptr;
  return types().None();
}

}  // namespace dslc
