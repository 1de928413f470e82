# A warp's exclusive int32 sum is its inclusive sum less the item, and the
# subtraction is inline PTX: in a loop whose item is an induction
# expression (the collectives benchmark's x + r), LLVM's loop strength
# reduction would otherwise turn the item's uses into extra induction
# variables (59 SASS instructions for four trips instead of 53). Other
# widths subtract in LLVM.
# RUN: %dslc-ptx %S/../../bench/coop_kernels.py --kernel warp_exclusive_sum --signature "int32[::1], int32[::1], int64" --block-dim 256 | FileCheck %s
# RUN: %dslc-ptx %S/../../bench/coop_kernels.py --kernel warp_exclusive_sum --signature "int64[::1], int64[::1], int64" --block-dim 256 | FileCheck %s --check-prefix=I64

# The loop, unrolled four times, then the remainder loop: five scans, each
# five shuffle steps and the subtraction, inline.
# CHECK-COUNT-5: @p add.s32 r, r, {{%r[0-9]+}}; mov.b32 {{%r[0-9]+}}, r; }
# CHECK-NEXT: // end inline asm
# CHECK-NEXT: // begin inline asm
# CHECK-NEXT: sub.s32 [[EXCL:%r[0-9]+]], {{%r[0-9]+}}, {{%r[0-9]+}};
# CHECK-NEXT: // end inline asm
# CHECK-NEXT: add.s32 {{%r[0-9]+}}, [[EXCL]],
# CHECK-COUNT-4: sub.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}};
# CHECK-NOT: sub.s32
# CHECK: ret;

# I64-NOT: sub.s32
# I64: shfl.sync.up.b32
# I64-NOT: sub.s32
# I64: ret;
