// Programs through the C interface without a GPU: kernels by name, and
// compiling to PTX, LLVM IR or the typed dump (dslc_program_emit).
#include <gtest/gtest.h>

#include <string>

#include "compiler/pipeline/compile_diagnostics.h"
#include "runtime/c_api/handles.h"

namespace dslc {
namespace {

constexpr const char* kSaxpy = R"(from numba import cuda

@cuda.jit
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]

@cuda.jit(device=True)
def twice(v):
    return 2 * v
)";

// A program over a kernel file, as Program::FromSource makes it.
dslc_program* FileProgram(const char* name, const char* text, ProgramOptions options = {}) {
  CompileDiagnostics diagnostics;
  PhaseTimer timer;
  std::unique_ptr<LoadedModule> module =
      LoadModule(SourceBuffer::FromText(name, text), diagnostics.emitter(), timer);
  EXPECT_TRUE(module->ok());
  return new dslc_program{internal::MakeProgramState(std::move(module), options)};
}

// What dslc_program_emit gives, the facts line after a newline; "" on failure.
std::string Emit(dslc_program* program, const char* kernel, const char* signature,
                 const char* arch = nullptr, int product = DSLC_PRODUCT_PTX) {
  char* text = nullptr;
  char* facts = nullptr;
  if (dslc_program_emit(program, kernel, signature, arch, product, &text, &facts) != DSLC_OK)
    return "";
  std::string result = std::string(text) + "\n" + facts;
  dslc_string_free(text);
  dslc_string_free(facts);
  return result;
}

TEST(CApiProgram, EmitsPtxWithoutAGpu) {
  dslc_program* program = FileProgram("saxpy.py", kSaxpy);
  std::string ptx = Emit(program, "saxpy", "float32, float32[::1], float32[::1]");
  ASSERT_NE(ptx, "") << dslc_error_message();
  EXPECT_NE(ptx.find(".entry saxpy("), std::string::npos) << ptx;
  EXPECT_NE(ptx.find("// dslc.kernel entry=saxpy kernel=saxpy signature=\"float32, "
                     "float32[::1], float32[::1]\""),
            std::string::npos);
  EXPECT_NE(ptx.find(".target " + Target::Default().Name()), std::string::npos);
  EXPECT_NE(ptx.find("\n// dslc.kernel entry=saxpy"), std::string::npos);  // the facts line

  std::string sm80 = Emit(program, "saxpy", "float32, float32[:], float32[::1]", "sm_80");
  EXPECT_NE(sm80.find(".target sm_80"), std::string::npos) << sm80;
  std::string llvm =
      Emit(program, "saxpy", "float64, float64[::1], float64[::1]", "", DSLC_PRODUCT_LLVM);
  EXPECT_NE(llvm.find("define ptx_kernel void @saxpy("), std::string::npos) << llvm;
  std::string typed =
      Emit(program, "saxpy", "float32, float32[::1], float32[::1]", nullptr, DSLC_PRODUCT_TYPED);
  EXPECT_NE(typed.find("float32"), std::string::npos) << typed;
  char* text = nullptr;
  EXPECT_EQ(dslc_program_emit(program, "saxpy", "float32, float32[::1], float32[::1]", nullptr,
                              DSLC_PRODUCT_PTX, &text, nullptr),
            DSLC_OK);  // facts are optional
  dslc_string_free(text);
  dslc_program_free(program);
}

// What dslc_program_emit_function gives, the result type after a newline;
// "" on failure.
std::string EmitFunction(dslc_program* program, const char* name, const char* signature, int abi,
                         const char* abi_name = nullptr) {
  char* text = nullptr;
  char* result = nullptr;
  if (dslc_program_emit_function(program, name, signature, nullptr, abi, abi_name, DSLC_PRODUCT_PTX,
                                 &text, &result) != DSLC_OK)
    return "";
  std::string emitted = std::string(text) + "\n" + result;
  dslc_string_free(text);
  dslc_string_free(result);
  return emitted;
}

TEST(CApiProgram, EmitsDeviceFunctionsWithTheirAbi) {
  dslc_program* program = FileProgram("saxpy.py", kSaxpy);
  std::string c = EmitFunction(program, "twice", "float32", DSLC_ABI_C);
  ASSERT_NE(c, "") << dslc_error_message();
  EXPECT_NE(c.find(".visible .func  (.param .b64 func_retval0) twice("), std::string::npos) << c;
  EXPECT_EQ(c.find(".entry"), std::string::npos) << c;
  EXPECT_NE(c.find("// dslc.function entry=twice function=twice signature=\"float32\" "
                   "result=float64 abi=c"),
            std::string::npos)
      << c;
  EXPECT_EQ(c.substr(c.rfind('\n') + 1), "float64");  // 2 * float32 is float64 in Numba

  std::string numba = EmitFunction(program, "twice", "int16(int32)", DSLC_ABI_NUMBA, "twice_i16");
  ASSERT_NE(numba, "") << dslc_error_message();
  EXPECT_NE(numba.find(".visible .func  (.param .b32 func_retval0) twice_i16(\n\t.param .b64"),
            std::string::npos)
      << numba;
  EXPECT_EQ(numba.substr(numba.rfind('\n') + 1), "int16");

  // A kernel's function compiles as a device function too.
  std::string kernel =
      EmitFunction(program, "saxpy", "float32, float32[::1], float32[::1]", DSLC_ABI_C);
  EXPECT_NE(kernel.find(".visible .func saxpy("), std::string::npos) << kernel;
  EXPECT_EQ(kernel.substr(kernel.rfind('\n') + 1), "none");

  EXPECT_EQ(EmitFunction(program, "twice", "float32", 7), "");
  EXPECT_NE(std::string(dslc_error_message()).find("abi 7 is not DSLC_ABI_NUMBA (1) or DSLC_ABI_C"),
            std::string::npos)
      << dslc_error_message();
  EXPECT_EQ(EmitFunction(program, "twice", "float32", DSLC_ABI_C, "__nv_sinf"), "");
  EXPECT_NE(std::string(dslc_error_message()).find("`__nv_sinf` cannot name a device function"),
            std::string::npos)
      << dslc_error_message();
  dslc_program_free(program);
}

TEST(CApiProgram, EmitErrors) {
  dslc_program* program = FileProgram("saxpy.py", kSaxpy);
  EXPECT_EQ(Emit(program, "saxpy", "float32, float32[::1], float32[::1]", "sm_12"), "");
  EXPECT_NE(std::string(dslc_error_message()).find("cannot compile `saxpy`: "), std::string::npos)
      << dslc_error_message();
  EXPECT_EQ(Emit(program, "saxpy", "float32, float32[::1], float32[::1]", nullptr, 7), "");
  EXPECT_STREQ(dslc_error_message(),
               "dslc_program_emit: product 7 is not DSLC_PRODUCT_PTX (0), DSLC_PRODUCT_LLVM (1) "
               "or DSLC_PRODUCT_TYPED (2)");
  char* text = nullptr;
  EXPECT_EQ(dslc_program_emit(program, "saxpy", nullptr, nullptr, 0, &text, nullptr), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "dslc_program_emit: `signature` is null");
  EXPECT_EQ(dslc_program_emit(nullptr, "saxpy", "int32", nullptr, 0, &text, nullptr), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "dslc_program_emit: `program` is null");
  dslc_program_free(program);
}

// A kernel that does not type for a signature: a compile error whose
// diagnostics, as JSON, name the file, line and column.
TEST(CApiProgram, CompileErrorHasJsonDiagnostics) {
  dslc_program* program = FileProgram("saxpy.py", kSaxpy);
  char* text = nullptr;
  EXPECT_EQ(dslc_program_emit(program, "saxpy", "float32, int32, float32[::1]", nullptr,
                              DSLC_PRODUCT_PTX, &text, nullptr),
            DSLC_COMPILE_ERROR);
  EXPECT_EQ(text, nullptr);
  std::string json = dslc_error_diagnostics();
  EXPECT_EQ(json.find("[{\"severity\": \"error\", \"file\": \"saxpy.py\", \"line\": 6, "
                      "\"column\": "),
            0u)
      << json;
  EXPECT_NE(std::string(dslc_error_message()).find("saxpy.py:6:"), std::string::npos)
      << dslc_error_message();
  EXPECT_NE(std::string(dslc_error_message())
                .find("(while compiling `saxpy` for (float32, int32, float32[::1]))"),
            std::string::npos)
      << dslc_error_message();

  EXPECT_EQ(
      dslc_program_emit(program, "twice", "float32", nullptr, DSLC_PRODUCT_PTX, &text, nullptr),
      DSLC_COMPILE_ERROR);
  EXPECT_NE(std::string(dslc_error_diagnostics()).find("is a device function"), std::string::npos)
      << dslc_error_diagnostics();
  dslc_program_free(program);
}

// A host program's module: a kernel and the device function it calls, each
// cut from app.py where it stands (indented, as in a class), with the
// values of the names they read.
dslc_program* HostProgram(const char* kernel_text, dslc_program_options* options = nullptr) {
  dslc_source* source = dslc_source_new();
  int scale = -1, twice = -1;
  EXPECT_EQ(dslc_source_add_function(source, "app.py", kernel_text, 20, "scale", &scale), DSLC_OK);
  EXPECT_EQ(dslc_source_add_function(source, "app.py", "    def twice(v):\n        return 2 * v\n",
                                     30, "twice", &twice),
            DSLC_OK);
  EXPECT_EQ(dslc_source_set_option(source, twice, "device", 1), DSLC_OK);
  EXPECT_EQ(dslc_source_bind(source, scale, "cuda", dslc_value_module("numba.cuda")), DSLC_OK);
  EXPECT_EQ(dslc_source_bind(source, scale, "FACTOR",
                             dslc_value_float(static_cast<int>(DType::Float32), 0.5)),
            DSLC_OK);
  EXPECT_EQ(dslc_source_bind(source, scale, "twice", dslc_value_function(twice)), DSLC_OK);
  dslc_program* program = nullptr;
  if (dslc_program_load(source, options, &program) != DSLC_OK) return nullptr;
  return program;
}

constexpr const char* kScale = R"(    def scale(x):
        i = cuda.grid(1)
        if i < x.size:
            x[i] = twice(x[i]) * FACTOR
)";

TEST(CApiProgram, LoadsAHostModuleAndEmitsItsKernel) {
  dslc_program* program = HostProgram(kScale);
  ASSERT_NE(program, nullptr) << dslc_error_message();
  std::string ptx = Emit(program, "scale", "float32[::1]", "sm_80");
  EXPECT_NE(ptx.find(".entry scale("), std::string::npos) << ptx;
  EXPECT_NE(ptx.find(".target sm_80"), std::string::npos);
  EXPECT_NE(ptx.find("// dslc.kernel entry=scale kernel=scale signature=\"float32[::1]\""),
            std::string::npos)
      << ptx;
  dslc_kernel* kernel = nullptr;
  ASSERT_EQ(dslc_program_kernel(program, "scale", &kernel), DSLC_OK);
  EXPECT_EQ(c_api::KernelOf(kernel).parameters, (std::vector<std::string>{"x"}));
  EXPECT_EQ(dslc_program_kernel(program, "twice", &kernel), DSLC_ERROR);
  dslc_program_free(program);
}

// Errors name the lines and columns of app.py, where the function stands.
TEST(CApiProgram, LoadErrorsAreCompileErrorsAtTheFilesLines) {
  dslc_program* program = HostProgram(R"(    def scale(x):
        x[0] = 1 $ 2
)");
  EXPECT_EQ(program, nullptr);
  std::string json = dslc_error_diagnostics();
  EXPECT_EQ(json.find("[{\"severity\": \"error\", \"file\": \"app.py\", \"line\": 21, "
                      "\"column\": 18, \"message\": \"invalid character"),
            0u)
      << json;
  EXPECT_NE(std::string(dslc_error_message()).find("app.py:21:18: error: invalid character"),
            std::string::npos)
      << dslc_error_message();

  // A name the kernel reads but the host program did not give: an error
  // when the kernel is typed.
  program = HostProgram(R"(    def scale(x):
        x[0] = MISSING
)");
  ASSERT_NE(program, nullptr) << dslc_error_message();
  char* text = nullptr;
  EXPECT_EQ(dslc_program_emit(program, "scale", "float32[::1]", nullptr, DSLC_PRODUCT_PTX, &text,
                              nullptr),
            DSLC_COMPILE_ERROR);
  json = dslc_error_diagnostics();
  EXPECT_EQ(json.find("[{\"severity\": \"error\", \"file\": \"app.py\", \"line\": 21, "
                      "\"column\": 16, \"message\": \"name `MISSING` is not defined\""),
            0u)
      << json;
  dslc_program_free(program);
}

// A global device array, bound by pointer: the kernel's code reads and
// writes that memory.
TEST(CApiProgram, DeviceArrayIsCapturedByPointer) {
  dslc_source* source = dslc_source_new();
  int totals = -1;
  const char* text = R"(    def compute_totals(quantities, totals):
        i = cuda.grid(1)
        if i < totals.size:
            totals[i] = quantities[i] * PRICES[i]
            PRICES[i] = 0
)";
  ASSERT_EQ(dslc_source_add_function(source, "app.py", text, 5, "compute_totals", &totals),
            DSLC_OK);
  EXPECT_EQ(dslc_source_bind(source, totals, "cuda", dslc_value_module("numba.cuda")), DSLC_OK);
  int64_t shape[] = {5};
  int64_t strides[] = {4};
  ASSERT_EQ(dslc_source_bind(source, totals, "PRICES",
                             dslc_value_device_array(static_cast<int>(DType::Float32), 1, shape,
                                                     strides, 0x7f0012340000)),
            DSLC_OK)
      << dslc_error_message();
  dslc_program* program = nullptr;
  ASSERT_EQ(dslc_program_load(source, nullptr, &program), DSLC_OK) << dslc_error_message();
  std::string ptx = Emit(program, "compute_totals", "float32[::1], float32[::1]", "sm_80");
  ASSERT_NE(ptx, "") << dslc_error_message();
  EXPECT_NE(ptx.find("139638282125312"), std::string::npos) << ptx;  // 0x7f0012340000
  EXPECT_NE(ptx.find("st.global.u32"), std::string::npos) << ptx;    // PRICES[i] = 0
  std::string typed =
      Emit(program, "compute_totals", "float32[::1], float32[::1]", "sm_80", DSLC_PRODUCT_TYPED);
  EXPECT_NE(typed.find("Name PRICES <9:13-9:19> : float32[::1]\n"), std::string::npos) << typed;
  dslc_program_free(program);
}

TEST(CApiProgram, LoadArguments) {
  dslc_program* program = reinterpret_cast<dslc_program*>(1);
  EXPECT_EQ(dslc_program_load(dslc_source_new(), nullptr, &program), DSLC_ERROR);
  EXPECT_EQ(program, nullptr);
  EXPECT_STREQ(dslc_error_message(), "dslc_program_load: the source has no functions");
  EXPECT_EQ(dslc_program_load(nullptr, nullptr, &program), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "dslc_program_load: `source` is null");
  dslc_program_options options = {7, 0, nullptr, 0, nullptr};
  EXPECT_EQ(HostProgram(kScale, &options), nullptr);
  EXPECT_STREQ(dslc_error_message(), "dslc_program_load: the optimisation level is 0 to 3, not 7");
  options.opt_level = 0;
  options.arch = "sm_75";
  program = HostProgram(kScale, &options);
  ASSERT_NE(program, nullptr) << dslc_error_message();
  EXPECT_NE(Emit(program, "scale", "float64[::1]").find(".target sm_75"), std::string::npos);
  dslc_program_free(program);
}

TEST(CApiProgram, KernelsByName) {
  dslc_program* program = FileProgram("saxpy.py", kSaxpy);
  dslc_kernel* first = nullptr;
  dslc_kernel* second = nullptr;
  ASSERT_EQ(dslc_program_kernel(program, "saxpy", &first), DSLC_OK);
  ASSERT_EQ(dslc_program_kernel(program, "saxpy", &second), DSLC_OK);
  EXPECT_EQ(first, second);
  EXPECT_EQ(c_api::KernelOf(first).parameters, (std::vector<std::string>{"a", "x", "y"}));
  EXPECT_EQ(dslc_program_kernel(program, "nope", &first), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "`saxpy.py` has no kernel named `nope`");
  EXPECT_EQ(dslc_program_kernel(program, "twice", &first), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "`twice` is a device function; launch a kernel that calls it");
  // A launch whose words do not fit the kernel fails before any GPU work.
  const int64_t two_arguments[] = {1, 1, 1, 1, 1, 1, 0, 0, 2, 10, 0, 10, 0};
  EXPECT_EQ(dslc_kernel_launch(second, two_arguments), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "`saxpy` takes 3 arguments, but 2 were given");
  EXPECT_EQ(dslc_kernel_launch(nullptr, two_arguments), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "dslc_kernel_launch: `kernel` is null");
  dslc_program_free(program);
}

}  // namespace
}  // namespace dslc
