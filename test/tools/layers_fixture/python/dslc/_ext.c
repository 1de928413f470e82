#include <Python.h>

#include "dslc/c_api.h"
