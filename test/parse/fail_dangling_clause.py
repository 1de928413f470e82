# `elif`, `else`, `except` and `finally` continue the statement before them at
# the same indentation; a stray one is reported once, with the arms after it.
# RUN: not %dslc compile --emit=ast %s 2>&1 | FileCheck %s --strict-whitespace --implicit-check-not=error:
from numba import cuda


@cuda.jit
def kernel(a, b):
    if a:
        pass
        # CHECK: fail_dangling_clause.py:[[@LINE+3]]:9: error: `else` does not follow an `if`, `for`, `while` or `try` block
        # CHECK-NEXT: {{^}}        else:{{$}}
        # CHECK-NEXT: {{^}}        ^~~~{{$}}
        else:
            pass
    elif b:
        pass
    a[0] = 1
    # CHECK: fail_dangling_clause.py:[[@LINE+3]]:5: error: `elif` does not follow an `if` block
    # CHECK-NEXT: {{^}}    elif b:{{$}}
    # CHECK-NEXT: {{^}}    ^~~~{{$}}
    elif b:
        pass
    else:
        pass
    a[1] = 2
    # CHECK: fail_dangling_clause.py:[[@LINE+3]]:5: error: `except` does not follow a `try` block
    # CHECK-NEXT: {{^}}    except ValueError:{{$}}
    # CHECK-NEXT: {{^}}    ^~~~~~{{$}}
    except ValueError:
        pass
    finally:
        pass
    a[2] = 3
