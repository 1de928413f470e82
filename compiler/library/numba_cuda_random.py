# numba.cuda.random in kernel code, compiled by dslc from this source: the
# xoroshiro128+ generator (David Blackman and Sebastiano Vigna) over an array
# of states, records of two uint64 fields `s0` and `s1`. Each function draws
# the numbers Numba's function of the same name draws, bit for bit: the same
# state steps, the same conversions to floats (through float64, then
# float32) and the same Box-Muller transform in the same precisions (the
# float64 normal draws float32 uniforms, as Numba's does).
import math

from numba import cuda, float32, float64, int64, uint32, uint64

# 2 * pi rounded to each precision.
_TWO_PI_FLOAT32 = float32(6.283185307179586)
_TWO_PI_FLOAT64 = 6.283185307179586


@cuda.jit(device=True)
def init_xoroshiro128p_state(states, index, seed):
    # SplitMix64 of the seed, in both halves of the state.
    z = uint64(seed) + uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> uint32(30))) * uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> uint32(27))) * uint64(0x94D049BB133111EB)
    z = z ^ (z >> uint32(31))
    states[int64(index)]["s0"] = z
    states[int64(index)]["s1"] = z


@cuda.jit(device=True)
def _rotate_left(x, k):
    return (x << k) | (x >> uint32(64 - k))


@cuda.jit(device=True)
def xoroshiro128p_next(states, index):
    i = int64(index)
    s0 = states[i]["s0"]
    s1 = states[i]["s1"]
    result = s0 + s1
    s1 ^= s0
    states[i]["s0"] = _rotate_left(s0, uint32(55)) ^ s1 ^ (s1 << uint32(14))
    states[i]["s1"] = _rotate_left(s1, uint32(36))
    return result


@cuda.jit(device=True)
def xoroshiro128p_jump(states, index):
    # 2**64 steps at once: the states the jump polynomial selects, summed.
    i = int64(index)
    polynomial = (uint64(0xBEAC0467EBA5FACB), uint64(0xD86B048B86AA9922))
    s0 = uint64(0)
    s1 = uint64(0)
    for word in range(2):
        for bit in range(64):
            if polynomial[word] & (uint64(1) << uint32(bit)):
                s0 ^= states[i]["s0"]
                s1 ^= states[i]["s1"]
            xoroshiro128p_next(states, i)
    states[i]["s0"] = s0
    states[i]["s1"] = s1


@cuda.jit(device=True)
def _unit_float64(x):
    # The top 53 bits, scaled to [0, 1).
    return (x >> uint32(11)) * (float64(1) / (uint64(1) << uint32(53)))


@cuda.jit(device=True)
def xoroshiro128p_uniform_float32(states, index):
    return float32(_unit_float64(xoroshiro128p_next(states, index)))


@cuda.jit(device=True)
def xoroshiro128p_uniform_float64(states, index):
    return _unit_float64(xoroshiro128p_next(states, index))


@cuda.jit(device=True)
def xoroshiro128p_normal_float32(states, index):
    u1 = xoroshiro128p_uniform_float32(states, index)
    u2 = xoroshiro128p_uniform_float32(states, index)
    return math.sqrt(-float32(2.0) * math.log(u1)) * math.cos(_TWO_PI_FLOAT32 * u2)


@cuda.jit(device=True)
def xoroshiro128p_normal_float64(states, index):
    u1 = xoroshiro128p_uniform_float32(states, index)
    u2 = xoroshiro128p_uniform_float32(states, index)
    return math.sqrt(-float64(2.0) * math.log(u1)) * math.cos(_TWO_PI_FLOAT64 * u2)
