#include "compiler/codegen/codegen.h"
#include "compiler/sema/infer.h"
