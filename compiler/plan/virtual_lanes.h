// AnalyzeVirtualLanes: whether a 1-D elementwise kernel (plan/elementwise.h)
// that uses warp shuffles may run C consecutive positions per GPU thread in
// lock step, as C lanes of *virtual warps* (compiler/lower/lower_lanes.cpp).
//
// Position p = t*C + k (GPU thread t, lane k) is lane p % 32 of its virtual
// warp, whose 32 lanes are the C lanes of 32 / C consecutive GPU threads. A
// statement runs for lane 0, then 1, ..., C - 1, as the kernel's threads
// would one after the other, except where lanes meet:
//
//   - a statement with a shuffle (`v += cuda.shfl_down_sync(m, v, d)`)
//     first evaluates every lane's operands, then exchanges the values
//     (GPU shuffles within the GPU threads of one virtual warp, and the
//     thread's own lanes), then runs each lane's rest of the statement;
//   - an `if`, `while` or `for` around one runs once for all lanes, so its
//     condition must have the same value in every lane (be *uniform*);
//   - the lanes share the variables that are uniform, which a statement
//     that assigns only those sets once for all lanes.
//
// Uniform values are constants, parameters, shapes, blockDim and what is
// computed from them alone, outside control flow whose condition is not
// uniform; the position, lane id, array elements and shuffle results are
// not. The kernel qualifies when every warp function it calls is a shuffle
// of the whole warp (mask 0xFFFFFFFF) with a uniform lane or delta, called
// by the kernel itself, in a statement that assigns or evaluates, under
// uniform control flow, and no other statement leaves a loop early
// (`break`, `continue`) unless its conditions are uniform too.
#pragma once

#include <string>
#include <vector>

#include "compiler/base/source_buffer.h"
#include "compiler/sema/typed_function.h"
#include "llvm/ADT/DenseSet.h"

namespace dslc {

struct VirtualLanes {
  // Why the kernel cannot run in lock step (empty when it can), and where.
  std::string reason;
  SourceRange where;
  // The variable slots whose values are uniform.
  llvm::DenseSet<int> uniform_slots;
};

VirtualLanes AnalyzeVirtualLanes(const TypedFunction& kernel);

// Whether `stmt`, a statement of such a kernel, runs once for all lanes
// (a shuffle in it, a `break` or `continue` that leaves it, or an
// assignment of a uniform variable, which the lanes share) rather than once
// per lane.
bool RunsInLockstep(const TypedFunction& kernel, const llvm::DenseSet<int>& uniform_slots,
                    const Stmt& stmt);

// Whether `call` calls a warp function (cuda.shfl_sync and the others).
bool IsWarpCall(const TypedFunction& function, const CallExpr& call);

// The warp calls in the expressions of `stmt` itself (not of the
// statements nested in it), each after those in its arguments.
std::vector<const CallExpr*> OwnWarpCalls(const TypedFunction& function, const Stmt& stmt);

}  // namespace dslc
