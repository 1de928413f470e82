// Device arrays a host program gives (HostValue::DeviceArray): captured by
// pointer, read and written by kernels as any array argument, typed by the
// layout their strides give.
#include <gtest/gtest.h>

#include "compiler/pipeline/host_module.h"
#include "compiler/pipeline/host_module_testing.h"

namespace dslc {
namespace {

constexpr uint64_t kPrices = 0x7f0012340000;  // 139638282125312
constexpr uint64_t kOther = 0x7f0012350000;   // 139638282190848

HostValue Float32s(std::vector<int64_t> shape, std::vector<int64_t> strides,
                   uint64_t pointer = kPrices) {
  return HostValue::DeviceArray(DType::Float32, std::move(shape), std::move(strides), pointer);
}

// numba-cuda's example of a global device array, with writes, an atomic,
// negative indices, attributes and a device function that writes it.
constexpr const char* kTotals = R"(def compute_totals(quantities, totals):
    i = cuda.grid(1)
    if i < totals.size:
        totals[i] = quantities[i] * PRICES[i]
        PRICES[i] = PRICES[-1] + len(PRICES)
        cuda.atomic.add(PRICES, 0, 1.0)
        bump(PRICES)
    if i == 0:
        totals[0] = PRICES.strides[0] * 1000 + PRICES.size
)";

std::vector<HostFunction> TotalsModule(HostValue prices) {
  HostFunction kernel =
      Fn("app.py", 10, "compute_totals", kTotals,
         {{"PRICES", std::move(prices)}, {"cuda", Cuda()}, {"bump", HostValue::Function(1)}});
  HostFunction bump = Fn("lib.py", 1, "bump", "def bump(a):\n    a[1] += a.shape[0]\n");
  bump.options = {{"device", 1}};
  return {kernel, bump};
}

TEST_F(HostModuleTest, DeviceArraysAreReadAndWrittenThroughTheirPointer) {
  ASSERT_TRUE(Load(TotalsModule(Float32s({5}, {4})))) << Errors();
  std::string typed = Emit("compute_totals", "float32[::1], float32[::1]", Product::Typed);
  EXPECT_TRUE(Contains(typed, "DeviceFunction bump(float32[::1])")) << typed;
  EXPECT_FALSE(Contains(typed, "readonly")) << typed;
  EXPECT_TRUE(Contains(typed, "int64 = 4005")) << typed;  // strides and size, folded

  std::optional<CompiledKernel> compiled = Compile("compute_totals", "float32[::1], float32[::1]");
  ASSERT_TRUE(compiled.has_value()) << Errors();
  const std::string& ptx = compiled->ptx;
  // The pointer is a constant of the code, in the global address space.
  EXPECT_TRUE(Contains(ptx, "139638282125312")) << ptx;
  EXPECT_TRUE(Contains(ptx, "atom.global.add.f32")) << ptx;
  EXPECT_TRUE(Contains(ptx, "st.global.f32")) << ptx;
  EXPECT_FALSE(Contains(ptx, ".const ")) << ptx;  // nothing is copied into the module
  EXPECT_EQ(Assemble(ptx), "");
  EXPECT_TRUE(
      Contains(compiled->key_material, "device array float32 (5) strides (4) at 0x7f0012340000"))
      << compiled->key_material;
}

// An argument may point into the captured array (the same CuPy array passed
// too): the kernel's array parameters are not `noalias` then, as they are
// without captured device memory.
TEST_F(HostModuleTest, CapturedDeviceMemoryMakesArgumentsMayAlias) {
  const char* text = "def k(out):\n    out[0] = PRICES[0]\n";
  ASSERT_TRUE(Load({Fn("app.py", 1, "k", text, {{"PRICES", Float32s({5}, {4})}})})) << Errors();
  std::string llvm = Emit("k", "float32[::1]", Product::Llvm);
  EXPECT_TRUE(Contains(llvm, "define")) << llvm;
  EXPECT_FALSE(Contains(llvm, "noalias")) << llvm;

  // The same kernel with the prices frozen into constant memory instead.
  std::string data(5 * sizeof(float), '\0');
  ASSERT_TRUE(
      Load({Fn("app.py", 1, "k", text, {{"PRICES", HostValue::Array(DType::Float32, {5}, data)}})}))
      << Errors();
  std::string plain = Emit("k", "float32[::1]", Product::Llvm);
  EXPECT_TRUE(Contains(plain, "noalias")) << plain;
}

TEST_F(HostModuleTest, StridedDeviceArraysUseTheirStrides) {
  // Every other column of a 3 x 8 C array: strides of 32 and 8 bytes.
  HostFunction kernel = Fn("app.py", 1, "k", "def k(out, i, j):\n    out[0] = GRID[i, j]\n",
                           {{"GRID", Float32s({3, 4}, {32, 8})}});
  ASSERT_TRUE(Load({kernel})) << Errors();
  // Unsigned indices, so that no wrap of negative ones hides the strides.
  std::string llvm = Emit("k", "float32[::1], uint64, uint64", Product::Llvm);
  EXPECT_TRUE(Contains(llvm, "inttoptr (i64 139638282125312 to ptr addrspace(1))")) << llvm;
  EXPECT_TRUE(Contains(llvm, "shl nsw i64 %i, 5")) << llvm;  // 32 bytes
  EXPECT_TRUE(Contains(llvm, "shl nsw i64 %j, 3")) << llvm;  // 8 bytes
  std::optional<CompiledKernel> compiled = Compile("k", "float32[::1], uint64, uint64");
  ASSERT_TRUE(compiled.has_value()) << Errors();
  EXPECT_TRUE(Contains(compiled->ptx, "ld.global.f32")) << compiled->ptx;
  EXPECT_EQ(Assemble(compiled->ptx), "");
}

// The type a device array's name has, read from the signature of a device
// function it is passed to.
class DeviceArrayLayoutTest : public HostModuleTest {
 protected:
  std::string TypeOf(HostValue array) {
    HostFunction kernel = Fn("app.py", 1, "k", "def k(out):\n    out[0] = count(A)\n",
                             {{"A", std::move(array)}, {"count", HostValue::Function(1)}});
    HostFunction count = Fn("lib.py", 1, "count", "def count(a):\n    return a.size\n");
    count.options = {{"device", 1}};
    if (!Load({kernel, count})) return Errors();
    std::string typed = Emit("k", "int64[::1]", Product::Typed);
    size_t begin = typed.find("DeviceFunction count(");
    if (begin == std::string::npos) return typed + Errors();
    begin += std::string("DeviceFunction count(").size();
    return typed.substr(begin, typed.find(") -> ", begin) - begin);
  }
};

TEST_F(DeviceArrayLayoutTest, LayoutsFollowTheStrides) {
  EXPECT_EQ(TypeOf(Float32s({5}, {4})), "float32[::1]");
  EXPECT_EQ(TypeOf(Float32s({5}, {8})), "float32[:]");
  EXPECT_EQ(TypeOf(Float32s({5}, {-4})), "float32[:]");
  EXPECT_EQ(TypeOf(Float32s({3, 4}, {16, 4})), "float32[:, ::1]");
  EXPECT_EQ(TypeOf(Float32s({3, 4}, {4, 12})), "float32[::1, :]");
  EXPECT_EQ(TypeOf(Float32s({3, 4}, {32, 8})), "float32[:, :]");
  // The stride of an extent of 1 is never used: C first, as the runtime
  // decides for arguments.
  EXPECT_EQ(TypeOf(Float32s({1, 4}, {1000, 4})), "float32[:, ::1]");
  EXPECT_EQ(TypeOf(Float32s({3, 1}, {4, 4})), "float32[:, ::1]");
  EXPECT_EQ(TypeOf(Float32s({2, 1, 3}, {4, 1000, 8})), "float32[::1, :, :]");
  EXPECT_EQ(TypeOf(HostValue::DeviceArray(DType::Int16, {2, 2, 2}, {8, 4, 2}, kPrices)),
            "int16[:, :, ::1]");
}

TEST_F(HostModuleTest, DeviceArraysOfOtherDimensionsAreUnusable) {
  ASSERT_TRUE(
      Load({Fn("app.py", 1, "k", "def k(out):\n    out[0] = S\n", {{"S", Float32s({}, {})}})}))
      << Errors();
  EXPECT_EQ(Type("k", "float32[::1]"), nullptr);
  EXPECT_EQ(OnlyError().message,
            "`S` is a device array of 0 dimensions (kernel code takes 1 to 4) in the host "
            "program, which kernel code cannot use");
}

// The key of compute_totals compiled with PRICES at `prices`.
std::string TotalsKey(HostValue prices) {
  CompileDiagnostics diagnostics;
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module =
      LoadHostModule(TotalsModule(std::move(prices)), diagnostics.emitter(), timer);
  EXPECT_TRUE(module->ok());
  CompileUnit unit;
  unit.kernel = "compute_totals";
  unit.signature = "float32[::1], float32[::1]";
  std::unique_ptr<TypedKernels> typed = TypeKernels(*module, {unit}, diagnostics.emitter(), timer);
  EXPECT_TRUE(typed);
  return typed ? typed->KeyMaterial(0, CubinTarget{}) : "";
}

TEST(HostDeviceArrayKeyTest, AnotherPointerIsAnotherCompile) {
  std::string key = TotalsKey(Float32s({5}, {4}));
  EXPECT_EQ(key, TotalsKey(Float32s({5}, {4})));
  EXPECT_NE(key, TotalsKey(Float32s({5}, {4}, kOther)));
  EXPECT_NE(key, TotalsKey(Float32s({6}, {4})));
  EXPECT_NE(key, TotalsKey(Float32s({5}, {8})));
  EXPECT_NE(key, TotalsKey(HostValue::DeviceArray(DType::Int32, {5}, {4}, kPrices)));
  EXPECT_EQ(HostValue::DeviceArray(DType::Float64, {2, 3}, {8, 16}, 0x1000).KeyText(),
            "device array float64 (2, 3) strides (8, 16) at 0x1000");
}

}  // namespace
}  // namespace dslc
