"""Launches on a GPU: NumPy, dslc, CuPy, PyTorch and Numba arrays, strides
and orders, streams, events, several GPUs, errors. Skipped without one."""

import inspect
import math
import os
import tempfile
import threading
import unittest

import numpy as np

import dslc
from dslc import cuda
from support import needs_gpu, optional, numba_cuda

cupy = optional("cupy")
torch = optional("torch")


@cuda.jit
def saxpy(a, x, y):
    i = cuda.grid(1)
    if i < y.size:
        y[i] = a * x[i] + y[i]


@cuda.jit
def add2d(a, b, out):
    i, j = cuda.grid(2)
    if i < out.shape[0] and j < out.shape[1]:
        out[i, j] = a[i, j] + 2 * b[i, j]


@cuda.jit
def grid_rows(m):
    col = cuda.grid(1)
    g = cuda.cg.this_grid()
    for row in range(1, m.shape[0]):
        m[row, col] = m[row - 1, m.shape[1] - col - 1] + 1
        g.sync()


def expected_saxpy(a, x, y):
    return (np.float32(a) * x + y).astype(np.float32)


@needs_gpu
class LaunchTest(unittest.TestCase):
    n = 100_003

    def data(self):
        rng = np.random.default_rng(1)
        return rng.random(self.n, dtype=np.float32), rng.random(self.n, dtype=np.float32)

    def blocks(self):
        return (self.n + 255) // 256

    def test_numpy_arrays_are_copied_in_and_back(self):
        x, y = self.data()
        want = expected_saxpy(2.5, x, y)
        saxpy[self.blocks(), 256](np.float32(2.5), x, y)
        np.testing.assert_allclose(y, want, rtol=1e-6)

    def test_device_arrays(self):
        x, y = self.data()
        dx, dy = cuda.to_device(x), cuda.to_device(y)
        saxpy[self.blocks(), 256](np.float32(2.5), dx, dy)
        np.testing.assert_allclose(dy.copy_to_host(), expected_saxpy(2.5, x, y), rtol=1e-6)
        out = np.empty_like(y)
        dy.copy_to_host(out)
        np.testing.assert_allclose(out, expected_saxpy(2.5, x, y), rtol=1e-6)

    def test_python_float_is_float64(self):
        x, y = self.data()
        saxpy[self.blocks(), 256](2.5, x, y)  # a float64 scalar, float32 arrays
        self.assertIn("float64", saxpy.overloads.keys().__repr__())

    @unittest.skipUnless(cupy, "CuPy is not installed")
    def test_cupy_arrays_in_place(self):
        x, y = self.data()
        cx, cy = cupy.asarray(x), cupy.asarray(y)
        saxpy[self.blocks(), 256](np.float32(2.5), cx, cy)
        np.testing.assert_allclose(cy.get(), expected_saxpy(2.5, x, y), rtol=1e-6)

    @unittest.skipUnless(cupy, "CuPy is not installed")
    def test_cupy_strided_and_fortran(self):
        a = cupy.arange(64 * 48, dtype=cupy.float64).reshape(64, 48)
        b = cupy.asfortranarray(a * 3)
        out = cupy.zeros((32, 48))
        add2d[(4, 3), (16, 16)](a[::2], b[::2], out)
        np.testing.assert_allclose(out.get(), a.get()[::2] + 2 * b.get()[::2])

    @unittest.skipUnless(torch and torch.cuda.is_available(), "PyTorch with CUDA is not there")
    def test_torch_tensors_in_place(self):
        x, y = self.data()
        tx, ty = torch.from_numpy(x).cuda(), torch.from_numpy(y).cuda()
        saxpy[self.blocks(), 256](np.float32(2.5), tx, ty)
        np.testing.assert_allclose(ty.cpu().numpy(), expected_saxpy(2.5, x, y), rtol=1e-6)
        t = torch.arange(20, dtype=torch.float32, device="cuda").reshape(4, 5)
        out = torch.zeros((5, 4), device="cuda")
        add2d[(1, 1), (8, 8)](t.T, t.T, out)  # a transposed view: strides in elements
        np.testing.assert_allclose(out.cpu().numpy(), 3 * t.T.cpu().numpy())

    def test_numba_device_arrays(self):
        import numpy
        numpy.row_stack = getattr(numpy, "row_stack", numpy.vstack)
        numba_cuda = optional("numba.cuda")
        if numba_cuda is None:
            self.skipTest("Numba is not installed")
        from numba import cuda as ncuda
        x, y = self.data()
        nx, ny = ncuda.to_device(x), ncuda.to_device(y)
        saxpy[self.blocks(), 256](np.float32(2.5), nx, ny)
        np.testing.assert_allclose(ny.copy_to_host(), expected_saxpy(2.5, x, y), rtol=1e-6)

    def test_device_array_elements_and_views(self):
        d = cuda.to_device(np.arange(12, dtype=np.int64).reshape(3, 4))
        self.assertEqual(d[1, 2], 6)  # an element: a host scalar, as in Numba
        self.assertIsInstance(d[1, 2], np.int64)
        np.testing.assert_equal(d[1].copy_to_host(), [4, 5, 6, 7])
        np.testing.assert_equal(d[:, ::2].copy_to_host(), np.arange(12).reshape(3, 4)[:, ::2])
        self.assertEqual([int(v) for v in d[2]], [8, 9, 10, 11])
        d[0] = 7
        np.testing.assert_equal(d.copy_to_host()[0], [7, 7, 7, 7])

    def test_device_array_views_as_other_dtypes(self):
        host = np.arange(12, dtype=np.float64).reshape(3, 4)
        d = cuda.to_device(host)
        z = d.view(np.complex128)  # the last axis rescaled, as NumPy's view
        self.assertEqual((z.shape, z.strides), ((3, 2), (32, 16)))
        np.testing.assert_equal(z.copy_to_host(), host.view(np.complex128))
        self.assertEqual(d.view(np.int32).shape, (3, 8))
        with self.assertRaisesRegex(ValueError, "needs a C-contiguous array"):
            d[:, ::2].view(np.complex128)
        with self.assertRaisesRegex(ValueError, "to be a multiple of it"):
            cuda.to_device(host[:, :3].copy()).view(np.complex128)

    @unittest.skipUnless(torch and torch.cuda.is_available(), "PyTorch with CUDA is not there")
    def test_dlpack_only_objects(self):
        class OnlyDLPack:  # what a library without __cuda_array_interface__ offers
            def __init__(self, tensor):
                self.tensor = tensor

            def __dlpack__(self, stream=None):
                return self.tensor.__dlpack__()

            def __dlpack_device__(self):
                return self.tensor.__dlpack_device__()

        x, y = self.data()
        tx, ty = torch.from_numpy(x).cuda(), torch.from_numpy(y).cuda()
        torch.cuda.synchronize()
        saxpy[self.blocks(), 256](np.float32(2.5), OnlyDLPack(tx), OnlyDLPack(ty))
        cuda.synchronize()
        np.testing.assert_allclose(ty.cpu().numpy(), expected_saxpy(2.5, x, y), rtol=1e-6)

    def test_interface_stream_is_waited_for(self):
        class Produced:  # an array whose producer works on its own stream
            def __init__(self, array, stream):
                interface = dict(array.__cuda_array_interface__)
                interface["stream"] = stream.ptr
                self.__cuda_array_interface__ = interface

        x, y = self.data()
        producer = cuda.stream()
        dx, dy = cuda.to_device(x, stream=producer), cuda.to_device(y, stream=producer)
        consumer = cuda.stream()
        saxpy[self.blocks(), 256, consumer](np.float32(2.5), Produced(dx, producer),
                                            Produced(dy, producer))
        consumer.synchronize()
        np.testing.assert_allclose(dy.copy_to_host(), expected_saxpy(2.5, x, y), rtol=1e-6)

    def test_non_contiguous_numpy_array(self):
        a = np.arange(40.0).reshape(5, 8)
        out = np.zeros((5, 4))
        add2d[(1, 1), (8, 8)](a[:, ::2], a[:, 1::2], out)
        np.testing.assert_allclose(out, a[:, ::2] + 2 * a[:, 1::2])

    def test_stream_and_events(self):
        x, y = self.data()
        s = cuda.stream()
        dx, dy = cuda.to_device(x, stream=s), cuda.to_device(y, stream=s)
        start, end = cuda.event(), cuda.event()
        start.record(s)
        saxpy[self.blocks(), 256, s](np.float32(2.5), dx, dy)
        end.record(s)
        end.synchronize()
        self.assertGreaterEqual(cuda.event_elapsed_time(start, end), 0.0)
        host = cuda.pinned_array(self.n, dtype=np.float32)
        dy.copy_to_host(host, stream=s)
        s.synchronize()
        np.testing.assert_allclose(host, expected_saxpy(2.5, x, y), rtol=1e-6)

    def test_cooperative_kernel_and_grid_limit(self):
        m = np.zeros((64, 256), dtype=np.int32)
        grid_rows[8, 32](m)
        np.testing.assert_equal(m, np.tile(np.arange(64), (256, 1)).T)
        self.assertGreaterEqual(grid_rows.overloads[(cuda.int32[:, ::1],)]
                                .max_cooperative_grid_blocks(32), 8)

    def test_devices(self):
        device = cuda.get_current_device()
        self.assertEqual(device.id, 0)
        self.assertIsInstance(device.name, bytes)
        self.assertGreaterEqual(device.compute_capability, (6, 0))
        self.assertGreaterEqual(len(cuda.gpus), 1)
        with cuda.gpus[0]:
            self.assertEqual(cuda.get_current_device().id, 0)
        self.assertTrue(cuda.is_available())
        free, total = cuda.current_context().get_memory_info()
        self.assertLess(free, total + 1)

    def test_every_gpu_gets_its_own_compiled_kernel(self):
        for gpu in cuda.gpus:
            with gpu:
                self.assertEqual(cuda.get_current_device().id, gpu.id)
                x, y = self.data()
                dx, dy = cuda.to_device(x), cuda.to_device(y)
                saxpy[self.blocks(), 256](np.float32(2.0), dx, dy)
                np.testing.assert_allclose(dy.copy_to_host(), expected_saxpy(2.0, x, y),
                                           rtol=1e-6)
        self.assertEqual(cuda.get_current_device().id, 0)  # restored after the blocks

    def test_threads_launch_on_their_own_gpus_at_once(self):
        results, errors = {}, []

        def work(gpu_id):
            try:
                cuda.select_device(gpu_id)
                x, y = self.data()
                dy = cuda.to_device(y)
                saxpy[self.blocks(), 256](np.float32(gpu_id + 1), cuda.to_device(x), dy)
                results[gpu_id] = (cuda.get_current_device().id,
                                   np.allclose(dy.copy_to_host(),
                                               expected_saxpy(gpu_id + 1, x, y), rtol=1e-6))
            except Exception as error:  # noqa: BLE001 -- reported below
                errors.append(error)

        threads = [threading.Thread(target=work, args=(i,)) for i in range(len(cuda.gpus))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.assertEqual(errors, [])
        self.assertEqual(results, {i: (i, True) for i in range(len(cuda.gpus))})

    def test_inspect_after_launch(self):
        x, y = self.data()
        saxpy[self.blocks(), 256](np.float32(1), x, y)
        asm = saxpy.inspect_asm()
        self.assertTrue(any(".entry" in text for text in asm.values()))
        self.assertGreater(saxpy.get_regs_per_thread("float32, float32[::1], float32[::1]"), 0)

    def test_kernel_with_line_info(self):
        # Loaded with the driver's JIT keeping the `.loc` lines: same results.
        @cuda.jit(lineinfo=True)
        def saxpy_lines(a, x, y):
            i = cuda.grid(1)
            if i < y.size:
                y[i] = a * x[i] + y[i]

        x, y = self.data()
        want = expected_saxpy(2.5, x, y)
        saxpy_lines[self.blocks(), 256](np.float32(2.5), x, y)
        np.testing.assert_allclose(y, want, rtol=1e-6)
        asm = saxpy_lines.inspect_asm("float32, float32[::1], float32[::1]")
        line = inspect.getsourcelines(saxpy_lines.py_func)[1] + 4  # y[i] = ...
        self.assertRegex(asm, r"\.loc\s+\d+ %d " % line)

    def test_resources(self):
        """kernel.resources: the driver's figures and the assembler's spills,
        also under Numba's method names."""
        x, y = self.data()
        staged[1, 128](x)
        found = staged.resources
        self.assertGreater(found.registers, 0)
        self.assertEqual(found.static_shared_bytes, 128 * 4)
        self.assertGreaterEqual(found.local_bytes, 0)
        self.assertEqual(found.constant_bytes, 0)
        self.assertGreaterEqual(found.max_threads_per_block, 128)
        # Spills come from the assembler's log (kept in the disk cache's entry).
        self.assertIn(found.spill_store_bytes, (None, 0))
        self.assertEqual(found.as_dict()["registers"], found.registers)
        self.assertEqual(staged.get_regs_per_thread(), found.registers)
        self.assertEqual(staged.get_local_mem_per_thread(), found.local_bytes)
        self.assertEqual(staged.get_shared_mem_per_block(), found.static_shared_bytes)
        self.assertEqual(staged.get_const_mem_size(), 0)
        self.assertEqual(staged.get_max_threads_per_block(), found.max_threads_per_block)
        overload = staged.overloads["float32[::1]"]
        self.assertEqual(overload.resources, found)
        self.assertEqual(overload.local_mem_per_thread, found.local_bytes)
        self.assertEqual(overload.const_mem_size, 0)

        table = np.arange(64, dtype=np.float32)

        @cuda.jit
        def lookup(out):
            i = cuda.grid(1)
            if i < out.size:
                out[i] = TABLE_FOR_RESOURCES[i % 64]

        lookup[1, 64](x)
        self.assertGreaterEqual(lookup.get_const_mem_size(), table.nbytes)



TABLE_FOR_RESOURCES = np.arange(64, dtype=np.float32)


@cuda.jit
def staged(x):
    tile = cuda.shared.array(128, np.float32)
    t = cuda.threadIdx.x
    tile[t] = x[t]
    cuda.syncthreads()
    x[t] = tile[127 - t]


def _hypot_scaled(x, y):
    return math.sqrt(x * x + y * y) * 0.5


@needs_gpu
class LinkedDeviceFunctionTest(unittest.TestCase):
    """A device function dslc compiles on its own, linked into a Numba
    kernel through cuda.declare_device, gives what Numba's own gives."""

    def link_and_run(self, ncuda, ptx, name, abi):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, name + ".ptx")
            with open(path, "w") as f:
                f.write(ptx)
            options = {} if abi == "numba" else {"abi": abi}
            linked = ncuda.declare_device(name, "float32(float32, float32)", link=[path],
                                          **options)

            @ncuda.jit
            def calls(x, y, out):
                i = ncuda.grid(1)
                if i < out.size:
                    out[i] = linked(x[i], y[i])

            rng = np.random.default_rng(3)
            x = rng.random(10_001, dtype=np.float32)
            y = rng.random(10_001, dtype=np.float32)
            out = np.zeros_like(x)
            calls[40, 256](x, y, out)
            return x, y, out

    def test_numba_kernel_calls_a_dslc_device_function(self):
        ncuda = numba_cuda()
        if ncuda is None:
            self.skipTest("Numba is not installed")
        sig = cuda.float32(cuda.float32, cuda.float32)
        ptx, resty = cuda.compile_ptx(_hypot_scaled, sig, device=True,
                                      abi_info={"abi_name": "dslc_hypot"})
        self.assertEqual(resty, cuda.float32)
        x, y, out = self.link_and_run(ncuda, ptx, "dslc_hypot", "numba")
        reference = ncuda.jit(device=True)(_hypot_scaled)

        @ncuda.jit
        def numba_own(x, y, out):
            i = ncuda.grid(1)
            if i < out.size:
                out[i] = reference(x[i], y[i])

        want = np.zeros_like(x)
        numba_own[40, 256](x, y, want)
        np.testing.assert_array_equal(out, want)

    def test_c_abi_where_numba_declares_it(self):
        ncuda = numba_cuda()
        if ncuda is None:
            self.skipTest("Numba is not installed")
        if "abi" not in inspect.signature(ncuda.declare_device).parameters:
            self.skipTest("this Numba's declare_device takes no abi=")
        ptx, _ = cuda.compile(_hypot_scaled, "float32(float32, float32)",
                              abi_info={"abi_name": "dslc_hypot_c"})
        x, y, out = self.link_and_run(ncuda, ptx, "dslc_hypot_c", "c")
        np.testing.assert_allclose(out, np.sqrt(x * x + y * y) * np.float32(0.5), rtol=1e-6)


@needs_gpu
class ReduceTest(unittest.TestCase):
    def test_sum_and_max(self):
        @cuda.reduce
        def sum_reduce(a, b):
            return a + b

        values = np.arange(1234, dtype=np.float64) + 1
        self.assertEqual(sum_reduce(values), values.sum())
        self.assertEqual(sum_reduce(values, init=10), values.sum() + 10)
        self.assertEqual(sum_reduce(values, size=100), values[:100].sum())
        self.assertEqual(sum_reduce(np.zeros(0)), 0)

        @cuda.reduce
        def max_reduce(a, b):
            return max(a, b)

        ints = np.random.default_rng(3).integers(-10**9, 10**9, 300_001)
        self.assertEqual(max_reduce(cuda.to_device(ints), init=ints[0]), ints.max())
        res = cuda.device_array(1, np.int64)
        self.assertIsNone(max_reduce(ints, res=res, init=ints[0]))
        self.assertEqual(res.copy_to_host()[0], ints.max())


@needs_gpu
class ErrorTest(unittest.TestCase):
    def test_compile_error_at_first_launch(self):
        @cuda.jit
        def broken(x):
            x[0] = x + 1.5j  # noqa

        with self.assertRaises(dslc.CompileError):
            broken[1, 1](np.zeros(4))

    def test_cuda_error_names_the_kernel(self):
        with self.assertRaises(dslc.CudaError) as caught:
            saxpy[1, 4096](np.float32(1), np.zeros(4, np.float32), np.zeros(4, np.float32))
        self.assertIn("saxpy", str(caught.exception))
        self.assertTrue(caught.exception.call.startswith("cu"))

    def test_launch_without_configuration(self):
        with self.assertRaises(dslc.Error):
            saxpy(1.0, np.zeros(1), np.zeros(1))

    def test_still_usable_after_errors(self):
        x = np.ones(8, np.float32)
        y = np.ones(8, np.float32)
        saxpy[1, 32](np.float32(2), x, y)
        np.testing.assert_allclose(y, 3 * np.ones(8))


if __name__ == "__main__":
    unittest.main()
