// The stack of indentation levels behind INDENT and DEDENT tokens, with
// Python's rule for mixed tabs and spaces: a line's indentation is measured
// twice, with tabs to the next multiple of 8 and with tabs as one column, and
// both measures must order the lines the same way.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace dslc {

struct IndentWidth {
  uint32_t columns = 0;  // tabs advance to the next multiple of 8
  uint32_t chars = 0;    // tabs count as one

  // Measures the leading blanks of a line; a form feed resets both measures.
  void Add(char c);
};

class IndentStack {
 public:
  // Python's limit on nesting.
  static constexpr size_t kMaxDepth = 100;

  enum class Status {
    Ok,
    Inconsistent,  // tabs and spaces order this line differently
    NoMatch,       // a dedent to a width no outer level has
    TooDeep,       // more than kMaxDepth levels
  };

  struct Change {
    Status status = Status::Ok;
    bool indent = false;   // one INDENT
    uint32_t dedents = 0;  // this many DEDENTs
  };

  // Applies a new logical line's indentation. On an error the stack is left
  // as close to the line as it can be, so lexing can go on and the lines
  // after it that agree with it are not errors too: a line between two
  // levels narrows the inner one to its width, and an inconsistent line's
  // blanks replace those of the level it matches.
  Change Update(IndentWidth width);

  // Makes `width` the outermost level instead of no indentation: the first
  // line of a fragment of a file (SourceBuffer::FromFragment). A line
  // narrower than it is a dedent that matches no level. Before any Update.
  void SetBase(IndentWidth width) { base_ = width; }

  // DEDENTs needed at end of file.
  uint32_t depth() const { return static_cast<uint32_t>(levels_.size()); }

 private:
  std::vector<IndentWidth> levels_;  // the outermost level (base_) is implicit
  IndentWidth base_;
  IndentWidth Top() const { return levels_.empty() ? base_ : levels_.back(); }
  void AdoptWidth(IndentWidth width);
};

}  // namespace dslc
