"""One explicit step of the 2-D heat equation: a 5-point stencil.

Each interior point moves towards the mean of its four neighbours:
    u' = u + alpha * (up + down + left + right - 4 u)
Boundary points keep their values (a fixed-temperature boundary). The grid's
x axis runs along the columns, so a warp reads a contiguous piece of a row;
threads outside the array return at once. Call it repeatedly, swapping the
two arrays; alpha <= 0.25 keeps the scheme stable.
"""
from numba import cuda, float32


@cuda.jit("void(float32[:, ::1], float32[:, ::1], float32)")
def heat_step(u, u_next, alpha):
    col, row = cuda.grid(2)
    rows, cols = u.shape
    if row >= rows or col >= cols:
        return
    center = u[row, col]
    if row == 0 or col == 0 or row == rows - 1 or col == cols - 1:
        u_next[row, col] = center
        return
    neighbours = u[row - 1, col] + u[row + 1, col] + u[row, col - 1] + u[row, col + 1]
    u_next[row, col] = center + alpha * (neighbours - float32(4.0) * center)


if __name__ == "__main__":
    import numpy as np

    rows, cols = 1024, 768
    u = np.zeros((rows, cols), dtype=np.float32)
    u[0, :] = 100.0  # a hot top edge
    u_next = u.copy()
    threads = (32, 8)
    blocks = ((cols + threads[0] - 1) // threads[0], (rows + threads[1] - 1) // threads[1])
    for _ in range(100):
        heat_step[blocks, threads](u, u_next, np.float32(0.2))
        u, u_next = u_next, u
    assert u[1, cols // 2] > 0 and u[-1, cols // 2] == 0
