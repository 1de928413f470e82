// libdslc.so is assembled from the runtime and driver archives (see
// CMakeLists.txt); a shared library target needs a source file of its own.
namespace dslc {
const char* LibraryName() { return "libdslc"; }
}  // namespace dslc
