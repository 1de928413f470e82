#include "compiler/driver/output_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Signals.h"

namespace dslc {
namespace {

// The file a symbolic link at `path` finally names, or `path` itself.
std::string ResolveLinks(const std::string& path) {
  struct stat status;
  if (::lstat(path.c_str(), &status) != 0 || !S_ISLNK(status.st_mode)) return path;
  char resolved[PATH_MAX];
  return ::realpath(path.c_str(), resolved) ? std::string(resolved) : path;
}

bool WriteAll(int fd, const std::string& bytes, std::string* error) {
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      *error = std::strerror(errno);
      return false;
    }
    done += static_cast<size_t>(n);
  }
  return true;
}

}  // namespace

bool SameFile(const std::string& a, const std::string& b) {
  struct stat first, second;
  return ::stat(a.c_str(), &first) == 0 && ::stat(b.c_str(), &second) == 0 &&
         first.st_dev == second.st_dev && first.st_ino == second.st_ino;
}

std::unique_ptr<OutputFile> OutputFile::Open(const std::string& path, std::string* error) {
  std::unique_ptr<OutputFile> file(new OutputFile());
  if (path.empty() || path == "-") return file;  // "-" is standard output, as for clang
  file->path_ = path;
  struct stat status;
  if (::stat(path.c_str(), &status) != 0) {
    if (errno != ENOENT) {
      *error = std::strerror(errno);
      return nullptr;
    }
    return file->OpenTemporary(path, error) ? std::move(file) : nullptr;
  }
  if (S_ISDIR(status.st_mode)) {
    *error = "it is a directory";
    return nullptr;
  }
  bool opened = S_ISREG(status.st_mode) ? file->OpenTemporary(ResolveLinks(path), error)
                                        : file->OpenInPlace(path, error);
  return opened ? std::move(file) : nullptr;
}

bool OutputFile::OpenTemporary(const std::string& destination, std::string* error) {
  int fd;
  llvm::SmallString<256> temporary;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueFile(destination + ".tmp-%%%%%%", fd, temporary)) {
    *error = ec.message();
    return false;
  }
  path_ = destination;
  temporary_path_ = temporary.str().str();
  // A crash or an internal error (driver_main.cpp) removes it too.
  llvm::sys::RemoveFileOnSignal(temporary_path_);
  file_stream_ = std::make_unique<llvm::raw_fd_ostream>(fd, /*shouldClose=*/true);
  return true;
}

// Opened now, so that a path that cannot be written is reported before the
// compile; written at Commit, so that a failed compile writes nothing.
bool OutputFile::OpenInPlace(const std::string& path, std::string* error) {
  in_place_fd_ = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (in_place_fd_ < 0) {
    *error = std::strerror(errno);
    return false;
  }
  in_place_stream_ = std::make_unique<llvm::raw_string_ostream>(in_place_product_);
  return true;
}

OutputFile::~OutputFile() {
  Discard();
  if (in_place_fd_ >= 0) ::close(in_place_fd_);
}

llvm::raw_ostream& OutputFile::stream() {
  if (file_stream_) return *file_stream_;
  if (in_place_stream_) return *in_place_stream_;
  return llvm::outs();
}

bool OutputFile::CommitInPlace(std::string* error) {
  in_place_stream_->flush();
  bool written = WriteAll(in_place_fd_, in_place_product_, error);
  // A full device (/dev/full) may report only when the file is closed.
  int fd = std::exchange(in_place_fd_, -1);
  if (::close(fd) != 0 && written) {
    *error = std::strerror(errno);
    written = false;
  }
  return written;
}

bool OutputFile::Commit(std::string* error) {
  if (in_place_fd_ >= 0) return CommitInPlace(error);
  if (!file_stream_) {
    llvm::outs().flush();
    return true;
  }
  file_stream_->close();
  if (file_stream_->has_error()) {
    *error = file_stream_->error().message();
    file_stream_->clear_error();
    Discard();
    return false;
  }
  if (std::error_code ec = llvm::sys::fs::rename(temporary_path_, path_)) {
    *error = ec.message();
    Discard();
    return false;
  }
  llvm::sys::DontRemoveFileOnSignal(temporary_path_);
  temporary_path_.clear();
  return true;
}

void OutputFile::Discard() {
  in_place_product_.clear();
  if (temporary_path_.empty()) return;
  if (file_stream_) {
    file_stream_->close();
    file_stream_->clear_error();
  }
  llvm::sys::fs::remove(temporary_path_);
  llvm::sys::DontRemoveFileOnSignal(temporary_path_);
  temporary_path_.clear();
}

}  // namespace dslc
