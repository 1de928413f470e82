/* A C program of the C interface: it packs a launch's words with the names
   of dslc/launch_words.h and has the library read them back, which needs no
   GPU (dslc_kernel_launch_signature). */
#include <dslc/c_api.h>
#include <stdio.h>

static const char kSaxpy[] =
    "def saxpy(a, x, y):\n"
    "    i = cuda.grid(1)\n"
    "    if i < x.size:\n"
    "        y[i] = a * x[i] + y[i]\n";

int main(void) {
  int64_t words[DSLC_LAUNCH_HEADER_WORDS + 10] = {0};
  const int64_t vector = DSLC_DTYPE_FLOAT32 | DSLC_CODE_ARRAY_BITS | 1 << DSLC_CODE_NDIM_SHIFT;
  int n = DSLC_LAUNCH_HEADER_WORDS, index = 0, params = 0;
  dslc_source* source = dslc_source_new();
  dslc_program* program = NULL;
  dslc_kernel* kernel = NULL;
  char* signature = NULL;
  words[DSLC_LAUNCH_GRID_X] = words[DSLC_LAUNCH_GRID_Y] = words[DSLC_LAUNCH_GRID_Z] = 1;
  words[DSLC_LAUNCH_BLOCK_X] = 256;
  words[DSLC_LAUNCH_BLOCK_Y] = words[DSLC_LAUNCH_BLOCK_Z] = 1;
  words[DSLC_LAUNCH_COUNT] = 3;
  words[n++] = DSLC_DTYPE_FLOAT32; /* a: 2.0f's bits */
  words[n++] = 0x40000000;
  words[n++] = vector; /* x: 1000 elements 8 bytes apart */
  words[n++] = 0x7f0000000000;
  words[n++] = 1000;
  words[n++] = 8;
  words[n++] = vector; /* y: 1000 contiguous elements */
  words[n++] = 0x7f0000100000;
  words[n++] = 1000;
  words[n++] = 4;
  if (dslc_source_add_function(source, "saxpy.py", kSaxpy, 1, "saxpy", &index) ||
      dslc_source_bind(source, 0, "cuda", dslc_value_module("numba.cuda")) ||
      dslc_program_load(source, NULL, &program) ||
      dslc_program_kernel(program, "saxpy", &kernel) ||
      dslc_kernel_launch_signature(kernel, words, &signature, &params)) {
    printf("error: %s\n", dslc_error_message());
    return 1;
  }
  printf("%d header words, then code %d for float32[:]\n", DSLC_LAUNCH_HEADER_WORDS, (int)vector);
  printf("signature: %s; %d parameters\n", signature, params);
  dslc_string_free(signature);
  dslc_program_free(program);
  return 0;
}
