#include "compiler/base/float_format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace dslc {

// A float as Python's repr writes it: the fewest digits that read back as
// `value`, in fixed notation for exponents from -4 to 15 (always with a `.`)
// and in scientific notation otherwise: 0.1, 1000.0, 1e+16, 2.5e-07.
std::string FormatFloatLikePython(double value) {
  if (!std::isfinite(value)) return std::isnan(value) ? "nan" : value > 0 ? "inf" : "-inf";
  char buffer[64];
  int digits = 1;
  for (; digits < 17; ++digits) {
    std::snprintf(buffer, sizeof buffer, "%.*e", digits - 1, value);
    if (std::strtod(buffer, nullptr) == value) break;
  }
  std::snprintf(buffer, sizeof buffer, "%.*e", digits - 1, value);
  int exponent = std::atoi(std::strchr(buffer, 'e') + 1);
  if (exponent < -4 || exponent >= 16) return buffer;
  std::snprintf(buffer, sizeof buffer, "%.*f", std::max(digits - 1 - exponent, 0), value);
  std::string text = buffer;
  if (text.find('.') == std::string::npos) text += ".0";
  return text;
}

}  // namespace dslc
