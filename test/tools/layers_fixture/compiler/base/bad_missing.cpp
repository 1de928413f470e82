#include "compiler/base/arena.h"
#include "compiler/base/missing.h"
