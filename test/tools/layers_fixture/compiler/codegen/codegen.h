#pragma once

#include "compiler/base/arena.h"
#include "llvm/IR/Module.h"
