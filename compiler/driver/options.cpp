#include "compiler/driver/options.h"

#include <map>

#include "CLI/CLI.hpp"
#include "driver/version.h"

namespace dslc {
namespace {

const std::map<std::string, Emit> kEmitNames = {
    {"tokens", Emit::Tokens}, {"ast", Emit::Ast}, {"typed", Emit::Typed},
    {"llvm", Emit::Llvm},     {"ptx", Emit::Ptx},
};

const std::map<std::string, ColorMode> kColorNames = {
    {"auto", ColorMode::Auto}, {"always", ColorMode::Always}, {"never", ColorMode::Never}};

void AddCompileCommand(CLI::App& app, DriverOptions* options) {
  CompileOptions& o = options->compile;
  CLI::App* compile = app.add_subcommand(
      "compile", "Compile a kernel file to PTX, or print an earlier stage with --emit");
  compile->add_option("file", o.input_path, "Kernel source file (.py)")->required();
  compile->add_option("--kernel", o.kernel,
                      "Kernel to compile (default: every kernel with an eager signature)");
  compile->add_option("--signature", o.signature,
                      "Argument types, e.g. \"float32, float32[::1]\" or \"void(int32[:])\"");
  compile->add_option("--arch", o.arch, "Target GPU architecture, sm_XX")->capture_default_str();
  compile->add_option("-O", o.opt_level, "Optimisation level, 0 to 3 (-O0 .. -O3)")
      ->check(CLI::Range(0, 3))
      ->capture_default_str();
  compile->add_option("--emit", o.emit, "Stage to print: tokens, ast, typed, llvm, ptx")
      ->transform(CLI::CheckedTransformer(kEmitNames, CLI::ignore_case))
      ->default_str("ptx");
  compile->add_option("-o,--output", o.output_path, "Output file (default: standard output)");
  compile->add_flag("--time-passes", o.time_passes, "Print the time each phase took");
  compile->callback([options] { options->command = DriverOptions::Command::Compile; });
}

}  // namespace

std::optional<int> ParseCommandLine(int argc, char** argv, DriverOptions* options) {
  CLI::App app("dslc: a compiler for GPU kernels written in Python (the Numba-CUDA dialect)",
               "dslc");
  app.set_version_flag("--version", "dslc " DSLC_VERSION " (LLVM " DSLC_LLVM_VERSION ")");
  app.add_option("--color", options->color, "Colour in diagnostics: auto, always, never")
      ->transform(CLI::CheckedTransformer(kColorNames, CLI::ignore_case))
      ->default_str("auto");
  app.fallthrough();
  app.require_subcommand(1);
  AddCompileCommand(app, options);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    int status = app.exit(error);
    return status == 0 ? 0 : 1;
  }
  return std::nullopt;
}

}  // namespace dslc
