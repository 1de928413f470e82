// One test per runtime feature: devices, arrays and their layouts, argument
// kinds, launches, the kernel cache, aliasing, streams, and errors.
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "test/gpu/gpu_test.h"
#include "test/gpu/process.h"

namespace dslc::gpu_test {
namespace {

constexpr char kSaxpy[] = R"(from numba import cuda


@cuda.jit
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < x.size:
        y[i] = a * x[i] + y[i]
)";

DeviceArray Poisoned(DType dtype, const std::vector<int64_t>& shape, Order order = Order::C) {
  DeviceArray array(dtype, shape, order);
  array.Fill(0xFF);
  return array;
}

std::vector<double> SaxpyReference(float a, const std::vector<float>& x,
                                   const std::vector<float>& y) {
  std::vector<double> ref(x.size());
  for (size_t i = 0; i < x.size(); ++i) ref[i] = double(a) * x[i] + y[i];
  return ref;
}

double Microseconds(std::chrono::steady_clock::duration duration) {
  return std::chrono::duration<double, std::micro>(duration).count();
}

std::string Fixed(double value, int digits = 1) {
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", digits, value);
  return text;
}

GPU_TEST(device_properties) {
  EXPECT_TRUE(Device::Count() >= 1);
  EXPECT_TRUE(Device::DriverVersion() >= 11000);
  const DeviceProperties& p = TheDevice().properties();
  EXPECT_TRUE(!p.name.empty());
  EXPECT_TRUE(p.compute_major >= 5);
  EXPECT_TRUE(p.compute_minor >= 0 && p.compute_minor < 10);
  EXPECT_TRUE(p.multiprocessors > 0);
  EXPECT_TRUE(p.total_memory >= (int64_t{1} << 30));
  EXPECT_EQ(p.max_threads_per_block, 1024);
  EXPECT_TRUE(p.max_threads_per_multiprocessor >= 1024);
  EXPECT_EQ(p.warp_size, 32);
  EXPECT_EQ(p.max_shared_memory_per_block, 48 * 1024);
  EXPECT_TRUE(p.max_shared_memory_per_block_optin >= p.max_shared_memory_per_block);
  EXPECT_TRUE(p.max_shared_memory_per_multiprocessor >= p.max_shared_memory_per_block_optin);
  EXPECT_TRUE(p.l2_cache_bytes > 0);
  EXPECT_TRUE(p.arch.starts_with("sm_"));
  // The target is the device's own architecture or, for devices newer than
  // dslc knows, an older one.
  EXPECT_TRUE(std::stoi(p.arch.substr(3)) <= p.compute_major * 10 + p.compute_minor);
  int version = Device::DriverVersion();
  Note(p.name + ", compute " + std::to_string(p.compute_major) + "." +
       std::to_string(p.compute_minor) + ", " + p.arch + ", " + std::to_string(p.multiprocessors) +
       " SMs, " + Fixed(double(p.total_memory) / (1 << 30)) + " GiB, driver " +
       std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10) +
       ", cooperative launch " + (p.cooperative_launch ? "yes" : "no"));
}

GPU_TEST(array_round_trip_all_dtypes) {
  size_t total_size = 0;
  for (int d = 0; d <= static_cast<int>(DType::Float64); ++d) {
    DType dtype = static_cast<DType>(d);
    size_t item = ItemSize(dtype);
    total_size += item;
    int64_t rows = RandomInt(30, 60), cols = RandomInt(17, 40);
    for (Order order : {Order::C, Order::F}) {
      std::vector<int64_t> shape =
          order == Order::C ? std::vector<int64_t>{rows * cols} : std::vector<int64_t>{rows, cols};
      std::vector<uint8_t> bytes(static_cast<size_t>(rows * cols) * item);
      for (uint8_t& byte : bytes) byte = static_cast<uint8_t>(RandomInt(0, 255));
      if (dtype == DType::Bool) {
        for (uint8_t& byte : bytes) byte &= 1;
      }
      DeviceArray array = DeviceArray::FromHost(bytes.data(), dtype, shape, order);
      std::string what = std::string(Name(dtype)) + (order == Order::C ? " 1-D" : " 2-D F-order");
      if (array.dtype() != dtype || array.size() != rows * cols ||
          array.nbytes() != static_cast<int64_t>(bytes.size()) ||
          array.ndim() != static_cast<int>(shape.size())) {
        Fail(what + ": wrong dtype, size, nbytes or ndim");
      }
      if (order == Order::F && !(array.f_contiguous() && !array.c_contiguous())) {
        Fail(what + ": not Fortran-contiguous");
      }
      if (order == Order::C && !array.c_contiguous()) Fail(what + ": not C-contiguous");
      std::vector<uint8_t> back(bytes.size(), 0xA5);
      array.CopyToHost(back.data());
      if (back != bytes) Fail(what + ": the bytes copied back differ from those copied in");
      array.Fill(0xFF);
      array.CopyToHost(back.data());
      for (uint8_t byte : back) {
        if (byte != 0xFF) Fail(what + ": Fill(0xFF) left a byte of " + std::to_string(byte));
      }
    }
  }
  EXPECT_EQ(total_size, size_t{1 + 1 + 2 + 4 + 8 + 1 + 2 + 4 + 8 + 2 + 4 + 8});
  EXPECT_EQ(std::string(Name(DType::UInt16)), std::string("uint16"));
}

// Every other element of one array in, every other element of another out.
GPU_TEST(strided_view_argument) {
  int64_t n = RandomInt(100000, 120000);
  std::vector<float> base = RandomFloats(static_cast<size_t>(2 * n + 1));
  DeviceArray in = DeviceArray::FromVector(base);
  DeviceArray odd = in.View({n}, {8}, 4);  // base[1::2]
  DeviceArray out_base = Poisoned(DType::Float32, {2 * n});
  DeviceArray even = out_base.View({n}, {8}, 0);  // out[0::2]
  EXPECT_TRUE(!odd.c_contiguous() && !odd.f_contiguous());

  Kernel affine = KernelOf(LoadTestKernels("affine.py"), "affine");
  const Arg args[] = {odd, even};
  EXPECT_EQ(affine.Compile(args).facts.signature, std::string("float32[:], float32[:]"));
  affine.Launch(Dim3(BlocksFor(n, 128)), Dim3(128), odd, even);

  std::vector<float> out = out_base.ToVector<float>();
  std::vector<float> written(static_cast<size_t>(n));
  std::vector<double> ref(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    written[i] = out[2 * i];
    ref[i] = double(base[2 * i + 1]) * 2.0 + 1.0;
    uint32_t bits;
    std::memcpy(&bits, &out[2 * i + 1], sizeof bits);
    if (bits != 0xFFFFFFFFu)
      Fail("element " + std::to_string(2 * i + 1) + " between the view's elements was written");
  }
  EXPECT_CLOSE(written, ref, 1e-6);
}

constexpr char kWeighted[] = R"(from numba import cuda


@cuda.jit
def weighted(a, out):
    i, j = cuda.grid(2)
    if i < a.shape[0] and j < a.shape[1]:
        out[i, j] = a[i, j] * (i + 1) - j
)";

GPU_TEST(fortran_order_2d) {
  int64_t rows = RandomInt(300, 400), cols = RandomInt(200, 300);
  std::vector<float> host = RandomFloats(static_cast<size_t>(rows * cols));  // column-major
  DeviceArray a = DeviceArray::FromVector(host, {rows, cols}, Order::F);
  DeviceArray out = Poisoned(DType::Float32, {rows, cols});
  Kernel weighted = Program::FromSource("weighted.py", kWeighted).kernel("weighted");
  const Arg args[] = {a, out};
  EXPECT_EQ(weighted.Compile(args).facts.signature,
            std::string("float32[::1, :], float32[:, ::1]"));
  weighted.Launch(Dim3(BlocksFor(rows, 16), BlocksFor(cols, 8)), Dim3(16, 8), a, out);

  std::vector<float> result = out.ToVector<float>();  // row-major
  std::vector<double> ref(result.size());
  for (int64_t i = 0; i < rows; ++i) {
    for (int64_t j = 0; j < cols; ++j)
      ref[i * cols + j] = double(host[j * rows + i]) * double(i + 1) - double(j);
  }
  EXPECT_CLOSE(result, ref, 1e-6);
}

constexpr char kVectors[] = R"(from numba import cuda


@cuda.jit
def triple(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = x[i] * 3.0 - 1.0
        x[i] = 0.0
)";

// A const vector is copied in only (the kernel's writes to it stay on the
// GPU); a mutable one is copied in and back.
GPU_TEST(vector_arguments) {
  size_t n = static_cast<size_t>(RandomInt(50000, 60000));
  const std::vector<float> x = RandomFloats(n);
  const std::vector<float> x_before = x;
  std::vector<double> out(n, std::numeric_limits<double>::quiet_NaN());
  Kernel triple = Program::FromSource("triple.py", kVectors).kernel("triple");
  triple.Launch(Dim3(BlocksFor(static_cast<int64_t>(n), 256)), Dim3(256), x, out);

  std::vector<double> ref(n);
  for (size_t i = 0; i < n; ++i) ref[i] = double(x_before[i]) * 3.0 - 1.0;
  EXPECT_CLOSE(out, ref, 1e-14);
  EXPECT_ALL_EQ(x, x_before);

  // A HostArray says the same explicitly.
  std::vector<float> y = RandomFloats(n);
  std::vector<float> y_before = y;
  HostArray host{y.data(), DType::Float32, {static_cast<int64_t>(n)}, Order::C, true};
  std::fill(out.begin(), out.end(), std::numeric_limits<double>::quiet_NaN());
  triple.Launch(Dim3(BlocksFor(static_cast<int64_t>(n), 256)), Dim3(256), host, out);
  for (size_t i = 0; i < n; ++i) ref[i] = double(y_before[i]) * 3.0 - 1.0;
  EXPECT_CLOSE(out, ref, 1e-14);
  EXPECT_ALL_EQ(y, y_before);
}

constexpr char kScalars[] = R"(from numba import cuda


@cuda.jit
def scalars(b, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64, out):
    if cuda.grid(1) == 0:
        out[0] = 1.0 if b else 0.0
        out[1] = float(i8)
        out[2] = float(i16)
        out[3] = float(i32)
        out[4] = float(i64)
        out[5] = float(u8)
        out[6] = float(u16)
        out[7] = float(u32)
        out[8] = float(u64)
        out[9] = float(f32)
        out[10] = f64
)";

template <typename T>
T RandomOf() {
  if constexpr (std::is_floating_point_v<T>) {
    return static_cast<T>(std::uniform_real_distribution<double>(-1e6, 1e6)(Random()));
  } else {
    return static_cast<T>(Random()());  // every bit pattern, negatives included
  }
}

// Every scalar type crosses the launch with its value: each converted to
// float64 by the kernel, compared exactly.
GPU_TEST(scalar_arguments_all_types) {
  Kernel kernel = Program::FromSource("scalars.py", kScalars).kernel("scalars");
  DeviceArray out = Poisoned(DType::Float64, {11});
  auto check = [&](bool b, int8_t i8, int16_t i16, int32_t i32, int64_t i64, uint8_t u8,
                   uint16_t u16, uint32_t u32, uint64_t u64, float f32, double f64) {
    out.Fill(0xFF);
    kernel.Launch(Dim3(1), Dim3(32), b, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64, out);
    std::vector<double> ref = {b ? 1.0 : 0.0, double(i8),  double(i16), double(i32),
                               double(i64),   double(u8),  double(u16), double(u32),
                               double(u64),   double(f32), f64};
    EXPECT_ALL_EQ(out.ToVector<double>(), ref);
  };
  for (int round = 0; round < 4; ++round) {
    check(RandomInt(0, 1) != 0, RandomOf<int8_t>(), RandomOf<int16_t>(), RandomOf<int32_t>(),
          RandomOf<int64_t>(), RandomOf<uint8_t>(), RandomOf<uint16_t>(), RandomOf<uint32_t>(),
          RandomOf<uint64_t>(), RandomOf<float>(), RandomOf<double>());
  }
  using std::numeric_limits;
  check(true, numeric_limits<int8_t>::min(), numeric_limits<int16_t>::min(),
        numeric_limits<int32_t>::min(), numeric_limits<int64_t>::min(),
        numeric_limits<uint8_t>::max(), numeric_limits<uint16_t>::max(),
        numeric_limits<uint32_t>::max(), numeric_limits<uint64_t>::max(),
        numeric_limits<float>::max(), numeric_limits<double>::lowest());
  check(false, numeric_limits<int8_t>::max(), numeric_limits<int16_t>::max(),
        numeric_limits<int32_t>::max(), numeric_limits<int64_t>::max(), 0, 0, 0, 0,
        numeric_limits<float>::denorm_min(), -0.0);
}

constexpr char kAxpby[] = R"(from numba import cuda


@cuda.jit
def axpby(a, x, b, y, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = a * x[i] + b * y[i]
)";

// Arguments chosen at run time, as `dslc run` does: a list of Arg.
GPU_TEST(type_erased_launch) {
  Kernel axpby = Program::FromSource("axpby.py", kAxpby).kernel("axpby");
  EXPECT_TRUE((axpby.parameters() == std::vector<std::string>{"a", "x", "b", "y", "out"}));
  for (DType dtype : {DType::Float32, DType::Float64}) {
    int64_t n = RandomInt(70000, 90000);
    std::vector<double> x = RandomDoubles(static_cast<size_t>(n)),
                        y = RandomDoubles(static_cast<size_t>(n));
    double a = RandomDoubles(1, 0.5, 2)[0], b = RandomDoubles(1, -2, -0.5)[0];
    std::vector<DeviceArray> arrays;
    std::vector<double> ref(static_cast<size_t>(n));
    std::vector<Arg> args;
    if (dtype == DType::Float32) {
      std::vector<float> xf(x.begin(), x.end()), yf(y.begin(), y.end());
      float af = static_cast<float>(a), bf = static_cast<float>(b);
      arrays = {DeviceArray::FromVector(xf), DeviceArray::FromVector(yf), Poisoned(dtype, {n})};
      args = {Arg(af), Arg(arrays[0]), Arg(bf), Arg(arrays[1]), Arg(arrays[2])};
      for (int64_t i = 0; i < n; ++i) ref[i] = double(af) * xf[i] + double(bf) * yf[i];
    } else {
      uint64_t a_bits, b_bits;
      std::memcpy(&a_bits, &a, 8);
      std::memcpy(&b_bits, &b, 8);
      arrays = {DeviceArray::FromVector(x), DeviceArray::FromVector(y), Poisoned(dtype, {n})};
      args = {Arg::Scalar(dtype, a_bits), Arg(arrays[0]), Arg::Scalar(dtype, b_bits),
              Arg(arrays[1]), Arg(arrays[2])};
      for (int64_t i = 0; i < n; ++i) ref[i] = a * x[i] + b * y[i];
    }
    axpby.Launch(LaunchConfig{Dim3(BlocksFor(n, 192)), Dim3(192), 0, nullptr}, args);
    if (dtype == DType::Float32) {
      EXPECT_CLOSE(arrays[2].ToVector<float>(), ref, 1e-6);
    } else {
      EXPECT_CLOSE(arrays[2].ToVector<double>(), ref, 1e-14);
    }
  }
}

// More than 4352 bytes of parameters, which needs PTX ISA 8.1 and sm_70:
// 62 strided 4-D arrays of 72 bytes each (4464). Array k is elements 4k and
// 4k + 2 of one buffer; the kernel sets the second to the first times k + 1.
GPU_TEST(large_parameter_space) {
  if (TheDevice().properties().compute_major < 7) Skip("needs sm_70 or newer");
  const int count = 62;
  std::string params, body;
  for (int k = 0; k < count; ++k) {
    std::string a = "a" + std::to_string(k);
    params += (k ? ", " : "") + a;
    body += "    " + a + "[0, 0, 0, 1] = " + a + "[0, 0, 0, 0] * " + std::to_string(k + 1) + "\n";
  }
  std::string source = "from numba import cuda\n\n\n@cuda.jit\ndef k(" + params + "):\n" + body;
  Kernel kernel = Program::FromSource("many_parameters.py", source).kernel("k");
  std::vector<int64_t> values(4 * count);
  for (int64_t& value : values) value = RandomInt(-1000000, 1000000);
  DeviceArray base = DeviceArray::FromVector(values);
  std::vector<DeviceArray> views;
  for (int k = 0; k < count; ++k) views.push_back(base.View({1, 1, 1, 2}, {8, 8, 8, 16}, 32 * k));
  std::vector<Arg> args(views.begin(), views.end());
  EXPECT_EQ(kernel.Compile(args).facts.signature.substr(0, 20),
            std::string("int64[:, :, :, :], i"));
  kernel.Launch(LaunchConfig{Dim3(1), Dim3(1), 0, nullptr}, args);
  std::vector<int64_t> ref = values;
  for (int k = 0; k < count; ++k) ref[4 * k + 2] = ref[4 * k] * (k + 1);
  EXPECT_ALL_EQ(base.ToVector<int64_t>(), ref);
}

constexpr char kWhere3d[] = R"(from numba import cuda


@cuda.jit
def where3d(position, block):
    x, y, z = cuda.grid(3)
    if z < position.shape[0] and y < position.shape[1] and x < position.shape[2]:
        position[z, y, x] = x + 1000 * y + 1000000 * z
        thread = cuda.threadIdx.x + cuda.blockDim.x * (cuda.threadIdx.y + cuda.blockDim.y * cuda.threadIdx.z)
        block[z, y, x] = cuda.blockIdx.x + 10 * cuda.blockIdx.y + 100 * cuda.blockIdx.z + 1000 * thread
)";

GPU_TEST(grid_and_block_3d) {
  int64_t nz = RandomInt(9, 15), ny = RandomInt(13, 20), nx = RandomInt(21, 40);
  Dim3 block(8, 4, 2);
  Dim3 grid(BlocksFor(nx, block.x), BlocksFor(ny, block.y), BlocksFor(nz, block.z));
  DeviceArray position = Poisoned(DType::Int32, {nz, ny, nx});
  DeviceArray block_ids = Poisoned(DType::Int32, {nz, ny, nx});
  Kernel where3d = Program::FromSource("where3d.py", kWhere3d).kernel("where3d");
  where3d.Launch(grid, block, position, block_ids);

  std::vector<int32_t> position_ref, block_ref;
  for (int64_t z = 0; z < nz; ++z) {
    for (int64_t y = 0; y < ny; ++y) {
      for (int64_t x = 0; x < nx; ++x) {
        position_ref.push_back(static_cast<int32_t>(x + 1000 * y + 1000000 * z));
        int64_t thread = x % block.x + block.x * (y % block.y + block.y * (z % block.z));
        block_ref.push_back(static_cast<int32_t>(x / block.x + 10 * (y / block.y) +
                                                 100 * (z / block.z) + 1000 * thread));
      }
    }
  }
  EXPECT_ALL_EQ(position.ToVector<int32_t>(), position_ref);
  EXPECT_ALL_EQ(block_ids.ToVector<int32_t>(), block_ref);
}

GPU_TEST(kernel_cache) {
  Program program = Program::FromSource("cache.py", kSaxpy);
  Kernel saxpy = program.kernel("saxpy");
  DeviceArray x = DeviceArray::FromVector(RandomFloats(1000)),
              y = DeviceArray::FromVector(RandomFloats(1000));
  const Arg args[] = {2.0f, x, y};
  auto t0 = std::chrono::steady_clock::now();
  CompiledInfo first = saxpy.Compile(args);
  auto t1 = std::chrono::steady_clock::now();
  CompiledInfo second = saxpy.Compile(args);
  auto t2 = std::chrono::steady_clock::now();
  CompiledInfo third = program.kernel("saxpy").Compile(args);  // the same kernel's cache
  EXPECT_TRUE(first.function != nullptr);
  EXPECT_TRUE(second.function == first.function);
  EXPECT_TRUE(third.function == first.function);
  EXPECT_EQ(second.facts.entry, first.facts.entry);
  EXPECT_EQ(second.facts.signature, std::string("float32, float32[::1], float32[::1]"));
  EXPECT_TRUE(second.ptx == first.ptx && first.ptx.find(".entry") != std::string::npos);
  Note("first Compile " + Fixed(Microseconds(t1 - t0) / 1000, 2) + " ms (source->PTX " +
       Fixed(first.compile_ms, 2) + " ms, load " + Fixed(first.load_ms, 2) +
       " ms), second Compile " + Fixed(Microseconds(t2 - t1), 2) + " us");
}

constexpr char kAccumulate[] = R"(from numba import cuda


@cuda.jit
def accumulate_twice(x, y):
    i = cuda.grid(1)
    if i < y.size:
        y[i] += x[i]
        y[i] += x[i]
)";

// The same array passed twice: the second x[i] must see the first write to
// y[i] (4a, not 3a), which a kernel compiled with `noalias` may not.
GPU_TEST(same_array_twice) {
  Kernel kernel = Program::FromSource("accumulate.py", kAccumulate).kernel("accumulate_twice");
  int64_t n = RandomInt(100000, 130000);
  std::vector<float> x = RandomFloats(static_cast<size_t>(n)),
                     y = RandomFloats(static_cast<size_t>(n));
  DeviceArray dx = DeviceArray::FromVector(x), dy = DeviceArray::FromVector(y);
  const Arg distinct[] = {dx, dy};
  const Arg same[] = {dy, dy};
  CompiledInfo separate = kernel.Compile(distinct);
  CompiledInfo aliased = kernel.Compile(same);
  EXPECT_TRUE(separate.function != aliased.function);  // a second variant
  EXPECT_EQ(aliased.facts.signature, separate.facts.signature);

  kernel.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), dx, dy);
  std::vector<double> ref(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) ref[i] = double(y[i]) + 2.0 * x[i];
  std::vector<float> after = dy.ToVector<float>();
  EXPECT_CLOSE(after, ref, 1e-6);

  kernel.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), dy, dy);
  std::vector<float> quadrupled(after.size());
  for (size_t i = 0; i < after.size(); ++i) quadrupled[i] = 4.0f * after[i];  // exact
  EXPECT_ALL_EQ(dy.ToVector<float>(), quadrupled);
}

GPU_TEST(stream_and_events) {
  Device device = TheDevice();
  Kernel saxpy = Program::FromSource("stream.py", kSaxpy).kernel("saxpy");
  int64_t n = RandomInt(1 << 22, (1 << 22) + 1000);
  std::vector<float> x = RandomFloats(static_cast<size_t>(n)),
                     y = RandomFloats(static_cast<size_t>(n));
  DeviceArray dx = DeviceArray::FromVector(x), dy = DeviceArray::FromVector(y);
  float a = static_cast<float>(RandomDoubles(1, 0.5, 2)[0]);
  const Arg args[] = {a, dx, dy};
  saxpy.Compile(args);
  device.Synchronize();  // the copies above ran on the legacy stream

  Stream stream = Stream::Create(device);
  Event start(device), stop(device);
  start.Record(stream);
  saxpy.Launch(LaunchConfig{Dim3(BlocksFor(n, 256)), Dim3(256), 0, &stream}, a, dx, dy);
  stop.Record(stream);
  stop.Synchronize();
  float ms = Event::ElapsedMs(start, stop);
  EXPECT_TRUE(ms > 0 && ms < 10000);
  stream.Synchronize();
  EXPECT_CLOSE(dy.ToVector<float>(), SaxpyReference(a, x, y), 1e-6);
  Note("saxpy of " + std::to_string(n) + " elements on a stream: " + Fixed(ms, 4) + " ms");
}

// Too many threads per block: the driver's error names the call, the
// CUresult and the kernel; the context stays usable.
GPU_TEST(launch_error) {
  Kernel saxpy = Program::FromSource("launch_error.py", kSaxpy).kernel("saxpy");
  std::vector<float> x = RandomFloats(5000), y = RandomFloats(5000);
  DeviceArray dx = DeviceArray::FromVector(x), dy = DeviceArray::FromVector(y);
  EXPECT_THROWS(CudaError, saxpy.Launch(Dim3(3), Dim3(2048), 1.5f, dx, dy), {
    EXPECT_EQ(error.call(), std::string("cuLaunchKernel"));
    EXPECT_EQ(error.result_name(), std::string("CUDA_ERROR_INVALID_VALUE"));
    EXPECT_EQ(error.kernel(), std::string("saxpy"));
    EXPECT_TRUE(std::string(error.what()).find("saxpy") != std::string::npos);
  });
  saxpy.Launch(Dim3(BlocksFor(5000, 256)), Dim3(256), 1.5f, dx, dy);
  EXPECT_CLOSE(dy.ToVector<float>(), SaxpyReference(1.5f, x, y), 1e-6);
}

constexpr char kBadKernel[] = R"(from numba import cuda


@cuda.jit
def gather(x, table):
    i = cuda.grid(1)
    if i < x.size:
        x[i] = table[i % 7]
)";

// `table` must be an array: given an int64 the kernel has a type error,
// reported as `dslc compile` reports it, with the file, line and column.
GPU_TEST(compile_error) {
  Kernel gather = Program::FromSource("bad_kernel.py", kBadKernel).kernel("gather");
  DeviceArray x = DeviceArray::FromVector(RandomFloats(100));
  DeviceArray table = DeviceArray::FromVector(RandomFloats(7));
  const Arg good[] = {x, table};
  gather.Compile(good);
  const Arg bad[] = {x, int64_t{7}};
  EXPECT_THROWS(CompileError, gather.Compile(bad), {
    std::string text = error.what();
    if (text.find("bad_kernel.py:8:16: error:") == std::string::npos) {
      Fail("the diagnostic does not name bad_kernel.py:8:16: " + text);
    }
  });
  EXPECT_THROWS(CompileError, gather.Launch(Dim3(1), Dim3(128), x, int64_t{7}), {});
}

// Sets DSLC_TEST_INTERNAL_ERROR (docs/testing.md) while it lives.
class RequestedInternalError {
 public:
  explicit RequestedInternalError(const char* what) { setenv("DSLC_TEST_INTERNAL_ERROR", what, 1); }
  ~RequestedInternalError() { unsetenv("DSLC_TEST_INTERNAL_ERROR"); }
};

// A bug in dslc while the JIT compiles (a failed check in lowering, or an
// LLVM fatal error in codegen) reaches the caller as InternalCompilerError,
// not a dslc::Error, naming the compile; the process and the program go on,
// and the next compile of the kernel succeeds.
GPU_TEST(internal_error_is_an_exception) {
  ProgramOptions options;
  options.use_cache = false;  // a cached kernel would not be compiled
  Kernel saxpy = Program::FromSource("internal_error.py", kSaxpy, options).kernel("saxpy");
  std::vector<float> x = RandomFloats(1000), y = RandomFloats(1000);
  DeviceArray dx = DeviceArray::FromVector(x), dy = DeviceArray::FromVector(y);
  for (const char* what : {"lower", "llvm"}) {
    RequestedInternalError requested(what);
    EXPECT_THROWS(InternalCompilerError, saxpy.Launch(Dim3(4), Dim3(256), 1.5f, dx, dy), {
      EXPECT_EQ(error.phase(), std::string(what == std::string("llvm") ? "codegen" : "lower"));
      EXPECT_EQ(error.subject().kernel, std::string("saxpy"));
      EXPECT_EQ(error.subject().signature, std::string("float32, float32[::1], float32[::1]"));
      EXPECT_EQ(error.subject().file, std::string("internal_error.py"));
      EXPECT_EQ(error.subject().target, TheDevice().properties().arch);
    });
  }
  saxpy.Launch(Dim3(4), Dim3(256), 1.5f, dx, dy);
  EXPECT_CLOSE(dy.ToVector<float>(), SaxpyReference(1.5f, x, y), 1e-6);
}

// Line information (ProgramOptions::line_info): the PTX carries `.loc`
// lines of the source (`y[i] = a * x[i] + y[i]` is line 8 of kSaxpy), the
// driver loads it asking its JIT to keep them, and the kernel computes the
// same. Off, the PTX has none.
GPU_TEST(line_info_launch) {
  ProgramOptions options;
  options.use_cache = false;
  options.line_info = true;
  Kernel saxpy = Program::FromSource("line_info.py", kSaxpy, options).kernel("saxpy");
  std::vector<float> x = RandomFloats(5000), y = RandomFloats(5000);
  DeviceArray dx = DeviceArray::FromVector(x), dy = DeviceArray::FromVector(y);
  const Arg args[] = {1.5f, dx, dy};
  CompiledInfo info = saxpy.Compile(args);
  EXPECT_TRUE(info.ptx.find("\t.loc\t1 8 ") != std::string::npos);
  EXPECT_TRUE(info.ptx.find("line_info.py\"") != std::string::npos);
  saxpy.Launch(Dim3(20), Dim3(256), 1.5f, dx, dy);
  EXPECT_CLOSE(dy.ToVector<float>(), SaxpyReference(1.5f, x, y), 1e-6);

  options.line_info = false;
  Kernel plain = Program::FromSource("line_info.py", kSaxpy, options).kernel("saxpy");
  EXPECT_TRUE(plain.Compile(args).ptx.find(".loc") == std::string::npos);
}

// Through the disk cache: line information is part of the key (a program
// without it misses, and gets PTX without `.loc`), and a kernel with it
// loaded from its entry (the cubin linked with line information) computes
// the same.
GPU_TEST(line_info_disk_cache) {
  const char* disabled = std::getenv("DSLC_DISABLE_CACHE");
  if (disabled && std::string(disabled) != "0") Skip("DSLC_DISABLE_CACHE is set");
  TempDir work;
  ProgramOptions options;
  options.cache_dir = work.path() + "/cache";
  options.line_info = true;
  std::vector<float> x = RandomFloats(3000), y = RandomFloats(3000);
  DeviceArray dx = DeviceArray::FromVector(x), dy = DeviceArray::FromVector(y);
  const Arg args[] = {2.0f, dx, dy};

  CompiledInfo first =
      Program::FromSource("cached_lines.py", kSaxpy, options).kernel("saxpy").Compile(args);
  EXPECT_TRUE(!first.from_cache);
  EXPECT_TRUE(first.ptx.find(".loc") != std::string::npos);
  options.line_info = false;
  CompiledInfo plain =
      Program::FromSource("cached_lines.py", kSaxpy, options).kernel("saxpy").Compile(args);
  EXPECT_TRUE(!plain.from_cache);
  EXPECT_TRUE(plain.ptx.find(".loc") == std::string::npos);
  options.line_info = true;
  Kernel again = Program::FromSource("cached_lines.py", kSaxpy, options).kernel("saxpy");
  CompiledInfo hit = again.Compile(args);
  EXPECT_TRUE(hit.from_cache);
  EXPECT_TRUE(hit.ptx == first.ptx);
  again.Launch(Dim3(12), Dim3(256), 2.0f, dx, dy);
  EXPECT_CLOSE(dy.ToVector<float>(), SaxpyReference(2.0f, x, y), 1e-6);
}

}  // namespace
}  // namespace dslc::gpu_test
