// The whole `dslc` command line as one function of libdslc.
#pragma once

#include "dslc/export.h"

namespace dslc {

// Parses the command line, runs the command, returns the exit status. The
// one function libdslc.so exports beyond the runtime API: the `dslc`
// executable (main.cpp) is a stub that calls it.
DSLC_API int DriverMain(int argc, char** argv);

}  // namespace dslc
