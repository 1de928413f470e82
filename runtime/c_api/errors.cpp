// The C interface's errors: the thread's last error, exceptions turned into
// statuses, and diagnostics as JSON.
#include "runtime/c_api/errors.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>

namespace dslc::c_api {
namespace {

constexpr const char* kReport = " (please report this bug in dslc with the kernel's source)";

// The details of the last failing call on a thread.
struct LastError {
  std::string message;
  std::string diagnostics = "[]";
  std::string cuda_call;
  int cuda_result = 0;
  std::string cuda_name;
  std::string kernel;
  std::string kernel_failure = "{}";  // KernelFailureJson
  // Set when the details themselves could not be recorded (no memory).
  const char* fallback = nullptr;
};

thread_local LastError last_error;

void Record(std::string message, std::string kernel = "") {
  last_error = LastError();
  last_error.message = std::move(message);
  last_error.kernel = std::move(kernel);
}

// A KernelError's details, for dslc_error_kernel_failure.
std::string Triple(const unsigned (&values)[3]) {
  return "[" + std::to_string(values[0]) + ", " + std::to_string(values[1]) + ", " +
         std::to_string(values[2]) + "]";
}

std::string KernelFailureJson(const KernelErrorDetails& d) {
  return "{\"exception\": " + JsonString(d.exception) + ", \"message\": " + JsonString(d.message) +
         ", \"function\": " + JsonString(d.function) + ", \"file\": " + JsonString(d.file) +
         ", \"line\": " + std::to_string(d.line) + ", \"column\": " + std::to_string(d.column) +
         ", \"bounds\": " + (d.bounds ? "true" : "false") +
         ", \"index\": " + std::to_string(d.index) + ", \"extent\": " + std::to_string(d.extent) +
         ", \"axis\": " + std::to_string(d.axis) + ", \"thread\": " + Triple(d.thread) +
         ", \"block\": " + Triple(d.block) + "}";
}

// The status of the exception being handled, its details recorded.
int Translate(const char* function) {
  try {
    throw;
  } catch (const NullArgument& null) {
    Record(std::string(function) + ": `" + null.argument + "` is null");
    return DSLC_ERROR;
  } catch (const CompileError& error) {
    Record(error.what());
    last_error.diagnostics = DiagnosticsJson(error.diagnostics());
    return DSLC_COMPILE_ERROR;
  } catch (const KernelError& error) {
    Record(error.what(), error.kernel());
    last_error.kernel_failure = KernelFailureJson(error.details());
    return DSLC_KERNEL_ERROR;
  } catch (const CudaError& error) {
    Record(error.what(), error.kernel());
    last_error.cuda_call = error.call();
    last_error.cuda_result = error.result();
    last_error.cuda_name = error.result_name();
    return DSLC_CUDA_ERROR;
  } catch (const Error& error) {
    Record(error.what());
    return DSLC_ERROR;
  } catch (const InternalCompilerError& error) {
    Record(std::string("internal compiler error: ") + error.what() + kReport,
           error.subject().kernel);
    return DSLC_INTERNAL_ERROR;
  } catch (const std::bad_alloc&) {
    Record("out of memory");
    return DSLC_ERROR;
  } catch (const std::exception& error) {
    Record(std::string("internal error in ") + function + ": " + error.what() + kReport);
    return DSLC_INTERNAL_ERROR;
  } catch (...) {
    Record(std::string("internal error in ") + function + ": an exception of unknown type" +
           kReport);
    return DSLC_INTERNAL_ERROR;
  }
}

const char* Text(const std::string& field) { return last_error.fallback ? "" : field.c_str(); }

void AppendHex4(std::string& out, unsigned value) {
  char text[8];
  std::snprintf(text, sizeof text, "\\u%04x", value);
  out += text;
}

// The length of the UTF-8 sequence at `text[i]`, or 0 when it is not one
// (overlong forms, surrogates and values past U+10FFFF included).
size_t Utf8Length(std::string_view text, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned lead = byte(i);
  size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
  if (lead < 0xC2 || lead > 0xF4 || i + length > text.size()) return 0;
  for (size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  }
  const unsigned second = byte(i + 1);
  if ((lead == 0xE0 && second < 0xA0) || (lead == 0xED && second >= 0xA0) ||
      (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second >= 0x90)) {
    return 0;
  }
  return length;
}

void AppendLocated(std::string& out, const std::string& file, int line, int column,
                   const std::string& message) {
  out += "\"file\": " + JsonString(file) + ", \"line\": " + std::to_string(line) +
         ", \"column\": " + std::to_string(column) + ", \"message\": " + JsonString(message);
}

}  // namespace

int RecordCurrentException(const char* function) noexcept {
  try {
    return Translate(function);
  } catch (...) {
    // Recording the details failed (no memory for the message).
    last_error.fallback = "out of memory";
    return DSLC_ERROR;
  }
}

char* CopyString(std::string_view text) {
  char* copy = static_cast<char*>(std::malloc(text.size() + 1));
  if (!copy) throw std::bad_alloc();
  std::memcpy(copy, text.data(), text.size());
  copy[text.size()] = '\0';
  return copy;
}

std::string JsonString(std::string_view text) {
  std::string out = "\"";
  out.reserve(text.size() + 2);
  for (size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      size_t length = Utf8Length(text, i);
      if (length == 0) {
        out += "\\ufffd";
        ++i;
      } else {
        out.append(text.substr(i, length));
        i += length;
      }
      continue;
    }
    ++i;
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
      case '\b':
        out += "\\b";
        break;
      case '\f':
        out += "\\f";
        break;
      default:
        if (c < 0x20 || c == 0x7F) {
          AppendHex4(out, c);
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

std::string DiagnosticsJson(const std::vector<SourceDiagnostic>& diagnostics) {
  std::string out = "[";
  for (size_t i = 0; i < diagnostics.size(); ++i) {
    const SourceDiagnostic& d = diagnostics[i];
    out += i > 0 ? ", {" : "{";
    out += "\"severity\": ";
    out += d.severity == DiagnosticSeverity::Error ? "\"error\", " : "\"warning\", ";
    AppendLocated(out, d.file, d.line, d.column, d.message);
    out += ", \"notes\": [";
    for (size_t k = 0; k < d.notes.size(); ++k) {
      out += k > 0 ? ", {" : "{";
      AppendLocated(out, d.notes[k].file, d.notes[k].line, d.notes[k].column, d.notes[k].message);
      out += "}";
    }
    out += "]}";
  }
  return out + "]";
}

}  // namespace dslc::c_api

using dslc::c_api::last_error;
using dslc::c_api::Text;

extern "C" {

const char* dslc_error_message(void) {
  return last_error.fallback ? last_error.fallback : last_error.message.c_str();
}

const char* dslc_error_diagnostics(void) {
  return last_error.fallback ? "[]" : last_error.diagnostics.c_str();
}

const char* dslc_error_cuda_call(void) { return Text(last_error.cuda_call); }

int dslc_error_cuda_result(void) { return last_error.cuda_result; }

const char* dslc_error_cuda_name(void) { return Text(last_error.cuda_name); }

const char* dslc_error_kernel(void) { return Text(last_error.kernel); }

const char* dslc_error_kernel_failure(void) {
  return last_error.fallback ? "{}" : last_error.kernel_failure.c_str();
}

void dslc_string_free(char* text) { std::free(text); }

}  // extern "C"
