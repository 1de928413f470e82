// dslc: the command-line tool. All of it lives in libdslc (driver_main.cpp),
// so LLVM is linked once, into the library.
#include "compiler/driver/driver_main.h"

int main(int argc, char** argv) { return dslc::DriverMain(argc, argv); }
