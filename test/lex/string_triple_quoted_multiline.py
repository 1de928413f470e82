# A triple-quoted string may span lines; its line breaks are in the value,
# and the lines inside it are not indentation.
# RUN: %dslc compile --emit=tokens %s | FileCheck %s

def f():
    """Docstring,
  less indented inside.
    """
    return 1
# CHECK:      [[@LINE-4]]:5 INDENT
# CHECK-NEXT: [[@LINE-5]]:5-[[@LINE-3]]:8 string literal '"""Docstring,\n  less indented inside.\n    """' value='Docstring,\n  less indented inside.\n    '
# CHECK-NEXT: [[@LINE-4]]:8 NEWLINE
# CHECK-NEXT: [[@LINE-4]]:5-[[@LINE-4]]:11 return 'return'
