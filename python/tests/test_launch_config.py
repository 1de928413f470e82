"""kernel[grid, block, stream, shared]: the configured launch, made once per
configuration and found again by the C subscript (or the Python one of a
source tree without the C module); no GPU needed."""

import gc
import unittest
import weakref

import dslc
from dslc import _dispatcher, _launch, cuda


def make_kernel():
    @cuda.jit
    def fill(x):
        x[cuda.grid(1)] = 1
    return fill


class UnhashableStream:
    """A stream object of another library that cannot be a dict key."""
    __hash__ = None
    ptr = 0x5000


class LaunchConfigTest(unittest.TestCase):
    def check_table(self, kernel):
        launch = kernel[4, (32, 2)]
        self.assertIs(kernel[4, (32, 2)], launch)
        self.assertEqual((launch.griddim, launch.blockdim, launch.stream, launch.sharedmem),
                         ((4, 1, 1), (32, 2, 1), 0, 0))
        self.assertEqual(kernel[(2, 3), 64, 0, 1024].sharedmem, 1024)
        self.assertIsNot(kernel[5, 32], launch)
        stream = UnhashableStream()
        self.assertIs(kernel[1, 32, stream].stream, stream)  # made each time, not kept
        with self.assertRaisesRegex(dslc.Error, r"kernel\[grid, block\]"):
            kernel[4]
        with self.assertRaisesRegex(dslc.Error, "1 to 3 dimensions"):
            kernel[(1, 1, 1, 1), 32]

    def test_configured_launches_are_made_once(self):
        self.check_table(make_kernel())

    def check_subscript(self, base):
        """A table finds what it kept and asks _configure for the rest."""
        class Table(base):
            made = []

            def _configure(self, config):
                self.made.append(config)
                try:
                    self._configs[config] = object()
                except TypeError:
                    return "unkept"
                return self._configs[config]

        table = Table()
        first = table[1, 32]
        self.assertIs(table[1, 32], first)
        self.assertEqual(table[1, 32, UnhashableStream()], "unkept")
        self.assertEqual(len(Table.made), 2)

    def test_python_config_table_behaves_as_the_c_one(self):
        self.check_subscript(_dispatcher._PythonConfigTable)
        if _launch.fast is not None:
            self.check_subscript(_launch.fast.ConfigTable)

    @unittest.skipUnless(_launch.fast, "the wheel's C launch path is not built")
    def test_c_table_serves_dispatchers(self):
        kernel = make_kernel()
        self.assertIsInstance(kernel, _launch.fast.ConfigTable)
        self.assertIsInstance(kernel[1, 32], _launch.fast.Launcher)

    def test_the_table_is_bounded(self):
        kernel = make_kernel()
        for grid in range(_dispatcher._MAX_CONFIGS + 10):
            kernel[grid + 1, 32]
        self.assertLessEqual(len(kernel._configs), _dispatcher._MAX_CONFIGS)

    def test_dispatcher_and_its_launches_are_collected(self):
        kernel = make_kernel()
        kernel[1, 32]
        gone = weakref.ref(kernel)
        del kernel
        gc.collect()
        self.assertIsNone(gone())


if __name__ == "__main__":
    unittest.main()
