#include "bench/report.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>

namespace dslc_bench {

std::string JsonString(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          char escaped[8];
          std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
          out += escaped;
        } else {
          out += static_cast<char>(c);  // UTF-8 passes through
        }
    }
  }
  return out + "\"";
}

namespace {

std::string JsonNumber(double value) {
  if (!std::isfinite(value)) return "null";
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

}  // namespace

std::string RowsToJson(const std::vector<Row>& rows) {
  std::string out = "{\"rows\": [";
  for (size_t i = 0; i < rows.size(); ++i) {
    const Row& row = rows[i];
    out += i == 0 ? "\n  " : ",\n  ";
    out += "{\"section\": " + JsonString(row.section) + ", \"name\": " + JsonString(row.what) +
           ", \"value\": " + JsonNumber(row.value) + ", \"unit\": " + JsonString(row.unit) +
           ", \"note\": " + JsonString(row.note) + "}";
  }
  out += rows.empty() ? "]}\n" : "\n]}\n";
  return out;
}

bool WriteJson(const std::string& path, const std::vector<Row>& rows, std::string* why) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (out) out << RowsToJson(rows);
  if (out) out.close();
  if (!out) {
    *why = "cannot write " + path + ": " + std::strerror(errno);
    return false;
  }
  return true;
}

}  // namespace dslc_bench
