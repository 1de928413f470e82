#include "compiler/types/signature.h"

#include <cctype>

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(SignatureExpected, Error, "expected {0}, found {1}", llvm::StringRef, std::string);
DSLC_DIAGNOSTIC(UnknownTypeName, Error,
                "unknown type `{0}`: expected a scalar type such as `float32`, `int64`, `f4` or "
                "`bool`",
                llvm::StringRef);
DSLC_DIAGNOSTIC(TooManyArrayDimensions, Error, "{0} has {1} dimensions; arrays have at most 4",
                std::string, int);
DSLC_DIAGNOSTIC(SeveralContiguousDimensions, Error,
                "{0} marks {1} dimensions contiguous; `::1` marks one: the last (C order) or the "
                "first (Fortran order)",
                std::string, int);
DSLC_DIAGNOSTIC(MiddleDimensionContiguous, Error,
                "{0} marks a middle dimension contiguous; `::1` marks one: the last (C order) or "
                "the first (Fortran order)",
                std::string);
DSLC_DIAGNOSTIC(BadDimension, Error,
                "a dimension is `:` (any strides) or `::1` (contiguous), not `{0}`",
                llvm::StringRef);
DSLC_DIAGNOSTIC(VoidParameter, Error, "`void` can only be a return type");
DSLC_DIAGNOSTIC(BadRecordLayout, Error, "{0}", std::string);
DSLC_DIAGNOSTIC(SignatureTupleTooLong, Error, "a tuple type has at most {0} elements, not {1}",
                size_t, int64_t);
DSLC_DIAGNOSTIC(DuplicateTupleField, Error, "the named tuple `{0}` has two fields named `{1}`",
                std::string, std::string);
DSLC_DIAGNOSTIC(BadEnumValueType, Error,
                "an enum member in a signature has a value of a number type (an integer type in "
                "an IntEnum), not {0}",
                std::string);

// How a character of the signature reads in a message.
std::string Shown(char c) {
  if (c == '\n' || c == '\r') return "a line break";
  if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return "a control character";
  return "`" + std::string(1, c) + "`";
}

class SignatureParser {
 public:
  SignatureParser(const SourceBuffer& buffer, SourceRange range, TypeContext& types,
                  DiagnosticEmitter& emitter)
      : buffer_(buffer),
        text_(buffer.text()),
        pos_(range.begin),
        end_(range.end),
        types_(types),
        emitter_(emitter) {}

  // signature: [return_type] '(' [type_list] ')' | type_list
  std::optional<Signature> ParseSignature() {
    Signature signature;
    SkipBlanks();
    size_t start = pos_;
    if (!At('(')) {
      // A leading name followed by `(` is a return type, but for `Record(`,
      // a record type's own parenthesis, and a tuple type's unless another
      // `(` follows it.
      llvm::StringRef name = PeekName();
      size_t after = pos_ + name.size();
      while (after < end_ && std::isspace(static_cast<unsigned char>(text_[after]))) ++after;
      if (IsTupleKeyword(name) && after < end_ && text_[after] == '(') {
        after = AfterParentheses(after);
        while (after < end_ && std::isspace(static_cast<unsigned char>(text_[after]))) ++after;
      }
      if (!name.empty() && name != "Record" && after < end_ && text_[after] == '(') {
        pos_ = after;
        signature.return_type = ReturnType(name, start);
        if (!signature.return_type) return std::nullopt;
      }
    }
    bool parenthesised = Consume('(');
    if (!ParseTypeList(&signature.params, parenthesised ? ')' : '\0')) return std::nullopt;
    if (parenthesised && !Expect(')', "`)`")) return std::nullopt;
    SkipBlanks();
    if (pos_ < end_) {
      return Fail(parenthesised ? "the end of the signature" : "`,` or the end of the signature"),
             std::nullopt;
    }
    signature.where = At(start, end_);
    return signature;
  }

  const Type* ParseSingleType() {
    const Type* type = ParseType();
    SkipBlanks();
    if (type && pos_ < end_) return Fail("the end of the type"), nullptr;
    return type;
  }

 private:
  bool At(char c) {
    SkipBlanks();
    return pos_ < end_ && text_[pos_] == c;
  }
  bool Consume(char c) {
    if (!At(c)) return false;
    ++pos_;
    return true;
  }
  bool Expect(char c, llvm::StringRef what) {
    if (Consume(c)) return true;
    Fail(what);
    return false;
  }
  // Spaces, and line breaks in a triple-quoted signature.
  void SkipBlanks() {
    while (pos_ < end_ && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  static bool IsNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
  llvm::StringRef PeekName() {
    SkipBlanks();
    size_t end = pos_;
    while (end < end_ && IsNameChar(text_[end])) ++end;
    return text_.slice(pos_, end);
  }
  Location At(size_t begin, size_t end) const {
    return {&buffer_, {static_cast<uint32_t>(begin), static_cast<uint32_t>(end)}};
  }
  void Fail(llvm::StringRef expected) {
    std::string found = pos_ >= end_              ? "the end of the signature"
                        : IsNameChar(text_[pos_]) ? "`" + PeekName().str() + "`"
                                                  : Shown(text_[pos_]);
    emitter_.Emit(At(pos_, std::min(pos_ + 1, end_)), SignatureExpected, expected, found);
  }

  static bool IsTupleKeyword(llvm::StringRef name) {
    return name == "tuple" || name == "Tuple" || name == "UniTuple" || name == "namedtuple";
  }
  // The position after the `)` that closes the `(` at `open` (the end when
  // none does).
  size_t AfterParentheses(size_t open) const {
    int depth = 0;
    for (size_t i = open; i < end_; ++i) {
      if (text_[i] == '(') ++depth;
      if (text_[i] == ')' && --depth == 0) return i + 1;
    }
    return end_;
  }

  const Type* ReturnType(llvm::StringRef name, size_t begin) {
    if (name == "void" || name == "none") return types_.None();
    pos_ = begin;
    return ParseType();
  }

  // type_list: type (',' type)* [',']
  bool ParseTypeList(std::vector<const Type*>* params, char close) {
    if ((close && At(close)) || (!close && pos_ >= end_)) return true;
    do {
      if (close && At(close)) break;
      const Type* type = ParseType();
      if (!type) return false;
      params->push_back(type);
    } while (Consume(','));
    return true;
  }

  // type: NAME ['[' dim (',' dim)* ']']   dim: ':' | '::1'
  const Type* ParseType() {
    SkipBlanks();
    size_t begin = pos_;
    llvm::StringRef name = PeekName();
    if (name.empty()) return Fail("a type"), nullptr;
    pos_ += name.size();
    if (name == "void" || name == "none") {
      emitter_.Emit(At(begin, pos_), VoidParameter);
      return nullptr;
    }
    if (name == "Record" && At('(')) {
      const Type* record = ParseRecord(begin);
      if (!record || !Consume('[')) return record;
      return ParseDimensions(record, begin);
    }
    if ((name == "Enum" || name == "IntEnum") && At('<')) return ParseEnumMember(name);
    if (IsTupleKeyword(name) && At('(')) return ParseTuple(name, begin);
    ScalarKind kind;
    if (!LookupScalar(name, &kind)) {
      emitter_.Emit(At(begin, pos_), UnknownTypeName, name);
      return nullptr;
    }
    const Type* scalar = types_.Scalar(kind);
    if (!Consume('[')) return scalar;
    return ParseDimensions(scalar, begin);
  }

  // Numba's spelling of a structured dtype's element:
  //   'Record(' field (',' field)* ';' SIZE ';' ('True' | 'False') ')'
  //   field: NAME '[type=' field_type ';offset=' OFFSET ']'
  //   field_type: scalar | record | 'nestedarray(' (scalar | record) ', (' N (',' N)* [','] '))'
  // The last part says whether NumPy aligned the fields (align=True).
  const Type* ParseRecord(size_t begin) {
    Expect('(', "`(`");
    std::vector<RecordField> fields;
    do {
      std::optional<RecordField> field = ParseRecordField();
      if (!field) return nullptr;
      fields.push_back(std::move(*field));
    } while (Consume(','));
    std::optional<int64_t> size;
    if (!Expect(';', "`;`") || !(size = ParseCount())) return nullptr;
    if (!Expect(';', "`;`")) return nullptr;
    llvm::StringRef aligned = PeekName();
    if (aligned != "True" && aligned != "False") return Fail("`True` or `False`"), nullptr;
    pos_ += aligned.size();
    if (!Expect(')', "`)`")) return nullptr;
    Location where = At(begin, pos_);
    for (const RecordField& field : fields) {
      int64_t bytes = FieldBytes(field);
      if (field.offset + bytes > *size) {
        emitter_.Emit(where, BadRecordLayout,
                      "field `" + field.name + "` (" + std::to_string(bytes) + " bytes at offset " +
                          std::to_string(field.offset) + ") does not fit in a record of " +
                          std::to_string(*size) + " bytes");
        return nullptr;
      }
    }
    return types_.Record(std::move(fields), *size, aligned == "True");
  }

  // A member of an enum class, as Numba names its type:
  //   ('Enum' | 'IntEnum') '<' scalar '>' '(' NAME ')'
  const Type* ParseEnumMember(llvm::StringRef kind) {
    Consume('<');
    SkipBlanks();
    size_t value_begin = pos_;
    llvm::StringRef value_name = PeekName();
    ScalarKind scalar;
    if (value_name.empty() || !LookupScalar(value_name, &scalar)) {
      if (value_name.empty()) return Fail("a number type"), nullptr;
      pos_ += value_name.size();
      emitter_.Emit(At(value_begin, pos_), BadEnumValueType, value_name.str());
      return nullptr;
    }
    pos_ += value_name.size();
    const Type* value = types_.Scalar(scalar);
    if (kind == "IntEnum" && !value->is_integer()) {
      emitter_.Emit(At(value_begin, pos_), BadEnumValueType, value->name() + " in an IntEnum");
      return nullptr;
    }
    if (!Expect('>', "`>`") || !Expect('(', "`(`")) return nullptr;
    llvm::StringRef class_name = PeekName();
    if (class_name.empty()) return Fail("the name of the enum class"), nullptr;
    pos_ += class_name.size();
    if (!Expect(')', "`)`")) return nullptr;
    return types_.EnumMember(class_name, kind == "IntEnum", value);
  }

  // Tuple types, as the compiler prints them and as Numba writes them:
  //   'tuple(' [type_list] ')'
  //   'Tuple(' [type_list] ')' | 'Tuple((' [type_list] '))'
  //   'UniTuple(' type ('x' | ',') COUNT ')'
  //   'namedtuple(' NAME (',' NAME ':' type)* [','] ')'
  const Type* ParseTuple(llvm::StringRef keyword, size_t begin) {
    Consume('(');
    std::vector<const Type*> elements;
    if (keyword == "UniTuple") {
      const Type* element = ParseType();
      if (!element) return nullptr;
      if (PeekName() == "x") {
        pos_ += 1;
      } else if (!Expect(',', "`x` or `,`")) {
        return nullptr;
      }
      std::optional<int64_t> count = ParseCount();
      if (!count || !TupleLengthFits(*count, begin)) return nullptr;
      if (!Expect(')', "`)`")) return nullptr;
      elements.assign(static_cast<size_t>(*count), element);
      return types_.Tuple(elements);
    }
    if (keyword == "namedtuple") return ParseNamedTuple(begin);
    bool inner = keyword == "Tuple" && Consume('(');
    do {
      if (At(')')) break;
      const Type* element = ParseType();
      if (!element) return nullptr;
      elements.push_back(element);
    } while (Consume(','));
    if (!TupleLengthFits(static_cast<int64_t>(elements.size()), begin)) return nullptr;
    if ((inner && !Expect(')', "`)`")) || !Expect(')', "`)`")) return nullptr;
    return types_.Tuple(elements);
  }

  const Type* ParseNamedTuple(size_t begin) {
    SkipBlanks();
    llvm::StringRef class_name = PeekName();
    if (class_name.empty()) return Fail("the name of the namedtuple class"), nullptr;
    pos_ += class_name.size();
    std::vector<std::string> fields;
    std::vector<const Type*> elements;
    while (Consume(',')) {
      if (At(')')) break;
      SkipBlanks();
      size_t field_begin = pos_;
      llvm::StringRef field = PeekName();
      if (field.empty()) return Fail("a field name"), nullptr;
      pos_ += field.size();
      if (llvm::is_contained(fields, field.str())) {
        emitter_.Emit(At(field_begin, pos_), DuplicateTupleField, class_name.str(), field.str());
        return nullptr;
      }
      if (!Expect(':', "`:`")) return nullptr;
      const Type* element = ParseType();
      if (!element) return nullptr;
      fields.push_back(field.str());
      elements.push_back(element);
    }
    if (!TupleLengthFits(static_cast<int64_t>(elements.size()), begin)) return nullptr;
    if (!Expect(')', "`)`")) return nullptr;
    return types_.NamedTuple(class_name, fields, elements);
  }

  bool TupleLengthFits(int64_t count, size_t begin) {
    if (count <= static_cast<int64_t>(kMaxTupleElements)) return true;
    emitter_.Emit(At(begin, pos_), SignatureTupleTooLong, kMaxTupleElements, count);
    return false;
  }

  static int64_t FieldBytes(const RecordField& field) {
    int64_t bytes = field.type->bits() / 8;
    for (int64_t extent : field.shape) bytes *= extent;
    return bytes;
  }

  std::optional<RecordField> ParseRecordField() {
    RecordField field;
    field.name = PeekName().str();
    if (field.name.empty()) return Fail("a field name"), std::nullopt;
    pos_ += field.name.size();
    if (!Expect('[', "`[`") || !ExpectWord("type") || !Expect('=', "`=`")) return std::nullopt;
    SkipBlanks();
    size_t begin = pos_;
    llvm::StringRef name = PeekName();
    if (name == "nestedarray" && (pos_ += name.size(), At('('))) {
      ++pos_;
      if (!(field.type = ParseFieldElement()) || !Expect(',', "`,`") || !Expect('(', "`(`")) {
        return std::nullopt;
      }
      do {
        if (At(')')) break;  // `(5,)`
        std::optional<int64_t> extent = ParseCount();
        if (!extent) return std::nullopt;
        field.shape.push_back(*extent);
      } while (Consume(','));
      if (!Expect(')', "`)`") || !Expect(')', "`)`")) return std::nullopt;
      if (field.shape.empty() || field.shape.size() > static_cast<size_t>(kMaxArrayDims)) {
        emitter_.Emit(At(begin, pos_), BadRecordLayout, "a nested array has 1 to 4 dimensions");
        return std::nullopt;
      }
    } else if (!(field.type = ParseFieldElement())) {
      return std::nullopt;
    }
    if (!Expect(';', "`;`") || !ExpectWord("offset") || !Expect('=', "`=`")) return std::nullopt;
    std::optional<int64_t> offset = ParseCount();
    if (!offset || !Expect(']', "`]`")) return std::nullopt;
    field.offset = *offset;
    return field;
  }

  // A scalar or a nested record, without dimensions.
  const Type* ParseFieldElement() {
    SkipBlanks();
    size_t begin = pos_;
    llvm::StringRef name = PeekName();
    if (name == "Record") {
      pos_ += name.size();
      return ParseRecord(begin);
    }
    if (name.empty()) return Fail("a field type"), nullptr;
    pos_ += name.size();
    ScalarKind kind;
    if (!LookupScalar(name, &kind)) {
      emitter_.Emit(At(begin, pos_), UnknownTypeName, name);
      return nullptr;
    }
    return types_.Scalar(kind);
  }

  bool ExpectWord(llvm::StringRef word) {
    if (PeekName() != word) return Fail("`" + word.str() + "`"), false;
    pos_ += word.size();
    return true;
  }

  // A count or offset: decimal digits, below 2^40.
  std::optional<int64_t> ParseCount() {
    SkipBlanks();
    size_t begin = pos_;
    int64_t value = 0;
    while (pos_ < end_ && std::isdigit(static_cast<unsigned char>(text_[pos_])) &&
           value < (int64_t{1} << 40)) {
      value = value * 10 + (text_[pos_++] - '0');
    }
    if (pos_ == begin || value >= (int64_t{1} << 40)) {
      pos_ = begin;
      return Fail("a number"), std::nullopt;
    }
    return value;
  }

  // dims: dim (',' dim)*   dim: ':' | '::' | '::1' (blanks allowed between,
  // as in Python's slices)
  const Type* ParseDimensions(const Type* dtype, size_t begin) {
    std::vector<bool> contiguous;
    do {
      std::optional<bool> dim = ParseDimension();
      if (!dim) return nullptr;
      contiguous.push_back(*dim);
    } while (Consume(','));
    if (!Expect(']', "`]`")) return nullptr;
    int ndim = static_cast<int>(contiguous.size());
    Location where = At(begin, pos_);
    std::string written = "`" + text_.slice(begin, pos_).str() + "`";
    if (ndim > kMaxArrayDims) {
      emitter_.Emit(where, TooManyArrayDimensions, written, ndim);
      return nullptr;
    }
    int marks = static_cast<int>(std::count(contiguous.begin(), contiguous.end(), true));
    Layout layout = Layout::A;
    if (marks == 1 && contiguous.back()) {
      layout = Layout::C;
    } else if (marks == 1 && contiguous.front()) {
      layout = Layout::F;
    } else if (marks > 0) {
      if (marks > 1) {
        emitter_.Emit(where, SeveralContiguousDimensions, written, marks);
      } else {
        emitter_.Emit(where, MiddleDimensionContiguous, written);
      }
      return nullptr;
    }
    return types_.Array(dtype, ndim, layout);
  }

  // One dimension: whether it is the contiguous one.
  std::optional<bool> ParseDimension() {
    SkipBlanks();
    size_t begin = pos_;
    if (!Consume(':')) return Fail("`:` or `::1`"), std::nullopt;
    if (AtDimensionEnd()) return false;  // `:`
    if (Consume(':')) {
      if (AtDimensionEnd()) return false;  // `::`, the same
      if (Consume('1') && AtDimensionEnd()) return true;
    }
    llvm::StringRef rest = text_.slice(begin, end_);
    size_t length = std::min(rest.find_first_of(",]"), rest.size());
    emitter_.Emit(At(begin, begin + length), BadDimension, rest.take_front(length).rtrim());
    return std::nullopt;
  }
  bool AtDimensionEnd() {
    SkipBlanks();
    return pos_ >= end_ || At(',') || At(']');
  }

  const SourceBuffer& buffer_;
  llvm::StringRef text_;
  size_t pos_;
  size_t end_;
  TypeContext& types_;
  DiagnosticEmitter& emitter_;
};

}  // namespace

std::string Signature::ParamsToString() const {
  std::string text;
  for (size_t i = 0; i < params.size(); ++i) text += (i ? ", " : "") + params[i]->name();
  return text;
}

std::string Signature::ToString() const {
  std::string text = ParamsToString();
  if (!return_type) return text;
  std::string ret = return_type->is_none() ? "void" : return_type->name();
  return ret + "(" + text + ")";
}

std::optional<Signature> ParseSignature(const SourceBuffer& buffer, SourceRange range,
                                        TypeContext& types, DiagnosticEmitter& emitter) {
  return SignatureParser(buffer, range, types, emitter).ParseSignature();
}

const Type* ParseTypeName(const SourceBuffer& buffer, SourceRange range, TypeContext& types,
                          DiagnosticEmitter& emitter) {
  return SignatureParser(buffer, range, types, emitter).ParseSingleType();
}

}  // namespace dslc
