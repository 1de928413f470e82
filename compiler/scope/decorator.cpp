#include "compiler/scope/decorator.h"

#include "compiler/scope/constant_eval.h"
#include "llvm/ADT/StringSet.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(UnknownJitOption, Error,
                "unknown option `{0}` for `@cuda.jit`; the options are {1}", llvm::StringRef,
                llvm::StringRef);
DSLC_DIAGNOSTIC(UnknownCpuJitOption, Error,
                "unknown option `{0}` for Numba's `@jit`; its options are nopython, nogil, "
                "parallel, fastmath, cache, debug, inline, boundscheck, error_model, forceobj, "
                "looplift, locals, no_rewrites, no_cpython_wrapper and no_cfunc_wrapper",
                llvm::StringRef);
DSLC_DIAGNOSTIC(BadJitOptionValue, Error, "`{0}=` needs {1}, not `{2}`", llvm::StringRef,
                llvm::StringRef, llvm::StringRef);
DSLC_DIAGNOSTIC(InSignatureOf, Note, "in the signature of `{0}`", llvm::StringRef);
DSLC_DIAGNOSTIC(UnsupportedJitOption, Error, "`{0}=` is not supported: {1}", llvm::StringRef,
                llvm::StringRef);
DSLC_DIAGNOSTIC(BadSignatureArgument, Error,
                "expected a signature, found `{0}`: a signature is a string such as "
                "\"void(float32[:], int32)\", a list of them, or a type expression",
                llvm::StringRef);
DSLC_DIAGNOSTIC(TooManyJitArguments, Error,
                "`@cuda.jit` takes at most one positional argument, the signature");

// "cache, debug, ... and opt": the options dslc reads.
const std::string& JitOptionNames() {
  static const std::string names = [] {
    std::vector<std::string> all = {
#define DSLC_JIT_BOOL(name, default_value) #name,
#define DSLC_JIT_COUNT(name) #name,
#define DSLC_JIT_SPECIAL(name, Reader) #name,
#include "compiler/scope/jit_options.def"
    };
    std::string text;
    for (size_t i = 0; i < all.size(); ++i) {
      text += (i == 0 ? "" : i + 1 == all.size() ? " and " : ", ") + all[i];
    }
    return text;
  }();
  return names;
}

// The decorator the parser recognised: the one whose callee is `...jit`.
const Expr* FindJitDecorator(const FunctionDefStmt& def) {
  for (const Expr* decorator : def.decorators) {
    const Expr* callee = decorator;
    if (const auto* call = llvm::dyn_cast<CallExpr>(decorator)) callee = call->callee;
    if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(callee)) {
      if (attribute->name == "jit" || attribute->name == "njit") return decorator;
    } else if (llvm::isa<NameExpr>(callee)) {
      return decorator;
    }
  }
  return def.decorators.empty() ? nullptr : def.decorators.front();
}

// Counts of threads, blocks or registers: far below this in practice.
constexpr int64_t kMaxCount = int64_t{1} << 20;

class DecoratorReader {
 public:
  DecoratorReader(const Ast& ast, const GlobalLookup& lookup, TypeContext& types,
                  DiagnosticEmitter& emitter, std::deque<SourceBuffer>& extra_buffers,
                  FunctionInfo& info)
      : ast_(ast),
        lookup_(lookup),
        types_(types),
        emitter_(emitter),
        extra_buffers_(extra_buffers),
        info_(info) {}

  void Read() {
    // Numba's CPU `@jit` / `@njit`: a device function when kernels call it.
    if (info_.def->cpu_jit) info_.options.device = true;
    const auto* call = llvm::dyn_cast_or_null<CallExpr>(FindJitDecorator(*info_.def));
    if (!call) return;
    if (call->args.size() > 1) emitter_.Emit(Loc(call->args[1]->range()), TooManyJitArguments);
    if (!call->args.empty()) ReadSignatures(*call->args[0]);
    for (const KeywordArg& keyword : call->keywords) {
      if (info_.def->cpu_jit) {
        ReadCpuOption(keyword);
      } else {
        ReadOption(keyword);
      }
    }
  }

 private:
  Location Loc(SourceRange range) const { return {&ast_.source(), range}; }
  llvm::StringRef Text(const Expr& expr) const {
    return ast_.source().text().slice(expr.range().begin, expr.range().end);
  }

  std::optional<ConstValue> Constant(const Expr& expr) {
    std::string why;
    SourceRange where;
    return EvaluateConstant(types_, expr, lookup_, &why, &where);
  }

  bool ReadBool(const KeywordArg& keyword, bool* value) {
    auto constant = Constant(*keyword.value);
    if (!constant || !constant->type()->is_bool()) {
      emitter_.Emit(Loc(keyword.value->range()), BadJitOptionValue, keyword.name, "True or False",
                    Text(*keyword.value));
      return false;
    }
    *value = constant->as_bool();
    return true;
  }

  bool ReadPositiveInt(const Expr& expr, llvm::StringRef name, int* value) {
    auto constant = Constant(expr);
    if (!constant || !constant->type()->is_integer() || constant->as_int() <= 0 ||
        constant->as_int() > kMaxCount) {
      bool too_big = constant && constant->type()->is_integer() && constant->as_int() > kMaxCount;
      std::string wanted = too_big ? "an integer from 1 to " + std::to_string(kMaxCount)
                                   : std::string("a positive integer");
      emitter_.Emit(Loc(expr.range()), BadJitOptionValue, name, wanted, Text(expr));
      return false;
    }
    *value = static_cast<int>(constant->as_int());
    return true;
  }

  // `link=obj.files` of cuda.coop objects (or a tuple, list or sum of
  // them): their code is compiled in, there is nothing to link.
  bool IsCoopFiles(const Expr& value) const {
    if (const auto* binary = llvm::dyn_cast<BinaryExpr>(&value)) {
      return IsCoopFiles(*binary->lhs) && IsCoopFiles(*binary->rhs);
    }
    llvm::ArrayRef<Expr*> elements;
    if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&value)) elements = tuple->elements;
    if (const auto* list = llvm::dyn_cast<ListExpr>(&value)) elements = list->elements;
    if (!elements.empty()) {
      return llvm::all_of(elements, [&](const Expr* e) { return IsCoopFiles(*e); });
    }
    const auto* files = llvm::dyn_cast<AttributeExpr>(&value);
    const auto* object = files ? llvm::dyn_cast<NameExpr>(files->object) : nullptr;
    const GlobalBinding* binding = object ? lookup_(object->name) : nullptr;
    return files && files->name == "files" && binding &&
           binding->kind == GlobalBinding::Kind::Function && !binding->function->bound.empty();
  }

  void ReadOption(const KeywordArg& keyword) {
    JitOptions& o = info_.options;
    llvm::StringRef name = keyword.name;
    if (name == "link" && IsCoopFiles(*keyword.value)) return;
#define DSLC_JIT_BOOL(option, default_value) \
  if (name == #option) return (void)ReadBool(keyword, &o.option);
#define DSLC_JIT_COUNT(option) \
  if (name == #option) return (void)ReadPositiveInt(*keyword.value, name, &o.option);
#define DSLC_JIT_SPECIAL(option, Reader) \
  if (name == #option) return Reader(*keyword.value);
#define DSLC_JIT_UNSUPPORTED(option)                                                    \
  if (name == #option) {                                                                \
    return emitter_.Emit(Loc(keyword.name_range), UnsupportedJitOption, name,           \
                         "dslc compiles kernels from source and links only libdevice"); \
  }
#include "compiler/scope/jit_options.def"
    emitter_.Emit(Loc(keyword.name_range), UnknownJitOption, name, JitOptionNames());
  }

  // Options of Numba's CPU decorators: `fastmath=True` applies on the GPU
  // too; the others are about CPU code (threads, the GIL, Python objects)
  // and have no meaning for a device function.
  void ReadCpuOption(const KeywordArg& keyword) {
    static const llvm::StringSet<> kCpuOnly = {
        "nopython",         "nogil",       "parallel",    "forceobj", "looplift",
        "boundscheck",      "error_model", "no_rewrites", "locals",   "no_cpython_wrapper",
        "no_cfunc_wrapper", "cache",       "debug",       "inline",   "_nrt",
        "target_backend"};
    if (keyword.name == "fastmath") {
      // Numba also takes a set of flags (`{"nnan", "ninf"}`): some flags,
      // which dslc cannot apply one by one, leave fastmath off.
      if (auto constant = Constant(*keyword.value); constant && constant->type()->is_bool()) {
        info_.options.fastmath = constant->as_bool();
      }
      return;
    }
    if (kCpuOnly.contains(keyword.name)) return;
    emitter_.Emit(Loc(keyword.name_range), UnknownCpuJitOption, keyword.name);
  }

  // inline=True, False, "always" or "never"
  void ReadInline(const Expr& value) {
    if (const auto* string = llvm::dyn_cast<StringLiteralExpr>(&value)) {
      if (string->value == "always" || string->value == "never") return;
    } else if (auto constant = Constant(value); constant && constant->type()->is_bool()) {
      return;
    }
    emitter_.Emit(Loc(value.range()), BadJitOptionValue, "inline",
                  "True, False, \"always\" or \"never\"", Text(value));
  }

  // launch_bounds=threads or (threads, min_blocks)
  void ReadLaunchBounds(const Expr& value) {
    JitOptions& o = info_.options;
    if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&value)) {
      if (tuple->elements.empty() || tuple->elements.size() > 2) {
        emitter_.Emit(Loc(value.range()), BadJitOptionValue, "launch_bounds",
                      "a thread count or (threads, minimum blocks per multiprocessor)",
                      Text(value));
        return;
      }
      ReadPositiveInt(*tuple->elements[0], "launch_bounds", &o.launch_bounds_threads);
      if (tuple->elements.size() == 2) {
        ReadPositiveInt(*tuple->elements[1], "launch_bounds", &o.launch_bounds_min_blocks);
      }
      return;
    }
    ReadPositiveInt(value, "launch_bounds", &o.launch_bounds_threads);
  }

  void ReadSignatures(const Expr& arg) {
    if (const auto* list = llvm::dyn_cast<ListExpr>(&arg)) {
      for (const Expr* element : list->elements) ReadSignatures(*element);
      return;
    }
    if (const auto* name = llvm::dyn_cast<NameExpr>(&arg)) {
      // `sig = (int32[:, ::1],)` then `@cuda.jit(sig)`: the value the name
      // has when the decorator runs.
      if (const Expr* value = ModuleAssignment(name->name, arg.range().begin)) {
        return ReadSignatures(*value);
      }
    }
    if (const auto* string = llvm::dyn_cast<StringLiteralExpr>(&arg)) {
      ReadSignatureString(*string);
      return;
    }
    std::optional<Signature> signature = SignatureFromExpr(arg);
    if (signature) info_.signatures.push_back(*signature);
  }

  // The value of the last top-level `name = value` before `offset`, or null.
  // A value that names another variable is read before its own statement,
  // so the chain ends.
  const Expr* ModuleAssignment(llvm::StringRef name, uint32_t offset) const {
    const Expr* value = nullptr;
    for (const Stmt* stmt : ast_.body()) {
      if (stmt->range().end > offset) break;
      const auto* assign = llvm::dyn_cast<AssignStmt>(stmt);
      if (!assign || assign->targets.size() != 1) continue;
      const auto* target = llvm::dyn_cast<NameExpr>(assign->targets[0]);
      if (target && target->name == name) value = assign->value;
    }
    return value;
  }

  // Where the string's value starts in the file, when the file holds it
  // verbatim (one literal, no escapes), so errors can point into it.
  std::optional<uint32_t> ValueOffsetInFile(const StringLiteralExpr& string) const {
    llvm::StringRef source = ast_.source().text().slice(string.range().begin, string.range().end);
    size_t quote = source.find_first_of("\"'");
    if (quote == llvm::StringRef::npos) return std::nullopt;
    size_t quote_length = source.substr(quote).starts_with(std::string(3, source[quote])) ? 3 : 1;
    size_t begin = quote + quote_length;
    if (source.size() != begin + string.value.size() + quote_length ||
        source.substr(begin, string.value.size()) != string.value) {
      return std::nullopt;
    }
    return string.range().begin + static_cast<uint32_t>(begin);
  }

  void ReadSignatureString(const StringLiteralExpr& string) {
    std::optional<Signature> signature;
    if (std::optional<uint32_t> begin = ValueOffsetInFile(string)) {
      uint32_t end = *begin + static_cast<uint32_t>(string.value.size());
      signature = ParseSignature(ast_.source(), {*begin, end}, types_, emitter_);
    } else {
      // Its errors point into a buffer of its own, with a note at the string.
      extra_buffers_.push_back(SourceBuffer::FromText("<signature>", string.value.str()));
      const SourceBuffer& buffer = extra_buffers_.back();
      CollectingDiagnosticConsumer held;
      DiagnosticEmitter held_emitter(held);
      signature = ParseSignature(buffer, {0, buffer.size()}, types_, held_emitter);
      for (Diagnostic diagnostic : held.diagnostics()) {
        diagnostic.notes.push_back(
            DiagnosticEmitter::MakeMessage(Loc(string.range()), InSignatureOf, info_.def->name));
        emitter_.Forward(diagnostic);
      }
    }
    if (signature) info_.signatures.push_back(*signature);
  }

  // `void(float32[:], int32)`, `(float32[::1], int64)`, `float32(float32)`.
  std::optional<Signature> SignatureFromExpr(const Expr& expr) {
    Signature signature;
    signature.where = Loc(expr.range());
    llvm::ArrayRef<Expr*> params;
    if (const auto* call = llvm::dyn_cast<CallExpr>(&expr)) {
      // `void(...)`, `numba.void(...)`, `types.none(...)`.
      llvm::StringRef name;
      if (const auto* plain = llvm::dyn_cast<NameExpr>(call->callee)) name = plain->name;
      if (const auto* dotted = llvm::dyn_cast<AttributeExpr>(call->callee)) name = dotted->name;
      if (name == "void" || name == "none") {
        signature.return_type = types_.None();
      } else {
        signature.return_type = TypeFromExpr(*call->callee);
        if (!signature.return_type) return std::nullopt;
      }
      params = call->args;
    } else if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&expr)) {
      params = tuple->elements;
    } else {
      emitter_.Emit(Loc(expr.range()), BadSignatureArgument, Text(expr));
      return std::nullopt;
    }
    for (const Expr* param : params) {
      const Type* type = TypeFromExpr(*param);
      if (!type) return std::nullopt;
      signature.params.push_back(type);
    }
    return signature;
  }

  // A type written as an expression: `float32`, `numba.int64`, `float32[:, ::1]`.
  // The text is the source's, so the signature parser reads it.
  const Type* TypeFromExpr(const Expr& expr) {
    SourceRange range = expr.range();
    if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(&expr)) {
      if (!llvm::isa<SubscriptExpr>(expr)) range.begin = attribute->name_range.begin;
    } else if (const auto* subscript = llvm::dyn_cast<SubscriptExpr>(&expr)) {
      if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(subscript->object)) {
        range.begin = attribute->name_range.begin;
      }
    }
    return ParseTypeName(ast_.source(), range, types_, emitter_);
  }

  const Ast& ast_;
  const GlobalLookup& lookup_;
  TypeContext& types_;
  DiagnosticEmitter& emitter_;
  std::deque<SourceBuffer>& extra_buffers_;
  FunctionInfo& info_;
};

// The options a host program read from its decorator, by value: what
// DecoratorReader checks, with errors at the `def`'s name. A reader for
// each DSLC_JIT_SPECIAL option, under the decorator reader's name.
class HostOptionReader {
 public:
  HostOptionReader(DiagnosticEmitter& emitter, FunctionInfo& info)
      : emitter_(emitter), info_(info) {}

  void Apply(llvm::StringRef name, int64_t value) {
    JitOptions& o = info_.options;
    name_ = name;
    value_ = value;
#define DSLC_JIT_BOOL(option, default_value) \
  if (name == #option) return ReadBool(&o.option);
#define DSLC_JIT_COUNT(option) \
  if (name == #option) return ReadCount(&o.option);
#define DSLC_JIT_SPECIAL(option, Reader) \
  if (name == #option) return Reader();
#define DSLC_JIT_UNSUPPORTED(option)                                                    \
  if (name == #option) {                                                                \
    return emitter_.Emit(Where(), UnsupportedJitOption, name,                           \
                         "dslc compiles kernels from source and links only libdevice"); \
  }
#include "compiler/scope/jit_options.def"
    emitter_.Emit(Where(), UnknownJitOption, name, JitOptionNames());
  }

 private:
  Location Where() const { return info_.At(info_.def->name_range); }

  void ReadBool(bool* field) {
    if (value_ != 0 && value_ != 1) {
      emitter_.Emit(Where(), BadJitOptionValue, name_, "True or False", std::to_string(value_));
      return;
    }
    *field = value_ != 0;
  }

  void ReadCount(int* field) {
    if (value_ <= 0 || value_ > kMaxCount) {
      std::string wanted = value_ > 0 ? "an integer from 1 to " + std::to_string(kMaxCount)
                                      : std::string("a positive integer");
      emitter_.Emit(Where(), BadJitOptionValue, name_, wanted, std::to_string(value_));
      return;
    }
    *field = static_cast<int>(value_);
  }

  // Any value the decorator took (True, False, "always", "never").
  void ReadInline() {}
  void ReadLaunchBounds() { ReadCount(&info_.options.launch_bounds_threads); }

  DiagnosticEmitter& emitter_;
  FunctionInfo& info_;
  llvm::StringRef name_;
  int64_t value_ = 0;
};

}  // namespace

void ApplyJitOption(llvm::StringRef name, int64_t value, DiagnosticEmitter& emitter,
                    FunctionInfo& info) {
  HostOptionReader(emitter, info).Apply(name, value);
}

void AddSignatureText(const std::string& text, ModuleScope& scope, DiagnosticEmitter& emitter,
                      FunctionInfo& info) {
  const SourceBuffer& buffer = scope.KeepBuffer(SourceBuffer::FromText("<signature>", text));
  CollectingDiagnosticConsumer held;
  DiagnosticEmitter held_emitter(held);
  std::optional<Signature> signature =
      ParseSignature(buffer, {0, buffer.size()}, scope.types(), held_emitter);
  for (Diagnostic diagnostic : held.diagnostics()) {
    diagnostic.notes.push_back(DiagnosticEmitter::MakeMessage(info.At(info.def->name_range),
                                                              InSignatureOf, info.def->name));
    emitter.Forward(diagnostic);
  }
  if (signature) info.signatures.push_back(*signature);
}

void ReadJitDecorator(const Ast& ast, const GlobalLookup& lookup, TypeContext& types,
                      DiagnosticEmitter& emitter, std::deque<SourceBuffer>& extra_buffers,
                      FunctionInfo& info) {
  DecoratorReader(ast, lookup, types, emitter, extra_buffers, info).Read();
}

}  // namespace dslc
