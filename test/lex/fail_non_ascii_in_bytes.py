# A bytes literal spells non-ASCII bytes with escapes. The first non-ASCII
# character of the literal is reported, once for the literal.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_non_ascii_in_bytes.py:[[@LINE+3]]:10: error: bytes can only contain ASCII literal characters; use a `\x` escape for other bytes
# CHECK-NEXT: {{^}}b = b"caféé"{{$}}
# CHECK-NEXT: {{^}}         ^{{$}}
b = b"caféé"
