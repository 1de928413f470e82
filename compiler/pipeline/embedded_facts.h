// What a launch needs besides the entry point (KernelFacts, the parameter
// names), carried inside a cubin or fat binary: the PTX's `// dslc.kernel`
// comment lines do not survive assembly, so binary output gets a read-only
// global, `__dslc_facts`, holding this text, which the runtime reads back
// after loading the module (cuModuleGetGlobal, cuMemcpyDtoH). `--emit=ptx`
// never has it, so PTX output is unchanged.
//
// The text: a first line `dslc.facts 1`, then one line per kernel of
// tab-separated `key=value` fields:
//   kernel=saxpy  entry=saxpy  signature=float32, float32[::1]  target=sm_90
//   cooperative=0  static_shared=0  dynamic_shared=0  noalias=1  parameters=a,x,y
// then, for a coarsened kernel, `coarsening=4  grid_parameter=5` (and
// `coarsen_axis=1` when along y, `coarsen_whole_warps=1` when a launch is
// coarsened only with whole warps along x),
// and, for a debug kernel, one `error_site=` field per check (in order):
//   exception|bounds|function|file|line|column|message
// with `%`, `|` and bytes below 0x20 written as `%XX`.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "compiler/pipeline/compile.h"

namespace dslc {

// The name of the global in the module.
inline constexpr const char* kFactsGlobal = "__dslc_facts";

struct EmbeddedKernel {
  KernelFacts facts;
  std::vector<std::string> parameters;
  // Compiled assuming array arguments never overlap (`--may-alias` off).
  bool noalias = true;
};

// The text for the kernels of `typed` (device-function units, which are not
// launched, are left out).
std::string EmbeddedFactsText(const TypedKernels& typed);

// PTX that defines the global holding `text`, to append to a module's PTX.
std::string FactsGlobalPtx(const std::string& text);

// The kernels `text` describes; nothing when it is not such a text (or of a
// later format).
std::optional<std::vector<EmbeddedKernel>> ParseEmbeddedFacts(const std::string& text);

}  // namespace dslc
