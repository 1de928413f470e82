# A class deriving from a class of module `enum` is parsed: its assignments
# are kept and the rest of its body skipped; other classes stay host code.
# RUN: %dslc compile --emit=ast %s | FileCheck %s --strict-whitespace
import enum
from enum import IntEnum as IE


class Color(enum.Enum):
    """Colors."""
    red = 1
    green = 2

    def describe(self):
        return self.name
# CHECK:      {{^}}  ClassDef Color (enum.Enum) <[[@LINE-7]]:1-[[@LINE-1]]:25>
# CHECK-NEXT: {{^}}    body:
# CHECK-NEXT: {{^}}      Skipped (host code) <[[@LINE-8]]:5-[[@LINE-8]]:18>
# CHECK-NEXT: {{^}}      Assign <[[@LINE-8]]:5-[[@LINE-8]]:12>
# CHECK:      {{^}}      Assign <[[@LINE-8]]:5-[[@LINE-8]]:14>
# CHECK:      {{^}}      Skipped (a function without `@cuda.jit` `describe`)


class Shape(IE): circle = 2; square = 500
# CHECK:      {{^}}  ClassDef Shape (enum.IntEnum) <[[@LINE-1]]:1-[[@LINE-1]]:42>


class Runner(object):
    pass
# CHECK:      {{^}}  Skipped (a class `Runner`)
