// The whole `dslc` command line as one function of libdslc.
#pragma once

namespace dslc {

// Parses the command line, runs the command, returns the exit status.
int DriverMain(int argc, char** argv);

}  // namespace dslc
