# Zero may be written with several zeros and underscores; only zero may have
# leading zeros.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

x = 0, 00, 0_0, 000_000
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:6 integer literal '0' value=0
# CHECK: [[@LINE-2]]:8-[[@LINE-2]]:10 integer literal '00' value=0
# CHECK: [[@LINE-3]]:12-[[@LINE-3]]:15 integer literal '0_0' value=0
# CHECK: [[@LINE-4]]:17-[[@LINE-4]]:24 integer literal '000_000' value=0
