// NumPy's rules for the numbers of arrays built on the host (module-level
// arrays of a kernel file, constant_array_eval.cpp): its casts, its bounds
// on Python integers, and the bytes it stores.
#pragma once

#include <string>

#include "compiler/types/constant.h"
#include "llvm/ADT/StringRef.h"

namespace dslc {

// Whether the integer `value` is in the range of the integer type `type`
// (NumPy 2 refuses a Python integer out of its dtype's range).
bool FitsInteger(const ConstValue& value, const Type* type);

// `value` rounded to the precision of float16, float32 or float64 (`bits`).
double RoundToFloat(double value, unsigned bits);

// `value` cast to `dtype` as NumPy casts on the host: a float to an
// integer through int64 (x86's conversion, which gives INT64_MIN out of
// range), then wrapped to the width; anything else as kernel code casts.
ConstValue NumpyCast(TypeContext& types, const ConstValue& value, const Type* dtype);

// Appends the bytes of one element (a constant of the dtype), as NumPy
// stores it: little-endian, float16 rounded to nearest even.
void AppendElementBytes(const ConstValue& value, std::string* out);

// The element of `dtype` stored in `bytes` (its size).
ConstValue ElementFromBytes(TypeContext& types, const Type* dtype, llvm::StringRef bytes);

}  // namespace dslc
