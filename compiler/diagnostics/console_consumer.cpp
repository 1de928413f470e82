#include "compiler/diagnostics/console_consumer.h"

#include <string>
#include <vector>

#include "compiler/base/utf8.h"

namespace dslc {
namespace {

// Longest part of a source line printed under a diagnostic.
constexpr size_t kMaxSnippetWidth = 160;

// One displayed character of a source line and the byte offset it came from.
struct Cell {
  std::string text;
  uint32_t offset;
};

// One displayed cell for the character at `pos`: control bytes become `?`,
// invalid UTF-8 bytes U+FFFD, so that every cell is one column wide (tabs
// stay tabs and are reproduced in the caret line).
Cell MakeCell(llvm::StringRef line, size_t pos, const DecodedChar& c, uint32_t line_offset) {
  uint32_t offset = line_offset + static_cast<uint32_t>(pos);
  if (!c.valid) return {"\xEF\xBF\xBD", offset};
  if (c.code_point == '\t') return {"\t", offset};
  if (c.code_point < 0x20 || c.code_point == 0x7F) return {"?", offset};
  return {line.substr(pos, c.length).str(), offset};
}

// Where a range falls on its line, in characters: the caret's, the end's
// and the line's length. One pass, no allocation: a line can be as long as
// the file.
struct LinePositions {
  size_t caret = 0, end = 0, total = 0;
};

LinePositions CountPositions(llvm::StringRef line, uint32_t line_offset, SourceRange range) {
  LinePositions positions;
  for (size_t pos = 0; pos < line.size(); pos += DecodeUtf8(line, pos).length) {
    uint32_t offset = line_offset + static_cast<uint32_t>(pos);
    if (offset < range.begin) ++positions.caret;
    if (offset < range.end) ++positions.end;
    ++positions.total;
  }
  return positions;
}

// The cells of characters [first, last) of the line.
std::vector<Cell> MakeCells(llvm::StringRef line, uint32_t line_offset, size_t first, size_t last) {
  std::vector<Cell> cells;
  size_t index = 0;
  for (size_t pos = 0; pos < line.size() && index < last; ++index) {
    DecodedChar c = DecodeUtf8(line, pos);
    if (index >= first) cells.push_back(MakeCell(line, pos, c, line_offset));
    pos += c.length;
  }
  return cells;
}

const char* LevelName(DiagnosticLevel level) {
  switch (level) {
    case DiagnosticLevel::Error:
      return "error";
    case DiagnosticLevel::Warning:
      return "warning";
    case DiagnosticLevel::Note:
      return "note";
  }
  return "error";
}

llvm::raw_ostream::Colors LevelColor(DiagnosticLevel level) {
  switch (level) {
    case DiagnosticLevel::Error:
      return llvm::raw_ostream::RED;
    case DiagnosticLevel::Warning:
      return llvm::raw_ostream::MAGENTA;
    case DiagnosticLevel::Note:
      return llvm::raw_ostream::CYAN;
  }
  return llvm::raw_ostream::RED;
}

}  // namespace

void ConsoleDiagnosticConsumer::Handle(const Diagnostic& diagnostic) {
  Print(diagnostic.message);
  for (const DiagnosticMessage& note : diagnostic.notes) Print(note);
  out_.flush();
}

void ConsoleDiagnosticConsumer::Print(const DiagnosticMessage& message) {
  const Location& location = message.location;
  if (color_) out_.changeColor(llvm::raw_ostream::SAVEDCOLOR, /*bold=*/true);
  if (location.buffer) {
    LineColumn lc = location.buffer->GetLineColumn(location.range.begin);
    out_ << location.buffer->name() << ":" << lc.line << ":" << lc.column << ": ";
  } else {
    out_ << "dslc: ";
  }
  if (color_) out_.changeColor(LevelColor(message.level), /*bold=*/true);
  out_ << LevelName(message.level) << ": ";
  if (color_) out_.changeColor(llvm::raw_ostream::SAVEDCOLOR, /*bold=*/true);
  out_ << message.text << "\n";
  if (color_) out_.resetColor();
  if (location.buffer) PrintSnippet(location);
}

void ConsoleDiagnosticConsumer::PrintSnippet(const Location& location) {
  const SourceBuffer& buffer = *location.buffer;
  uint32_t line = buffer.GetLineColumn(location.range.begin).line;
  llvm::StringRef text = buffer.GetLine(line);
  uint32_t line_offset = static_cast<uint32_t>(text.data() - buffer.text().data());
  LinePositions positions = CountPositions(text, line_offset, location.range);
  size_t caret = positions.caret;

  // Show a window around the caret when the line is too long to print whole.
  size_t first = 0;
  if (positions.total > kMaxSnippetWidth && caret > kMaxSnippetWidth / 2) {
    first = std::min(caret - kMaxSnippetWidth / 2, positions.total - kMaxSnippetWidth);
  }
  size_t last = std::min(positions.total, first + kMaxSnippetWidth);
  size_t end = std::min(std::max(positions.end, caret + 1), std::max(last, caret + 1));
  std::vector<Cell> cells = MakeCells(text, line_offset, first, last);

  std::string source_line = first > 0 ? "..." : "";
  std::string caret_line = first > 0 ? "   " : "";
  for (const Cell& cell : cells) source_line += cell.text;
  if (last < positions.total) source_line += "...";
  for (size_t i = first; i < caret; ++i) caret_line += cells[i - first].text == "\t" ? '\t' : ' ';
  caret_line += '^';
  for (size_t i = caret + 1; i < end; ++i) caret_line += '~';

  out_ << source_line << "\n";
  if (color_) out_.changeColor(llvm::raw_ostream::GREEN, /*bold=*/true);
  out_ << caret_line;
  if (color_) out_.resetColor();
  out_ << "\n";
}

}  // namespace dslc
