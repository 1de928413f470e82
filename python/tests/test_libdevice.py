"""numba.cuda.libdevice without a GPU: dslc.cuda.libdevice's names, and
kernels that call libdevice's functions compiling, reached every way Numba
allows (the module imported from dslc or Numba, `cuda.libdevice.<name>`, a
function imported by name), and each of the table's functions once."""

import importlib.util
import os
import tempfile
import unittest

import dslc
from dslc import cuda
from dslc.cuda import libdevice
from dslc.cuda.libdevice import sad
import dslc.cuda.libdevice as libdevice_module
from support import optional


def use_sincos_frexp_sad(s, e, r, x, n):
    i = cuda.grid(1)
    if i < x.size:
        sr, cr = libdevice.sincos(x[i])
        fr, er = libdevice.frexp(x[i])
        s[i] = sr + cr + fr
        e[i] = er
        r[i] = sad(n, i, 3) + libdevice_module.usad(n, i, 3) + cuda.libdevice.popc(n)


SIGNATURE = "void(float64[::1], int32[::1], int32[::1], float64[::1], int32)"

# One kernel per function, as Numba's own test compiles them: the function's
# arguments are the kernel's, its results are stored into arrays.
_TEMPLATE = '''
def k_{name}({params}):
    ret = libdevice.{name}({args})
    {stores} = ret
'''


def _kernel_source(name, results, params):
    args = ", ".join("a%d" % i for i in range(len(params)))
    outs = ["r%d" % i for i in range(len(results))]
    return _TEMPLATE.format(name=name, params=", ".join(outs + ([args] if args else [])),
                            args=args, stores=", ".join(o + "[0]" for o in outs))


class LibdeviceModuleTest(unittest.TestCase):
    def test_every_function_is_a_name_of_the_module(self):
        self.assertIs(cuda.libdevice, libdevice)
        self.assertGreaterEqual(len(libdevice.SIGNATURES), 317)
        for name in ("sincos", "frexp", "sad", "usad", "popcll", "sinf", "float2half_rn"):
            self.assertIn(name, libdevice.SIGNATURES)
            self.assertTrue(hasattr(libdevice, name))
        self.assertEqual(libdevice.SIGNATURES["frexp"], (("float64", "int32"), ("float64",)))
        self.assertEqual(libdevice.SIGNATURES["sincosf"], (("float32", "float32"), ("float32",)))
        self.assertFalse(hasattr(libdevice, "nan"))  # it reads a string through a pointer

    def test_signatures_are_numbas(self):
        if optional("numba.cuda") is None:
            self.skipTest("Numba is not installed")
        from numba.cuda import types as ntypes
        from numba.cuda.libdevicefuncs import create_signature, functions

        for libname, (retty, args) in functions.items():
            name = libname[len("__nv_"):]
            with self.subTest(name=name):
                self.assertIn(name, libdevice.SIGNATURES)
                sig = create_signature(retty, args)
                result = sig.return_type
                results = (tuple(str(t) for t in result)
                           if isinstance(result, (ntypes.Tuple, ntypes.UniTuple))
                           else (str(result),))
                self.assertEqual(libdevice.SIGNATURES[name],
                                 (results, tuple(str(t) for t in sig.args)))

    def test_calling_a_function_on_the_host_is_an_error(self):
        with self.assertRaises(dslc.Error) as caught:
            libdevice.sinf(1.0)
        self.assertIn("cuda.libdevice.sinf", str(caught.exception))
        self.assertIn("kernels", str(caught.exception))


class LibdeviceCompileTest(unittest.TestCase):
    def test_module_attribute_and_imported_function(self):
        ptx, _ = cuda.compile_ptx(use_sincos_frexp_sad, SIGNATURE)
        self.assertIn("sad.s32", ptx)
        self.assertIn("sad.u32", ptx)
        self.assertNotIn(".extern", ptx)

    def test_numbas_module_and_functions(self):
        if optional("numba.cuda") is None:
            self.skipTest("Numba is not installed")
        from numba.cuda import libdevice as numba_libdevice
        from numba.cuda.libdevice import sincos as numba_sincos

        def use(out, x):
            s, c = numba_sincos(x[0])
            out[0] = s + c + numba_libdevice.sinf(x[1])

        ptx, _ = cuda.compile_ptx(use, "void(float64[::1], float64[::1])")
        self.assertIn(".entry use", ptx)

    def test_a_bad_call_is_a_located_error(self):
        def bad(out, x):
            out[0] = libdevice.sinf(out)

        with self.assertRaises(dslc.Error) as caught:
            cuda.compile_ptx(bad, "void(float32[::1], float32)")
        text = str(caught.exception)
        self.assertIn("test_libdevice.py", text)
        self.assertIn("argument 1 of `cuda.libdevice.sinf` is `float32[::1]`", text)

    def test_every_function_compiles(self):
        sources = ["from dslc.cuda import libdevice\n"]
        for name, (results, params) in sorted(libdevice.SIGNATURES.items()):
            sources.append(_kernel_source(name, results, params))
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "libdevice_kernels.py")
            with open(path, "w") as f:
                f.write("".join(sources))
            spec = importlib.util.spec_from_file_location("libdevice_kernels", path)
            kernels = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(kernels)
            for name, (results, params) in sorted(libdevice.SIGNATURES.items()):
                with self.subTest(name=name):
                    types = ["%s[::1]" % t for t in results] + list(params)
                    ptx, _ = cuda.compile_ptx(getattr(kernels, "k_" + name),
                                              "void(%s)" % ", ".join(types))
                    # The call is not optimised away: its arguments are read
                    # and its results stored.
                    if params:
                        self.assertIn("ld.param", ptx)
                    self.assertIn("st.global", ptx)
                    self.assertNotIn(".extern", ptx)


if __name__ == "__main__":
    unittest.main()
