/* The launch path of the Python package in C: a configured launch
   (kernel[grid, block], the Launcher type) packs its arguments into the
   64-bit words of dslc_kernel_launch (c_api.h) and makes the call, for the
   argument kinds launches mostly take: Python and NumPy scalars, dslc
   device arrays, CuPy arrays and PyTorch CUDA tensors. Anything else (host
   arrays, other __cuda_array_interface__ or DLPack objects) goes to the
   Python path (_dispatcher.py, _launch.py); both pack the same words
   (tests/test_arguments.py and tests/test_launch_words.py compare them).
   The words' format, codes and dtype tables come from the build
   (dslc/launch_words.h and launch_word_tables.h, generated from
   interface/launch_words.def).

   Written against the limited API of CPython 3.11, so the one binary
   (`_fastlaunch.abi3.so`) loads on every CPython from 3.11 on. It links
   nothing: dslc_kernel_launch's address comes from the loaded libdslc.so
   through init(). */
#define Py_LIMITED_API 0x030B0000
#include <Python.h>
#include <structmember.h>
#include <stdint.h>
#include <string.h>

#include "dslc/launch_words.h"
#include "launch_word_tables.h"

/* The most words of one argument this file packs: an array's code,
   pointer, extents and strides. */
#define ARG_WORDS (2 + 2 * DSLC_LAUNCH_MAX_DIMS)
#define MAX_WORDS (DSLC_LAUNCH_HEADER_WORDS + DSLC_LAUNCH_MAX_ARGS * ARG_WORDS)
/* A launcher's header: the words before the count, which the arguments
   follow. */
#define HEADER_BYTES (8 * DSLC_LAUNCH_COUNT)
_Static_assert(DSLC_LAUNCH_COUNT == DSLC_LAUNCH_HEADER_WORDS - 1, "the count ends the header");

typedef int (*LaunchFunction)(void* kernel, const int64_t* packed);

static LaunchFunction launch_function = NULL;
/* Registered by init(): the classes with fast paths, and tables. */
static PyObject* device_array_type = NULL; /* dslc's DeviceNDArray */
static PyObject* scalar_codes = NULL;      /* {NumPy scalar class: code} */
static PyObject* array_codes = NULL;       /* [code | array bit, or -1, by dtype.num] */
static PyObject* extra_types = NULL;       /* {class: "cupy" | "torch"} */
static PyObject* torch_dtypes = NULL;      /* {torch dtype: (code, itemsize)} */
/* torch.Tensor.data_ptr and .stride, called unbound (no bound method made
   per call); NULL until torch_methods() gives them. */
static PyObject* torch_data_ptr = NULL;
static PyObject* torch_stride = NULL;
static PyObject *s_words, *s_shape, *s_strides, *s_data, *s_ptr, *s_dtype, *s_num,
    *s_is_cuda, *s_data_ptr, *s_stride;
/* The kinds in extra_types, interned: the Python side's "cupy" and "torch"
   literals are these objects, so a launch compares pointers, not text. */
static PyObject *s_cupy, *s_torch;

/* Appends the elements of a tuple of ints (extents or strides), times
   `scale`; -1 when it is not one. */
static int AppendInts(PyObject* sequence, int64_t scale, int64_t* words, int* count) {
  PyObject* tuple = PySequence_Tuple(sequence);
  if (!tuple) return -1;
  Py_ssize_t n = PyTuple_Size(tuple);
  for (Py_ssize_t i = 0; i < n; ++i) {
    long long v = PyLong_AsLongLong(PyTuple_GetItem(tuple, i));
    if (v == -1 && PyErr_Occurred()) {
      Py_DECREF(tuple);
      return -1;
    }
    words[(*count)++] = (int64_t)v * scale;
  }
  Py_DECREF(tuple);
  return 0;
}

/* Whether NumPy scalars hold their value right after the object header
   (NumPy's PyArrayScalar_VAL layout): checked by init() on a scalar of each
   registered class; then a launch copies the value's bytes, else it asks
   Python for the value. */
static int scalar_values_inline = 0;

/* The value of a NumPy scalar of `code`, zero-padded as the Python path
   packs it: 1, 0 for the Python path (complex numbers; float16 read
   through Python), -1 on error. */
static int ReadNumpyScalar(PyObject* value, long code, int64_t* bits) {
  if (code < 0 || code >= DSLC_DTYPE_COUNT) return 0;
  const enum dslc_dtype_class kind = dslc_dtype_classes[code];
  const int bytes = dslc_item_bytes[code];
  if (kind == DSLC_CLASS_COMPLEX) return 0;
  if (scalar_values_inline) {
    memcpy(bits, (const char*)value + sizeof(PyObject), (size_t)bytes);
    return 1;
  }
  if (kind == DSLC_CLASS_BOOL) {
    int truth = PyObject_IsTrue(value);
    if (truth < 0) return -1;
    *bits = truth;
  } else if (kind == DSLC_CLASS_FLOAT && (bytes == 4 || bytes == 8)) {
    double d = PyFloat_AsDouble(value);
    if (d == -1.0 && PyErr_Occurred()) return -1;
    if (bytes == 4) {
      float f = (float)d;
      memcpy(bits, &f, sizeof f);
    } else {
      memcpy(bits, &d, sizeof d);
    }
  } else if (kind == DSLC_CLASS_INT) {
    PyObject* integer = PyNumber_Index(value);
    if (!integer) return -1;
    unsigned long long u = PyLong_AsUnsignedLongLongMask(integer);
    Py_DECREF(integer);
    if (u == (unsigned long long)-1 && PyErr_Occurred()) return -1;
    *bits = (int64_t)u;
    if (bytes < 8) *bits &= (int64_t)((1ULL << (8 * bytes)) - 1);
  } else {
    return 0;
  }
  return 1;
}

/* Checks the inline layout on the scalar 1 of each class in scalar_codes. */
static int ScalarValuesAreInline(void) {
  PyObject *cls, *code_object;
  Py_ssize_t position = 0;
  const float one_float = 1.0f;
  const double one_double = 1.0;
  while (PyDict_Next(scalar_codes, &position, &cls, &code_object)) {
    long code = PyLong_AsLong(code_object);
    if (code < 0 || code >= DSLC_DTYPE_COUNT) return 0;
    const enum dslc_dtype_class kind = dslc_dtype_classes[code];
    const int bytes = dslc_item_bytes[code];
    if (kind == DSLC_CLASS_COMPLEX) continue; /* the Python path packs it */
    PyObject* one = PyObject_CallFunction(cls, "i", 1);
    if (!one) {
      PyErr_Clear();
      return 0;
    }
    int64_t expected = 1, found = 0;
    if (kind == DSLC_CLASS_FLOAT && bytes == 2) expected = 0x3C00; /* float16 1.0 */
    if (kind == DSLC_CLASS_FLOAT && bytes == 4) memcpy(&expected, &one_float, sizeof one_float);
    if (kind == DSLC_CLASS_FLOAT && bytes == 8) memcpy(&expected, &one_double, sizeof one_double);
    int same_class = Py_TYPE(one) == (PyTypeObject*)cls;
    if (same_class) memcpy(&found, (const char*)one + sizeof(PyObject), (size_t)bytes);
    Py_DECREF(one);
    if (!same_class || found != expected) return 0;
  }
  return 1;
}

/* 1 packed, 0 not a kind this file packs (the Python path will), -1 error. */
static int PackScalar(PyObject* value, int64_t* words, int* count) {
  /* Python numbers are typed as Numba types them: bool, int64, float64. */
  if (value == Py_True || value == Py_False) {
    words[(*count)++] = DSLC_DTYPE_BOOL;
    words[(*count)++] = value == Py_True;
    return 1;
  }
  if (PyLong_CheckExact(value)) {
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(value, &overflow);
    if (overflow) return 0; /* the Python path reports it */
    if (v == -1 && PyErr_Occurred()) return -1;
    words[(*count)++] = DSLC_DTYPE_INT64;
    words[(*count)++] = v;
    return 1;
  }
  if (PyFloat_CheckExact(value)) {
    double d = PyFloat_AsDouble(value);
    words[(*count)++] = DSLC_DTYPE_FLOAT64;
    memcpy(&words[(*count)++], &d, sizeof d);
    return 1;
  }
  PyObject* code_object = PyDict_GetItem(scalar_codes, (PyObject*)Py_TYPE(value));
  if (!code_object) return 0;
  long code = PyLong_AsLong(code_object);
  int64_t bits = 0;
  int read = ReadNumpyScalar(value, code, &bits);
  if (read <= 0) return read;
  words[(*count)++] = code;
  words[(*count)++] = bits;
  return 1;
}

static int PackArrayWords(int64_t code, uint64_t pointer, PyObject* shape, PyObject* strides,
                          int64_t stride_scale, int64_t* words, int* count) {
  Py_ssize_t ndim = PyObject_Length(shape);
  if (ndim < 0) return -1;
  if (ndim < 1 || ndim > DSLC_LAUNCH_MAX_DIMS || code < 0) return 0;
  words[(*count)++] = code | ((int64_t)ndim << DSLC_CODE_NDIM_SHIFT);
  words[(*count)++] = (int64_t)pointer;
  if (AppendInts(shape, 1, words, count) < 0) return -1;
  if (AppendInts(strides, stride_scale, words, count) < 0) return -1;
  return 1;
}

/* A dslc device array carries its words, packed when it was made. */
static int PackDeviceArray(PyObject* value, int64_t* words, int* count) {
  PyObject* packed = PyObject_GetAttr(value, s_words);
  if (!packed) return -1;
  int result = 0; /* None: the Python path packs it */
  Py_ssize_t size = PyBytes_Check(packed) ? PyBytes_Size(packed) : 0;
  if (size >= 2 * 8 && size <= ARG_WORDS * 8 && size % 8 == 0) {
    memcpy(&words[*count], PyBytes_AsString(packed), (size_t)size);
    *count += (int)(size / 8);
    result = 1;
  }
  Py_DECREF(packed);
  return result;
}

static int64_t ArrayCodeOfNum(PyObject* dtype) {
  PyObject* num = PyObject_GetAttr(dtype, s_num);
  if (!num) return -2;
  long n = PyLong_AsLong(num);
  Py_DECREF(num);
  if (n < 0 || n >= PyList_Size(array_codes)) return -1;
  return PyLong_AsLong(PyList_GetItem(array_codes, n));
}

static int PackCupy(PyObject* value, int64_t* words, int* count) {
  PyObject* dtype = PyObject_GetAttr(value, s_dtype);
  if (!dtype) return -1;
  int64_t code = ArrayCodeOfNum(dtype);
  Py_DECREF(dtype);
  if (code == -2) return -1;
  if (code < 0) return 0;
  PyObject* data = PyObject_GetAttr(value, s_data);
  PyObject* ptr = data ? PyObject_GetAttr(data, s_ptr) : NULL;
  PyObject* shape = ptr ? PyObject_GetAttr(value, s_shape) : NULL;
  PyObject* strides = shape ? PyObject_GetAttr(value, s_strides) : NULL;
  int result = -1;
  if (strides) {
    unsigned long long p = PyLong_AsUnsignedLongLong(ptr);
    if (!PyErr_Occurred()) result = PackArrayWords(code, p, shape, strides, 1, words, count);
  }
  Py_XDECREF(data);
  Py_XDECREF(ptr);
  Py_XDECREF(shape);
  Py_XDECREF(strides);
  return result;
}

static int PackTorch(PyObject* value, int64_t* words, int* count) {
  PyObject* is_cuda = PyObject_GetAttr(value, s_is_cuda);
  if (!is_cuda) return -1;
  int on_gpu = PyObject_IsTrue(is_cuda);
  Py_DECREF(is_cuda);
  if (on_gpu <= 0) return on_gpu; /* host tensors: the Python path copies them */
  PyObject* dtype = PyObject_GetAttr(value, s_dtype);
  if (!dtype) return -1;
  PyObject* entry = PyDict_GetItem(torch_dtypes, dtype);
  Py_DECREF(dtype);
  if (!entry) return 0;
  long code = PyLong_AsLong(PyTuple_GetItem(entry, 0));
  long itemsize = PyLong_AsLong(PyTuple_GetItem(entry, 1));
  PyObject* ptr = torch_data_ptr ? PyObject_CallFunctionObjArgs(torch_data_ptr, value, NULL)
                                 : PyObject_CallMethodObjArgs(value, s_data_ptr, NULL);
  PyObject* shape = ptr ? PyObject_GetAttr(value, s_shape) : NULL;
  PyObject* strides = NULL;
  if (shape) {
    strides = torch_stride ? PyObject_CallFunctionObjArgs(torch_stride, value, NULL)
                           : PyObject_CallMethodObjArgs(value, s_stride, NULL);
  }
  int result = -1;
  if (strides) {
    unsigned long long p = PyLong_AsUnsignedLongLong(ptr);
    if (!PyErr_Occurred())
      result = PackArrayWords(code, p, shape, strides, itemsize, words, count);
  }
  Py_XDECREF(ptr);
  Py_XDECREF(shape);
  Py_XDECREF(strides);
  return result;
}

static int PackOne(PyObject* value, int64_t* words, int* count) {
  PyObject* type = (PyObject*)Py_TYPE(value);
  if (type == device_array_type) return PackDeviceArray(value, words, count);
  PyObject* extra = PyDict_GetItem(extra_types, type);
  if (extra == s_cupy) return PackCupy(value, words, count);
  if (extra == s_torch) return PackTorch(value, words, count);
  return PackScalar(value, words, count);
}

/* Packs the header's words before the count, the count and args (a
   tuple); the word count, 0 for the Python path, -1 on error. */
static int PackWords(const int64_t* header, PyObject* args, int64_t* words) {
  if (!launch_function || !device_array_type) {
    PyErr_SetString(PyExc_RuntimeError, "dslc._fastlaunch: init() was not called");
    return -1;
  }
  Py_ssize_t n = PyTuple_Size(args);
  if (n < 0) return -1;
  if (n > DSLC_LAUNCH_MAX_ARGS) return 0;
  memcpy(words, header, HEADER_BYTES);
  words[DSLC_LAUNCH_COUNT] = n;
  int count = DSLC_LAUNCH_HEADER_WORDS;
  for (Py_ssize_t i = 0; i < n; ++i) {
    int packed = PackOne(PyTuple_GetItem(args, i), words, &count);
    if (packed <= 0) return packed;
  }
  return count;
}

/* The same, with the header as bytes of the words before the count. */
static int Pack(PyObject* header, PyObject* args, int64_t* words) {
  char* header_bytes = PyBytes_AsString(header);
  if (!header_bytes || PyBytes_Size(header) != HEADER_BYTES) {
    if (!PyErr_Occurred()) {
      PyErr_Format(PyExc_ValueError, "a launch header is %d words", DSLC_LAUNCH_COUNT);
    }
    return -1;
  }
  return PackWords((const int64_t*)header_bytes, args, words);
}

/* pack(header, args): the words as bytes, or None (for the tests). */
static PyObject* PackForTest(PyObject* self, PyObject* call_args) {
  (void)self;
  int64_t words[MAX_WORDS];
  PyObject* header = PyTuple_GetItem(call_args, 0);
  PyObject* args = header ? PyTuple_GetItem(call_args, 1) : NULL;
  if (!args) return NULL;
  int count = Pack(header, args, words);
  if (count < 0) return NULL;
  if (count == 0) Py_RETURN_NONE;
  return PyBytes_FromStringAndSize((const char*)words, (Py_ssize_t)count * 8);
}

/* Launcher(kernels, header, state, fallback, raise_status): a configured
   launch, kernel[grid, block], whose call is all C for the argument kinds
   above: the current device from `state` (a threading.local whose class
   gives `device` a default), the kernel's address from `kernels` (by
   device), the words, the launch. Anything else goes to `fallback(*args)`,
   the Python path (a kernel not yet loaded on this device, an argument of
   another kind); a failed launch calls `raise_status(status)`. */
typedef struct {
  PyObject_HEAD
  PyObject* kernels;
  PyObject* state;
  PyObject* fallback;
  PyObject* raise_status;
  int64_t header[DSLC_LAUNCH_COUNT];
} Launcher;

static PyObject* s_device;

static PyObject* LauncherNew(PyTypeObject* type, PyObject* call_args, PyObject* kwargs) {
  PyObject *kernels, *header, *state, *fallback, *raise_status;
  if (kwargs && PyDict_Size(kwargs)) {
    PyErr_SetString(PyExc_TypeError, "Launcher takes no keyword arguments");
    return NULL;
  }
  if (!PyArg_ParseTuple(call_args, "O!SOOO", &PyDict_Type, &kernels, &header, &state, &fallback,
                        &raise_status))
    return NULL;
  if (PyBytes_Size(header) != HEADER_BYTES) {
    PyErr_Format(PyExc_ValueError, "a launch header is %d words", DSLC_LAUNCH_COUNT);
    return NULL;
  }
  allocfunc alloc = (allocfunc)PyType_GetSlot(type, Py_tp_alloc);
  Launcher* self = (Launcher*)alloc(type, 0);
  if (!self) return NULL;
  memcpy(self->header, PyBytes_AsString(header), HEADER_BYTES);
  Py_INCREF(kernels);
  self->kernels = kernels;
  Py_INCREF(state);
  self->state = state;
  Py_INCREF(fallback);
  self->fallback = fallback;
  Py_INCREF(raise_status);
  self->raise_status = raise_status;
  return (PyObject*)self;
}

static PyObject* LauncherCall(PyObject* object, PyObject* args, PyObject* kwargs) {
  Launcher* self = (Launcher*)object;
  if (kwargs && PyDict_Size(kwargs)) return PyObject_Call(self->fallback, args, kwargs);
  PyObject* device = PyObject_GetAttr(self->state, s_device);
  if (!device) return NULL;
  PyObject* kernel = PyDict_GetItem(self->kernels, device); /* borrowed */
  Py_DECREF(device);
  if (!kernel) return PyObject_Call(self->fallback, args, NULL);
  void* kernel_pointer = PyLong_AsVoidPtr(kernel);
  if (!kernel_pointer && PyErr_Occurred()) return NULL;
  int64_t words[MAX_WORDS];
  int count = PackWords(self->header, args, words);
  if (count < 0) return NULL;
  if (count == 0) return PyObject_Call(self->fallback, args, NULL);
  int status = launch_function(kernel_pointer, words);
  if (status) {
    PyObject* code = PyLong_FromLong(status);
    PyObject* result = code ? PyObject_CallFunctionObjArgs(self->raise_status, code, NULL) : NULL;
    Py_XDECREF(code);
    Py_XDECREF(result);
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_RuntimeError, "a dslc launch failed");
    return NULL;
  }
  Py_RETURN_NONE;
}

static int LauncherTraverse(PyObject* object, visitproc visit, void* arg) {
  Launcher* self = (Launcher*)object;
  Py_VISIT(self->kernels);
  Py_VISIT(self->state);
  Py_VISIT(self->fallback);
  Py_VISIT(self->raise_status);
  return 0;
}

static int LauncherClear(PyObject* object) {
  Launcher* self = (Launcher*)object;
  Py_CLEAR(self->kernels);
  Py_CLEAR(self->state);
  Py_CLEAR(self->fallback);
  Py_CLEAR(self->raise_status);
  return 0;
}

static void LauncherDealloc(PyObject* object) {
  PyTypeObject* type = Py_TYPE(object);
  PyObject_GC_UnTrack(object);
  LauncherClear(object);
  freefunc free_function = (freefunc)PyType_GetSlot(type, Py_tp_free);
  free_function(object);
  Py_DECREF(type); /* instances of heap types own a reference to it */
}

static PyType_Slot launcher_slots[] = {
    {Py_tp_new, LauncherNew},
    {Py_tp_call, LauncherCall},
    {Py_tp_traverse, LauncherTraverse},
    {Py_tp_clear, LauncherClear},
    {Py_tp_dealloc, LauncherDealloc},
    {Py_tp_doc, "Launcher(kernels, header, state, fallback, raise_status): a configured launch"},
    {0, NULL},
};

static PyType_Spec launcher_spec = {
    "dslc._fastlaunch.Launcher", sizeof(Launcher), 0,
    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, launcher_slots};

/* ConfigTable: the base of dslc's dispatcher, whose subscript,
   kernel[grid, block], finds a configured launch made before without
   running Python; on a miss it calls self._configure(config). */
typedef struct {
  PyObject_HEAD
  PyObject* configs; /* {config: launch} */
} ConfigTable;

static PyObject* s_configure;

static PyObject* ConfigTableNew(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  (void)args; /* the subclass's __init__ takes them */
  (void)kwargs;
  allocfunc alloc = (allocfunc)PyType_GetSlot(type, Py_tp_alloc);
  ConfigTable* self = (ConfigTable*)alloc(type, 0);
  if (!self) return NULL;
  self->configs = PyDict_New();
  if (!self->configs) {
    Py_DECREF(self);
    return NULL;
  }
  return (PyObject*)self;
}

static PyObject* ConfigTableSubscript(PyObject* object, PyObject* config) {
  ConfigTable* self = (ConfigTable*)object;
  PyObject* found = PyDict_GetItemWithError(self->configs, config);
  if (found) {
    Py_INCREF(found);
    return found;
  }
  if (PyErr_Occurred()) {
    if (!PyErr_ExceptionMatches(PyExc_TypeError)) return NULL;
    PyErr_Clear(); /* an unhashable stream object: _configure makes the launch */
  }
  return PyObject_CallMethodObjArgs(object, s_configure, config, NULL);
}

static int ConfigTableTraverse(PyObject* object, visitproc visit, void* arg) {
  Py_VISIT(((ConfigTable*)object)->configs);
  return 0;
}

static int ConfigTableClear(PyObject* object) {
  Py_CLEAR(((ConfigTable*)object)->configs);
  return 0;
}

static void ConfigTableDealloc(PyObject* object) {
  PyTypeObject* type = Py_TYPE(object);
  PyObject_GC_UnTrack(object);
  ConfigTableClear(object);
  freefunc free_function = (freefunc)PyType_GetSlot(type, Py_tp_free);
  free_function(object);
  Py_DECREF(type);
}

static PyMemberDef config_table_members[] = {
    {"_configs", T_OBJECT_EX, offsetof(ConfigTable, configs), READONLY, "{config: launch}"},
    {NULL, 0, 0, 0, NULL},
};

static PyType_Slot config_table_slots[] = {
    {Py_tp_new, ConfigTableNew},
    {Py_mp_subscript, ConfigTableSubscript},
    {Py_tp_traverse, ConfigTableTraverse},
    {Py_tp_clear, ConfigTableClear},
    {Py_tp_dealloc, ConfigTableDealloc},
    {Py_tp_members, config_table_members},
    {Py_tp_doc, "The configured launches of a dispatcher, by kernel[...] subscript"},
    {0, NULL},
};

static PyType_Spec config_table_spec = {
    "dslc._fastlaunch.ConfigTable", sizeof(ConfigTable), 0,
    Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC, config_table_slots};

/* Makes the type of `spec` and adds it to the module as `name`. */
static int AddType(PyObject* module, const char* name, PyType_Spec* spec) {
  PyObject* type = PyType_FromSpec(spec);
  if (!type || PyModule_AddObject(module, name, type) < 0) {
    Py_XDECREF(type);
    return -1;
  }
  return 0;
}

static void Keep(PyObject** slot, PyObject* value) {
  PyObject* old = *slot;
  Py_XINCREF(value);
  *slot = value;
  Py_XDECREF(old);
}

/* init(launch_address, DeviceNDArray, scalar_codes, array_codes, extra_types, torch_dtypes) */
static PyObject* Init(PyObject* self, PyObject* call_args) {
  (void)self;
  PyObject *address, *device_array, *scalars, *arrays, *extras, *torch;
  if (!PyArg_ParseTuple(call_args, "OOO!O!O!O!", &address, &device_array, &PyDict_Type, &scalars,
                        &PyList_Type, &arrays, &PyDict_Type, &extras, &PyDict_Type, &torch))
    return NULL;
  void* function = PyLong_AsVoidPtr(address);
  if (!function && PyErr_Occurred()) return NULL;
  launch_function = (LaunchFunction)function;
  Keep(&device_array_type, device_array);
  Keep(&scalar_codes, scalars);
  Keep(&array_codes, arrays);
  Keep(&extra_types, extras);
  Keep(&torch_dtypes, torch);
  scalar_values_inline = ScalarValuesAreInline();
  Py_RETURN_NONE;
}

/* torch_methods(torch.Tensor.data_ptr, torch.Tensor.stride) */
static PyObject* TorchMethods(PyObject* self, PyObject* call_args) {
  (void)self;
  PyObject *data_ptr, *stride;
  if (!PyArg_ParseTuple(call_args, "OO", &data_ptr, &stride)) return NULL;
  Keep(&torch_data_ptr, data_ptr);
  Keep(&torch_stride, stride);
  Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"init", Init, METH_VARARGS, "init(launch_address, DeviceNDArray, ...)"},
    {"torch_methods", TorchMethods, METH_VARARGS, "torch_methods(Tensor.data_ptr, Tensor.stride)"},
    {"pack", PackForTest, METH_VARARGS, "pack(header, args) -> bytes or None"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_fastlaunch", "dslc's launch path in C", -1, methods,
    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__fastlaunch(void) {
#define INTERN(name, text) \
  if (!(name = PyUnicode_InternFromString(text))) return NULL;
  INTERN(s_words, "_words")
  INTERN(s_shape, "shape")
  INTERN(s_strides, "strides")
  INTERN(s_data, "data")
  INTERN(s_ptr, "ptr")
  INTERN(s_dtype, "dtype")
  INTERN(s_num, "num")
  INTERN(s_is_cuda, "is_cuda")
  INTERN(s_data_ptr, "data_ptr")
  INTERN(s_stride, "stride")
  INTERN(s_cupy, "cupy")
  INTERN(s_torch, "torch")
  INTERN(s_device, "device")
  INTERN(s_configure, "_configure")
#undef INTERN
  PyObject* created = PyModule_Create(&module);
  if (!created) return NULL;
  if (AddType(created, "Launcher", &launcher_spec) < 0 ||
      AddType(created, "ConfigTable", &config_table_spec) < 0) {
    Py_DECREF(created);
    return NULL;
  }
  return created;
}
