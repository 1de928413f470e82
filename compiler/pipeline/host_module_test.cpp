// Host-program modules (host_module.h): functions cut from their files, with
// the values of their free names given by the host program, compiled as a
// library caller compiles them.
#include "compiler/pipeline/host_module.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include "compiler/lower/lower.h"
#include "compiler/pipeline/host_module_testing.h"
#include "llvm/IR/LLVMContext.h"

namespace dslc {
namespace {

constexpr const char* kConstants = R"(def fill(out, fout):
    out[0] = N
    out[1] = OFFSETS[1]
    out[2] = 424242 if ENABLED else 535353
    if LIMIT is None:
        out[3] = 777777
    fout[0] = SCALE
)";

std::vector<std::pair<std::string, HostValue>> ConstantGlobals(int64_t n) {
  return {{"N", HostValue::Int(DType::Int64, n)},
          {"OFFSETS", HostValue::Tuple(
                          {HostValue::Int(DType::Int64, 7), HostValue::Int(DType::Int64, 891011)})},
          {"ENABLED", HostValue::Bool(true)},
          {"LIMIT", HostValue::NoneValue()},
          {"SCALE", HostValue::Float(DType::Float32, 0.1)}};
}

TEST_F(HostModuleTest, ConstantsAreFoldedIntoTheCode) {
  ASSERT_TRUE(Load({Fn("app.py", 10, "fill", kConstants, ConstantGlobals(1234567))})) << Errors();
  std::optional<CompiledKernel> compiled = Compile("fill", "int64[::1], float32[::1]");
  ASSERT_TRUE(compiled.has_value()) << Errors();
  EXPECT_TRUE(Contains(compiled->ptx, ".visible .entry fill(")) << compiled->ptx;
  EXPECT_TRUE(Contains(compiled->ptx, "1234567")) << compiled->ptx;
  EXPECT_TRUE(Contains(compiled->ptx, "891011")) << compiled->ptx;
  EXPECT_TRUE(Contains(compiled->ptx, "424242")) << compiled->ptx;
  EXPECT_FALSE(Contains(compiled->ptx, "535353")) << compiled->ptx;
  EXPECT_TRUE(Contains(compiled->ptx, "777777")) << compiled->ptx;
  // float32(0.1), 0x3DCCCCCD, stored as its bits
  EXPECT_TRUE(Contains(compiled->ptx, "1036831949")) << compiled->ptx;
}

TEST_F(HostModuleTest, ConstantsHaveTheirHostTypes) {
  constexpr const char* kTyped = R"(def k(out):
    out[0] = SMALL
    out[1] = BIG
)";
  ASSERT_TRUE(Load({Fn(
      "app.py", 1, "k", kTyped,
      {{"SMALL", HostValue::Int(DType::UInt8, 200)}, {"BIG", HostValue::Int(DType::UInt64, -1)}})}))
      << Errors();
  std::string typed = Emit("k", "float64[::1]", Product::Typed);
  EXPECT_TRUE(Contains(typed, "uint8 = 200")) << typed;
  EXPECT_TRUE(Contains(typed, "uint64 = 18446744073709551615")) << typed;
}

TEST_F(HostModuleTest, ModulesAndMembers) {
  constexpr const char* kRoots = R"(    def roots(x):
        i = cuda.grid(1)
        x[i] = m.sqrt(x[i]) + sqrt(x[i]) + m.pi
)";
  ASSERT_TRUE(Load({Fn("app.py", 3, "roots", kRoots,
                       {{"cuda", Cuda()},
                        {"m", HostValue::Module("math")},
                        {"sqrt", HostValue::Member("math", "sqrt")}})}))
      << Errors();
  std::optional<CompiledKernel> compiled = Compile("roots", "float64[::1]");
  ASSERT_TRUE(compiled.has_value()) << Errors();
  EXPECT_TRUE(Contains(compiled->ptx, "sqrt.rn.f64")) << compiled->ptx;
  EXPECT_TRUE(Contains(compiled->ptx, "0d400921FB54442D18")) << compiled->ptx;  // math.pi
}

TEST_F(HostModuleTest, EachFunctionReadsItsOwnValues) {
  constexpr const char* kKernel = R"(def k(out, n):
    out[0] = helper(n)
    out[1] = SCALE
)";
  constexpr const char* kHelper = R"(def helper(x):
    return x * SCALE
)";
  HostFunction kernel =
      Fn("app.py", 20, "k", kKernel,
         {{"helper", HostValue::Function(1)}, {"SCALE", HostValue::Int(DType::Int64, 7654321)}});
  HostFunction helper =
      Fn("lib.py", 5, "helper", kHelper, {{"SCALE", HostValue::Int(DType::Int64, 123457)}});
  helper.options = {{"device", 1}};
  ASSERT_TRUE(Load({kernel, helper})) << Errors();
  std::string typed = Emit("k", "int64[::1], int64", Product::Typed);
  EXPECT_TRUE(Contains(typed, "int64 = 7654321")) << typed;
  EXPECT_TRUE(Contains(typed, "int64 = 123457")) << typed;
  std::optional<CompiledKernel> compiled = Compile("k", "int64[::1], int64");
  ASSERT_TRUE(compiled.has_value()) << Errors();
  EXPECT_TRUE(Contains(compiled->ptx, "7654321")) << compiled->ptx;
  EXPECT_TRUE(Contains(compiled->ptx, "123457")) << compiled->ptx;
  EXPECT_TRUE(Contains(compiled->key_material, "lib.py")) << compiled->key_material;
}

// A default is a constant of the scope of the function whose parameter it is.
TEST_F(HostModuleTest, DefaultsAreReadInTheirFunctionsScope) {
  HostFunction kernel =
      Fn("app.py", 1, "k", "def k(out, n):\n    out[0] = scaled(n)\n",
         {{"scaled", HostValue::Function(1)}, {"K", HostValue::Int(DType::Int64, 5)}});
  HostFunction scaled = Fn("lib.py", 1, "scaled", "def scaled(x, k=K):\n    return x * k\n",
                           {{"K", HostValue::Int(DType::Int64, 31337)}});
  scaled.options = {{"device", 1}};
  ASSERT_TRUE(Load({kernel, scaled})) << Errors();
  std::optional<CompiledKernel> compiled = Compile("k", "int64[::1], int64");
  ASSERT_TRUE(compiled.has_value()) << Errors();
  EXPECT_TRUE(Contains(compiled->ptx, "31337")) << compiled->ptx;
}

TEST_F(HostModuleTest, FunctionIndexOutOfRangeIsAnError) {
  EXPECT_FALSE(Load(
      {Fn("app.py", 4, "k", "def k(out):\n    out[0] = g(1)\n", {{"g", HostValue::Function(3)}})}));
  SourceDiagnostic error = OnlyError();
  EXPECT_EQ(error.message,
            "the host program binds `g` to function 3, but the module has 1 function");
  EXPECT_EQ(error.line, 4);
}

TEST_F(HostModuleTest, TuplesOfOtherValuesAreUnusable) {
  ASSERT_TRUE(Load({Fn(
      "app.py", 1, "k", "def k(out):\n    out[0] = T[0]\n",
      {{"T", HostValue::Tuple({HostValue::Int(DType::Int64, 1), HostValue::Module("math")})}})}))
      << Errors();
  EXPECT_EQ(Type("k", "int64[::1]"), nullptr);
  EXPECT_EQ(OnlyError().message,
            "`T` is a tuple holding module `math` in the host program, which kernel code "
            "cannot use");
}

// A factory made two closures of one `def`; the kernel shares their name.
TEST_F(HostModuleTest, SameNamedFunctionsStayApart) {
  constexpr const char* kKernel = R"(def helper(out, x):
    out[0] = first(x)
    out[1] = second(x)
)";
  constexpr const char* kClosure = R"(    def helper(x):
        return x * K
)";
  HostFunction kernel = Fn("app.py", 30, "helper", kKernel,
                           {{"first", HostValue::Function(1)}, {"second", HostValue::Function(2)}});
  HostFunction first =
      Fn("factory.py", 8, "helper", kClosure, {{"K", HostValue::Int(DType::Int64, 111111)}});
  HostFunction second =
      Fn("factory.py", 8, "helper", kClosure, {{"K", HostValue::Int(DType::Int64, 222222)}});
  first.options = second.options = {{"device", 1}};
  ASSERT_TRUE(Load({kernel, first, second})) << Errors();
  std::optional<FunctionDescription> described = DescribeFunction(*module_, "helper");
  ASSERT_TRUE(described.has_value());
  EXPECT_FALSE(described->device);
  EXPECT_EQ(described->parameters, (std::vector<std::string>{"out", "x"}));

  std::unique_ptr<TypedKernels> typed = Type("helper", "int64[::1], int64");
  ASSERT_TRUE(typed) << Errors();
  llvm::LLVMContext context;
  llvm::Module llvm_module("m", context);
  LowerKernel(*typed->state().programs[0], typed->state().plans[0], LowerOptions{}, "helper",
              llvm_module);
  std::vector<std::string> devices;
  for (const llvm::Function& function : llvm_module) {
    if (function.getName().starts_with("helper.")) devices.push_back(function.getName().str());
  }
  ASSERT_EQ(devices.size(), 2u);
  EXPECT_NE(devices[0], devices[1]);

  std::optional<CompiledKernel> compiled = Compile("helper", "int64[::1], int64");
  ASSERT_TRUE(compiled.has_value()) << Errors();
  EXPECT_EQ(compiled->facts.entry, "helper");
  EXPECT_TRUE(Contains(compiled->ptx, "111111")) << compiled->ptx;
  EXPECT_TRUE(Contains(compiled->ptx, "222222")) << compiled->ptx;
}

TEST_F(HostModuleTest, TypeErrorsPointAtTheFilesLines) {
  constexpr const char* kNested = R"(        def scale(x):
            i = cuda.grid(1)
            x[i] = x[i] * undefined
)";
  ASSERT_TRUE(Load({Fn("app.py", 40, "scale", kNested, {{"cuda", Cuda()}})})) << Errors();
  EXPECT_EQ(Type("scale", "float32[::1]"), nullptr);
  SourceDiagnostic error = OnlyError();
  EXPECT_EQ(error.file, "app.py");
  EXPECT_EQ(error.line, 42);
  EXPECT_EQ(error.column, 27);
  EXPECT_TRUE(Contains(error.message, "`undefined`")) << error.message;
}

TEST_F(HostModuleTest, SyntaxErrorsPointAtTheFilesLines) {
  constexpr const char* kBroken = R"(    def k(x):
        x[0] = (1 +
)";
  EXPECT_FALSE(Load({Fn("app.py", 7, "k", kBroken)}));
  CompileError error = diagnostics_.TakeError();
  ASSERT_FALSE(error.diagnostics().empty()) << error.what();
  EXPECT_EQ(error.diagnostics()[0].file, "app.py");
  EXPECT_EQ(error.diagnostics()[0].line, 8);
}

TEST_F(HostModuleTest, UnusableValueIsReportedWhereItIsRead) {
  constexpr const char* kKernel = R"(def k(out):
    out[0] = items[0]
)";
  ASSERT_TRUE(Load(
      {Fn("app.py", 3, "k", kKernel,
          {{"items", HostValue::Unusable("a list")}, {"unused", HostValue::Unusable("a dict")}})}))
      << Errors();
  EXPECT_EQ(Type("k", "float32[::1]"), nullptr);
  SourceDiagnostic error = OnlyError();
  EXPECT_EQ(error.message, "`items` is a list in the host program, which kernel code cannot use");
  EXPECT_EQ(error.file, "app.py");
  EXPECT_EQ(error.line, 4);
  EXPECT_EQ(error.column, 14);
  EXPECT_TRUE(error.notes.empty());
}

TEST_F(HostModuleTest, UnknownModulesAndMembersAreReportedAsImportsAre) {
  constexpr const char* kKernel = R"(def k(out):
    out[0] = st.mean(2.0)
    out[1] = nothing(2.0)
)";
  ASSERT_TRUE(Load({Fn("app.py", 1, "k", kKernel,
                       {{"st", HostValue::Module("statistics")},
                        {"nothing", HostValue::Member("math", "nothing")}})}))
      << Errors();
  EXPECT_EQ(Type("k", "float64[::1]"), nullptr);
  CompileError error = diagnostics_.TakeError();
  ASSERT_EQ(error.diagnostics().size(), 2u) << error.what();
  EXPECT_EQ(error.diagnostics()[0].message, "module `statistics` is not available in kernel code");
  EXPECT_EQ(error.diagnostics()[0].line, 2);
  EXPECT_EQ(error.diagnostics()[1].message, "`math.nothing` is not supported in kernel code");
  EXPECT_EQ(error.diagnostics()[1].line, 3);
}

TEST_F(HostModuleTest, OptionsTakeEffect) {
  constexpr const char* kKernel = R"(def k(x):
    x[0] = 1.0
)";
  HostFunction kernel = Fn("app.py", 1, "k", kKernel);
  kernel.options = {{"launch_bounds", 256}, {"max_registers", 40}, {"fastmath", 1}};
  ASSERT_TRUE(Load({kernel})) << Errors();
  std::optional<CompiledKernel> compiled = Compile("k", "float32[::1]");
  ASSERT_TRUE(compiled.has_value()) << Errors();
  EXPECT_TRUE(Contains(compiled->ptx, ".maxntid 256")) << compiled->ptx;
  EXPECT_TRUE(Contains(compiled->ptx, ".maxnreg 40")) << compiled->ptx;
  EXPECT_TRUE(Contains(compiled->key_material, "fastmath=1")) << compiled->key_material;
}

TEST_F(HostModuleTest, UnknownOptionIsAnErrorAtTheDef) {
  constexpr const char* kKernel = R"(    def k(x):
        x[0] = 1.0
)";
  HostFunction kernel = Fn("app.py", 12, "k", kKernel);
  kernel.options = {{"bogus", 1}};
  EXPECT_FALSE(Load({kernel}));
  SourceDiagnostic error = OnlyError();
  EXPECT_EQ(error.line, 12);
  EXPECT_EQ(error.column, 9);
  EXPECT_TRUE(Contains(error.message, "unknown option `bogus` for `@cuda.jit`; the options are "))
      << error.message;
  EXPECT_TRUE(Contains(error.message, "launch_bounds")) << error.message;
}

TEST_F(HostModuleTest, RefusedAndOutOfRangeOptionsAreErrors) {
  HostFunction kernel = Fn("app.py", 1, "k", "def k(x):\n    x[0] = 1.0\n");
  kernel.options = {{"lto", 1}, {"fastmath", 2}, {"max_registers", 0}};
  EXPECT_FALSE(Load({kernel}));
  CompileError error = diagnostics_.TakeError();
  ASSERT_EQ(error.diagnostics().size(), 3u) << error.what();
  EXPECT_TRUE(Contains(error.diagnostics()[0].message, "`lto=` is not supported"));
  EXPECT_EQ(error.diagnostics()[1].message, "`fastmath=` needs True or False, not `2`");
  EXPECT_EQ(error.diagnostics()[2].message, "`max_registers=` needs a positive integer, not `0`");
}

TEST_F(HostModuleTest, SignaturesMakeUnits) {
  HostFunction kernel = Fn("app.py", 1, "k", "def k(x, a):\n    x[0] = a\n");
  kernel.signatures = {"void(float32[::1], float32)", "float64[::1], float64"};
  ASSERT_TRUE(Load({kernel})) << Errors();
  std::vector<CompileUnit> units = SelectCompileUnits(*module_, {}, diagnostics_.emitter());
  ASSERT_EQ(units.size(), 2u) << Errors();
  EXPECT_EQ(units[0].kernel, "k");
  EXPECT_EQ(units[0].signature, "void(float32[::1], float32)");
  EXPECT_EQ(units[1].signature, "float64[::1], float64");
  std::unique_ptr<TypedKernels> typed =
      TypeKernels(*module_, units, diagnostics_.emitter(), timer_);
  ASSERT_TRUE(typed) << Errors();
  EXPECT_EQ(typed->facts(1).signature, "float64[::1], float64");
}

TEST_F(HostModuleTest, SignatureErrorsPointIntoTheirText) {
  HostFunction kernel = Fn("app.py", 9, "k", "def k(x, a):\n    x[0] = a\n");
  kernel.signatures = {"void(float32[::1], flaot32)"};
  EXPECT_FALSE(Load({kernel}));
  SourceDiagnostic error = OnlyError();
  EXPECT_EQ(error.file, "<signature>");
  EXPECT_EQ(error.column, 20);
  ASSERT_EQ(error.notes.size(), 1u);
  EXPECT_EQ(error.notes[0].message, "in the signature of `k`");
  EXPECT_EQ(error.notes[0].file, "app.py");
  EXPECT_EQ(error.notes[0].line, 9);
}

TEST_F(HostModuleTest, NameMustMatchTheDef) {
  EXPECT_FALSE(Load({Fn("app.py", 1, "kernel", "def k(x):\n    x[0] = 1\n")}));
  EXPECT_EQ(OnlyError().message,
            "the host program names this function `kernel`, but its `def` "
            "names `k`");
}

TEST_F(HostModuleTest, TextAfterTheFunctionIsAnError) {
  EXPECT_FALSE(Load({Fn("app.py", 1, "k", "def k(x):\n    x[0] = 1\nprint(k)\n")}));
  SourceDiagnostic error = OnlyError();
  EXPECT_EQ(error.line, 3);
  EXPECT_TRUE(Contains(error.message, "expected the end of the function's text")) << error.message;
}

// A constant array of int32 values, as NumPy lays them out.
HostValue Int32Array(std::vector<int64_t> shape, const std::vector<int32_t>& values) {
  std::string data(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(int32_t));
  return HostValue::Array(DType::Int32, std::move(shape), std::move(data));
}

// `bytes` bytes of float64s, the bytes counting up from `first` (values
// alike would let LLVM fold every read).
HostValue Float64Array(int64_t bytes, char first) {
  std::string data(bytes, '\0');
  for (int64_t i = 0; i < bytes; ++i) data[i] = static_cast<char>(first + i % 101);
  return HostValue::Array(DType::Float64, {bytes / 8}, std::move(data));
}

constexpr const char* kReadsTables = R"(def k(out, i, j):
    out[0] = TABLE[i]
    out[1] = GRID[i, j]
    out[2] = TABLE[-1]
    out[3] = GRID.shape[1] * 1000 + len(TABLE) * 100 + TABLE.size * 10 + GRID.ndim
    out[4] = first(TABLE)
)";

std::vector<HostFunction> TableModule() {
  HostFunction kernel = Fn("app.py", 50, "k", kReadsTables,
                           {{"TABLE", Int32Array({4}, {101, 202, 303, 404})},
                            {"GRID", Int32Array({2, 3}, {11, 12, 13, 14, 15, 16})},
                            {"first", HostValue::Function(1)}});
  HostFunction first = Fn("lib.py", 1, "first", "def first(a):\n    return a[0] + a.shape[0]\n");
  first.options = {{"device", 1}};
  return {kernel, first};
}

TEST_F(HostModuleTest, ConstantArraysAreReadFromConstantMemory) {
  ASSERT_TRUE(Load(TableModule())) << Errors();
  std::string typed = Emit("k", "int64[::1], int64, int64", Product::Typed);
  EXPECT_TRUE(Contains(typed, "readonly int32[::1]")) << typed;
  EXPECT_TRUE(Contains(typed, "readonly int32[:, ::1]")) << typed;
  EXPECT_TRUE(Contains(typed, "int64 = 3442")) << typed;  // the attributes, folded
  EXPECT_TRUE(Contains(typed, "DeviceFunction first(readonly int32[::1]) -> int64")) << typed;

  std::optional<CompiledKernel> compiled = Compile("k", "int64[::1], int64, int64");
  ASSERT_TRUE(compiled.has_value()) << Errors();
  const std::string& ptx = compiled->ptx;
  EXPECT_TRUE(Contains(ptx, ".const .align 4 .b8 __dslc_const_")) << ptx;
  // Little-endian int32s: 101, 202, 303 (47, 1), 404 (148, 1); PTX leaves
  // out the zeros at the end.
  EXPECT_TRUE(Contains(ptx, "[16] = {101, 0, 0, 0, 202, 0, 0, 0, 47, 1, 0, 0, 148, 1};")) << ptx;
  EXPECT_TRUE(Contains(ptx,
                       "[24] = {11, 0, 0, 0, 12, 0, 0, 0, 13, 0, 0, 0, 14, 0, 0, 0, 15, 0, 0, "
                       "0, 16};"))
      << ptx;
  EXPECT_TRUE(Contains(ptx, "ld.const.s32")) << ptx;
  EXPECT_FALSE(Contains(ptx, "ld.global")) << ptx;  // no array argument is read
  EXPECT_TRUE(Contains(ptx, "3442")) << ptx;
  EXPECT_TRUE(Contains(ptx, "404")) << ptx;  // TABLE[-1], read at compile time
  EXPECT_TRUE(Contains(ptx, "105")) << ptx;  // first(TABLE): TABLE[0] + 4
  EXPECT_EQ(Assemble(ptx), "");
  if (access("/usr/local/cuda/bin/ptxas", X_OK) == 0) {
    EXPECT_NE(Assemble(".version 7.8\n.target sm_90\nnot ptx\n"), "");  // the check can fail
  }
  EXPECT_TRUE(Contains(compiled->key_material, "array int32 (2, 3) bytes 24 blake3 "))
      << compiled->key_material;
}

TEST_F(HostModuleTest, EqualConstantArraysShareOneGlobal) {
  HostFunction kernel = Fn("app.py", 1, "k", "def k(out, i):\n    out[i] = A[i] + B[i]\n",
                           {{"A", Int32Array({2}, {7, 8})}, {"B", Int32Array({2}, {7, 8})}});
  ASSERT_TRUE(Load({kernel})) << Errors();
  std::string ptx = Emit("k", "int32[::1], int32", Product::Ptx);
  size_t first = ptx.find(".const ");
  ASSERT_NE(first, std::string::npos) << ptx << Errors();
  EXPECT_EQ(ptx.find(".const ", first + 1), std::string::npos) << ptx;
}

TEST_F(HostModuleTest, WritingAConstantArrayIsAnError) {
  constexpr const char* kWrites = R"(def k(out):
    TABLE[0] = 1
    TABLE[1] += 2
    cuda.atomic.add(TABLE, 2, 3)
    alias = TABLE
    alias[3] = 4
)";
  ASSERT_TRUE(Load({Fn("app.py", 60, "k", kWrites,
                       {{"TABLE", Int32Array({4}, {1, 2, 3, 4})}, {"cuda", Cuda()}})}))
      << Errors();
  EXPECT_EQ(Type("k", "int32[::1]"), nullptr);
  CompileError error = diagnostics_.TakeError();
  ASSERT_EQ(error.diagnostics().size(), 4u) << error.what();
  const char* kSays =
      ": it is `readonly int32[::1]`, a constant array frozen from the host "
      "program when the kernel was compiled";
  EXPECT_EQ(error.diagnostics()[0].message,
            std::string("cannot write to an element of `TABLE`") + kSays);
  EXPECT_EQ(error.diagnostics()[0].line, 61);
  EXPECT_EQ(error.diagnostics()[0].column, 5);
  EXPECT_EQ(error.diagnostics()[1].line, 62);
  EXPECT_EQ(error.diagnostics()[2].line, 63);
  EXPECT_EQ(error.diagnostics()[2].column, 21);
  EXPECT_EQ(error.diagnostics()[3].message,
            std::string("cannot write to an element of `alias`") + kSays);
}

TEST_F(HostModuleTest, WritingAConstantArrayInADeviceFunctionIsAnError) {
  HostFunction kernel = Fn("app.py", 1, "k", "def k(out):\n    fill(TABLE)\n",
                           {{"TABLE", Int32Array({2}, {1, 2})}, {"fill", HostValue::Function(1)}});
  HostFunction fill = Fn("lib.py", 20, "fill", "def fill(a):\n    a[0] = 0\n");
  fill.options = {{"device", 1}};
  ASSERT_TRUE(Load({kernel, fill})) << Errors();
  EXPECT_EQ(Type("k", "int32[::1]"), nullptr);
  SourceDiagnostic error = OnlyError();
  EXPECT_EQ(error.file, "lib.py");
  EXPECT_EQ(error.line, 21);
  EXPECT_TRUE(Contains(error.message, "cannot write to an element of `a`")) << error.message;
  ASSERT_EQ(error.notes.size(), 1u);
  EXPECT_EQ(error.notes[0].message, "in `fill(readonly int32[::1])`, called here");
  EXPECT_EQ(error.notes[0].file, "app.py");
  EXPECT_EQ(error.notes[0].line, 2);
}

TEST_F(HostModuleTest, ConstantArraysFitIn64KiB) {
  constexpr const char* kReadsBoth = R"(def k(out, i):
    out[i] = A[i] + B[i]
)";
  ASSERT_TRUE(Load({Fn("app.py", 70, "k", kReadsBoth,
                       {{"A", Float64Array(40 * 1024, 1)}, {"B", Float64Array(30 * 1024, 2)}})}))
      << Errors();
  EXPECT_EQ(Type("k", "float64[::1], int64"), nullptr);
  SourceDiagnostic error = OnlyError();
  EXPECT_EQ(error.message,
            "kernel `k` reads 71680 bytes of constant arrays, more than the 65536 (64 KiB) of "
            "constant memory a module has; pass the larger arrays as arguments instead");
  EXPECT_EQ(error.line, 70);
  ASSERT_EQ(error.notes.size(), 2u);
  EXPECT_EQ(error.notes[0].message,
            "constant array `A` of shape (5120,) and dtype float64: 40960 bytes");
  EXPECT_EQ(error.notes[1].line, 71);
}

TEST_F(HostModuleTest, ConstantArraysUnderTheLimitCompile) {
  ASSERT_TRUE(Load({Fn("app.py", 1, "k", "def k(out, i):\n    out[i] = A[i] + B[i]\n",
                       {{"A", Float64Array(40 * 1024, 1)}, {"B", Float64Array(24 * 1024, 2)}})}))
      << Errors();
  std::optional<CompiledKernel> compiled = Compile("k", "float64[::1], int64");
  ASSERT_TRUE(compiled.has_value()) << Errors();
  EXPECT_TRUE(Contains(compiled->ptx, "[40960] = {1, 2, 3,")) << compiled->ptx.substr(0, 2000);
  EXPECT_TRUE(Contains(compiled->ptx, "[24576] = {2, 3, 4,")) << compiled->ptx.substr(0, 2000);
  EXPECT_TRUE(Contains(compiled->ptx, "ld.const.f64")) << compiled->ptx.substr(0, 2000);
  EXPECT_EQ(Assemble(compiled->ptx), "");
}

TEST_F(HostModuleTest, ArraysOfOtherDimensionsAreUnusable) {
  ASSERT_TRUE(Load({Fn("app.py", 1, "k", "def k(out):\n    out[0] = S\n",
                       {{"S", HostValue::Array(DType::Int8, {}, std::string(1, '\0'))}})}))
      << Errors();
  EXPECT_EQ(Type("k", "int8[::1]"), nullptr);
  EXPECT_EQ(OnlyError().message,
            "`S` is an array of 0 dimensions (kernel code takes 1 to 4) in the host program, "
            "which kernel code cannot use");
}

// The key of function 0 compiled with the values given.
std::string KeyWith(std::vector<HostFunction> functions) {
  CompileDiagnostics diagnostics;
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module =
      LoadHostModule(std::move(functions), diagnostics.emitter(), timer);
  EXPECT_TRUE(module->ok());
  CompileUnit unit;
  unit.kernel = "fill";
  unit.signature = "int64[::1], float32[::1]";
  std::unique_ptr<TypedKernels> typed = TypeKernels(*module, {unit}, diagnostics.emitter(), timer);
  EXPECT_TRUE(typed);
  return typed ? typed->KeyMaterial(0, CubinTarget{}) : "";
}

TEST(HostModuleKeyTest, KeyCoversEveryHostValue) {
  std::string key = KeyWith({Fn("app.py", 10, "fill", kConstants, ConstantGlobals(5))});
  EXPECT_EQ(key, KeyWith({Fn("app.py", 10, "fill", kConstants, ConstantGlobals(5))}));
  EXPECT_NE(key, KeyWith({Fn("app.py", 10, "fill", kConstants, ConstantGlobals(6))}));
  EXPECT_NE(key, KeyWith({Fn("app.py", 11, "fill", kConstants, ConstantGlobals(5))}));
  EXPECT_NE(key, KeyWith({Fn("other.py", 10, "fill", kConstants, ConstantGlobals(5))}));
  // A value the kernel does not read, and a function it does not call.
  std::vector<std::pair<std::string, HostValue>> more = ConstantGlobals(5);
  more.push_back({"unused", HostValue::Unusable("a list")});
  EXPECT_NE(key, KeyWith({Fn("app.py", 10, "fill", kConstants, more)}));
  HostFunction extra = Fn("lib.py", 1, "g", "def g():\n    pass\n");
  EXPECT_NE(key, KeyWith({Fn("app.py", 10, "fill", kConstants, ConstantGlobals(5)), extra}));
  HostFunction with_option = Fn("app.py", 10, "fill", kConstants, ConstantGlobals(5));
  with_option.options = {{"lineinfo", 1}};
  EXPECT_NE(key, KeyWith({with_option}));
}

TEST(HostValueTest, KeyTextIsCanonical) {
  EXPECT_EQ(HostValue::Int(DType::Int32, -3).KeyText(), "int int32 -3");
  EXPECT_EQ(HostValue::Float(DType::Float64, 0.5).KeyText(), "float float64 0x1p-1");
  EXPECT_EQ(HostValue::Tuple({HostValue::Bool(true), HostValue::NoneValue()}).KeyText(),
            "tuple 2 (bool True, None)");
  EXPECT_EQ(HostValue::Member("math", "pi").KeyText(), "member 4:math 2:pi");
  EXPECT_NE(HostValue::Float(DType::Float32, 0.5).KeyText(),
            HostValue::Float(DType::Float64, 0.5).KeyText());
  std::string a = HostValue::Array(DType::Int8, {2}, std::string("\x01\x02", 2)).KeyText();
  std::string b = HostValue::Array(DType::Int8, {2}, std::string("\x01\x03", 2)).KeyText();
  EXPECT_NE(a, b);
  EXPECT_TRUE(Contains(a, "array int8 (2) bytes 2 blake3 ")) << a;
}

}  // namespace
}  // namespace dslc
