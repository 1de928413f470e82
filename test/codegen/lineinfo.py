# --lineinfo: the PTX names this file by its absolute path (`.file`) and
# gives each statement's and expression's line and column (`.loc`, 1-based,
# as Python counts columns), in the kernel and in the device function
# inlined into it; ptxas accepts it and, asked to keep it (-lineinfo), puts
# those lines in the cubin's DWARF line table. The LLVM IR has the compile
# unit, a subprogram per function and `inlinedAt`. (Coarsening is off to
# keep one copy of the body; coarsened, the PTX still assembles with its
# lines, and the entry is located at the `def`.)
# RUN: %dslc-ptx %s --lineinfo --no-coarsen --kernel k --signature "float32[::1], float32[::1]" > %t.ptx
# RUN: FileCheck %s < %t.ptx
# RUN: %if ptxas %{ %ptxas -arch=sm_90 -lineinfo %t.ptx -o %t.cubin %}
# RUN: %if ptxas && readelf %{ readelf --debug-dump=rawline %t.cubin 2>%t.readelf.txt | FileCheck %s --check-prefix=SASS %}
# RUN: %dslc compile %s --lineinfo --no-coarsen --emit=llvm --kernel k --signature "float32[::1], float32[::1]" | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s --lineinfo --kernel k --signature "float32[::1], float32[::1]" | FileCheck %s --check-prefix=COARSENED
# COARSENED: coarsened=8
# COARSENED: .loc 1 {{[0-9]+}} {{[0-9]+}}
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
# CHECK: .loc 1 [[@LINE-6]] 0
# CHECK: .loc 1 [[@LINE-6]] 9
# CHECK-NEXT: mov.u32 %r{{[0-9]+}}, %ntid.x;
# CHECK: .loc 1 [[@LINE-7]] 8
# CHECK-NEXT: setp.ge.s64
# CHECK: .loc 1 [[@LINE-8]] 24
# CHECK: ld.global.nc.f32
# CHECK: .loc 1 [[@LINE-17]] 12
# CHECK-NEXT: cvt.f64.f32
# CHECK: .loc 1 [[@LINE-12]] 18
# CHECK-NEXT: fma.rn.f64
# CHECK: .loc 1 [[@LINE-14]] 9
# CHECK: st.global.f32
# CHECK: .loc 1 [[@LINE-19]] 5
# CHECK-NEXT: ret;
# CHECK-NOT: .section .debug_info
# CHECK: .file 1 "/{{.*}}/test/codegen/lineinfo.py"

# IR: define ptx_kernel void @k({{.*}}) {{.*}}!dbg [[K:![0-9]+]] {
# IR: fmul double {{.*}}, !dbg [[MUL:![0-9]+]]
# IR: !llvm.dbg.cu = !{[[CU:![0-9]+]]}
# IR-DAG: [[CU]] = distinct !DICompileUnit(language: DW_LANG_Python, file: [[FILE:![0-9]+]], producer: "dslc", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly)
# IR-DAG: [[FILE]] = !DIFile(filename: "/{{.*}}/test/codegen/lineinfo.py", directory: "/{{.*}}/test/codegen")
# IR-DAG: !{i32 2, !"Debug Info Version", i32 3}
# IR-DAG: [[K]] = distinct !DISubprogram(name: "k", linkageName: "k", scope: [[FILE]], file: [[FILE]], line: [[#@LINE-30]],
# IR-DAG: [[MUL]] = !DILocation(line: [[#@LINE-35]], column: 12, scope: [[SCALE:![0-9]+]], inlinedAt: [[AT:![0-9]+]])
# IR-DAG: [[SCALE]] = distinct !DISubprogram(name: "scale", linkageName: "scale.device0", scope: [[FILE]], file: [[FILE]], line: [[#@LINE-37]],{{.*}} spFlags: DISPFlagLocalToUnit | DISPFlagDefinition
# IR-DAG: [[AT]] = distinct !DILocation(line: [[#@LINE-30]], column: 18, scope: [[K]])

# SASS: lineinfo.py
# SASS: Line Number Statements:
# SASS: to [[#@LINE-35]]
# SASS: to [[#@LINE-35]]
# SASS: to [[#@LINE-43]]
