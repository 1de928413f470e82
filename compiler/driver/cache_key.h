// The key of a compiled kernel in the disk cache: everything that decides
// the PTX and cubin, written out as text. The cache names an entry's file by
// a hash of the text and stores the text itself, so that an entry whose
// file name collides but whose key differs is never used.
#pragma once

#include <string>

#include "compiler/driver/compile_unit.h"
#include "compiler/sema/typed_function.h"

namespace dslc {

// What decides the cubin beyond the source and the compile options: the
// driver that links it and the GPU it is linked for.
struct CubinTarget {
  int driver_version = 0;  // cuDriverGetVersion: 13000 for 13.0; 0 without a driver
  int compute_major = 0;
  int compute_minor = 0;
};

// The key material of `unit`, typed as `program`: the source text of the
// kernel and of every device function it calls (decorators included), the
// module's imports and constants with their values, kernel name, signature,
// target, codegen options, the dslc and LLVM versions, the libdevice in use
// (path, size, modification time) and `cubin`.
std::string CacheKeyMaterial(const ModuleScope& scope, const CompileUnit& unit,
                             const TypedProgram& program, const CubinTarget& cubin);

// 32 lower-case hex digits (128 bits of BLAKE3) naming the entry of `material`.
std::string CacheKeyHash(const std::string& material);

}  // namespace dslc
