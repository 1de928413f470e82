# A `j` or `J` suffix makes an imaginary literal from an integer or a float;
# leading zeros are allowed there, as in Python.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

x = 3j, 1.5J, 1e3j, 07j, .5j
# CHECK: [[@LINE-1]]:5-[[@LINE-1]]:7 imaginary literal '3j' value=3.0
# CHECK: [[@LINE-2]]:9-[[@LINE-2]]:13 imaginary literal '1.5J' value=1.5
# CHECK: [[@LINE-3]]:15-[[@LINE-3]]:19 imaginary literal '1e3j' value=1000.0
# CHECK: [[@LINE-4]]:21-[[@LINE-4]]:24 imaginary literal '07j' value=7.0
# CHECK: [[@LINE-5]]:26-[[@LINE-5]]:29 imaginary literal '.5j' value=0.5
