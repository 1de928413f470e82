# A comment after a `\` continuation is an error, as in Python. The lines are
# joined anyway, so the indented next line is not an unexpected indent.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_backslash_followed_by_comment.py:[[@LINE+3]]:9: error: line continuation character `\` must end its line; found a comment after it
# CHECK-NEXT: {{^}}x = 1 + \  # two{{$}}
# CHECK-NEXT: {{^}}        ^~~~~~~~{{$}}
x = 1 + \  # two
        2
