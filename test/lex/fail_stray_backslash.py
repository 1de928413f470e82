# Outside strings a `\` is only a line continuation, so it must end its line.
# The rest of the line is still lexed.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_stray_backslash.py:[[@LINE+3]]:7: error: unexpected character after line continuation character `\`
# CHECK-NEXT: {{^}}x = 1 \ y{{$}}
# CHECK-NEXT: {{^}}      ^{{$}}
x = 1 \ y
z = 2
