# float16 `+ - *` compute on LLVM's half; `%` and `**` are typed float32
# (libdevice has no float16 functions), so the operands widen exactly to
# float and the result narrows when stored into a float16 array.
# RUN: %dslc compile %s --emit=llvm -O0 --kernel k --signature "float16[::1], float16, float16" | FileCheck %s
from numba import cuda


@cuda.jit
def k(out, x, y):
    out[0] = x * y + x
    out[1] = x % y
    out[2] = x ** y

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[P:.*]] = fmul half
# CHECK: %[[S:.*]] = fadd half %[[P]]
# CHECK: store half %[[S]]
# CHECK: %[[X:.*]] = load half, ptr %x
# CHECK-NEXT: %[[Y:.*]] = load half, ptr %y
# CHECK-NEXT: fpext half %[[X]] to float
# CHECK-NEXT: fpext half %[[Y]] to float
# CHECK: __nv_fmodf.exit:
# CHECK: %[[MOD:.*]] = fptrunc float %{{.*}} to half
# CHECK-NEXT: store half %[[MOD]]
# CHECK: __nv_powf.exit:
# CHECK: %[[POW:.*]] = fptrunc float %{{.*}} to half
# CHECK-NEXT: store half %[[POW]]
# CHECK: ret void
