# The file name in the PTX's first comment line is escaped: ptxas refuses any
# non-ASCII byte, even in a comment, and a newline would end the comment and
# make the rest of the name a PTX statement.
# RUN: rm -rf %t && mkdir -p %t
# RUN: cp %s %t/ñ.py
# RUN: %dslc-ptx %t/ñ.py | FileCheck %s --check-prefix=UTF8
# UTF8: // Compiled by dslc {{.*}} from {{.*}}/\xC3\xB1.py{{$}}
# RUN: %python -c "import shutil, sys; shutil.copy(sys.argv[1], sys.argv[2] + '/new\nline.py')" %s %t
# RUN: %python -c "import subprocess, sys; sys.exit(subprocess.call(sys.argv[1:-1] + [sys.argv[-1] + '/new\nline.py']))" %dslc-ptx %t | FileCheck %s --check-prefix=NEWLINE
# NEWLINE: // Compiled by dslc {{.*}} from {{.*}}/new\nline.py{{$}}
# NEWLINE-NEXT: // dslc.kernel entry=k kernel=k
from numba import cuda


@cuda.jit("void(int32[::1])")
def k(a):
    a[0] = 1
