// Launch signatures, written as in Numba:
//   "float32, float32[::1], int64"     argument types
//   "void(float32[:], int32)"          with a return type
//   "(f32, i64)"                       parenthesised, short aliases
// Arrays: `dtype[:]` strided, `dtype[::1]` C-contiguous, `dtype[:, ::1]`
// two-dimensional C-contiguous, `dtype[::1, :]` Fortran-contiguous; up to 4
// dimensions. The same parser serves --signature, decorator strings and the
// runtime.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/types/types.h"

namespace dslc {

struct Signature {
  std::vector<const Type*> params;
  const Type* return_type = nullptr;  // null when not written
  Location where;                     // the text it was read from, for errors

  // Canonical text: "float32, float32[::1]" (with "ret(...)" when given).
  std::string ToString() const;
  // The argument types alone: "float32, float32[::1]".
  std::string ParamsToString() const;
  bool operator==(const Signature& other) const {
    return params == other.params && return_type == other.return_type;
  }
};

// Parses `range` of `buffer`; errors point into the buffer.
std::optional<Signature> ParseSignature(const SourceBuffer& buffer, SourceRange range,
                                        TypeContext& types, DiagnosticEmitter& emitter);

// Parses one type (`float32[:, ::1]`, `int64`); same errors.
const Type* ParseTypeName(const SourceBuffer& buffer, SourceRange range, TypeContext& types,
                          DiagnosticEmitter& emitter);

}  // namespace dslc
