#include "dslc/c_api.h"
#include "runtime/launch.h"
