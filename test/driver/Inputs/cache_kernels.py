from numba import cuda

SCALE = 2.0


@cuda.jit(device=True)
def scaled(v):
    return v * SCALE


@cuda.jit("void(float32[::1])", cache=True)
def double_all(a):
    i = cuda.grid(1)
    if i < a.size:
        a[i] = scaled(a[i])


@cuda.jit
def grid_sum(a, out):
    g = cuda.cg.this_grid()
    i = cuda.grid(1)
    if i < a.size:
        cuda.atomic.add(out, 0, a[i])
    g.sync()


if __name__ == "__main__":
    print("host code")
