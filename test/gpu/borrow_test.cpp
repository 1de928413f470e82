// Memory and streams that the program made itself (cuMemAlloc,
// cuStreamCreate), wrapped with DeviceArray::Borrow and Stream::Borrow:
// kernels launch on them as on dslc's own, and dslc never frees them.
#include <cstring>

#include "test/gpu/cuda_api.h"
#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {
namespace {

constexpr char kTriple[] = R"(from numba import cuda


@cuda.jit
def triple(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i] = x[i] * 3.0 - 1.0
)";

// Rows of a row-major 2-D array scaled by their index plus one.
constexpr char kScaleRows[] = R"(from numba import cuda


@cuda.jit
def scale_rows(a):
    i, j = cuda.grid(2)
    if i < a.shape[0] and j < a.shape[1]:
        a[i, j] = a[i, j] * (i + 1)
)";

// A message's text contains `part`.
void ExpectMentions(const std::string& message, const std::string& part) {
  if (message.find(part) == std::string::npos)
    Fail("the error does not mention `" + part + "`: " + message);
}

template <typename T>
std::vector<T> CopyOut(const RawBuffer& buffer, size_t count, size_t offset = 0) {
  std::vector<T> values(count);
  buffer.CopyOut(values.data(), count * sizeof(T), offset);
  return values;
}

uint32_t Bits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

// saxpy (lang-examples/saxpy.py) on memory from cuMemAlloc and a stream from
// cuStreamCreate. Borrowed arrays have the signature of owned ones; neither
// the arrays nor the stream are freed when their dslc handles go away.
GPU_TEST(borrow_memory_and_stream) {
  Kernel saxpy = KernelOf(LoadExample("saxpy.py"), "saxpy");
  TheDevice().MakeCurrent();
  int64_t n = RandomInt(1 << 20, (1 << 20) + 1000);
  size_t bytes = static_cast<size_t>(n) * sizeof(float);
  std::vector<float> x = RandomFloats(static_cast<size_t>(n)),
                     y = RandomFloats(static_cast<size_t>(n));
  float a = static_cast<float>(RandomDoubles(1, 0.5, 2)[0]);
  RawBuffer raw_x(bytes), raw_y(bytes);
  raw_x.CopyIn(x.data(), bytes);
  raw_y.CopyIn(y.data(), bytes);
  TheDevice().Synchronize();  // the copies ran on the legacy stream
  RawStream raw_stream;
  {
    DeviceArray dx = DeviceArray::Borrow(raw_x.pointer(), DType::Float32, {n});
    DeviceArray dy =
        DeviceArray::Borrow(reinterpret_cast<void*>(raw_y.pointer()), DType::Float32, {n});
    Stream stream = Stream::Borrow(raw_stream.handle());
    EXPECT_TRUE(dx.borrowed() && dy.borrowed() && dx.c_contiguous());
    EXPECT_EQ(dx.device_pointer(), uint64_t{raw_x.pointer()});
    EXPECT_TRUE(stream.handle() == raw_stream.handle());
    const Arg args[] = {a, dx, dy};
    EXPECT_EQ(saxpy.Compile(args).facts.signature,
              std::string("float32, float32[::1], float32[::1]"));
    saxpy.Launch(Dim3(BlocksFor(n, 256)), Dim3(256), stream, a, dx, dy);
    raw_stream.Synchronize();
    std::vector<double> ref(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) ref[i] = double(a) * x[i] + y[i];
    EXPECT_CLOSE(CopyOut<float>(raw_y, static_cast<size_t>(n)), ref, 1e-6);
    EXPECT_CLOSE(dy.ToVector<float>(), ref, 1e-6);
    // Again through a view and a LaunchConfig with the borrowed stream.
    DeviceArray head = dy.View({n / 2}, {4});
    EXPECT_TRUE(head.borrowed());
    saxpy.Launch(LaunchConfig{Dim3(BlocksFor(n / 2, 128)), Dim3(128), 0, &stream}, a,
                 dx.View({n / 2}, {4}), head);
    stream.Synchronize();
    for (int64_t i = 0; i < n / 2; ++i) ref[i] += double(a) * x[i];
    EXPECT_CLOSE(CopyOut<float>(raw_y, static_cast<size_t>(n)), ref, 1e-6);
  }
  // The handles are gone; the memory and the stream are still the program's.
  raw_stream.Synchronize();
  raw_stream.Destroy();
  raw_x.Free();
  raw_y.Free();
}

// Every other element of one buffer in, every other element of another
// out, and a reversed view (negative stride): strided borrowed arrays
// launch as `float32[:]`, and the elements between them are left alone.
GPU_TEST(borrow_strided_views) {
  Kernel affine = KernelOf(LoadTestKernels("affine.py"), "affine");
  TheDevice().MakeCurrent();
  int64_t n = RandomInt(100000, 120000);
  std::vector<float> base = RandomFloats(static_cast<size_t>(2 * n + 1));
  std::vector<float> poison(static_cast<size_t>(2 * n), 0.0f);
  std::memset(poison.data(), 0xFF, poison.size() * sizeof(float));
  RawBuffer raw_in(base.size() * sizeof(float)), raw_out(poison.size() * sizeof(float));
  raw_in.CopyIn(base.data(), base.size() * sizeof(float));
  raw_out.CopyIn(poison.data(), poison.size() * sizeof(float));
  TheDevice().Synchronize();  // the copies ran on the legacy stream
  RawStream raw_stream;
  Stream stream = Stream::Borrow(raw_stream.handle());

  DeviceArray odd = DeviceArray::Borrow(raw_in.pointer() + 4, DType::Float32, {n}, {8});
  DeviceArray even = DeviceArray::Borrow(raw_out.pointer(), DType::Float32, {n}, {8});
  EXPECT_TRUE(!odd.c_contiguous() && !odd.f_contiguous());
  const Arg args[] = {odd, even};
  EXPECT_EQ(affine.Compile(args).facts.signature, std::string("float32[:], float32[:]"));
  affine.Launch(Dim3(BlocksFor(n, 128)), Dim3(128), stream, odd, even);
  raw_stream.Synchronize();
  std::vector<float> out = CopyOut<float>(raw_out, poison.size());
  std::vector<float> written(static_cast<size_t>(n));
  std::vector<double> ref(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    written[i] = out[2 * i];
    ref[i] = double(base[2 * i + 1]) * 2.0 + 1.0;
    if (Bits(out[2 * i + 1]) != 0xFFFFFFFFu)
      Fail("element " + std::to_string(2 * i + 1) + " between the view's elements was written");
  }
  EXPECT_CLOSE(written, ref, 1e-6);
  // A strided borrowed array cannot be filled: its gaps are not its own.
  EXPECT_THROWS(Error, even.Fill(0), {});

  // base[n - 1::-1]: the first element at the highest address.
  DeviceArray reversed =
      DeviceArray::Borrow(raw_in.pointer() + 4 * (n - 1), DType::Float32, {n}, {-4});
  DeviceArray dense = DeviceArray::Borrow(raw_out.pointer(), DType::Float32, {n});
  affine.Launch(Dim3(BlocksFor(n, 128)), Dim3(128), stream, reversed, dense);
  raw_stream.Synchronize();
  out = CopyOut<float>(raw_out, static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) ref[i] = double(base[n - 1 - i]) * 2.0 + 1.0;
  EXPECT_CLOSE(out, ref, 1e-6);
  raw_stream.Destroy();
  raw_in.Free();
  raw_out.Free();
}

// A 2-D borrowed array in C order (no strides given), the same memory as
// Fortran order, and a block of columns of it (strided): the layouts and
// signatures are those of owned arrays.
GPU_TEST(borrow_2d_layouts) {
  Kernel scale_rows = Program::FromSource("scale_rows.py", kScaleRows).kernel("scale_rows");
  TheDevice().MakeCurrent();
  int64_t rows = RandomInt(200, 300), cols = RandomInt(100, 200);
  std::vector<float> host = RandomFloats(static_cast<size_t>(rows * cols));
  RawBuffer raw(host.size() * sizeof(float));
  raw.CopyIn(host.data(), host.size() * sizeof(float));

  DeviceArray c = DeviceArray::Borrow(raw.pointer(), DType::Float32, {rows, cols});
  DeviceArray f = DeviceArray::Borrow(raw.pointer(), DType::Float32, {cols, rows}, {4, 4 * cols});
  int64_t first = cols / 4, width = cols / 2;
  DeviceArray block =
      DeviceArray::Borrow(raw.pointer() + 4 * first, DType::Float32, {rows, width}, {4 * cols, 4});
  const Arg c_args[] = {c}, f_args[] = {f}, block_args[] = {block};
  EXPECT_EQ(scale_rows.Compile(c_args).facts.signature, std::string("float32[:, ::1]"));
  EXPECT_EQ(scale_rows.Compile(f_args).facts.signature, std::string("float32[::1, :]"));
  EXPECT_EQ(scale_rows.Compile(block_args).facts.signature, std::string("float32[:, :]"));

  scale_rows.Launch(Dim3(BlocksFor(rows, 16), BlocksFor(width, 16)), Dim3(16, 16), block);
  std::vector<float> out = CopyOut<float>(raw, host.size());
  std::vector<float> ref = host;
  for (int64_t i = 0; i < rows; ++i) {
    for (int64_t j = first; j < first + width; ++j) ref[i * cols + j] *= static_cast<float>(i + 1);
  }
  EXPECT_ALL_EQ(out, ref);
  raw.Free();
}

// Host vectors launched on a borrowed non-blocking stream: the copies in
// and out run on that stream, in order with the kernel, and the launch
// returns once the results are back.
GPU_TEST(borrow_stream_host_vectors) {
  Kernel triple = Program::FromSource("triple.py", kTriple).kernel("triple");
  TheDevice().MakeCurrent();
  RawStream raw_stream;
  Stream stream = Stream::Borrow(raw_stream.handle());
  size_t n = static_cast<size_t>(RandomInt(1 << 22, (1 << 22) + 1000));
  const std::vector<float> x = RandomFloats(n);
  std::vector<float> out(n, NAN);
  triple.Launch(Dim3(BlocksFor(static_cast<int64_t>(n), 256)), Dim3(256), stream, x, out);
  std::vector<double> ref(n);
  for (size_t i = 0; i < n; ++i) ref[i] = double(x[i]) * 3.0 - 1.0;
  EXPECT_CLOSE(out, ref, 1e-6);
  raw_stream.Destroy();
}

// A cooperative kernel (lang-examples/grid_sync.py) on borrowed memory and
// a borrowed stream, at the largest grid that fits.
GPU_TEST(borrow_cooperative_launch) {
  if (!TheDevice().properties().cooperative_launch) Skip("no cooperative launches on this GPU");
  Kernel two_phase = KernelOf(LoadExample("grid_sync.py"), "two_phase");
  TheDevice().MakeCurrent();
  int64_t n = RandomInt(1 << 20, (1 << 20) + 1000);
  RawBuffer raw_x(static_cast<size_t>(n) * 8), raw_y(static_cast<size_t>(n) * 8);
  RawStream raw_stream;
  Stream stream = Stream::Borrow(raw_stream.handle());
  DeviceArray x = DeviceArray::Borrow(raw_x.pointer(), DType::Int64, {n});
  DeviceArray y = DeviceArray::Borrow(raw_y.pointer(), DType::Int64, {n});
  uint32_t blocks = two_phase.MaxCooperativeBlocks(Dim3(256), 0, x, y);
  two_phase.Launch(Dim3(blocks), Dim3(256), stream, x, y);
  raw_stream.Synchronize();
  std::vector<int64_t> out = CopyOut<int64_t>(raw_y, static_cast<size_t>(n));
  std::vector<int64_t> ref(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) ref[i] = i * i + ((i + 1) % n) * ((i + 1) % n);
  EXPECT_ALL_EQ(out, ref);
  Note(std::to_string(blocks) + " blocks of 256 on a borrowed stream");
  raw_stream.Destroy();
  raw_x.Free();
  raw_y.Free();
}

// Arguments that no kernel could use are refused with the reason; a view
// may not reach past the borrowed memory.
GPU_TEST(borrow_errors) {
  TheDevice().MakeCurrent();
  RawBuffer raw(4096);
  EXPECT_THROWS(Error, DeviceArray::Borrow(uint64_t{0}, DType::Float32, {4}),
                ExpectMentions(error.what(), "a null pointer"));
  EXPECT_THROWS(Error, DeviceArray::Borrow(raw.pointer() + 2, DType::Float32, {4}),
                ExpectMentions(error.what(), "is not a multiple of the element size"));
  EXPECT_THROWS(Error, DeviceArray::Borrow(raw.pointer(), DType::Float64, {4, 4}, {32, 4}),
                ExpectMentions(error.what(), "stride 4 of dimension 1"));
  EXPECT_THROWS(Error, DeviceArray::Borrow(raw.pointer(), DType::Float32, {4, 4}, {16}),
                ExpectMentions(error.what(), "1 strides for an array of 2 dimensions"));
  DeviceArray empty = DeviceArray::Borrow(nullptr, DType::Float32, {0});
  EXPECT_EQ(empty.size(), int64_t{0});
  DeviceArray borrowed = DeviceArray::Borrow(raw.pointer(), DType::Float32, {256});
  EXPECT_THROWS(Error, borrowed.View({257}, {4}),
                ExpectMentions(error.what(), "reaches outside the array's memory"));
  raw.Free();
}

}  // namespace
}  // namespace dslc::gpu_test
