// Floats printed the way Python's repr prints them, for dumps of literals
// and constants.
#pragma once

#include <string>

namespace dslc {

// The fewest digits that read back as `value`: 0.1, 1000.0, 1e+16, 2.5e-07,
// inf, nan.
std::string FormatFloatLikePython(double value);

}  // namespace dslc
