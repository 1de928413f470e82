// The process's enum member types: a spelling is parsed by the compiler's
// signature parser once, and its value type kept beside it.
#include "runtime/enum_types.h"

#include <array>
#include <atomic>
#include <mutex>
#include <string>

#include "compiler/base/source_buffer.h"
#include "compiler/pipeline/compile_diagnostics.h"
#include "compiler/sema/signature.h"
#include "dslc/error.h"

namespace dslc {
namespace {

struct EnumInfo {
  std::string name;
  DType value;
};

// Entries are added under the mutex and never removed or moved; launches
// read them without a lock.
struct Registry {
  std::mutex mutex;
  int count = 0;  // guarded by `mutex`
  std::array<std::atomic<const EnumInfo*>, kMaxEnumTypes> enums{};
};

Registry& Enums() {
  static Registry* registry = new Registry;  // lives as long as the process
  return *registry;
}

const EnumInfo& InfoOf(int index) {
  const EnumInfo* info =
      index >= 0 && index < kMaxEnumTypes
          ? Enums().enums[static_cast<size_t>(index)].load(std::memory_order_acquire)
          : nullptr;
  if (!info) {
    throw Error("the enum type index " + std::to_string(index) +
                " is not one registered in this process");
  }
  return *info;
}

EnumInfo Parse(std::string_view spelling) {
  TypeContext types;
  CompileDiagnostics diagnostics;
  SourceBuffer buffer = SourceBuffer::FromText("<enum>", std::string(spelling));
  SourceRange range{0, static_cast<uint32_t>(buffer.text().size())};
  const Type* type = ParseTypeName(buffer, range, types, diagnostics.emitter());
  if (diagnostics.has_errors()) throw diagnostics.TakeError();
  if (!type || !type->is_enum_member() || !type->dtype()->is_scalar()) {
    throw Error("`" + std::string(spelling) +
                "` is not an enum member type of a number type, such as IntEnum<int64>(Shape)");
  }
  // DType and ScalarKind list the number types in the same order.
  return {type->name(), static_cast<DType>(type->dtype()->scalar())};
}

}  // namespace

uint32_t EnumCode(std::string_view spelling) {
  EnumInfo info = Parse(spelling);
  Registry& registry = Enums();
  std::lock_guard<std::mutex> lock(registry.mutex);
  for (int i = 0; i < registry.count; ++i) {
    if (registry.enums[static_cast<size_t>(i)].load()->name == info.name) {
      return kEnumCode | static_cast<uint32_t>(i) << 16;
    }
  }
  if (registry.count >= kMaxEnumTypes) {
    throw Error("a process can pass members of at most " + std::to_string(kMaxEnumTypes) +
                " enum types to kernels");
  }
  registry.enums[static_cast<size_t>(registry.count)].store(
      new EnumInfo(std::move(info)), std::memory_order_release);  // kept for the process
  return kEnumCode | static_cast<uint32_t>(registry.count++) << 16;
}

bool EnumIndexExists(int index) {
  return index >= 0 && index < kMaxEnumTypes &&
         Enums().enums[static_cast<size_t>(index)].load(std::memory_order_acquire) != nullptr;
}

std::string_view EnumName(int index) { return InfoOf(index).name; }
DType EnumValueDType(int index) { return InfoOf(index).value; }

}  // namespace dslc
