// cuda.coop's two-phase objects: a module-level
//   block_reduce = coop.block.reduce(numba.int32, 128, max_op)
// (or the legacy `coop.block.make_reduce`) is the library's function with
// its dtype, threads_per_block, operator and counts given
// (FunctionInfo::bound), so that `block_reduce(x)` in a kernel calls it.
#pragma once

#include <memory>
#include <optional>

#include "compiler/scope/constant_eval.h"
#include "compiler/scope/module_scope.h"

namespace dslc {

// What `name = value` binds when `value` makes a cuda.coop object: a
// function (`made` owns it), or an Unusable binding saying what is wrong.
// Nothing when `value` is no such call.
std::optional<GlobalBinding> CoopObjectBinding(TypeContext& types, llvm::StringRef name,
                                               const Expr& value, const GlobalLookup& lookup,
                                               Location where, std::unique_ptr<FunctionInfo>* made);

}  // namespace dslc
