#include "compiler/assemble/assembler_log.h"

#include <map>
#include <set>

#include "llvm/ADT/SmallVector.h"

namespace dslc {
namespace {

// A line without its "ptxas info    :", "ptxas         ." or "info    :"
// prefix, and blanks trimmed.
llvm::StringRef Body(llvm::StringRef line) {
  line = line.trim();
  if (line.consume_front("ptxas")) line = line.ltrim();
  for (llvm::StringRef tag : {"info", "warning", "."}) {
    if (line.starts_with(tag)) {
      llvm::StringRef rest = line.drop_front(tag.size()).ltrim();
      if (tag == "." || rest.consume_front(":")) return rest.trim();
    }
  }
  return line;
}

// `'name'` or `name`.
std::string Unquote(llvm::StringRef text) {
  text = text.trim();
  if (text.size() >= 2 && text.front() == '\'' && text.back() == '\'')
    text = text.drop_front().drop_back();
  return text.str();
}

// The comma-separated items of a figures line: "512 bytes stack frame",
// "used 28 registers", "1200 bytes cmem[3]". Each item's first number
// and the words after it.
struct Figure {
  uint64_t value = 0;
  llvm::StringRef what;  // "bytes stack frame", "registers", "stack"
};

llvm::SmallVector<Figure, 8> Figures(llvm::StringRef body) {
  llvm::SmallVector<Figure, 8> figures;
  llvm::SmallVector<llvm::StringRef, 8> items;
  body.split(items, ',');
  for (llvm::StringRef item : items) {
    item = item.trim();
    if (item.starts_with_insensitive("used ")) item = item.drop_front(5).ltrim();
    Figure figure;
    llvm::StringRef rest = item;
    if (rest.consumeInteger(10, figure.value)) continue;
    figure.what = rest.trim();
    figures.push_back(figure);
  }
  return figures;
}

// The bank of "bytes cmem[3]", or -1.
int ConstantBank(llvm::StringRef what) {
  int bank = -1;
  if (!what.consume_front("bytes cmem[") || what.consumeInteger(10, bank) || what != "]") return -1;
  return bank;
}

class LogReader {
 public:
  void Read(llvm::StringRef body) {
    if (body.consume_front("Compiling entry function ")) {
      // 'spill' for 'sm_90'
      size_t at = body.rfind(" for ");
      KernelResourceUsage& kernel = Entry(Unquote(body.substr(0, at)));
      if (at != llvm::StringRef::npos) kernel.arch = Unquote(body.substr(at + 5));
      return;
    }
    if (body.consume_front("Function properties for ")) {
      // ptxas: `spill` (an entry or a device function); nvJitLink's summary
      // of the linked cubin: `'spill':`, entries only.
      bool summary = body.consume_back(":");
      std::string name = Unquote(body);
      current_ = summary ? &Entry(name) : &Function(name);
      in_summary_ = summary;
      return;
    }
    ReadFigures(body);
  }

  std::vector<KernelResourceUsage> Finish() {
    std::vector<KernelResourceUsage> result;
    // A log that names no entry (a terser JIT log) gives every function.
    if (order_.empty()) {
      for (const auto& [name, ignored] : functions_) {
        if (!name.empty()) order_.push_back(name);
      }
    }
    for (const std::string& name : order_) {
      KernelResourceUsage kernel = functions_[name];
      if (module_constant_known_) {
        kernel.constant_bytes += module_constant_bytes_;
        kernel.constant_bytes_known = true;
      }
      result.push_back(std::move(kernel));
    }
    return result;
  }

 private:
  KernelResourceUsage& Function(const std::string& name) {
    KernelResourceUsage& function = functions_[name];
    function.entry = name;
    return function;
  }

  KernelResourceUsage& Entry(const std::string& name) {
    KernelResourceUsage& kernel = Function(name);
    bool known = false;
    for (const std::string& entry : order_) known |= entry == name;
    if (!known) order_.push_back(name);
    current_ = &kernel;
    return kernel;
  }

  void ReadFigures(llvm::StringRef body) {
    bool module_line = body.contains("bytes gmem");
    for (const Figure& figure : Figures(body)) {
      int bank = ConstantBank(figure.what);
      if (module_line) {
        if (bank > 0) {
          module_constant_bytes_ += figure.value;
          module_constant_known_ = true;
        }
        continue;
      }
      if (!current_) continue;
      KernelResourceUsage& k = *current_;
      if (figure.what == "registers") {
        k.registers = static_cast<int>(figure.value);
        // ptxas's own line names smem only when there is some: without it
        // the kernel has none of its own, whatever the summary adds.
        if (!in_summary_) ptxas_counted_shared_.insert(k.entry);
      } else if (figure.what == "barriers") {
        k.barriers = static_cast<int>(figure.value);
      } else if (figure.what == "bytes stack frame" || figure.what == "stack") {
        k.local_bytes = figure.value;
      } else if (figure.what == "bytes spill stores") {
        k.spill_store_bytes = figure.value;
      } else if (figure.what == "bytes spill loads") {
        k.spill_load_bytes = figure.value;
      } else if (figure.what == "bytes smem") {
        // ptxas counts the kernel's own arrays; the linked summary adds
        // what the architecture reserves, so ptxas's figure is kept.
        if (!in_summary_) {
          k.static_shared_bytes = figure.value;
          ptxas_counted_shared_.insert(k.entry);
        } else if (!ptxas_counted_shared_.contains(k.entry)) {
          k.static_shared_bytes = figure.value;
        }
      } else if (bank > 0) {
        k.constant_bytes += figure.value;
        k.constant_bytes_known = true;
      }
    }
  }

  std::map<std::string, KernelResourceUsage> functions_;
  std::vector<std::string> order_;
  KernelResourceUsage* current_ = nullptr;
  bool in_summary_ = false;
  std::set<std::string> ptxas_counted_shared_;
  uint64_t module_constant_bytes_ = 0;
  bool module_constant_known_ = false;
};

}  // namespace

std::vector<KernelResourceUsage> ParseAssemblerLog(llvm::StringRef log) {
  LogReader reader;
  llvm::SmallVector<llvm::StringRef, 64> lines;
  log.split(lines, '\n');
  for (llvm::StringRef line : lines) reader.Read(Body(line));
  return reader.Finish();
}

}  // namespace dslc
