#include "compiler/codegen/libdevice.h"
#include "compiler/diagnostics/diagnostic_emitter.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstdlib>

#include "compiler/base/read_file.h"
#include "compiler/codegen/context_errors.h"
#include "compiler/codegen/libdevice_pieces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace dslc {
namespace {

constexpr const char* kFileName = "libdevice.10.bc";
constexpr const char* kPiecesFileName = "libdevice.10.pieces";  // libdevice_pieces.h

const char* Environment(const char* name) {
  const char* value = std::getenv(name);
  return value && *value ? value : nullptr;
}

// <prefix>/share/dslc/<file>, where <prefix> is the directory above the one
// holding libdslc.so (lib/) or the executable (bin/): the package layout, and
// the build tree's.
std::string Installed(const char* file) {
  // The file this code was loaded from: libdslc.so in a package (wherever the
  // program that links it lives), or the executable when linked statically.
  Dl_info info;
  static int address_in_this_binary;
  if (!dladdr(&address_in_this_binary, &info) || !info.dli_fname) return "";
  llvm::SmallString<256> binary(info.dli_fname);
  llvm::sys::fs::make_absolute(binary);
  llvm::SmallString<256> path(llvm::sys::path::parent_path(llvm::sys::path::parent_path(binary)));
  llvm::sys::path::append(path, "share", "dslc", file);
  return std::string(path);
}

std::string InToolkit(const char* cuda_root) {
  llvm::SmallString<256> path(cuda_root);
  llvm::sys::path::append(path, "nvvm", "libdevice", kFileName);
  return std::string(path);
}

// NVVMReflect reads each `__nvvm_reflect` argument as a string constant (a
// global with its initializer, possibly behind casts), as NVIDIA's libdevice
// writes it, and crashes on any other form: a rebuilt or hand-made libdevice
// is checked first.
bool IsReflectString(const llvm::Value* argument) {
  if (const auto* call = llvm::dyn_cast<llvm::CallInst>(argument)) {
    if (call->arg_size() != 1) return false;
    argument = call->getArgOperand(0);  // an address-space conversion call
  }
  const auto* constant = llvm::dyn_cast<llvm::Constant>(argument->stripPointerCasts());
  if (!constant || constant->getNumOperands() == 0) return false;
  const llvm::Value* operand = constant->getOperand(0);
  if (const auto* global = llvm::dyn_cast<llvm::GlobalVariable>(operand)) {
    if (!global->hasInitializer()) return false;
    operand = global->getInitializer();
  }
  return llvm::isa<llvm::ConstantDataSequential>(operand);
}

llvm::StringRef MalformedReflectCaller(const llvm::Module& module) {
  const llvm::Function* reflect = module.getFunction("__nvvm_reflect");
  if (!reflect) return "";
  for (const llvm::User* user : reflect->users()) {
    const auto* call = llvm::dyn_cast<llvm::CallInst>(user);
    if (!call) return "a use of __nvvm_reflect";
    if (call->arg_size() != 1 || !IsReflectString(call->getArgOperand(0))) {
      return call->getFunction()->getName();
    }
  }
  return "";
}

}  // namespace

std::string FindLibdevice() {
  if (const char* path = Environment("DSLC_LIBDEVICE")) return path;
  std::string candidates[] = {
      Installed(kFileName),
      Environment("CUDA_HOME") ? InToolkit(Environment("CUDA_HOME")) : "",
      Environment("CUDA_PATH") ? InToolkit(Environment("CUDA_PATH")) : "",
      InToolkit("/usr/local/cuda"),
  };
  for (std::string& candidate : candidates) {
    if (!candidate.empty() && llvm::sys::fs::exists(candidate)) return candidate;
  }
  return "";
}

llvm::StringRef FirstLibdeviceCall(const llvm::Module& module) {
  for (const llvm::Function& function : module) {
    if (function.isDeclaration() && function.getName().starts_with("__nv_")) {
      return function.getName();
    }
  }
  return "";
}

namespace {

// `what` names the file: "libdevice `/usr/local/cuda/nvvm/libdevice/libdevice.10.bc`".
DSLC_DIAGNOSTIC(LibdeviceInvalidIr, Error,
                "{0} is damaged or not NVIDIA's: it holds invalid LLVM IR ({1})", std::string,
                llvm::StringRef);
DSLC_DIAGNOSTIC(LibdeviceUnknownIntrinsic, Error,
                "{0} is damaged or not NVIDIA's: it calls `{1}`, which is no LLVM intrinsic",
                std::string, llvm::StringRef);
DSLC_DIAGNOSTIC(LibdeviceBadInlineAsm, Error,
                "{0} is damaged or not NVIDIA's: `{1}` has inline assembly that names operands it "
                "does not have",
                std::string, llvm::StringRef);
DSLC_DIAGNOSTIC(LibdeviceBadReflect, Error,
                "{0} is not NVIDIA's: `{1}` calls __nvvm_reflect with an argument that is not a "
                "constant string",
                std::string, llvm::StringRef);
DSLC_DIAGNOSTIC(LibdeviceMissingFunction, Error, "{0} has no function `{1}`", std::string,
                llvm::StringRef);
DSLC_DIAGNOSTIC(LibdeviceUnreadable, Error, "cannot read {0}: {1}", std::string, std::string);
DSLC_DIAGNOSTIC(LibdeviceUnlinkable, Error, "cannot link {0}: {1}", std::string, std::string);
DSLC_DIAGNOSTIC(LibdeviceReaderCrashed, Error,
                "{0} is damaged or not NVIDIA's: LLVM's bitcode reader crashed reading it",
                std::string);
DSLC_DIAGNOSTIC(LibdeviceNotFound, Error,
                "libdevice is needed for `{0}` but libdevice.10.bc was not found: set "
                "DSLC_LIBDEVICE to its path, or CUDA_HOME to a CUDA toolkit",
                llvm::StringRef);

// Whether an inline asm string refers only to operands it has, in forms the
// PTX printer reads (`$N`, `${N}`, `${N:m}`, `$$`, `$(`, `$|`, `$)`); the
// printer ends the process on any other.
bool AsmOperandsValid(llvm::StringRef text, unsigned operands) {
  for (size_t i = text.find('$'); i != llvm::StringRef::npos; i = text.find('$', i)) {
    llvm::StringRef rest = text.substr(i + 1);
    if (!rest.empty() && llvm::StringRef("$(|)").contains(rest[0])) {
      i += 2;
      continue;
    }
    bool braces = rest.consume_front("{");
    size_t digits = std::min(rest.find_if_not(llvm::isDigit), rest.size());
    unsigned operand;
    if (digits == 0 || rest.take_front(digits).getAsInteger(10, operand) || operand >= operands) {
      return false;
    }
    rest = rest.drop_front(digits);
    if (braces) {
      if (rest.consume_front(":") && (rest.empty() || rest[0] == '}')) return false;
      if (!rest.empty() && rest[0] != '}') rest = rest.drop_front();  // the modifier
      if (!rest.consume_front("}")) return false;
    }
    i = text.size() - rest.size();
  }
  return true;
}

// The first function with an inline asm call whose operands its string
// cannot name, or "".
llvm::StringRef FunctionWithBadAsm(const llvm::Module& module) {
  for (const llvm::Function& function : module) {
    for (const llvm::Instruction& instruction : llvm::instructions(function)) {
      const auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction);
      const auto* assembly =
          call ? llvm::dyn_cast<llvm::InlineAsm>(call->getCalledOperand()) : nullptr;
      if (!assembly) continue;
      unsigned operands = 0;
      for (const llvm::InlineAsm::ConstraintInfo& info : assembly->ParseConstraints()) {
        if (info.Type != llvm::InlineAsm::isClobber) ++operands;
      }
      if (!AsmOperandsValid(assembly->getAsmString(), operands)) return function.getName();
    }
  }
  return "";
}

// A declared `llvm.*` function LLVM does not know: the back end would print
// it as an external function, whose name PTX cannot hold.
llvm::StringRef UnknownIntrinsic(const llvm::Module& module) {
  for (const llvm::Function& function : module) {
    if (function.getName().starts_with("llvm.") &&
        function.getIntrinsicID() == llvm::Intrinsic::not_intrinsic) {
      return function.getName();
    }
  }
  return "";
}

// What linking must leave behind: valid IR (a damaged file can bring in
// IR that crashes the optimiser or the back end), only intrinsics LLVM
// knows, inline asm the printer can print, libdevice's reflect queries in the form NVVMReflect
// reads, and no `__nv_*` function still undefined. The module was verified before linking, so what
// is wrong came from the file.
bool CheckLinked(const llvm::Module& module, const std::string& what, DiagnosticMessage* error) {
  std::string problems;
  llvm::raw_string_ostream problem_stream(problems);
  if (llvm::verifyModule(module, &problem_stream)) {
    llvm::StringRef first = llvm::StringRef(problems).split('\n').first;
    *error = DiagnosticEmitter::MakeMessage({}, LibdeviceInvalidIr, what, first);
    return false;
  }
  if (llvm::StringRef name = UnknownIntrinsic(module); !name.empty()) {
    *error = DiagnosticEmitter::MakeMessage({}, LibdeviceUnknownIntrinsic, what, name);
    return false;
  }
  if (llvm::StringRef function = FunctionWithBadAsm(module); !function.empty()) {
    *error = DiagnosticEmitter::MakeMessage({}, LibdeviceBadInlineAsm, what, function);
    return false;
  }
  if (llvm::StringRef caller = MalformedReflectCaller(module); !caller.empty()) {
    *error = DiagnosticEmitter::MakeMessage({}, LibdeviceBadReflect, what, caller);
    return false;
  }
  // Left undefined, it would surface only when the driver loads the PTX.
  if (llvm::StringRef missing = FirstLibdeviceCall(module); !missing.empty()) {
    *error = DiagnosticEmitter::MakeMessage({}, LibdeviceMissingFunction, what, missing);
    return false;
  }
  return true;
}

// The whole libdevice.10.bc at `path`, loaded lazily.
bool LinkWholeLibdevice(llvm::Module& module, const std::string& path, const std::string& what,
                        DiagnosticMessage* error) {
  std::string read_error;
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      MapRegularFile(path, kMaxLibdeviceBytes, &read_error);
  if (!buffer) {
    *error = DiagnosticEmitter::MakeMessage({}, LibdeviceUnreadable, what, read_error);
    return false;
  }
  // Lazy loading reads only the symbol table (about 3 ms instead of 90 ms for
  // the whole file); the linker then materialises the functions it pulls in.
  llvm::Expected<std::unique_ptr<llvm::Module>> libdevice =
      llvm::getOwningLazyBitcodeModule(std::move(buffer), module.getContext());
  if (!libdevice) {
    *error = DiagnosticEmitter::MakeMessage({}, LibdeviceUnreadable, what,
                                            llvm::toString(libdevice.takeError()));
    return false;
  }
  // libdevice says nvptx64-nvidia-gpulibs and an older layout; the linker
  // warns about any difference.
  (*libdevice)->setTargetTriple(module.getTargetTriple());
  (*libdevice)->setDataLayout(module.getDataLayout());
  ContextErrors link_errors(module.getContext());
  if (llvm::Linker::linkModules(module, std::move(*libdevice), llvm::Linker::LinkOnlyNeeded)) {
    *error = DiagnosticEmitter::MakeMessage({}, LibdeviceUnlinkable, what, link_errors.errors());
    return false;
  }
  return true;
}

// Runs `link`, where a crash inside LLVM's bitcode reader (which trusts its
// input: one flipped bit of a file can make it read out of bounds) becomes
// an error naming the file. That takes crash recovery, which the program
// enables (dslc's driver does); elsewhere the crash stays a crash. The
// memory the interrupted read held is left allocated.
bool LinkSafely(llvm::Module& module, const std::string& what, DiagnosticMessage* error,
                llvm::function_ref<bool()> link) {
  bool linked = false;
  // Restores the context's diagnostic handler when this returns, even after
  // a crash skipped the destructor of the one `link` installed.
  ContextErrors restore_handler(module.getContext());
  llvm::CrashRecoveryContext recovery;
  if (!recovery.RunSafely([&] { linked = link(); })) {
    *error = DiagnosticEmitter::MakeMessage({}, LibdeviceReaderCrashed, what);
    return false;
  }
  return linked;
}

// The names `module` defines before linking.
llvm::StringSet<> DefinedNames(const llvm::Module& module) {
  llvm::StringSet<> names;
  for (const llvm::GlobalValue& global : module.global_values()) {
    if (!global.isDeclaration()) names.insert(global.getName());
  }
  return names;
}

template <typename T>
std::vector<T*> LinkedOnes(llvm::iterator_range<typename llvm::SymbolTableList<T>::iterator> range,
                           const llvm::StringSet<>& own) {
  std::vector<T*> linked;
  for (T& global : range) {
    if (!global.isDeclaration() && !own.contains(global.getName())) linked.push_back(&global);
  }
  llvm::sort(linked, [](const T* a, const T* b) { return a->getName() < b->getName(); });
  return linked;
}

// Moves what linking added after the module's own functions and variables,
// sorted by name: the whole file and the pieces pull definitions in in
// different orders, and the order shows in the PTX.
void SortLinked(llvm::Module& module, const llvm::StringSet<>& own) {
  for (llvm::Function* function : LinkedOnes<llvm::Function>(module.functions(), own)) {
    function->removeFromParent();
    module.getFunctionList().push_back(function);
  }
  for (llvm::GlobalVariable* global : LinkedOnes<llvm::GlobalVariable>(module.globals(), own)) {
    global->removeFromParent();
    module.insertGlobalVariable(global);
  }
}

// The pieces made from the libdevice installed beside dslc, unless
// DSLC_LIBDEVICE names another file; "" when they are not used.
std::string PiecesInUse() {
  if (Environment("DSLC_LIBDEVICE")) return "";
  std::string path = Installed(kPiecesFileName);
  return llvm::sys::fs::exists(path) ? path : "";
}

bool LinkFromPiecesOrWhole(llvm::Module& module, DiagnosticMessage* error) {
  if (std::string pieces_path = PiecesInUse(); !pieces_path.empty()) {
    std::unique_ptr<LibdevicePieces> pieces = LibdevicePieces::Open(pieces_path, error);
    std::string what = "libdevice pieces `" + pieces_path + "`";
    return pieces &&
           LinkSafely(module, what, error,
                      [&] { return LinkLibdevicePieces(module, *pieces, error); }) &&
           CheckLinked(module, what, error);
  }
  std::string path = FindLibdevice();
  if (path.empty()) {
    *error = DiagnosticEmitter::MakeMessage({}, LibdeviceNotFound, FirstLibdeviceCall(module));
    return false;
  }
  const char* override_path = Environment("DSLC_LIBDEVICE");
  std::string what = "libdevice `" + path + "`" +
                     (override_path && path == override_path ? " (from DSLC_LIBDEVICE)" : "");
  return LinkSafely(module, what, error,
                    [&] { return LinkWholeLibdevice(module, path, what, error); }) &&
         CheckLinked(module, what, error);
}

}  // namespace

std::string LibdeviceInUse() {
  std::string pieces = PiecesInUse();
  return pieces.empty() ? FindLibdevice() : pieces;
}

bool LinkLibdevice(llvm::Module& module, DiagnosticMessage* error) {
  llvm::StringSet<> own = DefinedNames(module);
  if (!LinkFromPiecesOrWhole(module, error)) return false;
  SortLinked(module, own);
  return true;
}

}  // namespace dslc
