// Warp primitives (shuffles of 32- and 64-bit values, votes, ballot,
// match_any/all, activemask, lanemask_lt, laneid) and bit and float
// intrinsics; kernels in test/gpu/kernels/{warp,bits}.py.
#include <bit>
#include <type_traits>

#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {
namespace {

template <typename T>
void ExpectSame(const std::vector<T>& got, const std::vector<T>& ref, const std::string& what) {
  for (size_t i = 0; i < ref.size(); ++i) {
    if (SameValue(got[i], ref[i])) continue;
    Fail(what + ": [" + std::to_string(i) + "] is " + Show(got[i]) + ", expected " + Show(ref[i]));
  }
}

template <typename T>
std::vector<T> RandomOf(size_t n) {
  std::vector<T> values(n);
  for (T& value : values) {
    uint64_t bits = Random()();
    if constexpr (std::is_floating_point_v<T>) {
      value = static_cast<T>(static_cast<double>(static_cast<int64_t>(bits)) / 3.0);
    } else {
      value = static_cast<T>(bits);
    }
  }
  return values;
}

template <typename T>
void CheckShuffles(const Program& program, const char* type) {
  Kernel kernel = KernelOf(program, "shuffles");
  int64_t n = 256 * RandomInt(40, 80);
  std::vector<T> a = RandomOf<T>(static_cast<size_t>(n));
  std::vector<int32_t> src(static_cast<size_t>(n));
  for (int32_t& lane : src) lane = static_cast<int32_t>(RandomInt(0, 31));
  int32_t delta = static_cast<int32_t>(RandomInt(1, 31)),
          lane_mask = static_cast<int32_t>(RandomInt(1, 31));
  DeviceArray da = DeviceArray::FromVector(a), dsrc = DeviceArray::FromVector(src);
  DType dtype = DTypeOf<T>::value;
  DeviceArray by_index(dtype, {n}), up(dtype, {n}), down(dtype, {n}), by_xor(dtype, {n});
  kernel.Launch(Dim3(static_cast<uint32_t>(n / 256)), Dim3(256), da, dsrc, delta, lane_mask,
                by_index, up, down, by_xor);
  std::vector<T> index_ref(a.size()), up_ref(a.size()), down_ref(a.size()), xor_ref(a.size());
  for (int64_t i = 0; i < n; ++i) {
    int64_t warp = i - i % 32, lane = i % 32;
    index_ref[i] = a[warp + src[i]];
    up_ref[i] = lane < delta ? a[i] : a[i - delta];
    down_ref[i] = lane + delta > 31 ? a[i] : a[i + delta];
    xor_ref[i] = a[warp + (lane ^ lane_mask)];
  }
  std::string what = std::string(" of ") + type;
  ExpectSame(by_index.ToVector<T>(), index_ref, "shfl_sync" + what);
  ExpectSame(up.ToVector<T>(), up_ref, "shfl_up_sync by " + std::to_string(delta) + what);
  ExpectSame(down.ToVector<T>(), down_ref, "shfl_down_sync by " + std::to_string(delta) + what);
  ExpectSame(by_xor.ToVector<T>(), xor_ref,
             "shfl_xor_sync with " + std::to_string(lane_mask) + what);
}

GPU_TEST(warp_shuffles_32_and_64_bit) {
  Program program = LoadTestKernels("warp.py");
  CheckShuffles<int32_t>(program, "int32");
  CheckShuffles<float>(program, "float32");
  CheckShuffles<int64_t>(program, "int64");
  CheckShuffles<double>(program, "float64");
}

// Per warp: all zeros, all ones, or random flags.
std::vector<int32_t> WarpFlags(int64_t n) {
  std::vector<int32_t> flags(static_cast<size_t>(n));
  for (int64_t w = 0; w < n / 32; ++w) {
    int kind = static_cast<int>(w % 4);
    for (int64_t l = 0; l < 32; ++l)
      flags[w * 32 + l] = kind < 2 ? kind : static_cast<int32_t>(RandomInt(0, 1) * RandomInt(1, 5));
  }
  return flags;
}

GPU_TEST(warp_votes_and_ballot) {
  Kernel kernel = KernelOf(LoadTestKernels("warp.py"), "votes");
  int64_t n = 256 * RandomInt(40, 80);
  std::vector<int32_t> flags = WarpFlags(n);
  DeviceArray dflags = DeviceArray::FromVector(flags);
  DeviceArray alls(DType::Int32, {n}), anys(DType::Int32, {n}), eqs(DType::Int32, {n}),
      ballots(DType::UInt32, {n});
  kernel.Launch(Dim3(static_cast<uint32_t>(n / 256)), Dim3(256), dflags, alls, anys, eqs, ballots);
  std::vector<int32_t> all_ref(flags.size()), any_ref(flags.size()), eq_ref(flags.size());
  std::vector<uint32_t> ballot_ref(flags.size());
  for (int64_t w = 0; w < n / 32; ++w) {
    uint32_t ballot = 0;
    for (int l = 0; l < 32; ++l) ballot |= uint32_t{flags[w * 32 + l] != 0} << l;
    for (int l = 0; l < 32; ++l) {
      all_ref[w * 32 + l] = ballot == 0xffffffffu;
      any_ref[w * 32 + l] = ballot != 0;
      eq_ref[w * 32 + l] = ballot == 0 || ballot == 0xffffffffu;
      ballot_ref[w * 32 + l] = ballot;
    }
  }
  ExpectSame(alls.ToVector<int32_t>(), all_ref, "all_sync");
  ExpectSame(anys.ToVector<int32_t>(), any_ref, "any_sync");
  ExpectSame(eqs.ToVector<int32_t>(), eq_ref, "eq_sync");
  ExpectSame(ballots.ToVector<uint32_t>(), ballot_ref, "ballot_sync");
}

template <typename T>
void CheckMatches(const Program& program, const char* type) {
  Kernel kernel = KernelOf(program, "matches");
  int64_t n = 256 * RandomInt(20, 40);
  std::vector<T> a(static_cast<size_t>(n));
  for (int64_t w = 0; w < n / 32; ++w) {
    int64_t kinds = w % 3 == 0 ? 1 : RandomInt(2, 6);  // every third warp all equal
    T base = static_cast<T>(RandomInt(-1000, 1000));
    for (int l = 0; l < 32; ++l) a[w * 32 + l] = static_cast<T>(base + T(RandomInt(0, kinds - 1)));
  }
  DeviceArray da = DeviceArray::FromVector(a), any_masks(DType::UInt32, {n}),
              all_masks(DType::UInt32, {n}), all_preds(DType::Int32, {n});
  kernel.Launch(Dim3(static_cast<uint32_t>(n / 256)), Dim3(256), da, any_masks, all_masks,
                all_preds);
  std::vector<uint32_t> any_ref(a.size()), all_ref(a.size());
  std::vector<int32_t> pred_ref(a.size());
  for (int64_t w = 0; w < n / 32; ++w) {
    bool same = true;
    for (int l = 0; l < 32; ++l) {
      uint32_t mask = 0;
      for (int k = 0; k < 32; ++k) mask |= uint32_t{a[w * 32 + k] == a[w * 32 + l]} << k;
      any_ref[w * 32 + l] = mask;
      same = same && a[w * 32 + l] == a[w * 32];
    }
    for (int l = 0; l < 32; ++l) {
      all_ref[w * 32 + l] = same ? 0xffffffffu : 0;
      pred_ref[w * 32 + l] = same;
    }
  }
  ExpectSame(any_masks.ToVector<uint32_t>(), any_ref, std::string("match_any_sync of ") + type);
  ExpectSame(all_masks.ToVector<uint32_t>(), all_ref,
             std::string("match_all_sync's mask of ") + type);
  ExpectSame(all_preds.ToVector<int32_t>(), pred_ref,
             std::string("match_all_sync's pred of ") + type);
}

GPU_TEST(warp_match_any_all) {
  Program program = LoadTestKernels("warp.py");
  CheckMatches<int32_t>(program, "int32");
  CheckMatches<uint32_t>(program, "uint32");
  CheckMatches<int64_t>(program, "int64");
  CheckMatches<uint64_t>(program, "uint64");
  CheckMatches<float>(program, "float32");
  CheckMatches<double>(program, "float64");
}

// Blocks of 48 threads: a full warp, then one of 16 lanes.
GPU_TEST(warp_laneid_activemask_lanemask_lt) {
  Kernel kernel = KernelOf(LoadTestKernels("warp.py"), "lanes");
  int64_t blocks = RandomInt(50, 100), n = blocks * 48;
  DeviceArray laneids(DType::Int32, {n}), active(DType::UInt32, {n}), lt(DType::UInt32, {n});
  kernel.Launch(Dim3(static_cast<uint32_t>(blocks)), Dim3(48), laneids, active, lt);
  std::vector<int32_t> lane_ref(static_cast<size_t>(n));
  std::vector<uint32_t> active_ref(lane_ref.size()), lt_ref(lane_ref.size());
  for (int64_t i = 0; i < n; ++i) {
    int64_t t = i % 48;
    lane_ref[i] = static_cast<int32_t>(t % 32);
    active_ref[i] = t < 32 ? 0xffffffffu : 0xffffu;
    lt_ref[i] = (uint32_t{1} << (t % 32)) - 1;
  }
  ExpectSame(laneids.ToVector<int32_t>(), lane_ref, "cuda.laneid");
  ExpectSame(active.ToVector<uint32_t>(), active_ref, "activemask()");
  ExpectSame(lt.ToVector<uint32_t>(), lt_ref, "lanemask_lt()");
}

// lang-examples/warp_reduce.py: one sum per warp by shfl_down_sync.
GPU_TEST(example_warp_reduce) {
  Kernel kernel = KernelOf(LoadExample("warp_reduce.py"), "warp_sum");
  int64_t n = RandomInt(100000, 200000) | 1;
  std::vector<float> a = RandomFloats(static_cast<size_t>(n));
  int64_t warps = (n + 31) / 32;
  DeviceArray da = DeviceArray::FromVector(a), out(DType::Float32, {warps});
  out.Fill(0xFF);
  kernel.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), da, out);
  std::vector<double> ref(static_cast<size_t>(warps), 0.0);
  for (int64_t i = 0; i < n; ++i) ref[i / 32] += a[i];
  EXPECT_CLOSE(out.ToVector<float>(), ref, 1e-6);
}

template <typename T>
void CheckBits(const Program& program, const char* type) {
  using U = std::make_unsigned_t<T>;
  Kernel kernel = KernelOf(program, "bit_ops");
  std::vector<T> x = RandomOf<T>(100000);
  x[0] = 0;
  x[1] = static_cast<T>(~U{0});
  for (int b = 0; b < static_cast<int>(sizeof(T) * 8); ++b) x[2 + b] = static_cast<T>(U{1} << b);
  for (size_t i = 100; i < 1100; ++i)
    x[i] = static_cast<T>(U(x[i]) >> RandomInt(0, sizeof(T) * 8 - 1));
  int64_t n = static_cast<int64_t>(x.size());
  DeviceArray dx = DeviceArray::FromVector(x), popcs(DType::Int64, {n}),
              brevs(DTypeOf<T>::value, {n}), clzs(DType::Int64, {n}), ffss(DType::Int64, {n});
  kernel.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), dx, popcs, brevs, clzs, ffss);
  std::vector<int64_t> popc_ref(x.size()), clz_ref(x.size()), ffs_ref(x.size());
  std::vector<T> brev_ref(x.size());
  // brev has uint32 and uint64 forms; as in Numba, every integer type but
  // uint64 takes the uint32 one (an int64 is truncated, the result
  // zero-extended).
  constexpr int brev_bits = std::is_same_v<T, uint64_t> ? 64 : 32;
  for (size_t i = 0; i < x.size(); ++i) {
    U u = static_cast<U>(x[i]);
    uint64_t reversed = 0;
    for (int b = 0; b < brev_bits; ++b)
      reversed |= uint64_t((uint64_t(u) >> b) & 1) << (brev_bits - 1 - b);
    popc_ref[i] = std::popcount(u);
    brev_ref[i] = brev_bits == 32 ? static_cast<T>(static_cast<uint32_t>(reversed))
                                  : static_cast<T>(reversed);
    clz_ref[i] = std::countl_zero(u);
    ffs_ref[i] = u == 0 ? 0 : std::countr_zero(u) + 1;
  }
  std::string of = std::string(" of ") + type;
  ExpectSame(popcs.ToVector<int64_t>(), popc_ref, "popc" + of);
  ExpectSame(brevs.ToVector<T>(), brev_ref, "brev" + of);
  ExpectSame(clzs.ToVector<int64_t>(), clz_ref, "clz" + of);
  ExpectSame(ffss.ToVector<int64_t>(), ffs_ref, "ffs" + of);
}

GPU_TEST(popc_brev_clz_ffs) {
  Program program = LoadTestKernels("bits.py");
  CheckBits<int32_t>(program, "int32");
  CheckBits<uint32_t>(program, "uint32");
  CheckBits<int64_t>(program, "int64");
  CheckBits<uint64_t>(program, "uint64");
}

// fma is one rounding (std::fma exactly); cbrt within a few ulp.
template <typename T>
void CheckFloatOps(const Program& program, const char* type, double cbrt_tolerance) {
  Kernel kernel = KernelOf(program, "float_ops");
  size_t n = 100000;
  std::vector<T> a(n), b(n), c(n);
  for (size_t i = 0; i < n; ++i) {
    a[i] = static_cast<T>(RandomDoubles(1, -1000, 1000)[0]);
    b[i] = static_cast<T>(RandomDoubles(1, -1, 1)[0]);
    c[i] = static_cast<T>(-double(a[i]) * double(b[i]) * RandomDoubles(1, 0.999, 1.001)[0]);
  }
  DeviceArray da = DeviceArray::FromVector(a), db = DeviceArray::FromVector(b),
              dc = DeviceArray::FromVector(c), fmas(DTypeOf<T>::value, {int64_t(n)}),
              cbrts(DTypeOf<T>::value, {int64_t(n)});
  kernel.Launch(Dim3(BlocksFor(int64_t(n), 256)), Dim3(256), da, db, dc, fmas, cbrts);
  std::vector<T> fma_ref(n);
  for (size_t i = 0; i < n; ++i) fma_ref[i] = std::fma(a[i], b[i], c[i]);
  ExpectSame(fmas.ToVector<T>(), fma_ref, std::string("fma of ") + type);
  std::vector<T> got = cbrts.ToVector<T>();
  for (size_t i = 0; i < n; ++i) {
    double ref = std::cbrt(double(a[i]));
    if (std::fabs(double(got[i]) - ref) <= cbrt_tolerance * std::fabs(ref)) continue;
    Fail(std::string("cbrt of ") + type + ": [" + std::to_string(i) + "] cbrt(" + Show(a[i]) +
         ") is " + Show(got[i]) + ", expected " + Show(ref));
  }
}

GPU_TEST(fma_cbrt) {
  Program program = LoadTestKernels("bits.py");
  CheckFloatOps<float>(program, "float32", 3e-7);
  CheckFloatOps<double>(program, "float64", 5e-16);
}

}  // namespace
}  // namespace dslc::gpu_test
