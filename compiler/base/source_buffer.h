// A source file held in memory, with the line table that turns byte offsets
// into 1-based line and column numbers for diagnostics and dumps.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "llvm/ADT/StringRef.h"

namespace dslc {

// A half-open byte range [begin, end) inside one SourceBuffer.
struct SourceRange {
  uint32_t begin = 0;
  uint32_t end = 0;
};

// 1-based line and column. Columns count characters (UTF-8 code points, an
// invalid byte counting as one), as Python does, not bytes.
struct LineColumn {
  uint32_t line = 0;
  uint32_t column = 0;
};

class SourceBuffer {
 public:
  // Files above this size are refused: offsets are 32-bit.
  static constexpr uint64_t kMaxBytes = uint64_t{1} << 31;
  // Dropped from the start of the text: offsets, lines and columns all
  // count from the first character after it.
  static constexpr llvm::StringLiteral kUtf8ByteOrderMark = "\xEF\xBB\xBF";

  // Reads `path`; on failure returns nothing and sets `error` to the reason.
  static std::optional<SourceBuffer> ReadFile(const std::string& path, std::string* error);
  static SourceBuffer FromText(std::string name, std::string text);
  // A fragment of the file `name` (a function's source, as Python's
  // `inspect` gives it) whose first line is line `first_line` of the file:
  // lines count from there, so diagnostics name the file's lines and
  // columns. Its first line's indentation is the outermost level of its
  // code (the lexer's): a function nested in a class or another function is
  // read as written.
  static SourceBuffer FromFragment(std::string name, std::string text, uint32_t first_line);

  llvm::StringRef name() const { return name_; }
  llvm::StringRef text() const { return text_; }
  uint32_t size() const { return static_cast<uint32_t>(text_.size()); }

  // Lines count from first_line().
  LineColumn GetLineColumn(uint32_t offset) const;
  // The text of line `line` (counted as GetLineColumn counts), without its
  // terminator; empty outside the buffer.
  llvm::StringRef GetLine(uint32_t line) const;
  uint32_t line_count() const { return static_cast<uint32_t>(line_starts_.size()); }
  // 1 for a whole file; a fragment's line in its file.
  uint32_t first_line() const { return first_line_; }
  bool is_fragment() const { return is_fragment_; }

 private:
  SourceBuffer(std::string name, std::string text);

  std::string name_;
  std::string text_;
  // Offset of the first byte of each line; "\n", "\r\n" and "\r" end lines.
  std::vector<uint32_t> line_starts_;
  // Lines made only of ASCII bytes, where a column is a byte count; columns
  // on other lines count characters (one scan of the line per lookup).
  std::vector<bool> line_is_ascii_;
  uint32_t first_line_ = 1;
  bool is_fragment_ = false;
};

}  // namespace dslc
