#include "compiler/driver/output_file.h"

#include "llvm/Support/FileSystem.h"

namespace dslc {

std::unique_ptr<OutputFile> OutputFile::Open(const std::string& path, std::string* error) {
  std::unique_ptr<OutputFile> file(new OutputFile());
  if (path.empty() || path == "-") return file;  // "-" is standard output, as for clang
  int fd;
  llvm::SmallString<256> temporary;
  if (std::error_code ec = llvm::sys::fs::createUniqueFile(path + ".tmp-%%%%%%", fd, temporary)) {
    *error = ec.message();
    return nullptr;
  }
  file->path_ = path;
  file->temporary_path_ = temporary.str().str();
  file->stream_ = std::make_unique<llvm::raw_fd_ostream>(fd, /*shouldClose=*/true);
  return file;
}

OutputFile::~OutputFile() { Discard(); }

bool OutputFile::Commit(std::string* error) {
  if (!stream_) {
    llvm::outs().flush();
    return true;
  }
  stream_->close();
  if (stream_->has_error()) {
    *error = stream_->error().message();
    stream_->clear_error();
    Discard();
    return false;
  }
  if (std::error_code ec = llvm::sys::fs::rename(temporary_path_, path_)) {
    *error = ec.message();
    Discard();
    return false;
  }
  temporary_path_.clear();
  return true;
}

void OutputFile::Discard() {
  if (temporary_path_.empty()) return;
  if (stream_) {
    stream_->close();
    stream_->clear_error();
  }
  llvm::sys::fs::remove(temporary_path_);
  temporary_path_.clear();
}

}  // namespace dslc
