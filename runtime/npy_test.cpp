#include "dslc/npy.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>

#include "dslc/error.h"

namespace dslc {
namespace {

std::string TempPath(const char* name) {
  return testing::TempDir() + "/" + name + "." + std::to_string(getpid()) + ".npy";
}

void WriteBytes(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

// A version 1.0 file as NumPy writes it, from its header dict and data.
std::string NpyFile(const std::string& dict, const std::string& data, char major = 1) {
  std::string header = dict;
  size_t prefix = major == 1 ? 10 : 12;
  header += std::string((64 - (prefix + header.size() + 1) % 64) % 64, ' ') + "\n";
  std::string out = "\x93NUMPY";
  out += major;
  out += '\0';
  for (size_t i = 0; i < (major == 1 ? 2u : 4u); ++i) out += static_cast<char>((header.size() >> (8 * i)) & 0xFF);
  return out + header + data;
}

std::string ErrorOf(const std::string& path) {
  try {
    ReadNpy(path);
  } catch (const Error& error) {
    return error.what();
  }
  return "";
}

TEST(NpyTest, WriteThenReadRoundTrips) {
  std::string path = TempPath("round");
  NpyArray array;
  array.dtype = DType::Float32;
  array.shape = {2, 3};
  array.order = Order::F;
  float values[] = {1, 2, 3, 4, 5, 6};
  array.data.assign(reinterpret_cast<uint8_t*>(values), reinterpret_cast<uint8_t*>(values) + sizeof values);
  WriteNpy(path, array);
  NpyArray read = ReadNpy(path);
  EXPECT_EQ(read.dtype, DType::Float32);
  EXPECT_EQ(read.shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(read.order, Order::F);
  EXPECT_EQ(read.data, array.data);
  std::remove(path.c_str());
}

TEST(NpyTest, WrittenHeaderIsNumpys) {
  std::string path = TempPath("header");
  NpyArray array;
  array.dtype = DType::Int64;
  array.shape = {5};
  array.data.resize(40);
  WriteNpy(path, array);
  std::ifstream file(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  EXPECT_EQ(bytes.substr(10, 57), "{'descr': '<i8', 'fortran_order': False, 'shape': (5,), }");
  EXPECT_EQ((bytes.size() - 40) % 64, 0u);
  std::remove(path.c_str());
}

TEST(NpyTest, ReadsVersions2And3AndBigEndian) {
  std::string path = TempPath("versions");
  std::string big = std::string("\x00\x00\x00\x01\x00\x00\x00\x02", 8);
  for (char major : {2, 3}) {
    WriteBytes(path, NpyFile("{'descr': '>i4', 'fortran_order': False, 'shape': (2,), }", big, major));
    NpyArray read = ReadNpy(path);
    int32_t values[2];
    std::memcpy(values, read.data.data(), 8);
    EXPECT_EQ(values[0], 1);
    EXPECT_EQ(values[1], 2);
  }
  std::remove(path.c_str());
}

TEST(NpyTest, ReadsEveryElementType) {
  std::string path = TempPath("types");
  const char* kinds[] = {"|b1", "|i1", "<i2", "<i4", "<i8", "|u1", "<u2", "<u4", "<u8", "<f2", "<f4", "<f8"};
  for (size_t i = 0; i < std::size(kinds); ++i) {
    DType dtype = static_cast<DType>(i);
    WriteBytes(path, NpyFile(std::string("{'descr': '") + kinds[i] + "', 'fortran_order': False, 'shape': (3,), }",
                             std::string(3 * ItemSize(dtype), '\x01')));
    EXPECT_EQ(ReadNpy(path).dtype, dtype) << kinds[i];
  }
  std::remove(path.c_str());
}

TEST(NpyTest, MalformedFilesAreClearErrors) {
  std::string path = TempPath("bad");
  WriteBytes(path, "not numpy");
  EXPECT_NE(ErrorOf(path).find("does not start with the .npy magic string"), std::string::npos);
  WriteBytes(path, NpyFile("{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }", std::string(8, '\0')));
  EXPECT_NE(ErrorOf(path).find("the data is truncated: 8 bytes for 4 elements of 4 bytes"), std::string::npos);
  WriteBytes(path, NpyFile("{'descr': '<c8', 'fortran_order': False, 'shape': (1,), }", std::string(8, '\0')));
  EXPECT_NE(ErrorOf(path).find("unsupported element type `<c8`"), std::string::npos);
  WriteBytes(path, NpyFile("{'descr': [('a', '<f4')], 'fortran_order': False, 'shape': (1,), }", std::string(4, '\0')));
  EXPECT_NE(ErrorOf(path).find("structured element types"), std::string::npos);
  WriteBytes(path, NpyFile("{'descr': '<f4', 'fortran_order': False, 'shape': (), }", std::string(4, '\0')));
  EXPECT_NE(ErrorOf(path).find("0-dimensional"), std::string::npos);
  WriteBytes(path, NpyFile("{'descr': '<f4', 'fortran_order': False, 'shape': (1, 1, 1, 1, 1), }", std::string(4, '\0')));
  EXPECT_NE(ErrorOf(path).find("5 dimensions"), std::string::npos);
  std::string header_cut = NpyFile("{'descr': '<f4', 'fortran_order': False, 'shape': (1,), }", "");
  WriteBytes(path, header_cut.substr(0, 30));
  EXPECT_NE(ErrorOf(path).find("ends inside its header"), std::string::npos);
  WriteBytes(path, std::string("\x93NUMPY\x09\x00", 8) + std::string(4, '\0'));
  EXPECT_NE(ErrorOf(path).find("format version 9.0"), std::string::npos);
  EXPECT_NE(ErrorOf(path + ".missing").find("cannot read"), std::string::npos);
  std::remove(path.c_str());
}

}  // namespace
}  // namespace dslc
