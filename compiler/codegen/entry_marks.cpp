#include "compiler/codegen/entry_marks.h"

namespace dslc {

bool IsKernel(const llvm::Function& function) {
  return function.getCallingConv() == llvm::CallingConv::PTX_Kernel;
}

}  // namespace dslc
