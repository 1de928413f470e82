// Typing of `numba.cuda.libdevice` calls. Each function has one signature
// (libdevice_functions.def): the arguments convert to its parameters as
// Numba converts the arguments of a function of one signature (any number
// to any other, but a complex number to no real one), and the call's type
// is the function's result, or the tuple of its result and out values.
#include "compiler/sema/infer_impl.h"
#include "compiler/types/libdevice_functions.h"
#include "compiler/types/promotion.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(LibdeviceArgumentCount, Error,
                "`{0}` takes {1}, but {2} given; its signature is `{3}`", std::string, std::string,
                std::string, std::string);
DSLC_DIAGNOSTIC(LibdeviceArgumentType, Error,
                "argument {0} of `{1}` is {2}, which does not convert to {3}; its signature is "
                "`{4}`",
                int, std::string, Quoted, llvm::StringRef, std::string);

std::string ArgumentCount(size_t n) {
  return std::to_string(n) + (n == 1 ? " argument" : " arguments");
}

}  // namespace

const Type* FunctionTyper::TypeLibdeviceCall(const CallExpr& call, LibdeviceBuiltin which,
                                             llvm::ArrayRef<const Type*> args) {
  const LibdeviceSignature& signature = SignatureOf(which);
  std::string name = QualifiedName(IdOf(which));
  std::vector<ScalarKind> params = LibdeviceArgumentKinds(signature);
  if (args.size() != params.size()) {
    Error(call.range(), LibdeviceArgumentCount, name, ArgumentCount(params.size()),
          std::to_string(args.size()) + (args.size() == 1 ? " was" : " were"),
          LibdeviceSignatureText(types(), signature));
    return nullptr;
  }
  for (size_t i = 0; i < args.size(); ++i) {
    if (!args[i]->is_scalar() || Convert(args[i]->scalar(), params[i]) == Conversion::Never) {
      Error(call.args[i]->range(), LibdeviceArgumentType, static_cast<int>(i + 1), name, args[i],
            Info(params[i]).name, LibdeviceSignatureText(types(), signature));
      return nullptr;
    }
  }
  return LibdeviceResultType(types(), signature);
}

}  // namespace dslc
