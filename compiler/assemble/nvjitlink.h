// PTX to a cubin in this process, through libnvJitLink.so opened with
// dlopen (toolkit.cpp finds it).
#pragma once

#include <string>
#include <vector>

namespace dslc {

struct NvJitLinkLibrary;

// The library at `path`, or null when it cannot be opened or lacks a
// function dslc calls. Kept open for the process.
const NvJitLinkLibrary* OpenNvJitLink(const std::string& path);

// "libnvJitLink.so.13 (13.0)".
std::string Describe(const NvJitLinkLibrary& library);

struct AssemblerRun {
  bool ok = false;
  std::string cubin;
  std::string info_log;   // -verbose: ptxas's figures per kernel
  std::string error_log;  // what went wrong, when !ok
};

// Assembles `ptx` for `arch` ("sm_90", "sm_100a") with `options` added
// ("-lineinfo").
AssemblerRun AssembleWithNvJitLink(const NvJitLinkLibrary& library, const std::string& ptx,
                                   const std::string& arch,
                                   const std::vector<std::string>& options);

}  // namespace dslc
