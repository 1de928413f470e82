// The C interface (dslc/c_api.h) as the Python package calls it: a module
// assembled from a function's source and its host values (a device array
// captured by pointer among them), device memory,
// packed launches of contiguous and strided arrays, streams and events,
// and compile errors with their diagnostics.
#include "dslc/c_api.h"

#include <cstring>
#include <string>
#include <vector>

#include "test/gpu/gpu_test.h"

namespace dslc::gpu_test {
namespace {

// saxpy as a host program cuts it from its file: the `def` and its body,
// indented as in a class, starting on line 20 of app.py.
constexpr char kSaxpy[] = R"(    def saxpy(a, x, y):
        i = cuda.grid(1)
        if i < x.size:
            y[i] = a * x[i] + y[i]
)";

// Fails the test with the C interface's message unless `status` is DSLC_OK.
#define EXPECT_OK(call)                                                                      \
  do {                                                                                       \
    int status_ = (call);                                                                    \
    if (status_ != DSLC_OK) {                                                                \
      Fail(Where(__FILE__, __LINE__) + #call " returned " + std::to_string(status_) + ": " + \
           dslc_error_message());                                                            \
    }                                                                                        \
  } while (0)

// A program of one function of app.py, with `cuda` bound as the host
// program's global.
dslc_program* LoadProgram(const char* text, const char* name, int first_line = 20) {
  dslc_source* source = dslc_source_new();
  EXPECT_TRUE(source != nullptr);
  int index = -1;
  EXPECT_OK(dslc_source_add_function(source, "app.py", text, first_line, name, &index));
  EXPECT_OK(dslc_source_bind(source, index, "cuda", dslc_value_module("numba.cuda")));
  dslc_program_options options = {3, 0, nullptr, 1, nullptr};
  dslc_program* program = nullptr;
  EXPECT_OK(dslc_program_load(source, &options, &program));
  return program;
}

// Device memory of the C interface, freed at the end of the test.
class Memory {
 public:
  explicit Memory(uint64_t bytes) { EXPECT_OK(dslc_mem_alloc(0, bytes, &pointer_)); }
  ~Memory() { dslc_mem_free(0, pointer_); }
  Memory(const Memory&) = delete;
  Memory& operator=(const Memory&) = delete;
  uint64_t pointer() const { return pointer_; }

 private:
  uint64_t pointer_ = 0;
};

int64_t FloatWord(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

// The launch words as a C program writes them, with dslc/launch_words.h.
constexpr int64_t kFloat32 = DSLC_DTYPE_FLOAT32, kInt64 = DSLC_DTYPE_INT64;

// The packed words of a launch of blocks of 256 threads: the header, then
// each argument's code and values.
class Words {
 public:
  Words(int64_t blocks, int64_t count, void* stream = nullptr)
      : words_{blocks, 1, 1, 256,
               1,      1, 0, static_cast<int64_t>(reinterpret_cast<uintptr_t>(stream)),
               count} {}
  Words& Scalar(int64_t dtype, int64_t bits) {
    words_.insert(words_.end(), {dtype, bits});
    return *this;
  }
  // A 1-D array of n elements `stride` bytes apart.
  Words& Array(int64_t dtype, uint64_t pointer, int64_t n, int64_t stride) {
    words_.insert(words_.end(), {dtype | DSLC_CODE_ARRAY_BITS | 1 << DSLC_CODE_NDIM_SHIFT,
                                 static_cast<int64_t>(pointer), n, stride});
    return *this;
  }
  const int64_t* data() const { return words_.data(); }

 private:
  std::vector<int64_t> words_;
};

// A saxpy launch over n elements of x (x_stride bytes apart) and y
// (contiguous) on `stream`.
Words SaxpyWords(int64_t n, float a, uint64_t x, int64_t x_stride, uint64_t y,
                 void* stream = nullptr) {
  Words words((n + 255) / 256, 3, stream);
  words.Scalar(kFloat32, FloatWord(a)).Array(kFloat32, x, n, x_stride).Array(kFloat32, y, n, 4);
  return words;
}

std::vector<double> SaxpyReference(float a, const std::vector<float>& x, size_t x_step,
                                   const std::vector<float>& y) {
  std::vector<double> reference(y.size());
  for (size_t i = 0; i < y.size(); ++i)
    reference[i] = static_cast<double>(a) * x[i * x_step] + y[i];
  return reference;
}

GPU_TEST(c_api_saxpy_contiguous_and_strided) {
  dslc_program* program = LoadProgram(kSaxpy, "saxpy");
  dslc_kernel* saxpy = nullptr;
  EXPECT_OK(dslc_program_kernel(program, "saxpy", &saxpy));
  const int64_t n = RandomInt(100000, 200000);
  const float a = 1.5f;
  std::vector<float> x = RandomFloats(static_cast<size_t>(2 * n)), y = RandomFloats(n);
  Memory dx(2 * n * sizeof(float)), dy(n * sizeof(float));
  EXPECT_OK(dslc_memcpy_htod(0, dx.pointer(), x.data(), 2 * n * sizeof(float), nullptr));

  // Contiguous: the first n elements of x.
  EXPECT_OK(dslc_memcpy_htod(0, dy.pointer(), y.data(), n * sizeof(float), nullptr));
  Words words = SaxpyWords(n, a, dx.pointer(), 4, dy.pointer());
  EXPECT_OK(dslc_kernel_launch(saxpy, words.data()));
  std::vector<float> out(static_cast<size_t>(n));
  EXPECT_OK(dslc_memcpy_dtoh(0, out.data(), dy.pointer(), n * sizeof(float), nullptr));
  EXPECT_OK(dslc_device_synchronize(0));
  EXPECT_CLOSE(out, SaxpyReference(a, x, 1, y), 1e-6);

  // Strided: every other element of x (float32[:]), compiled as its own
  // signature.
  EXPECT_OK(dslc_memcpy_htod(0, dy.pointer(), y.data(), n * sizeof(float), nullptr));
  words = SaxpyWords(n, a, dx.pointer(), 8, dy.pointer());
  char* signature = nullptr;
  char* ptx = nullptr;
  int registers = 0, max_threads = 0;
  uint32_t static_shared = 1;
  EXPECT_OK(dslc_kernel_compile(saxpy, words.data(), &signature, &ptx, &registers, &max_threads,
                                &static_shared));
  EXPECT_EQ(std::string(signature), std::string("float32, float32[:], float32[::1]"));
  EXPECT_TRUE(std::strstr(ptx, ".entry saxpy(") != nullptr);
  EXPECT_TRUE(registers > 0 && max_threads > 0);
  EXPECT_EQ(static_shared, 0u);
  dslc_string_free(signature);
  dslc_string_free(ptx);
  EXPECT_OK(dslc_kernel_launch(saxpy, words.data()));
  EXPECT_OK(dslc_memcpy_dtoh(0, out.data(), dy.pointer(), n * sizeof(float), nullptr));
  EXPECT_OK(dslc_device_synchronize(0));
  EXPECT_CLOSE(out, SaxpyReference(a, x, 2, y), 1e-6);

  // x and y the same memory: the variant without the no-alias assumption.
  words = SaxpyWords(n, a, dy.pointer(), 4, dy.pointer());
  EXPECT_OK(dslc_kernel_launch(saxpy, words.data()));
  std::vector<float> twice(static_cast<size_t>(n));
  EXPECT_OK(dslc_memcpy_dtoh(0, twice.data(), dy.pointer(), n * sizeof(float), nullptr));
  EXPECT_OK(dslc_device_synchronize(0));
  std::vector<double> reference(out.size());
  for (size_t i = 0; i < out.size(); ++i) reference[i] = (1.0 + a) * out[i];
  EXPECT_CLOSE(twice, reference, 1e-6);

  // A misaligned array is refused before anything runs.
  words = SaxpyWords(n, a, dx.pointer() + 2, 4, dy.pointer());
  EXPECT_EQ(dslc_kernel_launch(saxpy, words.data()), static_cast<int>(DSLC_ERROR));
  EXPECT_TRUE(std::strstr(dslc_error_message(), "is not a multiple of the element size") !=
              nullptr);
  dslc_program_free(program);
}

GPU_TEST(c_api_memory_streams_and_events) {
  struct dslc_device_properties properties;
  EXPECT_OK(dslc_device_properties(0, &properties));
  EXPECT_TRUE(std::strncmp(properties.uuid, "GPU-", 4) == 0 && std::strlen(properties.uuid) == 40);
  EXPECT_TRUE(std::strncmp(properties.arch, "sm_", 3) == 0);
  uint64_t free_bytes = 0, total_bytes = 0;
  EXPECT_OK(dslc_device_memory_info(0, &free_bytes, &total_bytes));
  EXPECT_TRUE(free_bytes > 0 && free_bytes <= total_bytes);
  Note(std::string(properties.name) + ", " + properties.arch);

  dslc_program* program = LoadProgram(kSaxpy, "saxpy");
  dslc_kernel* saxpy = nullptr;
  EXPECT_OK(dslc_program_kernel(program, "saxpy", &saxpy));
  const int64_t n = 1 << 22;
  const uint64_t bytes = n * sizeof(float);
  void* host = nullptr;
  EXPECT_OK(dslc_host_alloc(0, bytes, &host));
  Memory dx(bytes), dy(bytes);
  void* stream = nullptr;
  void* start = nullptr;
  void* end = nullptr;
  EXPECT_OK(dslc_stream_create(0, &stream));
  EXPECT_OK(dslc_event_create(0, 1, &start));
  EXPECT_OK(dslc_event_create(0, 1, &end));

  // x = 1.0f (0x3f800000 is not a byte pattern: copy it from pinned
  // memory), y = 0, then y = 2 x on the stream, timed.
  std::vector<float> ones(static_cast<size_t>(n), 1.0f);
  std::memcpy(host, ones.data(), bytes);
  EXPECT_OK(dslc_memcpy_htod(0, dx.pointer(), host, bytes, stream));
  EXPECT_OK(dslc_memset(0, dy.pointer(), 0, bytes, stream));
  EXPECT_OK(dslc_event_record(0, start, stream));
  Words words = SaxpyWords(n, 2.0f, dx.pointer(), 4, dy.pointer(), stream);
  EXPECT_OK(dslc_kernel_launch(saxpy, words.data()));
  EXPECT_OK(dslc_event_record(0, end, stream));
  EXPECT_OK(dslc_memcpy_dtod(0, dx.pointer(), dy.pointer(), bytes, stream));
  EXPECT_OK(dslc_memcpy_dtoh(0, host, dx.pointer(), bytes, stream));
  EXPECT_OK(dslc_event_synchronize(0, end));
  int done = 0;
  EXPECT_OK(dslc_event_query(0, end, &done));
  EXPECT_EQ(done, 1);
  float ms = -1;
  EXPECT_OK(dslc_event_elapsed_ms(start, end, &ms));
  EXPECT_TRUE(ms >= 0);
  EXPECT_OK(dslc_stream_synchronize(0, stream));
  std::vector<float> out(static_cast<size_t>(n));
  std::memcpy(out.data(), host, bytes);
  EXPECT_ALL_EQ(out, std::vector<float>(static_cast<size_t>(n), 2.0f));

  // Another stream waits for the first one's event.
  void* other = nullptr;
  EXPECT_OK(dslc_stream_create(0, &other));
  EXPECT_OK(dslc_event_record(0, end, stream));
  EXPECT_OK(dslc_stream_wait_event(0, other, end));
  EXPECT_OK(dslc_stream_synchronize(0, other));

  EXPECT_OK(dslc_stream_destroy(0, other));
  EXPECT_OK(dslc_event_destroy(0, start));
  EXPECT_OK(dslc_event_destroy(0, end));
  EXPECT_OK(dslc_stream_destroy(0, stream));
  EXPECT_OK(dslc_host_free(0, host));
  dslc_program_free(program);
  Note("saxpy of 4M floats: " + std::to_string(ms) + " ms");
}

// numba-cuda's example of a global device array, captured by pointer: the
// kernel reads and writes that memory, a later launch sees what an earlier
// one wrote, and what the host copies there.
constexpr char kTotals[] = R"(    def compute_totals(quantities, totals):
        i = cuda.grid(1)
        if i < totals.size:
            totals[i] = quantities[i] * PRICES[i]
            PRICES[i] += 1
)";

GPU_TEST(c_api_device_array_captured_by_pointer) {
  constexpr int64_t n = 5;
  const std::vector<float> prices = {10, 25, 5, 15, 30}, quantities = {1, 2, 3, 4, 5};
  Memory dprices(n * sizeof(float)), dquantities(n * sizeof(float)), dtotals(n * sizeof(float));
  EXPECT_OK(dslc_memcpy_htod(0, dprices.pointer(), prices.data(), n * sizeof(float), nullptr));
  EXPECT_OK(
      dslc_memcpy_htod(0, dquantities.pointer(), quantities.data(), n * sizeof(float), nullptr));
  dslc_source* source = dslc_source_new();
  int index = -1;
  EXPECT_OK(dslc_source_add_function(source, "app.py", kTotals, 20, "compute_totals", &index));
  EXPECT_OK(dslc_source_bind(source, index, "cuda", dslc_value_module("numba.cuda")));
  int64_t shape[] = {n}, strides[] = {sizeof(float)};
  EXPECT_OK(dslc_source_bind(
      source, index, "PRICES",
      dslc_value_device_array(static_cast<int>(kFloat32), 1, shape, strides, dprices.pointer())));
  dslc_program* program = nullptr;
  EXPECT_OK(dslc_program_load(source, nullptr, &program));
  dslc_kernel* kernel = nullptr;
  EXPECT_OK(dslc_program_kernel(program, "compute_totals", &kernel));
  Words words(1, 2);
  words.Array(kFloat32, dquantities.pointer(), n, 4).Array(kFloat32, dtotals.pointer(), n, 4);
  std::vector<float> totals(n), now(n), expected(n);
  for (int launch = 0; launch < 2; ++launch) {
    EXPECT_OK(dslc_kernel_launch(kernel, words.data()));
    EXPECT_OK(dslc_memcpy_dtoh(0, totals.data(), dtotals.pointer(), n * sizeof(float), nullptr));
    EXPECT_OK(dslc_device_synchronize(0));
    for (int64_t i = 0; i < n; ++i) expected[i] = quantities[i] * (prices[i] + launch);
    EXPECT_ALL_EQ(totals, expected);
  }
  EXPECT_OK(dslc_memcpy_dtoh(0, now.data(), dprices.pointer(), n * sizeof(float), nullptr));
  EXPECT_OK(dslc_device_synchronize(0));
  for (int64_t i = 0; i < n; ++i) expected[i] = prices[i] + 2;
  EXPECT_ALL_EQ(now, expected);

  // New contents from the host: the same compiled kernel reads them.
  std::vector<float> zeros(n, 0.0f);
  EXPECT_OK(dslc_memcpy_htod(0, dprices.pointer(), zeros.data(), n * sizeof(float), nullptr));
  EXPECT_OK(dslc_kernel_launch(kernel, words.data()));
  EXPECT_OK(dslc_memcpy_dtoh(0, totals.data(), dtotals.pointer(), n * sizeof(float), nullptr));
  EXPECT_OK(dslc_device_synchronize(0));
  EXPECT_ALL_EQ(totals, zeros);
  dslc_program_free(program);
}

// A tuple argument: (x, a, (y, n)), its members' words in turn after the
// code dslc_tuple_code gives its type.
constexpr char kTupleSaxpy[] = R"(    def tuple_saxpy(t):
        x, a, (y, n) = t
        i = cuda.grid(1)
        if i < n:
            y[i] = a * x[i] + y[i]
)";

GPU_TEST(c_api_tuple_argument) {
  constexpr int64_t n = 300;
  std::vector<float> x(n), y(n), out(n);
  for (int64_t i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i);
    y[i] = 1.0f;
  }
  Memory dx(n * sizeof(float)), dy(n * sizeof(float));
  EXPECT_OK(dslc_memcpy_htod(0, dx.pointer(), x.data(), n * sizeof(float), nullptr));
  EXPECT_OK(dslc_memcpy_htod(0, dy.pointer(), y.data(), n * sizeof(float), nullptr));
  dslc_program* program = LoadProgram(kTupleSaxpy, "tuple_saxpy");
  dslc_kernel* kernel = nullptr;
  EXPECT_OK(dslc_program_kernel(program, "tuple_saxpy", &kernel));
  int code = 0;
  EXPECT_OK(dslc_tuple_code("Tuple((float32[::1], float32, Tuple((float32[::1], int64))))", &code));
  std::vector<int64_t> words = {(n + 255) / 256,
                                1,
                                1,
                                256,
                                1,
                                1,
                                0,
                                0,
                                1,
                                code,
                                static_cast<int64_t>(dx.pointer()),
                                n,
                                4,
                                FloatWord(2.0f),
                                static_cast<int64_t>(dy.pointer()),
                                n,
                                4,
                                n};
  EXPECT_OK(dslc_kernel_launch(kernel, words.data()));
  EXPECT_OK(dslc_memcpy_dtoh(0, out.data(), dy.pointer(), n * sizeof(float), nullptr));
  EXPECT_OK(dslc_device_synchronize(0));
  std::vector<float> expected(n);
  for (int64_t i = 0; i < n; ++i) expected[i] = 2.0f * x[i] + 1.0f;
  EXPECT_ALL_EQ(out, expected);
  char* signatures = nullptr;
  EXPECT_OK(dslc_kernel_signatures(kernel, &signatures));
  EXPECT_EQ(std::string(signatures), "tuple(float32[::1], float32, tuple(float32[::1], int64))\n");
  dslc_string_free(signatures);
  dslc_program_free(program);
}

GPU_TEST(c_api_compile_errors) {
  // A syntax error: dslc_program_load fails, naming app.py's line.
  dslc_source* source = dslc_source_new();
  int index = -1;
  EXPECT_OK(dslc_source_add_function(source, "app.py", "def broken(x):\n    x[0] = 1 $ 2\n", 40,
                                     "broken", &index));
  dslc_program* program = nullptr;
  EXPECT_EQ(dslc_program_load(source, nullptr, &program), static_cast<int>(DSLC_COMPILE_ERROR));
  EXPECT_TRUE(program == nullptr);
  std::string json = dslc_error_diagnostics();
  if (json.find("\"file\": \"app.py\", \"line\": 41, \"column\": 14") == std::string::npos)
    Fail("diagnostics: " + json);

  // A kernel that does not type for its arguments: the launch fails with
  // the diagnostics of the compile, and nothing runs.
  program = LoadProgram(kSaxpy, "saxpy");
  dslc_kernel* saxpy = nullptr;
  EXPECT_OK(dslc_program_kernel(program, "saxpy", &saxpy));
  Memory dy(1024);
  Words words(1, 3);  // x: an int64 scalar instead of an array
  words.Scalar(kFloat32, 0).Scalar(kInt64, 256).Array(kFloat32, dy.pointer(), 256, 4);
  EXPECT_EQ(dslc_kernel_launch(saxpy, words.data()), static_cast<int>(DSLC_COMPILE_ERROR));
  json = dslc_error_diagnostics();
  if (json.find("\"file\": \"app.py\", \"line\": ") == std::string::npos)
    Fail("diagnostics: " + json);
  if (std::strstr(dslc_error_message(),
                  "(while compiling `saxpy` for (float32, int64, "
                  "float32[::1]))") == nullptr) {
    Fail(std::string("message: ") + dslc_error_message());
  }
  dslc_program_free(program);
}

}  // namespace
}  // namespace dslc::gpu_test
