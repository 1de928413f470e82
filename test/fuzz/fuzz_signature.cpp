// fuzz_signature: the signature parser (`--signature`, decorator strings,
// the runtime's signatures) on the input as the text of a signature, and as
// the text of one type name. Beyond not crashing, a signature it accepts
// must read back from its canonical text (Signature::ToString, which the PTX
// header and the kernel cache print) as the same signature, and a scalar or
// array type from its printed name as the same type.
#include <cstddef>
#include <cstdint>

#include "compiler/types/signature.h"
#include "test/fuzz/fuzz_common.h"

namespace {

using namespace dslc;

// Parses `text` again, in its own buffer, with errors fatal: dslc printed it.
std::optional<Signature> Reparse(const std::string& text, TypeContext& types) {
  SourceBuffer buffer = SourceBuffer::FromText("canonical", text);
  fuzz::Diagnostics diagnostics;
  std::optional<Signature> again =
      ParseSignature(buffer, {0, buffer.size()}, types, diagnostics.emitter());
  if (diagnostics.emitter().has_errors() || !again) {
    fuzz::Fail("the canonical text of a signature does not parse", text);
  }
  return again;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  fuzz::Initialize();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  SourceBuffer buffer =
      SourceBuffer::FromText("signature", std::string(reinterpret_cast<const char*>(data), size));
  TypeContext types;
  fuzz::Diagnostics diagnostics;
  std::optional<Signature> signature =
      ParseSignature(buffer, {0, buffer.size()}, types, diagnostics.emitter());
  if (signature && !diagnostics.emitter().has_errors()) {
    std::string text = signature->ToString();
    if (!(*Reparse(text, types) == *signature)) {
      fuzz::Fail("a signature reads back from its canonical text as another one", text);
    }
  }

  fuzz::Diagnostics type_diagnostics;
  const Type* type = ParseTypeName(buffer, {0, buffer.size()}, types, type_diagnostics.emitter());
  if (type && (type->is_scalar() || type->is_array()) && !type_diagnostics.emitter().has_errors()) {
    SourceBuffer name = SourceBuffer::FromText("type name", type->name());
    fuzz::Diagnostics name_diagnostics;
    const Type* again = ParseTypeName(name, {0, name.size()}, types, name_diagnostics.emitter());
    if (again != type) fuzz::Fail("a type's name reads back as another type", type->name());
  }
  return 0;
}
