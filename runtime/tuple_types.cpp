// The process's tuple types: a spelling is parsed by the compiler's
// signature parser once, and its flattened members kept beside it.
#include "runtime/tuple_types.h"

#include <string>

#include "runtime/record_types.h"
#include "runtime/type_registry.h"

namespace dslc {
namespace {

struct TupleInfo {
  std::string name;
  std::vector<TupleMember> members;
};

TypeRegistry<TupleInfo, kMaxTupleTypes>& Tuples() {
  static auto* registry = new TypeRegistry<TupleInfo, kMaxTupleTypes>;  // lives for the process
  return *registry;
}

const TupleInfo& InfoOf(int index) { return Tuples().Registered(index, "tuple"); }

// DType and ScalarKind list the number types in the same order; a record's
// DType is registered on first sight.
DType ElementDType(const Type* type) {
  return type->is_record() ? RecordDType(type->name()) : static_cast<DType>(type->scalar());
}

TupleMember MemberOf(const Type* leaf, const std::string& tuple) {
  if (leaf->is_scalar()) return {ElementDType(leaf), 0, 0};
  if (leaf->is_array()) {
    int layout = leaf->layout() == Layout::C ? 0 : leaf->layout() == Layout::F ? 1 : 2;
    return {ElementDType(leaf->dtype()), leaf->ndim(), layout};
  }
  throw Error("`" + tuple + "` holds `" + leaf->name() +
              "`: a tuple argument holds numbers, arrays and tuples of them");
}

TupleInfo Parse(std::string_view spelling) {
  TypeContext types;
  const Type* type = ParseTypeSpelling(spelling, "<tuple>", types);
  if (!type || !type->is_tuple()) {
    throw Error("`" + std::string(spelling) +
                "` is not a tuple type, such as tuple(int64, float32[::1])");
  }
  TupleInfo info{type->name(), {}};
  std::vector<const Type*> leaves;
  KernelAbiLeaves(type, &leaves);
  for (const Type* leaf : leaves) info.members.push_back(MemberOf(leaf, info.name));
  return info;
}

}  // namespace

uint32_t TupleCode(std::string_view spelling) {
  size_t index = Tuples().IndexOf(
      Parse(spelling),
      "a process can pass at most " + std::to_string(kMaxTupleTypes) + " tuple types to kernels");
  return launch_words::kTupleCode | launch_words::kIndexField.Bits(static_cast<uint32_t>(index));
}

bool TupleIndexExists(int index) {
  return index >= 0 && Tuples().At(static_cast<size_t>(index)) != nullptr;
}

std::string_view TupleName(int index) { return InfoOf(index).name; }
const std::vector<TupleMember>& TupleMembers(int index) { return InfoOf(index).members; }

}  // namespace dslc
