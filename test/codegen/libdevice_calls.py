# numba.cuda.libdevice called directly: each call is a call of `__nv_<name>`,
# linked from libdevice and inlined (at -O0 a function of several blocks
# leaves its `.exit` block). Arguments are converted to the one
# signature (an int64 to sad's int32, a float32 to sin's float64); an out
# parameter is a local the function stores to, read after the call
# (`frexp` returns the mantissa and stores the exponent, `sincos` returns
# nothing and stores both). `usad` and `umulhi` compute unsigned, on the
# int32 values Numba declares.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float64[::1], int32[::1], float32, int64" | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s --kernel k --signature "float64[::1], int32[::1], float32, int64" | FileCheck %s --check-prefix=PTX
from numba import cuda
from numba.cuda import libdevice


@cuda.jit
def k(out, counts, x, n):
    m, e = libdevice.frexp(out[0])
    s, c = libdevice.sincos(out[1])
    out[2] = m + s + c + libdevice.sin(x)
    counts[0] = e
    counts[1] = libdevice.sad(n, 3, 4) + libdevice.usad(counts[2], counts[3], 0)
    counts[2] = libdevice.umulhi(counts[4], counts[5])
    counts[3] = libdevice.popcll(n)

# IR-LABEL: define ptx_kernel void @k(
# The out parameters' locals.
# IR-DAG: %libdevice.out = alloca i32
# IR-DAG: %libdevice.out{{[0-9]+}} = alloca double
# IR-DAG: %libdevice.out{{[0-9]+}} = alloca double
# IR: __nv_frexp.exit:
# IR: __nv_sincos.exit:
# IR: fpext float %{{.*}} to double
# IR: __nv_sin.exit:
# One-instruction functions leave their intrinsic.
# IR: [[N:%[0-9]+]] = trunc i64 %{{.*}} to i32
# IR: call i32 @llvm.nvvm.sad.i(i32 [[N]], i32 3, i32 4)
# IR: call i32 @llvm.nvvm.sad.ui(
# IR: call i32 @llvm.nvvm.mulhi.ui(
# IR: call i64 @llvm.ctpop.i64(
# IR: ret void
# Nothing is left for the driver to resolve.
# IR-NOT: declare {{.*}} @__nv_

# PTX-NOT: .extern
# PTX-LABEL: .visible .entry k(
# PTX-DAG: sad.s32
# PTX-DAG: sad.u32
# PTX-DAG: mul.hi.u32
# PTX-DAG: popc.b64
# PTX-NOT: call
# PTX: ret;
