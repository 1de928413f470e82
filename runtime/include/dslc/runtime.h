// The dslc runtime: GPUs, device arrays, and kernels compiled from Python
// source at run time. Link with libdslc.
#pragma once

#include "dslc/array.h"
#include "dslc/device.h"
#include "dslc/error.h"
#include "dslc/npy.h"
#include "dslc/program.h"
