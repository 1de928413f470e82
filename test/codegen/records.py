# Records: elements of structured NumPy dtypes, spelled in signatures as
# Numba prints them. A record is the address of its bytes (a kernel
# parameter: one global pointer); a field is read and written at its offset
# with the alignment its offset and the record guarantee; a nested array
# field is a C view with constant extents and strides; `a[i] = a[j]` copies
# the record's bytes; records pass to device functions by reference.
# RUN: %dslc compile %s --kernel set_fields --signature "Record(a[type=float64;offset=0],b[type=int32;offset=8],c[type=complex64;offset=12],d[type=nestedarray(uint8, (5,));offset=20];32;True)[::1], int64, float32" --emit=llvm | FileCheck %s --check-prefix=FIELDS
# RUN: %dslc-ptx %s --kernel set_fields --signature "Record(a[type=float64;offset=0],b[type=int32;offset=8],c[type=complex64;offset=12],d[type=nestedarray(uint8, (5,));offset=20];32;True)[::1], int64, float32" | FileCheck %s --check-prefix=FIELDS-PTX
# RUN: %dslc compile %s --kernel copy_record --signature "Record(a[type=float64;offset=0],b[type=int32;offset=8];16;True)[:], int64, int64" --emit=llvm | FileCheck %s --check-prefix=COPY
# RUN: %dslc compile %s --kernel nested --signature "Record(i[type=int32;offset=0],j[type=nestedarray(float32, (3, 2));offset=4];28;False), float32[:, ::1]" --emit=llvm | FileCheck %s --check-prefix=NESTED
# RUN: %dslc-ptx %s --kernel nested --signature "Record(i[type=int32;offset=0],j[type=nestedarray(float32, (3, 2));offset=4];28;False), float32[:, ::1]" | FileCheck %s --check-prefix=NESTED-PTX
# RUN: %dslc compile %s --kernel packed --signature "Record(a[type=int8;offset=0],b[type=float64;offset=1];9;False)[::1], float64[::1]" --emit=llvm | FileCheck %s --check-prefix=PACKED
# RUN: %dslc compile %s --kernel assign_nested --signature "Record(user[type=float64;offset=0],array[type=nestedarray(int16, (3,));offset=8];16;True)[::1], Record(h[type=nestedarray(float32, (2, 2));offset=0];16;True), int32[:, :]" --emit=llvm | FileCheck %s --check-prefix=ASSIGN
# RUN: %dslc compile %s --kernel assign_nested --signature "Record(user[type=float64;offset=0],array[type=nestedarray(int16, (3,));offset=8];16;True)[::1], Record(h[type=nestedarray(float32, (2, 2));offset=0];16;True), int32[:, :]" --emit=llvm | FileCheck %s --check-prefix=CONVERT
# RUN: %dslc-ptx %s --kernel states --signature "Record(s0[type=uint64;offset=0],s1[type=uint64;offset=8];16;True)[::1], uint64[::1]" | FileCheck %s --check-prefix=STATES
# RUN: %dslc compile %s --kernel complex_parts --signature "Record(f0[type=int32;offset=0],f1[type=nestedarray(complex128, (2,));offset=8],f2[type=complex64;offset=40];48;True)[::1], complex128[::1]" --emit=llvm | FileCheck %s --check-prefix=CPARTS
# RUN: %dslc-ptx %s --kernel complex_parts --signature "Record(f0[type=int32;offset=0],f1[type=nestedarray(complex128, (2,));offset=8],f2[type=complex64;offset=40];48;True)[::1], complex128[::1]" | FileCheck %s --check-prefix=CPARTS-PTX
from numba import cuda


@cuda.jit
def set_fields(ary, i, v):
    ary[i].a = v
    ary[i]["b"] = v
    ary[i].c = ary[i].c * 2j
    ary[i].d[4] = 7
    ary[i].b += 1


# FIELDS-LABEL: define ptx_kernel void @set_fields(ptr addrspace(1) noalias nocapture align 8 %ary, i64 %ary.shape0, i64 %i, float %v)
# FIELDS: getelementptr [32 x i8]
# FIELDS-DAG: store double {{.*}}, align 8
# FIELDS-DAG: asm "cvt.rzi.s32.f32 $0, $1;", "=r,f"(float %v)
# FIELDS-DAG: load float, {{.*}} align 4
# FIELDS: store i8 7, {{.*}} align 1
# FIELDS: store i32 {{.*}}, align 4
# FIELDS-PTX: .visible .entry set_fields(
# FIELDS-PTX: st.global.f64

@cuda.jit
def copy_record(ary, i, j):
    ary[i] = ary[j]


# COPY-LABEL: define ptx_kernel void @copy_record(
# COPY: call void @llvm.memcpy.p0.p0.i64(ptr {{.*}}align 8 {{.*}}, ptr {{.*}}align 8 {{.*}}, i64 16, i1 false)


@cuda.jit(device=True)
def first_row(r):
    return r.j[0, 0] + r.j[0, 1]


@cuda.jit(device=True)
def bump(r):
    r.i += 1
    return r


@cuda.jit
def nested(r, out):
    for a in range(3):
        for b in range(2):
            out[a, b] = r.j[a, b]
    r.j[2, 1] = first_row(r)
    bump(r).i = bump(r).i * 10


# NESTED-LABEL: define ptx_kernel void @nested(ptr addrspace(1) noalias nocapture align 4 %r,
# NESTED: load float, {{.*}} align 4
# NESTED: store i32 {{.*}}, align 4
# NESTED-PTX: ld.global.f32
# NESTED-PTX: st.global.u32


@cuda.jit
def packed(ary, out):
    i = cuda.grid(1)
    if i < ary.size:
        out[i] = ary[i].b + ary[i].a


# A 9-byte record: its float64 field at offset 1 is read a byte at a time.
# PACKED-LABEL: define ptx_kernel void @packed(ptr addrspace(1) noalias nocapture readonly align 1 %ary,
# PACKED: load double, {{.*}} align 1
# PACKED: load i8, {{.*}} align 1


@cuda.jit
def states(s, out):
    i = cuda.grid(1)
    st = s[i]
    x = st["s0"]
    st.s1 = x ^ (x << 7)
    out[i] = st.s1


# STATES: ld.global.u64
# STATES: st.global.u64 [{{%rd[0-9]+}}+8]


# A whole nested array assigned from an array of as many dimensions: each
# element read at the same indices and converted, unrolled.
@cuda.jit
def assign_nested(src, dest, m):
    src[1]["array"] = src[0]["array"]
    dest.h = m


# ASSIGN-LABEL: define ptx_kernel void @assign_nested(
# ASSIGN-COUNT-3: store i16
# CONVERT-LABEL: define ptx_kernel void @assign_nested(
# CONVERT-COUNT-4: sitofp i32 {{.*}} to float


# A complex number is aligned as its parts (NumPy's alignment): in this
# aligned record of 48 bytes, `f1` (complex128) starts at byte 8 and `f2`
# (complex64) at byte 40, so every element of `a` has them 8 bytes past a
# multiple of 16. Each part is loaded and stored alone, never as one vector
# of 16 bytes (which faulted with a misaligned address).
@cuda.jit
def complex_parts(a, out):
    i = cuda.grid(1)
    if i < a.size:
        a[i].f1[0] = a[i].f1[1] * 2
        a[i].f2 = a[i].f2 + 1j
        s = 0j
        for z in a[i].f1:
            s += z
        out[i] = s


# CPARTS-LABEL: define ptx_kernel void @complex_parts(ptr addrspace(1) noalias nocapture align 8 %a, i64 %a.shape0, ptr addrspace(1) {{.*}}align 8 %out,
# CPARTS-DAG: store double {{.*}}, align 8
# CPARTS-DAG: store float {{.*}}, align 4
# CPARTS-NOT: align 16

# CPARTS-PTX-LABEL: .visible .entry complex_parts(
# CPARTS-PTX-NOT: .v2.f64
# CPARTS-PTX-NOT: .v2.f32
# CPARTS-PTX: ret;
