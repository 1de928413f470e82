# Floating-point literals: fraction, leading or trailing dot, exponent with
# either sign and case, underscores in every digit part, and overflow to inf.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

a = 1.5, .5, 1., 1e3, 2.5E-2, 1E+2
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:8 floating-point literal '1.5' value=1.5
# CHECK: [[@LINE-2]]:10-[[@LINE-2]]:12 floating-point literal '.5' value=0.5
# CHECK: [[@LINE-3]]:14-[[@LINE-3]]:16 floating-point literal '1.' value=1.0
# CHECK: [[@LINE-4]]:18-[[@LINE-4]]:21 floating-point literal '1e3' value=1000.0
# CHECK: [[@LINE-5]]:23-[[@LINE-5]]:29 floating-point literal '2.5E-2' value=0.025
# CHECK: [[@LINE-6]]:31-[[@LINE-6]]:35 floating-point literal '1E+2' value=100.0
b = 1_0.0_1, 1_0e1_0, 1e400, 09.5, 0e0, 1.e5
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:12 floating-point literal '1_0.0_1' value=10.01
# CHECK: [[@LINE-2]]:14-[[@LINE-2]]:21 floating-point literal '1_0e1_0' value=100000000000.0
# CHECK: [[@LINE-3]]:23-[[@LINE-3]]:28 floating-point literal '1e400' value=inf
# CHECK: [[@LINE-4]]:30-[[@LINE-4]]:34 floating-point literal '09.5' value=9.5
# CHECK: [[@LINE-5]]:36-[[@LINE-5]]:39 floating-point literal '0e0' value=0.0
# CHECK: [[@LINE-6]]:41-[[@LINE-6]]:45 floating-point literal '1.e5' value=100000.0
c = 1.5.real
# CHECK:      [[@LINE-1]]:5-[[@LINE-1]]:8 floating-point literal '1.5' value=1.5
# CHECK-NEXT: [[@LINE-2]]:8-[[@LINE-2]]:9 . '.'
# CHECK-NEXT: [[@LINE-3]]:9-[[@LINE-3]]:13 identifier 'real'
