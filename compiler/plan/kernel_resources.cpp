#include "compiler/plan/kernel_resources.h"

#include <algorithm>
#include <tuple>

#include "llvm/Support/MathExtras.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(StaticSharedTooLarge, Error,
                "kernel `{0}` has {1} bytes of static shared memory, more than the {2} (48 KiB) a "
                "block can have; for more, use dynamic shared memory (`cuda.shared.array(0, "
                "dtype)`, sized at launch), which the runtime opts in up to the GPU's limit",
                llvm::StringRef, std::string, uint64_t);
// A note per array: its shape, dtype and bytes; the bytes its alignment
// pads it to, when more; the specialisation it is in, when not the kernel.
DSLC_DIAGNOSTIC(SharedArrayBytes, Note, "`cuda.shared.array` of shape {0} and dtype {1}: {2} bytes",
                std::string, std::string, std::string);
DSLC_DIAGNOSTIC(SharedArrayBytesAligned, Note,
                "`cuda.shared.array` of shape {0} and dtype {1}: {2} bytes, {3} with its alignment "
                "of {4}",
                std::string, std::string, std::string, std::string, uint64_t);
DSLC_DIAGNOSTIC(SharedArrayBytesIn, Note,
                "`cuda.shared.array` of shape {0} and dtype {1}: {2} bytes, in `{3}`", std::string,
                std::string, std::string, std::string);
DSLC_DIAGNOSTIC(SharedArrayBytesAlignedIn, Note,
                "`cuda.shared.array` of shape {0} and dtype {1}: {2} bytes, {3} with its alignment "
                "of {4}, in `{5}`",
                std::string, std::string, std::string, std::string, uint64_t, std::string);

DSLC_DIAGNOSTIC(ConstantArraysTooLarge, Error,
                "kernel `{0}` reads {1} bytes of constant arrays, more than the {2} (64 KiB) of "
                "constant memory a module has; pass the larger arrays as arguments instead",
                llvm::StringRef, uint64_t, uint64_t);
DSLC_DIAGNOSTIC(ConstantArrayBytes, Note,
                "constant array `{0}` of shape {1} and dtype {2}: {3} bytes", std::string,
                std::string, std::string, uint64_t);

// Far above any limit, and far from overflowing when summed or aligned.
constexpr uint64_t kSaturated = uint64_t{1} << 60;

struct SharedArray {
  const ArrayAllocation* allocation;
  const TypedFunction* function;
  uint64_t bytes;   // its elements
  uint64_t padded;  // rounded up to its alignment
};

uint64_t PaddedBytes(const ArrayAllocation& allocation, uint64_t* bytes) {
  uint64_t item = allocation.dtype->bits() / 8;
  *bytes = item;
  for (int64_t extent : allocation.shape) {
    *bytes = std::min(llvm::SaturatingMultiply(*bytes, static_cast<uint64_t>(extent)), kSaturated);
  }
  return llvm::alignTo(*bytes, std::max<uint64_t>(allocation.alignment, item));
}

// A byte count for a message; sizes are saturated at kSaturated.
std::string BytesText(uint64_t bytes) {
  return bytes >= kSaturated ? "over 2^60" : std::to_string(bytes);
}

std::string ShapeText(llvm::ArrayRef<int64_t> shape) {
  std::string text = "(";
  for (size_t i = 0; i < shape.size(); ++i) text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + (shape.size() == 1 ? ",)" : ")");
}

// The note on `array` of the kernel's error.
void NoteArray(DiagnosticEmitter::Builder& error, Location at, const SharedArray& array,
               const TypedFunction& kernel) {
  const ArrayAllocation& allocation = *array.allocation;
  std::string shape = ShapeText(allocation.shape);
  std::string dtype = allocation.dtype->name();
  std::string bytes = BytesText(array.bytes);
  bool padded = array.padded != array.bytes && array.bytes < kSaturated;
  if (array.function == &kernel) {
    if (padded) {
      error.Note(at, SharedArrayBytesAligned, shape, dtype, bytes, BytesText(array.padded),
                 allocation.alignment);
    } else {
      error.Note(at, SharedArrayBytes, shape, dtype, bytes);
    }
    return;
  }
  std::string in = SpecializationName(array.function->info(), array.function->args());
  if (padded) {
    error.Note(at, SharedArrayBytesAlignedIn, shape, dtype, bytes, BytesText(array.padded),
               allocation.alignment, in);
  } else {
    error.Note(at, SharedArrayBytesIn, shape, dtype, bytes, in);
  }
}

}  // namespace

uint64_t KernelParameterBytes(llvm::ArrayRef<const Type*> params) {
  uint64_t bytes = 0;
  auto add = [&](uint64_t size, uint64_t align) { bytes = llvm::alignTo(bytes, align) + size; };
  std::vector<const Type*> leaves;
  for (const Type* type : params) KernelAbiLeaves(type, &leaves);
  for (const Type* param : leaves) {
    if (param->is_scalar()) {
      // A complex number is a pair of its parts, aligned as one part.
      uint64_t size = std::max(1u, param->bits() / 8);
      add(size, param->is_complex() ? size / 2 : size);
      continue;
    }
    add(8, 8);  // the data pointer
    if (param->is_record()) continue;
    int words = param->ndim() * (param->layout() == Layout::A ? 2 : 1);
    for (int i = 0; i < words; ++i) add(8, 8);
  }
  return bytes;
}

namespace {

// The constant arrays the program reads, each once (arrays of the same
// type and bytes are one in the module), against the module's constant
// memory.
bool CheckConstantArrays(const TypedProgram& program, KernelResources& resources,
                         DiagnosticEmitter& emitter) {
  std::vector<std::pair<const TypedFunction*, ConstArrayRead>> reads;
  uint64_t bytes = 0;
  for (const std::unique_ptr<TypedFunction>& function : program.functions) {
    for (const ConstArrayRead& read : function->ConstArrays()) {
      if (read.array->on_device) continue;  // in the GPU's memory, not the module's
      bool same = llvm::any_of(reads, [&](const auto& other) {
        const ConstArray& a = *other.second.array;
        const ConstArray& b = *read.array;
        return &a == &b || (a.type == b.type && a.shape == b.shape && a.data == b.data);
      });
      if (same) continue;
      reads.push_back({function.get(), read});
      bytes += read.array->data.size();
    }
  }
  resources.constant_bytes = bytes;
  if (bytes <= kMaxConstantBytes) return true;
  const TypedFunction& kernel = *program.kernel;
  DiagnosticEmitter::Builder error =
      emitter.Build(kernel.info().At(kernel.def().name_range), ConstantArraysTooLarge,
                    kernel.def().name, bytes, kMaxConstantBytes);
  for (const auto& [function, read] : reads) {
    const FunctionInfo& info = function->info();
    std::string name = info.source().text().slice(read.where.begin, read.where.end).str();
    error.Note(info.At(read.where), ConstantArrayBytes, name, ShapeText(read.array->shape),
               read.array->type->dtype()->name(), read.array->data.size());
  }
  error.Emit();
  return false;
}

}  // namespace

std::optional<KernelResources> ComputeKernelResources(const TypedProgram& program,
                                                      DiagnosticEmitter& emitter) {
  KernelResources resources;
  if (!CheckConstantArrays(program, resources, emitter)) return std::nullopt;
  resources.parameter_bytes = KernelParameterBytes(program.kernel->param_types());
  std::vector<SharedArray> arrays;
  for (const std::unique_ptr<TypedFunction>& function : program.functions) {
    resources.cooperative = resources.cooperative || function->uses_grid_group();
    for (const ArrayAllocation* allocation : function->Allocations()) {
      if (allocation->space != ArrayAllocation::Space::Shared) continue;
      if (allocation->dynamic) {
        resources.dynamic_shared = true;
        continue;
      }
      SharedArray array{allocation, function.get(), 0, 0};
      array.padded = PaddedBytes(*allocation, &array.bytes);
      resources.static_shared_bytes =
          std::min(resources.static_shared_bytes + array.padded, kSaturated);
      arrays.push_back(array);
    }
  }
  if (resources.static_shared_bytes <= kMaxStaticSharedBytes) return resources;
  // Source order (by file and line, for functions with sources of their
  // own); specialisations of one function keep the order they were typed in.
  auto place = [](const SharedArray& array) {
    const SourceBuffer& source = array.function->info().source();
    return std::make_tuple(source.name(), source.first_line(), array.allocation->where.begin);
  };
  std::stable_sort(arrays.begin(), arrays.end(),
                   [&](const SharedArray& a, const SharedArray& b) { return place(a) < place(b); });
  const TypedFunction& kernel = *program.kernel;
  DiagnosticEmitter::Builder error = emitter.Build(
      kernel.info().At(kernel.def().name_range), StaticSharedTooLarge, kernel.def().name,
      BytesText(resources.static_shared_bytes), kMaxStaticSharedBytes);
  for (const SharedArray& array : arrays) {
    NoteArray(error, array.function->info().At(array.allocation->where), array, kernel);
  }
  error.Emit();
  return std::nullopt;
}

}  // namespace dslc
