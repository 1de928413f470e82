// Where `dslc compile` writes its product: standard output, or the file
// `-o` names, which receives the product only when the compile succeeds.
// A regular file (or a new one) is written under a temporary name beside it
// and renamed into place, so a failed or interrupted compile never leaves
// half a file or destroys the previous one; a symbolic link to one keeps
// the link and replaces its target. Anything else (`/dev/null`, `/dev/full`,
// a FIFO, a terminal) is written in place and never replaced.
#pragma once

#include <memory>
#include <string>

#include "llvm/Support/raw_ostream.h"

namespace dslc {

class OutputFile {
 public:
  // An empty path or "-" means standard output. Returns null and sets
  // `error` when the output cannot be written.
  static std::unique_ptr<OutputFile> Open(const std::string& path, std::string* error);
  ~OutputFile();

  llvm::raw_ostream& stream();
  // Puts the finished product in place.
  bool Commit(std::string* error);
  // Drops the product; the destination is left as it was.
  void Discard();

 private:
  OutputFile() = default;
  bool OpenTemporary(const std::string& destination, std::string* error);
  bool OpenInPlace(const std::string& path, std::string* error);
  bool CommitInPlace(std::string* error);

  std::string path_;                                   // where the product goes
  std::string temporary_path_;                         // set while a temporary file exists
  std::unique_ptr<llvm::raw_fd_ostream> file_stream_;  // the temporary file
  int in_place_fd_ = -1;                               // a device or FIFO, written at Commit
  std::string in_place_product_;
  std::unique_ptr<llvm::raw_string_ostream> in_place_stream_;
};

// Whether `a` and `b` name the same existing file (after links).
bool SameFile(const std::string& a, const std::string& b);

}  // namespace dslc
