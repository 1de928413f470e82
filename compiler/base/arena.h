// The arena that owns AST nodes and the arrays and strings they point to.
// Everything allocated here lives as long as the arena and is never
// destroyed one by one, so only trivially destructible types are allowed.
#pragma once

#include <cstring>
#include <type_traits>
#include <utility>

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Allocator.h"

namespace dslc {

class Arena {
 public:
  template <typename T, typename... Args>
  T* New(Args&&... args) {
    static_assert(std::is_trivially_destructible_v<T>, "arena objects are never destroyed");
    return new (allocator_.Allocate<T>()) T(std::forward<Args>(args)...);
  }

  template <typename T>
  llvm::ArrayRef<T> Copy(llvm::ArrayRef<T> items) {
    static_assert(std::is_trivially_destructible_v<T>, "arena objects are never destroyed");
    if (items.empty()) return {};
    T* data = allocator_.Allocate<T>(items.size());
    std::uninitialized_copy(items.begin(), items.end(), data);
    return {data, items.size()};
  }

  llvm::StringRef Copy(llvm::StringRef text) {
    if (text.empty()) return {};
    char* data = allocator_.Allocate<char>(text.size());
    std::memcpy(data, text.data(), text.size());
    return {data, text.size()};
  }

  size_t bytes_allocated() const { return allocator_.getBytesAllocated(); }

 private:
  llvm::BumpPtrAllocator allocator_;
};

}  // namespace dslc
