"""Bit and float intrinsics."""
from numba import cuda


@cuda.jit
def bit_ops(x, popcs, brevs, clzs, ffss):
    i = cuda.grid(1)
    if i < x.shape[0]:
        popcs[i] = cuda.popc(x[i])
        brevs[i] = cuda.brev(x[i])
        clzs[i] = cuda.clz(x[i])
        ffss[i] = cuda.ffs(x[i])


@cuda.jit
def float_ops(a, b, c, fmas, cbrts):
    i = cuda.grid(1)
    if i < a.shape[0]:
        fmas[i] = cuda.fma(a[i], b[i], c[i])
        cbrts[i] = cuda.cbrt(a[i])
