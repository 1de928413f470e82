// Every atomic operation on every element type it supports, many threads
// per element, against a host fold; and histograms under heavy contention.
// Kernels in test/gpu/kernels/atomics.py; the histogram is
// lang-examples/histogram.py (examples_test.cpp).
#include <algorithm>
#include <limits>
#include <map>

#include "test/gpu/gpu_test.h"
#include "test/gpu/sync_checks.h"

namespace dslc::gpu_test {
namespace {

constexpr int64_t kThreads = int64_t{1} << 18;
constexpr int64_t kBins = 64;  // 4096 threads per element

enum class Op { Add, Sub, Max, Min, NanMax, NanMin, And, Or, Xor };

template <typename T>
T Apply(Op op, T old, T value) {
  switch (op) {
    case Op::Add:
      return static_cast<T>(old + value);
    case Op::Sub:
      return static_cast<T>(old - value);
    case Op::Max:
      return value > old ? value : old;
    case Op::Min:
      return value < old ? value : old;
    case Op::NanMax:
    case Op::NanMin:
      if constexpr (std::is_floating_point_v<T>) {
        if (std::isnan(value)) return old;  // NaN is a missing value
        if (std::isnan(old)) return value;
      }
      return (op == Op::NanMax ? value > old : value < old) ? value : old;
    default:
      if constexpr (std::is_integral_v<T>) {
        if (op == Op::And) return old & value;
        if (op == Op::Or) return old | value;
        return old ^ value;
      }
      return old;
  }
}

template <typename T>
const char* TypeName() {
  if constexpr (std::is_same_v<T, int32_t>) return "int32";
  if constexpr (std::is_same_v<T, uint32_t>) return "uint32";
  if constexpr (std::is_same_v<T, int64_t>) return "int64";
  if constexpr (std::is_same_v<T, uint64_t>) return "uint64";
  if constexpr (std::is_same_v<T, float>) return "float32";
  return "float64";
}

// A value for `op`: random bits for the bitwise ones, small integers for
// additions (float sums stay exact in any order), else anything.
template <typename T>
T RandomValue(Op op) {
  if constexpr (std::is_integral_v<T>) {
    if (op == Op::And || op == Op::Or || op == Op::Xor) return static_cast<T>(Random()());
    if (op == Op::Add || op == Op::Sub)
      return static_cast<T>(RandomInt(std::is_signed_v<T> ? -1000 : 0, 1000));
    return static_cast<T>(RandomInt(std::is_signed_v<T> ? -1000000 : 0, 1000000));
  } else {
    if (op == Op::Add || op == Op::Sub) return static_cast<T>(RandomInt(-8, 8));
    return static_cast<T>(RandomDoubles(1, -1000, 1000)[0]);
  }
}

// Equal (NaN matches NaN); else fails naming the operation and the first
// differing element.
template <typename T>
void ExpectSame(const std::vector<T>& got, const std::vector<T>& ref, const std::string& what) {
  for (size_t i = 0; i < ref.size(); ++i) {
    if (SameValue(got[i], ref[i])) continue;
    Fail(what + ": [" + std::to_string(i) + "] is " + Show(got[i]) + ", expected " + Show(ref[i]));
  }
}

std::vector<int32_t> RandomBins(int64_t n, int64_t bins) {
  std::vector<int32_t> result(static_cast<size_t>(n));
  for (int32_t& bin : result) bin = static_cast<int32_t>(Random()() % static_cast<uint64_t>(bins));
  return result;
}

// kernel(values, bins, out, olds): out[bins[i]] = op(out[bins[i]], values[i]).
template <typename T>
void CheckFold(const Program& program, const std::string& name, Op op, bool nans) {
  Kernel kernel = KernelOf(program, name);
  std::vector<T> values(static_cast<size_t>(kThreads)), initial(static_cast<size_t>(kBins));
  for (T& value : values) value = RandomValue<T>(op);
  for (T& value : initial) value = RandomValue<T>(op);
  if constexpr (std::is_floating_point_v<T>) {
    if (nans) {
      for (T& value : values)
        if (Random()() % 10 == 0) value = std::numeric_limits<T>::quiet_NaN();
      for (int64_t b = 0; b < kBins; b += 3) initial[b] = std::numeric_limits<T>::quiet_NaN();
    }
  }
  std::vector<int32_t> bins = RandomBins(kThreads, kBins);
  DeviceArray dvalues = DeviceArray::FromVector(values), dbins = DeviceArray::FromVector(bins),
              out = DeviceArray::FromVector(initial), olds(DTypeOf<T>::value, {kThreads});
  kernel.Launch(Dim3(BlocksFor(kThreads, 256)), Dim3(256), dvalues, dbins, out, olds);
  std::vector<T> ref = initial;
  for (int64_t i = 0; i < kThreads; ++i) ref[bins[i]] = Apply(op, ref[bins[i]], values[i]);
  ExpectSame(out.ToVector<T>(), ref, "cuda.atomic." + name.substr(7) + " on " + TypeName<T>());
}

// add of 1 to one element: the old values are the tickets 0 .. n - 1.
template <typename T>
void CheckTickets(const Program& program) {
  Kernel kernel = KernelOf(program, "atomic_add");
  int64_t n = 100000;
  std::vector<T> ones(static_cast<size_t>(n), T(1));
  std::vector<int32_t> zeros(static_cast<size_t>(n), 0);
  DeviceArray dones = DeviceArray::FromVector(ones), dbins = DeviceArray::FromVector(zeros),
              out = DeviceArray::FromVector(std::vector<T>{T(0)}), olds(DTypeOf<T>::value, {n});
  kernel.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), dones, dbins, out, olds);
  std::vector<T> tickets = olds.ToVector<T>();
  std::sort(tickets.begin(), tickets.end());
  std::vector<T> ref(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) ref[i] = static_cast<T>(i);
  ExpectSame(tickets, ref, std::string("sorted old values of cuda.atomic.add on ") + TypeName<T>());
  ExpectSame(out.ToVector<T>(), std::vector<T>{static_cast<T>(n)},
             std::string("the sum of cuda.atomic.add on ") + TypeName<T>());
}

#define FOR_ALL_TYPES(call) \
  call<int32_t> ARGS;       \
  call<uint32_t> ARGS;      \
  call<int64_t> ARGS;       \
  call<uint64_t> ARGS;      \
  call<float> ARGS;         \
  call<double> ARGS

#define FOR_INTEGER_TYPES(call) \
  call<int32_t> ARGS;           \
  call<uint32_t> ARGS;          \
  call<int64_t> ARGS;           \
  call<uint64_t> ARGS

GPU_TEST(atomic_add_sub_all_types) {
  Program program = LoadTestKernels("atomics.py");
#define ARGS (program, "atomic_add", Op::Add, false)
  FOR_ALL_TYPES(CheckFold);
#undef ARGS
#define ARGS (program, "atomic_sub", Op::Sub, false)
  FOR_ALL_TYPES(CheckFold);
#undef ARGS
#define ARGS (program)
  FOR_ALL_TYPES(CheckTickets);
#undef ARGS
}

GPU_TEST(atomic_max_min_all_types) {
  Program program = LoadTestKernels("atomics.py");
#define ARGS (program, "atomic_max", Op::Max, false)
  FOR_ALL_TYPES(CheckFold);
#undef ARGS
#define ARGS (program, "atomic_min", Op::Min, false)
  FOR_ALL_TYPES(CheckFold);
#undef ARGS
}

// NaN values are ignored and a NaN element is replaced.
GPU_TEST(atomic_nanmax_nanmin_with_nans) {
  Program program = LoadTestKernels("atomics.py");
#define ARGS (program, "atomic_nanmax", Op::NanMax, true)
  FOR_ALL_TYPES(CheckFold);
#undef ARGS
#define ARGS (program, "atomic_nanmin", Op::NanMin, true)
  FOR_ALL_TYPES(CheckFold);
#undef ARGS
}

GPU_TEST(atomic_and_or_xor_integer_types) {
  Program program = LoadTestKernels("atomics.py");
#define ARGS (program, "atomic_and", Op::And, false)
  FOR_INTEGER_TYPES(CheckFold);
#undef ARGS
#define ARGS (program, "atomic_or", Op::Or, false)
  FOR_INTEGER_TYPES(CheckFold);
#undef ARGS
#define ARGS (program, "atomic_xor", Op::Xor, false)
  FOR_INTEGER_TYPES(CheckFold);
#undef ARGS
}

// Per element, what went in (the initial value and every value exchanged
// in) is what came out (every old value and the final value).
template <typename T>
void CheckExchange(const Program& program) {
  Kernel kernel = KernelOf(program, "atomic_exch");
  std::vector<T> values(static_cast<size_t>(kThreads)), initial(static_cast<size_t>(kBins));
  for (size_t i = 0; i < values.size(); ++i) values[i] = static_cast<T>(i + 1000);
  for (size_t b = 0; b < initial.size(); ++b) initial[b] = static_cast<T>(b);
  std::vector<int32_t> bins = RandomBins(kThreads, kBins);
  DeviceArray dvalues = DeviceArray::FromVector(values), dbins = DeviceArray::FromVector(bins),
              out = DeviceArray::FromVector(initial), olds(DTypeOf<T>::value, {kThreads});
  kernel.Launch(Dim3(BlocksFor(kThreads, 256)), Dim3(256), dvalues, dbins, out, olds);
  std::vector<T> got_olds = olds.ToVector<T>(), final_values = out.ToVector<T>();
  std::vector<std::vector<T>> in(static_cast<size_t>(kBins)), out_values(in.size());
  for (int64_t b = 0; b < kBins; ++b) {
    in[b].push_back(initial[b]);
    out_values[b].push_back(final_values[b]);
  }
  for (int64_t i = 0; i < kThreads; ++i) {
    in[bins[i]].push_back(values[i]);
    out_values[bins[i]].push_back(got_olds[i]);
  }
  for (int64_t b = 0; b < kBins; ++b) {
    std::sort(in[b].begin(), in[b].end());
    std::sort(out_values[b].begin(), out_values[b].end());
    ExpectSame(out_values[b], in[b],
               std::string("cuda.atomic.exch on ") + TypeName<T>() +
                   ", sorted values through element " + std::to_string(b));
  }
}

GPU_TEST(atomic_exch_integer_types) {
  Program program = LoadTestKernels("atomics.py");
#define ARGS (program)
  FOR_INTEGER_TYPES(CheckExchange);
#undef ARGS
}

// inc/dec with one limit: the element walks a fixed sequence of states,
// whatever the order; the old values are its first n states.
template <typename T>
void CheckIncDec(const Program& program, bool inc) {
  Kernel kernel = KernelOf(program, inc ? "atomic_inc" : "atomic_dec");
  T limit = static_cast<T>(RandomInt(100, 3000));
  std::vector<T> initial(static_cast<size_t>(kBins));
  for (T& value : initial) value = static_cast<T>(RandomInt(0, 3500));  // some above the limit
  std::vector<int32_t> bins = RandomBins(kThreads, kBins);
  DeviceArray dbins = DeviceArray::FromVector(bins), out = DeviceArray::FromVector(initial),
              olds(DTypeOf<T>::value, {kThreads});
  kernel.Launch(Dim3(BlocksFor(kThreads, 256)), Dim3(256), dbins, out, olds, limit);
  std::string what = std::string("cuda.atomic.") + (inc ? "inc" : "dec") + " on " + TypeName<T>() +
                     " with limit " + Show(limit);
  std::vector<std::vector<T>> states(static_cast<size_t>(kBins)), got(states.size());
  std::vector<T> ref = initial;
  std::vector<T> got_olds = olds.ToVector<T>();
  for (int64_t i = 0; i < kThreads; ++i) {
    T& x = ref[bins[i]];
    states[bins[i]].push_back(x);
    got[bins[i]].push_back(got_olds[i]);
    x = inc ? (x >= limit ? T(0) : T(x + 1)) : ((x == 0 || x > limit) ? limit : T(x - 1));
  }
  ExpectSame(out.ToVector<T>(), ref, what);
  for (int64_t b = 0; b < kBins; ++b) {
    std::sort(states[b].begin(), states[b].end());
    std::sort(got[b].begin(), got[b].end());
    ExpectSame(got[b], states[b], what + ", sorted old values of element " + std::to_string(b));
  }
}

GPU_TEST(atomic_inc_dec_unsigned_types) {
  Program program = LoadTestKernels("atomics.py");
  for (bool inc : {true, false}) {
    CheckIncDec<uint32_t>(program, inc);
    CheckIncDec<uint64_t>(program, inc);
  }
}

// Additions made of compare-and-swap loops: cas on many elements, and
// compare_and_swap on element 0.
template <typename T>
void CheckCas(const Program& program) {
  Kernel cas = KernelOf(program, "cas_add");
  // Fewer threads: a thread retries once per other thread that won first.
  const int64_t threads = int64_t{1} << 16;
  std::vector<T> values(static_cast<size_t>(threads)), initial(static_cast<size_t>(kBins));
  for (T& value : values) value = RandomValue<T>(Op::Add);
  for (T& value : initial) value = RandomValue<T>(Op::Add);
  std::vector<int32_t> bins = RandomBins(threads, kBins);
  DeviceArray dvalues = DeviceArray::FromVector(values), dbins = DeviceArray::FromVector(bins),
              out = DeviceArray::FromVector(initial);
  cas.Launch(Dim3(BlocksFor(threads, 256)), Dim3(256), dvalues, dbins, out);
  std::vector<T> ref = initial;
  for (int64_t i = 0; i < threads; ++i) ref[bins[i]] = static_cast<T>(ref[bins[i]] + values[i]);
  ExpectSame(out.ToVector<T>(), ref, std::string("cuda.atomic.cas on ") + TypeName<T>());

  Kernel swap = KernelOf(program, "compare_and_swap_add");
  int64_t n = 4096;  // one element: every thread retries against all others
  std::vector<T> few(values.begin(), values.begin() + n);
  DeviceArray dfew = DeviceArray::FromVector(few),
              total = DeviceArray::FromVector(std::vector<T>{initial[0]});
  swap.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), dfew, total);
  T sum = initial[0];
  for (T value : few) sum = static_cast<T>(sum + value);
  ExpectSame(total.ToVector<T>(), std::vector<T>{sum},
             std::string("cuda.atomic.compare_and_swap on ") + TypeName<T>());
}

GPU_TEST(atomic_cas_integer_types) {
  Program program = LoadTestKernels("atomics.py");
#define ARGS (program)
  FOR_INTEGER_TYPES(CheckCas);
#undef ARGS
}

GPU_TEST(atomic_add_2d_tuple_index) {
  Kernel kernel = KernelOf(LoadTestKernels("atomics.py"), "atomic_add_2d");
  int64_t rows = 7, cols = 9;
  std::vector<float> values(static_cast<size_t>(kThreads));
  for (float& value : values) value = static_cast<float>(RandomInt(-8, 8));
  std::vector<int32_t> r = RandomBins(kThreads, rows), c = RandomBins(kThreads, cols);
  DeviceArray dvalues = DeviceArray::FromVector(values), dr = DeviceArray::FromVector(r),
              dc = DeviceArray::FromVector(c), out(DType::Float32, {rows, cols});
  out.Fill(0);
  kernel.Launch(Dim3(BlocksFor(kThreads, 256)), Dim3(256), dvalues, dr, dc, out);
  std::vector<float> ref(static_cast<size_t>(rows * cols), 0.0f);
  for (int64_t i = 0; i < kThreads; ++i) ref[r[i] * cols + c[i]] += values[i];
  ExpectSame(out.ToVector<float>(), ref, "cuda.atomic.add on float32[:, ::1] at (row, col)");
}

}  // namespace
}  // namespace dslc::gpu_test
