# --lineinfo: the PTX names this file by its absolute path (`.file`) and
# gives each statement's and expression's line and column (`.loc`, 1-based,
# as Python counts columns), in the kernel and in the device function
# inlined into it; ptxas accepts it, also asked to keep it (-lineinfo).
# RUN: %dslc-ptx %s --lineinfo --kernel k --signature "float32[::1], float32[::1]" > %t.ptx
# RUN: FileCheck %s < %t.ptx
# RUN: %dslc compile %s --lineinfo --emit=llvm --kernel k --signature "float32[::1], float32[::1]" | FileCheck %s --check-prefix=IR
from numba import cuda


@cuda.jit(device=True)
def scale(v):
    return v * 3.0


@cuda.jit
def k(out, a):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = scale(a[i]) + 1.0

# CHECK-LABEL: .visible .entry k(
# CHECK: .loc 1 [[@LINE-6]] 9
# CHECK: .loc 1 [[@LINE-6]] 8
# CHECK: .loc 1 [[@LINE-6]] 24
# CHECK-NEXT: ld.global.nc.f32
# CHECK: .loc 1 [[@LINE-15]] 12
# CHECK-NEXT: mul.f32
# CHECK: .loc 1 [[@LINE-11]] 18
# CHECK-NEXT: add.f32
# CHECK: .loc 1 [[@LINE-13]] 9
# CHECK-NEXT: st.global.f32
# CHECK: .file 1 "/{{.*}}lineinfo.py"
# CHECK-NOT: .section .debug_info

# IR: define ptx_kernel void @k({{.*}}) {{.*}}!dbg [[K:![0-9]+]]
# IR: fmul {{.*}} !dbg [[MUL:![0-9]+]]
# IR-DAG: !llvm.dbg.cu = !{[[CU:![0-9]+]]}
# IR-DAG: [[CU]] = distinct !DICompileUnit(language: DW_LANG_Python, file: [[FILE:![0-9]+]], producer: "dslc", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly)
# IR-DAG: [[FILE]] = !DIFile(filename: "/{{.*}}lineinfo.py", directory: "/{{.*}}")
# IR-DAG: [[K]] = distinct !DISubprogram(name: "k", linkageName: "k", scope: [[FILE]], file: [[FILE]], line: 17,
# IR-DAG: [[MUL]] = !DILocation(line: 13, column: 12, scope: [[SCALE:![0-9]+]], inlinedAt: [[AT:![0-9]+]])
# IR-DAG: [[SCALE]] = distinct !DISubprogram(name: "scale", linkageName: "scale.device0", scope: [[FILE]], file: [[FILE]], line: 12,
# IR-DAG: [[AT]] = distinct !DILocation(line: 20, column: 18, scope: [[K]])
