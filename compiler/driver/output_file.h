// Where `dslc compile` writes its product: standard output, or a file that
// appears only when the compile succeeds. The file is written under a
// temporary name and renamed into place, so a failed or interrupted compile
// never leaves half a file or destroys the previous one.
#pragma once

#include <memory>
#include <string>

#include "llvm/Support/raw_ostream.h"

namespace dslc {

class OutputFile {
 public:
  // An empty path means standard output. Returns null and sets `error` when
  // the temporary file cannot be created.
  static std::unique_ptr<OutputFile> Open(const std::string& path, std::string* error);
  ~OutputFile();

  llvm::raw_ostream& stream() { return stream_ ? *stream_ : llvm::outs(); }
  // Moves the finished file into place.
  bool Commit(std::string* error);
  // Drops the temporary file; the destination is left as it was.
  void Discard();

 private:
  OutputFile() = default;
  std::string path_;
  std::string temporary_path_;
  std::unique_ptr<llvm::raw_fd_ostream> stream_;
};

}  // namespace dslc
