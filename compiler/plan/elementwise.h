// AnalyzeElementwise: whether a typed kernel is *elementwise*, so that one
// GPU thread may run several of its threads one after the other (thread
// coarsening, compiler/lower/coarsen.cpp) without changing its results.
//
// A kernel is elementwise when its thread's position comes only from
// `i = cuda.grid(1)` (or `cuda.threadIdx.x + cuda.blockIdx.x *
// cuda.blockDim.x`) or `x, y = cuda.grid(2)`, assigned once at the top of
// the body; it reads no grid size; it has no barrier, atomic, shared, local
// or constant-memory array, grid group, `print`, `raise`, `assert` or
// complex division (which end the thread), and no warp function or lane id
// when it has a `return`; every array it
// indexes is a parameter (or a host program's constant array),
// C-contiguous and of numbers, used only by indexing and attributes; an
// array it writes and reads is accessed only at the thread's own element
// (`a[i]`, `a[y, x]`); and every device function it calls takes no arrays
// and, itself and through its callees, reads no thread position and
// indexes only constant arrays. Then the blocks of a launch are
// independent, each runs as written in any order, and an element a thread
// reads is written by no other thread.
//
// Its *taps* are the elements it reads or writes at a constant offset from
// its position (`a[i]`, `u[y - 1, x]`, `c[0, x]`): a coarsened thread loads
// those of arrays it reads ahead, all of them before its first body runs.
//
// A GPU thread runs the threads of C blocks of the launch, one per block
// (its warps keep their lanes), or, for a 2-D kernel that can tell no
// difference, C consecutive positions along x, whose taps are consecutive
// elements of a row that it loads 16 bytes at a time; a 1-D kernel with
// warp shuffles runs its consecutive positions in lock step as lanes of
// virtual warps where it can (plan/virtual_lanes.h).
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "compiler/base/optimizations.h"
#include "compiler/base/source_buffer.h"
#include "compiler/sema/typed_function.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace dslc {

// The largest number of threads one thread runs (the coarsening factor).
constexpr int kMaxCoarsening = 8;
// The bytes a GPU thread should have in flight: one element of each array
// it reads per thread it runs. On an H200, warp_sum (4 bytes per thread)
// ran at 3.09 TB/s coarsened by 4 and 3.41 by 8; saxpy (8 bytes) at copy
// speed by 4.
constexpr int kCoarseningBytes = 32;
// The most loads a GPU thread issues ahead: each holds a register until its
// body runs. heat_step's 5 taps ran at 3.18 TB/s coarsened by 4 (32
// registers) and 2.85 by 8 (54 registers: half the threads per SM).
constexpr int kMaxLoadsAhead = 20;
// The largest factor of a kernel that calls math functions: its body is
// inlined C + 1 times within one budget (compiler/lower/coarsen.cpp), which
// at 8 leaves too little for two libdevice calls, and a called body is
// slower than a kernel not coarsened.
constexpr int kMaxCoarseningWithMath = 4;
// More calls of math functions than this: not coarsened (elementwise.cpp).
constexpr int kMaxMathCalls = 4;
// The bytes of one vector load, which a thread of consecutive positions
// loads of each row it reads: on an H200, a hand-written 5-point stencil
// with 4 consecutive columns per thread ran at 96% of copy bandwidth with
// 16-byte loads and at 75% with 4-byte ones.
constexpr int kVectorBytes = 16;
// The vectors a thread of lanes of virtual warps (ElementwisePlan::lanes)
// loads of each row: on an H200, warp_sum ran at 88% of copy bandwidth with
// 4 float32 lanes per thread (one vector), 100% with 8 (two).
constexpr int kLaneVectors = 2;
// The largest offset of a tap from the position (`u[y - 1, x]`: 1).
constexpr int64_t kMaxTapOffset = int64_t{1} << 20;

// An array parameter the kernel indexes.
struct ElementwiseArray {
  size_t param = 0;            // the kernel parameter
  const Type* type = nullptr;  // a C-contiguous array of numbers
  bool read = false;
  bool written = false;
};

// One index of a tap: the position's component `component` (0: x, 1: y)
// plus `offset`, or the constant `offset` when `component` is -1.
struct TapIndex {
  int component = -1;
  int64_t offset = 0;

  bool operator==(const TapIndex&) const = default;
};

// An element at a constant offset from the thread's position.
struct ElementwiseTap {
  size_t array = 0;             // into ElementwisePlan::arrays
  std::vector<TapIndex> index;  // one per dimension of the array
  bool loaded = false;          // read, so loaded ahead when coarsened
};

struct ElementwisePlan {
  // Threads each thread runs: kCoarseningBytes over the bytes of one
  // element of each array it reads, rounded up (consecutive positions:
  // kVectorBytes over the bytes of the narrowest), at most kMaxCoarsening
  // and kMaxLoadsAhead over its loaded taps; 1 when it is not coarsened.
  int factor = 1;
  // Why it is not coarsened (empty when it is), and where.
  std::string reason;
  SourceRange where;
  // The components of the position: 1 (`cuda.grid(1)`) or 2.
  int dims = 1;
  // Whether a GPU thread runs C consecutive positions along x (a 2-D
  // kernel that uses no warp function, reads its position only through
  // `cuda.grid(2)`, indexes the last dimension of its arrays with x, and
  // reads an array of elements narrower than one vector), rather than the
  // same thread of C consecutive blocks.
  bool consecutive = false;
  // Whether those consecutive positions run in lock step as the lanes of
  // virtual warps (a 1-D kernel with warp shuffles, plan/virtual_lanes.h):
  // a GPU thread holds C lanes of a warp of 32 / C GPU threads, so a
  // launch is coarsened only when its blocks are whole warps along x.
  bool lanes = false;
  // Of such a kernel: the variable slots whose values are the same for
  // all C lanes of a GPU thread, which the lanes share.
  llvm::DenseSet<int> uniform_slots;
  // The array parameters the kernel indexes, in the order it first does.
  std::vector<ElementwiseArray> arrays;
  std::vector<ElementwiseTap> taps;
  // The accesses at a tap (subscript node ids) and the index into `taps`.
  llvm::DenseMap<uint32_t, size_t> tap_accesses;
  // Calls of math functions (math.*, libdevice) in the kernel and the
  // device functions it calls, as written (one in a loop counts once).
  int math_calls = 0;

  bool coarsened() const { return factor > 1; }
  // The grid axis the launch is divided along: 0 (x) for `cuda.grid(1)` and
  // consecutive positions, 1 (y) for other `cuda.grid(2)` kernels, so that
  // a warp still reads consecutive elements of a row.
  int axis() const { return consecutive ? 0 : dims - 1; }
  // Whether array `array` (into `arrays`) has a tap loaded ahead.
  bool LoadsAhead(size_t array) const {
    return std::any_of(taps.begin(), taps.end(),
                       [&](const ElementwiseTap& tap) { return tap.array == array && tap.loaded; });
  }
};

// The plan for `program`, a kernel. `coarsen` false (the option is off) and
// `debug` (debug mode checks each thread's accesses) give factor 1 with
// that reason.
// `optimizations` may forbid consecutive positions and lanes of virtual
// warps (the plan then runs virtual blocks).
ElementwisePlan AnalyzeElementwise(const TypedProgram& program, bool coarsen, bool debug,
                                   const Optimizations& optimizations = {});

// The number of kernel-ABI parameters of a kernel with these parameter types
// (compiler/lower/lower.cpp's ModuleLowering::AddKernelParameters): the
// index of the hidden parameter a coarsened kernel takes after them.
size_t KernelAbiParameterCount(llvm::ArrayRef<const Type*> params);

}  // namespace dslc
