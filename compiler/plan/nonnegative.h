// FindNonNegativeIndices: the array subscripts of a typed function whose
// index can be shown never to be negative, so that lowering gives them no
// negative-index wrap-around (`a[i]` with a signed `i` counts from the end
// when `i < 0`, as Python does: a compare, an add and a select of 64-bit
// values per access, and an index LLVM then cannot prove increasing, which
// keeps it from unrolling the loop). A tile copied through shared memory
// (lang-examples/dynamic_shared.py) ran at 86% of copy bandwidth on an H200
// with the wrap-around and at 95% without it.
//
// An index is non-negative when it is, as a mathematical integer, built
// from non-negative values by `+`, `*`, `//`, `%`, `>>`, `&`, `|`, `^`,
// `min`, `max`, `abs` and conditional expressions: unsigned values,
// constants >= 0, thread and block indices and extents, `cuda.grid(1)`,
// `cuda.laneid`, array extents and sizes, `len`, variables assigned once
// in the body itself (not in a branch or loop) from such a value, and the
// variable of `for j in range(start, stop[, step])` inside its loop when
// `start` and `step` are non-negative and the loop assigns `j` nowhere
// else. Within such a loop `stop - j` and `stop - 1 - j` are non-negative
// too, `stop` a variable or an array extent the loop does not assign, and
// so is `stop` itself when it is a variable that never changes (the body
// runs only when start < stop): `data[seg * seglen + j]` in a loop over
// range(tid, seglen) needs no wrap-around, `seglen` an int64 parameter. A
// variable assigned once counts as the value it was assigned, judged where
// it is read, when the variables that value reads never change. A sum or
// product that overflows int64 is out of every array's bounds with or
// without the wrap-around.
#pragma once

#include "compiler/sema/typed_function.h"
#include "llvm/ADT/DenseSet.h"

namespace dslc {

// The expression ids of the indices (each element of a tuple index) that
// are never negative.
llvm::DenseSet<uint32_t> FindNonNegativeIndices(const TypedFunction& function);

}  // namespace dslc
