# A device function that calls itself, as Numba allows: with a signature the
# calls take its declared result; without one they take the type of the
# returns outside the recursion. Such a function is called, not inlined, and
# calls itself in the PTX; a call with other argument types is another
# specialisation, which calls itself in turn.
# RUN: %dslc compile %s --kernel k --signature "float64[::1], int64[::1]" --emit=typed | FileCheck %s --check-prefix=TYPED
# RUN: %dslc-ptx %s --kernel k --signature "float64[::1], int64[::1]" | FileCheck %s --check-prefix=PTX
from numba import cuda


@cuda.jit("i8(i8)", device=True)
def fib1(n):
    if n < 2:
        return n
    return fib1(n - 1) + fib1(n - 2)


@cuda.jit(device=True)
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


@cuda.jit(device=True)
def type_change_self(x, y):
    if x > 1 and y > 0:
        return x + type_change_self(x - y, y)
    else:
        return y


@cuda.jit(device=True)
def count_down(x):
    if x == 1:
        raise ValueError("count_down")
    elif x > 0:
        return count_down(x - 1)
    else:
        return 1


@cuda.jit
def k(r, x):
    r[0] = fib1(x[0])
    r[1] = fact(x[0])
    r[2] = type_change_self(x[0], 1.5)
    r[3] = count_down(x[0])


# TYPED-DAG: DeviceFunction fib1(int64) -> int64
# TYPED-DAG: DeviceFunction fact(int64) -> int64
# TYPED-DAG: DeviceFunction type_change_self(int64, float64) -> float64
# TYPED-DAG: DeviceFunction type_change_self(float64, float64) -> float64
# TYPED-DAG: DeviceFunction count_down(int64) -> int64

# fact and count_down become loops (LLVM removes their tail calls); fib1
# and type_change_self call themselves.
# PTX: .func  (.param .b64 func_retval0) fib1_$_device[[FIB:[0-9]+]](
# PTX: call.uni (retval0),
# PTX-NEXT: fib1_$_device[[FIB]],
# PTX: .func  (.param .b64 func_retval0) type_change_self_$_device[[TC:[0-9]+]](
# PTX: call.uni (retval0),
# PTX-NEXT: type_change_self_$_device[[TC]],
