#include "compiler/parse/bad_cycle_a.h"
