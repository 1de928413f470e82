# Hexadecimal, octal and binary integers, either case of prefix and digits,
# with an underscore allowed right after the prefix.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

a = 0xff, 0XdeadBEEF, 0x_ff, 0xFFFF_FFFF_FFFF_FFFF
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:9 integer literal '0xff' value=255
# CHECK: [[@LINE-2]]:11-[[@LINE-2]]:21 integer literal '0XdeadBEEF' value=3735928559
# CHECK: [[@LINE-3]]:23-[[@LINE-3]]:28 integer literal '0x_ff' value=255
# CHECK: [[@LINE-4]]:30-[[@LINE-4]]:51 integer literal '0xFFFF_FFFF_FFFF_FFFF' value=18446744073709551615
b = 0o17, 0O7_7, 0o_1
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:9 integer literal '0o17' value=15
# CHECK: [[@LINE-2]]:11-[[@LINE-2]]:16 integer literal '0O7_7' value=63
# CHECK: [[@LINE-3]]:18-[[@LINE-3]]:22 integer literal '0o_1' value=1
c = 0b101, 0B1_0, 0b_1
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:10 integer literal '0b101' value=5
# CHECK: [[@LINE-2]]:12-[[@LINE-2]]:17 integer literal '0B1_0' value=2
# CHECK: [[@LINE-3]]:19-[[@LINE-3]]:23 integer literal '0b_1' value=1
