# Float atomics: add is atomicrmw fadd, sub adds the negation; max, min,
# nanmax and nanmin are Numba's compare-and-swap loops on the bits of the
# element. max/min return early (memory unchanged) when the value or the
# element is NaN and loop while element < value (max) / > value (min);
# nanmax/nanmin only return early for a NaN value and use unordered
# comparisons, so a NaN element is replaced. All return the element as
# first loaded. The index may be a tuple.
# RUN: %dslc compile %s --emit=llvm -O1 --kernel k --signature "float32[:, ::1], float64[::1], int64, float32" | FileCheck %s -DT=float -DI=i32 -DSUFFIX=f32
# RUN: %dslc compile %s --emit=llvm -O1 --kernel k --signature "float64[:, ::1], float64[::1], int64, float64" | FileCheck %s -DT=double -DI=i64 -DSUFFIX=f64
from numba import cuda


@cuda.jit
def k(a, out, i, v):
    out[0] = cuda.atomic.add(a, (i, 1), v)
    out[1] = cuda.atomic.sub(a, (i, 1), v)
    out[2] = cuda.atomic.max(a, (i, 1), v)
    out[3] = cuda.atomic.min(a, (i, 1), v)
    out[4] = cuda.atomic.nanmax(a, (i, 1), v)
    out[5] = cuda.atomic.nanmin(a, (i, 1), v)

# CHECK-LABEL: define ptx_kernel void @k(
# CHECK: %[[ROW:.*]] = getelementptr [[T]], ptr %{{.*}}, i64 %{{.*}}
# CHECK-NEXT: %[[P:.*]] = getelementptr i8, ptr %[[ROW]], i64 {{4|8}}
# CHECK-NEXT: atomicrmw fadd ptr %[[P]], [[T]] %v monotonic
# CHECK: %[[NEG:.*]] = fneg [[T]] %v
# CHECK-NEXT: atomicrmw fadd ptr %[[P]], [[T]] %[[NEG]] monotonic

# max: NaN on either side leaves memory alone.
# CHECK: %[[OLD:old.*]] = load volatile [[T]], ptr %[[P]]
# CHECK-NEXT: %[[NAN:.*]] = fcmp uno [[T]] %[[OLD]], %v
# CHECK-NEXT: br i1 %[[NAN]], label %dslc.atomic.max.[[SUFFIX]].exit, label
# CHECK: %[[CUR:current.*]] = phi [[T]]
# CHECK-NEXT: %[[LESS:.*]] = fcmp olt [[T]] %[[CUR]], %v
# CHECK-NEXT: br i1 %[[LESS]], label %[[TRY:.*]], label %dslc.atomic.max.[[SUFFIX]].exit
# CHECK: [[TRY]]:
# CHECK-NEXT: %[[CURBITS:.*]] = bitcast [[T]] %[[CUR]] to [[I]]
# CHECK-NEXT: %[[PAIR:.*]] = cmpxchg ptr %[[P]], [[I]] %[[CURBITS]], [[I]] %{{.*}} monotonic monotonic
# CHECK: %[[SWAPPED:.*]] = extractvalue { [[I]], i1 } %[[PAIR]], 1
# CHECK-NEXT: br i1 %[[SWAPPED]], label %dslc.atomic.max.[[SUFFIX]].exit, label
# CHECK: dslc.atomic.max.[[SUFFIX]].exit:
# CHECK: [[T]] %[[OLD]]{{,| to double}}

# min
# CHECK: %[[OLD:old.*]] = load volatile [[T]], ptr %[[P]]
# CHECK-NEXT: fcmp uno [[T]] %[[OLD]], %v
# CHECK: fcmp ogt [[T]] %current{{.*}}, %v
# CHECK: cmpxchg ptr %[[P]]
# CHECK: dslc.atomic.min.[[SUFFIX]].exit:

# nanmax: only a NaN value returns early; a NaN element compares true.
# CHECK: %[[OLD:old.*]] = load volatile [[T]], ptr %[[P]]
# CHECK-NEXT: %[[VNAN:.*]] = fcmp uno [[T]] %v, 0.0
# CHECK-NEXT: br i1 %[[VNAN]], label %dslc.atomic.nanmax.[[SUFFIX]].exit, label
# CHECK: fcmp ult [[T]] %current{{.*}}, %v
# CHECK: cmpxchg ptr %[[P]]
# CHECK: dslc.atomic.nanmax.[[SUFFIX]].exit:

# nanmin (the NaN test of the value is shared with nanmax's)
# CHECK: %[[OLD:old.*]] = load volatile [[T]], ptr %[[P]]
# CHECK-NEXT: br i1 %[[VNAN]], label %dslc.atomic.nanmin.[[SUFFIX]].exit, label
# CHECK: fcmp ugt [[T]] %current{{.*}}, %v
# CHECK: cmpxchg ptr %[[P]]
# CHECK: dslc.atomic.nanmin.[[SUFFIX]].exit:
