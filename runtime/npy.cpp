// NumPy's .npy format: "\x93NUMPY", a version, a header length (2 bytes in
// version 1.0, 4 in 2.0 and 3.0), a Python dict literal such as
//   {'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }
// padded to a multiple of 64 bytes, then the data.
#include "dslc/npy.h"

#include <unistd.h>

#include <cstdio>
#include <algorithm>
#include <cctype>
#include <cstring>
#include <fstream>
#include <iterator>
#include <optional>

#include "dslc/error.h"

namespace dslc {
namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicLength = 6;

[[noreturn]] void Fail(const std::string& path, const std::string& what) {
  throw Error("`" + path + "` is not a usable .npy file: " + what);
}

// A cursor over the header dict.
class HeaderReader {
 public:
  HeaderReader(const std::string& path, std::string_view text) : path_(path), text_(text) {}

  void Expect(char c) {
    Skip();
    if (pos_ >= text_.size() || text_[pos_] != c) Fail(path_, std::string("expected `") + c + "` in the header");
    ++pos_;
  }
  bool Consume(char c) {
    Skip();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  std::string String() {
    Skip();
    if (pos_ >= text_.size() || (text_[pos_] != '\'' && text_[pos_] != '"')) Fail(path_, "expected a string in the header");
    char quote = text_[pos_++];
    size_t end = text_.find(quote, pos_);
    if (end == std::string_view::npos) Fail(path_, "unterminated string in the header");
    std::string value(text_.substr(pos_, end - pos_));
    pos_ = end + 1;
    return value;
  }
  bool Bool() {
    Skip();
    for (auto [word, value] : {std::pair{"True", true}, std::pair{"False", false}}) {
      if (text_.substr(pos_).starts_with(word)) {
        pos_ += std::strlen(word);
        return value;
      }
    }
    Fail(path_, "expected True or False in the header");
  }
  int64_t Integer() {
    Skip();
    size_t start = pos_;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    if (pos_ == start || pos_ - start > 18) Fail(path_, "expected a dimension in the shape");
    if (pos_ < text_.size() && text_[pos_] == 'L') ++pos_;  // Python 2's long
    return std::stoll(std::string(text_.substr(start, pos_ - start)));
  }
  std::vector<int64_t> Shape() {
    Expect('(');
    std::vector<int64_t> shape;
    while (!Consume(')')) {
      shape.push_back(Integer());
      if (!Consume(',')) {
        Expect(')');
        break;
      }
    }
    return shape;
  }
  bool AtEnd() {
    Skip();
    return pos_ >= text_.size();
  }

 private:
  void Skip() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  const std::string& path_;
  std::string_view text_;
  size_t pos_ = 0;
};

struct Descr {
  DType dtype;
  bool swap;  // stored big-endian
};

Descr ParseDescr(const std::string& path, const std::string& descr) {
  if (descr.size() < 3) Fail(path, "unsupported element type `" + descr + "`");
  char order = descr[0];
  std::string kind = descr.substr(1);
  static const std::pair<const char*, DType> kKinds[] = {
      {"b1", DType::Bool},   {"?", DType::Bool},     {"i1", DType::Int8},    {"i2", DType::Int16},
      {"i4", DType::Int32},  {"i8", DType::Int64},   {"u1", DType::UInt8},   {"u2", DType::UInt16},
      {"u4", DType::UInt32}, {"u8", DType::UInt64},  {"f2", DType::Float16}, {"f4", DType::Float32},
      {"f8", DType::Float64}};
  for (const auto& [name, dtype] : kKinds) {
    if (kind == name && (order == '<' || order == '>' || order == '=' || order == '|')) {
      return {dtype, order == '>' && ItemSize(dtype) > 1};
    }
  }
  Fail(path, "unsupported element type `" + descr +
                 "`; dslc reads booleans, integers and floats of 1 to 8 bytes");
}

void SwapBytes(std::vector<uint8_t>& data, size_t item) {
  for (size_t i = 0; i + item <= data.size(); i += item) std::reverse(data.begin() + i, data.begin() + i + item);
}

std::string DescrOf(DType dtype) {
  static const char* kDescr[] = {"|b1", "|i1", "<i2", "<i4", "<i8", "|u1",
                                 "<u2", "<u4", "<u8", "<f2", "<f4", "<f8"};
  return kDescr[static_cast<size_t>(dtype)];
}

}  // namespace

int64_t NpyArray::size() const {
  int64_t size = 1;
  for (int64_t extent : shape) size *= extent;
  return size;
}

NpyArray ReadNpy(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw Error("cannot read `" + path + "`: " + std::strerror(errno));
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  if (bytes.size() < kMagicLength + 2 || std::memcmp(bytes.data(), kMagic, kMagicLength) != 0) {
    Fail(path, "it does not start with the .npy magic string \\x93NUMPY");
  }
  int major = bytes[6];
  if (major < 1 || major > 3) Fail(path, "format version " + std::to_string(major) + "." + std::to_string(bytes[7]) + " is not 1.0, 2.0 or 3.0");
  size_t length_bytes = major == 1 ? 2 : 4;
  size_t prefix = kMagicLength + 2 + length_bytes;
  if (bytes.size() < prefix) Fail(path, "the file ends inside its header");
  size_t header_length = bytes[8] | (bytes[9] << 8);
  if (length_bytes == 4) header_length |= (size_t{bytes[10]} << 16) | (size_t{bytes[11]} << 24);
  if (bytes.size() < prefix + header_length) Fail(path, "the file ends inside its header");
  std::string header(bytes.begin() + prefix, bytes.begin() + prefix + header_length);

  HeaderReader reader(path, header);
  std::optional<Descr> descr;
  std::optional<bool> fortran;
  std::optional<std::vector<int64_t>> shape;
  reader.Expect('{');
  while (!reader.Consume('}')) {
    std::string key = reader.String();
    reader.Expect(':');
    if (key == "descr") {
      if (reader.Consume('[')) Fail(path, "structured element types are not supported");
      descr = ParseDescr(path, reader.String());
    } else if (key == "fortran_order") {
      fortran = reader.Bool();
    } else if (key == "shape") {
      shape = reader.Shape();
    } else {
      Fail(path, "unexpected key `" + key + "` in the header");
    }
    if (!reader.Consume(',')) {
      reader.Expect('}');
      break;
    }
  }
  if (!descr || !fortran || !shape) Fail(path, "the header lacks `descr`, `fortran_order` or `shape`");
  if (shape->empty()) Fail(path, "it holds a 0-dimensional array; kernels take arrays of 1 to 4 dimensions");
  if (shape->size() > static_cast<size_t>(kMaxDims)) Fail(path, "it has " + std::to_string(shape->size()) + " dimensions; kernels take at most 4");

  NpyArray array;
  array.dtype = descr->dtype;
  array.shape = *shape;
  array.order = *fortran ? Order::F : Order::C;
  size_t item = ItemSize(array.dtype);
  size_t data_bytes = static_cast<size_t>(array.size()) * item;
  size_t available = bytes.size() - prefix - header_length;
  if (available < data_bytes) {
    Fail(path, "the data is truncated: " + std::to_string(available) + " bytes for " +
                   std::to_string(array.size()) + " elements of " + std::to_string(item) + " bytes");
  }
  if (available > data_bytes) Fail(path, std::to_string(available - data_bytes) + " bytes follow the data");
  array.data.assign(bytes.begin() + prefix + header_length, bytes.end());
  if (descr->swap) SwapBytes(array.data, item);
  return array;
}

void WriteNpy(const std::string& path, const NpyArray& array) {
  // The shape as Python writes a tuple: (5,) or (3, 4).
  std::string shape = "(";
  for (size_t i = 0; i < array.shape.size(); ++i) shape += (i ? ", " : "") + std::to_string(array.shape[i]);
  shape += array.shape.size() == 1 ? ",)" : ")";
  std::string header = "{'descr': '" + DescrOf(array.dtype) + "', 'fortran_order': " +
                       (array.order == Order::F ? "True" : "False") + ", 'shape': " + shape + ", }";
  bool version2 = header.size() + 11 > 65535;
  size_t prefix = kMagicLength + 2 + (version2 ? 4 : 2);
  size_t total = prefix + header.size() + 1;
  header += std::string((64 - total % 64) % 64, ' ') + "\n";

  std::string out(kMagic, kMagicLength);
  out += static_cast<char>(version2 ? 2 : 1);
  out += '\0';
  for (size_t i = 0; i < (version2 ? 4u : 2u); ++i) out += static_cast<char>((header.size() >> (8 * i)) & 0xFF);
  out += header;
  out.append(reinterpret_cast<const char*>(array.data.data()), array.data.size());

  std::string temporary = path + ".tmp." + std::to_string(getpid());
  {
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    if (!file || !file.write(out.data(), static_cast<std::streamsize>(out.size()))) {
      std::remove(temporary.c_str());
      throw Error("cannot write `" + path + "`: " + std::strerror(errno));
    }
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    std::remove(temporary.c_str());
    throw Error("cannot write `" + path + "`: " + std::strerror(errno));
  }
}

}  // namespace dslc
