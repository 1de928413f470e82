# Indentation that orders lines one way with tabs as 8 columns and another
# way with tabs as 1 is ambiguous. The error points at the blanks, and is
# reported once for the block: the next line, indented the same way, is fine.
# RUN: not %dslc compile --emit=tokens %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:

if a:
	b = 1
# CHECK: fail_inconsistent_tabs.py:[[@LINE+3]]:1: error: inconsistent use of tabs and spaces in indentation
# CHECK-NEXT: {{^}}        c = 2{{$}}
# CHECK-NEXT: {{^}}^~~~~~~~{{$}}
        c = 2
        d = 3
