# Decimal integers, with single underscores between digits.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

x = 7 + 1_000_000 + 1_2_3
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:6 integer literal '7' value=7
# CHECK: [[@LINE-2]]:9-[[@LINE-2]]:18 integer literal '1_000_000' value=1000000
# CHECK: [[@LINE-3]]:21-[[@LINE-3]]:26 integer literal '1_2_3' value=123
