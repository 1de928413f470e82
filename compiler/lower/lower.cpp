#include "compiler/lower/lower.h"

#include "compiler/lower/barrier_visibility.h"
#include "compiler/lower/lower_impl.h"
#include "llvm/IR/Verifier.h"

namespace dslc {

ModuleLowering::ModuleLowering(const TypedProgram& program, const KernelPlan& plan,
                               const LowerOptions& options, llvm::Module& module,
                               std::vector<ErrorSite>* error_sites)
    : program_(program),
      plan_(plan),
      options_(options),
      module_(module),
      error_sites_(error_sites) {
  if (options.line_info) {
    line_table_ = std::make_unique<LineTable>(module, program.kernel->info().source());
  }
}

llvm::Function* LowerKernel(const TypedProgram& program, const KernelPlan& plan,
                            const LowerOptions& options, llvm::StringRef entry_name,
                            llvm::Module& module, std::vector<ErrorSite>* error_sites) {
  DSLC_CHECK(!options.debug || error_sites, "a debug kernel lowered without a site table");
  ModuleLowering lowering(program, plan, options, module, error_sites);
  if (plan.elementwise.coarsened()) {
    return lowering.LowerCoarsenedKernel(entry_name, plan.elementwise);
  }
  return lowering.LowerKernelFunction(entry_name);
}

// The kernel ABI, which the runtime follows when it packs arguments:
//   number  -> one parameter (a bool is a byte)
//   array   -> the data pointer (global memory), then one int64 extent per
//              dimension, then, for strided arrays (`[:]`) only, one int64
//              stride in bytes per dimension
//   record  -> its address (global memory)
//   tuple   -> its elements' parameters in turn (KernelAbiLeaves), named
//              `t.0`, `t.1.shape0`, ...; an empty tuple has none
llvm::Function* ModuleLowering::LowerKernelFunction(llvm::StringRef entry_name) {
  // Entry names are unique and outside the reserved space (ptx_names.h); LLVM
  // would rename a clashing one silently, and the PTX would name another.
  DSLC_CHECK(!module_.getNamedValue(entry_name),
             "the entry name `" + entry_name.str() + "` is already in the module");
  llvm::Function* function = KernelAbiFunction(entry_name, llvm::Function::ExternalLinkage, {});
  FunctionLowering(*this, *program_.kernel, function, /*is_kernel=*/true).Run();
  KeepWritesVisibleAcrossBarriers(*function);
  return function;
}

llvm::Function* ModuleLowering::KernelAbiFunction(llvm::StringRef name,
                                                  llvm::GlobalValue::LinkageTypes linkage,
                                                  llvm::ArrayRef<llvm::Type*> extra) {
  const TypedFunction& kernel = *program_.kernel;
  llvm::LLVMContext& context = module_.getContext();
  std::vector<llvm::Type*> params;
  std::vector<std::string> names;
  std::vector<const Type*> leaves;
  for (size_t i = 0; i < kernel.param_types().size(); ++i) {
    AddKernelParameters(kernel.param_types()[i], kernel.def().params[i].name.str(), &params, &names,
                        &leaves);
  }
  params.insert(params.end(), extra.begin(), extra.end());
  auto* type = llvm::FunctionType::get(llvm::Type::getVoidTy(context), params, false);
  llvm::Function* function = llvm::Function::Create(type, linkage, name, module_);
  for (size_t i = 0; i < names.size(); ++i) function->getArg(i)->setName(names[i]);
  // Array data pointers: aligned to the element, and not aliasing each other
  // when the options say so.
  size_t arg = 0;
  for (const Type* leaf : leaves) {
    if (leaf->is_scalar()) {
      ++arg;
      continue;
    }
    const Type* element = leaf->is_record() ? leaf : leaf->dtype();
    function->addParamAttr(arg, llvm::Attribute::getWithAlignment(context, ElementAlign(element)));
    function->addParamAttr(arg, llvm::Attribute::NoCapture);
    if (options_.noalias) function->addParamAttr(arg, llvm::Attribute::NoAlias);
    arg += 1 + leaf->ndim() * (leaf->layout() == Layout::A ? 2 : 1);
  }
  function->addFnAttr(llvm::Attribute::NoUnwind);
  return function;
}

// The kernel ABI's parameters of one value of `type` named `name`.
void ModuleLowering::AddKernelParameters(const Type* type, const std::string& name,
                                         std::vector<llvm::Type*>* params,
                                         std::vector<std::string>* names,
                                         std::vector<const Type*>* leaves) {
  llvm::LLVMContext& context = module_.getContext();
  type = HeldType(type);
  if (type->is_tuple()) {
    for (size_t k = 0; k < type->elements().size(); ++k) {
      AddKernelParameters(type->elements()[k], name + "." + std::to_string(k), params, names,
                          leaves);
    }
    return;
  }
  leaves->push_back(type);
  if (type->is_scalar()) {
    params->push_back(type->is_bool() ? llvm::Type::getInt8Ty(context) : LlvmType(context, type));
    names->push_back(name);
    return;
  }
  params->push_back(llvm::PointerType::get(context, 1));
  names->push_back(name);
  if (type->is_record()) return;
  llvm::Type* i64 = llvm::Type::getInt64Ty(context);
  for (int d = 0; d < type->ndim(); ++d) {
    params->push_back(i64);
    names->push_back(name + ".shape" + std::to_string(d));
  }
  if (type->layout() != Layout::A) return;
  for (int d = 0; d < type->ndim(); ++d) {
    params->push_back(i64);
    names->push_back(name + ".stride" + std::to_string(d));
  }
}

llvm::Function* ModuleLowering::DeviceFunction(const TypedFunction& typed) {
  auto it = functions_.find(&typed);
  if (it != functions_.end()) return it->second;
  llvm::LLVMContext& context = module_.getContext();
  std::vector<llvm::Type*> params;
  // A long tuple is returned through memory the caller passes first.
  bool returns_long_tuple = IsLongTuple(typed.return_type());
  if (returns_long_tuple) params.push_back(llvm::PointerType::get(context, 0));
  for (size_t i = 0; i < typed.param_types().size(); ++i) {
    const Type* param = typed.param_types()[i];
    if (!Passed(typed, i)) continue;
    if (!IsLongTuple(param)) {
      params.push_back(LlvmType(context, param));
      continue;
    }
    for (const Type* element : param->elements()) params.push_back(LlvmType(context, element));
  }
  llvm::Type* result = typed.return_type()->is_none() || returns_long_tuple
                           ? llvm::Type::getVoidTy(context)
                           : LlvmType(context, typed.return_type());
  auto* type = llvm::FunctionType::get(result, params, false);
  std::string name = typed.def().name.str() + ".device" + std::to_string(next_function_++);
  llvm::Function* function =
      llvm::Function::Create(type, llvm::Function::InternalLinkage, name, module_);
  if (returns_long_tuple) function->getArg(0)->setName("result");
  for (size_t i = 0, arg = returns_long_tuple; i < typed.param_types().size(); ++i) {
    const Type* param = typed.param_types()[i];
    if (!Passed(typed, i)) continue;
    size_t count = IsLongTuple(param) ? param->elements().size() : 1;
    for (size_t k = 0; k < count; ++k) function->getArg(arg++)->setName(typed.def().params[i].name);
  }
  // Device functions are always inlined: address spaces and registers are
  // only known in the caller. One that calls itself is called.
  if (!typed.self_recursive()) function->addFnAttr(llvm::Attribute::AlwaysInline);
  function->addFnAttr(llvm::Attribute::NoUnwind);
  functions_[&typed] = function;
  FunctionLowering(*this, typed, function, /*is_kernel=*/false).Run();
  return function;
}

llvm::FunctionCallee ModuleLowering::Libdevice(llvm::StringRef name, llvm::Type* result,
                                               llvm::ArrayRef<llvm::Type*> params) {
  auto* type = llvm::FunctionType::get(result, params, false);
  // A definition or another type under this name would capture the call
  // (a kernel named `__nv_sin` once did); entry names cannot reach it.
  if (llvm::Function* existing = module_.getFunction(name)) {
    DSLC_CHECK(existing->isDeclaration() && existing->getFunctionType() == type,
               "libdevice's `" + name.str() + "` is already in the module as something else");
  }
  return module_.getOrInsertFunction(name, type);
}

FunctionLowering::FunctionLowering(ModuleLowering& module, const TypedFunction& typed,
                                   llvm::Function* function, bool is_kernel,
                                   const VirtualThread* virtual_thread)
    : module_(module),
      typed_(typed),
      function_(function),
      is_kernel_(is_kernel),
      builder_(function->getContext()),
      entry_builder_(function->getContext()),
      virtual_thread_(virtual_thread),
      nonnegative_indices_(module.plan().Of(typed).nonnegative_indices) {
  if (virtual_thread && !virtual_thread->lane_positions.empty()) {
    lane_thread_ = *virtual_thread;
    virtual_thread_ = &lane_thread_;
  }
  if (module.options().fastmath) {
    llvm::FastMathFlags flags;
    flags.setFast();
    builder_.setFastMathFlags(flags);
  }
}

void FunctionLowering::Run() {
  llvm::BasicBlock* entry = llvm::BasicBlock::Create(context(), "entry", function_);
  builder_.SetInsertPoint(entry);
  entry_builder_.SetInsertPoint(entry);
  if (LineTable* table = module_.line_table()) {
    // The prologue (slots, parameters) and the epilogue are at the `def`.
    const SourceBuffer& source = typed_.info().source();
    subprogram_ = table->AddSubprogram(*function_, typed_.def(), source);
    builder_.SetCurrentDebugLocation(
        LineTable::Location(subprogram_, source, typed_.def().name_range.begin));
  }
  CreateSlots();
  if (!lane_thread_.lane_positions.empty()) CreateLaneSlots();
  if (!is_kernel_ && !typed_.return_type()->is_none()) {
    returns_in_memory_ = IsLongTuple(typed_.return_type());
    return_slot_ = returns_in_memory_
                       ? static_cast<llvm::Value*>(function_->getArg(0))
                       : entry_builder_.CreateAlloca(Llvm(typed_.return_type()), nullptr, "return");
    return_block_ = NewBlock("return");
  }
  if (is_kernel_) {
    for (int lane = lanes() - 1; lane >= 0; --lane) {
      SetLane(lane);
      BindKernelParameters();
    }
    if (lanes() == 0) BindKernelParameters();
  } else {
    BindDeviceParameters();
  }
  LowerBody(typed_.def().body);
  if (!Terminated()) {
    if (return_block_) {
      builder_.CreateBr(return_block_);  // sema guarantees a value was returned
    } else {
      builder_.CreateRetVoid();
    }
  }
  if (return_block_) {
    StartBlock(return_block_);
    if (returns_in_memory_) {
      builder_.CreateRetVoid();
    } else {
      builder_.CreateRet(builder_.CreateLoad(Llvm(typed_.return_type()), return_slot_));
    }
  }
  // A block made but never started (none should be) is placed if something
  // branches to it, else deleted: it must not leak or dangle.
  for (llvm::BasicBlock* block : unplaced_blocks_) {
    if (block->getParent()) continue;
    if (block->use_empty()) {
      delete block;
    } else {
      StartBlock(block);
      builder_.CreateUnreachable();
    }
  }
}

// One zero-initialised alloca per slot, in the entry block, where mem2reg
// turns them into SSA values. Zero also gives a variable assigned on some
// paths only a defined value on the others.
void FunctionLowering::CreateSlots() {
  for (const Slot& slot : typed_.slots()) slots_.push_back(NewSlot(slot));
}

llvm::AllocaInst* FunctionLowering::NewSlot(const Slot& slot) {
  llvm::Type* type = slot.type ? Llvm(slot.type) : nullptr;
  if (!type) return nullptr;
  llvm::AllocaInst* alloca = entry_builder_.CreateAlloca(type, nullptr, slot.name);
  if (IsLongTuple(slot.type)) {
    // One memset, not a store of a zero aggregate, which SROA splits into a
    // store per element however long the tuple.
    const llvm::DataLayout& layout = module_.module().getDataLayout();
    builder_.CreateMemSet(alloca, builder_.getInt8(0), layout.getTypeAllocSize(type),
                          alloca->getAlign());
  } else {
    builder_.CreateStore(llvm::Constant::getNullValue(type), alloca);
  }
  return alloca;
}

void FunctionLowering::StoreSlot(int slot, llvm::Value* value, const Type* type) {
  if (slot < 0 || !slots_[slot] || !value) return;
  value = Convert(builder_, value, type, typed_.slots()[slot].type);
  auto* constant = llvm::dyn_cast<llvm::Constant>(value);
  if (constant && constant->getType()->isStructTy() &&
      constant->getType()->getStructNumElements() > kMaxTupleSelects) {
    // A long constant tuple is copied in from a constant in global memory,
    // which the optimiser then reads in place; stored as one value, it
    // becomes a store per element.
    llvm::GlobalVariable* global = ConstantInGlobalMemory(constant);
    const llvm::DataLayout& layout = module_.module().getDataLayout();
    builder_.CreateMemCpy(slots_[slot], slots_[slot]->getAlign(), global, global->getAlign(),
                          layout.getTypeAllocSize(constant->getType()));
    return;
  }
  builder_.CreateStore(value, slots_[slot]);
}

llvm::Value* FunctionLowering::LoadSlot(int slot) {
  if (slot < 0 || !slots_[slot]) return nullptr;
  return builder_.CreateLoad(slots_[slot]->getAllocatedType(), slots_[slot]);
}

void FunctionLowering::BindKernelParameters() {
  auto arg = function_->arg_begin();
  for (size_t i = 0; i < typed_.param_types().size(); ++i) {
    const Type* type = HeldType(typed_.param_types()[i]);
    StoreParam(i, KernelParameterValue(type, arg), type);
  }
}

// A parameter's incoming value: into its slot, and its value slot if it
// has one (variables.h).
void FunctionLowering::StoreParam(size_t index, llvm::Value* value, const Type* type) {
  StoreSlot(typed_.param_slot(index), value, type);
  int value_slot = typed_.param_value_slot(index);
  if (value_slot >= 0) StoreSlot(value_slot, value, type);
}

// The value of type `type` that the kernel ABI's parameters from `arg` on
// pass (ModuleLowering::AddKernelParameters), `arg` moved past them: a
// tuple rebuilt from its elements' parameters.
llvm::Value* FunctionLowering::KernelParameterValue(const Type* type,
                                                    llvm::Function::arg_iterator& arg) {
  type = HeldType(type);
  if (type->is_tuple()) {
    llvm::Value* tuple = llvm::PoisonValue::get(Llvm(type));
    for (unsigned k = 0; k < type->elements().size(); ++k) {
      llvm::Value* element = KernelParameterValue(type->elements()[k], arg);
      tuple = builder_.CreateInsertValue(tuple, element, {k});
    }
    return tuple;
  }
  if (type->is_scalar()) {
    llvm::Value* value = &*arg++;
    return type->is_bool() ? builder_.CreateICmpNE(value, builder_.getInt8(0)) : value;
  }
  if (type->is_record()) return builder_.CreateAddrSpaceCast(&*arg++, builder_.getPtrTy(0));
  ArrayParts parts;
  parts.data = builder_.CreateAddrSpaceCast(&*arg++, builder_.getPtrTy(0));
  for (int d = 0; d < type->ndim(); ++d) parts.shape.push_back(&*arg++);
  if (type->layout() == Layout::A) {
    for (int d = 0; d < type->ndim(); ++d) parts.strides.push_back(&*arg++);
    return Pack(parts, type);
  }
  // Contiguous: strides follow from the shape.
  parts.strides.assign(type->ndim(), nullptr);
  llvm::Value* stride = llvm::ConstantInt::get(builder_.getInt64Ty(), type->dtype()->bits() / 8);
  for (int k = 0; k < type->ndim(); ++k) {
    int d = type->layout() == Layout::C ? type->ndim() - 1 - k : k;
    parts.strides[d] = stride;
    if (k + 1 < type->ndim()) stride = SizeProduct(stride, parts.shape[d]);
  }
  return Pack(parts, type);
}

// A long tuple comes element by element (ModuleLowering::DeviceFunction),
// each stored into its place in the parameter's slot. A parameter the
// specialisation is for a constant of starts as that constant; one with no
// run-time value has no slot.
void FunctionLowering::BindDeviceParameters() {
  unsigned arg = returns_in_memory_ ? 1 : 0;
  for (size_t i = 0; i < typed_.param_types().size(); ++i) {
    const Type* param = typed_.param_types()[i];
    int slot = typed_.param_slot(i);
    if (const ConstValue* constant = typed_.param_constant(i)) {
      StoreParam(i, EmitConstant(*constant), param);
      continue;
    }
    if (param->is_none()) {
      StoreParam(i, llvm::Constant::getNullValue(module_.Llvm(param)), param);
      continue;
    }
    if (!module_.Passed(typed_, i)) continue;
    if (!IsLongTuple(param)) {
      StoreParam(i, function_->getArg(arg++), param);
      continue;
    }
    for (unsigned k = 0; k < param->elements().size(); ++k, ++arg) {
      if (slot >= 0 && slots_[slot]) {
        builder_.CreateStore(function_->getArg(arg), TupleElementAddress(slots_[slot], param, k));
      }
    }
  }
}

bool FunctionLowering::Terminated() const {
  return builder_.GetInsertBlock()->getTerminator() != nullptr;
}

// After a `return`, `break` or `continue`, code that follows in the same
// block is unreachable; it goes into a fresh block LLVM then deletes.
void FunctionLowering::EnsureInsertionPoint() {
  if (Terminated()) StartBlock(NewBlock("unreachable"));
}

// Blocks are made outside the function and placed when code starts in
// them, so that the IR lists them in source order (`if.then` before
// `if.end`), which is how people and tests read it.
llvm::BasicBlock* FunctionLowering::NewBlock(const char* name) {
  llvm::BasicBlock* block = llvm::BasicBlock::Create(context(), name);
  unplaced_blocks_.push_back(block);
  return block;
}

void FunctionLowering::StartBlock(llvm::BasicBlock* block) {
  if (!block->getParent()) block->insertInto(function_);
  builder_.SetInsertPoint(block);
}

FunctionLowering::LocatedAt::LocatedAt(FunctionLowering& lowering, SourceRange range)
    : lowering_(lowering) {
  if (!lowering.subprogram_) return;
  outer_ = lowering.builder_.getCurrentDebugLocation();
  lowering.builder_.SetCurrentDebugLocation(
      LineTable::Location(lowering.subprogram_, lowering.typed_.info().source(), range.begin));
}

FunctionLowering::LocatedAt::~LocatedAt() {
  if (lowering_.subprogram_) lowering_.builder_.SetCurrentDebugLocation(outer_);
}

}  // namespace dslc
