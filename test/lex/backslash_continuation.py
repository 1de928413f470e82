# A `\` at the end of a line joins the next line to it: no NEWLINE, and the
# indentation of the joined line does not count.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

x = 1 + \
        2 \
  + 3
# CHECK:      [[@LINE-3]]:7-[[@LINE-3]]:8 + '+'
# CHECK-NEXT: [[@LINE-3]]:9-[[@LINE-3]]:10 integer literal '2' value=2
# CHECK-NEXT: [[@LINE-3]]:3-[[@LINE-3]]:4 + '+'
# CHECK-NEXT: [[@LINE-4]]:5-[[@LINE-4]]:6 integer literal '3' value=3
# CHECK-NEXT: [[@LINE-5]]:6 NEWLINE
# CHECK-NEXT: EOF
