/* The launch path of the Python package in C: packs a launch's arguments
   into the 64-bit words of dslc_kernel_launch (c_api.h) and makes the call,
   for the argument kinds launches mostly take: Python and NumPy scalars,
   dslc device arrays, CuPy arrays and PyTorch CUDA tensors. Anything else
   (host arrays, other __cuda_array_interface__ or DLPack objects) returns
   None and the Python path (_launch.py) does the launch; both pack the
   same words (tests/test_arguments.py compares them).

   Written against the limited API of CPython 3.11, so the one binary
   (`_fastlaunch.abi3.so`) loads on every CPython from 3.11 on. It links
   nothing: dslc_kernel_launch's address comes from the loaded libdslc.so
   through init(). */
#define Py_LIMITED_API 0x030B0000
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define ARRAY_BIT 16
#define MAX_ARGS 64
#define HEADER_WORDS 9
#define MAX_WORDS (HEADER_WORDS + MAX_ARGS * 10)

typedef int (*LaunchFunction)(void* kernel, const int64_t* packed);

static LaunchFunction launch_function = NULL;
/* Registered by init(): the classes with fast paths, and tables. */
static PyObject* device_array_type = NULL; /* dslc's DeviceNDArray */
static PyObject* scalar_codes = NULL;      /* {NumPy scalar class: code} */
static PyObject* array_codes = NULL;       /* [code | ARRAY_BIT, or -1, by dtype.num] */
static PyObject* extra_types = NULL;       /* {class: "cupy" | "torch"} */
static PyObject* torch_dtypes = NULL;      /* {torch dtype: (code, itemsize)} */
/* torch.Tensor.data_ptr and .stride, called unbound (no bound method made
   per call); NULL until torch_methods() gives them. */
static PyObject* torch_data_ptr = NULL;
static PyObject* torch_stride = NULL;
static PyObject *s_code, *s_pointer, *s_shape, *s_strides, *s_data, *s_ptr, *s_dtype, *s_num,
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

/* 1 packed, 0 not a kind this file packs (the Python path will), -1 error. */
static int PackScalar(PyObject* value, int64_t* words, int* count) {
  if (value == Py_True || value == Py_False) {
    words[(*count)++] = 0;
    words[(*count)++] = value == Py_True;
    return 1;
  }
  if (PyLong_CheckExact(value)) {
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(value, &overflow);
    if (overflow) return 0; /* the Python path reports it */
    if (v == -1 && PyErr_Occurred()) return -1;
    words[(*count)++] = 4;
    words[(*count)++] = v;
    return 1;
  }
  if (PyFloat_CheckExact(value)) {
    double d = PyFloat_AsDouble(value);
    words[(*count)++] = 11;
    memcpy(&words[(*count)++], &d, sizeof d);
    return 1;
  }
  PyObject* code_object = PyDict_GetItem(scalar_codes, (PyObject*)Py_TYPE(value));
  if (!code_object) return 0;
  long code = PyLong_AsLong(code_object);
  int64_t bits = 0;
  if (code == 0) {
    int truth = PyObject_IsTrue(value);
    if (truth < 0) return -1;
    bits = truth;
  } else if (code == 10 || code == 11) {
    double d = PyFloat_AsDouble(value);
    if (d == -1.0 && PyErr_Occurred()) return -1;
    if (code == 10) {
      float f = (float)d;
      memcpy(&bits, &f, sizeof f);
    } else {
      memcpy(&bits, &d, sizeof d);
    }
  } else if (code >= 1 && code <= 8) {
    PyObject* integer = PyNumber_Index(value);
    if (!integer) return -1;
    unsigned long long u = PyLong_AsUnsignedLongLongMask(integer);
    Py_DECREF(integer);
    if (u == (unsigned long long)-1 && PyErr_Occurred()) return -1;
    bits = (int64_t)u;
    /* Zero-padded as the Python path packs it: only the type's bytes. */
    static const int bytes[] = {0, 1, 2, 4, 8, 1, 2, 4, 8};
    if (bytes[code] < 8) bits &= (int64_t)((1ULL << (8 * bytes[code])) - 1);
  } else {
    return 0; /* float16: the Python path */
  }
  words[(*count)++] = code;
  words[(*count)++] = bits;
  return 1;
}

static int PackArrayWords(int64_t code, uint64_t pointer, PyObject* shape, PyObject* strides,
                          int64_t stride_scale, int64_t* words, int* count) {
  Py_ssize_t ndim = PyObject_Length(shape);
  if (ndim < 0) return -1;
  if (ndim < 1 || ndim > 4 || code < 0) return 0;
  words[(*count)++] = code | (ndim << 5);
  words[(*count)++] = (int64_t)pointer;
  if (AppendInts(shape, 1, words, count) < 0) return -1;
  if (AppendInts(strides, stride_scale, words, count) < 0) return -1;
  return 1;
}

static int PackDeviceArray(PyObject* value, int64_t* words, int* count) {
  PyObject* code = PyObject_GetAttr(value, s_code);
  PyObject* pointer = code ? PyObject_GetAttr(value, s_pointer) : NULL;
  PyObject* shape = pointer ? PyObject_GetAttr(value, s_shape) : NULL;
  PyObject* strides = shape ? PyObject_GetAttr(value, s_strides) : NULL;
  int result = -1;
  if (strides) {
    long c = PyLong_AsLong(code);
    unsigned long long p = PyLong_AsUnsignedLongLong(pointer);
    /* _code holds the dimensions too; PackArrayWords adds them. */
    if (!PyErr_Occurred())
      result = c < 0 ? 0 : PackArrayWords(c & ~(7 << 5), p, shape, strides, 1, words, count);
  }
  Py_XDECREF(code);
  Py_XDECREF(pointer);
  Py_XDECREF(shape);
  Py_XDECREF(strides);
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

/* Packs header (bytes of 8 words) and args; the word count, 0 for the
   Python path, -1 on error. */
static int Pack(PyObject* header, PyObject* args, int64_t* words) {
  if (!launch_function || !device_array_type) {
    PyErr_SetString(PyExc_RuntimeError, "dslc._fastlaunch: init() was not called");
    return -1;
  }
  Py_ssize_t n = PyTuple_Size(args);
  if (n > MAX_ARGS) return 0;
  char* header_bytes = PyBytes_AsString(header);
  if (!header_bytes || PyBytes_Size(header) != 8 * 8) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a launch header is 8 words");
    return -1;
  }
  memcpy(words, header_bytes, 8 * 8);
  words[8] = n;
  int count = HEADER_WORDS;
  for (Py_ssize_t i = 0; i < n; ++i) {
    int packed = PackOne(PyTuple_GetItem(args, i), words, &count);
    if (packed <= 0) return packed;
  }
  return count;
}

/* launch(kernel, header, args): the status of dslc_kernel_launch, or None
   when an argument is one for the Python path. */
static PyObject* Launch(PyObject* self, PyObject* call_args) {
  (void)self;
  int64_t words[MAX_WORDS];
  PyObject* kernel = PyTuple_GetItem(call_args, 0);
  PyObject* header = kernel ? PyTuple_GetItem(call_args, 1) : NULL;
  PyObject* args = header ? PyTuple_GetItem(call_args, 2) : NULL;
  if (!args) return NULL;
  void* kernel_pointer = PyLong_AsVoidPtr(kernel);
  if (!kernel_pointer && PyErr_Occurred()) return NULL;
  int count = Pack(header, args, words);
  if (count < 0) return NULL;
  if (count == 0) Py_RETURN_NONE;
  return PyLong_FromLong(launch_function(kernel_pointer, words));
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
    {"launch", Launch, METH_VARARGS, "launch(kernel, header, args) -> status or None"},
    {"pack", PackForTest, METH_VARARGS, "pack(header, args) -> bytes or None"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_fastlaunch", "dslc's launch path in C", -1, methods,
    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__fastlaunch(void) {
#define INTERN(name, text) \
  if (!(name = PyUnicode_InternFromString(text))) return NULL;
  INTERN(s_code, "_code")
  INTERN(s_pointer, "_pointer")
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
#undef INTERN
  return PyModule_Create(&module);
}
