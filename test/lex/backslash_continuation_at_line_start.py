# A logical line that begins with a `\` continuation is indented as its first
# physical line is, as in Python; the joined line's own indentation does not
# count.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

if a:
    \
  b = 1
# CHECK:      [[@LINE-3]]:6 NEWLINE
# CHECK-NEXT: [[@LINE-3]]:5 INDENT
# CHECK-NEXT: [[@LINE-3]]:3-[[@LINE-3]]:4 identifier 'b'

# A line of only continuations and a comment is a blank line.
\
    # comment
c = 2
# CHECK:      [[@LINE-1]]:1 DEDENT
# CHECK-NEXT: [[@LINE-2]]:1-[[@LINE-2]]:2 identifier 'c'
