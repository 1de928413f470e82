#include "compiler/driver/options.h"

#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include "CLI/CLI.hpp"
#include "compiler/base/optimizations.h"
#include "compiler/driver/command_line_hints.h"
#include "pipeline/version.h"

namespace dslc {
namespace {

// Choices are declared as strings so that --help lists their names.
const std::vector<std::pair<std::string, Emit>> kEmitNames = {
    {"tokens", Emit::Tokens}, {"ast", Emit::Ast}, {"typed", Emit::Typed},
    {"llvm", Emit::Llvm},     {"ptx", Emit::Ptx}, {"cubin", Emit::Cubin},
    {"fatbin", Emit::Fatbin},
};

const std::vector<std::pair<std::string, EntryAbi>> kAbiNames = {
    {"kernel", EntryAbi::Kernel}, {"numba", EntryAbi::Numba}, {"c", EntryAbi::C}};

const std::vector<std::pair<std::string, ColorMode>> kColorNames = {
    {"auto", ColorMode::Auto}, {"always", ColorMode::Always}, {"never", ColorMode::Never}};

const char* const kNoCoarsenHelp =
    "Compile elementwise kernels as written, one element per thread, as `coarsen=False` does "
    "one (by default each thread does the work of several)";
// --disable-opt NAME[,NAME...], repeatable; each name checked against
// optimizations.def.
void AddDisableOptOption(CLI::App* command, std::vector<std::string>* names) {
  CLI::Validator known(
      [](std::string& name) {
        Optimizations ignored;
        std::string error;
        return DisableOptimizations(name, &ignored, &error) ? std::string() : error;
      },
      "NAME");
  command
      ->add_option("--disable-opt", *names,
                   "Do not use these of dslc's own optimisations (comma-separated, repeatable): " +
                       OptimizationNames())
      ->delimiter(',')
      ->check(known);
}

const char* const kFmadHelp =
    "Fuse a*b+c into one fused multiply-add (true, the default, as nvcc and Numba) or round "
    "the product first (false)";

const char* const kLineInfoHelp =
    "Line information in the PTX (`.loc` lines, as `lineinfo=True` in every decorator), so "
    "that Nsight Compute and cuda-gdb show the Python source";

template <typename T>
CLI::Option* AddChoice(CLI::App* app, const std::string& name, T* value,
                       const std::vector<std::pair<std::string, T>>& choices,
                       const std::string& description, const std::string& default_name) {
  std::vector<std::string> names;
  for (const auto& [choice, ignored] : choices) names.push_back(choice);
  return app
      ->add_option_function<std::string>(
          name,
          [value, &choices](const std::string& text) {
            for (const auto& [choice, result] : choices) {
              if (choice == text) *value = result;
            }
          },
          description)
      ->check(CLI::IsMember(names))
      ->default_str(default_name);
}

void AddCompileCommand(CLI::App& app, DriverOptions* options) {
  CompileOptions& o = options->compile;
  CLI::App* compile = app.add_subcommand(
      "compile", "Compile a kernel file to PTX (for " + Target::Default().Name() +
                     " unless --arch says otherwise), assemble it into a cubin or fat binary, or "
                     "print an earlier stage with --emit");
  compile->add_option("file", o.input_path, "Kernel source file (.py)")->required();
  compile->add_option("--kernel", o.kernel,
                      "Kernel to compile (default: every kernel with an eager signature)");
  compile->add_option("--signature", o.signature,
                      "Argument types, e.g. \"float32, float32[::1]\" or \"void(int32[:])\"");
  compile
      ->add_option("--arch", o.arch,
                   "Target GPU architecture: sm_XX, or `native` for the first GPU's; the "
                   "default is fixed, not the GPU's. Several for --emit=fatbin; for a binary "
                   "also what the toolkit's assembler takes beyond sm_90 (sm_100, sm_120a...)")
      ->capture_default_str();
  compile->add_option("-O", o.opt_level, "Optimisation level, 0 to 3 (-O0 .. -O3)")
      ->check(CLI::Range(0, 3))
      ->capture_default_str();
  AddChoice(compile, "--emit", &o.emit, kEmitNames, "Stage to print, or binary to write", "ptx");
  compile->add_option("-o,--output", o.output_path,
                      "Output file; `-` or none: standard output (a cubin or fat binary goes "
                      "to <input stem>.cubin/.fatbin, and to standard output with `-o -` only "
                      "when it is not a terminal)");
  compile->add_flag("--resource-usage", o.resource_usage,
                    "Print each kernel's registers, spills, local, shared and constant memory "
                    "and occupancy, from the assembler (to standard error)");
  compile->add_option("--block-size", o.block_size, "Threads per block for --resource-usage")
      ->check(CLI::Range(1, 1024))
      ->capture_default_str();
  compile
      ->add_option("--block-dim", o.block_dim,
                   "The block the kernels are launched with, X[,Y[,Z]]: cuda.coop's block "
                   "collectives are compiled for it (a kernel's launch_bounds comes first)")
      ->delimiter(',')
      ->expected(1, 3)
      ->check(CLI::Range(1, 1024));
  compile->add_option("--cuda-path", o.cuda_path,
                      "The CUDA toolkit to assemble with (its lib64/libnvJitLink.so, bin/ptxas, "
                      "bin/fatbinary); default: $CUDA_HOME, $CUDA_PATH, /usr/local/cuda, then the "
                      "loader's path and PATH");
  compile->add_flag("--time-passes", o.time_passes, "Print the time each phase took");
  compile->add_flag("--lineinfo", o.line_info, kLineInfoHelp);
  compile->add_flag("-g", o.debug,
                    "Debug mode for every kernel, as `debug=True`: bounds and zero-divisor "
                    "checks, live raise and assert");
  compile->add_flag("--no-coarsen", o.no_coarsen, kNoCoarsenHelp);
  AddDisableOptOption(compile, &o.disable_opt);
  compile->add_option("--fmad", o.fmad, kFmadHelp)->capture_default_str();
  compile->add_flag("--coarsening-remarks", o.coarsening_remarks,
                    "Print why each kernel is or is not coarsened (to standard error)");
  compile->add_flag("--may-alias", o.may_alias,
                    "Array arguments may overlap (by default they are assumed not to, like "
                    "`__restrict__`)");
  AddChoice(compile, "--abi", &o.abi, kAbiNames,
            "How --kernel is entered: launched as a kernel, or called as a device function "
            "(`.visible .func`) with Numba's ABI (int f(T* result, args...)) or C's (T f(args...))",
            "kernel");
  compile->add_option("--abi-name", o.abi_name,
                      "Symbol of the device function --abi compiles (default: its name)");
  compile->callback([options] { options->command = DriverOptions::Command::Compile; });
}

void AddRunCommand(CLI::App& app, DriverOptions* options) {
  RunOptions& o = options->run;
  CLI::App* run = app.add_subcommand(
      "run",
      "Compile a kernel for its arguments and launch it on the GPU: .npy arrays and scalars");
  run->add_option("file", o.input_path,
                  "Kernel source file (.py), or a .cubin or .fatbin from `dslc compile`")
      ->required();
  run->add_option("--kernel", o.kernel, "Kernel to launch")->required();
  run->add_option("--grid", o.grid, "Blocks per grid: X, X,Y or X,Y,Z")->required();
  run->add_option("--block", o.block, "Threads per block: X, X,Y or X,Y,Z")->required();
  // Checked on the text, before CLI11's conversion, for a clearer message.
  CLI::Validator shared_bytes(
      [](std::string& text) -> std::string {
        bool digits = !text.empty() && text.size() <= 10 &&
                      text.find_first_not_of("0123456789") == std::string::npos;
        if (digits && std::stoull(text) <= UINT32_MAX) return "";
        return "takes a number of bytes from 0 to 4294967295, not `" + text + "`";
      },
      "BYTES");
  run->add_option(
         "--shared", o.shared_bytes,
         "Dynamic shared memory per block in bytes, for cuda.shared.array(0, dtype); above "
         "48 KiB the kernel is opted in, up to the GPU's limit")
      ->check(shared_bytes)
      ->capture_default_str();
  // `native` is the GPU's, which is what an empty value asks the runtime for.
  run->add_option("--arch", o.arch, "Target architecture: sm_XX or `native` (default: the GPU's)")
      ->transform(CLI::Validator(
          [](std::string& arch) {
            if (arch == "native") arch.clear();
            return std::string();
          },
          "", "native"));
  run->add_option("--device", o.device, "GPU ordinal")->capture_default_str();
  run->add_flag("--lineinfo", o.line_info, kLineInfoHelp);
  run->add_flag("-g", o.debug,
                "Debug mode, as `debug=True`: a failed bounds or zero-divisor check, raise or "
                "assert is printed and the exit status is 1");
  run->add_flag("--no-coarsen", o.no_coarsen, kNoCoarsenHelp);
  AddDisableOptOption(run, &o.disable_opt);
  run->add_option("--fmad", o.fmad, kFmadHelp)->capture_default_str();
  run->add_flag("--coarsening-remarks", o.coarsening_remarks,
                "Print why the kernel is or is not coarsened, and which form a launch takes "
                "whose block the kernel as compiled does not fit (to standard error)");
  run->add_option("--out", o.out_dir,
                  "Write each array argument's final contents to DIR/<parameter>.npy");
  run->add_flag("--time", o.time, "Print the kernel's time (CUDA events, median of --repeat runs)");
  run->add_option("--repeat", o.repeat, "Timed runs for --time")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  run->add_option("args", o.args,
                  "Kernel arguments in order: PATH.npy, TYPE:VALUE (f32:2.5, i64:7, bool:1), or a "
                  "number (int64 if integral, else float64)");
  run->callback([options] { options->command = DriverOptions::Command::Run; });
}

void AddInfoCommand(CLI::App& app, DriverOptions* options) {
  CLI::App* info = app.add_subcommand("info", "Print the CUDA driver version and each GPU");
  info->callback([options] { options->command = DriverOptions::Command::Info; });
}

void AddCacheCommand(CLI::App& app, DriverOptions* options) {
  using Action = CacheCommandOptions::Action;
  CacheCommandOptions& o = options->cache;
  CLI::App* cache =
      app.add_subcommand("cache",
                         "The disk cache of compiled kernels ($DSLC_CACHE_DIR, default "
                         "$XDG_CACHE_HOME/dslc or ~/.cache/dslc)");
  cache->require_subcommand(1);
  struct Choice {
    const char* name;
    const char* description;
    Action action;
  };
  const Choice choices[] = {
      {"dir", "Print the cache directory", Action::Dir},
      {"list", "Print each entry: kernel (signature) architecture bytes file", Action::List},
      {"clear", "Remove every entry", Action::Clear},
      {"stats", "Print the number of entries and their bytes, per architecture", Action::Stats},
  };
  for (const Choice& choice : choices) {
    cache->add_subcommand(choice.name, choice.description)
        ->callback([options, action = choice.action] {
          options->command = DriverOptions::Command::Cache;
          options->cache.action = action;
        });
  }
  // Hidden: stores a kernel compiled to PTX (no GPU, no cubin), for tests.
  CLI::App* add = cache->add_subcommand("add", "")->group("");
  add->add_option("file", o.input_path)->required();
  add->add_option("--kernel", o.kernel)->required();
  add->add_option("--signature", o.signature);
  add->add_option("--arch", o.arch);
  add->callback([options] {
    options->command = DriverOptions::Command::Cache;
    options->cache.action = Action::Add;
  });
}

// A clearer message than CLI11's for a refused command line written out of
// habit (command_line_hints.h): an nvcc spelling among the arguments CLI11
// did not take, or a mistyped command where one was needed.
std::optional<std::string> RefusalHint(CLI::App& app, const std::vector<std::string>& args) {
  if (std::optional<std::string> hint = NvccSpellingHint(args, app.remaining(/*recurse=*/true))) {
    return hint;
  }
  CLI::App* level = &app;
  while (!level->get_subcommands().empty()) level = level->get_subcommands().front();
  if (level->get_require_subcommand_min() == 0) return std::nullopt;
  std::vector<std::string> commands;
  for (CLI::App* command : level->get_subcommands([](CLI::App*) { return true; })) {
    if (!command->get_group().empty()) commands.push_back(command->get_name());  // not hidden
  }
  // A word CLI11 did not take, wherever it kept it (a command's parent may).
  for (const std::string& word : app.remaining(/*recurse=*/true)) {
    if (!llvm::StringRef(word).starts_with("-")) return UnknownCommandMessage(word, commands);
  }
  return std::nullopt;
}

}  // namespace

std::optional<int> ParseCommandLine(int argc, char** argv, DriverOptions* options) {
  CLI::App app("dslc: a compiler for GPU kernels written in Python (the Numba-CUDA dialect)",
               "dslc");
  app.set_version_flag("--version", "dslc " DSLC_VERSION " (LLVM " DSLC_LLVM_VERSION ")");
  AddChoice(&app, "--color", &options->color, kColorNames, "Colour in diagnostics", "auto");
  app.fallthrough();
  app.require_subcommand(1);
  AddCompileCommand(app, options);
  AddRunCommand(app, options);
  AddInfoCommand(app, options);
  AddCacheCommand(app, options);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    // --help and --version end here with status 0.
    if (error.get_exit_code() == 0) return app.exit(error);
    std::optional<std::string> hint =
        RefusalHint(app, std::vector<std::string>(argv + 1, argv + argc));
    std::cerr << "dslc: error: " << (hint ? *hint : error.what()) << "\n"
              << "run `dslc --help` or `dslc <command> --help` for the options\n";
    return 1;
  }
  return std::nullopt;
}

}  // namespace dslc
