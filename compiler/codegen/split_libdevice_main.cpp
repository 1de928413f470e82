// dslc-split-libdevice LIBDEVICE.bc OUT.pieces: writes libdevice in pieces
// (libdevice_pieces.h). Run by the build; not installed.
#include <cstdio>
#include <string>

#include "compiler/codegen/libdevice_pieces.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s LIBDEVICE.bc OUT.pieces\n", argv[0]);
    return 2;
  }
  llvm::LLVMContext context;
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> libdevice = llvm::parseIRFile(argv[1], diagnostic, context);
  if (!libdevice) {
    diagnostic.print(argv[0], llvm::errs());
    return 1;
  }
  // Written under a temporary name and renamed, so a failed run leaves no
  // half-written file for the next build to take as done.
  std::string temporary = std::string(argv[2]) + ".tmp";
  std::error_code failure;
  std::string error;
  {
    llvm::raw_fd_ostream out(temporary, failure, llvm::sys::fs::OF_None);
    if (failure) {
      std::fprintf(stderr, "%s: cannot write %s: %s\n", argv[0], temporary.c_str(),
                   failure.message().c_str());
      return 1;
    }
    if (!dslc::WriteLibdevicePieces(*libdevice, out, &error)) {
      std::fprintf(stderr, "%s: %s: %s\n", argv[0], argv[1], error.c_str());
      llvm::sys::fs::remove(temporary);
      return 1;
    }
  }
  if ((failure = llvm::sys::fs::rename(temporary, argv[2]))) {
    std::fprintf(stderr, "%s: cannot write %s: %s\n", argv[0], argv[2], failure.message().c_str());
    return 1;
  }
  return 0;
}
