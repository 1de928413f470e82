// The compile-time facts of dslc.internal that static conditions fold
// before typing (constant_eval.cpp) as well as typing itself
// (infer_internal.cpp), so both give the same answer.
#pragma once

#include <cstdint>

#include "compiler/types/builtins.h"
#include "compiler/types/types.h"

namespace dslc {

// `integer_bits(x)`: the bit width of x's integer type, 0 for a bool, a
// float or anything that is not a number.
int64_t IntegerBitsOf(const Type* type);

// `vector_width(dst, src, count)`: the elements one vector load or store
// moves for `count` consecutive ones between arrays `dst` and `src`: the
// largest of 4, 2 and 1 that divides `count` and fills at most 16 bytes; 1
// unless both are 1-D arrays of one integer or float type (not bool).
int64_t VectorWidthOf(const Type* dst, const Type* src, int64_t count);

// Whether a dslc.internal builtin is an operation run by the GPU (a shuffle,
// a vector copy), typed by TypeInternalOperation and lowered by
// EmitInternalOperation, rather than a fact known at compile time.
bool IsInternalOperation(InternalBuiltin which);

}  // namespace dslc
