#include "compiler/lower/line_table.h"

#include "compiler/parse/ast.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace dslc {
namespace {

// DWARF 2, the version clang gives CUDA device code.
constexpr int kDwarfVersion = 2;

llvm::DICompileUnit* ExistingCompileUnit(llvm::Module& module) {
  for (llvm::DICompileUnit* unit : module.debug_compile_units()) return unit;
  return nullptr;
}

}  // namespace

std::string LineTableFileName(llvm::StringRef name) {
  if (name.empty() || name.starts_with("<")) return name.str();
  llvm::SmallString<256> path(name);
  llvm::sys::fs::make_absolute(path);
  llvm::sys::path::remove_dots(path, /*remove_dot_dot=*/true);
  return path.str().str();
}

LineTable::LineTable(llvm::Module& module, const SourceBuffer& main_file)
    : builder_(module, /*AllowUnresolved=*/true, ExistingCompileUnit(module)) {
  if (!ExistingCompileUnit(module)) {
    builder_.createCompileUnit(
        llvm::dwarf::DW_LANG_Python, File(main_file), "dslc", /*isOptimized=*/true,
        /*Flags=*/"", /*RV=*/0, /*SplitName=*/"", llvm::DICompileUnit::DebugDirectivesOnly);
  }
  if (!module.getModuleFlag("Debug Info Version")) {
    module.addModuleFlag(llvm::Module::Warning, "Debug Info Version", llvm::DEBUG_METADATA_VERSION);
    module.addModuleFlag(llvm::Module::Warning, "Dwarf Version", kDwarfVersion);
  }
  function_type_ = builder_.createSubroutineType(builder_.getOrCreateTypeArray({}));
}

LineTable::~LineTable() { builder_.finalize(); }

llvm::DIFile* LineTable::File(const SourceBuffer& source) {
  std::string name = LineTableFileName(source.name());
  llvm::DIFile*& file = files_[name];
  if (!file) {
    llvm::StringRef directory = llvm::sys::path::parent_path(name);
    file = builder_.createFile(name, directory);
  }
  return file;
}

llvm::DISubprogram* LineTable::AddSubprogram(llvm::Function& function, const FunctionDefStmt& def,
                                             const SourceBuffer& source) {
  llvm::DIFile* file = File(source);
  // The line of `def` (its name's: a decorator may start the statement).
  uint32_t line = source.GetLineColumn(def.name_range.begin).line;
  llvm::DISubprogram::DISPFlags flags = llvm::DISubprogram::SPFlagDefinition;
  if (function.hasLocalLinkage()) flags |= llvm::DISubprogram::SPFlagLocalToUnit;
  llvm::DISubprogram* subprogram =
      builder_.createFunction(file, def.name, function.getName(), file, line, function_type_, line,
                              llvm::DINode::FlagPrototyped, flags);
  function.setSubprogram(subprogram);
  return subprogram;
}

llvm::DILocation* LineTable::Location(llvm::DISubprogram* subprogram, const SourceBuffer& source,
                                      uint32_t offset) {
  LineColumn where = source.GetLineColumn(offset);
  return llvm::DILocation::get(subprogram->getContext(), where.line, where.column, subprogram);
}

}  // namespace dslc
