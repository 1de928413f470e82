#pragma once

#include "compiler/sema/infer.h"
