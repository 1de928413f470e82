// PlanKernel: the phase between typing and lowering. It runs every analysis
// of a typed program once, in the order of the one list in plan.cpp, and
// keeps what they decide as data: the launch's resources, the target's
// PTX version, coarsening, how each statement of a kernel of virtual-warp
// lanes runs, and each function's indices that are never negative.
// Lowering reads the KernelPlan and runs no analysis.
#pragma once

#include <optional>
#include <vector>

#include "compiler/base/entry_abi.h"
#include "compiler/base/optimizations.h"
#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/plan/elementwise.h"
#include "compiler/plan/kernel_resources.h"
#include "compiler/sema/typed_function.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace dslc {

struct PlanOptions {
  EntryAbi abi = EntryAbi::Kernel;  // a device entry has no launch and is never coarsened
  int sm = 90;                      // the target's compute capability x 10
  bool coarsen = false;  // the kernel may be coarsened (its option, and the optimisation)
  bool debug = false;    // debug mode: checked accesses, nothing coarsened
  Optimizations optimizations;
};

// How a statement of a kernel whose consecutive positions run in lock step
// as lanes of virtual warps is lowered (compiler/lower/lower_lanes.cpp).
enum class LaneStep : uint8_t {
  EachLane,  // lane after lane, as the threads would one after the other
  Once,      // once for all lanes: uniform control flow, a jump, uniform variables
  Shuffle,   // every lane's shuffle operands, the exchange, then each lane's rest
};

struct LanePlan {
  // Per statement id; statements not listed run lane after lane.
  llvm::DenseMap<uint32_t, LaneStep> steps;
  // Of each Shuffle statement: its own warp calls, each after those in its
  // arguments.
  llvm::DenseMap<uint32_t, std::vector<const CallExpr*>> shuffles;

  LaneStep Step(const Stmt& stmt) const {
    auto it = steps.find(stmt.id());
    return it == steps.end() ? LaneStep::EachLane : it->second;
  }
};

// What the analyses decide about one typed function of the program.
struct FunctionPlan {
  // The subscript indices that are never negative (nonnegative.h); empty in
  // debug mode or with the optimisation off.
  llvm::DenseSet<uint32_t> nonnegative_indices;
};

struct KernelPlan {
  KernelResources resources;
  // The lowest PTX ISA version (x 10) its features need (arch_check.h).
  int required_ptx = 0;
  // Coarsening (factor 1: the kernel as written; always for a device entry).
  ElementwisePlan elementwise;
  // Of a coarsened kernel of lanes (elementwise.lanes) only.
  LanePlan lanes;
  llvm::DenseMap<const TypedFunction*, FunctionPlan> functions;

  const FunctionPlan& Of(const TypedFunction& function) const;
};

// The plan of `program`; nothing, after reporting why, when its resources
// exceed the limits or it uses what the target lacks.
std::optional<KernelPlan> PlanKernel(const TypedProgram& program, const PlanOptions& options,
                                     DiagnosticEmitter& emitter);

}  // namespace dslc
