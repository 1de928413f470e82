# Typographic quotes (from a word processor) do not quote strings. The error
# covers the text up to the closing typographic quote, once.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_invalid_character_typographic_quote.py:[[@LINE+3]]:11: error: invalid character `“` (U+201C) in source; strings are quoted with `"` or `'`
# CHECK-NEXT: {{^}}@cuda.jit(“void(int32)”){{$}}
# CHECK-NEXT: {{^}}          ^~~~~~~~~~~~~{{$}}
@cuda.jit(“void(int32)”)
# The last quote of the line closes the first: the one between is taken as an
# apostrophe.
# CHECK: fail_invalid_character_typographic_quote.py:[[@LINE+3]]:5: error: invalid character `‘` (U+2018) in source; strings are quoted with `"` or `'`
# CHECK-NEXT: {{^}}s = ‘it’s’{{$}}
# CHECK-NEXT: {{^}}    ^~~~~~{{$}}
s = ‘it’s’
