# Blanks after a `\` continuation (invisible in most editors) are an error, as
# in Python. The lines are joined anyway, so the indented next line is not an
# unexpected indent.
# RUN: %python -c "open(r'%t.py', 'w').write('x = 1 + \\\\  \t\n        2\n')"
# RUN: not %dslc compile --emit=tokens %t.py 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

# CHECK: .tmp.py:1:9: error: line continuation character `\` must end its line; found whitespace after it
# CHECK-NEXT: {{^}}x = 1 + \  	{{$}}
# CHECK-NEXT: {{^}}        ^~~~{{$}}
