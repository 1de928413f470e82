// CUB's block and warp collectives, one microbenchmark kernel each, beside
// the same kernels written with cuda.coop in bench/coop_kernels.py (compiled
// by dslc); dslc-bench --collectives launches both on the same arrays and
// checks both against a CPU reference.
//
// Each kernel is named <coop kernel>_b<threads per block>_<i32|f32>. The
// loads and stores move one tile of threads x items per block (memory-bound);
// the others run their primitive `reps` times on values held in registers:
// in trip r every item is x + T(r), so nothing is loop-invariant, and the
// results are summed into an accumulator that is written at the end, so
// nothing is dead. Items are blocked (thread t holds items t*K .. t*K+K-1 of
// its block's tile), as cuda.coop's and CUB's block primitives expect.
// Temporary storage is reused after a __syncthreads(), as CUB asks.
#include <cub/block/block_load.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>

namespace {

// The operators of coop_kernels.py: `a + b`, and `a if a > b else b`.
struct Add {
  template <typename T>
  __device__ T operator()(const T& a, const T& b) const {
    return a + b;
  }
};
struct Maximum {
  template <typename T>
  __device__ T operator()(const T& a, const T& b) const {
    return a > b ? a : b;
  }
};

template <typename T, int kThreads, int kItems, cub::BlockLoadAlgorithm kLoad,
          cub::BlockStoreAlgorithm kStore>
__device__ void LoadStore(const T* __restrict__ src, T* __restrict__ dst) {
  using Load = cub::BlockLoad<T, kThreads, kItems, kLoad>;
  using Store = cub::BlockStore<T, kThreads, kItems, kStore>;
  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
  } temp;
  long long base = static_cast<long long>(blockIdx.x) * (kThreads * kItems);
  T items[kItems];
  Load(temp.load).Load(src + base, items);
  __syncthreads();
  Store(temp.store).Store(dst + base, items);
}

template <typename T, int kItems>
__device__ void LoadBlocked(const T* __restrict__ src, T (&items)[kItems]) {
  long long base = (static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x) * kItems;
  for (int j = 0; j < kItems; ++j) items[j] = src[base + j];
}

// kSum: BlockReduce::Sum, else Reduce with `op`.
template <typename T, int kThreads, int kItems, bool kSum, typename Op>
__device__ void BlockReduceLoop(const T* __restrict__ src, T* __restrict__ dst, long long reps,
                                Op op) {
  using Reduce = cub::BlockReduce<T, kThreads>;
  __shared__ typename Reduce::TempStorage temp;
  T items[kItems], t[kItems];
  LoadBlocked(src, items);
  T acc = T(0);
  for (long long r = 0; r < reps; ++r) {
    T step = T(r);
    for (int j = 0; j < kItems; ++j) t[j] = T(items[j] + step);
    if constexpr (kSum) {
      acc += Reduce(temp).Sum(t);
    } else {
      acc += Reduce(temp).Reduce(t, op);
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) dst[blockIdx.x] = acc;
}

enum class ScanKind { InclusiveSum, ExclusiveSum, InclusiveMax };

template <typename T, int kThreads, int kItems, ScanKind kKind>
__device__ void BlockScanLoop(const T* __restrict__ src, T* __restrict__ dst, long long reps) {
  using Scan = cub::BlockScan<T, kThreads>;
  __shared__ typename Scan::TempStorage temp;
  T items[kItems], t[kItems], acc[kItems];
  LoadBlocked(src, items);
  for (int j = 0; j < kItems; ++j) acc[j] = T(0);
  for (long long r = 0; r < reps; ++r) {
    T step = T(r);
    for (int j = 0; j < kItems; ++j) t[j] = T(items[j] + step);
    if constexpr (kKind == ScanKind::InclusiveSum) {
      Scan(temp).InclusiveSum(t, t);
    } else if constexpr (kKind == ScanKind::ExclusiveSum) {
      Scan(temp).ExclusiveSum(t, t);
    } else {
      Scan(temp).InclusiveScan(t, t, Maximum());
    }
    __syncthreads();
    for (int j = 0; j < kItems; ++j) acc[j] += t[j];
  }
  long long base = (static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x) * kItems;
  for (int j = 0; j < kItems; ++j) dst[base + j] = acc[j];
}

enum class WarpKind { Sum, Max, InclusiveSum, ExclusiveSum };

template <typename T, int kThreads, WarpKind kKind>
__device__ void WarpLoop(const T* __restrict__ src, T* __restrict__ dst, long long reps) {
  using Reduce = cub::WarpReduce<T>;
  using Scan = cub::WarpScan<T>;
  constexpr bool kReduce = kKind == WarpKind::Sum || kKind == WarpKind::Max;
  __shared__ typename Reduce::TempStorage reduce_temp[kThreads / 32];
  __shared__ typename Scan::TempStorage scan_temp[kThreads / 32];
  long long i = static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
  unsigned warp = threadIdx.x / 32;
  T x = src[i];
  T acc = T(0);
  for (long long r = 0; r < reps; ++r) {
    T v = T(x + T(r));
    T result;
    if constexpr (kKind == WarpKind::Sum) {
      result = Reduce(reduce_temp[warp]).Sum(v);
    } else if constexpr (kKind == WarpKind::Max) {
      result = Reduce(reduce_temp[warp]).Reduce(v, Maximum());
    } else if constexpr (kKind == WarpKind::InclusiveSum) {
      Scan(scan_temp[warp]).InclusiveSum(v, result);
    } else {
      Scan(scan_temp[warp]).ExclusiveSum(v, result);
    }
    acc += result;
  }
  if constexpr (kReduce) {
    if (threadIdx.x % 32 == 0) dst[i / 32] = acc;
  } else {
    dst[i] = acc;
  }
}

}  // namespace

// The extern "C" kernels: one per coop_kernels.py kernel, block size and
// dtype.
#define DSLC_FOR_DTYPES(DEFINE, ...) \
  DEFINE(int, i32, __VA_ARGS__)      \
  DEFINE(float, f32, __VA_ARGS__)

#define DSLC_LOAD_STORE(T, SUFFIX, NAME, ITEMS, LOAD, STORE)                 \
  extern "C" __global__ void NAME##_b256_##SUFFIX(const T* __restrict__ src, \
                                                  T* __restrict__ dst) {     \
    LoadStore<T, 256, ITEMS, cub::LOAD, cub::STORE>(src, dst);               \
  }
DSLC_FOR_DTYPES(DSLC_LOAD_STORE, load_store_direct_ipt4, 4, BLOCK_LOAD_DIRECT, BLOCK_STORE_DIRECT)
DSLC_FOR_DTYPES(DSLC_LOAD_STORE, load_store_direct_ipt16, 16, BLOCK_LOAD_DIRECT, BLOCK_STORE_DIRECT)
DSLC_FOR_DTYPES(DSLC_LOAD_STORE, load_store_striped_ipt4, 4, BLOCK_LOAD_STRIPED,
                BLOCK_STORE_STRIPED)
DSLC_FOR_DTYPES(DSLC_LOAD_STORE, load_store_striped_ipt16, 16, BLOCK_LOAD_STRIPED,
                BLOCK_STORE_STRIPED)
DSLC_FOR_DTYPES(DSLC_LOAD_STORE, load_store_vectorize_ipt4, 4, BLOCK_LOAD_VECTORIZE,
                BLOCK_STORE_VECTORIZE)
DSLC_FOR_DTYPES(DSLC_LOAD_STORE, load_store_vectorize_ipt16, 16, BLOCK_LOAD_VECTORIZE,
                BLOCK_STORE_VECTORIZE)
DSLC_FOR_DTYPES(DSLC_LOAD_STORE, load_store_warp_transpose_ipt4, 4, BLOCK_LOAD_WARP_TRANSPOSE,
                BLOCK_STORE_WARP_TRANSPOSE)
DSLC_FOR_DTYPES(DSLC_LOAD_STORE, load_store_warp_transpose_ipt16, 16, BLOCK_LOAD_WARP_TRANSPOSE,
                BLOCK_STORE_WARP_TRANSPOSE)

#define DSLC_BLOCK_REDUCE(T, SUFFIX, NAME, THREADS, ITEMS, SUM, OP)                              \
  extern "C" __global__ void NAME##_b##THREADS##_##SUFFIX(const T* __restrict__ src,             \
                                                          T* __restrict__ dst, long long reps) { \
    BlockReduceLoop<T, THREADS, ITEMS, SUM>(src, dst, reps, OP());                               \
  }
DSLC_FOR_DTYPES(DSLC_BLOCK_REDUCE, block_reduce_add_ipt1, 128, 1, false, Add)
DSLC_FOR_DTYPES(DSLC_BLOCK_REDUCE, block_reduce_add_ipt1, 256, 1, false, Add)
DSLC_FOR_DTYPES(DSLC_BLOCK_REDUCE, block_reduce_add_ipt1, 1024, 1, false, Add)
DSLC_FOR_DTYPES(DSLC_BLOCK_REDUCE, block_reduce_add_ipt4, 128, 4, false, Add)
DSLC_FOR_DTYPES(DSLC_BLOCK_REDUCE, block_reduce_add_ipt4, 256, 4, false, Add)
DSLC_FOR_DTYPES(DSLC_BLOCK_REDUCE, block_reduce_add_ipt4, 1024, 4, false, Add)
DSLC_FOR_DTYPES(DSLC_BLOCK_REDUCE, block_reduce_max_ipt1, 256, 1, false, Maximum)
DSLC_FOR_DTYPES(DSLC_BLOCK_REDUCE, block_reduce_max_ipt4, 256, 4, false, Maximum)
DSLC_FOR_DTYPES(DSLC_BLOCK_REDUCE, block_sum_ipt1, 256, 1, true, Add)
DSLC_FOR_DTYPES(DSLC_BLOCK_REDUCE, block_sum_ipt4, 256, 4, true, Add)

#define DSLC_BLOCK_SCAN(T, SUFFIX, NAME, THREADS, ITEMS, KIND)                                   \
  extern "C" __global__ void NAME##_b##THREADS##_##SUFFIX(const T* __restrict__ src,             \
                                                          T* __restrict__ dst, long long reps) { \
    BlockScanLoop<T, THREADS, ITEMS, ScanKind::KIND>(src, dst, reps);                            \
  }
DSLC_FOR_DTYPES(DSLC_BLOCK_SCAN, block_inclusive_sum_ipt1, 256, 1, InclusiveSum)
DSLC_FOR_DTYPES(DSLC_BLOCK_SCAN, block_inclusive_sum_ipt4, 256, 4, InclusiveSum)
DSLC_FOR_DTYPES(DSLC_BLOCK_SCAN, block_exclusive_sum_ipt1, 256, 1, ExclusiveSum)
DSLC_FOR_DTYPES(DSLC_BLOCK_SCAN, block_exclusive_sum_ipt4, 256, 4, ExclusiveSum)
DSLC_FOR_DTYPES(DSLC_BLOCK_SCAN, block_inclusive_max_ipt1, 256, 1, InclusiveMax)
DSLC_FOR_DTYPES(DSLC_BLOCK_SCAN, block_inclusive_max_ipt4, 256, 4, InclusiveMax)

#define DSLC_WARP(T, SUFFIX, NAME, KIND)                                                          \
  extern "C" __global__ void NAME##_b256_##SUFFIX(const T* __restrict__ src, T* __restrict__ dst, \
                                                  long long reps) {                               \
    WarpLoop<T, 256, WarpKind::KIND>(src, dst, reps);                                             \
  }
DSLC_FOR_DTYPES(DSLC_WARP, warp_sum, Sum)
DSLC_FOR_DTYPES(DSLC_WARP, warp_reduce_max, Max)
DSLC_FOR_DTYPES(DSLC_WARP, warp_inclusive_sum, InclusiveSum)
DSLC_FOR_DTYPES(DSLC_WARP, warp_exclusive_sum, ExclusiveSum)
