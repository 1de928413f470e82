// Types the runtime names by spelling, kept for the process: record dtypes
// (record_types.cpp) and enum member types (enum_types.cpp). A spelling is
// read by the compiler's signature parser once; launches find what was
// kept by index, without a lock.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>

#include "compiler/types/types.h"
#include "dslc/error.h"

namespace dslc {

// The type `spelling` names, read by the compiler's signature parser into
// `types`, or null. Throws CompileError when the parser reports errors
// (their location in a buffer named `buffer_name`).
const Type* ParseTypeSpelling(std::string_view spelling, const char* buffer_name,
                              TypeContext& types);

// Entries (each with a `name`) are added under the mutex and never removed
// or moved; `At` reads them without a lock.
template <typename Info, size_t Capacity>
class TypeRegistry {
 public:
  // The index of the entry named `info.name`, added on first sight. Throws
  // Error(`full`) when all Capacity entries are taken.
  size_t IndexOf(Info info, const std::string& full) {
    std::lock_guard<std::mutex> lock(mutex_);
    for (size_t i = 0; i < count_; ++i) {
      if (entries_[i].load()->name == info.name) return i;
    }
    if (count_ >= Capacity) throw Error(full);
    entries_[count_].store(new Info(std::move(info)),
                           std::memory_order_release);  // kept for the process
    return count_++;
  }
  // The entry at `index`, or null when there is none.
  const Info* At(size_t index) const {
    return index < Capacity ? entries_[index].load(std::memory_order_acquire) : nullptr;
  }
  // The entry at `index`; throws Error naming the `kind` of type ("tuple")
  // when there is none.
  const Info& Registered(int index, const char* kind) const {
    const Info* info = index >= 0 ? At(static_cast<size_t>(index)) : nullptr;
    if (!info) {
      throw Error(std::string("the ") + kind + " type index " + std::to_string(index) +
                  " is not one registered in this process");
    }
    return *info;
  }

 private:
  std::mutex mutex_;
  size_t count_ = 0;  // guarded by `mutex_`
  std::array<std::atomic<const Info*>, Capacity> entries_{};
};

}  // namespace dslc
