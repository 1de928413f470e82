// Arrays a kernel allocates, as Numba lays them out:
//
//   cuda.shared.array(shape, dtype)  one `internal addrspace(3)` global per
//       call site and function specialisation (a device function inlined
//       twice shares it); the array's data pointer is its generic address,
//       which LLVM's address-space inference turns back into `ld.shared`.
//   cuda.shared.array(0, dtype)      the module's one `extern .shared` byte
//       array: every dynamic array starts there (they alias, as in Numba),
//       with %dynamic_smem_size / itemsize elements.
//   cuda.local.array(shape, dtype)   an alloca in the entry block, so that a
//       call inside a loop reuses one array rather than growing the stack.
//
// All are C-contiguous; their contents start undefined. And arrays a host
// program gave (ConstArray): those it froze into the module, as Numba
// freezes global arrays, one `internal constant addrspace(4)` global (PTX
// `.const`) per contents and module; device arrays by their pointer, as
// Numba captures them. Extents and strides are constant in the array value.
#include "compiler/base/key_hash.h"
#include "compiler/lower/lower_impl.h"
#include "llvm/IR/InlineAsm.h"

namespace dslc {
namespace {

// The element's alignment, raised to `alignment=` if given, and to 16 for
// arrays of 16 bytes or more so that vector loads can reach them.
llvm::Align AllocationAlign(const ArrayAllocation& allocation, bool is_shared) {
  uint64_t element = std::max(1u, allocation.dtype->bits() / 8);
  uint64_t align = std::max<uint64_t>(element, allocation.alignment);
  if (is_shared && allocation.bytes() >= 16) align = std::max<uint64_t>(align, 16);
  return llvm::Align(llvm::PowerOf2Ceil(align));
}

}  // namespace

llvm::GlobalVariable* ModuleLowering::ConstantArray(const dslc::ConstArray& array) {
  const Type* dtype = array.type->dtype();
  std::string contents = dtype->name() + "(";
  for (int64_t extent : array.shape) contents += std::to_string(extent) + ",";
  contents += ")" + array.data;
  // Named in the reserved space (compiler/codegen/ptx_names.h) by its
  // contents: every kernel of the module that reads them shares the global.
  std::string name = "__dslc_const_" + KeyHash(contents);
  if (llvm::GlobalVariable* existing = module_.getNamedGlobal(name)) return existing;
  llvm::LLVMContext& context = module_.getContext();
  // A complex array's bytes are its numbers' parts, one after the other.
  llvm::Type* element = MemoryType(context, dtype);
  uint64_t elements = static_cast<uint64_t>(array.size());
  if (dtype->is_complex()) {
    element = element->getStructElementType(0);
    elements *= 2;
  }
  llvm::Constant* contents_value = llvm::ConstantDataArray::getRaw(array.data, elements, element);
  auto* global = new llvm::GlobalVariable(
      module_, contents_value->getType(), /*isConstant=*/true, llvm::GlobalValue::InternalLinkage,
      contents_value, name, nullptr, llvm::GlobalValue::NotThreadLocal, /*AddressSpace=*/4);
  global->setAlignment(llvm::Align(std::max(1u, dtype->bits() / 8)));
  global->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
  return global;
}

llvm::GlobalVariable* ModuleLowering::DynamicSharedMemory() {
  if (dynamic_shared_) return dynamic_shared_;
  llvm::LLVMContext& context = module_.getContext();
  auto* type = llvm::ArrayType::get(llvm::Type::getInt8Ty(context), 0);
  // Named in the reserved space (compiler/codegen/ptx_names.h): no kernel
  // entry can have this name.
  dynamic_shared_ = new llvm::GlobalVariable(
      module_, type, /*isConstant=*/false, llvm::GlobalValue::ExternalLinkage,
      /*Initializer=*/nullptr, "__dslc_dynamic_shared", nullptr, llvm::GlobalValue::NotThreadLocal,
      /*AddressSpace=*/3);
  dynamic_shared_->setAlignment(llvm::Align(16));
  return dynamic_shared_;
}

// Both constructors alike: typing recorded the call's allocation, memory
// space included.
llvm::Value* FunctionLowering::EmitConstMemoryCall(const CallExpr& call, ConstMemoryBuiltin which) {
  switch (which) {
    case ConstMemoryBuiltin::ArrayLike:
      return Emit(*call.args[0]);  // the array is in constant memory already
  }
  DSLC_FATAL("`" + QualifiedName(IdOf(which)) + "` is not a constant-memory builtin");
}

llvm::Value* FunctionLowering::EmitArrayCall(const CallExpr& call, ArrayBuiltin which) {
  const ArrayAllocation& allocation = *typed_.AllocationOf(call);
  llvm::Value*& data = allocations_[&call];
  if (!data) {
    data = allocation.space == ArrayAllocation::Space::Shared ? SharedArrayData(call, allocation)
                                                              : LocalArrayData(allocation);
  }
  const Type* type = TypeOf(call);
  llvm::Type* i64 = builder_.getInt64Ty();
  uint64_t item_size = std::max(1u, allocation.dtype->bits() / 8);
  ArrayParts parts;
  parts.data = data;
  for (int64_t extent : allocation.shape)
    parts.shape.push_back(llvm::ConstantInt::get(i64, extent));
  if (allocation.dynamic) {
    // One dimension, as in Numba: as many elements as the launch's bytes hold.
    parts.shape.assign(
        1, builder_.CreateUDiv(DynamicSharedBytes(), llvm::ConstantInt::get(i64, item_size)));
  }
  // C order: the last dimension is contiguous.
  parts.strides.assign(parts.shape.size(), nullptr);
  llvm::Value* stride = llvm::ConstantInt::get(i64, item_size);
  for (size_t k = parts.shape.size(); k-- > 0;) {
    parts.strides[k] = stride;
    if (k > 0) stride = SizeProduct(stride, parts.shape[k]);
  }
  return Pack(parts, type);
}

llvm::Value* FunctionLowering::SharedArrayData(const CallExpr& call,
                                               const ArrayAllocation& allocation) {
  llvm::Module& module = module_.module();
  llvm::GlobalVariable* global = nullptr;
  if (allocation.dynamic) {
    global = module_.DynamicSharedMemory();
  } else {
    llvm::Type* element = MemoryType(context(), allocation.dtype);
    auto* type = llvm::ArrayType::get(element, allocation.elements());
    // Named after the function and the line of the call: `k.shared.L12`.
    uint32_t line = typed_.info().source().GetLineColumn(call.range().begin).line;
    std::string name = function_->getName().str() + ".shared.L" + std::to_string(line);
    // `undef`: shared memory cannot be initialised (NVPTX drops initialisers).
    auto* variable = new llvm::GlobalVariable(
        module, type, /*isConstant=*/false, llvm::GlobalValue::InternalLinkage,
        llvm::UndefValue::get(type), name, nullptr, llvm::GlobalValue::NotThreadLocal,
        /*AddressSpace=*/3);
    variable->setAlignment(AllocationAlign(allocation, /*is_shared=*/true));
    global = variable;
  }
  return llvm::ConstantExpr::getAddrSpaceCast(global, builder_.getPtrTy(0));
}

llvm::Value* FunctionLowering::LocalArrayData(const ArrayAllocation& allocation) {
  llvm::BasicBlock& entry = function_->getEntryBlock();
  llvm::IRBuilder<> at_entry(&entry, entry.getFirstInsertionPt());
  llvm::Type* element = MemoryType(context(), allocation.dtype);
  auto* type = llvm::ArrayType::get(element, allocation.elements());
  llvm::AllocaInst* alloca = at_entry.CreateAlloca(type, nullptr, "local_array");
  alloca->setAlignment(AllocationAlign(allocation, /*is_shared=*/false));
  return alloca;
}

// The launch's dynamic shared memory in bytes (i64). No LLVM intrinsic
// reads %dynamic_smem_size; the register is constant for the launch, so the
// asm has no side effects and repeated reads fold.
llvm::Value* FunctionLowering::DynamicSharedBytes() {
  auto* read = llvm::InlineAsm::get(llvm::FunctionType::get(builder_.getInt32Ty(), false),
                                    "mov.u32 $0, %dynamic_smem_size;", "=r",
                                    /*hasSideEffects=*/false);
  llvm::CallInst* bytes = builder_.CreateCall(read, {}, "dynamic_smem_size");
  bytes->setDoesNotAccessMemory();
  return builder_.CreateZExt(bytes, builder_.getInt64Ty());
}

// The array value of a host program's array, as an array parameter's
// (lower.cpp) but all constants: the data of a constant array in constant
// memory (no memory for an empty one), that of a device array its pointer
// in the global address space; extents and strides as given.
llvm::Value* FunctionLowering::EmitConstantArray(const ConstArray& array) {
  ArrayParts parts;
  llvm::PointerType* generic = builder_.getPtrTy(0);
  if (array.on_device) {
    llvm::Constant* global =
        llvm::ConstantExpr::getIntToPtr(builder_.getInt64(array.pointer), builder_.getPtrTy(1));
    parts.data = llvm::ConstantExpr::getAddrSpaceCast(global, generic);
  } else if (array.size() == 0) {
    parts.data = llvm::ConstantPointerNull::get(generic);
  } else {
    parts.data = llvm::ConstantExpr::getAddrSpaceCast(module_.ConstantArray(array), generic);
  }
  for (int64_t extent : array.shape) parts.shape.push_back(builder_.getInt64(extent));
  for (int64_t stride : array.strides) parts.strides.push_back(builder_.getInt64(stride));
  return Pack(parts, array.type);
}

}  // namespace dslc
