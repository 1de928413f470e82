// Why kernel code cannot use a module-level name (GlobalBinding::Kind::
// Unusable), as diagnostics with typed arguments: emitted where kernel code
// reads the name (infer_expr.cpp), and worded into the reason a constant
// that uses the name is not one (constant_eval.cpp).
#pragma once

#include "compiler/base/internal_error.h"
#include "compiler/diagnostics/diagnostic.h"
#include "compiler/scope/module_scope.h"

namespace dslc {

DSLC_DIAGNOSTIC(UnusableHostCode, Error, "`{0}` is {1}: host code cannot be used in kernel code",
                llvm::StringRef, llvm::StringRef);
DSLC_DIAGNOSTIC(UnusableModule, Error, "module `{0}` is not available in kernel code",
                llvm::StringRef);
DSLC_DIAGNOSTIC(UnusableImport, Error, "`{0}` is not supported in kernel code", llvm::StringRef);
DSLC_DIAGNOSTIC(UnusableNotConstant, Error, "`{0}` is not a compile-time constant: {1}",
                llvm::StringRef, llvm::StringRef);
DSLC_DIAGNOSTIC(UnusableClass, Error,
                "`{0}` is a class that is not an enum: classes other than enums (deriving from "
                "`enum.Enum` or `enum.IntEnum`) are not supported in kernel code",
                llvm::StringRef);
DSLC_DIAGNOSTIC(UnusableEnum, Error, "enum class `{0}` cannot be used in kernel code: {1}",
                llvm::StringRef, llvm::StringRef);
DSLC_DIAGNOSTIC(UnusableHostValue, Error,
                "`{0}` is {1} in the host program, which kernel code cannot use", llvm::StringRef,
                llvm::StringRef);

// Calls `use(kind, args...)` with the diagnostic that says why `binding`
// cannot be used, and returns what it returns.
template <typename Use>
auto WithUnusableReason(const GlobalBinding& binding, Use&& use) {
  llvm::StringRef subject = binding.subject, detail = binding.detail;
  switch (binding.reason) {
    case GlobalBinding::Reason::HostCode:
      return use(UnusableHostCode, subject, detail);
    case GlobalBinding::Reason::Module:
      return use(UnusableModule, subject);
    case GlobalBinding::Reason::Import:
      return use(UnusableImport, subject);
    case GlobalBinding::Reason::NotConstant:
      return use(UnusableNotConstant, subject, detail);
    case GlobalBinding::Reason::HostValue:
      return use(UnusableHostValue, subject, detail);
    case GlobalBinding::Reason::Class:
      return use(UnusableClass, subject);
    case GlobalBinding::Reason::Enum:
      return use(UnusableEnum, subject, detail);
  }
  DSLC_FATAL("`" + binding.subject + "` is unusable for no known reason");
}

}  // namespace dslc
