from numba import cuda


@cuda.jit
def scale(z, a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] *= z
