# A run of the same invalid character is one error, covering the run.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_invalid_character_run.py:[[@LINE+3]]:7: error: invalid character `?` (U+003F) in source
# CHECK-NEXT: {{^}}x = a ??? b{{$}}
# CHECK-NEXT: {{^}}      ^~~{{$}}
x = a ??? b
