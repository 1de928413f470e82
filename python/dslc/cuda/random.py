"""numba.cuda.random for dslc: `from dslc.cuda.random import ...` as from
Numba's.

The device functions (xoroshiro128p_uniform_float32 and the rest) are
compiled by dslc from its own kernel-language source when a kernel calls
them, and draw the numbers Numba's draw. The host functions make the
states array Numba makes: state i is the generator seeded by SplitMix64 of
`seed`, jumped 2**64 steps (subsequence_start + i) times. The jumps run on
the GPU, one thread per state, each applying the jump's powers of two as
128 x 128 bit matrices (the xoroshiro128+ step is linear over GF(2)), so
that a million states take milliseconds rather than a sequential loop."""

import numpy as np

from dslc import types as _types
from dslc.cuda._stubs import DeviceOnly as _DeviceOnly

xoroshiro128p_dtype = np.dtype([("s0", np.uint64), ("s1", np.uint64)], align=True)
xoroshiro128p_type = _types.from_dtype(xoroshiro128p_dtype)

_DEVICE_FUNCTIONS = ("init_xoroshiro128p_state", "xoroshiro128p_next", "xoroshiro128p_jump",
                     "xoroshiro128p_uniform_float32", "xoroshiro128p_uniform_float64",
                     "xoroshiro128p_normal_float32", "xoroshiro128p_normal_float64")
for _name in _DEVICE_FUNCTIONS:
    globals()[_name] = _DeviceOnly("random." + _name)

_MASK = (1 << 64) - 1
_JUMP = (0xBEAC0467EBA5FACB, 0xD86B048B86AA9922)


def _splitmix64(seed):
    z = (seed + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def _rotate_left(x, k):
    return ((x << k) | (x >> (64 - k))) & _MASK


def _next(state):
    """The state after one step; a state is s0 | s1 << 64."""
    s0, s1 = state & _MASK, state >> 64
    s1 ^= s0
    s0 = _rotate_left(s0, 55) ^ s1 ^ ((s1 << 14) & _MASK)
    return s0 | _rotate_left(s1, 36) << 64


def _jump(state):
    """The state 2**64 steps on, as xoroshiro128+'s jump polynomial gives it."""
    result = 0
    for word in _JUMP:
        for bit in range(64):
            if word >> bit & 1:
                result ^= state
            state = _next(state)
    return result


def _apply(columns, state):
    """The linear map whose column j is columns[j], applied to `state`."""
    result = 0
    while state:
        low = state & -state
        result ^= columns[low.bit_length() - 1]
        state ^= low
    return result


_powers = None  # (64, 128, 2) uint64: column j of the jump's 2**k-th power, as (s0, s1)


def _jump_powers():
    global _powers
    if _powers is None:
        columns = [_jump(1 << j) for j in range(128)]
        powers = np.empty((64, 128, 2), dtype=np.uint64)
        for k in range(64):
            for j, column in enumerate(columns):
                powers[k, j, 0], powers[k, j, 1] = column & _MASK, column >> 64
            columns = [_apply(columns, column) for column in columns]  # squared
        _powers = powers
    return _powers


_init_kernel = None


def _kernel():
    global _init_kernel
    if _init_kernel is None:
        from dslc import cuda
        from dslc.types import uint32, uint64

        @cuda.jit
        def init_states(states, powers, s0, s1, start):
            i = cuda.grid(1)
            if i >= states.size:
                return
            k = uint64(start) + uint64(i)
            v0 = s0
            v1 = s1
            for b in range(64):
                if (k >> uint32(b)) & uint64(1):
                    n0 = uint64(0)
                    n1 = uint64(0)
                    for j in range(128):
                        word = v0 if j < 64 else v1
                        if (word >> uint32(j % 64)) & uint64(1):
                            n0 ^= powers[b, j, 0]
                            n1 ^= powers[b, j, 1]
                    v0 = n0
                    v1 = n1
            states[i]["s0"] = v0
            states[i]["s1"] = v1

        _init_kernel = init_states
    return _init_kernel


def init_xoroshiro128p_states(states, seed, subsequence_start=0, stream=0):
    """Fills `states` (a device array of xoroshiro128p_dtype) as Numba does."""
    from dslc import cuda

    n = states.shape[0]
    if n == 0:
        return
    z = _splitmix64(int(seed) & _MASK)
    powers = cuda.to_device(_jump_powers(), stream=stream)
    blocks = (n + 255) // 256
    _kernel()[blocks, 256, stream](states, powers, np.uint64(z), np.uint64(z),
                                   np.uint64(int(subsequence_start) & _MASK))


def create_xoroshiro128p_states(n, seed, subsequence_start=0, stream=0):
    """A new device array of `n` xoroshiro128p states, as Numba makes them."""
    from dslc import cuda

    states = cuda.device_array(n, dtype=xoroshiro128p_dtype, stream=stream)
    init_xoroshiro128p_states(states, seed, subsequence_start, stream)
    return states
