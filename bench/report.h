// dslc-bench's results: rows of (section, what, value, unit, note), printed
// as tables and written as JSON (--json FILE) for scripts that plot them.
#pragma once

#include <string>
#include <vector>

namespace dslc_bench {

struct Row {
  std::string section;  // "main", "parity", "collectives"
  std::string what;
  double value;  // NaN: no value (the note says why)
  std::string unit;
  std::string note;
};

// `text` as a JSON string literal, quotes included.
std::string JsonString(const std::string& text);

// {"rows": [{"section": ..., "name": ..., "value": ..., "unit": ..., "note": ...}, ...]}
// with a NaN or infinite value written as null.
std::string RowsToJson(const std::vector<Row>& rows);

// Writes RowsToJson(rows) to `path`; false with the reason in `why`.
bool WriteJson(const std::string& path, const std::vector<Row>& rows, std::string* why);

}  // namespace dslc_bench
