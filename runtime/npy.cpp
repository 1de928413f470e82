// NumPy's .npy format: "\x93NUMPY", a version, a header length (2 bytes in
// version 1.0, 4 in 2.0 and 3.0), a Python dict literal such as
//   {'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }
// padded with spaces and ended by '\n' to a multiple of 64 bytes, then the
// data.
//
// What is accepted is a subset of what NumPy's own reader accepts
// (numpy/lib/format.py, `read_magic` and `_read_array_header`): versions
// 1.0, 2.0 and 3.0 exactly; a dict with exactly the keys `descr`,
// `fortran_order` and `shape`, followed by blanks only; a shape that is a
// tuple of non-negative integers. A file NumPy rejects is never taken as
// valid.
#include "dslc/npy.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <optional>

#include "compiler/base/read_file.h"
#include "dslc/error.h"
#include "runtime/record_types.h"

namespace dslc {
namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicLength = 6;

// The largest file ReadNpy reads. Real arrays can be large, so the limit is
// generous; it bounds what a file that is not an array (or a damaged one)
// can make dslc allocate. What is read is then checked exactly against the
// size the header declares.
constexpr uint64_t kMaxNpyFileBytes = uint64_t{64} << 30;

[[noreturn]] void Fail(const std::string& name, const std::string& what) {
  throw Error("`" + name + "` is not a usable .npy file: " + what);
}

// `text` for a message: its first characters, with bytes other than
// printable ASCII written as \xNN (a header can hold any bytes).
std::string Printable(std::string_view text) {
  constexpr size_t kMost = 24;
  std::string out;
  for (size_t i = 0; i < text.size() && i < kMost; ++i) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
    } else {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    }
  }
  if (text.size() > kMost) out += "...";
  return out;
}

// A field of a structured dtype as the header lists it: a name, then a
// scalar's descr or the fields of a nested structure, and a shape for a
// nested array. An unnamed `|V<n>` field is padding.
struct NpyField {
  std::string name;
  std::string format;
  std::vector<NpyField> fields;
  std::vector<int64_t> shape;
};

// Blanks between the tokens of the dict: inside brackets Python joins
// lines, so newlines count too.
bool IsBlank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

bool IsDigit(char c) { return c >= '0' && c <= '9'; }

// A cursor over the header dict. Each function reads one token or one
// value, skipping the blanks before it, and fails on anything else.
class HeaderReader {
 public:
  // `python2_longs`: versions 1.0 and 2.0 may hold dimensions as Python 2
  // wrote them, `3L` (NumPy filters the `L` out for those versions only).
  HeaderReader(const std::string& name, std::string_view text, bool python2_longs)
      : name_(name), text_(text), python2_longs_(python2_longs) {}

  void Expect(char c) {
    if (!Consume(c)) Fail(name_, std::string("expected `") + c + "` in the header");
  }
  bool Consume(char c) {
    SkipBlanks();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  // string := '...' | "..."  (no escapes: no key or type name needs one)
  std::string String() {
    SkipBlanks();
    if (pos_ >= text_.size() || (text_[pos_] != '\'' && text_[pos_] != '"')) {
      Fail(name_, "expected a string in the header");
    }
    char quote = text_[pos_++];
    size_t end = text_.find(quote, pos_);
    if (end == std::string_view::npos) Fail(name_, "unterminated string in the header");
    std::string value(text_.substr(pos_, end - pos_));
    pos_ = end + 1;
    return value;
  }
  // bool := 'True' | 'False'
  bool Bool() {
    SkipBlanks();
    for (auto [word, value] : {std::pair{"True", true}, std::pair{"False", false}}) {
      if (text_.substr(pos_).starts_with(word)) {
        pos_ += std::strlen(word);
        return value;
      }
    }
    Fail(name_, "expected True or False in the header");
  }
  // dimension := '0' | [1-9][0-9]* ['L']   (Python has no leading zeros)
  int64_t Dimension() {
    SkipBlanks();
    size_t start = pos_;
    while (pos_ < text_.size() && IsDigit(text_[pos_])) ++pos_;
    std::string_view digits = text_.substr(start, pos_ - start);
    if (digits.empty() || (digits.size() > 1 && digits[0] == '0')) {
      Fail(name_, "expected a dimension in the shape");
    }
    int64_t value = 0;
    for (char digit : digits) {
      if (__builtin_mul_overflow(value, 10, &value) ||
          __builtin_add_overflow(value, digit - '0', &value)) {
        Fail(name_, "the dimension `" + Printable(digits) + "` is larger than 2^63 - 1");
      }
    }
    if (python2_longs_ && pos_ < text_.size() && text_[pos_] == 'L') ++pos_;
    return value;
  }
  // shape := '(' ')' | '(' dimension ',' ')' | '(' dimension (',' dimension)+ [','] ')'
  // Keeps at most `most` dimensions in `dims` and returns how many there are.
  size_t Shape(std::vector<int64_t>* dims, size_t most) {
    Expect('(');
    size_t count = 0;
    while (!Consume(')')) {
      int64_t dimension = Dimension();
      if (count++ < most) dims->push_back(dimension);
      if (Consume(',')) continue;
      Expect(')');
      // `(3)` is the integer 3, not a tuple.
      if (count == 1) {
        Fail(name_, "the shape is not a tuple: a 1-dimensional shape is written `(N,)`");
      }
      break;
    }
    return count;
  }
  // A structured dtype's descr, after its `[`:
  //   fields := field (',' field)* [','] ']'
  //   field  := '(' string ',' (string | '[' fields) [',' shape] [','] ')'
  std::vector<NpyField> Fields(int depth) {
    if (depth > 8) Fail(name_, "structured element types nest more than 8 deep");
    std::vector<NpyField> fields;
    while (!Consume(']')) {
      NpyField& field = fields.emplace_back();
      Expect('(');
      field.name = String();
      Expect(',');
      if (Consume('[')) {
        field.fields = Fields(depth + 1);
      } else {
        field.format = String();
      }
      if (!Consume(',')) {
        Expect(')');
      } else if (!Consume(')')) {
        Shape(&field.shape, static_cast<size_t>(kMaxDims) + 1);
        Consume(',');
        Expect(')');
      }
      if (!Consume(',')) {
        Expect(']');
        break;
      }
    }
    return fields;
  }
  // After the dict: blanks, then at most one newline. (After a newline,
  // Python would take further blanks as an unexpected indent.)
  void ExpectEnd() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
    if (pos_ < text_.size() && text_[pos_] == '\n') ++pos_;
    if (pos_ == text_.size()) return;
    // What follows, without the padding after it.
    std::string_view rest = text_.substr(pos_);
    std::string_view shown = rest.substr(0, rest.find_last_not_of(" \t\r\n") + 1);
    Fail(name_, "the header dict is followed by `" + Printable(shown.empty() ? rest : shown) +
                    "`; only blanks and a newline may follow it");
  }
  // Before the dict: spaces and tabs only, as Python's literal_eval allows.
  void SkipLeadingSpaces() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
  }

 private:
  void SkipBlanks() {
    while (pos_ < text_.size() && IsBlank(text_[pos_])) ++pos_;
  }
  const std::string& name_;
  std::string_view text_;
  bool python2_longs_;
  size_t pos_ = 0;
};

struct Descr {
  DType dtype;
  bool swap;  // stored big-endian
};

Descr ParseDescr(const std::string& name, const std::string& descr) {
  static const std::pair<const char*, DType> kKinds[] = {
      {"b1", DType::Bool},    {"?", DType::Bool},       {"i1", DType::Int8},
      {"i2", DType::Int16},   {"i4", DType::Int32},     {"i8", DType::Int64},
      {"u1", DType::UInt8},   {"u2", DType::UInt16},    {"u4", DType::UInt32},
      {"u8", DType::UInt64},  {"f2", DType::Float16},   {"f4", DType::Float32},
      {"f8", DType::Float64}, {"c8", DType::Complex64}, {"c16", DType::Complex128}};
  if (descr.size() >= 2) {
    char order = descr[0];
    std::string kind = descr.substr(1);
    for (const auto& [code, dtype] : kKinds) {
      if (kind == code && (order == '<' || order == '>' || order == '=' || order == '|')) {
        return {dtype, order == '>' && ItemSize(dtype) > 1};
      }
    }
  }
  Fail(name, "unsupported element type `" + Printable(descr) +
                 "`; dslc reads booleans, integers and floats of 1 to 8 bytes");
}

// A structured dtype: its record, as the compiler spells it, laid out as
// NumPy lays out the listed fields one after the other, padding included.
// "(3, 4)", as Python writes the tuple ("(5,)" for one dimension).
std::string ShapeText(const std::vector<int64_t>& shape) {
  std::string text = "(";
  for (size_t i = 0; i < shape.size(); ++i) text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + (shape.size() == 1 ? ",)" : ")");
}

// The bytes a record may take at most: far beyond real ones, and small
// enough that no sum or product of field sizes overflows.
constexpr int64_t kMaxRecordBytes = int64_t{1} << 30;

// `count` elements of `bytes` each, failing beyond kMaxRecordBytes.
int64_t FieldBytes(const std::string& name, int64_t bytes, const std::vector<int64_t>& shape) {
  for (int64_t extent : shape) {
    if (__builtin_mul_overflow(bytes, extent, &bytes) || bytes > kMaxRecordBytes) {
      Fail(name, "a structured element type of 2^30 bytes or more");
    }
  }
  return bytes;
}

// The size of a padding field `|V<n>`, or -1 when `format` is not one.
int64_t PaddingBytes(const std::string& format) {
  if (format.size() < 3 || format.compare(0, 2, "|V") != 0 || format.size() > 12) return -1;
  int64_t bytes = 0;
  for (size_t i = 2; i < format.size(); ++i) {
    if (!IsDigit(format[i])) return -1;
    bytes = bytes * 10 + (format[i] - '0');
  }
  return bytes;
}

bool IsIdentifier(const std::string& text) {
  if (text.empty() || IsDigit(text[0])) return false;
  return std::all_of(text.begin(), text.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || IsDigit(c) || c == '_';
  });
}

// A structured dtype: its record, as the compiler spells it, laid out as
// NumPy lays out the listed fields one after the other, padding included.
std::string RecordSpelling(const std::string& name, const std::vector<NpyField>& fields,
                           int64_t* size) {
  std::string spelling = "Record(";
  int64_t offset = 0;
  bool first = true;
  for (const NpyField& field : fields) {
    int64_t padding = field.name.empty() && field.fields.empty() ? PaddingBytes(field.format) : -1;
    int64_t bytes = 0;
    std::string type;
    if (padding >= 0) {
      bytes = FieldBytes(name, padding, field.shape);
    } else if (!IsIdentifier(field.name)) {
      Fail(name, "the field name `" + Printable(field.name) + "` is not an identifier");
    } else if (!field.fields.empty()) {
      int64_t nested = 0;
      type = RecordSpelling(name, field.fields, &nested);
      bytes = FieldBytes(name, nested, field.shape);
    } else {
      Descr scalar = ParseDescr(name, field.format);
      if (scalar.swap) Fail(name, "the field `" + field.name + "` is big-endian");
      type = std::string(Name(scalar.dtype));
      bytes = FieldBytes(name, static_cast<int64_t>(ItemSize(scalar.dtype)), field.shape);
    }
    if (padding < 0) {
      if (!field.shape.empty()) type = "nestedarray(" + type + ", " + ShapeText(field.shape) + ")";
      spelling += (first ? "" : ",") + field.name + "[type=" + type +
                  ";offset=" + std::to_string(offset) + "]";
      first = false;
    }
    offset += bytes;
    if (offset > kMaxRecordBytes) Fail(name, "a structured element type of 2^30 bytes or more");
  }
  if (first) Fail(name, "the structured element type has no fields");
  *size = offset;
  return spelling + ";" + std::to_string(offset) + ";False)";
}

Descr StructuredDescr(const std::string& name, const std::vector<NpyField>& fields) {
  int64_t size = 0;
  std::string spelling = RecordSpelling(name, fields, &size);
  try {
    return {RecordDType(spelling), false};
  } catch (const Error& error) {
    Fail(name, std::string("its structured element type is not one kernels take: ") + error.what());
  }
}

// The header's three values.
struct Header {
  Descr descr;
  bool fortran_order;
  std::vector<int64_t> shape;
};

// header := [ \t]* '{' [entry (',' entry)* [',']] '}' [ \t]* ['\n']
// entry  := string ':' value, the keys exactly `descr`, `fortran_order`
//           and `shape`, each once
Header ParseHeader(const std::string& name, std::string_view text, bool python2_longs) {
  HeaderReader reader(name, text, python2_longs);
  std::optional<Descr> descr;
  std::optional<bool> fortran;
  std::optional<std::vector<int64_t>> shape;
  size_t dims = 0;
  reader.SkipLeadingSpaces();
  reader.Expect('{');
  while (!reader.Consume('}')) {
    std::string key = reader.String();
    reader.Expect(':');
    if ((key == "descr" && descr) || (key == "fortran_order" && fortran) ||
        (key == "shape" && shape)) {
      Fail(name, "the key `" + key + "` appears twice in the header");
    }
    if (key == "descr") {
      descr = reader.Consume('[') ? StructuredDescr(name, reader.Fields(0))
                                  : ParseDescr(name, reader.String());
    } else if (key == "fortran_order") {
      fortran = reader.Bool();
    } else if (key == "shape") {
      shape.emplace();
      dims = reader.Shape(&*shape, static_cast<size_t>(kMaxDims));
    } else {
      Fail(name, "unexpected key `" + Printable(key) + "` in the header");
    }
    if (!reader.Consume(',')) {
      reader.Expect('}');
      break;
    }
  }
  reader.ExpectEnd();
  if (!descr || !fortran || !shape) {
    Fail(name, "the header lacks `descr`, `fortran_order` or `shape`");
  }
  if (dims == 0) {
    Fail(name, "it holds a 0-dimensional array; kernels take arrays of 1 to 4 dimensions");
  }
  if (dims > static_cast<size_t>(kMaxDims)) {
    Fail(name, "it has " + std::to_string(dims) + " dimensions; kernels take at most 4");
  }
  return {*descr, *fortran, std::move(*shape)};
}

// The bytes the array's data takes; fails when that does not fit in an
// int64 (the product of the dimensions could otherwise wrap around to a
// small number and pass the size check).
uint64_t DataBytes(const std::string& name, const std::vector<int64_t>& shape, size_t item) {
  int64_t bytes = static_cast<int64_t>(item);
  for (int64_t extent : shape) {
    if (__builtin_mul_overflow(bytes, extent, &bytes)) {
      Fail(name, "the shape " + ShapeText(shape) + " holds 2^63 bytes or more");
    }
  }
  return static_cast<uint64_t>(bytes);
}

void SwapBytes(std::vector<uint8_t>& data, size_t item) {
  for (size_t i = 0; i + item <= data.size(); i += item) {
    std::reverse(data.begin() + i, data.begin() + i + item);
  }
}

// The header's descr of `dtype`, quoted: '<f4', or a structured dtype's
// list of fields, padding between them written as unnamed `|V<n>` fields.
std::string DescrOf(DType dtype) {
  static const char* kDescr[] = {"|b1", "|i1", "<i2", "<i4", "<i8", "|u1", "<u2",
                                 "<u4", "<u8", "<f2", "<f4", "<f8", "<c8", "<c16"};
  if (!IsRecordDType(dtype)) return std::string("'") + kDescr[static_cast<size_t>(dtype)] + "'";
  std::string text = "[";
  int64_t offset = 0;
  auto pad = [&](int64_t to) {
    if (to > offset) text += "('', '|V" + std::to_string(to - offset) + "'), ";
    offset = to;
  };
  for (const RecordFieldLayout& field : RecordFields(dtype)) {
    if (field.offset < offset) {
      throw Error("a record whose fields overlap cannot be written to a .npy file");
    }
    pad(field.offset);
    text += "('" + field.name + "', " + DescrOf(field.dtype);
    if (!field.shape.empty()) text += ", " + ShapeText(field.shape);
    text += "), ";
    int64_t count = 1;
    for (int64_t extent : field.shape) count *= extent;
    offset += static_cast<int64_t>(ItemSize(field.dtype)) * count;
  }
  pad(static_cast<int64_t>(ItemSize(dtype)));
  return text + "]";
}

}  // namespace

int64_t NpyArray::size() const {
  int64_t size = 1;
  for (int64_t extent : shape) size *= extent;
  return size;
}

NpyArray ParseNpy(std::string_view bytes, const std::string& name) {
  if (bytes.size() < kMagicLength + 2 || bytes.substr(0, kMagicLength) != kMagic) {
    Fail(name, "it does not start with the .npy magic string \\x93NUMPY");
  }
  int major = static_cast<unsigned char>(bytes[6]);
  int minor = static_cast<unsigned char>(bytes[7]);
  if (major < 1 || major > 3 || minor != 0) {
    Fail(name, "format version " + std::to_string(major) + "." + std::to_string(minor) +
                   " is not 1.0, 2.0 or 3.0");
  }
  size_t length_bytes = major == 1 ? 2 : 4;
  size_t prefix = kMagicLength + 2 + length_bytes;
  if (bytes.size() < prefix) Fail(name, "the file ends inside its header");
  size_t header_length = 0;
  for (size_t i = 0; i < length_bytes; ++i) {
    header_length |= size_t{static_cast<unsigned char>(bytes[8 + i])} << (8 * i);
  }
  if (bytes.size() - prefix < header_length) Fail(name, "the file ends inside its header");
  Header header =
      ParseHeader(name, bytes.substr(prefix, header_length), /*python2_longs=*/major < 3);

  NpyArray array;
  array.dtype = header.descr.dtype;
  array.shape = std::move(header.shape);
  array.order = header.fortran_order ? Order::F : Order::C;
  size_t item = ItemSize(array.dtype);
  uint64_t data_bytes = DataBytes(name, array.shape, item);
  std::string_view data = bytes.substr(prefix + header_length);
  if (data.size() < data_bytes) {
    Fail(name, "the data is truncated: " + std::to_string(data.size()) + " bytes for " +
                   std::to_string(array.size()) + " elements of " + std::to_string(item) +
                   " bytes");
  }
  if (data.size() > data_bytes) {
    Fail(name, std::to_string(data.size() - data_bytes) + " bytes follow the data");
  }
  array.data.assign(data.begin(), data.end());
  // A complex number is two numbers, each swapped on its own.
  bool complex = array.dtype == DType::Complex64 || array.dtype == DType::Complex128;
  if (header.descr.swap) SwapBytes(array.data, complex ? item / 2 : item);
  return array;
}

NpyArray ReadNpy(const std::string& path) {
  std::string error;
  std::optional<std::string> bytes = ReadRegularFile(path, kMaxNpyFileBytes, &error);
  if (!bytes) throw Error("cannot read `" + path + "`: " + error);
  return ParseNpy(*bytes, path);
}

void WriteNpy(const std::string& path, const NpyArray& array) {
  std::string header = "{'descr': " + DescrOf(array.dtype) +
                       ", 'fortran_order': " + (array.order == Order::F ? "True" : "False") +
                       ", 'shape': " + ShapeText(array.shape) + ", }";
  bool version2 = header.size() + 11 > 65535;
  size_t prefix = kMagicLength + 2 + (version2 ? 4 : 2);
  size_t total = prefix + header.size() + 1;
  header += std::string((64 - total % 64) % 64, ' ') + "\n";

  std::string out(kMagic, kMagicLength);
  out += static_cast<char>(version2 ? 2 : 1);
  out += '\0';
  for (size_t i = 0; i < (version2 ? 4u : 2u); ++i) {
    out += static_cast<char>((header.size() >> (8 * i)) & 0xFF);
  }
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
