// A unit test may include any layer.
#include "compiler/base/arena.h"
#include "compiler/pipeline/compile.h"
#include "gtest/gtest.h"
