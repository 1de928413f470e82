#include "test/gpu/gpu_test.h"

#include <sys/stat.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>
#include <utility>

namespace dslc::gpu_test {

std::vector<TestCase>& Registry() {
  static std::vector<TestCase> tests;
  return tests;
}

namespace {
std::string notes;
}  // namespace

void Note(const std::string& note) { notes += (notes.empty() ? "" : "; ") + note; }

std::string TakeNotes() { return std::exchange(notes, {}); }

void Fail(const std::string& message) { throw Failure(message); }
void Skip(const std::string& reason) { throw Skipped(reason); }

std::string Where(const char* file, int line) {
  std::string name = file;
  size_t slash = name.rfind('/');
  if (slash != std::string::npos) name = name.substr(slash + 1);
  return name + ":" + std::to_string(line) + ": ";
}

std::mt19937_64& Random() {
  static std::mt19937_64 engine;
  return engine;
}

std::vector<float> RandomFloats(size_t n, double low, double high) {
  std::uniform_real_distribution<double> uniform(low, high);
  std::vector<float> values(n);
  for (float& value : values) value = static_cast<float>(uniform(Random()));
  return values;
}

std::vector<double> RandomDoubles(size_t n, double low, double high) {
  std::uniform_real_distribution<double> uniform(low, high);
  std::vector<double> values(n);
  for (double& value : values) value = uniform(Random());
  return values;
}

int64_t RandomInt(int64_t low, int64_t high) {
  return std::uniform_int_distribution<int64_t>(low, high)(Random());
}

namespace {

bool IsDirectory(const std::string& path) {
  struct stat info;
  return stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode);
}

bool IsFile(const std::string& path) {
  struct stat info;
  return stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode);
}

std::string Parent(const std::string& path) {
  size_t slash = path.rfind('/');
  return slash == std::string::npos || slash == 0 ? "/" : path.substr(0, slash);
}

}  // namespace

std::string BinDir() {
  char path[PATH_MAX] = {};
  ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
  if (length <= 0) return ".";
  return Parent(std::string(path, static_cast<size_t>(length)));
}

std::string ExamplesDir() {
  if (const char* dir = std::getenv("DSLC_EXAMPLES_DIR"); dir && *dir) return dir;
  std::string installed = Parent(BinDir()) + "/share/dslc/lang-examples";
  if (IsDirectory(installed)) return installed;
  return DSLC_SOURCE_DIR "/lang-examples";
}

std::string TestKernelsDir() {
  if (const char* dir = std::getenv("DSLC_GPU_TEST_KERNELS_DIR"); dir && *dir) return dir;
  std::string installed = Parent(BinDir()) + "/share/dslc/gpu-test-kernels";
  if (IsDirectory(installed)) return installed;
  return DSLC_SOURCE_DIR "/test/gpu/kernels";
}

Program LoadTestKernels(const std::string& file, const ProgramOptions& options) {
  std::string path = TestKernelsDir() + "/" + file;
  if (!IsFile(path)) Fail("the test kernels " + path + " are missing");
  return Program::Load(path, options);
}

Program LoadExample(const std::string& file, const ProgramOptions& options) {
  std::string path = ExamplesDir() + "/" + file;
  if (!IsFile(path)) Fail("lang-examples/" + file + " is missing (looked for " + path + ")");
  return Program::Load(path, options);
}

Kernel KernelOf(const Program& program, const std::string& name) {
  try {
    return program.kernel(name);
  } catch (const CompileError&) {
    throw;
  } catch (const Error& error) {
    Fail(std::string(error.what()) + " (the test expects a kernel `" + name + "`)");
  }
}

Device TheDevice() { return Device::Get(0); }

}  // namespace dslc::gpu_test
