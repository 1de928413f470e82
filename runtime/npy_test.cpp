#include "dslc/npy.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <sys/stat.h>

#include <cstdio>
#include <cstring>
#include <fstream>

#include "dslc/error.h"
#include "runtime/record_types.h"

namespace dslc {
namespace {

std::string TempPath(const char* name) {
  return testing::TempDir() + "/" + name + "." + std::to_string(getpid()) + ".npy";
}

void WriteBytes(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

// A file as NumPy writes it (version 1.0 unless told), from its header dict
// and data.
std::string NpyFile(const std::string& dict, const std::string& data, char major = 1,
                    char minor = 0) {
  std::string header = dict;
  size_t prefix = major == 1 ? 10 : 12;
  header += std::string((64 - (prefix + header.size() + 1) % 64) % 64, ' ') + "\n";
  std::string out = "\x93NUMPY";
  out += major;
  out += minor;
  for (size_t i = 0; i < (major == 1 ? 2u : 4u); ++i) {
    out += static_cast<char>((header.size() >> (8 * i)) & 0xFF);
  }
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

// What ParseNpy says of `bytes` (named `x.npy`), after the common prefix;
// "" when it accepts them.
std::string ParseError(const std::string& bytes) {
  try {
    ParseNpy(bytes, "x.npy");
  } catch (const Error& error) {
    std::string text = error.what();
    std::string prefix = "`x.npy` is not a usable .npy file: ";
    return text.starts_with(prefix) ? text.substr(prefix.size()) : text;
  }
  return "";
}

const char kF4Dict[] = "{'descr': '<f4', 'fortran_order': False, 'shape': (8,), }";
const std::string kF4Data(32, '\0');

// A header dict exactly as given (no padding) with 32 bytes of data.
std::string RawHeaderFile(const std::string& header, char major = 1, char minor = 0) {
  std::string out = "\x93NUMPY";
  out += major;
  out += minor;
  out += static_cast<char>(header.size() & 0xFF);
  out += static_cast<char>(header.size() >> 8);
  return out + header + kF4Data;
}

TEST(NpyTest, WriteThenReadRoundTrips) {
  std::string path = TempPath("round");
  NpyArray array;
  array.dtype = DType::Float32;
  array.shape = {2, 3};
  array.order = Order::F;
  float values[] = {1, 2, 3, 4, 5, 6};
  array.data.assign(reinterpret_cast<uint8_t*>(values),
                    reinterpret_cast<uint8_t*>(values) + sizeof values);
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
    WriteBytes(path,
               NpyFile("{'descr': '>i4', 'fortran_order': False, 'shape': (2,), }", big, major));
    NpyArray read = ReadNpy(path);
    int32_t values[2];
    std::memcpy(values, read.data.data(), 8);
    EXPECT_EQ(values[0], 1);
    EXPECT_EQ(values[1], 2);
  }
  std::remove(path.c_str());
}

// A big-endian complex number swaps each part on its own: the real part
// stays first.
TEST(NpyTest, ReadsBigEndianComplexPartByPart) {
  std::string path = TempPath("complex");
  std::string big = std::string("\x3f\xc0\x00\x00\xc0\x00\x00\x00", 8);  // 1.5, -2.0
  WriteBytes(path, NpyFile("{'descr': '>c8', 'fortran_order': False, 'shape': (1,), }", big));
  NpyArray read = ReadNpy(path);
  EXPECT_EQ(read.dtype, DType::Complex64);
  float parts[2];
  std::memcpy(parts, read.data.data(), 8);
  EXPECT_EQ(parts[0], 1.5f);
  EXPECT_EQ(parts[1], -2.0f);
  WriteNpy(path, read);
  std::ifstream file(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  EXPECT_NE(bytes.find("'descr': '<c8'"), std::string::npos);
  std::remove(path.c_str());
}

TEST(NpyTest, ReadsEveryElementType) {
  std::string path = TempPath("types");
  const char* kinds[] = {"|b1", "|i1", "<i2", "<i4", "<i8", "|u1", "<u2",
                         "<u4", "<u8", "<f2", "<f4", "<f8", "<c8", "<c16"};
  for (size_t i = 0; i < std::size(kinds); ++i) {
    DType dtype = static_cast<DType>(i);
    WriteBytes(path, NpyFile(std::string("{'descr': '") + kinds[i] +
                                 "', 'fortran_order': False, 'shape': (3,), }",
                             std::string(3 * ItemSize(dtype), '\x01')));
    EXPECT_EQ(ReadNpy(path).dtype, dtype) << kinds[i];
  }
  std::remove(path.c_str());
}

TEST(NpyTest, MalformedFilesAreClearErrors) {
  std::string path = TempPath("bad");
  WriteBytes(path, "not numpy");
  EXPECT_NE(ErrorOf(path).find("does not start with the .npy magic string"), std::string::npos);
  WriteBytes(path, NpyFile("{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }",
                           std::string(8, '\0')));
  EXPECT_NE(ErrorOf(path).find("the data is truncated: 8 bytes for 4 elements of 4 bytes"),
            std::string::npos);
  WriteBytes(path, NpyFile("{'descr': '<c32', 'fortran_order': False, 'shape': (1,), }",
                           std::string(32, '\0')));
  EXPECT_NE(ErrorOf(path).find("unsupported element type `<c32`"), std::string::npos);
  WriteBytes(path, NpyFile("{'descr': [('a', '>f4')], 'fortran_order': False, 'shape': (1,), }",
                           std::string(4, '\0')));
  EXPECT_NE(ErrorOf(path).find("the field `a` is big-endian"), std::string::npos);
  WriteBytes(path, NpyFile("{'descr': [('a b', '<f4')], 'fortran_order': False, 'shape': (1,), }",
                           std::string(4, '\0')));
  EXPECT_NE(ErrorOf(path).find("the field name `a b` is not an identifier"), std::string::npos);
  WriteBytes(path, NpyFile("{'descr': [('a', '<f4'), 'fortran_order': False, 'shape': (1,), }",
                           std::string(4, '\0')));
  EXPECT_NE(ErrorOf(path).find("expected `(` in the header"), std::string::npos);
  WriteBytes(path, NpyFile("{'descr': '<f4', 'fortran_order': False, 'shape': (), }",
                           std::string(4, '\0')));
  EXPECT_NE(ErrorOf(path).find("0-dimensional"), std::string::npos);
  WriteBytes(path, NpyFile("{'descr': '<f4', 'fortran_order': False, 'shape': (1, 1, 1, 1, 1), }",
                           std::string(4, '\0')));
  EXPECT_NE(ErrorOf(path).find("5 dimensions"), std::string::npos);
  std::string header_cut = NpyFile("{'descr': '<f4', 'fortran_order': False, 'shape': (1,), }", "");
  WriteBytes(path, header_cut.substr(0, 30));
  EXPECT_NE(ErrorOf(path).find("ends inside its header"), std::string::npos);
  WriteBytes(path, std::string("\x93NUMPY\x09\x00", 8) + std::string(4, '\0'));
  EXPECT_NE(ErrorOf(path).find("format version 9.0"), std::string::npos);
  EXPECT_NE(ErrorOf(path + ".missing").find("cannot read"), std::string::npos);
  std::remove(path.c_str());
}

// Structured dtypes as NumPy writes them (an aligned one lists its padding
// as unnamed void fields): records, written back with the same layout.
TEST(NpyTest, StructuredArraysAreRecords) {
  const std::string dict =
      "{'descr': [('a', '<f8'), ('b', '<i4'), ('', '|V4'), ('h', '<f4', (2, 3)), "
      "('n', [('x', '|u1'), ('y', '|b1')]), ('', '|V6')], 'fortran_order': False, "
      "'shape': (2,), }";
  std::string data;
  for (int i = 0; i < 2 * 48; ++i) data += static_cast<char>(i);
  NpyArray array = ParseNpy(NpyFile(dict, data), "records.npy");
  EXPECT_EQ(Name(array.dtype),
            "Record(a[type=float64;offset=0],b[type=int32;offset=8],"
            "h[type=nestedarray(float32, (2, 3));offset=16],"
            "n[type=Record(x[type=uint8;offset=0],y[type=bool;offset=1];2;False);offset=40];48;"
            "False)");
  EXPECT_EQ(ItemSize(array.dtype), 48u);
  EXPECT_EQ(std::string(array.data.begin(), array.data.end()), data);
  std::string path = TempPath("records");
  WriteNpy(path, array);
  std::ifstream file(path, std::ios::binary);
  std::string written((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  EXPECT_NE(written.find("'descr': [('a', '<f8'), ('b', '<i4'), ('', '|V4'), ('h', '<f4', (2, 3)), "
                         "('n', [('x', '|u1'), ('y', '|b1'), ]), ('', '|V6'), ]"),
            std::string::npos);
  NpyArray again = ReadNpy(path);
  EXPECT_EQ(again.dtype, array.dtype);
  EXPECT_EQ(again.data, array.data);
  std::remove(path.c_str());
}

// The process keeps at most 240 record dtypes. A structured array the reader
// accepts needs no more of them later: its nested records were registered
// with it, so writing it back cannot fail for want of room. Run in a child
// process, since filling the registry is for the whole process.
TEST(NpyTest, AcceptedRecordsWriteBackWhenTheRegistryIsFull) {
  auto record_file = [](const std::string& descr) {
    return NpyFile("{'descr': " + descr + ", 'fortran_order': False, 'shape': (1,), }",
                   std::string(4, '\0'));
  };
  auto fill_then_read_nested = [&] {
    int taken = 0;
    for (int value = kFirstRecordDType; value < 256; ++value) taken += RecordDTypeExists(value);
    for (int i = taken; i < kMaxRecordDTypes - 1; ++i) {  // till one place is left
      ParseNpy(record_file("[('fill" + std::to_string(i) + "', '<f4')]"), "fill.npy");
    }
    NpyArray nested;
    try {
      nested = ParseNpy(record_file("[('n', [('x', '|u2'), ('y', '<i2')])]"), "nested.npy");
    } catch (const Error& refused) {
      bool for_room =
          std::string(refused.what()).find("at most 240 record dtypes") != std::string::npos;
      std::_Exit(for_room ? 0 : 3);
    }
    try {  // two places were needed and one was left: the reader should have refused
      WriteNpy(TempPath("nested"), nested);
    } catch (const Error&) {
      std::_Exit(4);  // writing needed a place the reader did not take
    }
    std::_Exit(5);
  };
  EXPECT_EXIT(fill_then_read_nested(), testing::ExitedWithCode(0), "");
}

TEST(NpyTest, ParsesVersions1To3FromMemory) {
  for (char major : {1, 2, 3}) {
    NpyArray array = ParseNpy(NpyFile(kF4Dict, kF4Data, major), "x.npy");
    EXPECT_EQ(array.dtype, DType::Float32);
    EXPECT_EQ(array.shape, (std::vector<int64_t>{8}));
    EXPECT_EQ(array.data.size(), 32u);
  }
  // Python 2's long dimensions, which NumPy filters out for 1.0 and 2.0 only.
  std::string longs = "{'descr': '<f4', 'fortran_order': True, 'shape': (2L, 4L), }";
  EXPECT_EQ(ParseNpy(NpyFile(longs, kF4Data, 1), "x.npy").shape, (std::vector<int64_t>{2, 4}));
  EXPECT_EQ(ParseError(NpyFile(longs, kF4Data, 3)), "expected `)` in the header");
}

// NumPy's read_magic and _check_version accept (1, 0), (2, 0) and (3, 0) only.
TEST(NpyTest, OtherVersionsAreRejected) {
  EXPECT_EQ(ParseError(NpyFile(kF4Dict, kF4Data, 1, 1)),
            "format version 1.1 is not 1.0, 2.0 or 3.0");
  EXPECT_EQ(ParseError(NpyFile(kF4Dict, kF4Data, 1, '\xff')),
            "format version 1.255 is not 1.0, 2.0 or 3.0");
  EXPECT_EQ(ParseError(NpyFile(kF4Dict, kF4Data, 4)), "format version 4.0 is not 1.0, 2.0 or 3.0");
  EXPECT_EQ(ParseError(NpyFile(kF4Dict, kF4Data, 0)), "format version 0.0 is not 1.0, 2.0 or 3.0");
}

// After the dict only blanks and one newline may follow, as for Python's
// literal_eval of the header.
TEST(NpyTest, BytesAfterTheHeaderDictAreRejected) {
  std::string dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (8,)}";
  EXPECT_EQ(ParseError(RawHeaderFile(dict + "   \n")), "");
  EXPECT_EQ(ParseError(RawHeaderFile(dict + "\t")), "");
  EXPECT_EQ(ParseError(RawHeaderFile(dict + "}}}")),
            "the header dict is followed by `}}}`; only blanks and a newline may follow it");
  EXPECT_EQ(ParseError(RawHeaderFile(dict + " garbage")),
            "the header dict is followed by `garbage`; only blanks and a newline may follow it");
  EXPECT_EQ(ParseError(RawHeaderFile(dict + std::string("\0\0", 2))),
            "the header dict is followed by `\\x00\\x00`; only blanks and a newline may follow it");
  EXPECT_EQ(ParseError(RawHeaderFile(dict + "\n  ")),
            "the header dict is followed by `  `; only blanks and a newline may follow it");
}

TEST(NpyTest, MalformedHeadersAreClearErrors) {
  struct Case {
    const char* header;
    const char* error;
  } cases[] = {
      {"", "expected `{` in the header"},
      {"[]", "expected `{` in the header"},
      {"{'descr': '<f4'", "expected `}` in the header"},
      {"{'descr': '<f4', ", "expected a string in the header"},
      {"{'descr' '<f4'}", "expected `:` in the header"},
      {"{descr: '<f4'}", "expected a string in the header"},
      {"{'descr: '<f4'}", "expected `:` in the header"},
      {"{'descr", "unterminated string in the header"},
      {"{'fortran_order': 0}", "expected True or False in the header"},
      {"{'shape': 8}", "expected `(` in the header"},
      {"{'shape': (8)}", "the shape is not a tuple: a 1-dimensional shape is written `(N,)`"},
      {"{'shape': (-8,)}", "expected a dimension in the shape"},
      {"{'shape': (08,)}", "expected a dimension in the shape"},
      {"{'shape': (8,,)}", "expected a dimension in the shape"},
      {"{'shape': (9223372036854775808,)}",
       "the dimension `9223372036854775808` is larger than 2^63 - 1"},
      {"{'descr': '<f4', 'descr': '<f4'}", "the key `descr` appears twice in the header"},
      {"{'descr': '<f4', 'fortran_order': False, 'shape': (8,), 'x': 1}",
       "unexpected key `x` in the header"},
      {"{'descr': '<f4', 'fortran_order': False}",
       "the header lacks `descr`, `fortran_order` or `shape`"},
      {"{'descr': '\x01', 'fortran_order': False, 'shape': (8,)}",
       "unsupported element type `\\x01`; dslc reads booleans, integers and floats of 1 to 8 "
       "bytes"},
  };
  for (const Case& c : cases) EXPECT_EQ(ParseError(RawHeaderFile(c.header)), c.error) << c.header;
}

// A shape whose byte size does not fit in an int64 would wrap around to a
// small size (0 for both of these) and pass the data size check.
TEST(NpyTest, ShapesOf2To63BytesOrMoreAreRejected) {
  auto without_data = [](const std::string& descr, const std::string& shape) {
    return NpyFile("{'descr': '" + descr + "', 'fortran_order': False, 'shape': " + shape + ", }",
                   "");
  };
  EXPECT_EQ(ParseError(without_data("<f4", "(4294967296, 4294967296)")),
            "the shape (4294967296, 4294967296) holds 2^63 bytes or more");
  EXPECT_EQ(ParseError(without_data("<f4", "(2147483648, 2147483648)")),
            "the shape (2147483648, 2147483648) holds 2^63 bytes or more");
  EXPECT_EQ(ParseError(without_data("<f8", "(1, 2, 1152921504606846976)")),
            "the shape (1, 2, 1152921504606846976) holds 2^63 bytes or more");
  EXPECT_EQ(ParseError(without_data("|u1", "(9223372036854775807,)")),
            "the data is truncated: 0 bytes for 9223372036854775807 elements of 1 bytes");
  // A zero extent makes the array empty, whatever the others are.
  EXPECT_EQ(ParseError(without_data("<f8", "(0, 9223372036854775807)")), "");
}

TEST(NpyTest, DataOfTheWrongSizeIsRejected) {
  EXPECT_EQ(ParseError(NpyFile(kF4Dict, std::string(31, '\0'))),
            "the data is truncated: 31 bytes for 8 elements of 4 bytes");
  EXPECT_EQ(ParseError(NpyFile(kF4Dict, std::string(33, '\0'))), "1 bytes follow the data");
  std::string whole = NpyFile(kF4Dict, kF4Data);
  EXPECT_EQ(ParseError(whole.substr(0, 9)), "the file ends inside its header");
  EXPECT_EQ(ParseError(whole.substr(0, 6)),
            "it does not start with the .npy magic string \\x93NUMPY");
}

// Every prefix of a valid file, and every single-byte change to its
// header, is an Error or an array: never a crash or another exception.
TEST(NpyTest, AnyBytesGiveAnArrayOrAnError) {
  std::string whole =
      NpyFile("{'descr': '>i2', 'fortran_order': True, 'shape': (2, 2), }", std::string(8, '\1'));
  auto parse = [](const std::string& bytes) {
    try {
      ParseNpy(bytes, "x.npy");
    } catch (const Error&) {
    }
  };
  for (size_t n = 0; n <= whole.size(); ++n) parse(whole.substr(0, n));
  for (size_t i = 0; i < whole.size() - 8; ++i) {
    for (char value : std::string("\0\n (),'9\xff", 9)) {
      std::string changed = whole;
      changed[i] = value;
      parse(changed);
    }
  }
}

// ReadNpy reads regular files only: a directory, a FIFO or /dev/zero is
// refused without reading (or waiting on) it.
TEST(NpyTest, ReadsRegularFilesOnly) {
  std::string directory = TempPath("directory");
  ASSERT_EQ(::mkdir(directory.c_str(), 0700), 0);
  EXPECT_EQ(ErrorOf(directory),
            "cannot read `" + directory + "`: it is a directory, not a regular file");
  ::rmdir(directory.c_str());
  std::string fifo = TempPath("fifo");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(ErrorOf(fifo), "cannot read `" + fifo + "`: it is a FIFO, not a regular file");
  std::remove(fifo.c_str());
  EXPECT_EQ(ErrorOf("/dev/zero"),
            "cannot read `/dev/zero`: it is a character device, not a regular file");
}

}  // namespace
}  // namespace dslc
