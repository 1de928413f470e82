"""Writes a kernel file whose kernel `k` takes `COUNT` parameters of `TYPE`
after one 1-D array, with an eager signature:

    many_parameters.py PATH COUNT TYPE
"""
import sys

path, count, kind = sys.argv[1], int(sys.argv[2]), sys.argv[3]
names = ["p%d" % i for i in range(count)]
with open(path, "w") as out:
    out.write("from numba import cuda\n\n\n")
    out.write('@cuda.jit("void(float64[::1], %s)")\n' % ", ".join([kind] * count))
    out.write("def k(a, %s):\n" % ", ".join(names))
    out.write("    a[0] = p0 + %s\n" % names[-1])
