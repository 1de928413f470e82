#include "compiler/pipeline/embedded_facts.h"

#include <gtest/gtest.h>

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/pipeline/compile_impl.h"

namespace dslc {
namespace {

constexpr const char* kSource = R"py(from numba import cuda

@cuda.jit("void(float32, float32[::1], float32[::1])")
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]

@cuda.jit("void(int32[::1])")
def grid_sum(out):
    g = cuda.cg.this_grid()
    g.sync()
)py";

TEST(EmbeddedFactsTest, RoundTripsEveryKernel) {
  CollectingDiagnosticConsumer consumer;
  DiagnosticEmitter emitter(consumer);
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module =
      LoadModule(SourceBuffer::FromText("k.py", kSource), emitter, timer);
  ASSERT_TRUE(module->ok());
  UnitRequest request;
  std::vector<CompileUnit> units = SelectCompileUnits(*module, request, emitter);
  units[0].noalias = false;
  std::unique_ptr<TypedKernels> typed = TypeKernels(*module, units, emitter, timer);
  ASSERT_TRUE(typed);
  // As a kernel of virtual warps' lanes has it.
  typed->state().facts[0].coarsen_whole_warps = true;
  std::string text = EmbeddedFactsText(*typed);
  std::optional<std::vector<EmbeddedKernel>> kernels = ParseEmbeddedFacts(text);
  ASSERT_TRUE(kernels) << text;
  ASSERT_EQ(kernels->size(), 2u);
  EXPECT_EQ((*kernels)[0].facts, typed->facts(0));
  EXPECT_EQ((*kernels)[0].parameters, (std::vector<std::string>{"a", "x", "y"}));
  EXPECT_FALSE((*kernels)[0].noalias);
  EXPECT_EQ((*kernels)[0].facts.coarsening, 4u);  // elementwise
  EXPECT_EQ((*kernels)[0].facts.grid_parameter, 5u);
  EXPECT_TRUE((*kernels)[0].facts.coarsen_whole_warps);
  EXPECT_FALSE((*kernels)[1].facts.coarsen_whole_warps);
  EXPECT_EQ((*kernels)[1].facts.coarsening, 1u);  // synchronises the grid
  EXPECT_EQ((*kernels)[1].facts, typed->facts(1));
  EXPECT_TRUE((*kernels)[1].facts.cooperative);
  EXPECT_TRUE((*kernels)[1].noalias);
}

// A debug kernel's error sites come back whole, whatever their messages
// hold (a tab, a newline, `|`, `%`), so a binary compiled with -g reports
// as the JIT does.
constexpr const char* kDebugSource = R"py(from numba import cuda

@cuda.jit("void(float32[::1])", debug=True)
def check(x):
    if x[0] < 0:
        raise ValueError("a\tb\nc | 100%")
)py";

TEST(EmbeddedFactsTest, RoundTripsErrorSites) {
  CollectingDiagnosticConsumer consumer;
  DiagnosticEmitter emitter(consumer);
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module =
      LoadModule(SourceBuffer::FromText("k.py", kDebugSource), emitter, timer);
  ASSERT_TRUE(module->ok());
  std::vector<CompileUnit> units = SelectCompileUnits(*module, UnitRequest(), emitter);
  std::unique_ptr<TypedKernels> typed = TypeKernels(*module, units, emitter, timer);
  ASSERT_TRUE(typed);
  ASSERT_TRUE(EmitKernels(*typed, Product::Ptx, emitter, timer));
  const KernelFacts& facts = typed->facts(0);
  ASSERT_EQ(facts.error_sites.size(), 2u);
  EXPECT_EQ(facts.error_sites[1].message, "a\tb\nc | 100%");
  std::string text = EmbeddedFactsText(*typed);
  EXPECT_NE(text.find("\terror_site=IndexError|1|check|k.py|5|8|\t"), std::string::npos) << text;
  EXPECT_NE(text.find("\terror_site=ValueError|0|check|k.py|6|9|a%09b%0Ac %7C 100%25\n"),
            std::string::npos)
      << text;
  std::optional<std::vector<EmbeddedKernel>> kernels = ParseEmbeddedFacts(text);
  ASSERT_TRUE(kernels) << text;
  ASSERT_EQ(kernels->size(), 1u);
  EXPECT_EQ((*kernels)[0].facts, facts);
  // Too few parts, a broken escape.
  EXPECT_FALSE(ParseEmbeddedFacts("dslc.facts 1\nkernel=k\tentry=k\terror_site=E|1|f\n"));
  EXPECT_FALSE(
      ParseEmbeddedFacts("dslc.facts 1\nkernel=k\tentry=k\terror_site=E|0|f|k.py|1|2|%4\n"));
}

TEST(EmbeddedFactsTest, GlobalHoldsTheTextAndANul) {
  EXPECT_EQ(FactsGlobalPtx("ab"),
            "\n// What dslc's runtime needs to launch these kernels from a binary.\n"
            ".visible .global .align 1 .b8 __dslc_facts[3] = {97, 98, 0};\n");
}

TEST(EmbeddedFactsTest, RefusesOtherText) {
  EXPECT_FALSE(ParseEmbeddedFacts(""));
  EXPECT_FALSE(ParseEmbeddedFacts("dslc.facts 2\n"));
  EXPECT_FALSE(ParseEmbeddedFacts("dslc.facts 1\nkernel=k\tcooperative=yes\tentry=k\n"));
  EXPECT_FALSE(ParseEmbeddedFacts("dslc.facts 1\nentry=k\n"));
  std::optional<std::vector<EmbeddedKernel>> later =
      ParseEmbeddedFacts("dslc.facts 1\nkernel=k\tentry=k\tnew_field=7\tparameters=\n");
  ASSERT_TRUE(later);
  EXPECT_TRUE((*later)[0].parameters.empty());
}

}  // namespace
}  // namespace dslc
