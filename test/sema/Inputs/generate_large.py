"""Writes a large kernel file for the stress tests of type inference.

    generate_large.py MODE > FILE.py

MODE:
  call-chain N       N device functions, each calling the next
  deep-expressions N N device functions, each calling the next at the bottom
                     of an expression 990 levels high
  wide-tuple N       a tuple of N elements, indexed at run time and looped over
  wide-tuple-uses N  a tuple of N elements used every way a kernel can use one
  backward-copies N  N variables in a loop, each copied from the next, so
                     that a type takes N rounds of inference to reach the first
  nested-ifs N       `if` statements nested N deep
"""
import sys


def call_chain(n, expression):
    lines = ["from numba import cuda", ""]
    for i in range(n):
        inner = f"f{i + 1}(x)" if i + 1 < n else "x"
        lines += ["", "@cuda.jit(device=True)", f"def f{i}(x):",
                  f"    return {expression(inner)}", ""]
    lines += ["", "@cuda.jit", "def k(a):", "    a[0] = f0(a[0])"]
    return lines


def wide_tuple(n):
    values = ", ".join(str(i) for i in range(n))
    return ["from numba import cuda", "", "", "@cuda.jit", "def k(a, i):",
            f"    t = ({values})", "    a[0] = t[i] + t[-1] + len(t)",
            "    for v in t:", "        a[1] += v"]


def wide_tuple_uses(n):
    """A tuple of n elements read from an array, used every way a kernel can:
    indexed at run time, passed to and returned from a device function,
    unpacked, searched, reduced and looped over."""
    values = ", ".join(f"a[{i % 7}]" for i in range(n))
    names = ", ".join(f"x{i}" for i in range(n))
    sig = '"void(float64[::1], int64)"'
    return ["from numba import cuda", "", "",
            "@cuda.jit(device=True)", "def pick(t, i):", "    return t[i]", "", "",
            "@cuda.jit(device=True)", "def make(a):", f"    return ({values})", "", "",
            f"@cuda.jit({sig})", "def k(a, i):",
            f"    t = ({values})",
            "    u = make(a)",
            f"    {names} = u",
            "    a[0] = t[i] + pick(t, i) + u[i] + x0 + min(t) + max(u) + (a[1] in t)",
            "    for v in t:", "        a[1] += v",
            f"    a[2] = ({values})[i]"]


def backward_copies(n):
    lines = ["from numba import cuda", "", "", "@cuda.jit", "def k(a, n):"]
    lines += [f"    x{i} = 0" for i in range(n)]
    lines += ["    for i in range(n):"]
    lines += [f"        x{i} = x{i + 1}" for i in range(n - 1)]
    lines += [f"        x{n - 1} = 0.5", "    a[0] = x0"]
    return lines


def nested_ifs(n):
    lines = ["from numba import cuda", "", "", "@cuda.jit", "def k(a, i):"]
    lines += ["    " * (d + 1) + f"if i > {d}:" for d in range(n)]
    lines += ["    " * (n + 1) + "a[0] = i"]
    return lines


def main():
    mode, n = sys.argv[1], int(sys.argv[2])
    if mode == "call-chain":
        lines = call_chain(n, lambda inner: inner + " + 1")
    elif mode == "deep-expressions":
        lines = call_chain(n, lambda inner: inner + " + 1" * 990)
    elif mode == "wide-tuple":
        lines = wide_tuple(n)
    elif mode == "wide-tuple-uses":
        lines = wide_tuple_uses(n)
    elif mode == "backward-copies":
        lines = backward_copies(n)
    elif mode == "nested-ifs":
        lines = nested_ifs(n)
    else:
        sys.exit(f"unknown mode {mode}")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
