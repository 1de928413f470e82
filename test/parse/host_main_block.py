# The `if __name__ == "__main__":` block is host code: skipped by indentation,
# never compiled, whatever it contains.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
from numba import cuda
import numpy as np

if __name__ == "__main__":
    a = np.zeros(16)
    squares = [i * i for i in range(4)]
    k[1, 16](a)
    print(a, squares)
# CHECK:      {{^}}  ImportFrom numba: cuda <[[@LINE-8]]:1-[[@LINE-8]]:23>
# CHECK-NEXT: {{^}}  Import numpy as np <[[@LINE-8]]:1-[[@LINE-8]]:19>
# CHECK-NEXT: {{^}}  Skipped (host code) <[[@LINE-7]]:1-[[@LINE-3]]:22>
