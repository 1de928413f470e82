#include "compiler/lex/literal_diagnostics.h"

#include "compiler/base/internal_error.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(NumericLiteralUnderscore, Error,
                "invalid underscore in numeric literal; `_` may only separate two digits");
DSLC_DIAGNOSTIC(NumericLiteralDigit, Error, "invalid digit `{0}` in {1} literal", llvm::StringRef,
                llvm::StringRef);
DSLC_DIAGNOSTIC(NumericLiteralSuffix, Error, "invalid suffix `{0}` on {1} literal", llvm::StringRef,
                llvm::StringRef);
DSLC_DIAGNOSTIC(NumericLiteralNoDigits, Error, "{0} literal `{1}` has no digits", llvm::StringRef,
                llvm::StringRef);
DSLC_DIAGNOSTIC(ExponentNoDigits, Error, "exponent `{0}` has no digits", llvm::StringRef);
DSLC_DIAGNOSTIC(NumericLiteralLeadingZeros, Error,
                "leading zeros in decimal integer literals are not permitted; use an `0o` prefix "
                "for octal integers");
DSLC_DIAGNOSTIC(BytesNotAscii, Error,
                "bytes can only contain ASCII literal characters; use a `\\x` escape for other "
                "bytes");
DSLC_DIAGNOSTIC(TruncatedEscape, Error, "truncated `{0}` escape; it takes {1} hexadecimal digits",
                llvm::StringRef, int);
DSLC_DIAGNOSTIC(EscapeNotUnicode, Error,
                "escape `{0}` is not a Unicode character; the largest is U+10FFFF",
                llvm::StringRef);

}  // namespace

void ReportNumericLiteralProblem(DiagnosticEmitter& emitter, Location at, llvm::StringRef text,
                                 const NumericLiteral& literal) {
  switch (literal.problem) {
    case NumericLiteral::Problem::Underscore:
      return emitter.Emit(at, NumericLiteralUnderscore);
    case NumericLiteral::Problem::Digit:
      return emitter.Emit(at, NumericLiteralDigit, text, literal.literal_name);
    case NumericLiteral::Problem::Suffix:
      return emitter.Emit(at, NumericLiteralSuffix, text, literal.literal_name);
    case NumericLiteral::Problem::NoDigits:
      return emitter.Emit(at, NumericLiteralNoDigits, literal.literal_name, text);
    case NumericLiteral::Problem::ExponentNoDigits:
      return emitter.Emit(at, ExponentNoDigits, text);
    case NumericLiteral::Problem::LeadingZeros:
      return emitter.Emit(at, NumericLiteralLeadingZeros);
    case NumericLiteral::Problem::None:
      break;
  }
  DSLC_FATAL("a numeric literal reported without a problem");
}

void ReportStringLiteralProblem(DiagnosticEmitter& emitter, Location at, llvm::StringRef text,
                                const StringLiteralError& error) {
  switch (error.problem) {
    case StringLiteralError::Problem::NonAsciiInBytes:
      return emitter.Emit(at, BytesNotAscii);
    case StringLiteralError::Problem::TruncatedEscape:
      // `text` is the escape as far as it goes: `\x4`; its name is `\x`.
      return emitter.Emit(at, TruncatedEscape, text.take_front(2), error.digits);
    case StringLiteralError::Problem::EscapeNotUnicode:
      return emitter.Emit(at, EscapeNotUnicode, text);
    case StringLiteralError::Problem::InvalidUtf8:
      break;  // the lexer's, once per file
  }
  DSLC_FATAL("an invalid UTF-8 byte reported as a string's problem");
}

}  // namespace dslc
