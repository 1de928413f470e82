// The C interface's packed launches: the words decoded into a signature key
// and parameter pointers, then the launch core Kernel::Launch uses too
// (launch.h). A launch of a signature already compiled allocates nothing and
// builds no string.
#include <algorithm>
#include <cstdio>
#include <limits>
#include <mutex>
#include <span>
#include <string>
#include <vector>

#include "interface/launch_words.h"
#include "runtime/array_layout.h"
#include "runtime/c_api/errors.h"
#include "runtime/c_api/handles.h"
#include "runtime/c_api/packed_launch.h"
#include "runtime/enum_types.h"
#include "runtime/fitting_forms.h"
#include "runtime/record_types.h"
#include "runtime/tuple_types.h"

namespace dslc {
namespace {

using launch_words::CodeKind;
using launch_words::kArrayField;
using launch_words::kElementField;
using launch_words::kIndexField;
using launch_words::kNdimField;

constexpr int64_t kMaxDimension = std::numeric_limits<uint32_t>::max();

// "`saxpy`, argument 2 (`x`): " for the argument of index 1.
std::string ArgumentContext(const internal::KernelState& kernel, int64_t index) {
  return "`" + kernel.name + "`, argument " + std::to_string(index + 1) + " (`" +
         kernel.parameters[static_cast<size_t>(index)] + "`): ";
}

uint32_t Dimension(const internal::KernelState& kernel, int64_t word, const char* what) {
  if (word < 0 || word > kMaxDimension) {
    throw Error("`" + kernel.name + "`: " + what + " of " + std::to_string(word) +
                " is not possible (0 to 4294967295)");
  }
  return static_cast<uint32_t>(word);
}

// What a code word may be, as an error says it: "dtype | 16 * array | ndim
// << 5 with a dtype of 0 to 13 (or 14 and a record dtype in bits 16-23,
// ...)", from launch_words.def.
std::string CodeRule() {
  using namespace launch_words;
  auto text = [](uint32_t value) { return std::to_string(value); };
  const std::string in_index =
      " in bits " + text(kIndexField.shift) + "-" + text(kIndexField.end() - 1);
  return "dtype | " + text(kArrayField.Bits(1)) + " * array | ndim << " + text(kNdimField.shift) +
         " with a dtype of 0 to " + text(kDTypeCount - 1) + " (or " + text(kRecordCode) +
         " and a record dtype" + in_index + ", or " + text(kEnumCode) + " and an enum type" +
         in_index + " for a scalar, or " + text(kElementField.Read(kTupleCode)) + " | 1 << " +
         text(kTupleField.shift) + " and a tuple type" + in_index + ") and 1 to " +
         text(launch_words::kMaxDims) + " dimensions for an array, none for a scalar";
}

// The fields a code of `kind` may set (launch_words.def); the others are 0.
uint64_t FieldsOf(CodeKind kind) {
  const uint64_t element = kElementField.mask(), index = kIndexField.mask();
  const uint64_t dims = kArrayField.mask() | kNdimField.mask();
  switch (kind) {
    case CodeKind::Number:
      return element | dims;
    case CodeKind::Record:
      return element | dims | index;
    case CodeKind::Enum:
      return element | index;
    case CodeKind::Tuple:
      return element | launch_words::kTupleField.mask() | index;
  }
  return 0;
}

// Whether the type a code of `kind` names is one: a dtype, or a registered
// record, enum or tuple type.
bool TypeExists(CodeKind kind, uint64_t code) {
  const int type = static_cast<int>(kIndexField.Read(code));
  switch (kind) {
    case CodeKind::Number:
      return kElementField.Read(code) < static_cast<uint32_t>(launch_words::kDTypeCount);
    case CodeKind::Record:
      return RecordDTypeExists(type);
    case CodeKind::Enum:
      return EnumIndexExists(type);
    case CodeKind::Tuple:
      return TupleIndexExists(type);
  }
  return false;
}

// The code word of argument `index`, checked (launch_words.def): a dtype or
// a registered record's code, a scalar without dimensions or an array of 1
// to 4; or a registered enum or tuple type's code.
uint32_t ArgumentCode(const internal::KernelState& kernel, int64_t index, int64_t code) {
  const uint64_t bits = static_cast<uint64_t>(code);
  const CodeKind kind = launch_words::KindOf(bits);
  const bool array = kArrayField.Read(bits);
  const int ndim = static_cast<int>(kNdimField.Read(bits));
  const bool ok = code >= 0 && (bits & ~FieldsOf(kind)) == 0 &&
                  (array ? ndim >= 1 && ndim <= kMaxDims : ndim == 0) && TypeExists(kind, bits);
  if (!ok) {
    throw Error(ArgumentContext(kernel, index) + "the code " + std::to_string(code) + " is not " +
                CodeRule());
  }
  return static_cast<uint32_t>(code);
}

// The words of a number's value (launch_words.def); a record's, its
// address, is one.
int ValueWords(DType dtype) {
  const int code = static_cast<int>(dtype);
  return code < launch_words::kDTypeCount ? launch_words::kDTypes[code].words : 1;
}

// A record argument is the device address of its bytes.
void CheckRecordPointer(const internal::KernelState& kernel, int64_t index, uint64_t pointer,
                        DType dtype) {
  if (pointer == 0) throw Error(ArgumentContext(kernel, index) + "a null pointer for a record");
  CheckElementPointer(pointer, dtype, ArgumentContext(kernel, index));
}

const char* kLayoutNames[] = {"C-contiguous", "Fortran-contiguous", "strided"};

// Reads the words of a launch's arguments into parameter pointers (the
// kernel ABI's, into the words) and the memory its arrays span.
class ArgumentDecoder {
 public:
  ArgumentDecoder(const internal::KernelState& kernel, PackedLaunch* launch)
      : kernel_(kernel), launch_(launch) {}

  // A number's words (two for a complex128: its parts; a record's address),
  // from `word` on; returns the word after them.
  const int64_t* Number(int64_t index, DType dtype, const int64_t* word) {
    Param(index, word);
    return word + ValueWords(dtype);
  }

  // An array's words: pointer, extents, byte strides. Returns its layout
  // (0 C, 1 F, 2 A), or for a tuple member (`expected` 0 to 2), checks that
  // it has the layout its tuple type gives and passes it as that.
  int Array(int64_t index, DType dtype, int ndim, const int64_t* word, int expected = -1) {
    const uint64_t pointer = static_cast<uint64_t>(word[0]);
    std::span<const int64_t> shape(word + 1, static_cast<size_t>(ndim));
    std::span<const int64_t> strides(word + 1 + ndim, static_cast<size_t>(ndim));
    ByteSpan span;
    try {
      span = CheckArrayMemory(pointer, dtype, shape, strides, "");
    } catch (const Error& error) {
      throw Error(ArgumentContext(kernel_, index) + error.what());
    }
    int layout = LayoutCode(dtype, shape, strides);
    if (expected >= 0) {
      bool fits = expected == 2 || (expected == 0 && IsCContiguous(dtype, shape, strides)) ||
                  (expected == 1 && IsFContiguous(dtype, shape, strides));
      if (!fits) {
        throw Error(ArgumentContext(kernel_, index) + "an array of the tuple is typed " +
                    kLayoutNames[expected] + ", but its strides are not");
      }
      layout = expected;
    }
    if (arrays_ >= static_cast<size_t>(kMaxParams)) TooManyParams(index);
    ranges_[arrays_++] = {pointer + static_cast<uint64_t>(span.low),
                          pointer + static_cast<uint64_t>(span.high)};
    // The kernel ABI: the pointer, the extents, and strides for `[:]` only.
    Param(index, word);
    for (int d = 0; d < ndim; ++d) Param(index, &shape[d]);
    if (layout == 2) {
      for (int d = 0; d < ndim; ++d) Param(index, &strides[d]);
    }
    return layout;
  }

  // The members of a tuple of type `type` in turn; returns the word after
  // them.
  const int64_t* Tuple(int64_t index, int type, const int64_t* word) {
    for (const TupleMember& member : TupleMembers(type)) {
      if (member.ndim == 0) {
        word = Number(index, member.dtype, word);
        continue;
      }
      Array(index, member.dtype, member.ndim, word, member.layout);
      word += 1 + 2 * member.ndim;
    }
    return word;
  }

  bool MayAlias() const { return AnyOverlap({ranges_, arrays_}); }
  int params() const { return params_; }

 private:
  void Param(int64_t index, const int64_t* word) {
    if (params_ >= kMaxParams) TooManyParams(index);
    launch_->params[params_++] = const_cast<int64_t*>(word);
  }
  [[noreturn]] void TooManyParams(int64_t index) {
    throw Error(ArgumentContext(kernel_, index) + "the arguments pass more than " +
                std::to_string(kMaxParams) + " kernel parameters");
  }

  const internal::KernelState& kernel_;
  PackedLaunch* launch_;
  int params_ = 0;
  AddressRange ranges_[kMaxParams];
  size_t arrays_ = 0;
};

}  // namespace

void DecodePackedLaunch(const internal::KernelState& kernel, const int64_t* packed,
                        PackedLaunch* launch) {
  using namespace launch_words;
  launch->grid[0] = packed[kGridXWord];
  launch->grid[1] = packed[kGridYWord];
  launch->grid[2] = packed[kGridZWord];
  launch->block = Dim3(Dimension(kernel, packed[kBlockXWord], "block x"),
                       Dimension(kernel, packed[kBlockYWord], "block y"),
                       Dimension(kernel, packed[kBlockZWord], "block z"));
  launch->shared_bytes =
      Dimension(kernel, packed[kSharedBytesWord], "a dynamic shared memory size");
  launch->stream = reinterpret_cast<CUstream_st*>(static_cast<uintptr_t>(packed[kStreamWord]));
  const int64_t count = packed[kCountWord];
  if (count < 0) throw Error("`" + kernel.name + "`: a negative argument count");
  CheckArity(kernel, static_cast<size_t>(count));
  if (count > SignatureKey::kMaxArgs) {
    throw Error("a kernel takes at most " + std::to_string(SignatureKey::kMaxArgs) + " arguments");
  }

  SignatureKey& key = launch->key;
  key.count = static_cast<uint16_t>(count);
  ArgumentDecoder decoder(kernel, launch);
  const int64_t* word = packed + kHeaderWords;
  for (int64_t i = 0; i < count; ++i) {
    uint32_t code = ArgumentCode(kernel, i, *word++);
    key.codes[i] = code;
    const int type = static_cast<int>(kIndexField.Read(code));
    switch (KindOf(code)) {
      case CodeKind::Tuple:
        word = decoder.Tuple(i, type, word);
        continue;
      case CodeKind::Enum:  // an enum member: its value's bits
        word = decoder.Number(i, EnumValueDType(type), word);
        continue;
      case CodeKind::Record:
      case CodeKind::Number:
        break;
    }
    const DType dtype = CodeDType(code);
    if (!CodeIsArray(code)) {
      if (IsRecordDType(dtype)) CheckRecordPointer(kernel, i, static_cast<uint64_t>(*word), dtype);
      word = decoder.Number(i, dtype, word);
      continue;
    }
    const int ndim = CodeNdim(code);
    const int layout = decoder.Array(i, dtype, ndim, word);
    key.codes[i] = code | kLayoutField.Bits(static_cast<uint32_t>(layout));
    word += 1 + 2 * ndim;
  }
  key.may_alias = decoder.MayAlias();
  launch->param_count = decoder.params();
}

Dim3 GridOf(const internal::KernelState& kernel, const PackedLaunch& launch) {
  return Dim3(Dimension(kernel, launch.grid[0], "grid x"),
              Dimension(kernel, launch.grid[1], "grid y"),
              Dimension(kernel, launch.grid[2], "grid z"));
}

}  // namespace dslc

using namespace dslc;
using namespace dslc::c_api;

namespace {

// dslc_resources of `info`.
void FillResources(const CompiledInfo& info, dslc_resources* resources) {
  resources->registers = info.registers;
  resources->max_threads_per_block = info.max_threads_per_block;
  resources->static_shared_bytes = info.static_shared_bytes;
  resources->local_bytes = info.local_bytes;
  resources->constant_bytes = info.constant_bytes;
  resources->spill_store_bytes = info.spill_store_bytes;
  resources->spill_load_bytes = info.spill_load_bytes;
  resources->form = static_cast<int>(info.form);
  resources->form_threads = info.form_threads;
  std::string text = KernelFormText(info.form, info.form_threads);
  std::snprintf(resources->form_text, sizeof resources->form_text, "%s", text.c_str());
}

// The kernel of a packed call and its decoded words; throws for a null
// handle or words, or words that do not describe a launch of it.
internal::KernelState& Decode(dslc_kernel* kernel, const int64_t* packed, PackedLaunch* launch) {
  Require(kernel, "kernel");
  Require(packed, "packed");
  internal::KernelState& state = KernelOf(kernel);
  DecodePackedLaunch(state, packed, launch);
  return state;
}

}  // namespace

extern "C" {

int dslc_kernel_launch(dslc_kernel* kernel, const int64_t* packed) {
  return Guard(__func__, [&] {
    PackedLaunch launch;
    internal::KernelState& state = Decode(kernel, packed, &launch);
    LaunchConfig config{GridOf(state, launch), launch.block, launch.shared_bytes, nullptr};
    LaunchWithParams(state, launch.key, launch.params, config, launch.stream);
  });
}

int dslc_kernel_compile(dslc_kernel* kernel, const int64_t* packed, char** signature, char** ptx,
                        int* registers, int* max_threads_per_block, uint32_t* static_shared_bytes) {
  return Guard(__func__, [&] {
    PackedLaunch launch;
    internal::KernelState& state = Decode(kernel, packed, &launch);
    const CompiledInfo& info = FindOrCompile(state, launch.key)->info;
    // Both strings are made before either is handed out, so that a failure
    // leaves nothing to free.
    std::unique_ptr<char, void (*)(char*)> text(
        signature ? CopyString(info.facts.signature) : nullptr, dslc_string_free);
    std::unique_ptr<char, void (*)(char*)> code(ptx ? CopyString(info.ptx) : nullptr,
                                                dslc_string_free);
    if (signature) *signature = text.release();
    if (ptx) *ptx = code.release();
    if (registers) *registers = info.registers;
    if (max_threads_per_block) *max_threads_per_block = info.max_threads_per_block;
    if (static_shared_bytes) *static_shared_bytes = info.static_shared_bytes;
  });
}

int dslc_kernel_launch_signature(dslc_kernel* kernel, const int64_t* packed, char** signature,
                                 int* params) {
  return Guard(__func__, [&] {
    PackedLaunch launch;
    Decode(kernel, packed, &launch);
    if (signature) *signature = CopyString(SignatureText(launch.key));
    if (params) *params = launch.param_count;
  });
}

int dslc_kernel_resources(dslc_kernel* kernel, const int64_t* packed, dslc_resources* resources) {
  return Guard(__func__, [&] {
    Require(resources, "resources");
    PackedLaunch launch;
    internal::KernelState& state = Decode(kernel, packed, &launch);
    FillResources(FindOrCompile(state, launch.key)->info, resources);
  });
}

int dslc_kernel_launch_resources(dslc_kernel* kernel, const int64_t* packed,
                                 dslc_resources* resources) {
  return Guard(__func__, [&] {
    Require(resources, "resources");
    PackedLaunch launch;
    internal::KernelState& state = Decode(kernel, packed, &launch);
    LoadedKernel& compiled = *FindOrCompile(state, launch.key, &launch.block);
    FillResources(FormFor(state, compiled, launch.block).info, resources);
  });
}

int dslc_kernel_max_cooperative_blocks(dslc_kernel* kernel, const int64_t* packed,
                                       uint32_t* blocks) {
  return Guard(__func__, [&] {
    PackedLaunch launch;
    internal::KernelState& state = Decode(kernel, packed, &launch);
    Require(blocks, "blocks");
    LoadedKernel& compiled = FormFor(state, *FindOrCompile(state, launch.key), launch.block);
    *blocks = ResidentBlocks(state, compiled, launch.block, launch.shared_bytes);
  });
}

int dslc_kernel_signatures(dslc_kernel* kernel, char** signatures) {
  return Guard(__func__, [&] {
    Require(kernel, "kernel");
    Require(signatures, "signatures");
    internal::KernelState& state = KernelOf(kernel);
    std::vector<std::string> seen;
    {
      std::lock_guard<std::mutex> lock(state.program->mutex);
      for (const std::unique_ptr<LoadedKernel>& compiled : state.compiled) {
        // Variants differ also in whether arrays may overlap; a signature
        // is listed once.
        const std::string& signature = compiled->info.facts.signature;
        if (std::find(seen.begin(), seen.end(), signature) == seen.end()) seen.push_back(signature);
      }
    }
    std::string text;
    for (const std::string& signature : seen) text += signature + "\n";
    *signatures = CopyString(text);
  });
}

}  // extern "C"
