/* The C interface of libdslc.so, for languages that call C functions (the
   Python package calls it through ctypes). It covers what the Python package
   needs: assembling a module from functions and host values, compiling
   without a GPU, launching, device memory, streams and events.

   Every function that can fail returns a status: DSLC_OK (0) or the kind of
   failure, whose details dslc_error_* give until the next failing call on
   the same thread (a successful call leaves them). Functions that return a
   handle return NULL when they fail. A null handle or pointer argument is
   a DSLC_ERROR naming it, unless the function says it may be NULL. No C++
   exception leaves the library. Handles are opaque; each has its own
   _free/_destroy. Strings returned through char** are freed with
   dslc_string_free. docs/runtime.md, "The C interface", has more. */
#ifndef DSLC_C_API_H
#define DSLC_C_API_H

#include <stddef.h>
#include <stdint.h>

#include "dslc/export.h"
#include "dslc/launch_words.h"

#ifdef __cplusplus
extern "C" {
#endif

enum dslc_status {
  DSLC_OK = 0,
  DSLC_ERROR = 1,          /* a usage or runtime error (dslc::Error) */
  DSLC_COMPILE_ERROR = 2,  /* diagnostics: dslc_error_diagnostics */
  DSLC_CUDA_ERROR = 3,     /* a driver call failed: dslc_error_cuda_* */
  DSLC_INTERNAL_ERROR = 4, /* a bug in dslc: the message says where to report it */
  DSLC_KERNEL_ERROR = 5,   /* a debug kernel failed a check: dslc_error_kernel_failure */
};

/* Element types, numbered as dslc::DType: enum dslc_dtype (DSLC_DTYPE_BOOL,
   DSLC_DTYPE_INT8, ... DSLC_DTYPE_COMPLEX128) of dslc/launch_words.h. */

/* ---- errors of the last failing call on this thread; "" (0) before any,
   and for details the failure does not have ---- */
DSLC_API const char* dslc_error_message(void);
/* A compile error's diagnostics as JSON: [{"severity": "error", "file": ..,
   "line": .., "column": .., "message": .., "notes": [{"file", "line",
   "column", "message"}]}]; "[]" for other errors. */
DSLC_API const char* dslc_error_diagnostics(void);
DSLC_API const char* dslc_error_cuda_call(void); /* "cuLaunchKernel" */
DSLC_API int dslc_error_cuda_result(void);       /* the CUresult */
DSLC_API const char* dslc_error_cuda_name(void); /* "CUDA_ERROR_INVALID_VALUE" */
DSLC_API const char* dslc_error_kernel(void);    /* the kernel, or "" */
DSLC_API void dslc_string_free(char* text);      /* NULL is allowed */
/* A DSLC_KERNEL_ERROR's details (dslc::KernelError) as JSON: {"exception":
   "IndexError", "message": .., "function": .., "file": .., "line": ..,
   "column": .., "bounds": true, "index": .., "extent": .., "axis": ..,
   "thread": [x, y, z], "block": [x, y, z]}; "{}" for other errors. */
DSLC_API const char* dslc_error_kernel_failure(void);

/* ---- host values (host_module.h): each made value is owned by the caller
   until it is given to dslc_value_tuple or dslc_source_bind; NULL when
   the arguments are wrong (an int of a float dtype, a null string) ---- */
typedef struct dslc_value dslc_value;
DSLC_API dslc_value* dslc_value_int(int dtype, int64_t value);
DSLC_API dslc_value* dslc_value_float(int dtype, double value);
/* A complex64 or complex128 number: real + imag j. */
DSLC_API dslc_value* dslc_value_complex(int dtype, double real, double imag);
DSLC_API dslc_value* dslc_value_bool(int value);
DSLC_API dslc_value* dslc_value_none(void);
/* Takes the elements (also when it fails). */
DSLC_API dslc_value* dslc_value_tuple(dslc_value* const* elements, size_t count);
DSLC_API dslc_value* dslc_value_module(const char* dotted);
DSLC_API dslc_value* dslc_value_member(const char* module, const char* member);
DSLC_API dslc_value* dslc_value_function(int function_index);
/* `data` holds the elements in C order; it is copied (NULL for an array
   without elements). 1 to 4 dimensions. */
DSLC_API dslc_value* dslc_value_array(int dtype, int ndim, const int64_t* shape, const void* data);
/* A device array captured by pointer, as Numba captures a global one
   (anything with `__cuda_array_interface__`): kernels read and write the
   memory at `pointer`, which must stay allocated while they run. `strides`
   are in bytes, one per dimension; 1 to 4 dimensions. The pointer is part
   of the compile key: another pointer is another compile. */
DSLC_API dslc_value* dslc_value_device_array(int dtype, int ndim, const int64_t* shape,
                                             const int64_t* strides, uint64_t pointer);
DSLC_API dslc_value* dslc_value_unusable(const char* description);
/* An enum class named `name` (an `enum.IntEnum` when `is_int`, else an
   `enum.Enum`) with `count` members: their names and values in definition
   order, aliases included. Takes the values (also when it fails). `member`
   is NULL for the class itself, else the name of the member the value is. */
DSLC_API dslc_value* dslc_value_enum(const char* name, int is_int, const char* const* names,
                                     dslc_value* const* values, size_t count, const char* member);
DSLC_API void dslc_value_free(dslc_value* value);

/* The element type of a record (a NumPy structured dtype) spelled as Numba
   prints its record type, "Record(a[type=float64;offset=0],b[type=int32;
   offset=8];16;True)": *dtype gets a value from 16 up, the same for the
   same record everywhere in the process. A launch's code word for a record
   argument is DSLC_CODE_RECORD | dtype << DSLC_CODE_INDEX_SHIFT (an array
   of them: | DSLC_CODE_ARRAY_BITS | ndim << DSLC_CODE_NDIM_SHIFT); a record
   scalar's one word is the device address of its bytes. A compile
   error when the compiler does not read the spelling. */
DSLC_API int dslc_record_dtype(const char* spelling, int* dtype);

/* The launch code word of an enum member argument whose type is spelled as
   Numba names it, "IntEnum<int64>(Shape)" or "Enum<float64>(Color)" (a
   member of a number type): DSLC_CODE_ENUM | index << DSLC_CODE_INDEX_SHIFT,
   the same for the same
   spelling everywhere in the process. Its one word (two for a complex128
   value) is the value's bits, as a scalar's. A compile error when the
   compiler does not read the spelling. */
DSLC_API int dslc_enum_code(const char* spelling, int* code);

/* The launch code word of a tuple argument whose type is spelled as
   signatures write it, "tuple(int64, float32[::1])", "UniTuple(int32 x 3)",
   "namedtuple(Point, x: int64, y: float64)" (numbers, arrays and tuples of
   them, nested to any depth): DSLC_CODE_TUPLE | index <<
   DSLC_CODE_INDEX_SHIFT, the same for the same type everywhere in the
   process. Its words are its members' in turn,
   flattened (a nested tuple's members in its place), each as a top-level
   argument gives them without its code word: a number's bits (two words
   for a complex128), an array's pointer, ndim extents and ndim byte
   strides, whose layout must be the one the spelling gives (an array
   typed C or F contiguous must be so). A compile error when the compiler
   does not read the spelling; DSLC_ERROR for a tuple type that holds
   records. */
DSLC_API int dslc_tuple_code(const char* spelling, int* code);

/* ---- a module being assembled: functions and their host values ---- */
typedef struct dslc_source dslc_source;
DSLC_API dslc_source* dslc_source_new(void);
DSLC_API void dslc_source_free(dslc_source* source);
/* The `def` and its body as cut from `file`, its first line being line
   `first_line` there. Sets *index (0 for the first function added). */
DSLC_API int dslc_source_add_function(dslc_source* source, const char* file, const char* text,
                                      int first_line, const char* name, int* index);
DSLC_API int dslc_source_set_option(dslc_source* source, int function, const char* option,
                                    int64_t value);
DSLC_API int dslc_source_add_signature(dslc_source* source, int function, const char* signature);
/* Takes `value` (also when it fails). */
DSLC_API int dslc_source_bind(dslc_source* source, int function, const char* name,
                              dslc_value* value);

/* ---- programs: a loaded module and the kernels compiled from it ---- */
typedef struct dslc_program dslc_program;
typedef struct dslc_kernel dslc_kernel;

struct dslc_program_options {
  int opt_level;         /* 3 */
  int device;            /* the GPU kernels are compiled for and launched on */
  const char* arch;      /* "sm_80"; NULL or "" for the GPU's own */
  int use_cache;         /* the disk cache of compiled kernels */
  const char* cache_dir; /* NULL: $DSLC_CACHE_DIR, else ~/.cache/dslc */
};

/* Parses and binds the functions of `source` (which it consumes, also when
   it fails); a compile error when they do not. Needs no GPU. `options` may
   be NULL (the defaults); *out is NULL when it fails. */
DSLC_API int dslc_program_load(dslc_source* source, const struct dslc_program_options* options,
                               dslc_program** out);
DSLC_API void dslc_program_free(dslc_program* program);

enum dslc_product { DSLC_PRODUCT_PTX = 0, DSLC_PRODUCT_LLVM = 1, DSLC_PRODUCT_TYPED = 2 };

/* Compiles `kernel` for `signature` ("float32, float32[::1]") and `arch`
   ("sm_90"; NULL or "" for the program's arch, else the default target)
   without a GPU, under the program's lock. *facts gets the kernel's facts
   line (compile.h's KernelFactsLine); `facts` may be NULL. */
DSLC_API int dslc_program_emit(dslc_program* program, const char* kernel, const char* signature,
                               const char* arch, int product, char** text, char** facts);

enum dslc_abi { DSLC_ABI_NUMBA = 1, DSLC_ABI_C = 2 };

/* Compiles the function `name`, kernel or not, as a device function that
   other code links against (Numba's compile_ptx(device=True)): a
   `.visible .func` with `abi` (DSLC_ABI_NUMBA: int name(T* result, args...);
   DSLC_ABI_C: T name(args...)), named `abi_name` (NULL or "": `name`).
   `signature` may give the return type ("int32(int32, int32)"); else it is
   inferred. *result_type gets it as signatures spell it ("int32", "none",
   "tuple(int32, int32)"); `result_type` may be NULL. No GPU is needed. */
DSLC_API int dslc_program_emit_function(dslc_program* program, const char* name,
                                        const char* signature, const char* arch, int abi,
                                        const char* abi_name, int product, char** text,
                                        char** result_type);

/* The kernel `name` of the program; it lives as long as the program. */
DSLC_API int dslc_program_kernel(dslc_program* program, const char* name, dslc_kernel** out);

/* A launch, packed into 64-bit words (dslc/launch_words.h names them; the
   format is declared in interface/launch_words.def of dslc's sources):
     the header, DSLC_LAUNCH_HEADER_WORDS words: grid x, y, z, block x, y,
     z, dynamic shared bytes, stream (a CUstream, 0 for the legacy default
     stream), argument count,
   then per argument a code word and its values:
     code = dtype | DSLC_CODE_ARRAY_BITS (an array) | ndim <<
       DSLC_CODE_NDIM_SHIFT; a record's dtype as dslc_record_dtype gives
       it: DSLC_CODE_RECORD | dtype << DSLC_CODE_INDEX_SHIFT
     a scalar: one word, its bits (little-endian, zero-padded); a
       complex128: two words, its real and imaginary parts; a record: the
       device address of its bytes
     an array: its device pointer, ndim extents, ndim strides in bytes
     an enum member (code from dslc_enum_code): its value's words
     a tuple (code from dslc_tuple_code): its members' words in turn.
   The runtime works out layouts (C, F or strided, from the strides) and
   overlap, checks the words (count, codes, array memory as
   DeviceArray::Borrow does), compiles on the first launch of a signature
   and launches. The kernel's parameters point into `packed`: the words
   need to live only during the call. */
DSLC_API int dslc_kernel_launch(dslc_kernel* kernel, const int64_t* packed);
/* The same words (grid ignored): compiles without launching and reports
   what the compile produced. *signature is the signature's text. Each
   output may be NULL when it is not wanted. */
DSLC_API int dslc_kernel_compile(dslc_kernel* kernel, const int64_t* packed, char** signature,
                                 char** ptx, int* registers, int* max_threads_per_block,
                                 uint32_t* static_shared_bytes);
/* What the words launch, read from them alone (no compile, no GPU): they
   are decoded and checked as dslc_kernel_launch decodes them; *signature
   gets the signature's text they are compiled for ("float32,
   float32[::1]": layouts from the strides) and *params the number of
   kernel parameters they pass. Each output may be NULL. */
DSLC_API int dslc_kernel_launch_signature(dslc_kernel* kernel, const int64_t* packed,
                                          char** signature, int* params);
/* Which form of a kernel a launch runs (dslc::KernelForm): the kernel as
   compiled, or one compiled for a block the kernel as compiled does not
   fit (its registers capped for the block, its body uncoarsened, both). */
enum dslc_form {
  DSLC_FORM_AS_COMPILED = 0,
  DSLC_FORM_REGISTERS_CAPPED = 1,
  DSLC_FORM_UNCOARSENED = 2,
  DSLC_FORM_UNCOARSENED_CAPPED = 3
};

/* What the loaded kernel for these words uses (CompiledInfo's figures):
   the driver's (cuFuncGetAttribute) and, -1 when unknown, the spills the
   assembler's log gave. Compiles first when needed, as dslc_kernel_compile. */
typedef struct dslc_resources {
  int registers;                /* per thread */
  int max_threads_per_block;    /* for those registers */
  uint32_t static_shared_bytes; /* per block */
  uint64_t local_bytes;         /* per thread: the stack frame */
  uint64_t constant_bytes;      /* user constant memory */
  int64_t spill_store_bytes;    /* -1: no assembler log */
  int64_t spill_load_bytes;
  int form;              /* enum dslc_form */
  uint32_t form_threads; /* the block's threads a fitting form is for; 0 as compiled */
  char form_text[64];    /* "as compiled", "uncoarsened for 1024 threads", ... */
} dslc_resources;
DSLC_API int dslc_kernel_resources(dslc_kernel* kernel, const int64_t* packed,
                                   dslc_resources* resources);
/* The same for the form a launch of these words runs, their block read
   too: the kernel as compiled, or the form compiled for a block it does
   not fit (compiled first when needed). */
DSLC_API int dslc_kernel_launch_resources(dslc_kernel* kernel, const int64_t* packed,
                                          dslc_resources* resources);
/* Numba's kernel.max_cooperative_grid_blocks: the same words, with block
   and dynamic shared bytes used. */
DSLC_API int dslc_kernel_max_cooperative_blocks(dslc_kernel* kernel, const int64_t* packed,
                                                uint32_t* blocks);
/* The signatures the kernel has been compiled for on its program's GPU, in
   the order they were compiled, one per line ("float32, float32[::1]\n"). */
DSLC_API int dslc_kernel_signatures(dslc_kernel* kernel, char** signatures);

/* ---- devices ---- */
/* 1 when a driver can be loaded (*why is then NULL); else 0 and *why (free
   with dslc_string_free) says why. `why` may be NULL. Works without a
   driver installed, as does everything here that needs no GPU. */
DSLC_API int dslc_driver_available(char** why);
DSLC_API int dslc_device_count(int* count);
DSLC_API int dslc_driver_version(int* version);

struct dslc_device_properties {
  char name[256];
  int compute_major, compute_minor;
  int multiprocessors;
  int64_t total_memory;
  int max_threads_per_block;
  int max_threads_per_multiprocessor;
  int max_shared_memory_per_block;
  int max_shared_memory_per_block_optin;
  int warp_size;
  int l2_cache_bytes;
  int cooperative_launch;
  char arch[16];
  char uuid[48]; /* "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx" (40 characters) */
  int pci_bus_id;
};
DSLC_API int dslc_device_properties(int device, struct dslc_device_properties* out);
/* Makes the device's primary context current on the calling thread. */
DSLC_API int dslc_device_make_current(int device);
DSLC_API int dslc_device_synchronize(int device);
DSLC_API int dslc_device_memory_info(int device, uint64_t* free_bytes, uint64_t* total_bytes);

/* ---- memory (on `device`'s primary context). Allocating 0 bytes gives a
   NULL pointer; freeing NULL does nothing. ---- */
DSLC_API int dslc_mem_alloc(int device, uint64_t bytes, uint64_t* pointer);
DSLC_API int dslc_mem_free(int device, uint64_t pointer);
DSLC_API int dslc_host_alloc(int device, uint64_t bytes, void** pointer); /* page-locked */
DSLC_API int dslc_host_free(int device, void* pointer);
/* Asynchronous on `stream` (0: the legacy default stream); pageable host
   memory makes them synchronous, as in the driver. */
DSLC_API int dslc_memcpy_htod(int device, uint64_t dst, const void* src, uint64_t bytes,
                              void* stream);
DSLC_API int dslc_memcpy_dtoh(int device, void* dst, uint64_t src, uint64_t bytes, void* stream);
DSLC_API int dslc_memcpy_dtod(int device, uint64_t dst, uint64_t src, uint64_t bytes, void* stream);
DSLC_API int dslc_memset(int device, uint64_t dst, uint8_t byte, uint64_t bytes, void* stream);

/* ---- streams and events ---- */
/* A stream (a CUstream) that, like Numba's, synchronises with the legacy
   default stream (CU_STREAM_DEFAULT). A NULL stream argument elsewhere is
   the legacy default stream. */
DSLC_API int dslc_stream_create(int device, void** stream);
DSLC_API int dslc_stream_destroy(int device, void* stream);
DSLC_API int dslc_stream_synchronize(int device, void* stream);
/* `timing` 0: an event without timing (CU_EVENT_DISABLE_TIMING). */
DSLC_API int dslc_event_create(int device, int timing, void** event);
DSLC_API int dslc_event_destroy(int device, void* event);
DSLC_API int dslc_event_record(int device, void* event, void* stream);
DSLC_API int dslc_event_synchronize(int device, void* event);
/* 1 when the work before the event has completed, 0 when not yet. */
DSLC_API int dslc_event_query(int device, void* event, int* done);
DSLC_API int dslc_stream_wait_event(int device, void* stream, void* event);
DSLC_API int dslc_event_elapsed_ms(void* start, void* end, float* ms);

#ifdef __cplusplus
}
#endif

#endif /* DSLC_C_API_H */
