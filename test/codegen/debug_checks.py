# Debug mode (`-g`, or `debug=True` in a decorator): every array access
# checks each index against its extent after a negative one has counted
# from the end, `//` and `%` check the divisor, and `raise` and `assert`
# report instead of only ending the thread. A failing thread calls the
# module's reporter, which takes the error record `__dslc_error` with a
# compare-and-swap, writes the site, index, extent, axis, thread and block,
# fences, and returns; then the thread exits. The header lists each site:
# its class, message and place, a device function's own.
# RUN: %dslc compile %s -g --kernel checks --signature "int64[::1], int64[::1], int64[:, ::1], int64" --emit=llvm | FileCheck %s --check-prefix=IR
# RUN: %dslc-ptx %s -g --kernel checks --signature "int64[::1], int64[::1], int64[:, ::1], int64" | FileCheck %s --check-prefix=PTX
# RUN: %dslc-ptx %s --kernel in_decorator --signature "float32[:, ::1], uint32[::1]" | FileCheck %s --check-prefix=DECORATOR
from numba import cuda


class BadInput(Exception):
    pass


@cuda.jit(device=True)
def halve(x, d):
    if x < 0:
        raise ValueError("negative input")
    return x // d


@cuda.jit
def checks(out, a, m, d):
    i = cuda.grid(1)
    assert i < 1000000, "too many threads"
    out[i] = halve(a[i], d) + m[i, -1] % d
    if a[i] == 7:
        raise BadInput


@cuda.jit(debug=True)
def in_decorator(grid, counts):
    i, j = cuda.grid(2)
    row = grid[i]
    cuda.atomic.add(counts, j, 1)
    row[j] = row[j] / grid[j, i]

# IR: @__dslc_error = addrspace(1) global [11 x i64] zeroinitializer, align 8
# IR-LABEL: define {{.*}}void @checks(
# Debug mode implies line information: the checks carry their lines.
# IR: assert.failed:
# IR-NEXT: call fastcc void @dslc.report_error(i64 0, i64 0, i64 0, i64 0), !dbg
# IR-NEXT: call void asm sideeffect "", "~{memory}"()
# IR-NEXT: call void @llvm.nvvm.exit()
# IR-NEXT: unreachable
# The index of `a[i]` (site 1), against a's extent, unsigned: a negative
# index left after wrapping fails too.
# IR: %[[INBOUNDS:[0-9]+]] = icmp ult i64 %[[I:[0-9]+]], %a.shape0
# IR-NEXT: br i1 %[[INBOUNDS]], label %check.passed, label %check.failed, {{.*}}!prof
# IR: check.failed:
# IR-NEXT: call fastcc void @dslc.report_error(i64 1, i64 %[[I]], i64 %a.shape0, i64 0)
# IR-NEXT: call void asm sideeffect "", "~{memory}"()
# IR-NEXT: call void @llvm.nvvm.exit()
# The device function's raise and `//` (sites 2 and 3), inlined.
# IR: call fastcc void @dslc.report_error(i64 2, i64 0, i64 0, i64 0)
# IR: icmp eq i64 %d, 0
# IR: call fastcc void @dslc.report_error(i64 3, i64 0, i64 0, i64 0)
# `m[i, -1]`: axis 1 reports the index as written, -1.
# IR: call fastcc void @dslc.report_error(i64 5, i64 -1, i64 0, i64 1)
# IR: call fastcc void @dslc.report_error(i64 9, i64 0, i64 0, i64 0)
# IR-LABEL: define internal fastcc void @dslc.report_error(
# IR: cmpxchg ptr addrspace(1) @__dslc_error, i64 0, i64 1 monotonic monotonic
# IR: @llvm.nvvm.read.ptx.sreg.ctaid.z()
# IR: call void @llvm.nvvm.membar.gl()

# PTX: // dslc.kernel entry=checks kernel=checks
# PTX-NEXT: // dslc.error_site entry=checks site=0 exception=AssertionError bounds=0 function=checks file="{{.*}}debug_checks.py" line=[[@LINE-42]] column=5 message="too many threads"
# PTX-NEXT: // dslc.error_site entry=checks site=1 exception=IndexError bounds=1 function=checks file="{{.*}}debug_checks.py" line=[[@LINE-42]] column=20 message=""
# PTX-NEXT: // dslc.error_site entry=checks site=2 exception=ValueError bounds=0 function=halve file="{{.*}}debug_checks.py" line=[[@LINE-51]] column=9 message="negative input"
# PTX-NEXT: // dslc.error_site entry=checks site=3 exception=ZeroDivisionError bounds=0 function=halve file="{{.*}}debug_checks.py" line=[[@LINE-51]] column=12 message="integer division by zero"
# PTX-NEXT: // dslc.error_site entry=checks site=4 exception=IndexError bounds=1 function=checks file="{{.*}}debug_checks.py" line=[[@LINE-45]] column=31 message=""
# PTX-NEXT: // dslc.error_site entry=checks site=5 exception=IndexError bounds=1 function=checks file="{{.*}}debug_checks.py" line=[[@LINE-46]] column=31 message=""
# PTX-NEXT: // dslc.error_site entry=checks site=6 exception=ZeroDivisionError bounds=0 function=checks file="{{.*}}debug_checks.py" line=[[@LINE-47]] column=31 message="modulo by zero"
# PTX-NEXT: // dslc.error_site entry=checks site=7 exception=IndexError bounds=1 function=checks file="{{.*}}debug_checks.py" line=[[@LINE-48]] column=5 message=""
# PTX-NEXT: // dslc.error_site entry=checks site=8 exception=IndexError bounds=1 function=checks file="{{.*}}debug_checks.py" line=[[@LINE-48]] column=8 message=""
# PTX-NEXT: // dslc.error_site entry=checks site=9 exception=BadInput bounds=0 function=checks file="{{.*}}debug_checks.py" line=[[@LINE-48]] column=9 message=""
# PTX: .visible .global .align 8 .b8 __dslc_error[88];
# PTX-LABEL: .visible .entry checks(
# PTX: .loc
# PTX: call.uni
# PTX: exit;
# PTX: mov.u64 %rd[[RECORD:[0-9]+]], __dslc_error;
# PTX-NEXT: atom.global.cas.b64 %rd{{[0-9]+}}, [%rd[[RECORD]]], 0, 1;
# PTX: st.global.u64 [__dslc_error+80]
# PTX: membar.gl;

# `debug=True` in the decorator alone; a row view's integer index (axis 0
# of grid), the atomic's index, the view's element, float division.
# DECORATOR: // dslc.kernel entry=in_decorator
# DECORATOR-NEXT: // dslc.error_site entry=in_decorator site=0 exception=IndexError bounds=1 function=in_decorator {{.*}} line=[[@LINE-56]] column=11 message=""
# DECORATOR-NEXT: // dslc.error_site entry=in_decorator site=1 exception=IndexError bounds=1 function=in_decorator {{.*}} line=[[@LINE-56]] column=5 message=""
# DECORATOR-NEXT: // dslc.error_site entry=in_decorator site=2 exception=IndexError bounds=1 function=in_decorator {{.*}} line=[[@LINE-56]] column=14 message=""
# DECORATOR: exception=ZeroDivisionError bounds=0 function=in_decorator {{.*}} line=[[@LINE-57]] column=14 message="division by zero"
# DECORATOR-LABEL: .visible .entry in_decorator(
# DECORATOR: atom.global.cas.b64
