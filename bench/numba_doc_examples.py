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


# numba.cuda.testing imports the `filecheck` package (for its FileCheck
# tests, none of which is run here). Where it is not installed, these
# placeholders stand in for the names it imports.
FILECHECK_MODULES = {
    "__init__": "",
    "matcher": "class Matcher: pass\nclass Options: pass\n",
    "options": "class Options: pass\n",
    "parser": "class Parser: pass\ndef pattern_for_opts(*args, **kwargs): pass\n",
    "finput": "class FInput: pass\n",
}


def filecheck_stand_in(scratch):
    """A folder to put on PYTHONPATH: empty when filecheck is installed."""
    folder = os.path.join(scratch, "stand-ins")
    os.makedirs(os.path.join(folder, "filecheck"), exist_ok=True)
    if importlib.util.find_spec("filecheck") is None:
        for name, text in FILECHECK_MODULES.items():
            with open(os.path.join(folder, "filecheck", name + ".py"), "w") as f:
                f.write(text)
    return folder


# numba-cuda's test classes ask pytest for a fixture that its conftest.py
# defines; the examples run from a scratch folder, which gets this one.
CONFTEST = """import pytest


def pytest_addoption(parser):
    parser.addoption("--dump-failed-filechecks", action="store_true")


@pytest.fixture(scope="class")
def initialize_from_pytest_config(request):
    request.cls._dump_failed_filechecks = False
"""


def run(path, env):
    """pytest on one file: (passed, failed, skipped, failure lines)."""
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rfEs", "-p", "no:cacheprovider",
                          "--tb=short", path], capture_output=True, text=True, timeout=900,
                         env=env)
    text = out.stdout + out.stderr
    counts = {k: 0 for k in ("passed", "failed", "skipped", "error")}
    for number, what in re.findall(r"(\d+) (passed|failed|skipped|errors?)", text):
        counts["error" if what.startswith("error") else what] += int(number)
    failures = [line for line in text.splitlines()
                if line.startswith(("FAILED", "ERROR", "E "))][:8]
    return counts, failures, text


def main():
    wanted = sys.argv[1:] or EXAMPLES
    source_dir = examples_dir()
    scratch = tempfile.mkdtemp()
    with open(os.path.join(scratch, "conftest.py"), "w") as f:
        f.write(CONFTEST)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        p for p in (filecheck_stand_in(scratch), env.get("PYTHONPATH")) if p)
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
            result[who] = run(target, env)
        rows.append((name, result))
        print("== %s" % name, flush=True)
        for line in result["dslc"][1]:
            print("   dslc: " + line[:300])
        if os.environ.get("VERBOSE") or result["dslc"][0]["failed"] + result["dslc"][0]["error"]:
            print(result["dslc"][2][-3000:])
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
