// Child processes and temporary files for the GPU tests that run `dslc` (or
// this runner itself) as a separate process: `dslc run` end to end, and the
// disk cache seen from fresh processes.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <string>
#include <vector>

#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {

struct ProcessResult {
  int status = -1;     // the exit status; -1 when killed by a signal
  std::string output;  // stdout and stderr together
};

// Changes to the child's environment, applied to this process's: "NAME=VALUE"
// sets NAME, a bare "NAME" removes it.
using EnvironmentChanges = std::vector<std::string>;

// Runs `argv` (argv[0] a path) to completion.
ProcessResult RunProcess(const std::vector<std::string>& argv,
                         const EnvironmentChanges& environment = {});

// A child running while others run too (its output goes to a file, so no
// pipe can fill up while the test waits on another child).
class ChildProcess {
 public:
  // Starts `argv` with stdout and stderr written to `output_path`.
  ChildProcess(const std::vector<std::string>& argv, const EnvironmentChanges& environment,
               std::string output_path);
  // Waits for the child and reads its output.
  ProcessResult Wait();

 private:
  pid_t pid_ = -1;
  std::string output_path_;
};

// argv joined with spaces, for messages.
std::string Command(const std::vector<std::string>& argv);

// Fails the test, with the command and its output, unless `run` exited 0.
void ExpectSuccess(const std::vector<std::string>& argv, const ProcessResult& run);

// `dslc compile <file> <options> -o <path>`, a cubin or fat binary; skips
// the test when this machine has no toolkit to assemble with.
void CompileAhead(const std::string& file, const std::vector<std::string>& options,
                  const std::string& path);

// The `dslc` executable beside this runner; fails the test when missing.
std::string Dslc();

// This runner's own executable (/proc/self/exe), for child modes.
std::string SelfExecutable();

// A directory under $TMPDIR removed (with everything in it) when the test ends.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// The names in `dir` (not . and ..), sorted; empty when it cannot be read.
std::vector<std::string> ListDirectory(const std::string& dir);

std::string ReadWholeFile(const std::string& path);
void WriteWholeFile(const std::string& path, const std::string& bytes);

// How often `needle` occurs in `text`.
size_t CountOf(const std::string& text, const std::string& needle);
// The lines of `text` that contain `needle`, joined with newlines.
std::string LinesWith(const std::string& text, const std::string& needle);

// 1-D float32 and int64 arrays as .npy contents, and back.
NpyArray NpyOf(const std::vector<float>& values);
NpyArray NpyOf(const std::vector<int64_t>& values);
std::vector<float> FloatsOf(const NpyArray& npy);
std::vector<int64_t> Int64sOf(const NpyArray& npy);

}  // namespace dslc::gpu_test
