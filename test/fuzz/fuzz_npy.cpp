// fuzz_npy: the .npy reader (`dslc run`'s arrays) on the input as the bytes
// of a file. A file it refuses must be refused with dslc::Error (any other
// exception escapes and aborts); an array it accepts must hold exactly the
// bytes its shape and element type need, and must come back unchanged
// through WriteNpy and the reader.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "dslc/error.h"
#include "dslc/npy.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "test/fuzz/fuzz_common.h"

namespace {

using namespace dslc;

std::string Describe(const NpyArray& array) {
  std::string text = "dtype " + std::to_string(static_cast<int>(array.dtype)) + " order " +
                     (array.order == Order::C ? "C" : "F") + " shape (";
  for (int64_t extent : array.shape) text += std::to_string(extent) + ",";
  return text + ") data bytes " + std::to_string(array.data.size());
}

// The file exists only while it is checked, so that the processes of
// libFuzzer's -fork mode, which end without exit handlers, leave none behind.
void CheckRoundTrip(const NpyArray& array) {
  llvm::SmallString<128> path;
  if (llvm::sys::fs::createTemporaryFile("fuzz_npy", "npy", path)) {
    fuzz::Fail("cannot create a temporary file", "");
  }
  llvm::FileRemover remove(path);
  WriteNpy(std::string(path), array);
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> written = llvm::MemoryBuffer::getFile(path);
  if (!written) fuzz::Fail("cannot read back what WriteNpy wrote", written.getError().message());
  NpyArray again;
  try {
    again = ParseNpy((*written)->getBuffer(), "written.npy");
  } catch (const Error& error) {
    fuzz::Fail("the reader refuses what WriteNpy wrote", error.what());
  }
  if (again.dtype != array.dtype || again.order != array.order || again.shape != array.shape ||
      again.data != array.data) {
    fuzz::Fail("an array changed through WriteNpy and the reader",
               Describe(array) + "\nread back as\n" + Describe(again));
  }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::Initialize();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  NpyArray array;
  try {
    array = ParseNpy(std::string_view(reinterpret_cast<const char*>(data), size), "input.npy");
  } catch (const Error& error) {
    fuzz::CheckNotInternal(error.what());
    if (fuzz::Verbose()) llvm::errs() << error.what() << "\n";
    return 0;
  }
  if (static_cast<uint64_t>(array.size()) * ItemSize(array.dtype) != array.data.size()) {
    fuzz::Fail("an accepted array's data does not match its shape", Describe(array));
  }
  CheckRoundTrip(array);
  return 0;
}
