#pragma once

#include "compiler/base/arena.h"
