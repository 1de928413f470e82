// The compile API (compile.h) as a library caller uses it: a kernel's own
// source, cut from a file, compiled to PTX with its facts and key, and its
// errors reported at the file's lines.
#include "compiler/pipeline/compile.h"

#include <gtest/gtest.h>

#include "compiler/lower/line_table.h"
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

// A debug unit's checks come back in its facts, placed in the file (the
// fragment's lines), and its header lines list them; the key tells it
// from the same unit without debug, which has none.
// `scale` of kNested, cut from app.py, and a unit of it.
class NestedScaleTest : public ::testing::Test {
 protected:
  void SetUp() override {
    module =
        LoadModule(SourceBuffer::FromFragment("app.py", kNested, 19), diagnostics.emitter(), timer);
    ASSERT_TRUE(module->ok()) << diagnostics.TakeError().what();
    unit.kernel = "scale";
    unit.signature = "float32[::1], float32";
  }
  std::optional<CompiledKernel> Compile(LoadedModule& from) {
    return CompileKernel(from, unit, CubinTarget{}, diagnostics.emitter(), timer);
  }
  std::optional<CompiledKernel> Compile() { return Compile(*module); }

  CompileDiagnostics diagnostics;
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module;
  CompileUnit unit;
};

TEST_F(NestedScaleTest, DebugUnitHasErrorSitesInItsFacts) {
  std::optional<CompiledKernel> plain = Compile();
  ASSERT_TRUE(plain.has_value()) << diagnostics.TakeError().what();
  EXPECT_TRUE(plain->facts.error_sites.empty());
  unit.debug = true;
  std::optional<CompiledKernel> debug = Compile();
  ASSERT_TRUE(debug.has_value()) << diagnostics.TakeError().what();
  ASSERT_EQ(debug->facts.error_sites.size(), 1u);
  const ErrorSite& site = debug->facts.error_sites[0];
  EXPECT_EQ(site, (ErrorSite{"IndexError", "", true, "scale", "app.py", 24, 13}));
  EXPECT_NE(debug->ptx.find(KernelFactsLine(debug->facts)), std::string::npos);
  EXPECT_NE(KernelFactsLine(debug->facts).find("\n// dslc.error_site entry=scale site=0 "),
            std::string::npos);
  EXPECT_NE(debug->ptx.find("__dslc_error"), std::string::npos);
  EXPECT_EQ(plain->ptx.find("__dslc_error"), std::string::npos);
  EXPECT_NE(debug->key_material, plain->key_material);
  EXPECT_EQ(unit.Key(), "scale(float32[::1], float32) sm_90 O3 debug");
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

// The disk cache key of `unit` in a file module of `text`.
std::string FileKey(const std::string& text, bool line_info) {
  CompileDiagnostics diagnostics;
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module =
      LoadModule(SourceBuffer::FromText("k.py", text), diagnostics.emitter(), timer);
  EXPECT_TRUE(module->ok());
  CompileUnit unit;
  unit.kernel = "scale";
  unit.signature = "float32[::1], float32";
  unit.line_info = line_info;
  std::unique_ptr<TypedKernels> typed = TypeKernels(*module, {unit}, diagnostics.emitter(), timer);
  EXPECT_TRUE(typed);
  return typed ? typed->KeyMaterial(0, CubinTarget{}) : "";
}

// A fragment's line information names the file (absolute) and the file's
// lines and columns: `x[i] *= a` is line 24, column 13 of app.py.
TEST(CompileApiTest, LineInfoOfAFragmentNamesTheFilesLines) {
  CompileDiagnostics diagnostics;
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module =
      LoadModule(SourceBuffer::FromFragment("app.py", kNested, 19), diagnostics.emitter(), timer);
  ASSERT_TRUE(module->ok());
  CompileUnit unit;
  unit.kernel = "scale";
  unit.signature = "float32[::1], float32";
  unit.line_info = true;
  std::optional<CompiledKernel> compiled =
      CompileKernel(*module, unit, CubinTarget{}, diagnostics.emitter(), timer);
  ASSERT_TRUE(compiled.has_value()) << diagnostics.TakeError().what();
  const std::string& ptx = compiled->ptx;
  EXPECT_NE(ptx.find("\t.file\t1 \"" + LineTableFileName("app.py") + "\""), std::string::npos)
      << ptx;
  EXPECT_TRUE(LineTableFileName("app.py").starts_with("/"));
  EXPECT_NE(ptx.find("\t.loc\t1 24 13"), std::string::npos) << ptx;
  EXPECT_EQ(ptx.find("\t.loc\t1 6 "), std::string::npos) << ptx;  // the fragment's own line 6

  unit.line_info = false;
  compiled = CompileKernel(*module, unit, CubinTarget{}, diagnostics.emitter(), timer);
  ASSERT_TRUE(compiled.has_value());
  EXPECT_EQ(compiled->ptx.find(".loc"), std::string::npos);
  EXPECT_EQ(compiled->ptx.find(".file"), std::string::npos);
}

// Line information is in the key, and with it where the kernel is: a blank
// line above it moves every `.loc`. Without it, the blank line changes
// nothing.
TEST(CompileApiTest, KeyCoversLineInfoAndWhereTheFunctionsAre) {
  const std::string kernel =
      "from numba import cuda\n\n\n@cuda.jit\ndef scale(x, a):\n    x[0] *= a\n";
  const std::string moved = "\n" + kernel;
  EXPECT_NE(FileKey(kernel, false), FileKey(kernel, true));
  EXPECT_EQ(FileKey(kernel, false), FileKey(moved, false));
  EXPECT_NE(FileKey(kernel, true), FileKey(moved, true));
  EXPECT_EQ(FileKey(kernel, true), FileKey(kernel, true));
  EXPECT_NE(FileKey(kernel, true).find("at " + LineTableFileName("k.py") + ":4:1\n"),
            std::string::npos)
      << FileKey(kernel, true);
}

// A unit compiled to fit blocks of 1024 threads (the runtime's form for a
// block the kernel as compiled does not fit) has `.maxntid` and a key of
// its own; a kernel's own `launch_bounds` comes first.
TEST_F(NestedScaleTest, FitThreadsBoundTheKernelAndItsKey) {
  std::optional<CompiledKernel> plain = Compile();
  ASSERT_TRUE(plain.has_value()) << diagnostics.TakeError().what();
  unit.fit_threads = 1024;
  std::optional<CompiledKernel> fitted = Compile();
  ASSERT_TRUE(fitted.has_value()) << diagnostics.TakeError().what();
  EXPECT_EQ(plain->ptx.find(".maxntid"), std::string::npos);
  EXPECT_NE(fitted->ptx.find(".maxntid 1024, 1, 1"), std::string::npos) << fitted->ptx;
  EXPECT_NE(fitted->key_material, plain->key_material);
  EXPECT_EQ(unit.Key(), "scale(float32[::1], float32) sm_90 O3 fit=1024");

  std::unique_ptr<LoadedModule> bounded =
      LoadModule(SourceBuffer::FromText("b.py",
                                        "from numba import cuda\n\n\n@cuda.jit(launch_bounds=256)\n"
                                        "def scale(x, a):\n    x[0] *= a\n"),
                 diagnostics.emitter(), timer);
  ASSERT_TRUE(bounded->ok());
  EXPECT_EQ(DescribeFunction(*bounded, "scale")->launch_bounds, 256);
  EXPECT_EQ(DescribeFunction(*module, "scale")->launch_bounds, 0);
  std::optional<CompiledKernel> own = Compile(*bounded);
  ASSERT_TRUE(own.has_value()) << diagnostics.TakeError().what();
  EXPECT_NE(own->ptx.find(".maxntid 256, 1, 1"), std::string::npos) << own->ptx;
}

}  // namespace
}  // namespace dslc
