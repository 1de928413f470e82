// Typing of `cuda.atomic.*`, after Numba-CUDA's cudadecl.py: each operation
// works on arrays of some element types, takes an index (an integer for a
// 1-D array, a tuple of integers otherwise) and values converted to the
// element type, and returns the element's old value.
#include "compiler/sema/infer_impl.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(AtomicNeedsArray, Error, "the first argument of `{0}` must be an array, not {1}",
                std::string, Described);
DSLC_DIAGNOSTIC(CompareAndSwapNeeds1D, Error,
                "`{0}` works on element 0 of a 1-D array, not on {1}; use "
                "`cuda.atomic.cas(array, index, old, value)`",
                std::string, Quoted);
DSLC_DIAGNOSTIC(AtomicIndex, Error, "the index of `{0}` on {1} must be {2}, not {3}",
                llvm::StringRef, Quoted, std::string, Described);
DSLC_DIAGNOSTIC(AtomicValuesNotNumbers, Error, "the values of `{0}` must be numbers, not {1}",
                llvm::StringRef, Described);
DSLC_DIAGNOSTIC(AtomicElementType, Error, "`{0}` does not work on arrays of {1}; it supports {2}",
                std::string, std::string, std::string);

enum class AtomicTypes : uint8_t {
  All,       // int32, uint32, int64, uint64, float32, float64
  Integers,  // int32, uint32, int64, uint64
  Unsigned,  // uint32, uint64
};

AtomicTypes SupportedTypes(AtomicBuiltin which) {
  switch (which) {
    case AtomicBuiltin::Add:
    case AtomicBuiltin::Sub:
    case AtomicBuiltin::Max:
    case AtomicBuiltin::Min:
    case AtomicBuiltin::Nanmax:
    case AtomicBuiltin::Nanmin:
      return AtomicTypes::All;
    case AtomicBuiltin::Inc:
    case AtomicBuiltin::Dec:
      return AtomicTypes::Unsigned;
    case AtomicBuiltin::And:
    case AtomicBuiltin::Or:
    case AtomicBuiltin::Xor:
    case AtomicBuiltin::Exch:
    case AtomicBuiltin::CompareAndSwap:
    case AtomicBuiltin::Cas:
      return AtomicTypes::Integers;
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not an atomic operation");
}

bool Supports(AtomicTypes supported, const Type* dtype) {
  if (dtype->is_bool() || dtype->is_complex() || dtype->bits() < 32) return false;
  switch (supported) {
    case AtomicTypes::All:
      return true;
    case AtomicTypes::Integers:
      return dtype->is_integer();
    case AtomicTypes::Unsigned:
      return dtype->is_integer() && !dtype->is_signed();
  }
  DSLC_FATAL("no such set of atomic element types");
}

llvm::StringRef SupportedList(AtomicTypes supported) {
  switch (supported) {
    case AtomicTypes::All:
      return "int32, uint32, int64, uint64, float32 and float64";
    case AtomicTypes::Integers:
      return "int32, uint32, int64 and uint64";
    case AtomicTypes::Unsigned:
      return "uint32 and uint64";
  }
  DSLC_FATAL("no such set of atomic element types");
}

std::string Subscripts(int ndim) {
  return ndim == 1 ? "an integer" : "a tuple of " + std::to_string(ndim) + " integers";
}

}  // namespace

// add/sub/max/min/nanmax/nanmin/and_/or_/xor/exch/inc/dec(array, index,
// value); cas(array, index, old, value); compare_and_swap(array, old, value)
// on element 0 of a 1-D array.
const Type* FunctionTyper::TypeAtomicCall(const CallExpr& call, AtomicBuiltin which,
                                          llvm::ArrayRef<const Type*> args) {
  std::string name = QualifiedName(IdOf(which));
  size_t arity = Info(IdOf(which)).params().size();
  if (!CheckArity(call, name, arity, arity)) return nullptr;
  const Type* array = args[0];
  if (!array->is_array()) {
    Error(call.args[0]->range(), AtomicNeedsArray, name, array);
    return nullptr;
  }
  if (!CheckWritable(*call.args[0], array, call.args[0]->range())) return nullptr;
  AtomicTypes supported = SupportedTypes(which);
  if (!Supports(supported, array->dtype())) {
    Error(call.args[0]->range(), AtomicElementType, name, array->dtype()->name(),
          SupportedList(supported).str());
    return nullptr;
  }
  bool on_element_0 = which == AtomicBuiltin::CompareAndSwap;
  if (on_element_0) {
    if (array->ndim() != 1) {
      Error(call.args[0]->range(), CompareAndSwapNeeds1D, name, array);
      return nullptr;
    }
  } else if (!CheckElementIndex(call, name, array, 1)) {
    return nullptr;
  }
  size_t first_value = on_element_0 ? 1 : 2;
  if (!CheckStoredValues(call, name, first_value)) return nullptr;
  bool float_add = which == AtomicBuiltin::Add || which == AtomicBuiltin::Sub;
  if (float_add && array->dtype()->is_float() && array->dtype()->bits() == 64) {
    // atom.add.f64 appeared with sm_60.
    Require(call.range(), 60, "`" + name + "` on float64");
  }
  return array->dtype();
}

// The index: an integer for a 1-D array, a tuple of ndim integers otherwise.
bool FunctionTyper::CheckElementIndex(const CallExpr& call, llvm::StringRef name, const Type* array,
                                      size_t position) {
  const Type* index = result_->TypeOf(*call.args[position]);
  bool ok = array->ndim() == 1 ? index->is_integer()
                               : index->is_tuple() &&
                                     static_cast<int>(index->elements().size()) == array->ndim() &&
                                     llvm::all_of(index->elements(), [](const Type* element) {
                                       return element->is_integer();
                                     });
  if (ok) return true;
  Error(call.args[position]->range(), AtomicIndex, name, array, Subscripts(array->ndim()), index);
  return false;
}

// The values stored: numbers, converted to the element type.
bool FunctionTyper::CheckStoredValues(const CallExpr& call, llvm::StringRef name, size_t first) {
  for (size_t i = first; i < call.args.size(); ++i) {
    const Type* value = result_->TypeOf(*call.args[i]);
    if (value->is_scalar() && !value->is_complex()) continue;
    Error(call.args[i]->range(), AtomicValuesNotNumbers, name, value);
    return false;
  }
  return true;
}

}  // namespace dslc
