// Tuples (and named tuples) as kernel arguments: each spelling a program
// passes (`tuple(int64, float32[::1])`, as signatures write it) is
// registered once per process and gets an index, which launch code words
// carry in their Index field beside the Tuple code
// (interface/launch_words.def). The argument's words are its
// members' in turn, each as a top-level argument of its kind would give
// them (the kernel ABI flattens a tuple into its members the same way).
// Internal to the runtime; the C interface's dslc_tuple_code registers them.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "dslc/array.h"
#include "interface/launch_words.h"

namespace dslc {

constexpr int kMaxTupleTypes = 1 << launch_words::kIndexField.width;

inline bool IsTupleCode(uint32_t code) {
  return launch_words::KindOf(code) == launch_words::CodeKind::Tuple;
}

// One member of a flattened tuple: a number (ndim 0) or an array of
// numbers or records (1 to 4 dimensions, layout 0 C, 1 F, 2 A, as
// LayoutCode has them).
struct TupleMember {
  DType dtype;
  int ndim;
  int layout;
};

// The code word of the tuple type `spelling` names, registered on first
// sight: the Tuple code with the index in its Index field. Throws CompileError for a spelling the
// compiler does not read, Error for a tuple type kernels cannot be passed
// (one holding records).
uint32_t TupleCode(std::string_view spelling);
// Whether `index` is a registered one.
bool TupleIndexExists(int index);
// A registered tuple type's spelling (as the compiler prints it) and its
// members, flattened in order.
std::string_view TupleName(int index);
const std::vector<TupleMember>& TupleMembers(int index);

}  // namespace dslc
