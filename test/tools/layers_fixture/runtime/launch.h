#pragma once

#include "compiler/pipeline/compile.h"
#include "dslc/runtime.h"
