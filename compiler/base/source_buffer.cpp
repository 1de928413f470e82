#include "compiler/base/source_buffer.h"

#include <algorithm>

#include "compiler/base/read_file.h"
#include "compiler/base/utf8.h"

namespace dslc {

std::optional<SourceBuffer> SourceBuffer::ReadFile(const std::string& path, std::string* error) {
  // Offsets are 32-bit: the largest file is one byte short of kMaxBytes.
  std::optional<std::string> text = ReadRegularFile(path, kMaxBytes - 1, error);
  if (!text) return std::nullopt;
  return SourceBuffer(path, std::move(*text));
}

SourceBuffer SourceBuffer::FromText(std::string name, std::string text) {
  return SourceBuffer(std::move(name), std::move(text));
}

SourceBuffer SourceBuffer::FromFragment(std::string name, std::string text, uint32_t first_line) {
  SourceBuffer buffer(std::move(name), std::move(text));
  buffer.first_line_ = std::max<uint32_t>(first_line, 1);
  buffer.is_fragment_ = true;
  return buffer;
}

SourceBuffer::SourceBuffer(std::string name, std::string text)
    : name_(std::move(name)), text_(std::move(text)) {
  // A UTF-8 byte order mark says only how the file is encoded. Dropping it
  // here keeps it out of columns and quoted source lines, as Python's
  // utf-8-sig decoding does.
  if (llvm::StringRef(text_).starts_with(kUtf8ByteOrderMark)) {
    text_.erase(0, kUtf8ByteOrderMark.size());
  }
  line_starts_.push_back(0);
  const char* data = text_.data();
  uint32_t n = size();
  bool ascii = true;
  for (uint32_t i = 0; i < n; ++i) {
    ascii &= static_cast<unsigned char>(data[i]) < 0x80;
    if (data[i] == '\n') {
      line_starts_.push_back(i + 1);
    } else if (data[i] == '\r') {
      if (i + 1 < n && data[i + 1] == '\n') ++i;
      line_starts_.push_back(i + 1);
    } else {
      continue;
    }
    line_is_ascii_.push_back(ascii);
    ascii = true;
  }
  line_is_ascii_.push_back(ascii);
}

LineColumn SourceBuffer::GetLineColumn(uint32_t offset) const {
  offset = std::min(offset, size());
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  uint32_t line = static_cast<uint32_t>(it - line_starts_.begin());
  uint32_t start = line_starts_[line - 1];
  uint32_t shown = line + first_line_ - 1;
  if (line_is_ascii_[line - 1]) return {shown, offset - start + 1};
  llvm::StringRef prefix = llvm::StringRef(text_).slice(start, offset);
  return {shown, CountCharacters(prefix) + 1};
}

llvm::StringRef SourceBuffer::GetLine(uint32_t shown) const {
  if (shown < first_line_) return {};
  uint32_t line = shown - first_line_ + 1;
  if (line > line_count()) return {};
  uint32_t start = line_starts_[line - 1];
  uint32_t end = line < line_count() ? line_starts_[line] : size();
  llvm::StringRef text = llvm::StringRef(text_).slice(start, end);
  return text.rtrim("\r\n");
}

}  // namespace dslc
