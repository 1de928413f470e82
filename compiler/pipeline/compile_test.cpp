// The compile API (compile.h) as a library caller uses it: a kernel's own
// source, cut from a file, compiled to PTX with its facts and key, and its
// errors reported at the file's lines.
#include "compiler/pipeline/compile.h"

#include <gtest/gtest.h>

#include "compiler/pipeline/compile_diagnostics.h"

namespace dslc {
namespace {

// A kernel nested in a class, with the import it needs at its level: the
// file's lines 19 to 24, indented as they are there.
constexpr const char* kNested = R"(    from numba import cuda
    @cuda.jit
    def scale(x, a):
        i = cuda.grid(1)
        if i < x.size:
            x[i] *= a
)";

TEST(CompileApiTest, CompilesAKernelCutFromItsFile) {
  CompileDiagnostics diagnostics;
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module =
      LoadModule(SourceBuffer::FromFragment("app.py", kNested, 19), diagnostics.emitter(), timer);
  ASSERT_TRUE(module->ok()) << diagnostics.TakeError().what();
  std::optional<FunctionDescription> scale = DescribeFunction(*module, "scale");
  ASSERT_TRUE(scale.has_value());
  EXPECT_EQ(scale->parameters, (std::vector<std::string>{"x", "a"}));

  CompileUnit unit;
  unit.kernel = "scale";
  unit.signature = "float32[::1], float32";
  std::optional<CompiledKernel> compiled =
      CompileKernel(*module, unit, CubinTarget{}, diagnostics.emitter(), timer);
  ASSERT_TRUE(compiled.has_value()) << diagnostics.TakeError().what();
  EXPECT_EQ(compiled->facts.kernel, "scale");
  EXPECT_EQ(compiled->facts.entry, "scale");
  EXPECT_EQ(compiled->facts.signature, "float32[::1], float32");
  EXPECT_EQ(compiled->facts.target, "sm_90");
  EXPECT_FALSE(compiled->facts.cooperative);
  EXPECT_NE(compiled->ptx.find(KernelFactsLine(compiled->facts)), std::string::npos);
  EXPECT_NE(compiled->ptx.find(".visible .entry scale("), std::string::npos);
  EXPECT_NE(compiled->key_material.find("signature float32[::1], float32\n"), std::string::npos);
}

TEST(CompileApiTest, ErrorsInAFragmentNameTheFilesLines) {
  CompileDiagnostics diagnostics;
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module =
      LoadModule(SourceBuffer::FromFragment("app.py", kNested, 19), diagnostics.emitter(), timer);
  ASSERT_TRUE(module->ok());
  CompileUnit unit;
  unit.kernel = "scale";
  unit.signature = "float32[::1]";  // one argument short
  EXPECT_EQ(TypeKernels(*module, {unit}, diagnostics.emitter(), timer), nullptr);
  CompileError error = diagnostics.TakeError();
  ASSERT_EQ(error.diagnostics().size(), 1u) << error.what();
  const SourceDiagnostic& arity = error.diagnostics()[0];
  EXPECT_EQ(arity.file, "<signature>");
  ASSERT_EQ(arity.notes.size(), 1u);
  EXPECT_EQ(arity.notes[0].file, "app.py");
  EXPECT_EQ(arity.notes[0].line, 21);   // `def scale` in the file
  EXPECT_EQ(arity.notes[0].column, 9);  // nested four spaces deep
}

}  // namespace
}  // namespace dslc
