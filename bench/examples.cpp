#include "bench/examples.h"

#include <sys/stat.h>
#include <unistd.h>

#include <climits>

namespace dslc_bench {

using dslc::Arg;
using dslc::DeviceArray;
using dslc::Dim3;
using dslc::DType;

std::vector<ExampleKernel> ExampleKernels() {
  const DType f32 = DType::Float32, f64 = DType::Float64, i64 = DType::Int64, i32 = DType::Int32,
              u32 = DType::UInt32;
  const Dim3 tiles(4, 4), tile(16, 16);  // 64 x 64 in blocks of 16 x 16
  return {
      {"saxpy.py", "saxpy", {{f32, {}, 2}, {f32, {1024}}, {f32, {1024}}}},
      {"matmul_naive.py",
       "matmul_naive",
       {{f32, {64, 64}}, {f32, {64, 64}}, {f32, {64, 64}}},
       tiles,
       tile},
      {"math_elementwise.py",
       "damped_wave",
       {{f32, {1024}}, {f32, {1024}}, {f32, {1024}}, {f32, {}, 0.1}}},
      {"device_functions.py",
       "to_polar",
       {{f32, {1024}}, {f32, {1024}}, {f32, {1024}}, {f32, {1024}}}},
      {"device_functions.py",
       "blend",
       {{f64, {1024}}, {f64, {1024}}, {f64, {}, 0.5}, {f64, {}, 0.9}}},
      {"stencil2d.py",
       "heat_step",
       {{f32, {64, 64}}, {f32, {64, 64}}, {f32, {}, 0.2}},
       tiles,
       tile},
      {"segmented_sum.py", "segmented_sum", {{f32, {1024}}, {f32, {8}}, {i64, {}, 128}}, Dim3(8)},
      {"matmul_shared.py",
       "matmul_shared",
       {{f32, {64, 64}}, {f32, {64, 64}}, {f32, {64, 64}}},
       tiles,
       tile},
      {"grid_sync.py", "two_phase", {{i64, {1024}}, {i64, {1024}}}},
      {"histogram.py", "histogram_global", {{i32, {1024}}, {u32, {16}}}},
      {"histogram.py", "histogram_shared", {{i32, {1024}}, {u32, {16}}}},
      {"dynamic_shared.py",
       "reverse_tiles",
       {{f32, {1024}}, {f32, {1024}}},
       Dim3(4),
       Dim3(256),
       256 * 4},
      {"warp_reduce.py", "warp_sum", {{f32, {1024}}, {f32, {32}}}},
      {"jacobi_grid_sync.py",
       "jacobi",
       {{f64, {1024}}, {f64, {1024}}, {f64, {1024}}, {i64, {}, 2}}},
  };
}

std::vector<Arg> MakeArgs(const std::vector<Param>& params, std::vector<DeviceArray>* arrays) {
  arrays->reserve(params.size());
  std::vector<Arg> args;
  for (const Param& param : params) {
    if (!param.shape.empty()) {
      arrays->emplace_back(param.dtype, param.shape);
      arrays->back().Fill(0);
      args.emplace_back(arrays->back());
    } else if (param.dtype == DType::Float32) {
      args.emplace_back(static_cast<float>(param.value));
    } else if (param.dtype == DType::Float64) {
      args.emplace_back(param.value);
    } else {
      args.emplace_back(static_cast<int64_t>(param.value));
    }
  }
  return args;
}

dslc::ProgramOptions& ExampleProgramOptions() {
  static dslc::ProgramOptions options;
  return options;
}

bool IsFile(const std::string& path) {
  struct stat info;
  return stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode);
}

std::string Prefix() {
  char path[PATH_MAX] = {};
  ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
  std::string exe(path, length > 0 ? static_cast<size_t>(length) : 0);
  std::string prefix = exe.substr(0, exe.rfind('/'));
  return prefix.substr(0, prefix.rfind('/'));
}

std::string ExamplesDir() {
  std::string installed = Prefix() + "/share/dslc/lang-examples";
  if (IsFile(installed + "/saxpy.py")) return installed;
  return DSLC_SOURCE_DIR "/lang-examples";
}

}  // namespace dslc_bench
