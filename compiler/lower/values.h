// How the kernel language's types are laid out in LLVM IR, and conversions
// between number types with Numba's semantics.
//
//   bool -> i1, intN/uintN -> iN, float16/32/64 -> half/float/double
//   array -> { ptr data, [N x i64] shape, [N x i64] strides (bytes) }, with
//            a generic `ptr`: LLVM infers the address space after inlining
//   tuple -> a literal struct of its elements; None -> {}
//   record -> a generic `ptr` to its bytes (records are references, as in
//            Numba: `r = a[i]; r.x = 1` writes a[i])
//   vector (`float32x4`) -> a literal struct of its elements: {float, ...}
//   enum member -> its value
// Modules, functions, classes and ranges have no run-time value.
#pragma once

#include "compiler/types/types.h"
#include "llvm/IR/IRBuilder.h"

namespace dslc {

// The LLVM type of values of `type`, or null for compile-time things.
llvm::Type* LlvmType(llvm::LLVMContext& context, const Type* type);

// How an element of `type` is held in memory: a bool as a byte, a record
// as its bytes; others as their value.
llvm::Type* MemoryType(llvm::LLVMContext& context, const Type* type);

// The alignment an element of `type` has in memory, NumPy's (sema's
// NaturalAlignment): a scalar its size, a complex number its part's, a
// record RecordAlign.
llvm::Align ElementAlign(const Type* type);

// RecordAlignment and FieldAlignment (types.h) as LLVM takes them.
llvm::Align RecordAlign(const Type* record);
llvm::Align FieldAlign(const Type* record, const RecordField& field);

// The struct that holds an array of `ndim` dimensions.
llvm::StructType* ArrayStructType(llvm::LLVMContext& context, int ndim);

// Converts `value` of type `from` to type `to` (numbers: as Numba casts,
// floats to integers truncating and saturating; arrays: a layout change is
// free; tuples element by element).
llvm::Value* Convert(llvm::IRBuilder<>& builder, llvm::Value* value, const Type* from,
                     const Type* to);

// Python's truth value of a number (nonzero) as an i1.
llvm::Value* Truth(llvm::IRBuilder<>& builder, llvm::Value* value, const Type* type);

}  // namespace dslc
