// Loading a host program's module (host_module.h): each function's text
// parsed on its own, a scope per function made of the values the host
// program gave for its free names, and the key material of all of it.
#include "compiler/pipeline/host_module.h"

#include <cstdio>

#include "compiler/base/array_strides.h"
#include "compiler/base/key_hash.h"
#include "compiler/diagnostics/diagnostic_emitter.h"
#include "compiler/lex/lexer.h"
#include "compiler/parse/parser.h"
#include "compiler/pipeline/compile_impl.h"
#include "compiler/scope/decorator.h"
#include "compiler/scope/module_members.h"
#include "compiler/types/enums.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(HostFunctionNameMismatch, Error,
                "the host program names this function `{0}`, but its `def` names `{1}`",
                std::string, llvm::StringRef);
DSLC_DIAGNOSTIC(HostFunctionIndexOutOfRange, Error,
                "the host program binds `{0}` to function {1}, but the module has {2}", std::string,
                int, std::string);

// A string in key text: its length, then the bytes, so that no string can
// pass for more of the text than it is.
std::string Counted(llvm::StringRef text) { return std::to_string(text.size()) + ":" + text.str(); }

// "float32", as Info(ScalarKind) names it: the runtime's Name(DType) lives
// in a library the compiler does not link.
std::string DTypeName(DType dtype) { return Info(static_cast<ScalarKind>(dtype)).name.str(); }

// "(2, 3)": extents or strides in key text.
std::string TupleText(const std::vector<int64_t>& values) {
  std::string text = "(";
  for (size_t i = 0; i < values.size(); ++i) text += (i ? ", " : "") + std::to_string(values[i]);
  return text + ")";
}

std::string ExactFloat(double value) {
  char text[64];
  std::snprintf(text, sizeof text, "%a", value);
  return text;
}

const Type* ScalarOf(TypeContext& types, DType dtype) {
  DSLC_CHECK(dtype <= DType::Complex128,
             "a host value of dtype " + std::to_string(static_cast<int>(dtype)));
  // DType and ScalarKind list the same types in the same order
  // (scalar_dtypes.cpp).
  return types.Scalar(static_cast<ScalarKind>(dtype));
}

// The constant a host value of a constant kind (a number, bool, None or a
// tuple of them) is; nothing, with `what` saying what it holds instead, for
// a tuple kernel code cannot have.
const Type* EnumClassOf(TypeContext& types, const HostValue& value, std::string* what);
ConstValue EnumMemberOf(const Type* enum_class, const std::string& member);

std::optional<ConstValue> ConstantOf(TypeContext& types, const HostValue& value,
                                     std::string* what) {
  switch (value.kind) {
    case HostValue::Kind::Int: {
      const Type* to = ScalarOf(types, value.dtype);
      ConstValue wide =
          to->is_integer() && !to->is_signed()
              ? ConstValue::UInt(types.UInt64(), static_cast<uint64_t>(value.int_value))
              : ConstValue::Int(types.Int64(), value.int_value);
      return wide.ConvertTo(types, to);
    }
    case HostValue::Kind::Float:
      return ConstValue::Float(types.Float64(), value.float_value)
          .ConvertTo(types, ScalarOf(types, value.dtype));
    case HostValue::Kind::Complex:
      return ConstValue::Complex(types.Complex128(), value.float_value, value.imag_value)
          .ConvertTo(types, ScalarOf(types, value.dtype));
    case HostValue::Kind::Bool:
      return ConstValue::Bool(types.Bool(), value.int_value != 0);
    case HostValue::Kind::None:
      return ConstValue::None(types.None());
    case HostValue::Kind::Tuple: {
      if (value.elements.size() > kMaxTupleElements) {
        *what = "a tuple of " + std::to_string(value.elements.size()) +
                " elements (kernel code takes at most " + std::to_string(kMaxTupleElements) + ")";
        return std::nullopt;
      }
      std::vector<ConstValue> elements;
      std::vector<const Type*> element_types;
      for (const HostValue& element : value.elements) {
        std::string element_what;
        std::optional<ConstValue> constant = ConstantOf(types, element, &element_what);
        if (!constant) {
          *what = "a tuple holding " + element_what;
          return std::nullopt;
        }
        element_types.push_back(constant->type());
        elements.push_back(std::move(*constant));
      }
      return ConstValue::Tuple(types.Tuple(element_types), std::move(elements));
    }
    case HostValue::Kind::Module:
      *what = "module `" + value.module + "`";
      return std::nullopt;
    case HostValue::Kind::Member:
      *what = "`" + value.module + "." + value.member + "`";
      return std::nullopt;
    case HostValue::Kind::Function:
      *what = "a function";
      return std::nullopt;
    case HostValue::Kind::Array:
      *what = "an array";
      return std::nullopt;
    case HostValue::Kind::DeviceArray:
      *what = "a device array";
      return std::nullopt;
    case HostValue::Kind::Unusable:
      *what = value.description;
      return std::nullopt;
    case HostValue::Kind::Enum: {
      const Type* enum_class = EnumClassOf(types, value, what);
      if (!enum_class) return std::nullopt;
      if (value.member.empty()) {
        *what = "enum class `" + value.module + "` (kernel code reads its members by name)";
        return std::nullopt;
      }
      return EnumMemberOf(enum_class, value.member);
    }
  }
  DSLC_FATAL("a host value of no known kind");
}

// The enum class a host value describes; null, with `what` saying why,
// when kernel code cannot have it.
const Type* EnumClassOf(TypeContext& types, const HostValue& value, std::string* what) {
  std::vector<ConstValue> values;
  for (size_t i = 0; i < value.elements.size(); ++i) {
    std::string element_what;
    std::optional<ConstValue> constant = ConstantOf(types, value.elements[i], &element_what);
    if (!constant) {
      *what = "enum class `" + value.module + "`, whose member `" + value.names[i] + "` is " +
              element_what;
      return nullptr;
    }
    values.push_back(std::move(*constant));
  }
  HostValue whole = value;
  whole.member.clear();
  EnumClassResult made = MakeEnumClass(types, value.module, value.int_value != 0, whole.KeyText(),
                                       value.names, std::move(values));
  if (!made.type) *what = "enum class `" + value.module + "`: " + made.why;
  return made.type;
}

ConstValue EnumMemberOf(const Type* enum_class, const std::string& member) {
  if (std::optional<ConstValue> found = EnumMemberNamed(enum_class, member)) return *found;
  DSLC_FATAL("the host program's enum member `" + member + "` is not one of its class's");
}

// The layout byte `strides` give an array, by the rule the runtime uses
// for arrays it launches with (compiler/base/array_strides.h).
Layout LayoutOf(const Type* dtype, const std::vector<int64_t>& shape,
                const std::vector<int64_t>& strides) {
  switch (OrderOfStrides(dtype->bits() / 8, shape, strides)) {
    case StrideOrder::C:
      return Layout::C;
    case StrideOrder::F:
      return Layout::F;
    case StrideOrder::Strided:
      return Layout::A;
  }
  DSLC_FATAL("strides of no known order");
}

// Builds the scope of each function of a host program's module.
class HostScopes {
 public:
  HostScopes(ModuleParts& parts, DiagnosticEmitter& emitter) : parts_(parts), emitter_(emitter) {}

  // The function of each source, with its options and signatures; then each
  // scope's names, which may be other functions of the module.
  void Build(const std::vector<HostFunction>& functions) {
    for (size_t i = 0; i < functions.size(); ++i) AddFunction(parts_.sources[i], functions[i]);
    for (size_t i = 0; i < functions.size(); ++i) {
      for (const auto& [name, value] : functions[i].globals) {
        scopes_[i]->Bind(name, BindingOf(*scopes_[i], *infos_[i], name, value));
      }
    }
  }

 private:
  void AddFunction(SourceParts& source, const HostFunction& function) {
    source.scope = ModuleScope::Empty(*source.ast, *parts_.types);
    // The parser leaves exactly one `def` when the text had no errors.
    DSLC_CHECK(source.ast->body().size() == 1 && llvm::isa<FunctionDefStmt>(source.ast->body()[0]),
               "the text of `" + function.name + "` parsed without errors into no `def`");
    const auto& def = llvm::cast<FunctionDefStmt>(*source.ast->body()[0]);
    FunctionInfo& info = source.scope->AddFunction(def);
    if (def.name != function.name) {
      emitter_.Emit(info.At(def.name_range), HostFunctionNameMismatch, function.name, def.name);
    }
    for (const auto& [option, value] : function.options) {
      ApplyJitOption(option, value, emitter_, info);
    }
    for (const std::string& signature : function.signatures) {
      AddSignatureText(signature, *source.scope, emitter_, info);
    }
    scopes_.push_back(source.scope.get());
    infos_.push_back(&info);
  }

  GlobalBinding BindingOf(ModuleScope& scope, const FunctionInfo& reader, const std::string& name,
                          const HostValue& value) {
    TypeContext& types = *parts_.types;
    switch (value.kind) {
      case HostValue::Kind::Int:
      case HostValue::Kind::Float:
      case HostValue::Kind::Complex:
      case HostValue::Kind::Bool:
      case HostValue::Kind::None:
      case HostValue::Kind::Tuple: {
        std::string what;
        if (std::optional<ConstValue> constant = ConstantOf(types, value, &what)) {
          return GlobalBinding::Value(constant->type(), {}, std::move(constant));
        }
        return GlobalBinding::Unusable(GlobalBinding::Reason::HostValue, name, {}, what);
      }
      case HostValue::Kind::Module:
        return ModuleBinding(types, value.module, {});
      case HostValue::Kind::Member:
        return MemberBinding(types, value.module, value.member, {});
      case HostValue::Kind::Function:
        if (value.function < 0 || static_cast<size_t>(value.function) >= infos_.size()) {
          size_t count = infos_.size();
          emitter_.Emit(reader.At(reader.def->name_range), HostFunctionIndexOutOfRange, name,
                        value.function,
                        std::to_string(count) + (count == 1 ? " function" : " functions"));
          return GlobalBinding::Unusable(GlobalBinding::Reason::HostValue, name, {},
                                         "a function of no known index");
        }
        return GlobalBinding::Function(types, *infos_[value.function], {});
      case HostValue::Kind::Array:
        return ArrayBinding(scope, name, value);
      case HostValue::Kind::DeviceArray:
        return DeviceArrayBinding(scope, name, value);
      case HostValue::Kind::Unusable:
        return GlobalBinding::Unusable(GlobalBinding::Reason::HostValue, name, {},
                                       value.description);
      case HostValue::Kind::Enum:
        return EnumBinding(name, value);
    }
    DSLC_FATAL("a host value of no known kind");
  }

  // An enum class, or one of its members (a constant).
  GlobalBinding EnumBinding(const std::string& name, const HostValue& value) {
    std::string what;
    const Type* enum_class = EnumClassOf(*parts_.types, value, &what);
    if (!enum_class)
      return GlobalBinding::Unusable(GlobalBinding::Reason::HostValue, name, {}, what);
    if (value.member.empty()) return GlobalBinding::Value(enum_class, {});
    ConstValue member = EnumMemberOf(enum_class, value.member);
    return GlobalBinding::Value(member.type(), {}, member);
  }

  // A constant array, kept by the scope that reads it; an Unusable binding
  // when kernel code cannot have arrays of its dimensions.
  GlobalBinding ArrayBinding(ModuleScope& scope, const std::string& name, const HostValue& value) {
    TypeContext& types = *parts_.types;
    int ndim = static_cast<int>(value.shape.size());
    if (ndim < 1 || ndim > kMaxArrayDims) return OtherDimensions(name, "an array", ndim);
    const Type* dtype = ScalarOf(types, value.dtype);
    uint64_t bytes = dtype->bits() / 8;
    for (int64_t extent : value.shape) {
      DSLC_CHECK(extent >= 0, "the host value `" + name + "` is an array of negative extent");
      bytes = llvm::SaturatingMultiply(bytes, static_cast<uint64_t>(extent));
    }
    DSLC_CHECK(value.data.size() == bytes,
               "the host value `" + name + "`, an array of dtype " + dtype->name() + ", has " +
                   std::to_string(value.data.size()) + " bytes for " + std::to_string(bytes));
    return GlobalBinding::Array(
        scope.KeepArray(ConstArray::Frozen(types, dtype, value.shape, value.data)), {});
  }

  // A device array: a writable array of the layout its strides give, its
  // pointer, extents and strides kept by the scope.
  GlobalBinding DeviceArrayBinding(ModuleScope& scope, const std::string& name,
                                   const HostValue& value) {
    TypeContext& types = *parts_.types;
    int ndim = static_cast<int>(value.shape.size());
    if (ndim < 1 || ndim > kMaxArrayDims) return OtherDimensions(name, "a device array", ndim);
    DSLC_CHECK(value.strides.size() == value.shape.size(),
               "the host value `" + name + "` is a device array of " + std::to_string(ndim) +
                   " dimensions with " + std::to_string(value.strides.size()) + " strides");
    for (int64_t extent : value.shape) {
      DSLC_CHECK(extent >= 0, "the host value `" + name + "` is an array of negative extent");
    }
    const Type* dtype = ScalarOf(types, value.dtype);
    ConstArray array;
    array.type = types.Array(dtype, ndim, LayoutOf(dtype, value.shape, value.strides));
    array.shape = value.shape;
    array.strides = value.strides;
    array.on_device = true;
    array.pointer = value.pointer;
    parts_.captures_device_memory = true;
    return GlobalBinding::Array(scope.KeepArray(std::move(array)), {});
  }

  // `name`, `what` (an array) of `ndim` dimensions, which kernel code
  // cannot have.
  GlobalBinding OtherDimensions(const std::string& name, const std::string& what, int ndim) {
    return GlobalBinding::Unusable(GlobalBinding::Reason::HostValue, name, {},
                                   what + " of " + std::to_string(ndim) +
                                       " dimensions (kernel code takes 1 to " +
                                       std::to_string(kMaxArrayDims) + ")");
  }

  ModuleParts& parts_;
  DiagnosticEmitter& emitter_;
  std::vector<ModuleScope*> scopes_;
  std::vector<const FunctionInfo*> infos_;
};

// Everything of the functions that decides their code: text, file, first
// line, options, signatures and host values, in the order given.
std::string HostModuleKey(const std::vector<HostFunction>& functions) {
  std::string key;
  llvm::raw_string_ostream out(key);
  for (size_t i = 0; i < functions.size(); ++i) {
    const HostFunction& function = functions[i];
    out << "function " << i << " " << Counted(function.name) << " file "
        << Counted(function.source.name()) << " line " << function.source.first_line() << "\n";
    out << "text " << Counted(function.source.text()) << "\n";
    for (const auto& [option, value] : function.options) {
      out << "option " << Counted(option) << " = " << value << "\n";
    }
    for (const std::string& signature : function.signatures) {
      out << "signature " << Counted(signature) << "\n";
    }
    for (const auto& [name, value] : function.globals) {
      out << "value " << Counted(name) << " = " << value.KeyText() << "\n";
    }
  }
  return key;
}

}  // namespace

HostValue HostValue::Int(DType dtype, int64_t value) {
  HostValue v;
  v.kind = Kind::Int;
  v.dtype = dtype;
  v.int_value = value;
  return v;
}

HostValue HostValue::Float(DType dtype, double value) {
  HostValue v;
  v.kind = Kind::Float;
  v.dtype = dtype;
  v.float_value = value;
  return v;
}

HostValue HostValue::Complex(DType dtype, double real, double imag) {
  HostValue v;
  v.kind = Kind::Complex;
  v.dtype = dtype;
  v.float_value = real;
  v.imag_value = imag;
  return v;
}

HostValue HostValue::Bool(bool value) {
  HostValue v;
  v.kind = Kind::Bool;
  v.dtype = DType::Bool;
  v.int_value = value;
  return v;
}

HostValue HostValue::NoneValue() { return HostValue(); }

HostValue HostValue::Tuple(std::vector<HostValue> elements) {
  HostValue v;
  v.kind = Kind::Tuple;
  v.elements = std::move(elements);
  return v;
}

HostValue HostValue::Module(std::string dotted) {
  HostValue v;
  v.kind = Kind::Module;
  v.module = std::move(dotted);
  return v;
}

HostValue HostValue::Member(std::string module, std::string member) {
  HostValue v;
  v.kind = Kind::Member;
  v.module = std::move(module);
  v.member = std::move(member);
  return v;
}

HostValue HostValue::Function(int index) {
  HostValue v;
  v.kind = Kind::Function;
  v.function = index;
  return v;
}

HostValue HostValue::Array(DType dtype, std::vector<int64_t> shape, std::string data) {
  HostValue v;
  v.kind = Kind::Array;
  v.dtype = dtype;
  v.shape = std::move(shape);
  v.data = std::move(data);
  return v;
}

HostValue HostValue::DeviceArray(DType dtype, std::vector<int64_t> shape,
                                 std::vector<int64_t> strides, uint64_t pointer) {
  HostValue v;
  v.kind = Kind::DeviceArray;
  v.dtype = dtype;
  v.shape = std::move(shape);
  v.strides = std::move(strides);
  v.pointer = pointer;
  return v;
}

HostValue HostValue::Enum(std::string name, bool int_enum, std::vector<std::string> names,
                          std::vector<HostValue> values, std::string member) {
  HostValue v;
  v.kind = Kind::Enum;
  v.module = std::move(name);
  v.int_value = int_enum;
  v.names = std::move(names);
  v.elements = std::move(values);
  v.member = std::move(member);
  return v;
}

HostValue HostValue::Unusable(std::string description) {
  HostValue v;
  v.kind = Kind::Unusable;
  v.description = std::move(description);
  return v;
}

std::string HostValue::KeyText() const {
  switch (kind) {
    case Kind::Int:
      return "int " + DTypeName(dtype) + " " + std::to_string(int_value);
    case Kind::Float:
      return "float " + DTypeName(dtype) + " " + ExactFloat(float_value);
    case Kind::Complex:
      return "complex " + DTypeName(dtype) + " " + ExactFloat(float_value) + " " +
             ExactFloat(imag_value);
    case Kind::Bool:
      return int_value ? "bool True" : "bool False";
    case Kind::None:
      return "None";
    case Kind::Tuple: {
      std::string text = "tuple " + std::to_string(elements.size()) + " (";
      for (size_t i = 0; i < elements.size(); ++i) {
        text += (i ? ", " : "") + elements[i].KeyText();
      }
      return text + ")";
    }
    case Kind::Module:
      return "module " + Counted(module);
    case Kind::Member:
      return "member " + Counted(module) + " " + Counted(member);
    case Kind::Function:
      return "function " + std::to_string(function);
    case Kind::Array:
      return "array " + DTypeName(dtype) + " " + TupleText(shape) + " bytes " +
             std::to_string(data.size()) + " blake3 " + KeyHash(data);
    case Kind::DeviceArray: {
      char address[32];
      std::snprintf(address, sizeof address, "0x%llx", static_cast<unsigned long long>(pointer));
      return "device array " + DTypeName(dtype) + " " + TupleText(shape) + " strides " +
             TupleText(strides) + " at " + address;
    }
    case Kind::Unusable:
      return "unusable " + Counted(description);
    case Kind::Enum: {
      std::string text = (int_value ? "intenum " : "enum ") + Counted(module) + " " +
                         std::to_string(names.size()) + " (";
      for (size_t i = 0; i < names.size(); ++i) {
        text += (i ? ", " : "") + Counted(names[i]) + " = " + elements[i].KeyText();
      }
      return text + ") member " + Counted(member);
    }
  }
  DSLC_FATAL("a host value of no known kind");
}

std::unique_ptr<LoadedModule> LoadHostModule(std::vector<HostFunction> functions,
                                             DiagnosticEmitter& emitter, PhaseTimer& timer) {
  DSLC_CHECK(!functions.empty(), "a host program's module without functions");
  auto parts = std::make_unique<ModuleParts>();
  parts->from_host = true;
  parts->host_key = HostModuleKey(functions);
  parts->types = std::make_unique<TypeContext>();
  uint32_t errors = emitter.error_count();
  for (HostFunction& function : functions) {
    SourceParts& source = parts->sources.emplace_back();
    source.source = std::make_unique<SourceBuffer>(std::move(function.source));
    const CompileSubject subject{source.source->name().str(), function.name, "", ""};
    TokenizedBuffer tokens =
        timer.Time(Phase::Lex, subject, [&] { return Lex(*source.source, emitter); });
    source.ast = timer.Time(Phase::Parse, subject, [&] {
      return ParseFunctionText(tokens, emitter, UnsupportedConstructs::DeferToTyping);
    });
  }
  if (emitter.error_count() == errors) {
    const CompileSubject subject{parts->sources[0].source->name().str(), functions[0].name, "", ""};
    timer.Time(Phase::Scope, subject, [&] {
      HostScopes(*parts, emitter).Build(functions);
      return 0;
    });
    parts->ok = emitter.error_count() == errors;
  }
  return std::make_unique<LoadedModule>(std::move(parts));
}

}  // namespace dslc
