# Backticks (Python 2's repr quotes) are not Python 3. The backtick is named,
# not quoted, and the backticks of one line are one error, up to the last.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_invalid_character_backtick.py:[[@LINE+3]]:5: error: invalid character U+0060 (backtick) in source
# CHECK-NEXT: {{^}}s = `x` + `y{{$}}
# CHECK-NEXT: {{^}}    ^~~~~~~{{$}}
s = `x` + `y
