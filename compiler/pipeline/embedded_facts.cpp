#include "compiler/pipeline/embedded_facts.h"

#include <optional>

#include "compiler/pipeline/compile_impl.h"
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

// `text` with `%`, `|` and control bytes as `%XX`: it can then sit in a
// field of a line, between `|`s.
std::string Escaped(llvm::StringRef text) {
  std::string out;
  for (unsigned char c : text) {
    if (c >= 0x20 && c != '%' && c != '|') {
      out += static_cast<char>(c);
      continue;
    }
    const char* hex = "0123456789ABCDEF";
    out += {'%', hex[c >> 4], hex[c & 15]};
  }
  return out;
}

// Escaped's inverse; nothing for a malformed escape.
std::optional<std::string> Unescaped(llvm::StringRef text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      out += text[i];
      continue;
    }
    unsigned byte = 0;
    if (i + 2 >= text.size() || text.substr(i + 1, 2).getAsInteger(16, byte)) {
      return std::nullopt;
    }
    out += static_cast<char>(byte);
    i += 2;
  }
  return out;
}

std::string SiteField(const ErrorSite& site) {
  return "\terror_site=" + Escaped(site.exception) + "|" + (site.bounds ? "1" : "0") + "|" +
         Escaped(site.function) + "|" + Escaped(site.file) + "|" + std::to_string(site.line) + "|" +
         std::to_string(site.column) + "|" + Escaped(site.message);
}

bool ReadSite(llvm::StringRef value, KernelFacts& facts) {
  llvm::SmallVector<llvm::StringRef, 7> parts;
  value.split(parts, '|');
  if (parts.size() != 7 || (parts[1] != "0" && parts[1] != "1")) return false;
  ErrorSite site;
  std::optional<std::string> exception = Unescaped(parts[0]), function = Unescaped(parts[2]),
                             file = Unescaped(parts[3]), message = Unescaped(parts[6]);
  if (!exception || !function || !file || !message || parts[4].getAsInteger(10, site.line) ||
      parts[5].getAsInteger(10, site.column)) {
    return false;
  }
  site.exception = std::move(*exception);
  site.bounds = parts[1] == "1";
  site.function = std::move(*function);
  site.file = std::move(*file);
  site.message = std::move(*message);
  facts.error_sites.push_back(std::move(site));
  return true;
}

std::string KernelLine(const KernelFacts& facts, const std::vector<std::string>& parameters,
                       bool noalias) {
  std::string line = "kernel=" + facts.kernel + "\tentry=" + facts.entry +
                     "\tsignature=" + facts.signature + "\ttarget=" + facts.target +
                     "\tcooperative=" + (facts.cooperative ? "1" : "0") +
                     "\tstatic_shared=" + std::to_string(facts.static_shared_bytes) +
                     "\tdynamic_shared=" + (facts.dynamic_shared ? "1" : "0") +
                     "\tnoalias=" + (noalias ? "1" : "0") + "\tparameters=" + Joined(parameters);
  if (facts.coarsening > 1) {
    line += "\tcoarsening=" + std::to_string(facts.coarsening) +
            "\tgrid_parameter=" + std::to_string(facts.grid_parameter);
    // Along x when absent, as files before coarsening along y say.
    if (facts.coarsen_axis != 0) line += "\tcoarsen_axis=" + std::to_string(facts.coarsen_axis);
    if (facts.coarsen_whole_warps) line += "\tcoarsen_whole_warps=1";
  }
  if (facts.block_dim[0] != 0) {
    line += "\tblock_dim=" + std::to_string(facts.block_dim[0]) + "," +
            std::to_string(facts.block_dim[1]) + "," + std::to_string(facts.block_dim[2]) +
            "\tblock_dim_source=" + facts.block_dim_source;
  }
  for (const ErrorSite& site : facts.error_sites) line += SiteField(site);
  return line;
}

// "128,1,1" into the facts' block_dim.
bool ReadBlockDim(llvm::StringRef value, KernelFacts& facts) {
  llvm::SmallVector<llvm::StringRef, 3> extents;
  value.split(extents, ',');
  if (extents.size() != 3) return false;
  for (size_t i = 0; i < 3; ++i) {
    if (extents[i].getAsInteger(10, facts.block_dim[i])) return false;
  }
  return true;
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
  else if (key == "error_site")
    return ReadSite(value, facts);
  else if (key == "block_dim")
    return ReadBlockDim(value, facts);
  else if (key == "block_dim_source")
    facts.block_dim_source = value.str();
  else if (key == "static_shared")
    return !value.getAsInteger(10, facts.static_shared_bytes);
  else if (key == "coarsening")
    return !value.getAsInteger(10, facts.coarsening) && facts.coarsening >= 1;
  else if (key == "grid_parameter")
    return !value.getAsInteger(10, facts.grid_parameter);
  else if (key == "coarsen_axis")
    return !value.getAsInteger(10, facts.coarsen_axis) && facts.coarsen_axis <= 1;
  else if (key == "coarsen_whole_warps")
    return flag(facts.coarsen_whole_warps);
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
