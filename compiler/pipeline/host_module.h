// Modules assembled by a host program (the Python package) instead of read
// from a file: each function's own source text, cut from the file it was
// written in (SourceBuffer::FromFragment keeps its file and line numbers),
// and the values of the free names it reads, taken from the host program
// when it is compiled (Numba freezes globals and closure cells the same
// way). Each function has a scope of its own: its host values, then the
// Python builtins. A value that is another function of the module
// (HostValue::Kind::Function) is called as a device function.
//
//   HostFunction kernel{SourceBuffer::FromFragment("app.py", text, 12), "scale", ...};
//   kernel.globals.push_back({"FACTOR", HostValue::Float(DType::Float64, 2.5)});
//   kernel.globals.push_back({"math", HostValue::Module("math")});
//   std::unique_ptr<LoadedModule> module = LoadHostModule({kernel}, emitter, timer);
//
// The loaded module is compiled as any other (compile.h): CompileUnit names
// the kernel by its `def` name; the host values are part of each unit's key
// material.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "compiler/base/source_buffer.h"
#include "compiler/pipeline/compile.h"
#include "dslc/array.h"

namespace dslc {

class DiagnosticEmitter;

// A host value as the compiler sees it: a constant, a module or a member of
// one, another function of the module, a constant array, a device array, or
// something kernel code cannot use (said so where it is read, naming what it
// is).
struct HostValue {
  enum class Kind : uint8_t {
    Int,       // `dtype` an integer type: `int_value`
    Float,     // `dtype` Float16/32/64: `float_value`
    Complex,   // `dtype` Complex64/128: `float_value` + `imag_value` j
    Bool,      // `int_value` 0 or 1
    None,      // Python's None
    Tuple,     // `elements`
    Module,    // `module`: "math", "numpy", "numba", "numba.cuda", "cuda", ...
    Member,    // `module`.`member`: "math.sqrt", "numpy.float32", "numba.float32"
    Function,  // `function`: the index of another HostFunction of the module
    Array,     // `dtype`, `shape`, `data` (C order): a read-only constant array
    // `dtype`, `shape`, `strides` (bytes), `pointer`: memory of the GPU that
    // kernels read and write, captured by pointer as Numba captures a global
    // device array (anything with `__cuda_array_interface__`)
    DeviceArray,
    Unusable,  // `description`: "a list", "a dict", "an object of class `Foo`"
    // An enum class `module` (an IntEnum when `int_value` is 1), its
    // members' names `names` and values `elements`; `member` names one of
    // them when the value is that member, and is empty for the class.
    Enum,
  };

  Kind kind = Kind::None;
  DType dtype = DType::Int64;
  int64_t int_value = 0;  // integers, as two's complement for unsigned types
  double float_value = 0;
  double imag_value = 0;
  std::vector<HostValue> elements;
  std::string module;
  std::string member;
  int function = -1;
  std::vector<int64_t> shape;
  std::string data;              // the array's bytes: exactly those of its shape's elements
  std::vector<int64_t> strides;  // a device array's, in bytes, one per dimension
  uint64_t pointer = 0;          // a device array's first element
  std::string description;
  std::vector<std::string> names;

  static HostValue Int(DType dtype, int64_t value);
  static HostValue Float(DType dtype, double value);
  static HostValue Complex(DType dtype, double real, double imag);
  static HostValue Bool(bool value);
  static HostValue NoneValue();
  static HostValue Tuple(std::vector<HostValue> elements);
  static HostValue Module(std::string dotted);
  static HostValue Member(std::string module, std::string member);
  static HostValue Function(int index);
  static HostValue Array(DType dtype, std::vector<int64_t> shape, std::string data);
  static HostValue DeviceArray(DType dtype, std::vector<int64_t> shape,
                               std::vector<int64_t> strides, uint64_t pointer);
  static HostValue Unusable(std::string description);
  static HostValue Enum(std::string name, bool int_enum, std::vector<std::string> names,
                        std::vector<HostValue> values, std::string member);

  // Canonical text for the compile key: every field that matters, the array
  // bytes included (as a hash and size), and a device array's pointer.
  std::string KeyText() const;
};

// One `@cuda.jit` function of a host program.
struct HostFunction {
  // The `def` line and its body, decorators excluded: the options and
  // signatures of the decorator come below, as the host program read them.
  SourceBuffer source;
  std::string name;  // the `def`'s name
  // `@cuda.jit` options by their names in jit_options.def, with integer
  // values (True is 1): {"device", 1}, {"fastmath", 1}, {"max_registers",
  // 64}, {"launch_bounds", 256}. An unknown name or a refused option is a
  // located error at the `def`.
  std::vector<std::pair<std::string, int64_t>> options;
  // Eager signatures, as Numba writes them ("void(float32[::1], int64)"
  // or "float32[::1], int64").
  std::vector<std::string> signatures;
  // The free names the function reads, with their values.
  std::vector<std::pair<std::string, HostValue>> globals;
};

// Parses every function, binds its scope and reads its options and
// signatures. Function 0 is the one the host program compiles; the others
// are what it calls. As LoadModule, it always returns the module, with
// ok() false after errors.
std::unique_ptr<LoadedModule> LoadHostModule(std::vector<HostFunction> functions,
                                             DiagnosticEmitter& emitter, PhaseTimer& timer);

}  // namespace dslc
