#include "compiler/scope/constant_eval.h"

#include <cmath>

#include "compiler/scope/module_scope.h"
#include "compiler/scope/numpy_values.h"
#include "compiler/types/builtins.h"
#include "compiler/types/gpu_limits.h"
#include "compiler/types/promotion.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

namespace dslc {
namespace {

enum class ArrayFunction : uint8_t { Array, Asarray, Arange, Zeros, Ones, Empty, Full };
enum class ArrayMethod : uint8_t { Reshape, Astype, Copy };

struct ArrayFunctionName {
  llvm::StringRef name;
  ArrayFunction id;
};
constexpr ArrayFunctionName kArrayFunctions[] = {
    {"array", ArrayFunction::Array},   {"asarray", ArrayFunction::Asarray},
    {"arange", ArrayFunction::Arange}, {"zeros", ArrayFunction::Zeros},
    {"ones", ArrayFunction::Ones},     {"empty", ArrayFunction::Empty},
    {"full", ArrayFunction::Full},
};

std::optional<ArrayFunction> ArrayFunctionNamed(llvm::StringRef name) {
  for (const ArrayFunctionName& function : kArrayFunctions) {
    if (function.name == name) return function.id;
  }
  return std::nullopt;
}

std::optional<ArrayMethod> ArrayMethodNamed(llvm::StringRef name) {
  if (name == "reshape") return ArrayMethod::Reshape;
  if (name == "astype") return ArrayMethod::Astype;
  if (name == "copy") return ArrayMethod::Copy;
  return std::nullopt;
}

// `np.zeros` (NumPy imported under any name), or `zeros` after `from numpy
// import zeros`.
std::optional<ArrayFunction> ArrayFunctionOf(TypeContext& types, const Expr& callee,
                                             const GlobalLookup& lookup) {
  if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(&callee)) {
    const Type* module = EvaluateTypeValue(types, *attribute->object, lookup);
    if (!module || module->kind() != TypeKind::Module ||
        static_cast<ModuleId>(module->id()) != ModuleId::Numpy) {
      return std::nullopt;
    }
    return ArrayFunctionNamed(attribute->name);
  }
  if (const auto* name = llvm::dyn_cast<NameExpr>(&callee)) {
    const GlobalBinding* binding = lookup(name->name);
    llvm::StringRef subject = binding ? llvm::StringRef(binding->subject) : "";
    if (binding && binding->kind == GlobalBinding::Kind::Unusable &&
        binding->reason == GlobalBinding::Reason::Import && subject.consume_front("numpy.")) {
      return ArrayFunctionNamed(subject);
    }
  }
  return std::nullopt;
}

// An array being built: its dtype, its extents, and its elements in C
// order, each a constant of the dtype.
struct ArrayValue {
  const Type* dtype = nullptr;
  std::vector<int64_t> shape;
  std::vector<ConstValue> elements;
};

// The number of elements of `shape`, saturated far above any array kernel
// code can hold.
uint64_t ElementCount(llvm::ArrayRef<int64_t> shape) {
  uint64_t count = 1;
  for (int64_t extent : shape) count = llvm::SaturatingMultiply(count, uint64_t(extent));
  return count;
}

class ArrayEvaluator {
 public:
  ArrayEvaluator(TypeContext& types, const GlobalLookup& lookup, std::string* why,
                 SourceRange* where)
      : types_(types), lookup_(lookup), why_(why), where_(where) {}

  std::optional<ArrayValue> Eval(const Expr& expr) {
    if (const auto* name = llvm::dyn_cast<NameExpr>(&expr)) return EvalName(*name);
    const auto* call = llvm::dyn_cast<CallExpr>(&expr);
    if (!call) return Fail(expr, "this is not an array");
    if (auto function = ArrayFunctionOf(types_, *call->callee, lookup_)) {
      return EvalFunction(*call, *function);
    }
    const auto* method = llvm::dyn_cast<AttributeExpr>(call->callee);
    if (!method || !ArrayMethodNamed(method->name)) return Fail(expr, "this is not an array");
    std::optional<ArrayValue> array = Eval(*method->object);
    if (!array) return std::nullopt;
    switch (*ArrayMethodNamed(method->name)) {
      case ArrayMethod::Reshape:
        return Reshape(*call, std::move(*array));
      case ArrayMethod::Astype:
        return Astype(*call, std::move(*array));
      case ArrayMethod::Copy:
        if (!CheckArguments(*call, 0, {})) return std::nullopt;
        return array;
    }
    return std::nullopt;
  }

 private:
  std::nullopt_t Fail(const Expr& expr, std::string why) { return Fail(expr.range(), why); }
  std::nullopt_t Fail(SourceRange range, std::string why) {
    if (why_->empty()) {
      *why_ = std::move(why);
      *where_ = range;
    }
    return std::nullopt;
  }

  std::optional<ConstValue> Constant(const Expr& expr) {
    return EvaluateConstant(types_, expr, lookup_, why_, where_);
  }

  std::optional<ArrayValue> EvalName(const NameExpr& name) {
    const GlobalBinding* binding = lookup_(name.name);
    if (!binding || !binding->array || binding->array->on_device) {
      return Fail(name, "`" + name.name.str() + "` is not an array");
    }
    const ConstArray& frozen = *binding->array;
    ArrayValue array;
    array.dtype = frozen.type->dtype();
    array.shape = frozen.shape;
    return Thaw(array, frozen.data);
  }

  // The elements of a frozen array, read back from its bytes.
  ArrayValue Thaw(ArrayValue array, llvm::StringRef data) {
    size_t item = array.dtype->bits() / 8;
    for (size_t offset = 0; offset + item <= data.size(); offset += item) {
      array.elements.push_back(ElementFromBytes(types_, array.dtype, data.substr(offset, item)));
    }
    return array;
  }

  // The arguments of `call`: at most `positional` positional ones, and
  // keywords among `keywords` (their positions after the positional ones,
  // in order); null for one not given.
  std::optional<std::vector<const Expr*>> Arguments(const CallExpr& call, size_t positional,
                                                    llvm::ArrayRef<llvm::StringRef> keywords) {
    std::vector<const Expr*> args(keywords.size(), nullptr);
    if (call.args.size() > positional) {
      return Fail(*call.args[positional], "too many arguments for `" + CalleeName(call) + "`");
    }
    for (size_t i = 0; i < call.args.size(); ++i) {
      if (i < args.size()) args[i] = call.args[i];
    }
    for (const KeywordArg& keyword : call.keywords) {
      const auto* known = llvm::find(keywords, keyword.name);
      if (known == keywords.end()) {
        return Fail(keyword.name_range, "`" + CalleeName(call) + "` of a module-level array " +
                                            "takes no argument `" + keyword.name.str() + "`");
      }
      const Expr*& slot = args[known - keywords.begin()];
      if (slot) return Fail(keyword.name_range, "`" + keyword.name.str() + "` is given twice");
      slot = keyword.value;
    }
    return args;
  }

  bool CheckArguments(const CallExpr& call, size_t positional,
                      llvm::ArrayRef<llvm::StringRef> keywords) {
    return Arguments(call, positional, keywords).has_value();
  }

  static std::string CalleeName(const CallExpr& call) {
    if (const auto* attribute = llvm::dyn_cast<AttributeExpr>(call.callee)) {
      if (const auto* object = llvm::dyn_cast<NameExpr>(attribute->object)) {
        return object->name.str() + "." + attribute->name.str();
      }
      return "." + attribute->name.str();
    }
    if (const auto* name = llvm::dyn_cast<NameExpr>(call.callee)) return name->name.str();
    return "the function";
  }

  std::optional<ArrayValue> EvalFunction(const CallExpr& call, ArrayFunction function) {
    switch (function) {
      case ArrayFunction::Array:
      case ArrayFunction::Asarray: {
        auto args = Arguments(call, 2, {"object", "dtype", "order"});
        if (!args || !CheckOrder(call, (*args)[2])) return std::nullopt;
        if (!(*args)[0]) return Fail(call, "`" + CalleeName(call) + "` needs the values");
        return FromObject(*(*args)[0], (*args)[1]);
      }
      case ArrayFunction::Arange:
        return Arange(call);
      case ArrayFunction::Zeros:
      case ArrayFunction::Ones:
      case ArrayFunction::Empty: {
        auto args = Arguments(call, 3, {"shape", "dtype", "order"});
        if (!args || !CheckOrder(call, (*args)[2])) return std::nullopt;
        const Type* dtype = (*args)[1] ? Dtype(*(*args)[1]) : types_.Float64();
        if (!dtype) return std::nullopt;
        // NumPy leaves `np.empty`'s elements unset; frozen, they are zeros.
        int64_t fill = function == ArrayFunction::Ones ? 1 : 0;
        return Filled(call, (*args)[0], ConstValue::Int(types_.Int64(), fill), dtype);
      }
      case ArrayFunction::Full: {
        auto args = Arguments(call, 4, {"shape", "fill_value", "dtype", "order"});
        if (!args || !CheckOrder(call, (*args)[3])) return std::nullopt;
        if (!(*args)[1]) return Fail(call, "`" + CalleeName(call) + "` needs a fill value");
        std::optional<ConstValue> fill = Number(*(*args)[1]);
        if (!fill) return std::nullopt;
        const Type* dtype = (*args)[2] ? Dtype(*(*args)[2]) : fill->type();
        if (!dtype) return std::nullopt;
        return Filled(call, (*args)[0], *fill, dtype);
      }
    }
    return std::nullopt;
  }

  // Module-level arrays are frozen in C order.
  bool CheckOrder(const CallExpr& call, const Expr* order) {
    if (!order) return true;
    const auto* string = llvm::dyn_cast<StringLiteralExpr>(order);
    if (string && string->value == "C") return true;
    Fail(*order, "`" + CalleeName(call) + "` of a module-level array takes only `order=\"C\"`: " +
                     "such arrays are frozen in C order");
    return false;
  }

  // A number: a constant of a scalar type (an IntEnum member as its value).
  std::optional<ConstValue> Number(const Expr& expr) {
    std::optional<ConstValue> value = Constant(expr);
    if (!value) return std::nullopt;
    if (value->type()->is_int_enum()) return value->Value();
    if (!value->type()->is_scalar()) {
      return Fail(expr, "`" + value->ToString() + "` is not a number");
    }
    return value;
  }

  // A dtype, as NumPy reads one: `np.float32`, `"float32"`, `"f4"`, `float`.
  const Type* Dtype(const Expr& expr) {
    if (const auto* string = llvm::dyn_cast<StringLiteralExpr>(&expr)) {
      ScalarKind kind;
      if (!string->bytes && LookupScalar(string->value, &kind)) return types_.Scalar(kind);
      return Fail(expr, "unknown dtype \"" + string->value.str() +
                            "\": a module-level array holds numbers"),
             nullptr;
    }
    const Type* type = EvaluateTypeValue(types_, expr, lookup_);
    if (type && type->kind() == TypeKind::NumberClass) return types_.Scalar(type->scalar());
    if (type && type->kind() == TypeKind::Builtin) {
      switch (static_cast<BuiltinId>(type->id())) {
        case BuiltinId::PythonInt:
          return types_.Int64();
        case BuiltinId::PythonFloat:
          return types_.Float64();
        case BuiltinId::PythonBool:
          return types_.Bool();
        case BuiltinId::PythonComplex:
          return types_.Complex128();
        default:
          break;
      }
    }
    return Fail(expr, "this is not a dtype: a module-level array holds numbers, such as " +
                          std::string("`np.float32` or \"int64\"")),
           nullptr;
  }

  // Each element converted to `dtype`, as NumPy converts a Python number:
  // an integer that the dtype cannot hold is an error, as in NumPy 2.
  std::optional<ArrayValue> Converted(const Expr& at, ArrayValue array, const Type* dtype) {
    for (ConstValue& element : array.elements) {
      if (element.type()->is_complex() && !dtype->is_complex()) {
        return Fail(at, "the complex value `" + element.ToString() + "` has no " + dtype->name() +
                            " value");
      }
      ConstValue converted = NumpyCast(types_, element, dtype);
      if (element.type()->is_integer() && dtype->is_integer() && !FitsInteger(element, dtype)) {
        return Fail(
            at, "the integer " + element.ToString() + " is out of the bounds of " + dtype->name());
      }
      element = converted;
    }
    array.dtype = dtype;
    return array;
  }

  // At most the constant memory a module has, so that building an array
  // cannot exhaust the compiler's memory.
  bool CheckBytes(const Expr& at, const Type* dtype, llvm::ArrayRef<int64_t> shape) {
    uint64_t bytes = llvm::SaturatingMultiply(ElementCount(shape), uint64_t(dtype->bits() / 8));
    if (bytes <= kMaxConstantBytes) return true;
    Fail(at, "this array of dtype " + dtype->name() + " takes " +
                 (bytes >= (uint64_t{1} << 60) ? std::string("too many") : std::to_string(bytes)) +
                 " bytes, more than the " + std::to_string(kMaxConstantBytes) +
                 " (64 KiB) of constant memory a module has; pass it to the kernel as an " +
                 "argument instead");
    return false;
  }

  // `np.array(object, dtype)`: nested lists or tuples of numbers, a tuple
  // constant, or an array.
  std::optional<ArrayValue> FromObject(const Expr& object, const Expr* dtype_arg) {
    const Type* dtype = nullptr;
    if (dtype_arg && !(dtype = Dtype(*dtype_arg))) return std::nullopt;
    std::optional<ArrayValue> array;
    if (BuildsArray(types_, object, lookup_)) {
      array = Eval(object);
    } else {
      array.emplace();
      if (!Collect(object, 0, &*array)) return std::nullopt;
      if (leaf_depth_ >= 0 && static_cast<size_t>(leaf_depth_) != array->shape.size()) {
        return Fail(object, "the nested sequences are of different lengths");
      }
      for (const ConstValue& element : array->elements) {
        array->dtype =
            array->dtype ? Promote(types_, array->dtype, element.type()) : element.type();
      }
      if (!array->dtype) array->dtype = types_.Float64();  // `np.array([])`
    }
    if (!array) return std::nullopt;
    return Converted(object, std::move(*array), dtype ? dtype : array->dtype);
  }

  // The elements under `expr` at nesting `depth`, checking that each level
  // has one length.
  bool Collect(const Expr& expr, size_t depth, ArrayValue* array) {
    llvm::ArrayRef<Expr*> items;
    if (const auto* list = llvm::dyn_cast<ListExpr>(&expr)) {
      items = list->elements;
    } else if (const auto* tuple = llvm::dyn_cast<TupleExpr>(&expr)) {
      items = tuple->elements;
    } else {
      std::optional<ConstValue> value = Constant(expr);
      return value && CollectValue(expr, *value, depth, array);
    }
    if (!Level(expr, depth, items.size(), array)) return false;
    for (const Expr* item : items) {
      if (!Collect(*item, depth + 1, array)) return false;
    }
    return true;
  }

  bool CollectValue(const Expr& at, const ConstValue& value, size_t depth, ArrayValue* array) {
    if (value.type()->is_tuple()) {
      if (!Level(at, depth, value.elements().size(), array)) return false;
      for (const ConstValue& element : value.elements()) {
        if (!CollectValue(at, element, depth + 1, array)) return false;
      }
      return true;
    }
    ConstValue number = value.type()->is_int_enum() ? value.Value() : value;
    if (!number.type()->is_scalar()) {
      Fail(at, "`" + value.ToString() + "` is not a number");
      return false;
    }
    if (leaf_depth_ < 0) leaf_depth_ = static_cast<int>(depth);
    if (leaf_depth_ != static_cast<int>(depth) || depth != array->shape.size()) {
      Fail(at, "the nested sequences are of different lengths");
      return false;
    }
    array->elements.push_back(number);
    return true;
  }

  // A sequence of `length` items at nesting `depth`: the first at its depth
  // gives the extent; the others must match it.
  bool Level(const Expr& at, size_t depth, size_t length, ArrayValue* array) {
    if (leaf_depth_ >= 0 && depth >= static_cast<size_t>(leaf_depth_)) {
      Fail(at, "the nested sequences are of different lengths");
      return false;
    }
    if (depth == array->shape.size()) {
      if (depth == static_cast<size_t>(kMaxArrayDims)) {
        Fail(at, "an array of more than " + std::to_string(kMaxArrayDims) +
                     " dimensions: kernel code takes 1 to " + std::to_string(kMaxArrayDims));
        return false;
      }
      array->shape.push_back(static_cast<int64_t>(length));
    } else if (array->shape[depth] != static_cast<int64_t>(length)) {
      Fail(at, "the nested sequences are of different lengths");
      return false;
    }
    return true;
  }

  // A shape: a non-negative integer or a tuple of them.
  std::optional<std::vector<int64_t>> Shape(const Expr& expr) {
    std::optional<ConstValue> value = Constant(expr);
    if (!value) return std::nullopt;
    std::vector<ConstValue> extents =
        value->type()->is_tuple() ? value->elements() : std::vector<ConstValue>{*value};
    std::vector<int64_t> shape;
    for (const ConstValue& extent : extents) {
      if (!extent.type()->is_integer() || (extent.type()->is_signed() && extent.as_int() < 0)) {
        return Fail(expr, "a shape is a non-negative integer or a tuple of them, not `" +
                              value->ToString() + "`");
      }
      shape.push_back(extent.as_int());
    }
    return shape;
  }

  // `np.zeros`, `np.ones`, `np.empty`, `np.full`: `fill` in every element.
  std::optional<ArrayValue> Filled(const CallExpr& call, const Expr* shape_arg,
                                   const ConstValue& fill, const Type* dtype) {
    if (!shape_arg) return Fail(call, "`" + CalleeName(call) + "` needs a shape");
    std::optional<std::vector<int64_t>> shape = Shape(*shape_arg);
    if (!shape || !CheckDimensions(*shape_arg, *shape) || !CheckBytes(call, dtype, *shape)) {
      return std::nullopt;
    }
    ArrayValue single;
    single.elements.push_back(fill);
    std::optional<ArrayValue> converted = Converted(call, std::move(single), dtype);
    if (!converted) return std::nullopt;
    ArrayValue array;
    array.dtype = dtype;
    array.shape = *shape;
    array.elements.assign(ElementCount(*shape), converted->elements[0]);
    return array;
  }

  bool CheckDimensions(const Expr& at, llvm::ArrayRef<int64_t> shape) {
    if (!shape.empty() && shape.size() <= static_cast<size_t>(kMaxArrayDims)) return true;
    Fail(at, "an array of " + std::to_string(shape.size()) +
                 " dimensions: kernel code takes 1 to " + std::to_string(kMaxArrayDims));
    return false;
  }

  std::optional<ArrayValue> Arange(const CallExpr& call);
  std::optional<ArrayValue> Reshape(const CallExpr& call, ArrayValue array);
  std::optional<ArrayValue> Astype(const CallExpr& call, ArrayValue array);

  TypeContext& types_;
  const GlobalLookup& lookup_;
  std::string* why_;
  SourceRange* where_;
  int leaf_depth_ = -1;  // the nesting depth of numbers in `np.array`'s object
};

// `np.arange([start,] stop[, step], dtype)`. Its length, ceil((stop -
// start) / step), and its elements are NumPy's: the first two converted to
// the dtype, the rest `first + i * (second - first)` in the dtype's
// arithmetic (float16's in float32), as NumPy fills them.
std::optional<ArrayValue> ArrayEvaluator::Arange(const CallExpr& call) {
  auto args = Arguments(call, 4, {"start", "stop", "step", "dtype"});
  if (!args) return std::nullopt;
  const Expr* start_arg = (*args)[0];
  const Expr* stop_arg = (*args)[1];
  if (!stop_arg) std::swap(start_arg, stop_arg);  // `np.arange(stop)`
  if (!stop_arg) return Fail(call, "`" + CalleeName(call) + "` needs a stop");
  std::vector<ConstValue> bounds;  // start, stop, step
  for (const Expr* arg : {start_arg, stop_arg, (*args)[2]}) {
    if (!arg) {
      bounds.push_back(ConstValue::Int(types_.Int64(), bounds.empty() ? 0 : 1));
      continue;
    }
    std::optional<ConstValue> value = Number(*arg);
    if (!value) return std::nullopt;
    if (value->type()->is_complex()) return Fail(*arg, "`np.arange` takes real numbers");
    bounds.push_back(*value);
  }
  const Type* inputs =
      Promote(types_, Promote(types_, bounds[0].type(), bounds[1].type()), bounds[2].type());
  if (inputs->is_bool()) inputs = types_.Int64();
  const Type* dtype = (*args)[3] ? Dtype(*(*args)[3]) : inputs;
  if (!dtype) return std::nullopt;
  if (dtype->is_bool()) return Fail(call, "`np.arange` of booleans is not defined");
  auto as_double = [&](const ConstValue& v) { return v.ConvertTo(types_, types_.Float64()); };
  double start = as_double(bounds[0]).as_float(), stop = as_double(bounds[1]).as_float();
  double step = as_double(bounds[2]).as_float();
  if (step == 0) return Fail(call, "the step of `np.arange` is zero");
  double length = std::ceil((stop - start) / step);
  if (std::isnan(length)) return Fail(call, "the length of this `np.arange` is not a number");
  std::vector<int64_t> shape = {length > 0 ? static_cast<int64_t>(std::min(length, 1e18)) : 0};
  if (!CheckBytes(call, dtype, shape)) return std::nullopt;

  std::string error;
  std::optional<ConstValue> second =
      FoldBinary(types_, BinaryOp::Add, bounds[0], bounds[2], &error);
  if (!second) return Fail(call, error.empty() ? "`start + step` is not a number" : error);
  for (const ConstValue& value : {bounds[0], *second}) {
    if (value.type()->is_integer() && dtype->is_integer() && !FitsInteger(value, dtype)) {
      return Fail(call,
                  "the integer " + value.ToString() + " is out of the bounds of " + dtype->name());
    }
  }
  ConstValue first = NumpyCast(types_, bounds[0], dtype);
  ConstValue next = NumpyCast(types_, *second, dtype);
  ArrayValue array;
  array.dtype = dtype;
  array.shape = shape;
  for (int64_t i = 0; i < shape[0]; ++i) {
    if (i < 2) {
      array.elements.push_back(i == 0 ? first : next);
    } else if (dtype->is_integer()) {
      uint64_t delta = next.as_uint() - first.as_uint();
      uint64_t value = first.as_uint() + static_cast<uint64_t>(i) * delta;
      array.elements.push_back(ConstValue::UInt(types_.UInt64(), value).ConvertTo(types_, dtype));
    } else if (dtype->is_complex() ? dtype->part_bits() == 64 : dtype->bits() == 64) {
      double real = first.as_float() + i * (next.as_float() - first.as_float());
      double imag = first.as_imag() + i * (next.as_imag() - first.as_imag());
      array.elements.push_back(dtype->is_complex() ? ConstValue::Complex(dtype, real, imag)
                                                   : ConstValue::Float(dtype, real));
    } else {
      // float32, complex64 and float16: float32 arithmetic.
      // float16 elements are rounded first, as NumPy stores the first two.
      float f0 = static_cast<float>(RoundToFloat(first.as_float(), dtype->bits()));
      float f1 = static_cast<float>(RoundToFloat(next.as_float(), dtype->bits()));
      float g0 = static_cast<float>(first.as_imag()), g1 = static_cast<float>(next.as_imag());
      float real = f0 + static_cast<float>(i) * (f1 - f0);
      float imag = g0 + static_cast<float>(i) * (g1 - g0);
      array.elements.push_back(dtype->is_complex() ? ConstValue::Complex(dtype, real, imag)
                                                   : ConstValue::Float(dtype, real));
    }
  }
  return array;
}

// `.reshape(shape)` or `.reshape(d0, d1, ...)`; one extent may be -1.
std::optional<ArrayValue> ArrayEvaluator::Reshape(const CallExpr& call, ArrayValue array) {
  std::vector<const Expr*> parts(call.args.begin(), call.args.end());
  for (const KeywordArg& keyword : call.keywords) {
    if (keyword.name == "order") {
      if (!CheckOrder(call, keyword.value)) return std::nullopt;
    } else if (keyword.name == "shape" && parts.empty()) {
      parts.push_back(keyword.value);
    } else {
      return Fail(keyword.name_range, "`.reshape` takes a shape and `order`");
    }
  }
  if (parts.empty()) return Fail(call, "`.reshape` needs a shape");
  std::vector<int64_t> shape;
  int unknown = -1;
  for (const Expr* part : parts) {
    std::optional<ConstValue> value = Constant(*part);
    if (!value) return std::nullopt;
    std::vector<ConstValue> extents =
        value->type()->is_tuple() ? value->elements() : std::vector<ConstValue>{*value};
    for (const ConstValue& extent : extents) {
      bool minus_one = extent.type()->is_signed() && extent.as_int() == -1;
      if (!extent.type()->is_integer() ||
          (!minus_one && extent.type()->is_signed() && extent.as_int() < 0)) {
        return Fail(*part, "a shape is non-negative integers (one may be -1), not `" +
                               value->ToString() + "`");
      }
      if (minus_one && unknown >= 0) return Fail(*part, "only one extent can be -1");
      if (minus_one) unknown = static_cast<int>(shape.size());
      shape.push_back(minus_one ? 1 : extent.as_int());
    }
  }
  uint64_t known = ElementCount(shape), count = array.elements.size();
  if (unknown >= 0 && known != 0 && count % known == 0) shape[unknown] = count / known;
  if (ElementCount(shape) != count) {
    return Fail(
        call, "cannot reshape an array of " + std::to_string(count) + " elements into this shape");
  }
  if (!CheckDimensions(call, shape)) return std::nullopt;
  array.shape = std::move(shape);
  return array;
}

// `.astype(dtype)`: each element cast, as NumPy casts (integers wrap).
std::optional<ArrayValue> ArrayEvaluator::Astype(const CallExpr& call, ArrayValue array) {
  auto args = Arguments(call, 1, {"dtype"});
  if (!args) return std::nullopt;
  if (!(*args)[0]) return Fail(call, "`.astype` needs a dtype");
  const Type* dtype = Dtype(*(*args)[0]);
  if (!dtype) return std::nullopt;
  for (ConstValue& element : array.elements) {
    if (element.type()->is_complex() && !dtype->is_complex()) {
      return Fail(call, "a complex array has no " + dtype->name() + " values");
    }
    element = NumpyCast(types_, element, dtype);
  }
  array.dtype = dtype;
  return array;
}

}  // namespace

bool BuildsArray(TypeContext& types, const Expr& expr, const GlobalLookup& lookup) {
  if (const auto* name = llvm::dyn_cast<NameExpr>(&expr)) {
    const GlobalBinding* binding = lookup(name->name);
    return binding && binding->array && !binding->array->on_device;
  }
  const auto* call = llvm::dyn_cast<CallExpr>(&expr);
  if (!call) return false;
  if (ArrayFunctionOf(types, *call->callee, lookup)) return true;
  const auto* method = llvm::dyn_cast<AttributeExpr>(call->callee);
  return method && ArrayMethodNamed(method->name) && BuildsArray(types, *method->object, lookup);
}

std::optional<ConstArray> EvaluateConstantArray(TypeContext& types, const Expr& expr,
                                                const GlobalLookup& lookup, std::string* why,
                                                SourceRange* where) {
  ArrayEvaluator evaluator(types, lookup, why, where);
  std::optional<ArrayValue> array = evaluator.Eval(expr);
  if (!array) return std::nullopt;
  if (array->shape.empty() || array->shape.size() > static_cast<size_t>(kMaxArrayDims)) {
    *why = "an array of " + std::to_string(array->shape.size()) +
           " dimensions: kernel code takes 1 to " + std::to_string(kMaxArrayDims);
    *where = expr.range();
    return std::nullopt;
  }
  std::string data;
  for (const ConstValue& element : array->elements) AppendElementBytes(element, &data);
  return ConstArray::Frozen(types, array->dtype, std::move(array->shape), std::move(data));
}

}  // namespace dslc
