#include "compiler/types/libdevice_functions.h"

#include "compiler/base/internal_error.h"

namespace dslc {
namespace {

// The words of libdevice_functions.def: `Float64`, `Out(Int32)`, `Void`.
namespace def_words {

struct Word {
  ScalarKind kind;
  bool out = false;
  bool none = false;  // Void
};

constexpr Word Void{ScalarKind::Int32, false, true};
constexpr Word Int16{ScalarKind::Int16};
constexpr Word Int32{ScalarKind::Int32};
constexpr Word Int64{ScalarKind::Int64};
constexpr Word Float32{ScalarKind::Float32};
constexpr Word Float64{ScalarKind::Float64};
constexpr Word Out(Word word) { return {word.kind, true, false}; }

struct ParamList {
  std::array<LibdeviceParam, kMaxLibdeviceParams> params;
  size_t count;
};

template <typename... Words>
constexpr ParamList Params(Words... words) {
  static_assert(sizeof...(Words) <= kMaxLibdeviceParams, "raise kMaxLibdeviceParams");
  return {{LibdeviceParam{words.kind, words.out}...}, sizeof...(Words)};
}

constexpr LibdeviceSignature Entry(BuiltinId id, llvm::StringRef name, Word result,
                                   ParamList params) {
  std::optional<ScalarKind> kind;
  if (!result.none) kind = result.kind;
  return {id, name, kind, params.params, params.count};
}

#define DSLC_LIBDEVICE(Id, Name, Result, ParamWords) \
  Entry(BuiltinId::Libdevice##Id, Name, Result, Params ParamWords),
constexpr LibdeviceSignature kSignatures[] = {
#include "compiler/types/libdevice_functions.def"
};

}  // namespace def_words

using def_words::kSignatures;

// The family's builtins follow one another in builtins.def, in the order of
// libdevice_functions.def: a builtin's place among them is its index here.
constexpr bool InBuiltinOrder() {
  for (size_t i = 0; i < std::size(kSignatures); ++i) {
    if (static_cast<size_t>(kSignatures[i].id) != static_cast<size_t>(kSignatures[0].id) + i) {
      return false;
    }
  }
  return true;
}
static_assert(InBuiltinOrder(), "libdevice's builtins are not in libdevice_functions.def's order");

}  // namespace

const LibdeviceSignature& SignatureOf(LibdeviceBuiltin which) {
  size_t index = static_cast<size_t>(IdOf(which)) - static_cast<size_t>(kSignatures[0].id);
  DSLC_CHECK(index < std::size(kSignatures),
             "`" + QualifiedName(IdOf(which)) + "` is not one of libdevice's functions");
  return kSignatures[index];
}

llvm::ArrayRef<LibdeviceSignature> AllLibdeviceSignatures() { return kSignatures; }

std::vector<ScalarKind> LibdeviceArgumentKinds(const LibdeviceSignature& signature) {
  std::vector<ScalarKind> kinds;
  for (const LibdeviceParam& param : signature.params()) {
    if (!param.out) kinds.push_back(param.kind);
  }
  return kinds;
}

std::vector<ScalarKind> LibdeviceResultKinds(const LibdeviceSignature& signature) {
  std::vector<ScalarKind> kinds;
  if (signature.result) kinds.push_back(*signature.result);
  for (const LibdeviceParam& param : signature.params()) {
    if (param.out) kinds.push_back(param.kind);
  }
  return kinds;
}

const Type* LibdeviceResultType(TypeContext& types, const LibdeviceSignature& signature) {
  std::vector<const Type*> results;
  for (ScalarKind kind : LibdeviceResultKinds(signature)) results.push_back(types.Scalar(kind));
  return results.size() == 1 ? results[0] : types.Tuple(results);
}

std::string LibdeviceSignatureText(TypeContext& types, const LibdeviceSignature& signature) {
  std::string text = "(";
  std::vector<ScalarKind> args = LibdeviceArgumentKinds(signature);
  for (size_t i = 0; i < args.size(); ++i) text += (i ? ", " : "") + Info(args[i]).name.str();
  return text + ") -> " + LibdeviceResultType(types, signature)->name();
}

}  // namespace dslc
