#include "compiler/sema/typed_function.h"

#include <algorithm>

#include "compiler/types/builtins.h"

namespace dslc {

CallArgs CallArgs::OfTypes(std::vector<const Type*> types) {
  CallArgs args;
  args.constants.resize(types.size());
  args.types = std::move(types);
  return args;
}

std::vector<std::string> CallArgs::ConstantTexts() const {
  std::vector<std::string> texts;
  for (const std::optional<ConstValue>& constant : constants) {
    texts.push_back(constant ? "=" + constant->ToString() : "");
  }
  return texts;
}

int64_t ArrayAllocation::elements() const {
  if (dynamic) return 0;
  int64_t count = 1;
  for (int64_t extent : shape) count *= extent;
  return count;
}

uint64_t ArrayAllocation::bytes() const {
  return static_cast<uint64_t>(elements()) * (dtype->bits() / 8);
}

std::vector<const ArrayAllocation*> TypedFunction::Allocations() const {
  std::vector<const ArrayAllocation*> all;
  for (const auto& [id, allocation] : allocations_) all.push_back(&allocation);
  std::sort(all.begin(), all.end(), [](const ArrayAllocation* a, const ArrayAllocation* b) {
    return a->where.begin < b->where.begin;
  });
  return all;
}

std::vector<ConstArrayRead> TypedFunction::ConstArrays() const {
  std::vector<ConstArrayRead> reads;
  for (const auto& [id, read] : const_arrays_) reads.push_back(read);
  std::sort(reads.begin(), reads.end(), [](const ConstArrayRead& a, const ConstArrayRead& b) {
    return a.where.begin < b.where.begin;
  });
  std::vector<ConstArrayRead> first;
  for (const ConstArrayRead& read : reads) {
    bool seen = llvm::any_of(first, [&](const ConstArrayRead& r) { return r.array == read.array; });
    if (!seen) first.push_back(read);
  }
  return first;
}

namespace {

// A parameter in a specialisation's name: its type, with the value it is
// specialised for (`int64 = 32`; the type alone when the value's text is
// long), or the compile-time thing it holds (`class(uint32)`,
// `function(cuda.atomic.add)`).
std::string ArgumentName(const Type* type, const ConstValue* constant) {
  constexpr size_t kMaxValueText = 40;
  if (type->kind() == TypeKind::NumberClass) {
    return "class(" + Info(type->scalar()).name.str() + ")";
  }
  if (type->kind() == TypeKind::Builtin) {
    return "function(" + QualifiedName(static_cast<BuiltinId>(type->id())) + ")";
  }
  if (type->kind() == TypeKind::DeviceFunction) {
    return "function(" + type->function()->def->name.str() + ")";
  }
  std::string value = constant ? constant->ToString() : "";
  if (value.empty() || value.size() > kMaxValueText) return type->name();
  return type->name() + " = " + value;
}

}  // namespace

std::string SpecializationName(const FunctionInfo& info, const CallArgs& args) {
  std::string name = info.def->name.str() + "(";
  for (size_t i = 0; i < args.types.size(); ++i) {
    const std::optional<ConstValue>& constant = args.constants[i];
    name += (i ? ", " : "") + ArgumentName(args.types[i], constant ? &*constant : nullptr);
  }
  return name + ")";
}

}  // namespace dslc
