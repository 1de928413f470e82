#include "compiler/sema/kernel_resources.h"

#include <algorithm>

#include "compiler/sema/infer_impl.h"
#include "llvm/Support/MathExtras.h"

namespace dslc {
namespace {

DSLC_DIAGNOSTIC(StaticSharedTooLarge, Error,
                "kernel `{0}` has {1} bytes of static shared memory, more than the {2} (48 KiB) a "
                "block can have; for more, use dynamic shared memory (`cuda.shared.array(0, "
                "dtype)`, sized at launch), which the runtime opts in up to the GPU's limit",
                llvm::StringRef, std::string, uint64_t);
DSLC_DIAGNOSTIC(SharedArrayBytes, Note, "{0}", std::string);

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

std::string Describe(const SharedArray& array, const TypedFunction& kernel) {
  const ArrayAllocation& allocation = *array.allocation;
  std::string text = "`cuda.shared.array` of shape " + ShapeText(allocation.shape) + " and dtype " +
                     allocation.dtype->name() + ": " + BytesText(array.bytes) + " bytes";
  if (array.padded != array.bytes && array.bytes < kSaturated) {
    text += ", " + BytesText(array.padded) + " with its alignment of " +
            std::to_string(allocation.alignment);
  }
  if (array.function != &kernel) {
    std::vector<const Type*> params(array.function->param_types().begin(),
                                    array.function->param_types().end());
    text += ", in `" + ProgramTyper::SpecializationName(array.function->info(), params) + "`";
  }
  return text;
}

}  // namespace

uint64_t KernelParameterBytes(llvm::ArrayRef<const Type*> params) {
  uint64_t bytes = 0;
  auto add = [&](uint64_t size) { bytes = llvm::alignTo(bytes, size) + size; };
  for (const Type* param : params) {
    if (param->is_scalar()) {
      add(std::max(1u, param->bits() / 8));
      continue;
    }
    add(8);  // the data pointer
    int words = param->ndim() * (param->layout() == Layout::A ? 2 : 1);
    for (int i = 0; i < words; ++i) add(8);
  }
  return bytes;
}

bool ComputeKernelResources(TypedProgram& program, const ModuleScope& scope,
                            DiagnosticEmitter& emitter) {
  KernelResources& resources = program.resources;
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
  if (resources.static_shared_bytes <= kMaxStaticSharedBytes) return true;
  // Source order; specialisations of one function keep the order they were
  // typed in.
  std::stable_sort(arrays.begin(), arrays.end(), [](const SharedArray& a, const SharedArray& b) {
    return a.allocation->where.begin < b.allocation->where.begin;
  });
  const TypedFunction& kernel = *program.kernel;
  const SourceBuffer* source = &scope.ast().source();
  DiagnosticEmitter::Builder error =
      emitter.Build({source, kernel.def().name_range}, StaticSharedTooLarge, kernel.def().name,
                    BytesText(resources.static_shared_bytes), kMaxStaticSharedBytes);
  for (const SharedArray& array : arrays) {
    error.Note({source, array.allocation->where}, SharedArrayBytes, Describe(array, kernel));
  }
  error.Emit();
  return false;
}

}  // namespace dslc
