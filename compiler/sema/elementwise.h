// AnalyzeElementwise: whether a typed kernel is *elementwise*, so that one
// GPU thread may run several of its threads one after the other (thread
// coarsening, compiler/lower/coarsen.cpp) without changing its results.
//
// A kernel is elementwise when its thread's position comes only from
// `i = cuda.grid(1)` (or `cuda.threadIdx.x + cuda.blockIdx.x *
// cuda.blockDim.x`), assigned once at the top of the body; it reads no grid
// size, lane id or warp size; it has no barrier, warp function, atomic,
// shared, local or constant-memory array, grid group, `print`, `raise` or
// `assert`; every array it indexes is a parameter (or a host program's
// constant array) with one dimension, C-contiguous and of numbers, used only
// by indexing and attributes; an array written anywhere is accessed only at
// `i`; and every device function it calls takes no arrays and, itself and
// through its callees, reads no thread position and indexes only constant
// arrays. Then thread i touches only element i of the arrays it writes, and
// threads can run in any order.
#pragma once

#include <string>
#include <vector>

#include "compiler/base/source_buffer.h"
#include "compiler/sema/typed_function.h"
#include "llvm/ADT/DenseMap.h"

namespace dslc {

// The largest number of threads one thread runs (the coarsening factor).
constexpr int kMaxCoarsening = 8;
// The bytes each thread should load per array: a 16-byte access's worth, so
// that a thread keeps as many bytes in flight as a float4 load does.
constexpr int kCoarseningBytes = 16;
// More calls of math functions than this: not coarsened (elementwise.cpp).
constexpr int kMaxMathCalls = 4;

// An array parameter the kernel indexes.
struct ElementwiseArray {
  size_t param = 0;             // the kernel parameter
  const Type* type = nullptr;   // a 1-D C-contiguous array of numbers
  bool read_at_thread = false;  // read at `i` (then loaded ahead when coarsened)
  bool written = false;         // written (only at `i`)
};

struct ElementwisePlan {
  // Threads each thread runs: 16 bytes over the widest element accessed at
  // `i`, at most kMaxCoarsening; 1 when the kernel is not coarsened.
  int factor = 1;
  // Why it is not coarsened (empty when it is), and where.
  std::string reason;
  SourceRange where;
  // The array parameters the kernel indexes, in the order it first does.
  std::vector<ElementwiseArray> arrays;
  // The accesses `a[i]` (subscript node ids) and the index into `arrays`.
  llvm::DenseMap<uint32_t, size_t> thread_accesses;
  // Calls of math functions (math.*, libdevice) in the kernel and the
  // device functions it calls, as written (one in a loop counts once).
  int math_calls = 0;

  bool coarsened() const { return factor > 1; }
};

// The plan for `program`, a kernel. `coarsen` false (the option is off) and
// `debug` (debug mode checks each thread's accesses) give factor 1 with
// that reason.
ElementwisePlan AnalyzeElementwise(const TypedProgram& program, bool coarsen, bool debug);

// The number of kernel-ABI parameters of a kernel with these parameter types
// (compiler/lower/lower.cpp's ModuleLowering::AddKernelParameters): the
// index of the hidden parameter a coarsened kernel takes after them.
size_t KernelAbiParameterCount(llvm::ArrayRef<const Type*> params);

}  // namespace dslc
