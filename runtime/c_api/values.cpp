// The C interface's host values and module sources: dslc_value over
// HostValue, dslc_source over the HostFunctions LoadHostModule takes
// (compiler/pipeline/host_module.h).
#include <algorithm>
#include <cstring>
#include <memory>

#include "runtime/array_layout.h"
#include "runtime/c_api/errors.h"
#include "runtime/c_api/handles.h"
#include "runtime/enum_types.h"
#include "runtime/tuple_types.h"

namespace dslc::c_api {
namespace {

constexpr int kDTypes = 14;

// The DType numbered `code`; throws Error naming `what` for other numbers.
DType DTypeOfCode(int code, const char* what) {
  if (code < 0 || code >= kDTypes) {
    throw Error(std::string(what) + ": dtype " + std::to_string(code) +
                " is not one of dslc's element types (0 to 13)");
  }
  return static_cast<DType>(code);
}

bool IsInteger(DType dtype) { return dtype >= DType::Int8 && dtype <= DType::UInt64; }
bool IsFloat(DType dtype) { return dtype >= DType::Float16 && dtype <= DType::Float64; }

dslc_value* Made(HostValue value) { return new dslc_value{std::move(value)}; }

HostFunction& FunctionOf(dslc_source* source, int function, const char* what) {
  Require(source, "source");
  if (function < 0 || static_cast<size_t>(function) >= source->functions.size()) {
    throw Error(std::string(what) + ": no function " + std::to_string(function) +
                "; the source has " + std::to_string(source->functions.size()));
  }
  return source->functions[static_cast<size_t>(function)];
}

}  // namespace
}  // namespace dslc::c_api

using namespace dslc;
using namespace dslc::c_api;

extern "C" {

dslc_value* dslc_value_int(int dtype, int64_t value) {
  return GuardPointer(__func__, [&] {
    DType type = DTypeOfCode(dtype, "dslc_value_int");
    if (!IsInteger(type)) {
      throw Error(std::string("dslc_value_int: ") + std::string(Name(type)) +
                  " is not an integer type");
    }
    return Made(HostValue::Int(type, value));
  });
}

dslc_value* dslc_value_float(int dtype, double value) {
  return GuardPointer(__func__, [&] {
    DType type = DTypeOfCode(dtype, "dslc_value_float");
    if (!IsFloat(type)) {
      throw Error(std::string("dslc_value_float: ") + std::string(Name(type)) +
                  " is not a floating-point type");
    }
    return Made(HostValue::Float(type, value));
  });
}

dslc_value* dslc_value_complex(int dtype, double real, double imag) {
  return GuardPointer(__func__, [&] {
    DType type = DTypeOfCode(dtype, "dslc_value_complex");
    if (type != DType::Complex64 && type != DType::Complex128) {
      throw Error(std::string("dslc_value_complex: ") + std::string(Name(type)) +
                  " is not a complex type");
    }
    return Made(HostValue::Complex(type, real, imag));
  });
}

dslc_value* dslc_value_bool(int value) {
  return GuardPointer(__func__, [&] { return Made(HostValue::Bool(value != 0)); });
}

dslc_value* dslc_value_none(void) {
  return GuardPointer(__func__, [&] { return Made(HostValue::NoneValue()); });
}

dslc_value* dslc_value_tuple(dslc_value* const* elements, size_t count) {
  return GuardPointer(__func__, [&] {
    // Taken whatever happens, as the header says.
    std::vector<std::unique_ptr<dslc_value>> taken;
    if (count > 0) Require(elements, "elements");
    for (size_t i = 0; i < count; ++i) taken.emplace_back(elements[i]);
    std::vector<HostValue> values;
    for (size_t i = 0; i < count; ++i) {
      if (!taken[i]) throw Error("dslc_value_tuple: element " + std::to_string(i) + " is null");
      values.push_back(std::move(taken[i]->value));
    }
    return Made(HostValue::Tuple(std::move(values)));
  });
}

dslc_value* dslc_value_module(const char* dotted) {
  return GuardPointer(__func__, [&] {
    Require(dotted, "dotted");
    return Made(HostValue::Module(dotted));
  });
}

dslc_value* dslc_value_member(const char* module, const char* member) {
  return GuardPointer(__func__, [&] {
    Require(module, "module");
    Require(member, "member");
    return Made(HostValue::Member(module, member));
  });
}

dslc_value* dslc_value_function(int function_index) {
  return GuardPointer(__func__, [&] {
    if (function_index < 0) {
      throw Error("dslc_value_function: a function index is not negative, not " +
                  std::to_string(function_index));
    }
    return Made(HostValue::Function(function_index));
  });
}

dslc_value* dslc_value_array(int dtype, int ndim, const int64_t* shape, const void* data) {
  return GuardPointer(__func__, [&] {
    DType type = DTypeOfCode(dtype, "dslc_value_array");
    if (ndim < 1 || ndim > kMaxDims) {
      throw Error("dslc_value_array: an array has 1 to 4 dimensions, not " + std::to_string(ndim));
    }
    Require(shape, "shape");
    std::vector<int64_t> extents(shape, shape + ndim);
    CheckShape(type, extents);
    int64_t bytes = static_cast<int64_t>(ItemSize(type));
    for (int64_t extent : extents) bytes *= extent;  // CheckShape: no overflow
    if (bytes > 0) Require(data, "data");
    std::string bytes_copy(static_cast<const char*>(data), static_cast<size_t>(bytes));
    return Made(HostValue::Array(type, std::move(extents), std::move(bytes_copy)));
  });
}

dslc_value* dslc_value_device_array(int dtype, int ndim, const int64_t* shape,
                                    const int64_t* strides, uint64_t pointer) {
  return GuardPointer(__func__, [&] {
    DType type = DTypeOfCode(dtype, "dslc_value_device_array");
    if (ndim < 1 || ndim > kMaxDims) {
      throw Error("dslc_value_device_array: an array has 1 to 4 dimensions, not " +
                  std::to_string(ndim));
    }
    Require(shape, "shape");
    Require(strides, "strides");
    std::vector<int64_t> extents(shape, shape + ndim);
    std::vector<int64_t> byte_strides(strides, strides + ndim);
    // What a kernel argument must be: aligned, strides in whole elements,
    // inside the address space.
    CheckArrayMemory(pointer, type, extents, byte_strides, "dslc_value_device_array: ");
    return Made(HostValue::DeviceArray(type, std::move(extents), std::move(byte_strides), pointer));
  });
}

dslc_value* dslc_value_unusable(const char* description) {
  return GuardPointer(__func__, [&] {
    Require(description, "description");
    return Made(HostValue::Unusable(description));
  });
}

dslc_value* dslc_value_enum(const char* name, int is_int, const char* const* names,
                            dslc_value* const* values, size_t count, const char* member) {
  return GuardPointer(__func__, [&] {
    // Taken whatever happens, as the header says.
    std::vector<std::unique_ptr<dslc_value>> taken;
    if (count > 0) Require(values, "values");
    for (size_t i = 0; i < count; ++i) taken.emplace_back(values[i]);
    Require(name, "name");
    if (count > 0) Require(names, "names");
    std::vector<std::string> member_names;
    std::vector<HostValue> member_values;
    for (size_t i = 0; i < count; ++i) {
      if (!names[i] || !taken[i]) {
        throw Error("dslc_value_enum: member " + std::to_string(i) + " has a null name or value");
      }
      member_names.emplace_back(names[i]);
      member_values.push_back(std::move(taken[i]->value));
    }
    std::string chosen = member ? member : "";
    if (member &&
        std::find(member_names.begin(), member_names.end(), chosen) == member_names.end()) {
      throw Error("dslc_value_enum: `" + chosen + "` is not a member of `" + name + "`");
    }
    return Made(HostValue::Enum(name, is_int != 0, std::move(member_names),
                                std::move(member_values), std::move(chosen)));
  });
}

void dslc_value_free(dslc_value* value) { delete value; }

dslc_source* dslc_source_new(void) {
  return GuardPointer(__func__, [&] { return new dslc_source(); });
}

void dslc_source_free(dslc_source* source) { delete source; }

int dslc_source_add_function(dslc_source* source, const char* file, const char* text,
                             int first_line, const char* name, int* index) {
  return Guard(__func__, [&] {
    Require(source, "source");
    Require(file, "file");
    Require(text, "text");
    Require(name, "name");
    Require(index, "index");
    if (first_line < 1) {
      throw Error("dslc_source_add_function: lines count from 1; the first line cannot be " +
                  std::to_string(first_line));
    }
    size_t length = std::strlen(text);
    if (length >= SourceBuffer::kMaxBytes) {
      throw Error(std::string("dslc_source_add_function: the source of `") + name +
                  "` is too large (2 GiB or more)");
    }
    source->functions.push_back(
        HostFunction{SourceBuffer::FromFragment(file, std::string(text, length),
                                                static_cast<uint32_t>(first_line)),
                     name,
                     {},
                     {},
                     {}});
    *index = static_cast<int>(source->functions.size() - 1);
  });
}

int dslc_source_set_option(dslc_source* source, int function, const char* option, int64_t value) {
  return Guard(__func__, [&] {
    HostFunction& target = FunctionOf(source, function, "dslc_source_set_option");
    Require(option, "option");
    target.options.emplace_back(option, value);
  });
}

int dslc_source_add_signature(dslc_source* source, int function, const char* signature) {
  return Guard(__func__, [&] {
    HostFunction& target = FunctionOf(source, function, "dslc_source_add_signature");
    Require(signature, "signature");
    target.signatures.emplace_back(signature);
  });
}

int dslc_source_bind(dslc_source* source, int function, const char* name, dslc_value* value) {
  std::unique_ptr<dslc_value> taken(value);  // also when it fails
  return Guard(__func__, [&] {
    HostFunction& target = FunctionOf(source, function, "dslc_source_bind");
    Require(name, "name");
    Require(taken.get(), "value");
    target.globals.emplace_back(name, std::move(taken->value));
  });
}

int dslc_record_dtype(const char* spelling, int* dtype) {
  return Guard(__func__, [&] {
    Require(spelling, "spelling");
    Require(dtype, "dtype");
    *dtype = static_cast<int>(RecordDType(spelling));
  });
}

int dslc_enum_code(const char* spelling, int* code) {
  return Guard(__func__, [&] {
    Require(spelling, "spelling");
    Require(code, "code");
    *code = static_cast<int>(EnumCode(spelling));
  });
}

int dslc_tuple_code(const char* spelling, int* code) {
  return Guard(__func__, [&] {
    Require(spelling, "spelling");
    Require(code, "code");
    *code = static_cast<int>(TupleCode(spelling));
  });
}

}  // extern "C"
