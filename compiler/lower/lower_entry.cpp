// A device function others link against (LowerDeviceEntry): an external
// function with the entry ABI around the always-inlined specialisation,
// which the optimiser inlines into it.
#include "compiler/codegen/codegen.h"
#include "compiler/lower/lower.h"
#include "compiler/lower/lower_impl.h"

namespace dslc {
namespace {

// A bool crosses the ABI as a byte (C's `bool`), also inside a tuple; every
// other value as values.h lays it out.
llvm::Type* AbiType(ModuleLowering& lowering, const Type* type) {
  llvm::LLVMContext& context = lowering.module().getContext();
  type = HeldType(type);
  if (type->is_bool()) return llvm::Type::getInt8Ty(context);
  if (!type->is_tuple()) return lowering.Llvm(type);
  std::vector<llvm::Type*> elements;
  for (const Type* element : type->elements()) elements.push_back(AbiType(lowering, element));
  return llvm::StructType::get(context, elements);
}

// `value` of `type` between its ABI form and its form inside the function.
llvm::Value* FromAbi(llvm::IRBuilder<>& builder, ModuleLowering& lowering, llvm::Value* value,
                     const Type* type) {
  type = HeldType(type);
  if (type->is_bool()) return builder.CreateICmpNE(value, builder.getInt8(0));
  if (!type->is_tuple()) return value;
  llvm::Value* result = llvm::PoisonValue::get(lowering.Llvm(type));
  for (unsigned k = 0; k < type->elements().size(); ++k) {
    llvm::Value* element = builder.CreateExtractValue(value, k);
    result = builder.CreateInsertValue(result,
                                       FromAbi(builder, lowering, element, type->elements()[k]), k);
  }
  return result;
}

llvm::Value* ToAbi(llvm::IRBuilder<>& builder, ModuleLowering& lowering, llvm::Value* value,
                   const Type* type) {
  type = HeldType(type);
  if (type->is_bool()) return builder.CreateZExt(value, builder.getInt8Ty());
  if (!type->is_tuple()) return value;
  llvm::Value* result = llvm::PoisonValue::get(AbiType(lowering, type));
  for (unsigned k = 0; k < type->elements().size(); ++k) {
    llvm::Value* element = builder.CreateExtractValue(value, k);
    result = builder.CreateInsertValue(result,
                                       ToAbi(builder, lowering, element, type->elements()[k]), k);
  }
  return result;
}

}  // namespace

llvm::Function* LowerDeviceEntry(const TypedProgram& program, const KernelPlan& plan,
                                 const LowerOptions& options, EntryAbi abi,
                                 llvm::StringRef entry_name, llvm::Module& module) {
  ModuleLowering lowering(program, plan, options, module);
  return lowering.LowerDeviceEntryFunction(abi, entry_name);
}

// The entry ABI (docs/python.md, "Device functions on their own"):
//   C:      T name(args...)             (void for None)
//   Numba:  i32 name(T* result, args...) returning 0
// with arguments as device functions take them (values.h), bools as bytes.
llvm::Function* ModuleLowering::LowerDeviceEntryFunction(EntryAbi abi, llvm::StringRef entry_name) {
  const TypedFunction& typed = *program_.kernel;
  const Type* result = program_.entry_result;
  DSLC_CHECK(abi != EntryAbi::Kernel && result, "a device entry without its ABI or result");
  llvm::LLVMContext& context = module_.getContext();
  llvm::Function* inner = DeviceFunction(typed);

  std::vector<llvm::Type*> params;
  if (abi == EntryAbi::Numba) params.push_back(llvm::PointerType::get(context, 0));
  for (const Type* param : typed.param_types()) params.push_back(AbiType(*this, param));
  llvm::Type* returns = abi == EntryAbi::Numba ? llvm::Type::getInt32Ty(context)
                        : result->is_none()    ? llvm::Type::getVoidTy(context)
                                               : AbiType(*this, result);
  DSLC_CHECK(!module_.getNamedValue(entry_name),
             "the entry name `" + entry_name.str() + "` is already in the module");
  llvm::Function* function =
      llvm::Function::Create(llvm::FunctionType::get(returns, params, false),
                             llvm::Function::ExternalLinkage, entry_name, module_);
  function->addFnAttr(llvm::Attribute::NoUnwind);
  unsigned first = abi == EntryAbi::Numba ? 1 : 0;
  if (first) function->getArg(0)->setName("result");
  for (size_t i = 0; i < typed.param_types().size(); ++i) {
    function->getArg(first + i)->setName(typed.def().params[i].name);
  }

  llvm::IRBuilder<> builder(llvm::BasicBlock::Create(context, "entry", function));
  if (LineTable* table = line_table()) {
    // The whole wrapper is at the `def`; what the call inlines keeps its lines.
    const SourceBuffer& source = typed.info().source();
    llvm::DISubprogram* subprogram = table->AddSubprogram(*function, typed.def(), source);
    builder.SetCurrentDebugLocation(
        LineTable::Location(subprogram, source, typed.def().name_range.begin));
  }
  std::vector<llvm::Value*> args;
  const Type* returned = typed.return_type();
  llvm::AllocaInst* memory = nullptr;  // a long tuple comes back through memory
  if (IsLongTuple(returned)) {
    memory = builder.CreateAlloca(Llvm(returned), nullptr, "call.result");
    args.push_back(memory);
  }
  for (size_t i = 0; i < typed.param_types().size(); ++i) {
    const Type* param = typed.param_types()[i];
    llvm::Value* value = FromAbi(builder, *this, function->getArg(first + i), param);
    if (!IsLongTuple(param)) {
      args.push_back(value);
      continue;
    }
    for (unsigned k = 0; k < param->elements().size(); ++k) {
      args.push_back(builder.CreateExtractValue(value, k));
    }
  }
  llvm::Value* value = builder.CreateCall(inner, args);
  if (memory) value = builder.CreateLoad(Llvm(returned), memory);
  if (!result->is_none())
    value = ToAbi(builder, *this, Convert(builder, value, returned, result), result);

  if (abi == EntryAbi::Numba) {
    if (!result->is_none()) builder.CreateStore(value, function->getArg(0));
    builder.CreateRet(builder.getInt32(0));
  } else if (result->is_none()) {
    builder.CreateRetVoid();
  } else {
    builder.CreateRet(value);
  }
  MarkDeviceEntry(*function);
  return function;
}

}  // namespace dslc
