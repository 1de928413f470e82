// The hash that names a compiled kernel by its key material (the disk
// cache's file names): 128 bits of BLAKE3 as 32 lower-case hex digits.
#pragma once

#include <string>
#include <string_view>

namespace dslc {

std::string KeyHash(std::string_view material);

}  // namespace dslc
