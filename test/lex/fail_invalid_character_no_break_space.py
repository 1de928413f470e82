# A no-break space (pasted from a web page) looks like a space but is not
# one. It is named, since quoting it would show nothing. It is reported once
# for the file and otherwise read as a space, in indentation too, so a pasted
# block does not bring an error on every line.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: fail_invalid_character_no_break_space.py:[[@LINE+3]]:6: error: invalid character U+00A0 (no-break space) in source; use an ordinary space
# CHECK-NEXT: {{^}}x = a  + 1{{$}}
# CHECK-NEXT: {{^}}     ^~{{$}}
x = a  + 1
if a:
    b = 1
    c = 2
