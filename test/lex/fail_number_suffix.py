# Letters right after a number (`123abc`, a name cannot start with a digit)
# are an invalid suffix. The caret is on the suffix; the number and the suffix
# are one bad token, so there is no second error for `abc`.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_number_suffix.py:[[@LINE+3]]:8: error: invalid suffix `abc` on decimal literal
# CHECK-NEXT: {{^}}x = 123abc + 1.5f + 0xffL{{$}}
# CHECK-NEXT: {{^}}       ^~~{{$}}
x = 123abc + 1.5f + 0xffL
# CHECK: fail_number_suffix.py:[[@LINE-1]]:17: error: invalid suffix `f` on floating-point literal
# CHECK-NEXT: {{^}}x = 123abc + 1.5f + 0xffL{{$}}
# CHECK-NEXT: {{^}}                ^{{$}}
# CHECK: fail_number_suffix.py:[[@LINE-4]]:25: error: invalid suffix `L` on hexadecimal literal
# CHECK-NEXT: {{^}}x = 123abc + 1.5f + 0xffL{{$}}
# CHECK-NEXT: {{^}}                        ^{{$}}
