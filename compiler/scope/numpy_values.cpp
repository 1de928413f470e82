#include "compiler/scope/numpy_values.h"

#include <cmath>
#include <cstring>

#include "llvm/ADT/APFloat.h"

namespace dslc {
namespace {

template <typename T>
T Load(llvm::StringRef bytes, size_t at) {
  T value;
  std::memcpy(&value, bytes.data() + at, sizeof(T));
  return value;
}

}  // namespace

bool FitsInteger(const ConstValue& value, const Type* type) {
  unsigned bits = type->bits();
  if (value.type()->is_signed() && value.as_int() < 0) {
    return type->is_signed() && (bits == 64 || value.as_int() >= -(int64_t{1} << (bits - 1)));
  }
  uint64_t max = type->is_signed() ? (uint64_t{1} << (bits - 1)) - 1
                 : bits == 64      ? UINT64_MAX
                                   : (uint64_t{1} << bits) - 1;
  return value.as_uint() <= max;
}

double RoundToFloat(double value, unsigned bits) {
  if (bits == 64) return value;
  if (bits == 32) return static_cast<float>(value);
  bool lost;
  llvm::APFloat half(value);
  half.convert(llvm::APFloat::IEEEhalf(), llvm::APFloat::rmNearestTiesToEven, &lost);
  return half.convertToDouble();
}

ConstValue NumpyCast(TypeContext& types, const ConstValue& value, const Type* dtype) {
  if (!value.type()->is_float() || !dtype->is_integer()) return value.ConvertTo(types, dtype);
  double x = std::trunc(value.as_float());
  if (dtype->bits() == 64 && !dtype->is_signed() && x >= 0x1p63 && x < 0x1p64) {
    return ConstValue::UInt(dtype, static_cast<uint64_t>(x));
  }
  bool in_range = x >= -0x1p63 && x < 0x1p63;  // false for NaN
  int64_t wide = in_range ? static_cast<int64_t>(x) : INT64_MIN;
  return ConstValue::Int(types.Int64(), wide).ConvertTo(types, dtype);
}

void AppendElementBytes(const ConstValue& value, std::string* out) {
  const Type* type = value.type();
  auto append = [out](const void* bytes, size_t size) {
    out->append(static_cast<const char*>(bytes), size);
  };
  auto append_float = [&](double x, unsigned bits) {
    if (bits == 64) return append(&x, 8);
    if (bits == 32) {
      float f = static_cast<float>(x);
      return append(&f, 4);
    }
    bool lost;
    llvm::APFloat half(x);
    half.convert(llvm::APFloat::IEEEhalf(), llvm::APFloat::rmNearestTiesToEven, &lost);
    uint16_t raw = static_cast<uint16_t>(half.bitcastToAPInt().getZExtValue());
    append(&raw, 2);
  };
  if (type->is_complex()) {
    append_float(value.as_float(), type->part_bits());
    append_float(value.as_imag(), type->part_bits());
  } else if (type->is_float()) {
    append_float(value.as_float(), type->bits());
  } else {
    uint64_t bits = value.as_uint();
    append(&bits, type->is_bool() ? 1 : type->bits() / 8);  // little-endian
  }
}

ConstValue ElementFromBytes(TypeContext& types, const Type* dtype, llvm::StringRef bytes) {
  auto read_float = [&](size_t at, unsigned bits) -> double {
    if (bits == 64) return Load<double>(bytes, at);
    if (bits == 32) return Load<float>(bytes, at);
    llvm::APFloat half(llvm::APFloat::IEEEhalf(), llvm::APInt(16, Load<uint16_t>(bytes, at)));
    return half.convertToFloat();
  };
  if (dtype->is_complex()) {
    unsigned part = dtype->part_bits();
    return ConstValue::Complex(dtype, read_float(0, part), read_float(part / 8, part));
  }
  if (dtype->is_float()) return ConstValue::Float(dtype, read_float(0, dtype->bits()));
  uint64_t raw = 0;
  std::memcpy(&raw, bytes.data(), bytes.size());
  if (dtype->is_bool()) return ConstValue::Bool(dtype, raw != 0);
  return ConstValue::UInt(types.UInt64(), raw).ConvertTo(types, dtype);
}

}  // namespace dslc
