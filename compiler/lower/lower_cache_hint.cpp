// The cache-hint loads and stores: PTX's `ld.global.<hint>.b<bits>` and
// `st.global.<hint>.b<bits>` as inline assembly (LLVM has no intrinsic for
// them), on the element's address converted to the global space. The
// operand is an integer register of the element's width (a 32-bit one for
// 8 bits, which PTX allows for loads and stores); floats pass through it as
// their bits, as Numba does.
#include "compiler/lower/lower_impl.h"
#include "llvm/IR/InlineAsm.h"

namespace dslc {
namespace {

struct Hint {
  const char* operation;  // "ld" or "st"
  const char* hint;       // "cg"
};

Hint HintOf(CacheHintBuiltin which) {
  switch (which) {
    case CacheHintBuiltin::Ldca:
      return {"ld", "ca"};
    case CacheHintBuiltin::Ldcg:
      return {"ld", "cg"};
    case CacheHintBuiltin::Ldcs:
      return {"ld", "cs"};
    case CacheHintBuiltin::Ldlu:
      return {"ld", "lu"};
    case CacheHintBuiltin::Ldcv:
      return {"ld", "cv"};
    case CacheHintBuiltin::Stcg:
      return {"st", "cg"};
    case CacheHintBuiltin::Stcs:
      return {"st", "cs"};
    case CacheHintBuiltin::Stwb:
      return {"st", "wb"};
    case CacheHintBuiltin::Stwt:
      return {"st", "wt"};
  }
  DSLC_FATAL("a cache hint of no known kind");
}

// The inline-assembly constraint letter of a register for `bits`.
const char* RegisterConstraint(unsigned bits) { return bits == 64 ? "l" : bits == 16 ? "h" : "r"; }

}  // namespace

llvm::Value* FunctionLowering::EmitCacheHintCall(const CallExpr& call, CacheHintBuiltin which) {
  std::vector<const Expr*> args = Arguments(call, IdOf(which));
  const Type* dtype = TypeOf(*args[0])->dtype();
  Hint hint = HintOf(which);
  unsigned bits = dtype->bits();
  llvm::Type* element = Llvm(dtype);
  llvm::Type* bits_type = builder_.getIntNTy(bits);
  llvm::Type* register_type = builder_.getIntNTy(bits == 8 ? 32 : bits);
  llvm::Value* address = IndexedElementAddress(*args[0], *args[1]);
  llvm::Value* global = builder_.CreateAddrSpaceCast(address, builder_.getPtrTy(1));
  llvm::Value* pointer = builder_.CreatePtrToInt(global, builder_.getInt64Ty());
  std::string instruction =
      std::string(hint.operation) + ".global." + hint.hint + ".b" + std::to_string(bits);
  const char* reg = RegisterConstraint(bits);
  if (llvm::StringRef(hint.operation) == "ld") {
    auto* type = llvm::FunctionType::get(register_type, {builder_.getInt64Ty()}, false);
    auto* load = llvm::InlineAsm::get(type, instruction + " $0, [$1];",
                                      std::string("=") + reg + ",l,~{memory}",
                                      /*hasSideEffects=*/true);
    llvm::Value* value = builder_.CreateTrunc(builder_.CreateCall(load, {pointer}), bits_type);
    return builder_.CreateBitCast(value, element);
  }
  llvm::Value* value = builder_.CreateBitCast(EmitAs(*args[2], dtype), bits_type);
  value = builder_.CreateZExt(value, register_type);
  auto* type =
      llvm::FunctionType::get(builder_.getVoidTy(), {builder_.getInt64Ty(), register_type}, false);
  auto* store =
      llvm::InlineAsm::get(type, instruction + " [$0], $1;", std::string("l,") + reg + ",~{memory}",
                           /*hasSideEffects=*/true);
  builder_.CreateCall(store, {pointer, value});
  return nullptr;
}

}  // namespace dslc
