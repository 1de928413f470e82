"""How much of numba-cuda's own test suite dslc compiles and matches.

On a GPU machine with Numba and the dslc package importable:

    python run.py run OUT [--jobs 8] [--timeout 240] [FILE_NAME ...]

runs every test file of numba-cuda's `tests/cudapy/` and
`tests/doc_examples/` under pytest with harness_plugin.py, which repeats
each kernel launch with dslc and compares the results, in parallel, one
process per file (a fault in one cannot spoil another). Records go to
OUT/records/, pytest's output to OUT/logs/. Then, anywhere:

    python run.py report OUT [--before OTHER_OUT]

prints the counts (kernels, and kernel-signature pairs, that compile and
that match Numba) and every failure grouped by reason.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from numba_doc_examples import filecheck_stand_in  # noqa: E402


def test_modules():
    """numba-cuda's test modules, as `numba.cuda.tests.cudapy.test_x`."""
    import numpy as np
    np.row_stack = getattr(np, "row_stack", np.vstack)
    import numba.cuda.tests as tests
    root = os.path.dirname(tests.__file__)
    modules = []
    for folder in ("cudapy", "doc_examples"):
        names = sorted(os.listdir(os.path.join(root, folder)))
        modules += ["numba.cuda.tests.%s.%s" % (folder, name[:-3]) for name in names
                    if name.startswith("test_") and name.endswith(".py")]
    return modules


def run_one(module, out, stand_ins, timeout):
    folder, file = module.split(".")[-2:]
    name = "%s__%s" % (folder, file)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (HERE, stand_ins, env.get("PYTHONPATH")) if p)
    env["DSLC_COVERAGE_LOG"] = os.path.join(out, "records", name + ".jsonl")
    env.setdefault("NUMBA_CUDA_LOW_OCCUPANCY_WARNINGS", "0")
    start = time.time()
    with open(os.path.join(out, "logs", name + ".txt"), "w") as log:
        try:
            status = subprocess.run(
                [sys.executable, "-m", "pytest", "-q", "-p", "harness_plugin", "-p",
                 "no:cacheprovider", "--import-mode=importlib", "--pyargs", module], stdout=log, stderr=subprocess.STDOUT,
                env=env,
                cwd=out, timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            status = "timeout"
    return {"file": name, "status": status, "seconds": round(time.time() - start, 1)}


def run(args):
    os.makedirs(os.path.join(args.out, "records"), exist_ok=True)
    os.makedirs(os.path.join(args.out, "logs"), exist_ok=True)
    modules = test_modules()
    if args.files:
        modules = [m for m in modules if m.split(".")[-1] + ".py" in args.files]
    stand_ins = filecheck_stand_in(args.out)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda m: run_one(m, args.out, stand_ins, args.timeout),
                                modules))
    with open(os.path.join(args.out, "files.jsonl"), "w") as f:
        for result in results:
            f.write(json.dumps(result) + "\n")
    slow = sorted(results, key=lambda r: -r["seconds"])[:5]
    print("%d files; slowest: %s" % (len(results), ", ".join(
        "%s %.0fs" % (r["file"], r["seconds"]) for r in slow)))
    timeouts = [r["file"] for r in results if r["status"] == "timeout"]
    if timeouts:
        print("timed out: " + ", ".join(timeouts))


def load(out):
    """(kernel -> {signature -> record}) over every file's records."""
    kernels = collections.defaultdict(dict)
    harness_errors = []
    directory = os.path.join(out, "records")
    for name in sorted(os.listdir(directory)):
        with open(os.path.join(directory, name)) as f:
            for line in f:
                record = json.loads(line)
                if record["kind"] == "harness-error":
                    harness_errors.append(record)
                    continue
                key = name[:-6] + "/" + record["kernel"]
                known = kernels[key].get(record["signature"])
                # A launch says more than a compile of the same signature.
                if known is None or (record["kind"] == "launch" and known["kind"] != "launch"):
                    kernels[key][record["signature"]] = record
    return kernels, harness_errors


def group_reason(text):
    """A failure's reason with names and numbers taken out, to group by."""
    text = re.sub(r"^[\w.]+Error: ", "", text)
    text = re.sub(r"\S+\.py:\d+:\d+: ", "", text)
    text = re.sub(r"`[^`]*`", "`…`", text)
    text = re.sub(r"\b\d+\b", "N", text)
    return text[:160]


def summarize(kernels):
    counts = collections.Counter()
    reasons = collections.defaultdict(list)
    for kernel, signatures in kernels.items():
        records = list(signatures.values())
        counts["kernels"] += 1
        counts["pairs"] += len(records)
        compiled = [r for r in records if r.get("compiled")]
        counts["pairs compiled"] += len(compiled)
        launched = [r for r in compiled if r["kind"] == "launch"]
        counts["pairs launched"] += len([r for r in records if r["kind"] == "launch"])
        counts["pairs launched and compiled"] += len(launched)
        counts["pairs matching"] += len([r for r in launched if r.get("matches")])
        if len(compiled) == len(records):
            counts["kernels compiled"] += 1
            if all(r.get("matches", True) for r in records):
                counts["kernels compiled and matching"] += 1
        for record in records:
            if not record.get("compiled"):
                reasons[group_reason(record.get("reason", "?"))].append(kernel)
            elif record["kind"] == "launch" and not record.get("matches"):
                if record.get("deterministic", True):
                    reasons["results differ from Numba's"].append(kernel)
                else:
                    reasons["results differ, but so do two launches of Numba's own "
                            "(uninitialised memory or a race)"].append(kernel)
    return counts, reasons


def report(args):
    kernels, harness_errors = load(args.out)
    counts, reasons = summarize(kernels)
    columns = [("now", counts)]
    if args.before:
        columns.insert(0, ("before", summarize(load(args.before)[0])[0]))
    print("%-32s" % "" + "".join("%12s" % name for name, _ in columns))
    for row in ("kernels", "kernels compiled", "kernels compiled and matching", "pairs",
                "pairs compiled", "pairs launched", "pairs launched and compiled",
                "pairs matching"):
        print("%-32s" % row + "".join("%12d" % c[row] for _, c in columns))
    print("\nfailures by reason (kernel-signature pairs; distinct kernels):")
    for reason, which in sorted(reasons.items(), key=lambda item: -len(item[1])):
        distinct = sorted(set(which))
        print("%5d %4d  %s" % (len(which), len(distinct), reason))
        if args.verbose:
            for kernel in distinct[:args.verbose]:
                print("             " + kernel)
    if harness_errors:
        print("\n%d harness errors (records lost), first: %s" % (
            len(harness_errors), harness_errors[0]["detail"][-400:]))


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    run_parser = sub.add_parser("run")
    run_parser.add_argument("out")
    run_parser.add_argument("files", nargs="*")
    run_parser.add_argument("--jobs", type=int, default=8)
    run_parser.add_argument("--timeout", type=int, default=240)
    report_parser = sub.add_parser("report")
    report_parser.add_argument("out")
    report_parser.add_argument("--before")
    report_parser.add_argument("--verbose", type=int, default=0,
                               help="name up to this many kernels per reason")
    args = parser.parse_args()
    run(args) if args.command == "run" else report(args)


if __name__ == "__main__":
    main()
