#include "compiler/lower/values.h"

#include "compiler/base/internal_error.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"

namespace dslc {

llvm::StructType* ArrayStructType(llvm::LLVMContext& context, int ndim) {
  llvm::Type* i64 = llvm::Type::getInt64Ty(context);
  llvm::Type* dims = llvm::ArrayType::get(i64, ndim);
  return llvm::StructType::get(context, {llvm::PointerType::get(context, 0), dims, dims});
}

llvm::Type* LlvmType(llvm::LLVMContext& context, const Type* type) {
  switch (type->kind()) {
    case TypeKind::Scalar:
      if (type->is_bool()) return llvm::Type::getInt1Ty(context);
      if (type->is_complex()) {
        llvm::Type* part = type->part_bits() == 32 ? llvm::Type::getFloatTy(context)
                                                   : llvm::Type::getDoubleTy(context);
        return llvm::StructType::get(context, {part, part});
      }
      if (type->is_integer()) return llvm::Type::getIntNTy(context, type->bits());
      if (type->bits() == 16) return llvm::Type::getHalfTy(context);
      return type->bits() == 32 ? llvm::Type::getFloatTy(context)
                                : llvm::Type::getDoubleTy(context);
    case TypeKind::Array:
      return ArrayStructType(context, type->ndim());
    case TypeKind::Tuple: {
      std::vector<llvm::Type*> elements;
      for (const Type* element : type->elements()) elements.push_back(LlvmType(context, element));
      return llvm::StructType::get(context, elements);
    }
    case TypeKind::None:
      return llvm::StructType::get(context);
    case TypeKind::Record:
      return llvm::PointerType::get(context, 0);  // the record's address: records are references
    case TypeKind::Vector: {
      // A struct of its elements, as Numba's data model has it (integers
      // and float32 or float64: no vector has bools, float16 or complex).
      const ScalarInfo& info = Info(type->scalar());
      llvm::Type* element = !info.is_float    ? llvm::Type::getIntNTy(context, info.bits)
                            : info.bits == 32 ? llvm::Type::getFloatTy(context)
                                              : llvm::Type::getDoubleTy(context);
      return llvm::StructType::get(context, std::vector<llvm::Type*>(type->vector_size(), element));
    }
    case TypeKind::EnumMember:
      return LlvmType(context, type->dtype());  // a member is its value
    case TypeKind::EnumClass:
    case TypeKind::Module:
    case TypeKind::Builtin:
    case TypeKind::NumberClass:
    case TypeKind::DeviceFunction:
    case TypeKind::Range:
    case TypeKind::Dim3:
    case TypeKind::GridGroup:
    case TypeKind::VectorClass:
      return nullptr;
  }
  DSLC_FATAL("no LLVM type for `" + type->name() + "`");
}

llvm::Type* MemoryType(llvm::LLVMContext& context, const Type* type) {
  if (type->is_bool()) return llvm::Type::getInt8Ty(context);
  if (type->is_record()) {
    return llvm::ArrayType::get(llvm::Type::getInt8Ty(context),
                                static_cast<uint64_t>(type->record_size()));
  }
  return LlvmType(context, type);
}

llvm::Align ElementAlign(const Type* type) { return llvm::Align(NaturalAlignment(type)); }

llvm::Align RecordAlign(const Type* record) { return llvm::Align(RecordAlignment(record)); }

llvm::Align FieldAlign(const Type* record, const RecordField& field) {
  return llvm::Align(FieldAlignment(record, field));
}

llvm::Value* Truth(llvm::IRBuilder<>& builder, llvm::Value* value, const Type* type) {
  if (type->is_bool()) return value;
  if (type->is_complex()) {
    // Nonzero when either part is (a NaN part is nonzero).
    llvm::Value* zero = llvm::ConstantFP::get(value->getType()->getStructElementType(0), 0.0);
    llvm::Value* real = builder.CreateFCmpUNE(builder.CreateExtractValue(value, 0), zero);
    llvm::Value* imag = builder.CreateFCmpUNE(builder.CreateExtractValue(value, 1), zero);
    return builder.CreateOr(real, imag);
  }
  if (type->is_float()) {
    return builder.CreateFCmpUNE(value, llvm::ConstantFP::get(value->getType(), 0.0));
  }
  return builder.CreateICmpNE(value, llvm::ConstantInt::get(value->getType(), 0));
}

namespace {

// Float to integer: truncate toward zero and saturate, NaN giving 0 (no
// undefined results). For 32- and 64-bit integers PTX's `cvt.rzi`
// truncates and saturates in one instruction, where `fptosi.sat` adds two
// clamps; it gives 0 for NaN only from float32 to 32 bits (measured on an
// H200: float64 NaN gives INT_MIN or 2**31, and NaN to 64 bits gives
// 2**63), so the other cases keep a NaN test. The `cvt` is inline PTX, not
// the NVVM intrinsic (`llvm.nvvm.f2i.rz` ...): LLVM folds the intrinsic of
// an out-of-range constant to poison (4294967296.0f to uint32, once a
// device function's argument became that constant), and then deleted
// whatever the result reached. Narrower integers use fptosi.sat, which LLVM
// folds by saturating.
llvm::Value* CvtRzi(llvm::IRBuilder<>& builder, llvm::Value* value, const Type* to,
                    llvm::Type* to_llvm) {
  bool from_double = value->getType()->isDoubleTy();
  bool wide = to->bits() == 64;
  std::string text = std::string("cvt.rzi.") + (to->is_signed() ? "s" : "u") +
                     (wide ? "64." : "32.") + (from_double ? "f64" : "f32") + " $0, $1;";
  std::string constraints = std::string(wide ? "=l," : "=r,") + (from_double ? "d" : "f");
  auto* type = llvm::FunctionType::get(to_llvm, {value->getType()}, false);
  auto* cvt = llvm::InlineAsm::get(type, text, constraints, /*hasSideEffects=*/false);
  llvm::CallInst* call = builder.CreateCall(cvt, {value});
  call->setDoesNotAccessMemory();
  call->setDoesNotThrow();
  return call;
}

llvm::Value* FloatToInt(llvm::IRBuilder<>& builder, llvm::Value* value, const Type* to,
                        llvm::Type* to_llvm) {
  unsigned bits = to->bits();
  if ((bits == 32 || bits == 64) && !llvm::isa<llvm::Constant>(value)) {
    // float16 widens exactly to float32, which has the conversions.
    if (value->getType()->isHalfTy()) value = builder.CreateFPExt(value, builder.getFloatTy());
    bool from_double = value->getType()->isDoubleTy();
    llvm::Value* result = CvtRzi(builder, value, to, to_llvm);
    if (!from_double && bits == 32) return result;
    return builder.CreateSelect(builder.CreateFCmpUNO(value, value),
                                llvm::ConstantInt::get(to_llvm, 0), result);
  }
  llvm::Intrinsic::ID id =
      to->is_signed() ? llvm::Intrinsic::fptosi_sat : llvm::Intrinsic::fptoui_sat;
  return builder.CreateIntrinsic(id, {to_llvm, value->getType()}, {value});
}

// To a complex type: a complex number part by part, a real one as the real
// part with a zero imaginary part. From a complex to a real type (typing
// allows it only where Numba takes the real part): the real part.
llvm::Value* ConvertComplex(llvm::IRBuilder<>& builder, llvm::Value* value, const Type* from,
                            const Type* to) {
  llvm::LLVMContext& context = builder.getContext();
  if (!to->is_complex()) {
    llvm::Value* real = builder.CreateExtractValue(value, 0);
    if (to->is_float()) return builder.CreateFPCast(real, LlvmType(context, to));
    return FloatToInt(builder, real, to, LlvmType(context, to));
  }
  llvm::Type* to_llvm = LlvmType(context, to);
  llvm::Type* part = to_llvm->getStructElementType(0);
  llvm::Value* real;
  llvm::Value* imag;
  if (from->is_complex()) {
    real = builder.CreateFPCast(builder.CreateExtractValue(value, 0), part);
    imag = builder.CreateFPCast(builder.CreateExtractValue(value, 1), part);
  } else {
    if (from->is_float()) {
      real = builder.CreateFPCast(value, part);
    } else if (from->is_signed() && !from->is_bool()) {
      real = builder.CreateSIToFP(value, part);
    } else {
      real = builder.CreateUIToFP(value, part);
    }
    imag = llvm::ConstantFP::get(part, 0.0);
  }
  llvm::Value* result = llvm::PoisonValue::get(to_llvm);
  result = builder.CreateInsertValue(result, real, 0);
  return builder.CreateInsertValue(result, imag, 1);
}

llvm::Value* ConvertScalar(llvm::IRBuilder<>& builder, llvm::Value* value, const Type* from,
                           const Type* to) {
  llvm::Type* to_llvm = LlvmType(builder.getContext(), to);
  if (to->is_bool()) return Truth(builder, value, from);
  if (to->is_complex() || from->is_complex()) return ConvertComplex(builder, value, from, to);
  if (from->is_float()) {
    if (to->is_float()) return builder.CreateFPCast(value, to_llvm);
    return FloatToInt(builder, value, to, to_llvm);
  }
  // From an integer or a bool (which is unsigned: True is 1).
  bool is_signed = from->is_signed() && !from->is_bool();
  if (to->is_float()) {
    return is_signed ? builder.CreateSIToFP(value, to_llvm) : builder.CreateUIToFP(value, to_llvm);
  }
  return builder.CreateIntCast(value, to_llvm, is_signed);
}

}  // namespace

llvm::Value* Convert(llvm::IRBuilder<>& builder, llvm::Value* value, const Type* from,
                     const Type* to) {
  if (from == to || !value) return value;
  // A member of an enum is held as its value.
  if (from->is_enum_member()) from = from->dtype();
  if (to->is_enum_member()) to = to->dtype();
  if (from == to) return value;
  if (from->is_scalar() && to->is_scalar()) return ConvertScalar(builder, value, from, to);
  if (from->is_array() && to->is_array()) return value;  // same struct; strides already explicit
  if (from->is_tuple() && to->is_tuple()) {
    auto* to_llvm = llvm::cast<llvm::StructType>(LlvmType(builder.getContext(), to));
    if (auto* constant = llvm::dyn_cast<llvm::Constant>(value)) {
      // One constant: inserting elements one at a time would fold each step
      // into a new constant of the whole length.
      std::vector<llvm::Constant*> elements;
      for (size_t i = 0; i < to->elements().size(); ++i) {
        elements.push_back(llvm::cast<llvm::Constant>(Convert(
            builder, constant->getAggregateElement(i), from->elements()[i], to->elements()[i])));
      }
      return llvm::ConstantStruct::get(to_llvm, elements);
    }
    llvm::Value* result = llvm::PoisonValue::get(to_llvm);
    for (size_t i = 0; i < to->elements().size(); ++i) {
      llvm::Value* element = builder.CreateExtractValue(value, {static_cast<unsigned>(i)});
      element = Convert(builder, element, from->elements()[i], to->elements()[i]);
      result = builder.CreateInsertValue(result, element, {static_cast<unsigned>(i)});
    }
    return result;
  }
  return value;
}

}  // namespace dslc
