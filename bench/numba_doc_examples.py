#!/usr/bin/env python3
"""Runs numba-cuda's documentation examples (the installed
numba.cuda.tests.doc_examples) twice: as they are, with Numba, and with
only `from numba import cuda` changed to `from dslc import cuda`. Prints one
row per example: its tests passed/failed/skipped under each, and for dslc
the first line of each failure.

    python3 numba_doc_examples.py [example ...]    # e.g. vecadd matmul

Needs Numba (with its tests) and pytest; the examples themselves use CuPy."""

import importlib.util
import os
import re
import subprocess
import sys
import tempfile

EXAMPLES = ["vecadd", "matmul", "laplace", "reduction", "cg", "sessionize", "globals",
            "cpu_gpu_compat", "montecarlo", "random"]
PRELUDE = "import numpy as _np\n_np.row_stack = getattr(_np, 'row_stack', _np.vstack)\n"


def examples_dir():
    spec = importlib.util.find_spec("numba.cuda.tests.doc_examples")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("numba.cuda.tests.doc_examples is not installed")
    return list(spec.submodule_search_locations)[0]


def run(path):
    """pytest on one file: (passed, failed, skipped, failure lines)."""
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rfEs", "-p", "no:cacheprovider",
                          "--tb=line", path], capture_output=True, text=True, timeout=900)
    text = out.stdout + out.stderr
    counts = {k: 0 for k in ("passed", "failed", "skipped", "error")}
    for number, what in re.findall(r"(\d+) (passed|failed|skipped|errors?)", text):
        counts["error" if what.startswith("error") else what] += int(number)
    failures = [line for line in text.splitlines()
                if line.startswith(("FAILED", "ERROR", "E ")) or "Error:" in line][:6]
    return counts, failures, text


def main():
    wanted = sys.argv[1:] or EXAMPLES
    source_dir = examples_dir()
    scratch = tempfile.mkdtemp()
    rows = []
    for name in wanted:
        path = os.path.join(source_dir, "test_%s.py" % name)
        with open(path) as f:
            original = f.read()
        result = {}
        for who in ("numba", "dslc"):
            text = original
            if who == "dslc":
                text = text.replace("from numba import cuda", "from dslc import cuda")
            target = os.path.join(scratch, "%s_%s_test.py" % (who, name))
            with open(target, "w") as f:
                f.write(PRELUDE + text)
            result[who] = run(target)
        rows.append((name, result))
        print("== %s" % name, flush=True)
        for line in result["dslc"][1]:
            print("   dslc: " + line[:300])
        if os.environ.get("VERBOSE"):
            print(result["dslc"][2][-4000:])
    print()
    print("%-16s %-22s %-22s" % ("example", "numba", "dslc"))
    for name, result in rows:
        cells = []
        for who in ("numba", "dslc"):
            c = result[who][0]
            cells.append("%d pass %d fail %d skip" % (c["passed"], c["failed"] + c["error"],
                                                     c["skipped"]))
        print("%-16s %-22s %-22s" % (name, cells[0], cells[1]))


if __name__ == "__main__":
    main()
