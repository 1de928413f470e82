# docs/language.md, "Records".
# RUN: %dslc compile --emit=typed %s --kernel k --signature "Record(a[type=float64;offset=0],b[type=int32;offset=8],h[type=nestedarray(float32, (3,));offset=12];24;True)[::1]" | FileCheck %s
from numba import cuda


@cuda.jit
def k(ary):
    i = cuda.grid(1)
    r = ary[i]               # a record: a reference to ary[i]
    r.b = i                  # writes ary[i]
    x = r.a + r["b"]         # float64
    r.h[0] = x               # a nested array: a float32[::1] view
    if i > 0:
        ary[i - 1] = ary[i]  # copies the record's bytes

# CHECK: Name r <{{.*}}> : Record(a[type=float64;offset=0],b[type=int32;offset=8],h[type=nestedarray(float32, (3,));offset=12];24;True)
# CHECK: Name x <{{.*}}> : float64
# CHECK: Attribute .h <{{.*}}> : float32[::1]
