// Host values and module sources built through the C interface.
#include <gtest/gtest.h>

#include <cstring>

#include "runtime/c_api/handles.h"

namespace dslc {
namespace {

// Takes a made value back from the C interface.
HostValue Take(dslc_value* value) {
  EXPECT_NE(value, nullptr) << dslc_error_message();
  if (!value) return HostValue();
  HostValue taken = std::move(value->value);
  dslc_value_free(value);
  return taken;
}

TEST(CApiValues, Scalars) {
  HostValue i = Take(dslc_value_int(static_cast<int>(DType::UInt8), 200));
  EXPECT_EQ(i.kind, HostValue::Kind::Int);
  EXPECT_EQ(i.dtype, DType::UInt8);
  EXPECT_EQ(i.int_value, 200);
  HostValue c = Take(dslc_value_complex(static_cast<int>(DType::Complex64), 1.5, -2));
  EXPECT_EQ(c.kind, HostValue::Kind::Complex);
  EXPECT_EQ(c.dtype, DType::Complex64);
  EXPECT_EQ(c.float_value, 1.5);
  EXPECT_EQ(c.imag_value, -2);
  HostValue f = Take(dslc_value_float(static_cast<int>(DType::Float32), 2.5));
  EXPECT_EQ(f.kind, HostValue::Kind::Float);
  EXPECT_EQ(f.dtype, DType::Float32);
  EXPECT_EQ(f.float_value, 2.5);
  HostValue b = Take(dslc_value_bool(7));
  EXPECT_EQ(b.kind, HostValue::Kind::Bool);
  EXPECT_EQ(b.int_value, 1);
  EXPECT_EQ(Take(dslc_value_none()).kind, HostValue::Kind::None);
}

TEST(CApiValues, WrongDTypesAreErrors) {
  EXPECT_EQ(dslc_value_int(static_cast<int>(DType::Float32), 1), nullptr);
  EXPECT_STREQ(dslc_error_message(), "dslc_value_int: float32 is not an integer type");
  EXPECT_EQ(dslc_value_float(static_cast<int>(DType::Int32), 1), nullptr);
  EXPECT_STREQ(dslc_error_message(), "dslc_value_float: int32 is not a floating-point type");
  EXPECT_EQ(dslc_value_complex(static_cast<int>(DType::Float64), 1, 2), nullptr);
  EXPECT_STREQ(dslc_error_message(), "dslc_value_complex: float64 is not a complex type");
  EXPECT_EQ(dslc_value_int(14, 1), nullptr);
  EXPECT_STREQ(dslc_error_message(),
               "dslc_value_int: dtype 14 is not one of dslc's element types (0 to 13)");
}

TEST(CApiValues, ModulesMembersFunctionsAndUnusable) {
  HostValue m = Take(dslc_value_module("numba.cuda"));
  EXPECT_EQ(m.kind, HostValue::Kind::Module);
  EXPECT_EQ(m.module, "numba.cuda");
  HostValue member = Take(dslc_value_member("math", "sqrt"));
  EXPECT_EQ(member.kind, HostValue::Kind::Member);
  EXPECT_EQ(member.module, "math");
  EXPECT_EQ(member.member, "sqrt");
  HostValue function = Take(dslc_value_function(2));
  EXPECT_EQ(function.kind, HostValue::Kind::Function);
  EXPECT_EQ(function.function, 2);
  HostValue unusable = Take(dslc_value_unusable("a list"));
  EXPECT_EQ(unusable.kind, HostValue::Kind::Unusable);
  EXPECT_EQ(unusable.description, "a list");
  EXPECT_EQ(dslc_value_module(nullptr), nullptr);
  EXPECT_STREQ(dslc_error_message(), "dslc_value_module: `dotted` is null");
  EXPECT_EQ(dslc_value_function(-1), nullptr);
}

TEST(CApiValues, TupleTakesItsElements) {
  dslc_value* elements[] = {dslc_value_int(static_cast<int>(DType::Int64), 3),
                            dslc_value_tuple(nullptr, 0)};
  HostValue tuple = Take(dslc_value_tuple(elements, 2));
  EXPECT_EQ(tuple.kind, HostValue::Kind::Tuple);
  ASSERT_EQ(tuple.elements.size(), 2u);
  EXPECT_EQ(tuple.elements[0].int_value, 3);
  EXPECT_EQ(tuple.elements[1].kind, HostValue::Kind::Tuple);
  EXPECT_TRUE(tuple.elements[1].elements.empty());

  dslc_value* with_null[] = {dslc_value_none(), nullptr};
  EXPECT_EQ(dslc_value_tuple(with_null, 2), nullptr);  // the first is taken all the same
  EXPECT_STREQ(dslc_error_message(), "dslc_value_tuple: element 1 is null");
}

TEST(CApiValues, ArrayCopiesItsData) {
  float data[6] = {1, 2, 3, 4, 5, 6};
  int64_t shape[] = {2, 3};
  dslc_value* made = dslc_value_array(static_cast<int>(DType::Float32), 2, shape, data);
  data[0] = 100;
  HostValue array = Take(made);
  EXPECT_EQ(array.kind, HostValue::Kind::Array);
  EXPECT_EQ(array.dtype, DType::Float32);
  EXPECT_EQ(array.shape, (std::vector<int64_t>{2, 3}));
  ASSERT_EQ(array.data.size(), sizeof data);
  float first;
  std::memcpy(&first, array.data.data(), sizeof first);
  EXPECT_EQ(first, 1);

  int64_t empty[] = {0};
  EXPECT_TRUE(
      Take(dslc_value_array(static_cast<int>(DType::Int8), 1, empty, nullptr)).data.empty());
  EXPECT_EQ(dslc_value_array(static_cast<int>(DType::Float32), 5, shape, data), nullptr);
  EXPECT_STREQ(dslc_error_message(), "dslc_value_array: an array has 1 to 4 dimensions, not 5");
  int64_t negative[] = {-1};
  EXPECT_EQ(dslc_value_array(static_cast<int>(DType::Float32), 1, negative, data), nullptr);
  EXPECT_STREQ(dslc_error_message(), "an array extent cannot be negative (-1)");
  EXPECT_EQ(dslc_value_array(static_cast<int>(DType::Float32), 2, shape, nullptr), nullptr);
  EXPECT_STREQ(dslc_error_message(), "dslc_value_array: `data` is null");
}

TEST(CApiValues, DeviceArrayKeepsItsPointerAndStrides) {
  int64_t shape[] = {3, 4};
  int64_t strides[] = {32, 8};
  HostValue array = Take(
      dslc_value_device_array(static_cast<int>(DType::Float64), 2, shape, strides, 0x7f0000001000));
  EXPECT_EQ(array.kind, HostValue::Kind::DeviceArray);
  EXPECT_EQ(array.dtype, DType::Float64);
  EXPECT_EQ(array.shape, (std::vector<int64_t>{3, 4}));
  EXPECT_EQ(array.strides, (std::vector<int64_t>{32, 8}));
  EXPECT_EQ(array.pointer, 0x7f0000001000u);
  EXPECT_TRUE(array.data.empty());
  int64_t empty[] = {0};
  EXPECT_EQ(Take(dslc_value_device_array(static_cast<int>(DType::Int8), 1, empty, empty, 0)).kind,
            HostValue::Kind::DeviceArray);  // no element is read: any pointer
}

TEST(CApiValues, DeviceArrayErrors) {
  int64_t shape[] = {3, 4};
  int64_t strides[] = {32, 8};
  const int f64 = static_cast<int>(DType::Float64);
  EXPECT_EQ(dslc_value_device_array(f64, 5, shape, strides, 0x1000), nullptr);
  EXPECT_STREQ(dslc_error_message(),
               "dslc_value_device_array: an array has 1 to 4 dimensions, not 5");
  EXPECT_EQ(dslc_value_device_array(f64, 0, shape, strides, 0x1000), nullptr);
  EXPECT_EQ(dslc_value_device_array(14, 2, shape, strides, 0x1000), nullptr);
  EXPECT_STREQ(dslc_error_message(),
               "dslc_value_device_array: dtype 14 is not one of dslc's element types (0 to 13)");
  EXPECT_EQ(dslc_value_device_array(-1, 2, shape, strides, 0x1000), nullptr);
  EXPECT_EQ(dslc_value_device_array(f64, 2, nullptr, strides, 0x1000), nullptr);
  EXPECT_STREQ(dslc_error_message(), "dslc_value_device_array: `shape` is null");
  EXPECT_EQ(dslc_value_device_array(f64, 2, shape, nullptr, 0x1000), nullptr);
  EXPECT_STREQ(dslc_error_message(), "dslc_value_device_array: `strides` is null");
  EXPECT_EQ(dslc_value_device_array(f64, 2, shape, strides, 0), nullptr);
  EXPECT_STREQ(dslc_error_message(),
               "dslc_value_device_array: a null pointer for an array of shape (3, 4) (only an "
               "array without elements may be null)");
  EXPECT_EQ(dslc_value_device_array(f64, 2, shape, strides, 0x1004), nullptr);
  EXPECT_NE(std::string(dslc_error_message()).find("is not a multiple of the element size"),
            std::string::npos)
      << dslc_error_message();
  int64_t odd[] = {32, 4};
  EXPECT_EQ(dslc_value_device_array(f64, 2, shape, odd, 0x1000), nullptr);
  EXPECT_NE(std::string(dslc_error_message()).find("stride 4 of dimension 1"), std::string::npos)
      << dslc_error_message();
}

TEST(CApiValues, SourceCollectsFunctionsOptionsSignaturesAndValues) {
  dslc_source* source = dslc_source_new();
  ASSERT_NE(source, nullptr);
  int index = -1;
  const char* text = "    def scale(x):\n        x[0] *= FACTOR\n";
  ASSERT_EQ(dslc_source_add_function(source, "app.py", text, 12, "scale", &index), DSLC_OK);
  EXPECT_EQ(index, 0);
  ASSERT_EQ(dslc_source_add_function(source, "app.py", "def helper(v):\n    return v\n", 30,
                                     "helper", &index),
            DSLC_OK);
  EXPECT_EQ(index, 1);
  EXPECT_EQ(dslc_source_set_option(source, 0, "fastmath", 1), DSLC_OK);
  EXPECT_EQ(dslc_source_set_option(source, 1, "device", 1), DSLC_OK);
  EXPECT_EQ(dslc_source_add_signature(source, 0, "void(float32[::1])"), DSLC_OK);
  EXPECT_EQ(dslc_source_bind(source, 0, "FACTOR",
                             dslc_value_float(static_cast<int>(DType::Float64), 2.5)),
            DSLC_OK);
  EXPECT_EQ(dslc_source_bind(source, 0, "helper", dslc_value_function(1)), DSLC_OK);

  ASSERT_EQ(source->functions.size(), 2u);
  const HostFunction& scale = source->functions[0];
  EXPECT_EQ(scale.name, "scale");
  EXPECT_EQ(scale.source.name(), "app.py");
  EXPECT_EQ(scale.source.text(), text);
  EXPECT_EQ(scale.options, (std::vector<std::pair<std::string, int64_t>>{{"fastmath", 1}}));
  EXPECT_EQ(scale.signatures, (std::vector<std::string>{"void(float32[::1])"}));
  ASSERT_EQ(scale.globals.size(), 2u);
  EXPECT_EQ(scale.globals[0].first, "FACTOR");
  EXPECT_EQ(scale.globals[0].second.float_value, 2.5);
  EXPECT_EQ(scale.globals[1].second.function, 1);
  EXPECT_EQ(source->functions[1].options,
            (std::vector<std::pair<std::string, int64_t>>{{"device", 1}}));

  EXPECT_EQ(dslc_source_bind(source, 2, "X", dslc_value_none()), DSLC_ERROR);  // value taken
  EXPECT_STREQ(dslc_error_message(), "dslc_source_bind: no function 2; the source has 2");
  EXPECT_EQ(dslc_source_bind(source, 0, "X", nullptr), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "dslc_source_bind: `value` is null");
  EXPECT_EQ(dslc_source_add_function(source, "app.py", text, 0, "scale", &index), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(),
               "dslc_source_add_function: lines count from 1; the first line cannot be 0");
  EXPECT_EQ(dslc_source_add_signature(nullptr, 0, "float32"), DSLC_ERROR);
  EXPECT_STREQ(dslc_error_message(), "dslc_source_add_signature: `source` is null");
  dslc_source_free(source);
  dslc_source_free(nullptr);
}

}  // namespace
}  // namespace dslc
