# A library module, embedded into the compiler as compiler/library/cmath.inc.
