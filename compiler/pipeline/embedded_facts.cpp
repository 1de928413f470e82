#include "compiler/pipeline/embedded_facts.h"

#include "compiler/pipeline/loaded_module.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace dslc {
namespace {

constexpr llvm::StringLiteral kHeader = "dslc.facts 1";

std::string Joined(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : ",") + name;
  return text;
}

std::string KernelLine(const KernelFacts& facts, const std::vector<std::string>& parameters,
                       bool noalias) {
  return "kernel=" + facts.kernel + "\tentry=" + facts.entry + "\tsignature=" + facts.signature +
         "\ttarget=" + facts.target + "\tcooperative=" + (facts.cooperative ? "1" : "0") +
         "\tstatic_shared=" + std::to_string(facts.static_shared_bytes) +
         "\tdynamic_shared=" + (facts.dynamic_shared ? "1" : "0") +
         "\tnoalias=" + (noalias ? "1" : "0") + "\tparameters=" + Joined(parameters);
}

// One field of a kernel line into `kernel`; false for a malformed value.
bool ReadField(llvm::StringRef key, llvm::StringRef value, EmbeddedKernel& kernel) {
  KernelFacts& facts = kernel.facts;
  auto flag = [&](bool& field) {
    if (value != "0" && value != "1") return false;
    field = value == "1";
    return true;
  };
  if (key == "kernel")
    facts.kernel = value.str();
  else if (key == "entry")
    facts.entry = value.str();
  else if (key == "signature")
    facts.signature = value.str();
  else if (key == "target")
    facts.target = value.str();
  else if (key == "cooperative")
    return flag(facts.cooperative);
  else if (key == "dynamic_shared")
    return flag(facts.dynamic_shared);
  else if (key == "noalias")
    return flag(kernel.noalias);
  else if (key == "static_shared")
    return !value.getAsInteger(10, facts.static_shared_bytes);
  else if (key == "parameters") {
    llvm::SmallVector<llvm::StringRef, 8> names;
    if (!value.empty()) value.split(names, ',');
    for (llvm::StringRef name : names) kernel.parameters.push_back(name.str());
  }
  // Other keys are a later version's additions: skipped.
  return true;
}

}  // namespace

std::string EmbeddedFactsText(const TypedKernels& typed) {
  const TypedKernels::State& state = typed.state();
  std::string text = kHeader.str() + "\n";
  for (size_t i = 0; i < state.units.size(); ++i) {
    const CompileUnit& unit = state.units[i].unit;
    if (unit.abi != EntryAbi::Kernel) continue;
    std::optional<FunctionDescription> function = DescribeFunction(*state.module, unit.kernel);
    std::vector<std::string> parameters =
        function ? function->parameters : std::vector<std::string>();
    text += KernelLine(state.facts[i], parameters, unit.noalias) + "\n";
  }
  return text;
}

std::string FactsGlobalPtx(const std::string& text) {
  std::string ptx = "\n// What dslc's runtime needs to launch these kernels from a binary.\n";
  ptx += ".visible .global .align 1 .b8 " + std::string(kFactsGlobal) + "[" +
         std::to_string(text.size() + 1) + "] = {";
  for (unsigned char byte : text) ptx += std::to_string(byte) + ", ";
  return ptx + "0};\n";
}

std::optional<std::vector<EmbeddedKernel>> ParseEmbeddedFacts(const std::string& text) {
  llvm::SmallVector<llvm::StringRef, 8> lines;
  llvm::StringRef(text).split(lines, '\n', -1, /*KeepEmpty=*/false);
  if (lines.empty() || lines.front() != kHeader) return std::nullopt;
  std::vector<EmbeddedKernel> kernels;
  for (llvm::StringRef line : llvm::ArrayRef(lines).drop_front()) {
    EmbeddedKernel kernel;
    llvm::SmallVector<llvm::StringRef, 10> fields;
    line.split(fields, '\t');
    for (llvm::StringRef field : fields) {
      auto [key, value] = field.split('=');
      if (!ReadField(key, value, kernel)) return std::nullopt;
    }
    if (kernel.facts.kernel.empty() || kernel.facts.entry.empty()) return std::nullopt;
    kernels.push_back(std::move(kernel));
  }
  return kernels;
}

}  // namespace dslc
