#pragma once

#include "compiler/diagnostics/emitter.h"
