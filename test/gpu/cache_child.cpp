#include "test/gpu/cache_child.h"

#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {
namespace {

// "right", or where y first differs from the reference.
std::string CheckTwoPhase(const std::vector<int64_t>& y) {
  int64_t n = static_cast<int64_t>(y.size());
  for (int64_t i = 0; i < n; ++i) {
    int64_t next = (i + 1) % n, expected = i * i + next * next;
    if (y[i] != expected)
      return "wrong:y[" + std::to_string(i) + "]=" + std::to_string(y[i]) +
             ",expected=" + std::to_string(expected);
  }
  return "right";
}

void PrintReport(const CompiledInfo& info, const std::string& result) {
  std::printf(
      "cache-child: from_cache=%d compile_ms=%.17g registers=%d static_shared=%u max_threads=%d "
      "cooperative=%d entry=%s result=%s path=%s\n",
      info.from_cache ? 1 : 0, info.compile_ms, info.registers, info.static_shared_bytes,
      info.max_threads_per_block, info.facts.cooperative ? 1 : 0, info.facts.entry.c_str(),
      result.c_str(), info.cache_path.c_str());
}

}  // namespace

int RunCacheChild(int argc, char** argv) {
  if (argc != 4 || (std::string(argv[3]) != "cache" && std::string(argv[3]) != "no-cache")) {
    std::fprintf(stderr, "usage: dslc-gpu-tests %s CACHE_DIR cache|no-cache\n", kCacheChildFlag);
    return 2;
  }
  try {
    ProgramOptions options;
    options.cache_dir = argv[2];
    options.use_cache = std::string(argv[3]) == "cache";
    Kernel kernel = LoadExample("grid_sync.py", options).kernel("two_phase");
    const int64_t n = 100003;
    DeviceArray x(DType::Int64, {n}), y(DType::Int64, {n});
    x.Fill(0xFF);
    y.Fill(0xFF);
    const Arg args[] = {x, y};
    CompiledInfo info = kernel.Compile(args);
    uint32_t blocks = static_cast<uint32_t>(TheDevice().properties().multiprocessors);
    kernel.Launch(Dim3(blocks), Dim3(256), x, y);
    PrintReport(info, CheckTwoPhase(y.ToVector<int64_t>()));
    return 0;
  } catch (const std::exception& error) {
    std::string text = error.what();
    for (char& c : text) c = c == '\n' ? ' ' : c;
    std::printf("cache-child: error: %s\n", text.c_str());
    return 1;
  }
}

CacheChildReport ParseCacheChildReport(const std::string& output, const std::string& command) {
  size_t start = output.find("cache-child: ");
  if (start == std::string::npos) Fail(command + " printed no `cache-child:` line: " + output);
  std::string line = output.substr(start, output.find('\n', start) - start);
  if (line.starts_with("cache-child: error:")) Fail(command + ": " + line);
  CacheChildReport report;
  size_t path = line.find(" path=");
  if (path == std::string::npos) Fail(command + " printed no path: " + line);
  report.cache_path = line.substr(path + 6);
  std::istringstream fields(line.substr(13, path - 13));
  int fields_read = 0;
  for (std::string field; fields >> field; ++fields_read) {
    size_t equals = field.find('=');
    std::string name = field.substr(0, equals), value = field.substr(equals + 1);
    if (name == "from_cache")
      report.from_cache = value == "1";
    else if (name == "compile_ms")
      report.compile_ms = std::strtod(value.c_str(), nullptr);
    else if (name == "registers")
      report.registers = std::atoi(value.c_str());
    else if (name == "static_shared")
      report.static_shared_bytes = std::atol(value.c_str());
    else if (name == "max_threads")
      report.max_threads_per_block = std::atoi(value.c_str());
    else if (name == "cooperative")
      report.cooperative = value == "1";
    else if (name == "entry")
      report.entry = value;
    else if (name == "result")
      report.result = value;
    else
      Fail(command + " printed an unknown field `" + field + "`: " + line);
  }
  if (fields_read != 8)
    Fail(command + " printed " + std::to_string(fields_read) + " fields, expected 8: " + line);
  return report;
}

}  // namespace dslc::gpu_test
