// `raise` and `assert` in kernel code. As in Numba without debug=True, a
// raise ends the thread that runs it (the status Numba's calls return is
// never read after a launch), and an assert whose test is false raises
// AssertionError: the exception is checked to name a class but is never
// built, so its arguments are not evaluated.
#include "compiler/parse/ast.h"
#include "compiler/sema/infer_impl.h"
#include "llvm/ADT/StringSwitch.h"

namespace dslc {

DSLC_DIAGNOSTIC(BareRaise, Error,
                "a `raise` without an exception re-raises the one being handled, and kernel "
                "code handles none; raise a class such as `ValueError` or an instance of one");
DSLC_DIAGNOSTIC(RaiseNotAnException, Error,
                "`raise` takes an exception class such as `ValueError` or an instance such as "
                "`ValueError(\"bad\")`; {0} is not one",
                std::string);

namespace {

bool IsBuiltinException(llvm::StringRef name) {
  return llvm::StringSwitch<bool>(name)
      .Cases("BaseException", "Exception", "ArithmeticError", "AssertionError", "AttributeError",
             "BufferError", "EOFError", "FloatingPointError", "IndexError", true)
      .Cases("KeyError", "LookupError", "MemoryError", "NameError", "NotImplementedError",
             "OSError", "OverflowError", "RecursionError", "ReferenceError", true)
      .Cases("RuntimeError", "StopIteration", "SystemError", "TypeError", "UnboundLocalError",
             "UnicodeError", "ValueError", "ZeroDivisionError", true)
      .Default(false);
}

}  // namespace

// A class a raise can name: a builtin exception, a class of the module or
// a host program's class (bound, but not usable as a value), or a member
// of a module (`errors.BadInput`).
bool FunctionTyper::NamesExceptionClass(const Expr& expr) const {
  if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(&expr)) {
    const auto* object = llvm::dyn_cast<NameExpr>(attribute->object);
    return object && variables_.LocalIndex(object->name) < 0 && scope().Lookup(object->name);
  }
  const auto* name = llvm::dyn_cast<NameExpr>(&expr);
  if (!name || variables_.LocalIndex(name->name) >= 0) return false;
  if (IsBuiltinException(name->name)) return true;
  const GlobalBinding* binding = scope().Lookup(name->name);
  return binding && binding->kind == GlobalBinding::Kind::Unusable;
}

void FunctionTyper::TypeRaise(const RaiseStmt& raise) {
  if (!raise.exception) {
    Error(raise.range(), BareRaise);
    return;
  }
  const Expr* named = raise.exception;
  if (const auto* call = llvm::dyn_cast<CallExpr>(named)) named = call->callee;
  const auto* name = llvm::dyn_cast<NameExpr>(named);
  if (name && variables_.LocalIndex(name->name) < 0 && !IsBuiltinException(name->name) &&
      !scope().Lookup(name->name)) {
    TypeGlobal(*name);  // reports the undefined name
    return;
  }
  if (!NamesExceptionClass(*named)) {
    std::string what = "this";
    if (const auto* name = llvm::dyn_cast<NameExpr>(named)) what = "`" + name->name.str() + "`";
    Error(raise.exception->range(), RaiseNotAnException, what);
  }
}

void FunctionTyper::TypeAssert(const AssertStmt& assert_stmt) { TypeCondition(*assert_stmt.test); }

}  // namespace dslc
