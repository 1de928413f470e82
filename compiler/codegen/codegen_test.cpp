#include "compiler/codegen/codegen.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <optional>

#include "compiler/base/internal_error.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {
namespace {

// saxpy with one element per thread.
constexpr const char* kSaxpy = R"(
define void @saxpy(float %a, ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul nsw i32 %ctaid, %ntid
  %i = add nsw i32 %base, %tid
  %in = icmp slt i32 %i, %n
  br i1 %in, label %body, label %exit
body:
  %index = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %index
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %index
  %vx = load float, ptr addrspace(1) %px
  %vy = load float, ptr addrspace(1) %py
  %ax = fmul float %a, %vx
  %r = fadd float %ax, %vy
  store float %r, ptr addrspace(1) %py
  br label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
)";

// Calls into libdevice.
constexpr const char* kMath = R"(
define void @math(ptr addrspace(1) %out, float %x) {
  %s = call float @__nv_sinf(float %x)
  %e = call float @__nv_expf(float %s)
  %p = call float @__nv_powf(float %e, float %x)
  store float %p, ptr addrspace(1) %out
  ret void
}
declare float @__nv_sinf(float)
declare float @__nv_expf(float)
declare float @__nv_powf(float, float)
)";

// A division, a square root, and two device functions: one always-inline
// (as dslc marks device functions), one that nothing calls.
constexpr const char* kHelpers = R"(
define void @helpers(ptr addrspace(1) %out, float %x, float %y) {
  %q = call float @divide(float %x, float %y)
  %r = call float @llvm.sqrt.f32(float %q)
  store float %r, ptr addrspace(1) %out
  ret void
}
define float @divide(float %x, float %y) alwaysinline {
  %q = fdiv float %x, %y
  ret float %q
}
define float @unused_helper(float %x) {
  %r = fmul float %x, %x
  ret float %r
}
declare float @llvm.sqrt.f32(float)
)";

bool Contains(const std::string& text, llvm::StringRef part) {
  return text.find(part.str()) != std::string::npos;
}

// Restores (or unsets) an environment variable when it goes out of scope.
class ScopedEnvironment {
 public:
  ScopedEnvironment(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    setenv(name, value, 1);
  }
  ~ScopedEnvironment() {
    if (old_) {
      setenv(name_, old_->c_str(), 1);
    } else {
      unsetenv(name_);
    }
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

struct Compiled {
  std::string ptx;
  std::string error;  // the diagnostic's text
  CodegenTimings timings;
};

// Parses `ir`, marks `kernel` with `bounds` and compiles it for `target`.
Compiled Compile(const char* ir, const char* kernel, const CodegenOptions& options,
                 const KernelBounds& bounds = {}, Target target = Target::Default()) {
  Compiled result;
  DiagnosticMessage error;
  std::unique_ptr<llvm::TargetMachine> machine = CreateTargetMachine(target, options, &error);
  if (!machine) {
    result.error = error.text;
    return result;
  }
  llvm::LLVMContext context;
  llvm::SMDiagnostic parse_error;
  std::unique_ptr<llvm::Module> module = llvm::parseAssemblyString(ir, parse_error, context);
  if (!module) {
    result.error = "test IR does not parse: " + parse_error.getMessage().str();
    return result;
  }
  ConfigureModule(*module, *machine);
  MarkKernel(*module->getFunction(kernel), bounds);
  result.ptx = EmitPtx(*module, *machine, options, &result.timings, &error);
  result.error = error.text;
  return result;
}

Compiled CompileOk(const char* ir, const char* kernel, const CodegenOptions& options,
                   const KernelBounds& bounds = {}, Target target = Target::Default()) {
  Compiled result = Compile(ir, kernel, options, bounds, target);
  EXPECT_EQ(result.error, "");
  EXPECT_FALSE(result.ptx.empty());
  return result;
}

CodegenOptions Options(int opt_level, bool fastmath = false, bool contract = true) {
  CodegenOptions options;
  options.opt_level = opt_level;
  options.fastmath = fastmath;
  options.contract = contract;
  return options;
}

TEST(CodegenTest, Sm90PtxHasVersion78) {
  std::string ptx = CompileOk(kSaxpy, "saxpy", Options(3)).ptx;
  EXPECT_TRUE(Contains(ptx, ".version 7.8\n")) << ptx;
  EXPECT_TRUE(Contains(ptx, ".target sm_90\n")) << ptx;
  EXPECT_TRUE(Contains(ptx, ".address_size 64\n")) << ptx;
}

TEST(CodegenTest, OlderTargetGetsItsOwnVersion) {
  std::string ptx = CompileOk(kSaxpy, "saxpy", Options(3), {}, Target(80)).ptx;
  EXPECT_TRUE(Contains(ptx, ".version 7.0\n")) << ptx;
  EXPECT_TRUE(Contains(ptx, ".target sm_80\n")) << ptx;
}

TEST(CodegenTest, MarkKernelMakesAnEntryWithLaunchBounds) {
  KernelBounds bounds;
  bounds.max_threads = 256;
  bounds.min_blocks_per_sm = 2;
  bounds.max_registers = 64;
  for (int opt_level : {0, 3}) {
    std::string ptx = CompileOk(kSaxpy, "saxpy", Options(opt_level), bounds).ptx;
    EXPECT_TRUE(Contains(ptx, ".visible .entry saxpy(")) << ptx;
    EXPECT_TRUE(Contains(ptx, ".maxntid 256, 1, 1")) << ptx;
    EXPECT_TRUE(Contains(ptx, ".minnctapersm 2")) << ptx;
    EXPECT_TRUE(Contains(ptx, ".maxnreg 64")) << ptx;
  }
}

TEST(CodegenTest, KernelWithoutBoundsHasNoDirectives) {
  std::string ptx = CompileOk(kSaxpy, "saxpy", Options(3)).ptx;
  EXPECT_TRUE(Contains(ptx, ".visible .entry saxpy(")) << ptx;
  EXPECT_FALSE(Contains(ptx, ".maxntid")) << ptx;
  EXPECT_FALSE(Contains(ptx, ".minnctapersm")) << ptx;
}

TEST(CodegenTest, MinBlocksWithoutMaxThreadsIsDropped) {
  KernelBounds bounds;
  bounds.min_blocks_per_sm = 2;
  std::string ptx = CompileOk(kSaxpy, "saxpy", Options(3), bounds).ptx;
  EXPECT_FALSE(Contains(ptx, ".minnctapersm")) << ptx;
}

TEST(CodegenTest, ContractFusesMultiplyAdd) {
  for (int opt_level : {0, 3}) {
    std::string ptx = CompileOk(kSaxpy, "saxpy", Options(opt_level)).ptx;
    EXPECT_TRUE(Contains(ptx, "fma.rn.f32")) << ptx;
    EXPECT_FALSE(Contains(ptx, "mul.rn.f32")) << ptx;
  }
}

TEST(CodegenTest, NoContractKeepsMultiplyAndAddApart) {
  std::string ptx = CompileOk(kSaxpy, "saxpy", Options(3, false, /*contract=*/false)).ptx;
  EXPECT_FALSE(Contains(ptx, "fma.rn.f32")) << ptx;
  EXPECT_TRUE(Contains(ptx, "mul.rn.f32")) << ptx;
  EXPECT_TRUE(Contains(ptx, "add.rn.f32")) << ptx;
}

TEST(CodegenTest, LinksOnlyTheLibdeviceFunctionsCalled) {
  if (FindLibdevice().empty()) GTEST_SKIP() << "libdevice.10.bc not found";
  for (int opt_level : {0, 3}) {
    Compiled compiled = CompileOk(kMath, "math", Options(opt_level));
    const std::string& ptx = compiled.ptx;
    EXPECT_FALSE(Contains(ptx, ".extern")) << ptx;
    EXPECT_FALSE(Contains(ptx, "__nv_sinf")) << ptx;
    EXPECT_FALSE(Contains(ptx, "__nvvm_reflect")) << ptx;
    // Nothing of libdevice that was not called, e.g. its double sine.
    EXPECT_FALSE(Contains(ptx, "__nv_sin(")) << ptx;
    EXPECT_GT(compiled.timings.link_libdevice_ms, 0);
  }
}

TEST(CodegenTest, NoLibdeviceNeededNoLibdeviceRead) {
  ScopedEnvironment libdevice("DSLC_LIBDEVICE", "/nonexistent/libdevice.10.bc");
  Compiled compiled = CompileOk(kSaxpy, "saxpy", Options(3));
  EXPECT_EQ(compiled.timings.link_libdevice_ms, 0);
}

TEST(CodegenTest, MissingLibdeviceOverrideIsAClearError) {
  ScopedEnvironment libdevice("DSLC_LIBDEVICE", "/nonexistent/libdevice.10.bc");
  EXPECT_EQ(FindLibdevice(), "/nonexistent/libdevice.10.bc");
  Compiled compiled = Compile(kMath, "math", Options(3));
  EXPECT_EQ(compiled.ptx, "");
  EXPECT_EQ(compiled.error,
            "cannot read libdevice `/nonexistent/libdevice.10.bc` (from DSLC_LIBDEVICE): No such "
            "file or directory");
}

// libdevice asks `__nvvm_reflect` for the architecture and the flush-to-zero
// mode; both must fold to the target's values, at -O0 too.
TEST(CodegenTest, NvvmReflectSeesTheTargetAndFtzMode) {
  constexpr const char* kReflect = R"(
@arch = private unnamed_addr addrspace(4) constant [12 x i8] c"__CUDA_ARCH\00"
@ftz = private unnamed_addr addrspace(4) constant [11 x i8] c"__CUDA_FTZ\00"
define void @reflect(ptr addrspace(1) %out) {
  %arch = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(4) @arch to ptr))
  store i32 %arch, ptr addrspace(1) %out
  %ftz = call i32 @__nvvm_reflect(ptr addrspacecast (ptr addrspace(4) @ftz to ptr))
  %second = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %ftz, ptr addrspace(1) %second
  ret void
}
declare i32 @__nvvm_reflect(ptr)
)";
  for (int opt_level : {0, 3}) {
    for (int sm : {80, 90}) {
      for (bool fastmath : {false, true}) {
        std::string ptx =
            CompileOk(kReflect, "reflect", Options(opt_level, fastmath), {}, Target(sm)).ptx;
        std::string arch = "mov.b32 \t%r1, " + std::to_string(sm * 10) + ";";
        std::string ftz = std::string("mov.b32 \t%r2, ") + (fastmath ? "1" : "0") + ";";
        EXPECT_TRUE(Contains(ptx, arch)) << ptx;
        EXPECT_TRUE(Contains(ptx, ftz)) << ptx;
        EXPECT_FALSE(Contains(ptx, "__nvvm_reflect")) << ptx;
      }
    }
  }
}

// libdevice's sqrtf and hypotf ask for `__CUDA_PREC_SQRT`: 1 (the correctly
// rounded square root, NVVM's and Numba's default) unless fastmath.
TEST(CodegenTest, NvvmReflectSeesPreciseSqrtUnlessFastmath) {
  constexpr const char* kReflect = R"(
@prec = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00"
define void @reflect(ptr addrspace(1) %out) {
  %prec = call i32 @__nvvm_reflect(ptr @prec)
  store i32 %prec, ptr addrspace(1) %out
  ret void
}
declare i32 @__nvvm_reflect(ptr)
)";
  for (int opt_level : {0, 3}) {
    for (bool fastmath : {false, true}) {
      std::string ptx = CompileOk(kReflect, "reflect", Options(opt_level, fastmath)).ptx;
      std::string prec = std::string("mov.b32 \t%r1, ") + (fastmath ? "0" : "1") + ";";
      EXPECT_TRUE(Contains(ptx, prec)) << ptx;
      EXPECT_FALSE(Contains(ptx, "__nvvm_reflect")) << ptx;
    }
  }
}

TEST(CodegenTest, UnreadableLibdeviceIsAClearError) {
  llvm::SmallString<128> path;
  int fd = -1;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("codegen_test", "bc", fd, path));
  {
    llvm::raw_fd_ostream out(fd, /*shouldClose=*/true);
    out << "not bitcode";
  }
  ScopedEnvironment libdevice("DSLC_LIBDEVICE", path.c_str());
  Compiled compiled = Compile(kMath, "math", Options(3));
  llvm::sys::fs::remove(path);
  EXPECT_EQ(compiled.ptx, "");
  EXPECT_TRUE(Contains(compiled.error, "cannot read libdevice `" + path.str().str() +
                                           "` (from DSLC_LIBDEVICE): Invalid bitcode signature"))
      << compiled.error;
}

// Compiles kMath with a libdevice made of `libdevice_ir` and returns the
// error, which names the file.
std::string ErrorWithLibdevice(const char* libdevice_ir) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic parse_error;
  std::unique_ptr<llvm::Module> bad = llvm::parseAssemblyString(libdevice_ir, parse_error, context);
  if (!bad) return "cannot parse the test's libdevice: " + parse_error.getMessage().str();
  llvm::SmallString<128> path;
  int fd = -1;
  if (llvm::sys::fs::createTemporaryFile("codegen_test", "bc", fd, path))
    return "no temporary file";
  {
    llvm::raw_fd_ostream out(fd, /*shouldClose=*/true);
    llvm::WriteBitcodeToFile(*bad, out);
  }
  ScopedEnvironment libdevice("DSLC_LIBDEVICE", path.c_str());
  Compiled compiled = Compile(kMath, "math", Options(3));
  llvm::sys::fs::remove(path);
  EXPECT_EQ(compiled.ptx, "");
  return compiled.error;
}

// The functions kMath calls, after `sinf`.
constexpr const char* kOtherMathFunctions = R"(
define float @__nv_expf(float %x) alwaysinline { ret float %x }
define float @__nv_powf(float %x, float %y) alwaysinline { ret float %x }
declare i32 @__nvvm_reflect(ptr)
)";

// A libdevice whose __nvvm_reflect argument is a string declared elsewhere
// (as llvm-extract leaves it) would crash NVVMReflect.
TEST(CodegenTest, LibdeviceWithAnUnreadableReflectIsAClearError) {
  std::string ir = std::string(R"(
@.str = external constant [11 x i8]
define float @__nv_sinf(float %x) alwaysinline {
  %ftz = call i32 @__nvvm_reflect(ptr @.str)
  ret float %x
}
)") + kOtherMathFunctions;
  std::string error = ErrorWithLibdevice(ir.c_str());
  EXPECT_TRUE(Contains(error,
                       "(from DSLC_LIBDEVICE) is not NVIDIA's: `__nv_sinf` calls "
                       "__nvvm_reflect with an argument that is not a constant string"))
      << error;
}

// Bitcode that reads but is not valid IR (one flipped bit can make it so)
// once crashed the optimiser: the linked module is verified first.
TEST(CodegenTest, LibdeviceThatIsNotValidIrIsAClearError) {
  std::string ir = std::string(R"(
define float @__nv_sinf(float %x) alwaysinline {
entry:
  br label %use
use:
  ret float %late
define:
  %late = fadd float %x, 1.0
  br label %use
}
)") + kOtherMathFunctions;
  std::string error = ErrorWithLibdevice(ir.c_str());
  EXPECT_TRUE(Contains(error, "(from DSLC_LIBDEVICE) is damaged or not NVIDIA's: ")) << error;
  EXPECT_TRUE(Contains(error, "Instruction does not dominate all uses")) << error;
}

// Inline assembly naming an operand it does not have (`$7` of three) once
// reached the back end, which stopped with an internal error.
TEST(CodegenTest, LibdeviceWithBadInlineAsmIsAClearError) {
  std::string ir = std::string(R"(
define float @__nv_sinf(float %x) alwaysinline {
  %r = call float asm "add.f32 $0, $1, $7;", "=f,f,f"(float %x, float %x)
  ret float %r
}
)") + kOtherMathFunctions;
  std::string error = ErrorWithLibdevice(ir.c_str());
  EXPECT_TRUE(Contains(error, "(from DSLC_LIBDEVICE) is damaged or not NVIDIA's: ")) << error;
  EXPECT_TRUE(Contains(error, "__nv_sinf")) << error;
}

TEST(CodegenTest, UnknownLibdeviceFunctionIsAnError) {
  if (FindLibdevice().empty()) GTEST_SKIP() << "libdevice.10.bc not found";
  constexpr const char* kUnknown = R"(
define void @unknown(ptr addrspace(1) %out, float %x) {
  %s = call float @__nv_sinf(float %x)
  %r = call float @__nv_no_such_function(float %s)
  store float %r, ptr addrspace(1) %out
  ret void
}
declare float @__nv_sinf(float)
declare float @__nv_no_such_function(float)
)";
  Compiled compiled = Compile(kUnknown, "unknown", Options(3));
  EXPECT_EQ(compiled.ptx, "");
  EXPECT_TRUE(Contains(compiled.error, "has no function `__nv_no_such_function`"))
      << compiled.error;
}

TEST(CodegenTest, FindLibdeviceLooksInCudaHome) {
  ScopedEnvironment no_override("DSLC_LIBDEVICE", "");
  llvm::SmallString<128> root;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("codegen_test", root));
  llvm::SmallString<128> directory(root);
  llvm::sys::path::append(directory, "nvvm", "libdevice");
  ASSERT_FALSE(llvm::sys::fs::create_directories(directory));
  llvm::SmallString<128> file(directory);
  llvm::sys::path::append(file, "libdevice.10.bc");
  std::error_code error;
  {
    llvm::raw_fd_ostream out(file, error);
  }
  ASSERT_FALSE(error) << error.message();
  {
    ScopedEnvironment cuda_home("CUDA_HOME", root.c_str());
    EXPECT_EQ(FindLibdevice(), file.str());
  }
  llvm::sys::fs::remove_directories(root);
}

TEST(CodegenTest, FastmathApproximatesDivisionAndFlushesDenormals) {
  std::string ptx = CompileOk(kHelpers, "helpers", Options(3, /*fastmath=*/true)).ptx;
  EXPECT_TRUE(Contains(ptx, "div.approx.ftz.f32") || Contains(ptx, "div.full.ftz.f32")) << ptx;
  // The function attributes give sqrt only `.ftz`: see the next test.
  EXPECT_TRUE(Contains(ptx, "sqrt.rn.ftz.f32")) << ptx;
}

// In LLVM 19 the approximate square root comes from the call's own flags
// (`afn ninf` at least), not from "unsafe-fp-math": under fastmath the
// lowering must flag its instructions, as Numba does.
TEST(CodegenTest, FastmathSqrtNeedsInstructionFlags) {
  constexpr const char* kFastSqrt = R"(
define void @fast_sqrt(ptr addrspace(1) %out, float %x) {
  %r = call afn ninf float @llvm.sqrt.f32(float %x)
  store float %r, ptr addrspace(1) %out
  ret void
}
declare float @llvm.sqrt.f32(float)
)";
  std::string ptx = CompileOk(kFastSqrt, "fast_sqrt", Options(3, /*fastmath=*/true)).ptx;
  EXPECT_TRUE(Contains(ptx, "sqrt.approx.ftz.f32")) << ptx;
}

TEST(CodegenTest, WithoutFastmathDivisionAndSqrtAreIeee) {
  std::string ptx = CompileOk(kHelpers, "helpers", Options(3)).ptx;
  EXPECT_TRUE(Contains(ptx, "div.rn.f32")) << ptx;
  EXPECT_TRUE(Contains(ptx, "sqrt.rn.f32")) << ptx;
  EXPECT_FALSE(Contains(ptx, ".ftz")) << ptx;
}

TEST(CodegenTest, FastmathLibdeviceUsesFlushToZeroPaths) {
  if (FindLibdevice().empty()) GTEST_SKIP() << "libdevice.10.bc not found";
  std::string ptx = CompileOk(kMath, "math", Options(3, /*fastmath=*/true)).ptx;
  EXPECT_TRUE(Contains(ptx, ".ftz.f32")) << ptx;
}

TEST(CodegenTest, AlwaysInlineHelperIsInlinedAndUnusedOneDropped) {
  for (int opt_level : {0, 3}) {
    std::string ptx = CompileOk(kHelpers, "helpers", Options(opt_level)).ptx;
    EXPECT_FALSE(Contains(ptx, "divide")) << "-O" << opt_level << "\n" << ptx;
    EXPECT_FALSE(Contains(ptx, "call")) << "-O" << opt_level << "\n" << ptx;
    EXPECT_FALSE(Contains(ptx, "unused_helper")) << "-O" << opt_level << "\n" << ptx;
  }
}

// Invalid IR from the lowering is a bug in dslc: an internal error that
// names it, never a crash in the back end.
TEST(CodegenTest, InvalidIrIsAnInternalErrorNotACrash) {
  DiagnosticMessage error;
  std::unique_ptr<llvm::TargetMachine> machine =
      CreateTargetMachine(Target::Default(), Options(3), &error);
  ASSERT_TRUE(machine) << error.text;
  llvm::LLVMContext context;
  llvm::Module module("broken", context);
  ConfigureModule(module, *machine);
  llvm::Function* kernel =
      llvm::Function::Create(llvm::FunctionType::get(llvm::Type::getVoidTy(context), false),
                             llvm::GlobalValue::ExternalLinkage, "broken", module);
  llvm::BasicBlock::Create(context, "entry", kernel);  // no terminator
  MarkKernel(*kernel, {});
  try {
    EmitPtx(module, *machine, Options(3), nullptr, &error);
    ADD_FAILURE() << "EmitPtx accepted a block without a terminator";
  } catch (const InternalCompilerError& internal) {
    EXPECT_TRUE(Contains(internal.message(), "invalid LLVM IR for the NVPTX back end"))
        << internal.what();
  }
}

TEST(CodegenTest, BackEndErrorsAreReportedNotFatal) {
  constexpr const char* kBadAsm = R"(
define void @bad_asm(ptr addrspace(1) %out) {
  %v = call i32 asm sideeffect "mov.u32 $0, 1;", "=x"()
  store i32 %v, ptr addrspace(1) %out
  ret void
}
)";
  Compiled compiled = Compile(kBadAsm, "bad_asm", Options(3));
  EXPECT_EQ(compiled.ptx, "");
  EXPECT_EQ(compiled.error,
            "the NVPTX back end reported: couldn't allocate output register for constraint 'x'");
}

// A module lowered without ConfigureModule is a bug in the caller: an
// internal error that says so.
TEST(CodegenTest, ModuleWithoutTheTargetLayoutIsAnInternalError) {
  DiagnosticMessage error;
  std::unique_ptr<llvm::TargetMachine> machine =
      CreateTargetMachine(Target::Default(), Options(3), &error);
  ASSERT_TRUE(machine) << error.text;
  llvm::LLVMContext context;
  llvm::Module module("unconfigured", context);
  try {
    EmitPtx(module, *machine, Options(3), nullptr, &error);
    ADD_FAILURE() << "EmitPtx accepted a module without the target's layout";
  } catch (const InternalCompilerError& internal) {
    EXPECT_TRUE(Contains(internal.message(), "ConfigureModule")) << internal.what();
  }
}

// ptxas of the CUDA toolkit, when the machine has one.
std::string FindPtxas() {
  llvm::ErrorOr<std::string> ptxas = llvm::sys::findProgramByName("ptxas", {"/usr/local/cuda/bin"});
  if (!ptxas) ptxas = llvm::sys::findProgramByName("ptxas");
  return ptxas ? *ptxas : "";
}

// "" when ptxas assembles `ptx` for `target`, else its messages.
std::string Assemble(const std::string& ptxas, const std::string& ptx, const Target& target) {
  llvm::SmallString<128> input, messages;
  int fd = -1;
  if (llvm::sys::fs::createTemporaryFile("codegen_test", "ptx", fd, input)) return "no temp file";
  {
    llvm::raw_fd_ostream out(fd, /*shouldClose=*/true);
    out << ptx;
  }
  llvm::sys::fs::createTemporaryFile("codegen_test", "log", messages);
  std::string arch = "-arch=" + target.Name();
  llvm::StringRef args[] = {ptxas, arch, "-o", "/dev/null", input};
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, messages.str(), messages.str()};
  int status = llvm::sys::ExecuteAndWait(ptxas, args, std::nullopt, redirects);
  std::string log;
  if (status != 0) {
    auto buffer = llvm::MemoryBuffer::getFile(messages);
    log = "ptxas exited with " + std::to_string(status) + ": " +
          (buffer ? (*buffer)->getBuffer().str() : std::string());
  }
  llvm::sys::fs::remove(input);
  llvm::sys::fs::remove(messages);
  return log;
}

// The check below is only worth something if a broken file fails it.
TEST(CodegenPtxasTest, PtxasRejectsBrokenPtx) {
  std::string ptxas = FindPtxas();
  if (ptxas.empty()) GTEST_SKIP() << "ptxas not found (looked in /usr/local/cuda/bin and PATH)";
  std::string ptx = CompileOk(kSaxpy, "saxpy", Options(3)).ptx;
  ptx.replace(ptx.find(".version 7.8"), 12, ".version 7.7");
  EXPECT_TRUE(Contains(Assemble(ptxas, ptx, Target::Default()),
                       "PTX .version 7.7 does not support .target sm_90"));
}

TEST(CodegenPtxasTest, PtxasAcceptsEveryVariant) {
  std::string ptxas = FindPtxas();
  if (ptxas.empty()) GTEST_SKIP() << "ptxas not found (looked in /usr/local/cuda/bin and PATH)";
  bool libdevice = !FindLibdevice().empty();
  KernelBounds bounds;
  bounds.max_threads = 256;
  bounds.min_blocks_per_sm = 2;
  for (int opt_level : {0, 3}) {
    for (bool fastmath : {false, true}) {
      CodegenOptions options = Options(opt_level, fastmath);
      for (auto [ir, kernel] :
           {std::pair{kSaxpy, "saxpy"}, std::pair{kHelpers, "helpers"}, std::pair{kMath, "math"}}) {
        if (!libdevice && ir == kMath) continue;
        std::string ptx = CompileOk(ir, kernel, options, bounds).ptx;
        EXPECT_EQ(Assemble(ptxas, ptx, Target::Default()), "")
            << kernel << " -O" << opt_level << (fastmath ? " fastmath" : "") << "\n"
            << ptx;
      }
    }
  }
}

TEST(CodegenPtxasTest, PtxasAcceptsEverySupportedArchitecture) {
  std::string ptxas = FindPtxas();
  if (ptxas.empty()) GTEST_SKIP() << "ptxas not found (looked in /usr/local/cuda/bin and PATH)";
  for (int sm : {75, 80, 86, 87, 89, 90}) {
    std::string ptx = CompileOk(kSaxpy, "saxpy", Options(3), {}, Target(sm)).ptx;
    EXPECT_EQ(Assemble(ptxas, ptx, Target(sm)), "") << "sm_" << sm << "\n" << ptx;
  }
}

}  // namespace
}  // namespace dslc
