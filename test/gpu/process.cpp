#include "test/gpu/process.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

extern char** environ;

namespace dslc::gpu_test {
namespace {

// This process's environment with `changes` applied, as execve wants it.
// Built before fork: the child only calls async-signal-safe functions.
std::vector<std::string> ChildEnvironment(const EnvironmentChanges& changes) {
  std::vector<std::string> entries;
  for (char** entry = environ; *entry; ++entry) entries.emplace_back(*entry);
  for (const std::string& change : changes) {
    size_t equals = change.find('=');
    std::string name = change.substr(0, equals);
    std::erase_if(entries, [&](const std::string& entry) {
      return entry.size() > name.size() && entry.compare(0, name.size(), name) == 0 &&
             entry[name.size()] == '=';
    });
    if (equals != std::string::npos) entries.push_back(change);
  }
  return entries;
}

std::vector<char*> Pointers(const std::vector<std::string>& strings) {
  std::vector<char*> pointers;
  for (const std::string& text : strings) pointers.push_back(const_cast<char*>(text.c_str()));
  pointers.push_back(nullptr);
  return pointers;
}

// Forks a child that runs `argv` with its stdout and stderr on `output_fd`.
pid_t Start(const std::vector<std::string>& argv, const EnvironmentChanges& changes, int output_fd,
            int close_in_child) {
  std::vector<std::string> environment = ChildEnvironment(changes);
  std::vector<char*> args = Pointers(argv), env = Pointers(environment);
  pid_t pid = fork();
  if (pid < 0) Fail("fork failed: " + std::string(std::strerror(errno)));
  if (pid == 0) {
    dup2(output_fd, 1);
    dup2(output_fd, 2);
    close(output_fd);
    if (close_in_child >= 0) close(close_in_child);
    execve(args[0], args.data(), env.data());
    _exit(127);
  }
  return pid;
}

int ExitStatus(pid_t pid) {
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

ProcessResult RunProcess(const std::vector<std::string>& argv,
                         const EnvironmentChanges& environment) {
  int pipe_fds[2];
  if (pipe(pipe_fds) != 0) Fail("pipe failed");
  pid_t pid = Start(argv, environment, pipe_fds[1], pipe_fds[0]);
  close(pipe_fds[1]);
  ProcessResult result;
  char buffer[4096];
  ssize_t got;
  while ((got = read(pipe_fds[0], buffer, sizeof buffer)) > 0)
    result.output.append(buffer, static_cast<size_t>(got));
  close(pipe_fds[0]);
  result.status = ExitStatus(pid);
  return result;
}

ChildProcess::ChildProcess(const std::vector<std::string>& argv,
                           const EnvironmentChanges& environment, std::string output_path)
    : output_path_(std::move(output_path)) {
  int fd = open(output_path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) Fail("cannot create " + output_path_ + ": " + std::strerror(errno));
  pid_ = Start(argv, environment, fd, -1);
  close(fd);
}

ProcessResult ChildProcess::Wait() {
  ProcessResult result;
  result.status = ExitStatus(pid_);
  result.output = ReadWholeFile(output_path_);
  return result;
}

std::string Command(const std::vector<std::string>& argv) {
  std::string text;
  for (const std::string& arg : argv) text += (text.empty() ? "" : " ") + arg;
  return text;
}

void ExpectSuccess(const std::vector<std::string>& argv, const ProcessResult& run) {
  if (run.status != 0)
    Fail(Command(argv) + " exited with " + std::to_string(run.status) + ": " + run.output);
}

std::string Dslc() {
  std::string path = BinDir() + "/dslc";
  if (access(path.c_str(), X_OK) != 0) Fail("no dslc executable beside the runner: " + path);
  return path;
}

void CompileAhead(const std::string& file, const std::vector<std::string>& options,
                  const std::string& path) {
  std::vector<std::string> argv = {Dslc(), "compile", file};
  argv.insert(argv.end(), options.begin(), options.end());
  argv.insert(argv.end(), {"-o", path});
  ProcessResult run = RunProcess(argv);
  if (run.status != 0 && run.output.find("without the CUDA toolkit's") != std::string::npos) {
    Skip("no CUDA toolkit to assemble with: " + run.output);
  }
  ExpectSuccess(argv, run);
}

std::string SelfExecutable() {
  std::error_code error;
  std::string path = std::filesystem::read_symlink("/proc/self/exe", error).string();
  if (error) Fail("cannot read /proc/self/exe: " + error.message());
  return path;
}

TempDir::TempDir() {
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/dslc-gpu-test-XXXXXX";
  if (!mkdtemp(pattern.data())) Fail("mkdtemp failed for " + pattern);
  path_ = pattern;
}

TempDir::~TempDir() {
  // A test may have taken the write permission away; give it back first.
  std::error_code ignored;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(path_, ignored)) {
    if (entry.is_directory(ignored))
      std::filesystem::permissions(entry.path(), std::filesystem::perms::owner_all,
                                   std::filesystem::perm_options::add, ignored);
  }
  std::filesystem::remove_all(path_, ignored);
}

std::vector<std::string> ListDirectory(const std::string& dir) {
  std::vector<std::string> names;
  DIR* stream = opendir(dir.c_str());
  if (!stream) return names;
  while (dirent* entry = readdir(stream)) {
    std::string name = entry->d_name;
    if (name != "." && name != "..") names.push_back(name);
  }
  closedir(stream);
  std::sort(names.begin(), names.end());
  return names;
}

std::string ReadWholeFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) Fail("cannot read " + path);
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

void WriteWholeFile(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (!out) Fail("cannot write " + path);
}

size_t CountOf(const std::string& text, const std::string& needle) {
  size_t count = 0;
  for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1))
    ++count;
  return count;
}

std::string LinesWith(const std::string& text, const std::string& needle) {
  std::string lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.find(needle) != std::string::npos) lines += (lines.empty() ? "" : "\n") + line;
  }
  return lines;
}

namespace {

template <typename T>
NpyArray NpyOfValues(const std::vector<T>& values, DType dtype) {
  NpyArray npy;
  npy.dtype = dtype;
  npy.shape = {static_cast<int64_t>(values.size())};
  npy.data.resize(values.size() * sizeof(T));
  std::memcpy(npy.data.data(), values.data(), npy.data.size());
  return npy;
}

template <typename T>
std::vector<T> ValuesOf(const NpyArray& npy, DType dtype, const char* what) {
  if (npy.dtype != dtype || npy.shape.size() != 1)
    Fail(std::string("the output .npy is not 1-D ") + what);
  std::vector<T> values(static_cast<size_t>(npy.size()));
  std::memcpy(values.data(), npy.data.data(), values.size() * sizeof(T));
  return values;
}

}  // namespace

NpyArray NpyOf(const std::vector<float>& values) { return NpyOfValues(values, DType::Float32); }
NpyArray NpyOf(const std::vector<int64_t>& values) { return NpyOfValues(values, DType::Int64); }

std::vector<float> FloatsOf(const NpyArray& npy) {
  return ValuesOf<float>(npy, DType::Float32, "float32");
}

std::vector<int64_t> Int64sOf(const NpyArray& npy) {
  return ValuesOf<int64_t>(npy, DType::Int64, "int64");
}

}  // namespace dslc::gpu_test
