// `numba.cuda.libdevice` calls: a call of `__nv_<name>` (linked from
// libdevice at code generation) with the arguments converted to its
// parameters; each out parameter gets a local the function stores to, read
// after the call, and the results are returned as a tuple when there are
// several, as Numba lowers them.
#include "compiler/lower/lower_impl.h"
#include "compiler/types/libdevice_functions.h"

namespace dslc {

llvm::Value* FunctionLowering::EmitLibdeviceCall(const CallExpr& call, LibdeviceBuiltin which) {
  const LibdeviceSignature& signature = SignatureOf(which);
  std::vector<llvm::Value*> args;
  std::vector<llvm::Type*> params;
  std::vector<std::pair<llvm::Type*, llvm::AllocaInst*>> outs;
  size_t next = 0;
  for (const LibdeviceParam& param : signature.params()) {
    const Type* type = types().Scalar(param.kind);
    if (param.out) {
      llvm::AllocaInst* slot = EntryAlloca(Llvm(type), "libdevice.out");
      outs.emplace_back(Llvm(type), slot);
      args.push_back(slot);
      params.push_back(slot->getType());
    } else {
      args.push_back(EmitAs(*call.args[next++], type));
      params.push_back(Llvm(type));
    }
  }
  llvm::Type* result =
      signature.result ? Llvm(types().Scalar(*signature.result)) : builder_.getVoidTy();
  llvm::FunctionCallee callee = module_.Libdevice("__nv_" + signature.name.str(), result, params);
  llvm::Value* returned = builder_.CreateCall(callee, args);
  std::vector<llvm::Value*> results;
  if (signature.result) results.push_back(returned);
  for (auto [type, slot] : outs) results.push_back(builder_.CreateLoad(type, slot));
  if (results.size() == 1) return results[0];
  llvm::Value* tuple = llvm::PoisonValue::get(Llvm(TypeOf(call)));
  for (size_t i = 0; i < results.size(); ++i) {
    tuple = builder_.CreateInsertValue(tuple, results[i], static_cast<unsigned>(i));
  }
  return tuple;
}

}  // namespace dslc
