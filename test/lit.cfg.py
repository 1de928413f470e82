# lit configuration for dslc. Suites: lex, parse, driver (and one per later
# phase), runtime. Substitutions: %dslc, %libdslc, FileCheck, not, %python.
import os
import shutil

import lit.formats

config.name = "dslc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".py", ".test"]
config.excludes = ["Inputs", "tools", "difftest", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.dslc_obj_root, "test")

config.substitutions.append(("%dslc", os.path.join(config.dslc_tools_dir, "dslc")))
config.substitutions.append(("%libdslc", os.path.join(config.dslc_obj_root, "lib", "libdslc.so")))
config.substitutions.append(("%python", config.python))
config.substitutions.append(("FileCheck", config.filecheck))
config.substitutions.append(("not ", config.not_tool + " "))

# ptxas, when the CUDA toolkit is installed: every PTX produced through
# %dslc-ptx is then also assembled, and tests may say REQUIRES: ptxas.
cuda_home = os.environ.get("CUDA_HOME", "/usr/local/cuda")
ptxas = shutil.which("ptxas", path=os.path.join(cuda_home, "bin")) or shutil.which("ptxas")
if ptxas:
    config.available_features.add("ptxas")
    lit_config.note("PTX is checked with " + ptxas)
else:
    lit_config.note("ptxas not found: PTX is not assembled (tests marked REQUIRES: ptxas are skipped)")
config.substitutions.append(("%ptxas", ptxas or ""))
# Before %dslc, which is a prefix of it.
config.substitutions.insert(0,
    ("%dslc-ptx", "%s %s --dslc %s --ptxas '%s' --" % (
        config.python, os.path.join(config.dslc_src_root, "test", "tools", "dslc_ptx.py"),
        os.path.join(config.dslc_tools_dir, "dslc"), ptxas or "")))

# libnvJitLink.so, when the CUDA toolkit has it: tests of the assembler
# dslc falls back to without ptxas say REQUIRES: nvjitlink.
for name in ("libnvJitLink.so", "libnvJitLink.so.13", "libnvJitLink.so.12"):
    nvjitlink = os.path.join(cuda_home, "lib64", name)
    if os.path.exists(nvjitlink):
        config.available_features.add("nvjitlink")
        config.substitutions.append(("%nvjitlink", nvjitlink))
        break

# nvcc, when the CUDA toolkit has it: the benchmarks' CUDA C++ (bench/nvcc,
# bench/cub) is compiled by the tests that say REQUIRES: nvcc.
nvcc = shutil.which("nvcc", path=os.path.join(cuda_home, "bin")) or shutil.which("nvcc")
if nvcc:
    config.available_features.add("nvcc")
    config.environment["PATH"] = os.path.dirname(nvcc) + os.pathsep + os.environ.get("PATH", "")
config.substitutions.insert(0, ("%dslc-bench", os.path.join(config.dslc_tools_dir, "dslc-bench")))

# libdevice, whole (%libdevice) and in the pieces the build made from it.
pieces = os.path.join(config.dslc_obj_root, "share", "dslc", "libdevice.10.pieces")
if config.libdevice and os.path.exists(config.libdevice) and os.path.exists(pieces):
    config.available_features.add("libdevice-pieces")
    config.substitutions.append(("%libdevice", config.libdevice))

if shutil.which("readelf"):
    config.available_features.add("readelf")

# The build directory, for tests that install from it (%dslc-build), and
# the tools a C++ user builds against the package with.
config.substitutions.insert(0, ("%dslc-build", config.dslc_obj_root))  # before %dslc
# A sanitizer build's libdslc.so needs the sanitizer runtime of the program
# that loads it, so programs built without sanitizers cannot link it.
if config.sanitize:
    config.available_features.add("sanitizer")
for tool in ("cmake", "pkg-config", "g++", "gcc"):
    if shutil.which(tool):
        config.available_features.add(tool)

# A CUDA driver: tests of what happens without one say UNSUPPORTED: cuda,
# tests that launch kernels say REQUIRES: cuda.
try:
    import ctypes
    ctypes.CDLL("libcuda.so.1")
    config.available_features.add("cuda")
    lit_config.note("a CUDA driver is present: GPU tests run")
except OSError:
    lit_config.note("no CUDA driver: GPU tests are skipped (UNSUPPORTED)")

# Diagnostics must not depend on the terminal.
config.environment["NO_COLOR"] = "1"
