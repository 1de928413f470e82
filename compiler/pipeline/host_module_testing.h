// What the host-module tests share: functions cut from a file, a fixture
// that loads a module and compiles its kernels, and ptxas.
#pragma once

#include <gtest/gtest.h>
#include <stdlib.h>
#include <unistd.h>

#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "compiler/pipeline/compile_diagnostics.h"
#include "compiler/pipeline/compile_impl.h"
#include "compiler/pipeline/host_module.h"

namespace dslc {

inline bool Contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

inline HostFunction Fn(std::string file, uint32_t first_line, std::string name, std::string text,
                       std::vector<std::pair<std::string, HostValue>> globals = {}) {
  HostFunction function{SourceBuffer::FromFragment(std::move(file), std::move(text), first_line),
                        std::move(name),
                        {},
                        {},
                        std::move(globals)};
  return function;
}

inline HostValue Cuda() { return HostValue::Module("numba.cuda"); }

// Loads a module and compiles its function 0 for one signature; the module
// lives as long as the test, so its diagnostics can be taken afterwards.
class HostModuleTest : public ::testing::Test {
 protected:
  bool Load(std::vector<HostFunction> functions) {
    module_ = LoadHostModule(std::move(functions), diagnostics_.emitter(), timer_);
    return module_->ok();
  }

  std::unique_ptr<TypedKernels> Type(const std::string& kernel, const std::string& signature) {
    CompileUnit unit;
    unit.kernel = kernel;
    unit.signature = signature;
    return TypeKernels(*module_, {unit}, diagnostics_.emitter(), timer_);
  }

  std::optional<CompiledKernel> Compile(const std::string& kernel, const std::string& signature) {
    CompileUnit unit;
    unit.kernel = kernel;
    unit.signature = signature;
    return CompileKernel(*module_, unit, CubinTarget{}, diagnostics_.emitter(), timer_);
  }

  std::string Emit(const std::string& kernel, const std::string& signature, Product product) {
    std::unique_ptr<TypedKernels> typed = Type(kernel, signature);
    if (!typed) return "";
    return EmitKernels(*typed, product, diagnostics_.emitter(), timer_).value_or("");
  }

  // The one error reported so far, as a library caller gets it.
  SourceDiagnostic OnlyError() {
    CompileError error = diagnostics_.TakeError();
    EXPECT_EQ(error.diagnostics().size(), 1u) << error.what();
    return error.diagnostics().empty() ? SourceDiagnostic{} : error.diagnostics()[0];
  }

  std::string Errors() { return diagnostics_.TakeError().what(); }

  CompileDiagnostics diagnostics_;
  PhaseTimer timer_;
  std::unique_ptr<LoadedModule> module_;
};

// Assembles `ptx` with ptxas when the toolkit is installed; the error text,
// or empty.
inline std::string Assemble(const std::string& ptx) {
  const char* ptxas = "/usr/local/cuda/bin/ptxas";
  if (access(ptxas, X_OK) != 0) return "";
  char dir[] = "/tmp/dslc-host-module-XXXXXX";
  if (!mkdtemp(dir)) return "no temporary directory";
  std::string input = std::string(dir) + "/k.ptx", output = std::string(dir) + "/k.cubin";
  FILE* file = fopen(input.c_str(), "w");
  if (!file) return "cannot write " + input;
  fwrite(ptx.data(), 1, ptx.size(), file);
  fclose(file);
  std::string command = std::string(ptxas) + " -arch=sm_90 " + input + " -o " + output + " 2>&1";
  std::string log;
  FILE* pipe = popen(command.c_str(), "r");
  char buffer[256];
  while (pipe && fgets(buffer, sizeof buffer, pipe)) log += buffer;
  int status = pipe ? pclose(pipe) : -1;
  std::remove(input.c_str());
  std::remove(output.c_str());
  rmdir(dir);
  return status == 0 ? "" : "ptxas failed: " + log;
}

}  // namespace dslc
