#include "compiler/pipeline/target_selection.h"

namespace dslc {

std::optional<Target> TargetForGpu(int major, int minor, std::string* error) {
  return Target::ForComputeCapability(major, minor, error);
}

std::optional<Target> SelectTarget(const std::string& arch, const GpuArchitecture* gpu,
                                   std::string* error) {
  if (gpu && (arch.empty() || arch == "native")) {
    return TargetForGpu(gpu->compute_major, gpu->compute_minor, error);
  }
  std::optional<Target> target = Target::Parse(arch, error);
  if (!target || !gpu) return target;
  std::optional<Target> own = TargetForGpu(gpu->compute_major, gpu->compute_minor, error);
  if (!own) return std::nullopt;
  if (target->sm() > own->sm()) {
    *error =
        "code for " + target->Name() + " cannot run on " + gpu->name + ", which is " + own->Name();
    return std::nullopt;
  }
  return target;
}

}  // namespace dslc
