#include "compiler/sema/infer.h"

const char* kCmath =
#include "compiler/library/cmath.inc"
    ;
