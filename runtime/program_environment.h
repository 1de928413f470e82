// What the environment adds to a program's options, read once when the
// program is made (so a tool or test harness can change how every kernel of
// a process compiles without changing the program):
//   DSLC_DISABLE_OPTIMIZATIONS=coarsen,lanes   optimisations not to use, as
//                                              ProgramOptions::disable_optimizations
//   DSLC_OPT=0..3                              the optimisation level
//   DSLC_FMAD=0                                no fused multiply-adds, as
//                                              ProgramOptions::fmad = false
//   DSLC_DEBUG=1                               debug mode for every kernel
// An unusable value throws Error naming the variable.
#pragma once

#include "compiler/base/optimizations.h"
#include "dslc/program.h"

namespace dslc {

// `options` with the environment's settings applied.
ProgramOptions WithEnvironment(ProgramOptions options);

// The optimisations `options` leaves to its kernels; throws Error for an
// unknown name.
Optimizations OptimizationsOf(const ProgramOptions& options);

}  // namespace dslc
