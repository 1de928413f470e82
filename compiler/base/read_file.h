// Reading a whole input file safely: only regular files, with the size
// checked against a limit before anything is allocated or read. A FIFO, a
// device such as /dev/zero, a directory or a socket is refused at once
// (the open never blocks), so no input can hang dslc or exhaust its memory.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "llvm/Support/MemoryBuffer.h"

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

// The descriptor (opened read-only, close-on-exec) of the regular file at
// `path`, after the same checks, with its size; -1 with `error` set. For
// callers that map the file instead of reading it. The caller closes it.
int OpenRegularFile(const std::string& path, const ReadFileOptions& options, uint64_t* size,
                    ReadFileError* error);

// The regular file at `path` mapped into memory (large files) or read,
// after the same checks; null with `error` set.
std::unique_ptr<llvm::MemoryBuffer> MapRegularFile(const std::string& path, uint64_t max_bytes,
                                                   std::string* error);

// The same as ReadRegularFile, for callers that need only the message.
std::optional<std::string> ReadRegularFile(const std::string& path, uint64_t max_bytes,
                                           std::string* error);

// "1.5 GiB", "12 KiB", "300 bytes": sizes in messages.
std::string ByteCountText(uint64_t bytes);

}  // namespace dslc
