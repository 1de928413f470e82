"""Checks that a library exports the public API of runtime/include/dslc and
nothing else. Reads `readelf --dyn-syms --wide --demangle` output on stdin,
prints each defined dynamic symbol (sorted) and a summary line with their
count; exits 1, naming them, when some symbol is not public.

    readelf --dyn-syms --wide --demangle libdslc.so | check_exports.py --headers DIR

The allow-list of C++ names below is checked against the headers in DIR
too: every class and function they mark DSLC_API must be in it, and
everything in it must be marked there, so that the list cannot drift from
the headers. The C interface (c_api.h) is its own list: each `dslc_*`
function it declares DSLC_API must be exported (unless --allow-missing),
and no other C name may be.
"""
import argparse
import os
import re
import sys

# The public classes: their members, type information and vtables.
CLASSES = ["Arg", "CompileError", "CudaError", "Device", "DeviceArray", "Error", "Event",
           "GpuFaultError", "InternalCompilerError", "Kernel", "KernelError", "NpyArray",
           "Program", "Stream"]
# The public free functions.
FUNCTIONS = ["ItemSize", "KernelFormText", "Name", "ParseNpy", "ReadNpy", "RecordDType",
             "WriteNpy"]
# The one export beyond the runtime API: the entry of the `dslc` executable
# (compiler/driver/driver_main.h), which links the library.
EXTRA = ["dslc::DriverMain(int, char**)"]


def allowed(name):
    classes = "|".join(CLASSES)
    functions = "|".join(FUNCTIONS)
    patterns = [
        # A member function, constructor, destructor or operator of a public
        # class (not of a class nested in it).
        r"dslc::(%s)::(~?\w+(\[abi:\w+\])?|operator\W+)\(.*" % classes,
        r"(typeinfo|typeinfo name|vtable) for dslc::(%s)" % classes,
        r"dslc::(%s)(\[abi:\w+\])?\(.*" % functions,
    ]
    return name in EXTRA or any(re.fullmatch(p, name) for p in patterns)


def marked_in_headers(directory):
    """The classes, C++ functions and C functions (`dslc_*`) the public
    headers mark DSLC_API."""
    classes, functions, c_functions = set(), set(), set()
    for file in sorted(os.listdir(directory)):
        if not file.endswith(".h"):
            continue
        with open(os.path.join(directory, file)) as header:
            text = header.read()
        classes.update(re.findall(r"\b(?:class|struct) DSLC_API (\w+)", text))
        functions.update(re.findall(r"\bDSLC_API [\w:<>, ]+?[ *&](\w+)\(", text))
        c_functions.update(re.findall(r"\bDSLC_API [^;(]*?\b(dslc_\w+)\(", text))
    return classes, functions - c_functions, c_functions


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--headers", required=True, help="runtime/include/dslc")
    parser.add_argument("--allow-missing", action="store_true",
                        help="do not require every C function of the headers to be exported "
                        "(for an input that lists a few symbols)")
    args = parser.parse_args()

    classes, functions, c_functions = marked_in_headers(args.headers)
    ok = True
    if classes != set(CLASSES) or functions != set(FUNCTIONS):
        print("the allow-list differs from what the headers mark DSLC_API: classes %s, "
              "functions %s" % (sorted(classes ^ set(CLASSES)), sorted(functions ^ set(FUNCTIONS))))
        ok = False

    exported = set()
    for line in sys.stdin:
        fields = line.split(None, 7)
        # Num: Value Size Type Bind Vis Ndx Name
        if len(fields) < 8 or not fields[0].rstrip(":").isdigit() or fields[6] == "UND":
            continue
        exported.add(fields[7].strip().split("@")[0])
    for name in sorted(exported):
        print(name)
    private = sorted(name for name in exported if not allowed(name) and name not in c_functions)
    for name in private:
        print("not public: " + name)
    missing = [] if args.allow_missing else sorted(c_functions - exported)
    for name in missing:
        print("declared but not exported: " + name)
        ok = False
    if private or not ok:
        print("libdslc.so exports %d symbols, %d of them not public" % (len(exported), len(private)))
        return 1
    print("libdslc.so exports %d symbols, all public" % len(exported))
    return 0


if __name__ == "__main__":
    sys.exit(main())
