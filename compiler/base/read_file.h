// Reading a whole input file safely: only regular files, with the size
// checked against a limit before anything is allocated or read. A FIFO, a
// device such as /dev/zero, a directory or a socket is refused at once
// (the open never blocks), so no input can hang dslc or exhaust its memory.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>

namespace dslc {

struct ReadFileOptions {
  // Larger files are refused with a message that names both sizes.
  uint64_t max_bytes = uint64_t{1} << 30;
  // A symbolic link at `path` itself is refused instead of followed.
  bool refuse_symlink = false;
  // When set, a file owned by another user is refused.
  std::optional<uid_t> required_owner;
};

struct ReadFileError {
  bool missing = false;  // there is no such file (ENOENT)
  std::string message;   // lower-case, e.g. "it is a directory"
};

// The bytes of the regular file at `path`, or nothing with `error` set.
std::optional<std::string> ReadRegularFile(const std::string& path, const ReadFileOptions& options,
                                           ReadFileError* error);

// The same, for callers that need only the message.
std::optional<std::string> ReadRegularFile(const std::string& path, uint64_t max_bytes,
                                           std::string* error);

// "1.5 GiB", "12 KiB", "300 bytes": sizes in messages.
std::string ByteCountText(uint64_t bytes);

}  // namespace dslc
