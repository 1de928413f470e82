// The key of a compiled kernel in the disk cache (TypedKernels::KeyMaterial):
// everything that decides the PTX and cubin, written out as text. The cache
// names an entry's file by a hash of the text (base/key_hash.h) and stores
// the text itself, so that an entry whose file name collides but whose key
// differs is never used.
#include "compiler/pipeline/compile_impl.h"

#include <dlfcn.h>

#include <algorithm>

#include "compiler/lower/line_table.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "pipeline/version.h"

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
// inference specialised them (callees first). With line tables, also where
// each is (the file as they name it, the line and column of its `def`): the
// PTX's `.loc` lines change when code above it does.
void FunctionSources(const TypedProgram& program, bool line_info, llvm::raw_ostream& out) {
  std::vector<const FunctionDefStmt*> seen;
  for (const auto& function : program.functions) {
    const FunctionDefStmt* def = &function->def();
    if (std::find(seen.begin(), seen.end(), def) != seen.end()) continue;
    seen.push_back(def);
    const SourceBuffer& source = function->info().source();
    Section(out, "function " + def->name.str(), TextOf(source, def->range()));
    if (!line_info) continue;
    LineColumn at = source.GetLineColumn(def->range().begin);
    out << "at " << LineTableFileName(source.name()) << ":" << at.line << ":" << at.column << "\n";
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

void Options(const ResolvedUnit& unit, llvm::raw_ostream& out) {
  const JitOptions& jit = unit.kernel->options;
  const Target& target = unit.unit.target;
  out << "unit " << unit.unit.Key() << "\n";
  out << "target " << target.Name() << " ptx" << target.PtxVersion() << " " << target.Features()
      << "\n";
  out << "codegen opt=" << unit.codegen.opt_level << " fastmath=" << unit.codegen.fastmath
      << " contract=" << unit.codegen.contract << " noalias=" << unit.unit.noalias << "\n";
  out << "jit";
#define DSLC_JIT_BOOL(name, default_value) out << " " #name "=" << jit.name;
#define DSLC_JIT_COUNT(name) out << " " #name "=" << jit.name;
#include "compiler/scope/jit_options.def"
  out << " launch_bounds=" << jit.launch_bounds_threads << "," << jit.launch_bounds_min_blocks
      << "\n";
}

}  // namespace

// The material of `unit`, typed as `program`: the source text of the kernel
// and of every device function it calls (decorators included), the module's
// imports and constants with their values (a host program's module: every
// function's text, place, options and signatures and every host value),
// kernel name, signature, target, codegen options, the dslc and LLVM
// versions, the libdevice in use (path, size, modification time) and
// `cubin`.
std::string TypedKernels::KeyMaterial(size_t index, const CubinTarget& cubin) const {
  const ResolvedUnit& unit = state_->units.at(index);
  const ModuleParts& parts = state_->module->parts();
  std::string material;
  llvm::raw_string_ostream out(material);
  out << "dslc " DSLC_VERSION " LLVM " DSLC_LLVM_VERSION "\n";
  out << "kernel " << unit.unit.kernel << "\n";
  out << "signature " << unit.signature->ParamsToString() << "\n";
  CompilerIdentity(out);
  Options(unit, out);
  LibdeviceIdentity(out);
  out << "cubin driver=" << cubin.driver_version << " compute=" << cubin.compute_major << "."
      << cubin.compute_minor << "\n";
  // The block only where the code depends on it (cuda.coop's block
  // collectives): other kernels share an entry whatever block launches them.
  const BlockShape& block = state_->programs[index]->block;
  if (block.known()) {
    out << "block " << block.x << "," << block.y << "," << block.z << " " << block.source << "\n";
  }
  FunctionSources(*state_->programs[index], unit.line_info, out);
  if (parts.from_host) {
    Section(out, "host module", parts.host_key);
  } else {
    ModuleBindings(*parts.sources[0].scope, out);
  }
  out.flush();
  return material;
}

}  // namespace dslc
