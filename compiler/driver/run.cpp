// `dslc run`: reads arguments (.npy arrays, typed and plain scalars), JIT-
// compiles the kernel for them through the runtime, launches it, times it,
// and writes the arrays back out.
#include "compiler/driver/run.h"

#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>
#include <utility>

#include "compiler/pipeline/target_selection.h"
#include "compiler/types/types.h"
#include "dslc/runtime.h"
#include "llvm/ADT/APFloat.h"

namespace dslc {
namespace {

[[noreturn]] void Usage(const std::string& message) { throw Error(message); }

Dim3 ParseDim3(const std::string& text, const char* option) {
  std::vector<uint32_t> values;
  size_t start = 0;
  while (true) {
    size_t comma = text.find(',', start);
    std::string part = text.substr(start, comma - start);
    char* end = nullptr;
    errno = 0;
    unsigned long value = std::strtoul(part.c_str(), &end, 10);
    if (part.empty() || *end || errno || value == 0 || value > UINT32_MAX) {
      Usage(std::string(option) + " takes 1 to 3 positive integers separated by commas, not `" +
            text + "`");
    }
    values.push_back(static_cast<uint32_t>(value));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  if (values.size() > 3)
    Usage(std::string(option) + " has at most 3 dimensions, not `" + text + "`");
  values.resize(3, 1);
  return Dim3(values[0], values[1], values[2]);
}

bool IsDigit(char c) { return c >= '0' && c <= '9'; }

// Whether `text` may be a number of `dtype` before it is converted: the
// strto* functions skip leading blanks, and strtoull takes a `-` and negates
// (`-1` would become 2^64 - 1), so neither is left to them. Integers start
// with a digit, after a sign for signed types only; floats only may start
// otherwise (`inf`, `.5`), but never with a blank.
bool NumberShaped(DType dtype, const std::string& text) {
  if (text.empty() || std::isspace(static_cast<unsigned char>(text[0]))) return false;
  switch (dtype) {
    case DType::Float16:
    case DType::Float32:
    case DType::Float64:
      return true;
    case DType::UInt8:
    case DType::UInt16:
    case DType::UInt32:
    case DType::UInt64:
      return IsDigit(text[0]);
    default: {
      size_t digit = text[0] == '-' || text[0] == '+' ? 1 : 0;
      return digit < text.size() && IsDigit(text[digit]);
    }
  }
}

// The bits of `text` as a scalar of `dtype`, or nothing when it is not one
// or does not fit. The whole text is the value, without blanks: integers as
// strtoll reads them with base 0 (`42`, `0x2a`; a sign for signed types
// only), floats as strtod reads them, bools as 1/0, true/false, True/False.
std::optional<uint64_t> ParseScalar(DType dtype, const std::string& text) {
  if (dtype == DType::Bool) {
    if (text == "1" || text == "true" || text == "True") return 1;
    if (text == "0" || text == "false" || text == "False") return 0;
    return std::nullopt;
  }
  if (!NumberShaped(dtype, text)) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  uint64_t bits = 0;
  switch (dtype) {
    case DType::Float32: {
      float value = std::strtof(text.c_str(), &end);
      std::memcpy(&bits, &value, sizeof value);
      break;
    }
    case DType::Float64: {
      double value = std::strtod(text.c_str(), &end);
      std::memcpy(&bits, &value, sizeof value);
      break;
    }
    case DType::Float16: {
      // As NumPy's float16(text): the float64 the text reads as, rounded to
      // the nearest float16 (ties to even); beyond float16's range an error,
      // as for the other types.
      double value = std::strtod(text.c_str(), &end);
      llvm::APFloat half(value);
      bool lost = false;
      half.convert(llvm::APFloat::IEEEhalf(), llvm::APFloat::rmNearestTiesToEven, &lost);
      if (half.isInfinity() && !std::isinf(value)) return std::nullopt;
      bits = half.bitcastToAPInt().getZExtValue();
      break;
    }
    case DType::UInt8:
    case DType::UInt16:
    case DType::UInt32:
    case DType::UInt64: {
      unsigned long long value = std::strtoull(text.c_str(), &end, 0);
      unsigned width = static_cast<unsigned>(ItemSize(dtype) * 8);
      if (width < 64 && value >> width) return std::nullopt;
      bits = value;
      break;
    }
    default: {
      long long value = std::strtoll(text.c_str(), &end, 0);
      unsigned width = static_cast<unsigned>(ItemSize(dtype) * 8);
      if (width < 64 && (value < -(1LL << (width - 1)) || value >= (1LL << (width - 1)))) {
        return std::nullopt;
      }
      bits = static_cast<uint64_t>(value);
      if (width < 64) bits &= (uint64_t{1} << width) - 1;
      break;
    }
  }
  if (*end || errno == ERANGE) return std::nullopt;
  return bits;
}

// A complex number as Python's complex() reads one, without blanks:
// `1+2j`, `-0.5-3j`, `2j`, `-j`, `1.5`, optionally in parentheses; parts as
// strtod reads them.
std::optional<std::pair<double, double>> ParseComplex(std::string text) {
  if (text.size() >= 2 && text.front() == '(' && text.back() == ')')
    text = text.substr(1, text.size() - 2);
  auto imaginary_unit = [](const char* at) { return (*at == 'j' || *at == 'J') && !at[1]; };
  // A part: a number, or a bare sign before `j` (`-j` is -1j).
  auto part = [&](const char* at, const char** end) -> std::optional<double> {
    char* stop = nullptr;
    errno = 0;
    double value = std::strtod(at, &stop);
    if (errno == ERANGE) return std::nullopt;
    if (stop != at && !std::isspace(static_cast<unsigned char>(*at))) {
      *end = stop;
      return value;
    }
    size_t sign = *at == '+' || *at == '-' ? 1 : 0;
    if (!imaginary_unit(at + sign)) return std::nullopt;
    *end = at + sign;
    return *at == '-' ? -1.0 : 1.0;
  };
  const char* end = nullptr;
  std::optional<double> first = part(text.c_str(), &end);
  if (!first) return std::nullopt;
  if (!*end) return std::pair{*first, 0.0};
  if (imaginary_unit(end)) return std::pair{0.0, *first};
  if (*end != '+' && *end != '-') return std::nullopt;
  std::optional<double> second = part(end, &end);
  if (!second || !imaginary_unit(end)) return std::nullopt;
  return std::pair{*first, *second};
}

// A complex scalar argument: complex64 as its two float32 parts in one
// word, complex128 as two words.
std::optional<Arg> ComplexArgument(DType dtype, const std::string& text) {
  std::optional<std::pair<double, double>> value = ParseComplex(text);
  if (!value) return std::nullopt;
  auto [real, imag] = *value;
  if (dtype == DType::Complex128) {
    uint64_t bits[2];
    std::memcpy(&bits[0], &real, sizeof real);
    std::memcpy(&bits[1], &imag, sizeof imag);
    return Arg::Scalar(dtype, bits[0], bits[1]);
  }
  float parts[2] = {static_cast<float>(real), static_cast<float>(imag)};
  for (int i = 0; i < 2; ++i) {
    double original = i == 0 ? real : imag;
    if (std::isinf(parts[i]) && !std::isinf(original)) return std::nullopt;  // beyond float32
  }
  uint64_t bits = 0;
  std::memcpy(&bits, parts, sizeof parts);
  return Arg::Scalar(dtype, bits);
}

// One argument of `dslc run`: read on the host first (so mistakes are
// reported before any GPU work), then copied to the device.
struct RunArgument {
  std::string parameter;
  std::optional<NpyArray> host;
  std::optional<DeviceArray> array;
  std::optional<Arg> scalar;
};

RunArgument ReadArgument(const std::string& text, const std::string& parameter) {
  RunArgument argument{parameter, std::nullopt, std::nullopt, std::nullopt};
  std::string where = "argument `" + parameter + "` (`" + text + "`)";
  if (text.size() > 4 && text.ends_with(".npy")) {
    argument.host = ReadNpy(text);
    return argument;
  }
  if (text.starts_with("(")) {
    Usage(where + ": `dslc run` takes arrays and scalars; pass tuple arguments from Python, or " +
          "unpack the tuple into parameters of their own");
  }
  size_t colon = text.find(':');
  if (colon != std::string::npos) {
    ScalarKind kind;
    std::string type = text.substr(0, colon);
    if (!LookupScalar(type, &kind)) {
      Usage(where + ": unknown type `" + type +
            "`; use a name as in signatures: f32, i64, u32, bool...");
    }
    DType dtype = static_cast<DType>(kind);
    if (dtype == DType::Complex64 || dtype == DType::Complex128) {
      argument.scalar = ComplexArgument(dtype, text.substr(colon + 1));
      if (!argument.scalar)
        Usage(where + ": `" + text.substr(colon + 1) + "` is not a value of type " +
              std::string(Name(dtype)) + " (written as Python writes it: 1.5-2j)");
      return argument;
    }
    std::optional<uint64_t> bits = ParseScalar(dtype, text.substr(colon + 1));
    if (!bits)
      Usage(where + ": `" + text.substr(colon + 1) + "` is not a value of type " +
            std::string(Name(dtype)));
    argument.scalar = Arg::Scalar(dtype, *bits);
    return argument;
  }
  // A bare number is a Python scalar: int64 when integral, else float64.
  if (std::optional<uint64_t> bits = ParseScalar(DType::Int64, text)) {
    argument.scalar = Arg::Scalar(DType::Int64, *bits);
  } else if (std::optional<uint64_t> real = ParseScalar(DType::Float64, text)) {
    argument.scalar = Arg::Scalar(DType::Float64, *real);
  } else {
    Usage(where + " is not a .npy file, a TYPE:VALUE scalar or a number");
  }
  return argument;
}

void MakeDirectory(const std::string& path) {
  if (mkdir(path.c_str(), 0755) != 0 && errno != EEXIST) {
    throw Error("cannot create `" + path + "`: " + std::strerror(errno));
  }
}

NpyArray ToNpy(const DeviceArray& array) {
  NpyArray npy;
  npy.dtype = array.dtype();
  for (int d = 0; d < array.ndim(); ++d) npy.shape.push_back(array.shape(d));
  npy.order = array.c_contiguous() ? Order::C : Order::F;
  npy.data.resize(static_cast<size_t>(array.nbytes()));
  array.CopyToHost(npy.data.data());
  return npy;
}

// A bad --arch is reported first, as `dslc compile` does, not after the
// arguments are read or the driver is looked for. Empty: the GPU's.
void CheckArch(const std::string& arch) {
  DiagnosticMessage error;
  if (!arch.empty() && !SelectTarget(arch, nullptr, &error)) Usage(error.text);
}

// A cubin or fat binary from `dslc compile --emit=cubin|fatbin`, which is
// loaded as it is; anything else is kernel source.
bool IsBinaryFile(const std::string& path) {
  return path.ends_with(".cubin") || path.ends_with(".fatbin");
}

int Run(const RunOptions& options) {
  const bool binary = IsBinaryFile(options.input_path);
  if (binary && !options.arch.empty()) {
    Usage("--arch does not apply to `" + options.input_path +
          "`: a binary holds the code it was compiled for");
  }
  CheckArch(options.arch);
  ProgramOptions program_options;
  program_options.device = options.device;
  program_options.arch = options.arch;
  program_options.line_info = options.line_info;
  program_options.debug = options.debug;
  program_options.coarsen = !options.no_coarsen;
  program_options.fmad = options.fmad;
  for (const std::string& name : options.disable_opt)
    program_options.disable_optimizations +=
        (program_options.disable_optimizations.empty() ? "" : ",") + name;
  if (options.coarsening_remarks) {
    program_options.remarks = [](const std::string& remark) {
      std::fprintf(stderr, "%s\n", remark.c_str());
    };
  }
  Program program = binary ? Program::LoadBinary(options.input_path, program_options)
                           : Program::Load(options.input_path, program_options);
  Kernel kernel = program.kernel(options.kernel);
  std::vector<std::string> parameters = kernel.parameters();
  if (options.args.size() != parameters.size()) {
    Usage("`" + options.kernel + "` takes " + std::to_string(parameters.size()) + " arguments (" +
          [&] {
            std::string names;
            for (const std::string& name : parameters) names += (names.empty() ? "" : ", ") + name;
            return names;
          }() +
          "), but " + std::to_string(options.args.size()) + " were given");
  }
  std::vector<RunArgument> arguments;
  arguments.reserve(options.args.size());
  for (size_t i = 0; i < options.args.size(); ++i) {
    arguments.push_back(ReadArgument(options.args[i], parameters[i]));
  }
  LaunchConfig config{ParseDim3(options.grid, "--grid"), ParseDim3(options.block, "--block"),
                      options.shared_bytes, nullptr};
  Device device = Device::Get(options.device);
  for (RunArgument& argument : arguments) {
    if (!argument.host) continue;
    const NpyArray& npy = *argument.host;
    argument.array =
        DeviceArray::FromHost(npy.data.data(), npy.dtype, npy.shape, npy.order, device);
  }
  std::vector<Arg> args;
  for (const RunArgument& argument : arguments) {
    args.push_back(argument.array ? Arg(*argument.array) : *argument.scalar);
  }
  kernel.Launch(config, args);
  device.Synchronize();
  // The outputs of one launch, before timing runs change them again.
  std::vector<std::pair<std::string, NpyArray>> outputs;
  if (!options.out_dir.empty()) {
    for (const RunArgument& argument : arguments) {
      if (argument.array) outputs.push_back({argument.parameter, ToNpy(*argument.array)});
    }
  }
  if (options.time) {
    Event start(device), stop(device);
    std::vector<float> times;
    for (int i = 0; i < options.repeat; ++i) {
      start.Record();
      kernel.Launch(config, args);
      stop.Record();
      stop.Synchronize();
      times.push_back(Event::ElapsedMs(start, stop));
    }
    std::sort(times.begin(), times.end());
    std::printf("%s: %.4f ms (median of %d runs; min %.4f, max %.4f)\n", options.kernel.c_str(),
                times[times.size() / 2], options.repeat, times.front(), times.back());
  }
  if (!options.out_dir.empty()) {
    MakeDirectory(options.out_dir);
    for (const auto& [name, npy] : outputs) WriteNpy(options.out_dir + "/" + name + ".npy", npy);
  }
  return 0;
}

}  // namespace

int RunKernel(const RunOptions& options) {
  try {
    return Run(options);
  } catch (const CompileError& error) {
    std::fputs(error.what(), stderr);
    std::fputs("\n", stderr);
    return 1;
  } catch (const Error& error) {
    std::fprintf(stderr, "dslc: error: %s\n", error.what());
    return 1;
  } catch (const InternalCompilerError&) {
    throw;  // a bug in dslc, which DriverMain reports with exit status 70
  } catch (const std::exception& error) {
    // Every failure dslc knows of is an Error; anything else is a bug, but
    // still an error message rather than an abort.
    std::fprintf(stderr, "dslc: error: unexpected failure: %s\n", error.what());
    return 1;
  }
}

int RunInfo() {
  try {
    int count = Device::Count();
    int version = Device::DriverVersion();
    std::printf("CUDA driver %d.%d, %d GPU%s\n", version / 1000, (version % 1000) / 10, count,
                count == 1 ? "" : "s");
    for (int i = 0; i < count; ++i) {
      const DeviceProperties& p = Device::Get(i).properties();
      std::printf(
          "  %d: %s, compute capability %d.%d (dslc target %s), %d SMs, %.1f GiB, "
          "%d KiB shared memory per block (opt-in), cooperative launch %s\n",
          i, p.name.c_str(), p.compute_major, p.compute_minor,
          p.arch.empty() ? "none" : p.arch.c_str(), p.multiprocessors,
          static_cast<double>(p.total_memory) / (1 << 30),
          p.max_shared_memory_per_block_optin / 1024, p.cooperative_launch ? "yes" : "no");
    }
    return 0;
  } catch (const Error& error) {
    std::fprintf(stderr, "dslc: error: %s\n", error.what());
    return 1;
  }
}

}  // namespace dslc
