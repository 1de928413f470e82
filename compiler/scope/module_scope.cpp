#include "compiler/scope/module_scope.h"

#include "compiler/types/builtins.h"

namespace dslc {

GlobalBinding GlobalBinding::Value(const Type* type, Location where,
                                   std::optional<ConstValue> constant) {
  GlobalBinding binding;
  binding.kind = Kind::Value;
  binding.type = type;
  binding.constant = std::move(constant);
  binding.where = where;
  return binding;
}

GlobalBinding GlobalBinding::Function(TypeContext& types, const FunctionInfo& function,
                                      Location where) {
  GlobalBinding binding;
  binding.kind = Kind::Function;
  binding.function = &function;
  binding.type = types.DeviceFunction(&function, function.def->name);
  binding.where = where;
  return binding;
}

GlobalBinding GlobalBinding::Array(const ConstArray& array, Location where) {
  GlobalBinding binding = Value(array.type, where);
  binding.array = &array;
  return binding;
}

GlobalBinding GlobalBinding::Unusable(Reason reason, llvm::StringRef subject, Location where,
                                      std::string detail) {
  GlobalBinding binding;
  binding.reason = reason;
  binding.subject = subject.str();
  binding.detail = std::move(detail);
  binding.where = where;
  return binding;
}

std::unique_ptr<ModuleScope> ModuleScope::Empty(const Ast& ast, TypeContext& types) {
  auto scope = std::make_unique<ModuleScope>();
  scope->ast_ = &ast;
  scope->types_ = &types;
  for (BuiltinId id : BuiltinsOf(ModuleId::Python)) {
    scope->python_builtins_[Info(id).name] =
        GlobalBinding::Value(BuiltinType(types, id), Location{});
  }
  return scope;
}

FunctionInfo& ModuleScope::AddFunction(const FunctionDefStmt& def) {
  auto info = std::make_unique<FunctionInfo>();
  info->def = &def;
  info->scope = this;
  functions_.push_back(std::move(info));
  return *functions_.back();
}

void ModuleScope::Bind(llvm::StringRef name, GlobalBinding binding) {
  globals_[name] = std::move(binding);
}

const ConstArray& ModuleScope::KeepArray(ConstArray array) {
  arrays_.push_back(std::move(array));
  return arrays_.back();
}

const SourceBuffer& ModuleScope::KeepBuffer(SourceBuffer buffer) {
  extra_buffers_.push_back(std::move(buffer));
  return extra_buffers_.back();
}

const GlobalBinding* ModuleScope::Lookup(llvm::StringRef name) const {
  auto it = globals_.find(name);
  if (it != globals_.end()) return &it->second;
  auto builtin = python_builtins_.find(name);
  return builtin == python_builtins_.end() ? nullptr : &builtin->second;
}

const FunctionInfo* ModuleScope::FindFunction(llvm::StringRef name) const {
  // The last definition wins, as in Python.
  for (auto it = functions_.rbegin(); it != functions_.rend(); ++it) {
    if ((*it)->def->name == name) return it->get();
  }
  return nullptr;
}

}  // namespace dslc
