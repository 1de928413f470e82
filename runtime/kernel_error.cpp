#include "runtime/kernel_error.h"

#include <cstdint>

#include "compiler/base/error_record.h"
#include "dslc/error.h"
#include "runtime/cuda_driver.h"

namespace dslc {
namespace {

constexpr size_t kRecordBytes = kErrorRecordWords * sizeof(int64_t);

// The details of `site` of `kernel` with the values the record holds.
KernelErrorDetails DetailsOf(const std::string& kernel, const ErrorSite& site,
                             const int64_t (&words)[kErrorRecordWords]) {
  KernelErrorDetails details;
  details.kernel = kernel;
  details.function = site.function;
  details.file = site.file;
  details.line = static_cast<int>(site.line);
  details.column = static_cast<int>(site.column);
  details.exception = site.exception;
  details.message = site.message;
  details.bounds = site.bounds;
  if (site.bounds) {
    details.index = words[kErrorIndex];
    details.extent = words[kErrorExtent];
    details.axis = static_cast<int>(words[kErrorAxis]);
    // NumPy's words.
    details.message = "index " + std::to_string(details.index) + " is out of bounds for axis " +
                      std::to_string(details.axis) + " with size " + std::to_string(details.extent);
  }
  for (int k = 0; k < 3; ++k) {
    details.thread[k] = static_cast<unsigned>(words[kErrorThreadX + k]);
    details.block[k] = static_cast<unsigned>(words[kErrorBlockX + k]);
  }
  return details;
}

std::string Triple(const unsigned (&v)[3]) {
  return "(" + std::to_string(v[0]) + "," + std::to_string(v[1]) + "," + std::to_string(v[2]) + ")";
}

}  // namespace

std::string KernelErrorText(const KernelErrorDetails& d) {
  std::string text = d.exception;
  if (!d.message.empty()) text += ": " + d.message;
  text += " in kernel `" + d.kernel + "`";
  if (!d.function.empty() && d.function != d.kernel) text += " in function `" + d.function + "`";
  text += " at " + d.file + ":" + std::to_string(d.line) + ":" + std::to_string(d.column);
  return text + " (thread " + Triple(d.thread) + ", block " + Triple(d.block) + ")";
}

KernelError::KernelError(KernelErrorDetails details)
    : Error(KernelErrorText(details)), details_(std::move(details)) {}

void FindErrorRecord(LoadedKernel& compiled, const std::string& kernel) {
  compiled.error_record = 0;
  if (compiled.info.facts.error_sites.empty()) return;
  size_t bytes = 0;
  Check(
      Driver().cuModuleGetGlobal(&compiled.error_record, &bytes, compiled.module, kErrorRecordName),
      "cuModuleGetGlobal", kernel);
  if (bytes != kRecordBytes) {
    throw Error("the error record of debug kernel `" + kernel + "` has " + std::to_string(bytes) +
                " bytes, not " + std::to_string(kRecordBytes));
  }
}

void ThrowIfKernelFailed(const LoadedKernel& compiled, CUstream stream, const std::string& kernel) {
  if (!compiled.error_record) return;
  Check(Driver().cuStreamSynchronize(stream), "cuStreamSynchronize", kernel);
  int64_t words[kErrorRecordWords] = {};
  Check(Driver().cuMemcpyDtoH(words, compiled.error_record, kRecordBytes), "cuMemcpyDtoH", kernel);
  if (words[kErrorFlag] == 0) return;
  // Cleared before anything can throw, so that the next launch starts clean.
  Check(Driver().cuMemsetD8(compiled.error_record, 0, kRecordBytes), "cuMemsetD8", kernel);
  const std::vector<ErrorSite>& sites = compiled.info.facts.error_sites;
  uint64_t site = static_cast<uint64_t>(words[kErrorSite]);
  if (site >= sites.size()) {
    throw Error("debug kernel `" + kernel + "` reported check " + std::to_string(site) +
                ", but it has " + std::to_string(sites.size()));
  }
  throw KernelError(DetailsOf(kernel, sites[site], words));
}

}  // namespace dslc
