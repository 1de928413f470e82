#include "compiler/plan/plan.h"

#include "compiler/base/internal_error.h"
#include "compiler/plan/arch_check.h"
#include "compiler/plan/nonnegative.h"
#include "compiler/plan/typed_visitor.h"
#include "compiler/plan/virtual_lanes.h"

namespace dslc {
namespace {

// Whether `stmt`'s own expressions are evaluated once per lane around an
// exchange of shuffle results (an expression statement or an assignment),
// rather than the statement running once for all lanes.
bool ExchangesShuffles(const Stmt& stmt) {
  return llvm::isa<ExprStmt, AssignStmt, AugAssignStmt, AnnAssignStmt>(stmt);
}

// Every statement of `body`, nested ones too, the dead among them: lowering
// asks for each statement it lowers.
void PlanLaneSteps(const TypedFunction& kernel, const llvm::DenseSet<int>& uniform_slots,
                   llvm::ArrayRef<Stmt*> body, LanePlan& plan) {
  for (const Stmt* stmt : body) {
    if (RunsInLockstep(kernel, uniform_slots, *stmt)) {
      std::vector<const CallExpr*> calls = OwnWarpCalls(kernel, *stmt);
      bool shuffles = ExchangesShuffles(*stmt) && !calls.empty();
      plan.steps[stmt->id()] = shuffles ? LaneStep::Shuffle : LaneStep::Once;
      if (shuffles) plan.shuffles[stmt->id()] = std::move(calls);
    }
    ForEachNestedBody(*stmt, [&](llvm::ArrayRef<Stmt*> nested) {
      PlanLaneSteps(kernel, uniform_slots, nested, plan);
    });
  }
}

FunctionPlan PlanFunction(const TypedFunction& function, const PlanOptions& options) {
  FunctionPlan plan;
  if (!options.debug && options.optimizations.enabled(Optimization::NonNegativeIndices)) {
    plan.nonnegative_indices = FindNonNegativeIndices(function);
  }
  return plan;
}

}  // namespace

const FunctionPlan& KernelPlan::Of(const TypedFunction& function) const {
  auto it = functions.find(&function);
  DSLC_CHECK(it != functions.end(), "a function the plan of its program does not know");
  return it->second;
}

// The analyses, in order. Each reads the typed program and what the ones
// before it decided; none reads the IR.
std::optional<KernelPlan> PlanKernel(const TypedProgram& program, const PlanOptions& options,
                                     DiagnosticEmitter& emitter) {
  KernelPlan plan;
  std::optional<KernelResources> resources = ComputeKernelResources(program, emitter);
  if (!resources) return std::nullopt;
  plan.resources = *resources;
  if (!CheckArchitecture(program, plan.resources, options.sm, emitter)) return std::nullopt;
  plan.required_ptx = RequiredPtxVersion(program, plan.resources);
  for (const std::unique_ptr<TypedFunction>& function : program.functions) {
    plan.functions[function.get()] = PlanFunction(*function, options);
  }
  if (options.abi != EntryAbi::Kernel) return plan;
  plan.elementwise =
      AnalyzeElementwise(program, options.coarsen, options.debug, options.optimizations);
  if (plan.elementwise.coarsened() && plan.elementwise.lanes) {
    PlanLaneSteps(*program.kernel, plan.elementwise.uniform_slots, program.kernel->def().body,
                  plan.lanes);
  }
  return plan;
}

}  // namespace dslc
