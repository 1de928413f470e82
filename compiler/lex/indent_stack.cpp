#include "compiler/lex/indent_stack.h"

namespace dslc {

void IndentWidth::Add(char c) {
  if (c == ' ') {
    ++columns;
    ++chars;
  } else if (c == '\t') {
    columns = (columns / 8 + 1) * 8;
    ++chars;
  } else if (c == '\f') {
    columns = 0;
    chars = 0;
  }
}

IndentStack::Change IndentStack::Update(IndentWidth width) {
  Change change;
  IndentWidth top = Top();
  if (width.columns == top.columns) {
    if (width.chars != top.chars) change.status = Status::Inconsistent;
    AdoptWidth(width);
    return change;
  }
  if (width.columns > top.columns) {
    if (width.chars <= top.chars) change.status = Status::Inconsistent;
    if (levels_.size() == kMaxDepth) {
      change.status = Status::TooDeep;
      return change;
    }
    levels_.push_back(width);
    change.indent = true;
    return change;
  }
  while (!levels_.empty() && width.columns < levels_.back().columns) {
    uint32_t outer = levels_.size() > 1 ? levels_[levels_.size() - 2].columns : base_.columns;
    if (width.columns > outer) {
      // Between two levels. The line stays in the inner block, which now
      // starts at the line's width, so that the lines after it that line up
      // with it are not reported again.
      change.status = Status::NoMatch;
      levels_.back() = width;
      return change;
    }
    levels_.pop_back();
    ++change.dedents;
  }
  if (levels_.empty() && width.columns < base_.columns) {
    change.status = Status::NoMatch;  // left of the fragment's outermost level
    return change;
  }
  if (width.chars != Top().chars) change.status = Status::Inconsistent;
  AdoptWidth(width);
  return change;
}

// After an inconsistent line the level takes that line's blanks, so a block
// written consistently one way is reported once, at its first line, and not
// at every line.
void IndentStack::AdoptWidth(IndentWidth width) {
  if (!levels_.empty()) levels_.back() = width;
}

}  // namespace dslc
