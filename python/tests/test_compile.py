"""Compiling to PTX without a GPU: kernels at module level and in functions,
the host values they read frozen into the code, and compile errors that
point at this file."""

import inspect
import math
import os
import re
import unittest

import numpy as np

import dslc
from dslc import cuda
from support import CudaArrayStandIn

SCALE = 2.5
SHAPE = (3, 7)
FLAGS = True
NAMES = ["a", "b"]


def lambda_free_add(a, b):
    return a + b


@cuda.jit(device=True)
def twice(x):
    return x * 2


@cuda.jit
def scale(x):
    i = cuda.grid(1)
    if i < x.size:
        x[i] = twice(x[i]) * SCALE + SHAPE[1]


def entry_names(ptx):
    return re.findall(r"\.entry\s+(\w+)", ptx)


class CompilePtxTest(unittest.TestCase):
    def test_module_level_kernel_with_globals_and_a_device_function(self):
        ptx, resty = cuda.compile_ptx(scale, (cuda.float32[::1],))
        self.assertIs(resty, cuda.void)
        self.assertEqual(entry_names(ptx), ["scale"])
        self.assertIn(".target sm_", ptx)
        # SCALE (2.5) and SHAPE[1] (7) are frozen constants of the code.
        self.assertRegex(ptx, r"0f40200000|0d4004000000000000")
        self.assertRegex(ptx, r"0f40E00000|0d401C000000000000|, 7;")

    def test_signature_as_string_and_cc(self):
        ptx, _ = cuda.compile_ptx(scale, "void(float32[::1])", cc=(8, 0))
        self.assertIn(".target sm_80", ptx)

    def test_print_with_string_literals_calls_vprintf(self):
        def shout(x):
            print("x =", x, (x, 1.5))

        ptx, _ = cuda.compile_ptx(shout, "void(int32)")
        self.assertIn("vprintf", ptx)
        # "x =" as bytes of a .const string, beside the format "%s %lld (%lld, %f)\n".
        self.assertIn("{120, 32, 61}", ptx)
        fmt = ", ".join(str(b) for b in b"%s %lld (%lld, %f)\n")
        self.assertIn("{" + fmt + "}", ptx)

    def test_records_from_structured_dtypes(self):
        record = np.dtype([("s0", np.uint64), ("s1", np.uint64)], align=True)

        def step(states, out):
            i = cuda.grid(1)
            s = states[i]
            s.s1 = s.s0 ^ (s["s0"] << 7)
            out[i] = s.s1

        rec = dslc.from_dtype(record)
        ptx, _ = cuda.compile_ptx(step, (rec[::1], cuda.uint64[::1]))
        self.assertIn("ld.global.u64", ptx)
        self.assertRegex(ptx, r"st\.global\.u64\s+\[%rd\d+\+8\]")
        # Numba's spelling of the same type is read too.
        ptx2, _ = cuda.compile_ptx(step, "void(%s[::1], uint64[::1])" % rec.name)
        self.assertEqual(ptx, ptx2)

    def test_device_function_signatures_convert_arguments(self):
        # One Python function jitted twice, with other signatures: two device
        # functions.
        add_int = cuda.jit(["(int64, int64)"], device=True)(lambda_free_add)
        add_any = cuda.jit(["(int64, int64)", "(float64, float64)"], device=True)(lambda_free_add)

        def kernel(r, x, y):
            r[0] = add_int(x, y)
            r[1] = add_any(x, y)

        ptx, _ = cuda.compile_ptx(kernel, "void(float64[::1], float64, float64)")
        self.assertIn("cvt.rzi.s64.f64", ptx)  # add_int: both arguments converted to int64
        self.assertIn("add.f64", ptx)  # add_any: (float64, float64)

    def test_closure_values_are_frozen_when_compiled(self):
        def make(offset):
            @cuda.jit
            def add_offset(x):
                i = cuda.grid(1)
                if i < x.size:
                    x[i] += offset
            return add_offset

        ptx_3 = cuda.compile_ptx(make(3), (cuda.int64[::1],))[0]
        ptx_1000 = cuda.compile_ptx(make(1000), (cuda.int64[::1],))[0]
        self.assertRegex(ptx_3, r", 3;")
        self.assertRegex(ptx_1000, r", 1000;")
        self.assertNotRegex(ptx_3, r", 1000;")

    def test_same_named_device_functions_from_a_factory(self):
        def adder(k):
            @cuda.jit(device=True)
            def add(x):
                return x + k
            return add

        add_5, add_7 = adder(5), adder(7)

        @cuda.jit
        def both(x):
            x[0] = add_5(x[0]) + add_7(x[1])

        ptx = cuda.compile_ptx(both, (cuda.int64[::1],))[0]
        self.assertEqual(entry_names(ptx), ["both"])

    def test_number_classes_and_functions_passed_to_device_functions(self):
        @cuda.jit(device=True)
        def histogram(out, dtype, n, op):
            bins = cuda.shared.array(n, dtype)
            op(bins, out[cuda.threadIdx.x] % n, 1)
            out[cuda.threadIdx.x] = bins[cuda.threadIdx.x]

        def make(n):
            @cuda.jit
            def count(out):
                histogram(out, np.uint32, n, cuda.atomic.add)
            return count

        ptx_32 = cuda.compile_ptx(make(32), "void(uint32[::1])")[0]
        ptx_64 = cuda.compile_ptx(make(64), "void(uint32[::1])")[0]
        self.assertRegex(ptx_32, r"\.shared .*\[128\];")
        self.assertRegex(ptx_64, r"\.shared .*\[256\];")
        self.assertRegex(ptx_32, r"(atom|red)\.shared\.add\.u32")

    def test_math_and_numpy_names(self):
        @cuda.jit
        def roots(x):
            i = cuda.grid(1)
            if i < x.size:
                x[i] = math.sqrt(x[i]) + np.float32(1)

        ptx = cuda.compile_ptx(roots, (cuda.float32[::1],))[0]
        self.assertRegex(ptx, r"sqrt\.rn\.f32|sqrt\.approx")

    def test_kernel_defined_in_a_method_compiles_with_its_indentation(self):
        class Holder:
            def build(self):
                @cuda.jit
                def nested(out):
                    out[0] = FLAGS
                return nested

        self.assertEqual(entry_names(cuda.compile_ptx(Holder().build(), "bool[::1]")[0]),
                         ["nested"])


class DeviceArrayGlobalTest(unittest.TestCase):
    def test_device_arrays_are_captured_by_pointer(self):
        prices = CudaArrayStandIn(0x7F0012340000, (5,), "<f4")

        @cuda.jit
        def totals(quantities, out):
            i = cuda.grid(1)
            if i < out.size:
                out[i] = quantities[i] * prices[i]
                prices[i] = 0

        ptx = cuda.compile_ptx(totals, "float32[::1], float32[::1]")[0]
        self.assertIn(str(0x7F0012340000), ptx)
        self.assertIn("st.global.u32", ptx.replace("st.global.f32", "st.global.u32"))

    def test_numpy_globals_are_constant_arrays(self):
        table = np.array([1.5, 2.5, 4.0], dtype=np.float64)

        @cuda.jit
        def lookup(out):
            i = cuda.grid(1)
            out[i] = table[i % 3] + len(table)

        ptx = cuda.compile_ptx(lookup, "float64[::1]")[0]
        self.assertIn(".const", ptx)  # the table, in constant memory
        self.assertIn("ld.const.f64", ptx)

        @cuda.jit
        def writes(out):
            table[0] = out[0]

        with self.assertRaises(dslc.CompileError) as caught:
            cuda.compile_ptx(writes, "float64[::1]")
        self.assertIn("table", str(caught.exception))

    def test_complex_numpy_globals_are_constant_arrays(self):
        roots = np.array([1 + 2j, -0.5j, 3.0], dtype=np.complex64)

        @cuda.jit
        def rotate(out):
            i = cuda.grid(1)
            out[i] = out[i] * roots[i % 3]

        ptx = cuda.compile_ptx(rotate, "complex64[::1]")[0]
        # The parts' bits: 1.0f, 2.0f, then -0.0f and -0.5f.
        self.assertRegex(ptx, r"\.const \.align 8 \.b8 __dslc_const_\w+\[24\] = "
                              r"\{0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 0, 128, 0, 0, 0, 191,")


    def test_complex_scalar_globals_are_constants(self):
        from cmath import infj

        turn = 0.6 - 0.8j
        half = np.complex64(0.5 + 0.25j)

        @cuda.jit
        def scale(out):
            out[0] = out[0] * turn + half + infj

        typed = cuda.compile_ptx(scale, "complex128[::1]")[0]
        # 0.6 and 0.8, 0.25 (widened from float32) and inf are immediates of
        # the code.
        self.assertIn("0d3FE3333333333333", typed)
        self.assertIn("0d3FE999999999999A", typed)
        self.assertIn("0d3FD0000000000000", typed)
        self.assertIn("0d7FF0000000000000", typed)

    def test_const_array_like_is_the_array_in_constant_memory(self):
        table = np.arange(12, dtype=np.int32).reshape(3, 4)

        @cuda.jit
        def lookup(out):
            c = cuda.const.array_like(table)
            i = cuda.grid(1)
            out[i] = c[i % 3, 1] + c.shape[1]

        ptx = cuda.compile_ptx(lookup, "int32[::1]")[0]
        self.assertIn("ld.const.u32", ptx)

        @cuda.jit
        def not_host(out):
            c = cuda.const.array_like(out)
            out[0] = c[0]

        with self.assertRaisesRegex(dslc.CompileError,
                                    "`cuda.const.array_like` takes a NumPy array of the host "
                                    "program"):
            cuda.compile_ptx(not_host, "int32[::1]")


class CompileErrorTest(unittest.TestCase):
    def test_error_points_at_this_file_and_line(self):
        @cuda.jit
        def bad(x):
            x[0] = undefined_name  # noqa: F821

        line = inspect.getsourcelines(bad.py_func)[1] + 2
        with self.assertRaises(dslc.CompileError) as caught:
            cuda.compile_ptx(bad, (cuda.float32[::1],))
        error = caught.exception
        text = str(error)
        self.assertIn("%s:%d:" % (__file__, line), text)
        self.assertIn("undefined_name", text)
        self.assertIn("^", text)  # the caret under the quoted line
        diagnostic = error.diagnostics[0]
        self.assertEqual(diagnostic.file, __file__)
        self.assertEqual(diagnostic.line, line)
        self.assertEqual(diagnostic.severity, "error")
        self.assertGreater(diagnostic.column, 1)

    def test_host_value_kernel_code_cannot_use(self):
        @cuda.jit
        def reads_list(x):
            x[0] = NAMES[0]

        with self.assertRaises(dslc.CompileError) as caught:
            cuda.compile_ptx(reads_list, (cuda.float32[::1],))
        self.assertIn("NAMES", str(caught.exception))
        self.assertIn("list", str(caught.exception))

    def test_type_error_in_signature(self):
        with self.assertRaises(dslc.CompileError):
            cuda.compile_ptx(scale, "void(float32[::1], int64)")

    def test_eager_signature_errors_are_raised_at_decoration(self):
        with self.assertRaises(dslc.CompileError):
            @cuda.jit("void(float32[::1])")
            def wrong(x):
                x[0] = x  # an array into an element

    def test_compile_error_is_a_dslc_error(self):
        self.assertTrue(issubclass(dslc.CompileError, dslc.Error))
        self.assertTrue(issubclass(dslc.CudaError, dslc.Error))


def f_module(x, y):
    return x + y


class DeviceFunctionTest(unittest.TestCase):
    """compile_ptx(device=True) and compile: a `.visible .func` other code
    links against, as numba-cuda's own compile tests check it."""

    def test_numba_abi_returns_a_status_and_stores_the_result(self):
        def add(x, y):
            return x + y

        ptx, resty = cuda.compile_ptx(add, (cuda.float32, cuda.float32), device=True)
        self.assertIn("func_retval", ptx)
        self.assertIn(".visible .func", ptx)
        self.assertNotIn(".visible .entry", ptx)
        self.assertEqual(resty, cuda.float32)
        self.assertRegex(ptx, r"\.visible\s+\.func\s+\(\.param\s+\.b32\s+func_retval0\)\s+add\(\s*"
                              r"\.param\s+\.b64\s+add_param_0,")
        for sig, expected in ((cuda.int32(cuda.int32, cuda.int32), cuda.int32),
                              (cuda.int16(cuda.int16, cuda.int16), cuda.int16),
                              ("uint32(uint32, uint32)", cuda.uint32),
                              ((cuda.int32, cuda.int32), cuda.int64)):  # int32 + int32
            self.assertEqual(cuda.compile_ptx(add, sig, device=True)[1], expected, sig)

    def test_c_abi_returns_the_value_under_the_functions_name(self):
        def f(x, y):
            return x + y

        ptx, resty = cuda.compile_ptx(f, cuda.int32(cuda.int32, cuda.int32), device=True,
                                      abi="c")
        self.assertRegex(ptx, r"\.visible\s+\.func\s+\(\.param\s+\.b32\s+func_retval0\)\s+f\(")
        self.assertNotIn("param_2", ptx)
        ptx, _ = cuda.compile_ptx(f, cuda.int64(cuda.int64, cuda.int64), device=True, abi="c")
        self.assertRegex(ptx, r"\.visible\s+\.func\s+\(\.param\s+\.b64")
        ptx, _ = cuda.compile(f_module, cuda.int32(cuda.int32, cuda.int32))  # C by default
        self.assertRegex(ptx, r"\.visible\s+\.func\s+\(\.param\s+\.b32\s+func_retval0\)\s+"
                              r"f_module\(")
        ptx, _ = cuda.compile_ptx(f_module, cuda.int32(cuda.int32, cuda.int32), device=True,
                                  abi="c", abi_info={"abi_name": "_Z4funcii"})
        self.assertRegex(ptx, r"\.visible\s+\.func\s+\(\.param\s+\.b32\s+func_retval0\)\s+"
                              r"_Z4funcii\(")

    def test_a_jitted_device_function_and_what_it_calls(self):
        ptx, resty = cuda.compile(twice, (cuda.float32,))
        self.assertEqual(resty, cuda.float64)  # float32 * 2 (int64) is float64 in Numba
        self.assertIn(".visible .func  (.param .b64 func_retval0) twice(", ptx)

        def calls(x):
            return twice(x) + 1

        ptx, resty = cuda.compile(calls, "float32(float32)")
        self.assertEqual(resty, cuda.float32)
        self.assertNotIn("call.uni", ptx)  # twice is inlined into it

    def test_tuples_and_none(self):
        def pair(x, y):
            return x * y, x > y

        def nothing(a, x):
            a[0] = x

        self.assertEqual(cuda.compile(pair, (cuda.float32, cuda.float32))[1],
                         dslc.types.Tuple((cuda.float32, cuda.boolean)))
        self.assertEqual(str(cuda.compile(pair, (cuda.int32, cuda.int32))[1]),
                         "Tuple(int64, bool)")
        ptx, resty = cuda.compile(nothing, (cuda.float32[::1], cuda.float32))
        self.assertEqual(resty, cuda.void)
        self.assertIn(".visible .func nothing(", ptx)

    def test_fastmath(self):
        def f(x, y, z, d):
            return math.sqrt((x * y + z) / d)

        args = (cuda.float32,) * 4
        ptx, _ = cuda.compile_ptx(f, args, device=True)
        for instruction in ("fma.rn.f32", "div.rn.f32", "sqrt.rn.f32"):
            self.assertIn(instruction, ptx)
        ptx, _ = cuda.compile_ptx(f, args, device=True, fastmath=True)
        for instruction in ("fma.rn.ftz.f32", "div.approx.ftz.f32", "sqrt.approx.ftz.f32"):
            self.assertIn(instruction, ptx)

    def test_compile_all_and_for_current_device_without_a_gpu(self):
        code, resty = cuda.compile_all(f_module, cuda.int32(cuda.int32, cuda.int32))
        self.assertEqual(len(code), 1)
        self.assertIn(".visible .func", code[0])
        self.assertEqual(resty, cuda.int32)

    def test_requests_numba_refuses_are_refused_alike(self):
        def f(x, y):
            return x + y

        with self.assertRaisesRegex(NotImplementedError, "The C ABI is not supported for kernels"):
            cuda.compile_ptx(f, (cuda.int32, cuda.int32), abi="c")
        with self.assertRaisesRegex(NotImplementedError, "Unsupported ABI: fastcall"):
            cuda.compile_ptx(f, (cuda.int32, cuda.int32), abi="fastcall")
        with self.assertRaisesRegex(NotImplementedError, "Unsupported output type: illegal"):
            cuda.compile(f_module, cuda.int32(cuda.int32, cuda.int32), output="illegal")

        def g(x, y):
            return x[0] + y[0]

        with self.assertRaisesRegex(TypeError, "must have void return type"):
            cuda.compile_ptx(g, cuda.uint32(cuda.uint32[::1], cuda.uint32[::1]))
        with self.assertRaises(dslc.Error):
            cuda.compile_ptx(g, cuda.uint32(cuda.uint32[::1], cuda.uint32[::1]))

    def test_errors_name_the_function_and_its_line(self):
        def whole(a):
            return a

        with self.assertRaises(dslc.CompileError) as caught:
            cuda.compile(whole, (cuda.float32[::1],))
        line = inspect.getsourcelines(whole)[1]
        self.assertIn("test_compile.py:%d:13: error: a device function compiled on its own "
                      "returns a number, a tuple of numbers or None" % line,
                      str(caught.exception))
        with self.assertRaisesRegex(dslc.CompileError, "`__nv_sinf` cannot name a device function"):
            cuda.compile(f_module, (cuda.int32, cuda.int32), abi_info={"abi_name": "__nv_sinf"})


class LineInfoTest(unittest.TestCase):
    """`lineinfo=True` puts `.file` (this file, absolute) and `.loc` lines
    (this file's lines and Python's columns, 1-based) into the PTX, in the
    kernel and in what device functions inline into it; off, none."""

    def test_loc_lines_name_this_file_and_its_lines(self):
        @cuda.jit(lineinfo=True)
        def located(x):
            i = cuda.grid(1)
            if i < x.size:
                x[i] = twice(x[i]) * SCALE

        first = inspect.getsourcelines(located.py_func)[1]
        ptx = located.inspect_asm("float32[::1]")  # the decorator's options
        files = re.findall(r'^\s*\.file\s+(\d+)\s+"([^"]*)"', ptx, re.M)
        self.assertIn(os.path.abspath(__file__), [name for _, name in files])
        number = [n for n, name in files if name == os.path.abspath(__file__)][0]
        locs = set((int(line), int(column)) for line, column in
                   re.findall(r"^\s*\.loc\s+%s\s+(\d+)\s+(\d+)" % number, ptx, re.M))
        # `x[i] = twice(x[i]) * SCALE`, three lines below the `def` line.
        self.assertIn((first + 4, 17), locs)  # x[i] (the load)
        # `return x * 2` in `twice`, inlined.
        twice_line = inspect.getsourcelines(twice.py_func)[1] + 2
        self.assertIn(twice_line, [line for line, _ in locs])

    def test_compile_ptx_option_and_off_by_default(self):
        # compile_ptx takes its own options, as Numba's does.
        plain = cuda.compile_ptx(scale, (cuda.float32[::1],))[0]
        self.assertNotRegex(plain, re.compile(r"^\s*\.(loc|file)\s", re.M))
        lines = cuda.compile_ptx(scale, (cuda.float32[::1],), lineinfo=True)[0]
        self.assertRegex(lines, r"\.loc\s+\d+ \d+ \d+")
        self.assertIn(os.path.abspath(__file__), lines)


class InspectTest(unittest.TestCase):
    def test_inspect_without_a_gpu(self):
        llvm = scale.inspect_llvm((cuda.float32[::1],))
        self.assertIn("define", llvm)
        ptx = scale.inspect_asm("float32[::1]")
        self.assertIn(".entry scale", ptx)


if __name__ == "__main__":
    unittest.main()
