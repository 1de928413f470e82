# A block sum of 32-bit integers (a redux.sync per warp) has thread 0 read
# the warps' totals through a register holding the shared array's address,
# set once at the kernel's entry by an inline PTX mov: at the array's
# symbol, ptxas would recompute the shared window's address in every trip
# of the loop. Other sums read at the symbol. address_in_register on any
# other array, or at -O0 where addresses pass through memory, is the array
# itself; no call of the marker is left.
# RUN: %dslc-ptx %S/../../bench/coop_kernels.py --kernel block_sum_ipt1 --signature "int32[::1], int32[::1], int64" --block-dim 256 | FileCheck %s
# RUN: %dslc-ptx %S/../../bench/coop_kernels.py --kernel block_sum_ipt1 --signature "float32[::1], float32[::1], int64" --block-dim 256 | FileCheck %s --check-prefix=F32
# RUN: %dslc-ptx %S/../../bench/coop_kernels.py --kernel block_sum_ipt1 --signature "int32[::1], int32[::1], int64" --block-dim 256 -O0 | FileCheck %s --check-prefix=O0
# RUN: %dslc-ptx %s --kernel k --signature "int32[::1]" | FileCheck %s --check-prefix=GLOBAL
from numba import cuda

from dslc.internal import address_in_register


@cuda.jit
def k(a):
    b = address_in_register(a)
    a[cuda.threadIdx.x] = b[0] + 1


# CHECK-NOT: __dslc_address_in_register
# CHECK: mov.u32 [[SYMBOL:%r[0-9]+]], _block_reduce_value
# CHECK-NEXT: // begin inline asm
# CHECK-NEXT: mov.b32 [[BASE:%r[0-9]+]], [[SYMBOL]];
# CHECK-NEXT: // end inline asm
# CHECK: bar.sync 0;
# CHECK: bar.sync 0;
# CHECK: ld.shared.u32 {{%r[0-9]+}}, [[[BASE]]+4];
# CHECK: ld.shared.u32 {{%r[0-9]+}}, [[[BASE]]+28];
# CHECK-NOT: __dslc_address_in_register

# F32-NOT: inline asm
# F32: ld.shared.f32 {{%f[0-9]+}}, [_block_reduce_value{{.*}}+4];
# F32-NOT: inline asm

# O0-NOT: __dslc_address_in_register
# O0: redux.sync.add.s32
# O0-NOT: __dslc_address_in_register

# GLOBAL-NOT: __dslc_address_in_register
# GLOBAL-NOT: inline asm
# GLOBAL: ld.global.u32
# GLOBAL-NOT: __dslc_address_in_register
