// DSLC_API marks what libdslc.so exports: the classes and functions of the
// public headers. Everything else in the library is compiled with hidden
// visibility and stays internal to it.
#pragma once

#define DSLC_API __attribute__((visibility("default")))
