"""Jacobi iteration for the 1-D Poisson problem -u'' = f, all sweeps in one
kernel.

With grid spacing folded into f, one sweep sets every interior point to
    v[i] = (u[i - 1] + u[i + 1] + f[i]) / 2
Each sweep reads what the previous sweep wrote in other blocks, so sweeps
are separated by a grid-wide barrier instead of kernel launches. Two sweeps
per loop trip ping-pong between u and v; `sweeps` must be even and the
result is in u. The boundary values u[0] and u[n - 1] are never written
(the host passes v as a copy of u). Needs a cooperative launch with no more
blocks than can be resident at once.
"""
from numba import cuda


@cuda.jit("void(float64[::1], float64[::1], float64[::1], int64)")
def jacobi(u, v, f, sweeps):
    g = cuda.cg.this_grid()
    n = u.shape[0]
    start = cuda.grid(1) + 1
    stride = cuda.gridsize(1)
    for _ in range(sweeps // 2):
        for i in range(start, n - 1, stride):
            v[i] = 0.5 * (u[i - 1] + u[i + 1] + f[i])
        g.sync()
        for i in range(start, n - 1, stride):
            u[i] = 0.5 * (v[i - 1] + v[i + 1] + f[i])
        g.sync()


def jacobi_reference(u, f, sweeps):
    import numpy as np

    u = u.copy()
    for _ in range(sweeps):
        v = u.copy()
        v[1:-1] = 0.5 * (u[:-2] + u[2:] + f[1:-1])
        u = v
    return u


if __name__ == "__main__":
    import numpy as np

    n = 1 << 16
    for sweeps in (2, 10, 100):
        u = np.zeros(n)
        u[0], u[-1] = 1.0, -1.0
        f = np.full(n, 1e-4)
        v = u.copy()
        expected = jacobi_reference(u, f, sweeps)
        jacobi[132, 256](u, v, f, sweeps)
        assert np.allclose(u, expected)
