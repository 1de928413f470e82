#include "bench/report.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace dslc_bench {
namespace {

TEST(JsonString, EscapesQuotesBackslashesAndControlCharacters) {
  EXPECT_EQ(JsonString("plain"), "\"plain\"");
  EXPECT_EQ(JsonString("a \"b\" \\c"), "\"a \\\"b\\\" \\\\c\"");
  EXPECT_EQ(JsonString("line\nnext\ttab"), "\"line\\nnext\\ttab\"");
  EXPECT_EQ(JsonString(std::string("\x01", 1)), "\"\\u0001\"");
  EXPECT_EQ(JsonString("\xc2\xb5s"), "\"\xc2\xb5s\"");  // UTF-8 kept
}

TEST(RowsToJson, EveryFieldOfEveryRow) {
  std::vector<Row> rows = {{"parity", "saxpy.py saxpy: dslc", 0.5, "ms", "equal"},
                           {"main", "launch overhead", 2.25, "us", ""}};
  EXPECT_EQ(RowsToJson(rows),
            "{\"rows\": [\n"
            "  {\"section\": \"parity\", \"name\": \"saxpy.py saxpy: dslc\", \"value\": 0.5, "
            "\"unit\": \"ms\", \"note\": \"equal\"},\n"
            "  {\"section\": \"main\", \"name\": \"launch overhead\", \"value\": 2.25, "
            "\"unit\": \"us\", \"note\": \"\"}\n"
            "]}\n");
}

TEST(RowsToJson, NoValueIsNull) {
  std::vector<Row> rows = {{"collectives", "warp_sum", NAN, "ms", "not compiled: x"},
                           {"collectives", "warp_sum", INFINITY, "ms", ""}};
  std::string json = RowsToJson(rows);
  EXPECT_NE(json.find("\"value\": null, \"unit\": \"ms\", \"note\": \"not compiled: x\""),
            std::string::npos);
  EXPECT_EQ(json.find("inf"), std::string::npos);
  EXPECT_EQ(json.find("nan"), std::string::npos);
}

TEST(RowsToJson, NoRows) { EXPECT_EQ(RowsToJson({}), "{\"rows\": []}\n"); }

TEST(RowsToJson, ValuesRoundTrip) {
  std::vector<Row> rows = {{"main", "x", 0.1 + 0.2, "ms", ""}};
  std::string json = RowsToJson(rows);
  size_t at = json.find("\"value\": ") + 9;
  EXPECT_EQ(std::stod(json.substr(at)), 0.1 + 0.2);
}

TEST(WriteJson, WritesTheFile) {
  std::string path = testing::TempDir() + "/dslc_bench_report_test.json";
  std::string why;
  ASSERT_TRUE(WriteJson(path, {{"main", "x", 1, "ms", ""}}, &why)) << why;
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str(), RowsToJson({{"main", "x", 1, "ms", ""}}));
  std::remove(path.c_str());
}

TEST(WriteJson, UnwritablePathSaysWhy) {
  std::string why;
  EXPECT_FALSE(WriteJson("/nonexistent-directory/out.json", {}, &why));
  EXPECT_EQ(why.rfind("cannot write /nonexistent-directory/out.json: ", 0), 0u) << why;
}

}  // namespace
}  // namespace dslc_bench
