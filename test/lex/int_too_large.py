# Integers up to 2**64 - 1 keep their value; larger ones are still tokens,
# marked as too large (the checker decides what to do with them).
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

x = 18446744073709551615, 18446744073709551616, 0x1_0000_0000_0000_0000
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:25 integer literal '18446744073709551615' value=18446744073709551615
# CHECK: [[@LINE-2]]:27-[[@LINE-2]]:47 integer literal '18446744073709551616' value=<too large for 64 bits>
# CHECK: [[@LINE-3]]:49-[[@LINE-3]]:72 integer literal '0x1_0000_0000_0000_0000' value=<too large for 64 bits>
