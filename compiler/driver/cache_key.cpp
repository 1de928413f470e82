#include "compiler/driver/cache_key.h"

#include <dlfcn.h>

#include <algorithm>
#include <array>

#include "driver/version.h"
#include "llvm/Support/BLAKE3.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {
namespace {

llvm::StringRef TextOf(const SourceBuffer& source, SourceRange range) {
  return source.text().slice(range.begin, range.end);
}

// A section of the material: a header line, the text, and its length, so
// that no text can pass for another section's.
void Section(llvm::raw_ostream& out, llvm::StringRef name, llvm::StringRef text) {
  out << "[" << name << " " << text.size() << "]\n" << text << "\n";
}

// The kernel and every device function it calls, once each, in the order
// inference specialised them (callees first).
void FunctionSources(const ModuleScope& scope, const TypedProgram& program,
                     llvm::raw_ostream& out) {
  std::vector<const FunctionDefStmt*> seen;
  for (const auto& function : program.functions) {
    const FunctionDefStmt* def = &function->def();
    if (std::find(seen.begin(), seen.end(), def) != seen.end()) continue;
    seen.push_back(def);
    Section(out, "function " + def->name.str(), TextOf(scope.ast().source(), def->range()));
  }
}

void AddAssignedName(const Expr* target, std::vector<llvm::StringRef>& names) {
  if (const auto* name = llvm::dyn_cast<NameExpr>(target)) names.push_back(name->name);
  if (const auto* tuple = llvm::dyn_cast<TupleExpr>(target)) {
    for (const Expr* element : tuple->elements) AddAssignedName(element, names);
  }
}

// Imports and constants: the text of every top-level statement that is not a
// function (kernels and device functions are keyed above, host code is never
// compiled), and the value each assigned name has in the scope.
void ModuleBindings(const ModuleScope& scope, llvm::raw_ostream& out) {
  for (const Stmt* stmt : scope.ast().body()) {
    if (llvm::isa<FunctionDefStmt>(stmt) || llvm::isa<SkippedStmt>(stmt)) continue;
    Section(out, "statement", TextOf(scope.ast().source(), stmt->range()));
    std::vector<llvm::StringRef> names;
    if (const auto* assign = llvm::dyn_cast<AssignStmt>(stmt)) {
      for (const Expr* target : assign->targets) AddAssignedName(target, names);
    } else if (const auto* annotated = llvm::dyn_cast<AnnAssignStmt>(stmt)) {
      AddAssignedName(annotated->target, names);
    } else if (const auto* augmented = llvm::dyn_cast<AugAssignStmt>(stmt)) {
      AddAssignedName(augmented->target, names);
    }
    for (llvm::StringRef name : names) {
      const GlobalBinding* binding = scope.Lookup(name);
      std::string value = binding && binding->constant ? binding->constant->ToString() : "-";
      out << "constant " << name << " = " << value << "\n";
    }
  }
}

void FileIdentity(llvm::StringRef what, const std::string& path, llvm::raw_ostream& out) {
  llvm::sys::fs::file_status status;
  if (path.empty() || llvm::sys::fs::status(path, status)) {
    out << what << " none\n";
    return;
  }
  out << what << " " << path << " size=" << status.getSize()
      << " mtime=" << status.getLastModificationTime().time_since_epoch().count() << "\n";
}

// The file codegen links libdevice from (its path, size and time: a new
// toolkit or rebuild gives new entries).
void LibdeviceIdentity(llvm::raw_ostream& out) { FileIdentity("libdevice", LibdeviceInUse(), out); }

// The file holding this code (libdslc.so, or an executable linked
// statically): a rebuilt dslc keeps its version number between releases, and
// must not load what an older build compiled.
void CompilerIdentity(llvm::raw_ostream& out) {
  Dl_info info;
  static int address_in_this_binary;
  bool found = dladdr(&address_in_this_binary, &info) && info.dli_fname;
  FileIdentity("compiler", found ? info.dli_fname : "", out);
}

void Options(const CompileUnit& unit, llvm::raw_ostream& out) {
  const JitOptions& jit = unit.kernel->options;
  out << "unit " << unit.Key() << "\n";
  out << "target " << unit.target.Name() << " ptx" << unit.target.PtxVersion() << " "
      << unit.target.Features() << "\n";
  out << "codegen opt=" << unit.codegen.opt_level << " fastmath=" << unit.codegen.fastmath
      << " contract=" << unit.codegen.contract << " noalias=" << unit.noalias << "\n";
  out << "jit fastmath=" << jit.fastmath << " lineinfo=" << jit.lineinfo << " debug=" << jit.debug
      << " opt=" << jit.opt << " max_registers=" << jit.max_registers
      << " launch_bounds=" << jit.launch_bounds_threads << "," << jit.launch_bounds_min_blocks
      << "\n";
}

}  // namespace

std::string CacheKeyMaterial(const ModuleScope& scope, const CompileUnit& unit,
                             const TypedProgram& program, const CubinTarget& cubin) {
  std::string material;
  llvm::raw_string_ostream out(material);
  out << "dslc " DSLC_VERSION " LLVM " DSLC_LLVM_VERSION "\n";
  out << "kernel " << unit.kernel->def->name << "\n";
  out << "signature " << unit.signature.ParamsToString() << "\n";
  CompilerIdentity(out);
  Options(unit, out);
  LibdeviceIdentity(out);
  out << "cubin driver=" << cubin.driver_version << " compute=" << cubin.compute_major << "."
      << cubin.compute_minor << "\n";
  FunctionSources(scope, program, out);
  ModuleBindings(scope, out);
  out.flush();
  return material;
}

std::string CacheKeyHash(const std::string& material) {
  std::array<uint8_t, 16> hash = llvm::BLAKE3::hash<16>(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(material.data()), material.size()));
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string hex;
  for (uint8_t byte : hash) {
    hex += kDigits[byte >> 4];
    hex += kDigits[byte & 0xF];
  }
  return hex;
}

}  // namespace dslc
