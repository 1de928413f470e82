# Cache-hint loads and stores, as Numba emits them: ld.global.{ca,cg,cs,lu,cv}
# and st.global.{cg,cs,wb,wt} of the element's width (b8 through a 32-bit
# register), on 1-D arrays with an integer index and N-D arrays with a
# tuple; floats pass through as their bits.
# RUN: %dslc-ptx %s --kernel k --signature "float32[::1], float32[::1], int8[:, ::1], float16[::1]" | FileCheck %s --check-prefix=F32
# RUN: %dslc-ptx %s --kernel k --signature "float64[::1], int64[::1], uint16[:, :], int8[::1]" | FileCheck %s --check-prefix=F64
from numba import cuda


@cuda.jit
def k(out, a, m, h):
    i = cuda.grid(1)
    if i < a.size:
        x = cuda.ldcg(a, i) + cuda.ldca(a, i) + cuda.ldcs(a, i) + cuda.ldlu(a, i) + cuda.ldcv(a, i)
        cuda.stcg(out, i, x)
        cuda.stcs(out, i, x * 2)
        cuda.stwb(m, (i, 0), cuda.ldcg(m, (i, 1)))
        cuda.stwt(h, i, cuda.ldcg(h, i))

# F32: ld.global.cg.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
# F32: ld.global.ca.b32
# F32: ld.global.cs.b32
# F32: ld.global.lu.b32
# F32: ld.global.cv.b32
# F32: st.global.cg.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
# F32: st.global.cs.b32
# F32: ld.global.cg.b8 %r{{[0-9]+}},
# F32: st.global.wb.b8 [%rd{{[0-9]+}}], %r{{[0-9]+}};
# F32: ld.global.cg.b16 %rs{{[0-9]+}},
# F32: st.global.wt.b16 [%rd{{[0-9]+}}], %rs{{[0-9]+}};

# F64: ld.global.cg.b64 %rd{{[0-9]+}},
# F64: ld.global.cv.b64
# F64: st.global.cg.b64
# F64: ld.global.cg.b16
# F64: st.global.wb.b16
# F64: ld.global.cg.b8
# F64: st.global.wt.b8
