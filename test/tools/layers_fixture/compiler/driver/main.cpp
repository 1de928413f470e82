#include "compiler/pipeline/compile.h"
#include "runtime/launch.h"
