// The signatures of libdevice's functions as kernels call them directly
// (`numba.cuda.libdevice`, libdevice_functions.def): one per function, as
// Numba declares it.
#pragma once

#include <array>
#include <optional>

#include "compiler/types/builtins.h"

namespace dslc {

// The most parameters a libdevice function has (`norm4d`), out ones included.
constexpr size_t kMaxLibdeviceParams = 4;

// A parameter of the C function: a scalar passed in, or a pointer to one
// the function stores (an out parameter, which is a result of the call).
struct LibdeviceParam {
  ScalarKind kind;
  bool out;
};

struct LibdeviceSignature {
  BuiltinId id;
  llvm::StringRef name;              // "sincos": the function `__nv_sincos`
  std::optional<ScalarKind> result;  // none for a void function
  std::array<LibdeviceParam, kMaxLibdeviceParams> param_storage;
  size_t param_count;

  llvm::ArrayRef<LibdeviceParam> params() const { return {param_storage.data(), param_count}; }
};

const LibdeviceSignature& SignatureOf(LibdeviceBuiltin which);
// Every function of the table, in its order.
llvm::ArrayRef<LibdeviceSignature> AllLibdeviceSignatures();

// The kinds of the arguments a call passes (the parameters that are not out
// ones), and of the call's results (the return value, if any, then the out
// values).
std::vector<ScalarKind> LibdeviceArgumentKinds(const LibdeviceSignature& signature);
std::vector<ScalarKind> LibdeviceResultKinds(const LibdeviceSignature& signature);

// The call's type: its one result, or a tuple of them.
const Type* LibdeviceResultType(TypeContext& types, const LibdeviceSignature& signature);

// As messages show it: `(float64) -> tuple(float64, int32)`.
std::string LibdeviceSignatureText(TypeContext& types, const LibdeviceSignature& signature);

}  // namespace dslc
