// print(): one vprintf call with the format Numba's CUDA target builds (the
// items' formats joined by blanks, then a newline) and the values in a
// struct in local memory, laid out as vprintf reads its arguments. What
// each kind prints as: infer_print.cpp.
#include "compiler/lower/lower_impl.h"
#include "llvm/ADT/StringExtras.h"

namespace dslc {

// A NUL-terminated string in the constant address space, by its generic
// address (as vprintf takes its format and %s arguments).
llvm::Value* FunctionLowering::StringConstant(llvm::StringRef text) {
  llvm::Module& module = *function_->getParent();
  llvm::Constant* bytes = llvm::ConstantDataArray::getString(module.getContext(), text);
  auto* global = new llvm::GlobalVariable(module, bytes->getType(), /*isConstant=*/true,
                                          llvm::GlobalValue::PrivateLinkage, bytes, "str", nullptr,
                                          llvm::GlobalValue::NotThreadLocal, /*AddressSpace=*/4);
  global->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
  return builder_.CreateAddrSpaceCast(global, builder_.getPtrTy());
}

void FunctionLowering::EmitPrint(const CallExpr& call) {
  std::vector<std::string> formats;
  std::vector<llvm::Value*> values;
  for (const Expr* arg : call.args) {
    if (const auto* string = llvm::dyn_cast<StringLiteralExpr>(arg)) {
      formats.push_back("%s");
      values.push_back(StringConstant(string->value));
      continue;
    }
    const Type* type = TypeOf(*arg);
    if (type->kind() == TypeKind::Dim3) {
      formats.push_back("(%d, %d, %d)");
      for (const char* axis : {"x", "y", "z"})
        values.push_back(Dim3Component(static_cast<Dim3Id>(type->id()), axis));
      continue;
    }
    formats.push_back(PrintItem(type, Emit(*arg), values));
  }
  std::string format = llvm::join(formats, " ") + "\n";
  // vprintf takes 32 arguments at most: then the format itself is printed.
  if (call.args.size() > 32) {
    std::string escaped;
    for (char c : format) escaped += c == '%' ? std::string("%%") : std::string(1, c);
    format = escaped;
  }
  llvm::FunctionCallee vprintf = module_.Libdevice("vprintf", builder_.getInt32Ty(),
                                                   {builder_.getPtrTy(), builder_.getPtrTy()});
  builder_.CreateCall(vprintf, {StringConstant(format), PrintArguments(values)});
}

// The format of one number, bool or tuple of them; its vprintf values are
// appended to `values`.
std::string FunctionLowering::PrintItem(const Type* type, llvm::Value* value,
                                        std::vector<llvm::Value*>& values) {
  if (type->is_tuple()) {
    std::vector<std::string> formats;
    for (size_t i = 0; i < type->elements().size(); ++i) {
      llvm::Value* element = builder_.CreateExtractValue(value, static_cast<unsigned>(i));
      formats.push_back(PrintItem(type->elements()[i], element, values));
    }
    return "(" + llvm::join(formats, ", ") + (formats.size() == 1 ? ",)" : ")");
  }
  if (type->is_bool()) {
    values.push_back(builder_.CreateSelect(value, StringConstant("True"), StringConstant("False")));
    return "%s";
  }
  if (type->is_float()) {
    values.push_back(Convert(builder_, value, type, types().Float64()));
    return "%f";
  }
  const Type* wide = type->is_signed() ? types().Int64() : types().UInt64();
  values.push_back(Convert(builder_, value, type, wide));
  return type->is_signed() ? "%lld" : "%llu";
}

// The values in a struct in local memory, by its generic address; none is a
// null pointer.
llvm::Value* FunctionLowering::PrintArguments(llvm::ArrayRef<llvm::Value*> values) {
  if (values.empty()) return llvm::ConstantPointerNull::get(builder_.getPtrTy());
  std::vector<llvm::Type*> fields;
  for (llvm::Value* value : values) fields.push_back(value->getType());
  auto* layout = llvm::StructType::get(builder_.getContext(), fields);
  llvm::AllocaInst* buffer = EntryAlloca(layout, "print.args");
  for (size_t i = 0; i < values.size(); ++i) {
    builder_.CreateStore(values[i],
                         builder_.CreateStructGEP(layout, buffer, static_cast<unsigned>(i)));
  }
  return builder_.CreateAddrSpaceCast(buffer, builder_.getPtrTy());
}

}  // namespace dslc
