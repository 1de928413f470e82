#include "runtime/type_registry.h"

#include "compiler/base/source_buffer.h"
#include "compiler/pipeline/compile_diagnostics.h"
#include "compiler/types/signature.h"

namespace dslc {

const Type* ParseTypeSpelling(std::string_view spelling, const char* buffer_name,
                              TypeContext& types) {
  CompileDiagnostics diagnostics;
  SourceBuffer buffer = SourceBuffer::FromText(buffer_name, std::string(spelling));
  SourceRange range{0, static_cast<uint32_t>(buffer.text().size())};
  const Type* type = ParseTypeName(buffer, range, types, diagnostics.emitter());
  if (diagnostics.has_errors()) throw diagnostics.TakeError();
  return type;
}

}  // namespace dslc
