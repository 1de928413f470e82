#include "compiler/pipeline/target_selection.h"

#include "compiler/diagnostics/diagnostic_emitter.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(ArchNewerThanGpu, Error, "code for {0} cannot run on {1}, which is {2}",
                std::string, std::string, std::string);

}  // namespace

std::optional<Target> SelectTarget(const std::string& arch, const GpuArchitecture* gpu,
                                   DiagnosticMessage* error) {
  if (gpu && (arch.empty() || arch == "native")) {
    return Target::ForComputeCapability(gpu->compute_major, gpu->compute_minor, error);
  }
  std::optional<Target> target = Target::Parse(arch, error);
  if (!target || !gpu) return target;
  std::optional<Target> own =
      Target::ForComputeCapability(gpu->compute_major, gpu->compute_minor, error);
  if (!own) return std::nullopt;
  if (target->sm() > own->sm()) {
    *error = DiagnosticEmitter::MakeMessage({}, ArchNewerThanGpu, target->Name(), gpu->name,
                                            own->Name());
    return std::nullopt;
  }
  return target;
}

}  // namespace dslc
