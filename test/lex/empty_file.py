# An empty file is one EOF token; so is a file of blank and comment lines.
# RUN: %python -c "open(r'%t.empty.py', 'w').write('')"
# RUN: %dslc compile --emit=tokens %t.empty.py | FileCheck %s --check-prefix=EMPTY
# RUN: %python -c "open(r'%t.blank.py', 'w').write('\n   \n  # c\n\t\n')"
# RUN: %dslc compile --emit=tokens %t.blank.py | FileCheck %s --check-prefix=BLANK

# EMPTY:     {{^}}1:1 EOF{{$}}
# EMPTY-NOT: {{.}}
# BLANK:     {{^}}5:1 EOF{{$}}
# BLANK-NOT: {{.}}
