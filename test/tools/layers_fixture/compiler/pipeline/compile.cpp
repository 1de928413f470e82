#include "compiler/pipeline/compile.h"

#include "compiler/codegen/codegen.h"
#include "pipeline/version.h"
