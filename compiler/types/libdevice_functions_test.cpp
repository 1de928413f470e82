// The table of libdevice's functions (libdevice_functions.def) against the
// libdevice the build found: each function is there, with the types the
// table gives it (a pointer for each out parameter).
#include "compiler/types/libdevice_functions.h"

#include <gtest/gtest.h>

#include "compiler/codegen/codegen.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"

namespace dslc {
namespace {

llvm::Type* LlvmType(llvm::LLVMContext& context, ScalarKind kind) {
  const ScalarInfo& info = Info(kind);
  if (info.is_float)
    return info.bits == 32 ? llvm::Type::getFloatTy(context) : llvm::Type::getDoubleTy(context);
  return llvm::Type::getIntNTy(context, info.bits);
}

llvm::FunctionType* TableType(llvm::LLVMContext& context, const LibdeviceSignature& signature) {
  std::vector<llvm::Type*> params;
  for (const LibdeviceParam& param : signature.params()) {
    params.push_back(param.out ? llvm::PointerType::get(context, 0)
                               : LlvmType(context, param.kind));
  }
  llvm::Type* result =
      signature.result ? LlvmType(context, *signature.result) : llvm::Type::getVoidTy(context);
  return llvm::FunctionType::get(result, params, false);
}

TEST(LibdeviceFunctionsTest, EveryFunctionIsLibdevicesWithItsTypes) {
  std::string path = FindLibdevice();
  if (path.empty()) GTEST_SKIP() << "libdevice.10.bc not found";
  auto buffer = llvm::MemoryBuffer::getFile(path);
  ASSERT_TRUE(buffer) << path;
  llvm::LLVMContext context;
  auto module = llvm::getLazyBitcodeModule((*buffer)->getMemBufferRef(), context);
  ASSERT_TRUE(static_cast<bool>(module)) << llvm::toString(module.takeError());
  ASSERT_GT(AllLibdeviceSignatures().size(), 300u);
  for (const LibdeviceSignature& signature : AllLibdeviceSignatures()) {
    std::string name = "__nv_" + signature.name.str();
    llvm::Function* function = (*module)->getFunction(name);
    ASSERT_NE(function, nullptr) << name;
    EXPECT_EQ(function->getFunctionType(), TableType(context, signature)) << name;
  }
}

TEST(LibdeviceFunctionsTest, ResultsAreTheReturnValueThenTheOutValues) {
  TypeContext types;
  auto text = [&](LibdeviceBuiltin which) {
    return LibdeviceSignatureText(types, SignatureOf(which));
  };
  EXPECT_EQ(text(LibdeviceBuiltin::Sad), "(int32, int32, int32) -> int32");
  EXPECT_EQ(text(LibdeviceBuiltin::Frexp), "(float64) -> tuple(float64, int32)");
  EXPECT_EQ(text(LibdeviceBuiltin::Sincosf), "(float32) -> tuple(float32, float32)");
  EXPECT_EQ(text(LibdeviceBuiltin::Remquo), "(float64, float64) -> tuple(float64, int32)");
  EXPECT_EQ(text(LibdeviceBuiltin::Ffsll), "(int64) -> int32");
  EXPECT_EQ(text(LibdeviceBuiltin::Float2halfRn), "(float32) -> int16");
}

}  // namespace
}  // namespace dslc
