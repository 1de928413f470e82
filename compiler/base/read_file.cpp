#include "compiler/base/read_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace dslc {
namespace {

// Closes the descriptor on every path out.
class ScopedFd {
 public:
  explicit ScopedFd(int fd) : fd_(fd) {}
  ~ScopedFd() {
    if (fd_ >= 0) ::close(fd_);
  }
  ScopedFd(const ScopedFd&) = delete;
  ScopedFd& operator=(const ScopedFd&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

// What a file that is not a regular one is, for the message.
const char* FileKind(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "something else";
}

bool Fail(ReadFileError* error, std::string message) {
  error->message = std::move(message);
  return false;
}

// Checks what the open descriptor refers to before anything is read.
bool CheckOpened(int fd, const ReadFileOptions& options, struct stat* status,
                 ReadFileError* error) {
  if (::fstat(fd, status) != 0) return Fail(error, std::strerror(errno));
  if (!S_ISREG(status->st_mode)) {
    return Fail(error, std::string("it is ") + FileKind(status->st_mode) + ", not a regular file");
  }
  if (options.required_owner && status->st_uid != *options.required_owner) {
    return Fail(error, "it is owned by uid " + std::to_string(status->st_uid));
  }
  uint64_t size = static_cast<uint64_t>(status->st_size);
  if (size > options.max_bytes) {
    return Fail(error, "it is " + ByteCountText(size) + ", more than the " +
                           ByteCountText(options.max_bytes) + " allowed");
  }
  return true;
}

}  // namespace

std::string ByteCountText(uint64_t bytes) {
  static const char* kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  if (bytes < 1024) return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
  double value = static_cast<double>(bytes);
  int unit = -1;
  while (value >= 1024 && unit < 5) {
    value /= 1024;
    ++unit;
  }
  char text[32];
  if (value == static_cast<double>(static_cast<uint64_t>(value))) {
    std::snprintf(text, sizeof text, "%.0f %s", value, kUnits[unit]);
  } else {
    std::snprintf(text, sizeof text, "%.1f %s", value, kUnits[unit]);
  }
  return text;
}

int OpenRegularFile(const std::string& path, const ReadFileOptions& options, uint64_t* size,
                    ReadFileError* error) {
  *error = {};
  // O_NONBLOCK: opening a FIFO that nobody writes returns at once instead of
  // waiting for a writer; fstat then refuses it.
  int flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (options.refuse_symlink ? O_NOFOLLOW : 0);
  int fd = ::open(path.c_str(), flags);
  if (fd < 0) {
    error->missing = errno == ENOENT;
    Fail(error,
         errno == ELOOP && options.refuse_symlink ? "it is a symbolic link" : std::strerror(errno));
    return -1;
  }
  struct stat status;
  if (!CheckOpened(fd, options, &status, error)) {
    ::close(fd);
    return -1;
  }
  *size = static_cast<uint64_t>(status.st_size);
  return fd;
}

std::optional<std::string> ReadRegularFile(const std::string& path, const ReadFileOptions& options,
                                           ReadFileError* error) {
  uint64_t size = 0;
  ScopedFd fd(OpenRegularFile(path, options, &size, error));
  if (fd.get() < 0) return std::nullopt;
  std::string bytes(static_cast<size_t>(size), '\0');
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = ::read(fd.get(), bytes.data() + done, bytes.size() - done);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (n < 0) {
      Fail(error, std::strerror(errno));
      return std::nullopt;
    }
    if (n == 0) break;  // shrank while being read: callers see the shorter file
    done += static_cast<size_t>(n);
  }
  bytes.resize(done);
  return bytes;
}

std::unique_ptr<llvm::MemoryBuffer> MapRegularFile(const std::string& path, uint64_t max_bytes,
                                                   std::string* error) {
  ReadFileOptions options;
  options.max_bytes = max_bytes;
  ReadFileError failure;
  uint64_t size = 0;
  ScopedFd fd(OpenRegularFile(path, options, &size, &failure));
  if (fd.get() < 0) {
    *error = failure.message;
    return nullptr;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getOpenFile(fd.get(), path, size, /*RequiresNullTerminator=*/false);
  if (!buffer) {
    *error = buffer.getError().message();
    return nullptr;
  }
  return std::move(*buffer);
}

std::optional<std::string> ReadRegularFile(const std::string& path, uint64_t max_bytes,
                                           std::string* error) {
  ReadFileOptions options;
  options.max_bytes = max_bytes;
  ReadFileError failure;
  std::optional<std::string> bytes = ReadRegularFile(path, options, &failure);
  if (!bytes) *error = failure.message;
  return bytes;
}

}  // namespace dslc
