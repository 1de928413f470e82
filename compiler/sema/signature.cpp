#include "compiler/sema/signature.h"

#include <cctype>

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(SignatureExpected, Error, "expected {0} in signature, found {1}", llvm::StringRef,
                std::string);
DSLC_DIAGNOSTIC(UnknownTypeName, Error,
                "unknown type `{0}`: expected a scalar type such as `float32`, `int64`, `f32` or "
                "`bool`",
                llvm::StringRef);
DSLC_DIAGNOSTIC(BadArrayDimensions, Error, "{0}", llvm::StringRef);
DSLC_DIAGNOSTIC(VoidParameter, Error, "`void` can only be a return type");

constexpr int kMaxArrayDims = 4;

class SignatureParser {
 public:
  SignatureParser(const SourceBuffer& buffer, SourceRange range, TypeContext& types,
                  DiagnosticEmitter& emitter)
      : buffer_(buffer), text_(buffer.text()), pos_(range.begin), end_(range.end), types_(types),
        emitter_(emitter) {}

  // signature: [return_type] '(' [type_list] ')' | type_list
  std::optional<Signature> ParseSignature() {
    Signature signature;
    SkipBlanks();
    size_t start = pos_;
    if (!At('(')) {
      // A leading name followed by `(` is a return type.
      llvm::StringRef name = PeekName();
      size_t after = pos_ + name.size();
      while (after < end_ && text_[after] == ' ') ++after;
      if (!name.empty() && after < end_ && text_[after] == '(') {
        pos_ = after;
        signature.return_type = ReturnType(name, start);
        if (!signature.return_type) return std::nullopt;
      }
    }
    bool parenthesised = Consume('(');
    if (!ParseTypeList(&signature.params, parenthesised ? ')' : '\0')) return std::nullopt;
    if (parenthesised && !Expect(')', "`)`")) return std::nullopt;
    SkipBlanks();
    if (pos_ < end_) return Fail("end of signature"), std::nullopt;
    signature.where = At(start, end_);
    return signature;
  }

  const Type* ParseSingleType() {
    const Type* type = ParseType();
    SkipBlanks();
    if (type && pos_ < end_) return Fail("end of type"), nullptr;
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
  void SkipBlanks() {
    while (pos_ < end_ && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
  }
  llvm::StringRef PeekName() {
    SkipBlanks();
    size_t end = pos_;
    while (end < end_ && (std::isalnum(static_cast<unsigned char>(text_[end])) || text_[end] == '_')) {
      ++end;
    }
    return text_.slice(pos_, end);
  }
  Location At(size_t begin, size_t end) const {
    return {&buffer_, {static_cast<uint32_t>(begin), static_cast<uint32_t>(end)}};
  }
  void Fail(llvm::StringRef expected) {
    std::string found = pos_ < end_ ? "`" + text_.substr(pos_, 1).str() + "`" : "the end";
    emitter_.Emit(At(pos_, std::min(pos_ + 1, end_)), SignatureExpected, expected, found);
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
    ScalarKind kind;
    if (!LookupScalar(name, &kind)) {
      emitter_.Emit(At(begin, pos_), UnknownTypeName, name);
      return nullptr;
    }
    const Type* scalar = types_.Scalar(kind);
    if (!Consume('[')) return scalar;
    return ParseDimensions(scalar, begin);
  }

  const Type* ParseDimensions(const Type* dtype, size_t begin) {
    std::vector<bool> contiguous;
    do {
      SkipBlanks();
      if (text_.slice(pos_, end_).starts_with("::1")) {
        contiguous.push_back(true);
        pos_ += 3;
      } else if (Consume(':')) {
        contiguous.push_back(false);
      } else {
        return Fail("`:` or `::1`"), nullptr;
      }
    } while (Consume(','));
    if (!Expect(']', "`]`")) return nullptr;
    int ndim = static_cast<int>(contiguous.size());
    Location where = At(begin, pos_);
    if (ndim > kMaxArrayDims) {
      emitter_.Emit(where, BadArrayDimensions, "arrays have at most 4 dimensions");
      return nullptr;
    }
    int marks = static_cast<int>(std::count(contiguous.begin(), contiguous.end(), true));
    Layout layout = Layout::A;
    if (marks == 1 && contiguous.back()) {
      layout = Layout::C;
    } else if (marks == 1 && contiguous.front()) {
      layout = Layout::F;
    } else if (marks > 0) {
      emitter_.Emit(where, BadArrayDimensions,
                    "`::1` marks the contiguous dimension: the last (C order) or the first "
                    "(Fortran order), once");
      return nullptr;
    }
    return types_.Array(dtype, ndim, layout);
  }

  const SourceBuffer& buffer_;
  llvm::StringRef text_;
  size_t pos_;
  size_t end_;
  TypeContext& types_;
  DiagnosticEmitter& emitter_;
};

}  // namespace

std::string Signature::ToString() const {
  std::string text;
  for (size_t i = 0; i < params.size(); ++i) text += (i ? ", " : "") + params[i]->name();
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
