// Line tables: DWARF line information for lowered code (LowerOptions::
// line_info), which the NVPTX back end prints as PTX `.file` and `.loc`
// directives for Nsight Compute and cuda-gdb. Internal to compiler/lower.
//
// The module gets one DICompileUnit (DW_LANG_Python, emission kind
// DebugDirectivesOnly: `.loc`/`.file` without the `.debug_*` sections and
// `.target ..., debug` that full debug information brings); each lowered
// function a DISubprogram in the file of its source, so that inlined device
// functions keep their own lines (and `inlinedAt` in the IR); each statement
// and expression a DILocation (1-based line and column, as SourceBuffer
// counts them).
#pragma once

#include <map>
#include <memory>
#include <string>

#include "compiler/base/source_buffer.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Module.h"

namespace dslc {

class FunctionDefStmt;

// The file name line tables give a source: absolute, dots removed, so that
// tools find the file from any directory. Names that are not paths
// (`<string>`, `<stdin>`, as Python names code without a file) stay as they
// are.
std::string LineTableFileName(llvm::StringRef name);

class LineTable {
 public:
  // Finds the compile unit of `module` (another unit lowered into it made
  // it) or makes one for `main_file`, and the module flags DWARF needs.
  LineTable(llvm::Module& module, const SourceBuffer& main_file);
  // Finalizes what this table made (DIBuilder::finalize).
  ~LineTable();
  LineTable(const LineTable&) = delete;
  LineTable& operator=(const LineTable&) = delete;

  // Gives `function`, lowered from `def` in `source`, its DISubprogram
  // (named as in Python, linkage name its LLVM name) and returns it.
  llvm::DISubprogram* AddSubprogram(llvm::Function& function, const FunctionDefStmt& def,
                                    const SourceBuffer& source);
  // The location of byte `offset` of `source` in `subprogram`.
  static llvm::DILocation* Location(llvm::DISubprogram* subprogram, const SourceBuffer& source,
                                    uint32_t offset);

 private:
  llvm::DIFile* File(const SourceBuffer& source);

  llvm::DIBuilder builder_;
  std::map<std::string, llvm::DIFile*> files_;
  llvm::DISubroutineType* function_type_ = nullptr;
};

}  // namespace dslc
