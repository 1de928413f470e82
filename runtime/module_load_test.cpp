// Which PTX the runtime loads asking the driver's JIT to keep line
// information (CU_JIT_GENERATE_LINE_INFO): PTX compiled with it, as the
// compiler makes it, and no other.
#include "runtime/module_load.h"

#include <gtest/gtest.h>

#include "compiler/pipeline/compile.h"
#include "compiler/pipeline/compile_diagnostics.h"

namespace dslc {
namespace {

std::string Ptx(bool line_info) {
  CompileDiagnostics diagnostics;
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module =
      LoadModule(SourceBuffer::FromText(
                     "k.py", "from numba import cuda\n\n\n@cuda.jit\ndef k(a):\n    a[0] = 1.5\n"),
                 diagnostics.emitter(), timer);
  CompileUnit unit;
  unit.kernel = "k";
  unit.signature = "float32[::1]";
  unit.line_info = line_info;
  std::optional<CompiledKernel> compiled =
      CompileKernel(*module, unit, CubinTarget{}, diagnostics.emitter(), timer);
  EXPECT_TRUE(compiled.has_value());
  return compiled ? compiled->ptx : "";
}

TEST(ModuleLoadTest, LineInfoIsAskedForPtxThatHasIt) {
  EXPECT_TRUE(PtxHasLineInfo(Ptx(true)));
  EXPECT_FALSE(PtxHasLineInfo(Ptx(false)));
  // A file name or comment that mentions `.file` is not line information.
  EXPECT_FALSE(PtxHasLineInfo("// Compiled by dslc from a.file\n.version 7.8\n"));
}

}  // namespace
}  // namespace dslc
