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
    levels_.pop_back();
    ++change.dedents;
  }
  top = Top();
  if (width.columns != top.columns) {
    change.status = Status::NoMatch;
  } else if (width.chars != top.chars) {
    change.status = Status::Inconsistent;
  }
  return change;
}

}  // namespace dslc
